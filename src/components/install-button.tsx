import { promptInstall } from '../lib/pwa'

/** "Uygulamayı yükle": shown by PwaPrompts only while the browser offers installation. */
export function InstallButton() {
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-400"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      >
        <path
          d="M10 3v9m-3.5-3.5L10 12l3.5-3.5M4 13.5v1.75c0 .7.56 1.25 1.25 1.25h9.5c.7 0 1.25-.56 1.25-1.25V13.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Uygulamayı yükle
    </button>
  )
}
