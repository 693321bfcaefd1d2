// The campaigns tab's words and figures: status badges, audiences, rates and progress.
import type { CampaignStatus, CampaignView } from '../../../api/campaigns/campaign.shared'
import { campaignStatusLabels } from '../../../api/campaigns/campaign.shared'
import type { StatusLabel, Tone } from '../../lib/status-labels'

export { audienceLabels } from '../../../api/campaigns/campaign.shared'

const TONES: Readonly<Record<CampaignStatus, Tone>> = {
  draft: 'slate',
  scheduled: 'blue',
  sending: 'amber',
  sent: 'green',
  failed: 'red',
}

export const campaignStatusLabel = (status: CampaignStatus): StatusLabel => ({
  label: campaignStatusLabels[status],
  tone: TONES[status],
})

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 })
export const formatRate = (rate: number) => percent.format(rate)

/** Settled recipients (sent or failed) of all, 0..1. */
export const progressOf = (campaign: CampaignView) =>
  campaign.counts.total > 0 ? (campaign.counts.sent + campaign.counts.failed) / campaign.counts.total : 0

export const isEditable = (campaign: CampaignView) =>
  campaign.status === 'draft' || campaign.status === 'scheduled'
