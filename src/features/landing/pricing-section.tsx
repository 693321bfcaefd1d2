// Pricing with the monthly/yearly toggle. The toggle is two radio inputs and CSS (:has / peer), so it
// works in the prerendered page before (and without) any script; each card's two links (one per period)
// follow it the same way. The cards are the package catalogue's (pricing-plans.ts).
import { formatMoney } from '../../lib/money'
import { CheckIcon } from '../../components/icons'
import type { BillingPeriod } from '../../../api/packages/package.shared'
import { defaultPricingPlans, registerLink } from './pricing-plans'
import type { PricingPlan } from './pricing-plans'
import { SectionHeading } from './section-heading'

const whenMonthly = 'group-has-[#billing-yearly:checked]/pricing:hidden'
const whenYearly = 'hidden group-has-[#billing-yearly:checked]/pricing:inline'
const whenMonthlyFlex = 'inline-flex group-has-[#billing-yearly:checked]/pricing:hidden'
const whenYearlyFlex = 'hidden group-has-[#billing-yearly:checked]/pricing:inline-flex'
// Hover darkens only the pill that is not chosen: on the chosen one it would paint the text in the
// pill's own colour (the text vanished under the pointer).
const toggleLabel =
  'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-slate-700 dark:text-slate-300'

function BillingToggle({ initialPeriod }: { initialPeriod: BillingPeriod }) {
  return (
    <fieldset className="mx-auto mt-10 flex w-fit items-center gap-1 rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">Ödeme dönemi</legend>
      <input
        type="radio"
        id="billing-monthly"
        name="billing"
        value="monthly"
        defaultChecked={initialPeriod === 'monthly'}
        className="peer/monthly sr-only"
      />
      <label
        htmlFor="billing-monthly"
        className={`${toggleLabel} peer-not-checked/monthly:hover:text-slate-900 dark:peer-not-checked/monthly:hover:text-white peer-checked/monthly:bg-slate-900 peer-checked/monthly:text-white peer-focus-visible/monthly:outline-2 peer-focus-visible/monthly:outline-offset-2 peer-focus-visible/monthly:outline-blue-700 dark:peer-focus-visible/monthly:outline-blue-400 dark:peer-checked/monthly:bg-white dark:peer-checked/monthly:text-slate-900`}
      >
        Aylık ödeme
      </label>
      <input
        type="radio"
        id="billing-yearly"
        name="billing"
        value="yearly"
        defaultChecked={initialPeriod === 'yearly'}
        className="peer/yearly sr-only"
      />
      <label
        htmlFor="billing-yearly"
        className={`${toggleLabel} peer-not-checked/yearly:hover:text-slate-900 dark:peer-not-checked/yearly:hover:text-white peer-checked/yearly:bg-slate-900 peer-checked/yearly:text-white peer-focus-visible/yearly:outline-2 peer-focus-visible/yearly:outline-offset-2 peer-focus-visible/yearly:outline-blue-700 dark:peer-focus-visible/yearly:outline-blue-400 dark:peer-checked/yearly:bg-white dark:peer-checked/yearly:text-slate-900`}
      >
        Yıllık (2 ay bizden)
      </label>
    </fieldset>
  )
}

function PlanPrice({ plan }: { plan: PricingPlan }) {
  return (
    <p className="mt-6 flex items-baseline gap-1 text-slate-900 dark:text-white">
      <span data-billing="monthly" className={`text-4xl font-bold tracking-tight ${whenMonthly}`}>
        {formatMoney(plan.price, plan.currency)}
      </span>
      <span className={`text-sm text-slate-600 dark:text-slate-300 ${whenMonthly}`}>/ ay</span>
      <span data-billing="yearly" className={`text-4xl font-bold tracking-tight ${whenYearly}`}>
        {formatMoney(plan.yearlyPrice, plan.currency)}
      </span>
      <span className={`text-sm text-slate-600 dark:text-slate-300 ${whenYearly}`}>/ yıl</span>
    </p>
  )
}

const PERIOD_WORDS: Record<BillingPeriod, string> = { monthly: 'aylık', yearly: 'yıllık' }

/** 'Teklif al': registration with this plan and period; the toggle shows the link of its period. */
function PlanLink({
  plan,
  period,
  className,
}: {
  plan: PricingPlan
  period: BillingPeriod
  className: string
}) {
  return (
    <a
      href={registerLink(plan.code, period)}
      data-period={period}
      className={`mt-8 h-11 items-center justify-center rounded-full px-5 text-sm font-semibold ${className} ${
        plan.isPopular
          ? 'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'
          : 'border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'
      }`}
    >
      Teklif al
      <span className="sr-only">
        {' '}
        ({plan.name}, {PERIOD_WORDS[period]})
      </span>
    </a>
  )
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  return (
    <li
      className={`relative flex flex-col rounded-3xl border bg-white p-8 dark:bg-slate-900 ${
        plan.isPopular
          ? 'border-blue-700 shadow-xl ring-1 ring-blue-700 dark:border-blue-400 dark:ring-blue-400'
          : 'border-slate-200 shadow-sm dark:border-slate-700'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{plan.name}</h3>
        {plan.isPopular && (
          <span className="rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
            En popüler
          </span>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{plan.description}</p>
      <PlanPrice plan={plan} />
      <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <PlanLink plan={plan} period="monthly" className={whenMonthlyFlex} />
      <PlanLink plan={plan} period="yearly" className={whenYearlyFlex} />
    </li>
  )
}

/** `plans`: the catalogue's cards (the default catalogue when prerendered); `initialPeriod`: the toggle's choice. */
export function PricingSection({
  plans = defaultPricingPlans,
  initialPeriod = 'monthly',
}: {
  plans?: readonly PricingPlan[]
  initialPeriod?: BillingPeriod
}) {
  return (
    <section aria-labelledby="pricing-title" className="group/pricing py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Paketler"
          title="İşletmenize uygun paketi seçin"
          intro="Barındırma, SSL ve bakım her pakette dahil. Yıllık ödemede iki ayın ücreti bizden."
        />
        <BillingToggle initialPeriod={initialPeriod} />
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  )
}
