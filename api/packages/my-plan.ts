import type { Repositories } from '../ports'
import type { MyPlan, PlanOffer } from './package-admin.shared'
import type { PackageRecord } from './package.shared'
import { monthlyPrice, planKey } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'
import { resolveUserPackage } from './user-package'

// GET /api/me/plan (docs/rules/packages.md#dashboard-plans): the customer's package and its monthly
// fee, and the plans Ödeme offers: the active packages shown on the dashboard, cheapest first.

const FREE_PLAN_NAME = 'Ücretsiz'

const offerOf = (pkg: PackageRecord): PlanOffer => ({
  id: pkg.id,
  name: pkg.name,
  price: pkg.price,
  currency: pkg.currency,
  billingPeriod: pkg.billingPeriod,
  description: pkg.description,
  features: pkg.features,
  isPopular: pkg.isPopular,
  monthlyPrice: monthlyPrice(pkg),
})

export async function myPlan(
  repos: Repositories,
  user: Pick<UserRecord, 'packageId' | 'subscription'>,
): Promise<MyPlan> {
  const [pkg, offered] = await Promise.all([
    resolveUserPackage(repos, user),
    repos.packages.list({ filter: { isActive: true, showOnDashboard: true }, limit: 100 }),
  ])
  const offers = offered.map(offerOf).sort((a, b) => a.monthlyPrice - b.monthlyPrice || a.price - b.price)
  if (pkg) {
    return {
      current: { packageId: pkg.id, name: pkg.name, monthlyFee: monthlyPrice(pkg), currency: pkg.currency },
      offers,
    }
  }
  // No package: the free plan, or a plan the catalogue no longer has (it keeps its own name, costs nothing).
  const name = planKey(user.subscription) === 'free' ? FREE_PLAN_NAME : user.subscription.trim()
  return { current: { packageId: null, name, monthlyFee: 0, currency: 'TRY' }, offers }
}
