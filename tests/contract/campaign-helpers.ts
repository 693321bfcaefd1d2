import { resources } from '../../api/kernel/resources'
import type { ApiPorts } from '../../api/ports'
import type { MailMessage } from '../../api/ports/infrastructure'
import type { CampaignRecord, CampaignView } from '../../api/campaigns/campaign.shared'
import { newRecipientRecord } from '../../api/campaigns/campaign-mail'
import type { UserRecord } from '../../api/users/user.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'

// Helpers of the campaigns suite: a template in the store, services without a throttle, the campaign's
// mails in the store's mailbox.

export async function createTemplate(h: Harness, content: string) {
  const at = h.store.clock.now().toISOString()
  return h.ports.repos.resource(resources.emailTemplates).create({
    id: crypto.randomUUID(),
    key: '',
    name: 'Kampanya şablonu',
    subject: 'Şablon konusu',
    content,
    type: 'marketing',
    customized: false,
    lastUsed: null,
    createdAt: at,
    updatedAt: at,
  })
}

/** A campaign already sending, to one customer only (its one recipient row made): to watch one mail. */
export async function campaignSendingTo(
  h: Harness,
  user: UserRecord,
  subject: string,
): Promise<CampaignRecord> {
  const at = h.store.clock.now().toISOString()
  const template = await createTemplate(h, 'Merhaba {name},\nYeni temalar: https://example.com/temalar')
  const campaign = await h.ports.repos.resource(resources.emailCampaigns).create({
    id: crypto.randomUUID(),
    name: 'Tek alıcılı kampanya',
    subject,
    templateId: template.id,
    targetAudience: 'all',
    recipients: 1,
    status: 'sending',
    scheduledAt: null,
    startedAt: at,
    sentAt: null,
    error: null,
    createdBy: 'Test',
    createdAt: at,
    updatedAt: at,
  })
  await h.ports.repos.resource(resources.campaignRecipients).create(newRecipientRecord(campaign.id, user, at))
  return campaign
}

/** The API's services with the throttle off (and any other port overrides). */
export function unthrottled(h: Harness, overrides: Partial<ApiPorts> = {}) {
  return createServices({
    ...h.ports,
    config: { ...h.ports.config, campaignRatePerSecond: 0 },
    ...overrides,
  })
}

/** The mails whose subject is exactly `subject`, by recipient address. */
export function mailsBySubject(h: Harness, subject: string): Map<string, MailMessage[]> {
  const byTo = new Map<string, MailMessage[]>()
  for (const mail of h.store.sentMail.filter((m) => m.subject === subject))
    byTo.set(mail.to, [...(byTo.get(mail.to) ?? []), mail])
  return byTo
}

export const campaignOf = (body: unknown) => (body as { data: { campaign: CampaignView } }).data.campaign

/** Polls the campaign until its status is `status` (the background send of "send now"). */
export async function waitForStatus(h: Harness, token: string, id: string, status: string) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const res = await h.call('GET', `/api/admin/campaigns/${id}`, { token })
    const campaign = campaignOf(res.body)
    if (campaign.status === status) return campaign
    if (Date.now() > deadline) throw new Error(`campaign stayed ${campaign.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The address of the first link in `html` whose path contains `part`. */
export function linkIn(html: string, part: string): string {
  const found = [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map((m) => (m[1] ?? '').replace(/&#38;/g, '&'))
    .find((url) => url.includes(part))
  if (!found) throw new Error(`no ${part} link in the mail`)
  return found
}
