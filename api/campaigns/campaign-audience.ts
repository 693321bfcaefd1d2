import type { Repositories } from '../ports'
import type { CampaignAudience } from './campaign.shared'
import { planCodeOf, planKey } from '../packages/package-rules.shared'
import type { UserRecord } from '../users/user.shared'

// Who a campaign reaches (docs/rules/email-campaigns.md#audiences), read from the users' own records:
// - every audience: customers (role user) whose account is active and who have not unsubscribed;
// - premium: an active subscription on a plan above the basic tier (Scale, Vision and what they stand
//   for: pro, premium, enterprise, Pro Plan, Premium Plan, Premium, Kurumsal; any other package);
// - basic: an active subscription on the basic tier: Launch and what stands for it (basic, Basic Plan,
//   Temel; docs/decisions/0031-one-price-catalogue.md);
// - inactive: no active subscription (the free plan starts inactive).

/** The catalogue's basic tier. */
const BASIC_CODE = 'launch'
const FREE_KEYS = new Set(['free', 'ücretsiz'])

/** Users are read a page at a time, so 10,000 recipients never sit in memory as user records at once. */
const PAGE = 500

/** Whether the user may receive marketing mail at all. */
export function isMarketingEligible(user: UserRecord): boolean {
  return user.role === 'user' && user.status === 'active' && !user.marketingOptOutAt
}

/** The tier a customer's plan is in, from the subscription's plan key. */
export function planTier(user: Pick<UserRecord, 'subscription'>): 'free' | 'basic' | 'premium' {
  const key = planKey(user.subscription).toLocaleLowerCase('tr-TR')
  if (FREE_KEYS.has(key)) return 'free'
  return planCodeOf(user.subscription) === BASIC_CODE ? 'basic' : 'premium'
}

export function inAudience(user: UserRecord, audience: CampaignAudience): boolean {
  if (!isMarketingEligible(user)) return false
  const active = user.subscriptionStatus === 'active'
  switch (audience) {
    case 'all':
      return true
    case 'inactive':
      return !active
    case 'basic':
      return active && planTier(user) === 'basic'
    case 'premium':
      return active && planTier(user) === 'premium'
  }
}

/** The audience's users, a page at a time, in a stable order (oldest account first). */
export async function* audienceMembers(
  repos: Repositories,
  audience: CampaignAudience,
): AsyncGenerator<UserRecord[]> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await repos.users.list({
      filter: { role: 'user', status: 'active' },
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: PAGE,
      offset,
    })
    const members = page.filter((user) => inAudience(user, audience))
    if (members.length > 0) yield members
    if (page.length < PAGE) return
  }
}

/** The audience's live size: what sending would materialise now. */
export async function countAudience(repos: Repositories, audience: CampaignAudience): Promise<number> {
  let count = 0
  for await (const members of audienceMembers(repos, audience)) count += members.length
  return count
}
