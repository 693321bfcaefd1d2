import type { Repositories } from '../ports'
import type { UserStats } from './admin-users.shared'

/** The plan names the product uses (customer side and back-office); packages add their own. */
const KNOWN_PLANS = [
  'free',
  'basic',
  'pro',
  'premium',
  'enterprise',
  'Basic Plan',
  'Pro Plan',
  'Premium Plan',
]
export const OTHER_PLANS = 'Diğer'

// The customers screen's cards (docs/rules/customers.md#stats): counts by status, and users per plan.
// The plan is free text, and the generic repository counts but does not group: the known plan names and
// the packages' names are counted one by one, and what none of them names is 'Diğer'.
export async function userStats(repos: Repositories): Promise<UserStats> {
  const users = repos.users
  const packages = await repos.packages.list({ limit: 100 })
  const names = [...new Set([...KNOWN_PLANS, ...packages.map((pkg) => pkg.name)])]
  const [total, active, suspended, pending, ...perPlan] = await Promise.all([
    users.count(),
    users.count({ filter: { status: 'active' } }),
    users.count({ filter: { status: 'suspended' } }),
    users.count({ filter: { status: 'pending' } }),
    ...names.map((subscription) => users.count({ filter: { subscription } })),
  ])
  const plans = names
    .map((plan, index) => ({ plan, count: perPlan[index] ?? 0 }))
    .filter((entry) => entry.count > 0)
  const other = total - plans.reduce((sum, entry) => sum + entry.count, 0)
  if (other > 0) plans.push({ plan: OTHER_PLANS, count: other })
  plans.sort((a, b) => b.count - a.count)
  return { total, active, suspended, pending, plans }
}
