import type { Repositories } from '../ports'
import type { MyPlan, PlanOffer } from './package-admin.shared'
import type { PackageRecord } from './package.shared'
import { planKey } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'
import { resolveUserPackage } from './user-package'

// GET /api/me/plan (docs/rules/packages.md#dashboard-plans): the customer's package and its monthly
// fee, and the plans on offer; GET /api/packages (docs/rules/packages.md#the-public-catalogue) the same
// offers for everyone: the active packages offered to customers, cheapest first.

const FREE_PLAN_NAME = 'Ücretsiz'

const offerOf = (pkg: PackageRecord): PlanOffer => ({
  id: pkg.id,
  code: pkg.code,
  name: pkg.name,
  price: pkg.price,
  yearlyPrice: pkg.yearlyPrice,
  currency: pkg.currency,
  description: pkg.description,
  features: pkg.features,
  isPopular: pkg.isPopular,
})

/** The packages on offer (active and offered to customers), cheapest a month first, then by name. */
export async function publicCatalogue(repos: Repositories): Promise<PlanOffer[]> {
  const offered = await repos.packages.list({ filter: { isActive: true, showOnDashboard: true }, limit: 100 })
  return offered
    .map(offerOf)
    .sort((a, b) => a.price - b.price || a.yearlyPrice - b.yearlyPrice || a.name.localeCompare(b.name, 'tr'))
}

export async function myPlan(
  repos: Repositories,
  user: Pick<UserRecord, 'packageId' | 'subscription'>,
): Promise<MyPlan> {
  const [pkg, offers] = await Promise.all([resolveUserPackage(repos, user), publicCatalogue(repos)])
  if (pkg) {
    return {
      current: { packageId: pkg.id, name: pkg.name, monthlyFee: pkg.price, currency: pkg.currency },
      offers,
    }
  }
  // No package: the free plan, or a plan the catalogue no longer has (it keeps its own name, costs nothing).
  const name = planKey(user.subscription) === 'free' ? FREE_PLAN_NAME : user.subscription.trim()
  return { current: { packageId: null, name, monthlyFee: 0, currency: 'TRY' }, offers }
}
