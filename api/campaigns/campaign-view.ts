import type { Repositories } from '../ports'
import type { CampaignCounts, CampaignRecord, CampaignView } from './campaign.shared'
import { campaignRecipientResource } from './campaign-resource'

// A campaign as the admin API answers it: counted from its recipient rows on every read
// (docs/rules/email-campaigns.md#tracking), so an open or a click never races a stored counter.

export async function campaignCounts(repos: Repositories, campaignId: string): Promise<CampaignCounts> {
  const recipients = repos.resource(campaignRecipientResource)
  const count = (filter: Parameters<typeof recipients.count>[0]) => recipients.count(filter)
  const [total, pending, sending, sent, failed, unopened, unclicked] = await Promise.all([
    count({ filter: { campaignId } }),
    count({ filter: { campaignId, state: 'pending' } }),
    count({ filter: { campaignId, state: 'sending' } }),
    count({ filter: { campaignId, state: 'sent' } }),
    count({ filter: { campaignId, state: 'failed' } }),
    count({ filter: { campaignId, openedAt: null } }),
    count({ filter: { campaignId, clickedAt: null } }),
  ])
  return {
    total,
    pending: pending + sending,
    sent,
    failed,
    opened: total - unopened,
    clicked: total - unclicked,
  }
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0)

export async function toCampaignView(repos: Repositories, record: CampaignRecord): Promise<CampaignView> {
  const counts = await campaignCounts(repos, record.id)
  return {
    ...record,
    counts,
    openRate: ratio(counts.opened, counts.sent),
    clickRate: ratio(counts.clicked, counts.sent),
  }
}
