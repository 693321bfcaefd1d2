// The "yakında" page for screens that arrive with later issues: names the screen and offers a way on.
// Loaded lazily through coming-soon.tsx.
import { useRouterState } from '@tanstack/react-router'
import { primaryButtonClass, secondaryButtonClass } from './buttons'
import { placeholderScreens } from './coming-soon-screens'
import { useDocumentTitle } from './use-document-title'

export function ComingSoonPage() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '' })
  const { name: screen, description } = placeholderScreens[routeId] ?? { name: 'Bu ekran' }
  useDocumentTitle(screen)
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
        Yakında
      </p>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {screen}
      </h1>
      <p className="mt-4 text-base text-slate-700 dark:text-slate-300">
        {description ??
          'Bu ekran hazırlanıyor ve yakında kullanıma açılacak. Bu sırada hizmetlerimizi ve paketlerimizi ana sayfada inceleyebilirsiniz.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="#/" className={primaryButtonClass}>
          Ana sayfaya dön
        </a>
        <button type="button" className={secondaryButtonClass} onClick={() => window.history.back()}>
          Geri git
        </button>
      </div>
    </section>
  )
}
