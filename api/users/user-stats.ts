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

// The customers screen's cards (docs/rules/customers.md#stats): counts by status, and users per plan,
// from two grouped counts. The plan is free text: the known plan names and the packages' names are
// listed by name, and what none of them names is 'Diğer'.
export async function userStats(repos: Repositories): Promise<UserStats> {
  const [packages, byStatus, bySubscription] = await Promise.all([
    repos.packages.list({ limit: 100 }),
    repos.users.countBy('status'),
    repos.users.countBy('subscription'),
  ])
  const statusCount = (status: string) => byStatus.find((entry) => entry.value === status)?.count ?? 0
  const total = byStatus.reduce((sum, entry) => sum + entry.count, 0)
  const names = new Set([...KNOWN_PLANS, ...packages.map((pkg) => pkg.name)])
  const plans = bySubscription
    .filter((entry) => entry.value !== null && names.has(entry.value) && entry.count > 0)
    .map((entry) => ({ plan: entry.value as string, count: entry.count }))
  const other = total - plans.reduce((sum, entry) => sum + entry.count, 0)
  if (other > 0) plans.push({ plan: OTHER_PLANS, count: other })
  // Ties keep the names' order (the known plans, then the packages), 'Diğer' after them, on every store.
  const order = [...names]
  const rank = (plan: string) => (plan === OTHER_PLANS ? order.length : order.indexOf(plan))
  plans.sort((a, b) => b.count - a.count || rank(a.plan) - rank(b.plan))
  return {
    total,
    active: statusCount('active'),
    suspended: statusCount('suspended'),
    pending: statusCount('pending'),
    plans,
  }
}
