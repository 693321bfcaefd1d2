// Any unknown path. English title and buttons, lang-marked: docs/rules/ui-shell.md#not-found-page
import { primaryButtonClass, secondaryButtonClass } from './buttons'
import { useDocumentTitle } from './use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-black tracking-tight text-blue-700 dark:text-blue-400">404</p>
      <h1
        lang="en"
        className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        Page Not Found
      </h1>
      <p className="mt-4 text-base text-slate-700 dark:text-slate-300">
        Aradığınız sayfa bulunamadı. Adres yanlış yazılmış ya da sayfa taşınmış olabilir.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="#/" lang="en" className={primaryButtonClass}>
          Return Home
        </a>
        <button
          type="button"
          lang="en"
          className={secondaryButtonClass}
          onClick={() => window.history.back()}
        >
          Go Back
        </button>
      </div>
    </section>
  )
}
