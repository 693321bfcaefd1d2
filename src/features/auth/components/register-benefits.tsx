// The benefits panel beside the sign-up form, and the note on choosing a package afterwards.
import { CheckIcon } from '../../../components/icons'

const benefits = [
  '24 saatte teslim',
  'Hosting dahil',
  'Ücretsiz SSL sertifikası',
  'Mobil uyumlu tasarım',
  'SEO optimizasyonu',
  '7/24 destek',
] as const

export function RegisterBenefits() {
  return (
    <aside
      aria-labelledby="register-benefits-title"
      className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8 dark:bg-slate-800"
    >
      <h2 id="register-benefits-title" className="text-xl font-bold">
        SiteKur ile neler kazanırsınız?
      </h2>
      <ul className="mt-6 space-y-3">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-3 text-base">
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-500/20 text-emerald-300">
              <CheckIcon className="size-4" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-xl bg-white/10 p-4 text-sm leading-6 text-slate-100">
        Paket seçimi ve aylık/yıllık faturalandırma tercihi hesabınızı oluşturduktan sonra yapılır.
      </p>
    </aside>
  )
}
