// The wizard's form looks; the text input itself is the app's one inputClass (components/form-styles).
export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200'

export const hintClass = 'mt-1.5 text-xs text-slate-600 dark:text-slate-400'

export const errorClass = 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-400'

export const fieldsetClass = 'rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700'

export const legendClass = 'px-1 text-sm font-semibold text-slate-900 dark:text-white'

export const smallButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800'
