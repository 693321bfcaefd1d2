// Questions as <details>/<summary>: they open and close in the prerendered page without any script.
import { SectionHeading } from './section-heading'

const questions = [
  {
    question: 'İlk yayın gerçekten 24 saat içinde mi?',
    answer:
      'Evet. Keşif görüşmesi ve içeriklerinizin tesliminden sonra sitenizin ilk canlı sürümünü 24 saat içinde yayına alırız; ortalama yayına alma süremiz 19 saat 40 dakika. İyileştirmeler aynı adres üzerinde devam eder.',
  },
  {
    question: 'Yayından sonra destek nasıl işliyor?',
    answer:
      'Launch paketinde hafta içi 09:00–22:00 arasında WhatsApp ve ticket üzerinden destek veriyoruz. Scale ve üzeri paketlerde ekibinizle doğrudan yazışabileceğiniz özel bir ekip sohbet kanalı açıyoruz.',
  },
  {
    question: 'Aylık mı, yıllık mı ödemeliyim?',
    answer:
      'İki seçenek de aynı hizmeti kapsar; yıllık ödemede iki ayın ücreti bizden. Paketinizi ve ödeme döneminizi hesabınızı oluşturduktan sonra seçer, dilediğiniz zaman yükseltebilirsiniz.',
  },
]

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="Sıkça sorulanlar" title="Merak ettikleriniz" />
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {questions.map((item) => (
            <details key={item.question} className="group/faq px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded text-left text-base font-semibold text-slate-900 focus-visible:outline-offset-4 dark:text-white [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-slate-500 transition-transform group-open/faq:rotate-45 dark:text-slate-400"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-slate-700 dark:text-slate-300">
            Sorunuzun yanıtı burada yok mu? 30 dakikalık keşif görüşmesinde bir uzmanımız yanıtlasın.
          </p>
          <a
            href="#/create-website"
            className="inline-flex h-11 items-center justify-center rounded-full bg-slate-900 px-5 text-sm font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
          >
            Uzmanla görüş
          </a>
        </div>
      </div>
    </section>
  )
}
