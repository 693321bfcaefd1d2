// The landing page's packages (docs/rules/landing.md#pricing): the package catalogue's offered packages,
// TRY a month and a year. The prerender reads the default catalogue; in the browser the landing swaps in
// the live one (GET /api/packages) when an admin has changed it (docs/decisions/0031-one-price-catalogue.md).
import { defaultPackages } from '../../../api/packages/default-packages.shared'
import type { PlanOffer } from '../../../api/packages/package-admin.shared'
import type { BillingPeriod } from '../../../api/packages/package.shared'

export type PricingPlan = Pick<
  PlanOffer,
  'code' | 'name' | 'price' | 'yearlyPrice' | 'currency' | 'isPopular' | 'description' | 'features'
>

/** A catalogue package as a pricing card. */
export const pricingPlanOf = (pkg: PricingPlan): PricingPlan => ({
  code: pkg.code,
  name: pkg.name,
  price: pkg.price,
  yearlyPrice: pkg.yearlyPrice,
  currency: pkg.currency,
  isPopular: pkg.isPopular,
  description: pkg.description,
  features: [...pkg.features],
})

/** The order the catalogue answers in (GET /api/packages): cheapest a month first. */
const byPrice = (a: PricingPlan, b: PricingPlan) =>
  a.price - b.price || a.yearlyPrice - b.yearlyPrice || a.name.localeCompare(b.name, 'tr')

/** The cards the prerendered page carries: the default catalogue's offered packages. */
export const defaultPricingPlans: PricingPlan[] = defaultPackages
  .filter((pkg) => pkg.isActive && pkg.showOnDashboard)
  .map(pricingPlanOf)
  .sort(byPrice)

/** Whether the live catalogue shows something else than the cards on the page. */
export const samePlans = (a: readonly PricingPlan[], b: readonly PricingPlan[]) =>
  JSON.stringify(a.map(pricingPlanOf)) === JSON.stringify(b.map(pricingPlanOf))

/** Registration with the chosen plan and period (`#/register?plan=scale&period=yearly`). */
export const registerLink = (code: string, period: BillingPeriod) =>
  `#/register?${new URLSearchParams({ plan: code, period }).toString()}`
