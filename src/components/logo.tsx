/** The SiteKur word mark, a link home. */
export function Logo() {
  return (
    <a
      href="#/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-offset-4 dark:text-white"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-blue-700 dark:fill-blue-500" />
        <path
          d="M9 20.5c1.2 1.3 3.2 2.2 5.6 2.2 3.1 0 5-1.5 5-3.7 0-4.6-9.7-2.9-9.7-7.4 0-2 1.8-3.5 4.7-3.5 2 0 3.7.7 4.8 1.8"
          fill="none"
          stroke="white"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="23.5" cy="22" r="2" className="fill-amber-300" />
      </svg>
      <span>SiteKur</span>
    </a>
  )
}
