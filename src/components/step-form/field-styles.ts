// The looks of a step form's groups and notes; labels, hints and inputs use the app's (../form-styles).
import { errorTextClass } from '../form-styles'

export const fieldsetClass = 'rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700'

export const legendClass = 'px-1 text-sm font-semibold text-slate-900 dark:text-white'

/** An error under its field. */
export const fieldErrorClass = `mt-1.5 ${errorTextClass}`
