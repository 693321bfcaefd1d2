// The footer of every page (also part of the prerendered landing).
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-sm">
          <p className="text-base font-bold text-slate-900 dark:text-white">SiteKur</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            İşletmeniz için web sitesini tasarlar, kurar ve yayınlarız. İlk yayın 24 saat içinde.
          </p>
        </div>
        <nav aria-label="Yasal bilgiler">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <li>
              <a
                href="#/privacy"
                className="rounded text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
              >
                Gizlilik Politikası
              </a>
            </li>
            <li>
              <a
                href="#/terms"
                className="rounded text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
              >
                Kullanım Koşulları
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © SiteKur. Tüm hakları saklıdır.
      </p>
    </footer>
  )
}
