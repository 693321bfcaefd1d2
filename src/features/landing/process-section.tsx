import { SectionHeading } from './section-heading'

const steps = [
  {
    title: 'Keşif',
    text: 'İşletmenizi, hedef kitlenizi ve ihtiyaç duyduğunuz sayfaları 30 dakikalık görüşmede netleştiririz.',
  },
  {
    title: 'Tasarım sprinti',
    text: 'Tasarımcılarımız markanıza uygun ilk taslağı hazırlar, geri bildirimlerinizle hızla son haline getirir.',
  },
  {
    title: 'İçerik entegrasyonu',
    text: 'Metinlerinizi, görsellerinizi ve ürünlerinizi yerleştirir; formları ve entegrasyonları kurarız.',
  },
  {
    title: 'Yayına alma',
    text: 'Alan adınızı bağlar, SSL’i etkinleştirir ve sitenizi yayına alırız. İlk yayın 24 saat içinde.',
  },
]

export function ProcessSection() {
  return (
    <section
      aria-labelledby="process-title"
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-24 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="process-title"
          eyebrow="Yönetilen süreç"
          title="4 adımda yayındasınız"
          intro="Siz yalnızca görüşmeye katılın ve içeriklerinizi paylaşın; süreci uçtan uca biz yönetiriz."
        />
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl bg-blue-700 p-8 text-white shadow-lg lg:col-span-1">
            <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">Ücretsiz başlangıç</p>
            <h3 className="mt-3 text-2xl font-bold">30 dakikalık keşif görüşmesi</h3>
            <p className="mt-4 text-blue-50">
              Hedeflerinizi, içeriklerinizi ve takviminizi bir uzmanımızla birlikte planlayın. Görüşmenin
              sonunda sitenizin kapsamı, yayın tarihi ve size uygun paket netleşir.
            </p>
            <a
              href="#/create-website"
              className="mt-6 inline-flex h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-white"
            >
              Görüşme planla
            </a>
          </div>
          <ol className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white dark:bg-white dark:text-slate-900"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  <span className="sr-only">{index + 1}. adım: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
