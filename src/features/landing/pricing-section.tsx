// Pricing with the monthly/yearly toggle. The toggle is two radio inputs and CSS (:has / peer), so it
// works in the prerendered page before (and without) any script.
import { formatTry } from '../../lib/money'
import { CheckIcon } from '../../components/icons'
import { pricingPlans } from './pricing-plans'
import type { PricingPlan } from './pricing-plans'
import { SectionHeading } from './section-heading'

const whenMonthly = 'group-has-[#billing-yearly:checked]/pricing:hidden'
const whenYearly = 'hidden group-has-[#billing-yearly:checked]/pricing:inline'
const toggleLabel =
  'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'

function BillingToggle() {
  return (
    <fieldset className="mx-auto mt-10 flex w-fit items-center gap-1 rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">Ödeme dönemi</legend>
      <input
        type="radio"
        id="billing-monthly"
        name="billing"
        value="monthly"
        defaultChecked
        className="peer/monthly sr-only"
      />
      <label
        htmlFor="billing-monthly"
        className={`${toggleLabel} peer-checked/monthly:bg-slate-900 peer-checked/monthly:text-white peer-focus-visible/monthly:outline-2 peer-focus-visible/monthly:outline-offset-2 peer-focus-visible/monthly:outline-blue-700 dark:peer-focus-visible/monthly:outline-blue-400 dark:peer-checked/monthly:bg-white dark:peer-checked/monthly:text-slate-900`}
      >
        Aylık ödeme
      </label>
      <input type="radio" id="billing-yearly" name="billing" value="yearly" className="peer/yearly sr-only" />
      <label
        htmlFor="billing-yearly"
        className={`${toggleLabel} peer-checked/yearly:bg-slate-900 peer-checked/yearly:text-white peer-focus-visible/yearly:outline-2 peer-focus-visible/yearly:outline-offset-2 peer-focus-visible/yearly:outline-blue-700 dark:peer-focus-visible/yearly:outline-blue-400 dark:peer-checked/yearly:bg-white dark:peer-checked/yearly:text-slate-900`}
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
        {formatTry(plan.monthly)}
      </span>
      <span className={`text-sm text-slate-600 dark:text-slate-300 ${whenMonthly}`}>/ ay</span>
      <span data-billing="yearly" className={`text-4xl font-bold tracking-tight ${whenYearly}`}>
        {formatTry(plan.yearly)}
      </span>
      <span className={`text-sm text-slate-600 dark:text-slate-300 ${whenYearly}`}>/ yıl</span>
    </p>
  )
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  return (
    <li
      className={`relative flex flex-col rounded-3xl border bg-white p-8 dark:bg-slate-900 ${
        plan.popular
          ? 'border-blue-700 shadow-xl ring-1 ring-blue-700 dark:border-blue-400 dark:ring-blue-400'
          : 'border-slate-200 shadow-sm dark:border-slate-700'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{plan.name}</h3>
        {plan.popular && (
          <span className="rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
            En popüler
          </span>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{plan.summary}</p>
      <PlanPrice plan={plan} />
      <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <a
        href="#/create-website"
        className={`mt-8 inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold ${
          plan.popular
            ? 'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'
            : 'border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'
        }`}
      >
        Teklif al<span className="sr-only"> ({plan.name})</span>
      </a>
    </li>
  )
}

export function PricingSection() {
  return (
    <section aria-labelledby="pricing-title" className="group/pricing py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Paketler"
          title="İşletmenize uygun paketi seçin"
          intro="Barındırma, SSL ve bakım her pakette dahil. Yıllık ödemede iki ayın ücreti bizden."
        />
        <BillingToggle />
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  )
}
