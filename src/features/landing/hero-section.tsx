import { landingFigures } from './landing-figures'

const primaryCta =
  'inline-flex h-12 items-center justify-center rounded-full bg-blue-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'
const secondaryCta =
  'inline-flex h-12 items-center justify-center rounded-full border border-slate-300 bg-white px-6 text-base font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800'

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-blue-50 to-white dark:from-blue-950/50 dark:to-slate-900"
      />
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800 dark:border-blue-800 dark:bg-slate-900 dark:text-blue-300">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            Yönetilen web sitesi hizmeti
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            İşletmenizin web sitesi <span className="text-blue-700 dark:text-blue-400">24 saat içinde</span>{' '}
            yayında
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-700 dark:text-slate-300">
            SiteKur sitenizi sizin için tasarlar, içeriklerinizi yerleştirir ve yayına alır. Barındırma, SSL
            ve bakım dahil; siz işinize odaklanın, teknik tarafı biz yönetelim.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="#/create-website" className={primaryCta}>
              Demo talep et
            </a>
            <a href="#/register" className={secondaryCta}>
              Hemen başla
            </a>
          </div>
        </div>
        <dl className="mx-auto mt-16 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
          {landingFigures.map((figure) => (
            <div
              key={figure.value}
              className="flex flex-col-reverse justify-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-700 dark:bg-slate-800/60"
            >
              <dt className="mt-1 text-sm text-slate-700 dark:text-slate-300">{figure.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
