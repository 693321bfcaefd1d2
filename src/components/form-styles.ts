// Form looks shared by every form and dialog of the app (sign-in, wizard, dashboards, back-office).
/** The one text input look; `aria-invalid` (set by FormField on an error) turns it red. */
export const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-600/30 disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:aria-invalid:border-red-400 dark:disabled:bg-slate-900 dark:disabled:text-slate-400'

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200'

export const hintClass = 'mt-1.5 text-xs text-slate-600 dark:text-slate-400'

export const errorTextClass = 'text-sm font-medium text-red-700 dark:text-red-400'

export const cardClass =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'

export const smallButtonClass =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800'

export const sectionTitleClass = 'text-lg font-bold text-slate-900 dark:text-white'
