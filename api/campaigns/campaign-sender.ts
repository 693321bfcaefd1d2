import type { Repositories } from '../ports'
import type { CrudRepository } from '../ports/crud-repository'
import type { CampaignRecipientRecord, CampaignRecord } from './campaign.shared'
import { campaignMessages } from './campaign.shared'
import type { ApiPorts } from '../ports'
import type { MailService } from '../mail/mail-service'
import { emailTemplateResource } from '../email-templates/email-template-resource'
import { audienceMembers, isMarketingEligible } from './campaign-audience'
import { campaignMail, newRecipientRecord } from './campaign-mail'
import { campaignRecipientResource, emailCampaignResource } from './campaign-resource'
import { createThrottle } from './campaign-throttle'

// Sending a campaign (docs/rules/email-campaigns.md#sending), on every store:
// 1. start: the campaign moves draft|scheduled → sending by compare-and-set (one process wins);
// 2. materialise: one recipient row `<campaignId>:<userId>` per audience member, made under a lock and
//    only where missing, so a run that died half-way is completed, never doubled;
// 3. each recipient, in an order of each run's own (processes spread over a batch): claim it (pending →
//    sending, compare-and-set), wait for the throttle, hand the mail to the mailer, then mark it sent or
//    failed. A recipient is handed over only by the process whose claim won, and a lost claim costs no
//    slot of the throttle;
// 4. a row still `sending` long after its claim belongs to a process that died during the hand-over: the
//    mail queue's row under the recipient's ref tells what happened (settleStaleClaims), and a mail the
//    queue holds is never handed over again (the queue refuses a second mail with the same ref);
// 5. finish: no row pending or sending → the campaign is sent.

/** A claim older than this is a process that died mid-hand-over (longer than any SMTP timeout). */
export const STALE_CLAIM_MS = 15 * 60_000
const BATCH = 100

export interface DrainCounts {
  sent: number
  failed: number
  uncertain: number
}

/** What sending needs: the ports and the mail service (every mail goes through the mail queue). */
export interface SenderDeps {
  ports: ApiPorts
  mail: Pick<MailService, 'deliver'>
}

const campaignsOf = (repos: Repositories) => repos.resource(emailCampaignResource)
const recipientsOf = (repos: Repositories) => repos.resource(campaignRecipientResource)

/** draft|scheduled → sending; null when another writer moved it first (or it was not startable). */
export async function startCampaign(
  repos: Repositories,
  campaign: CampaignRecord,
  now: Date,
): Promise<CampaignRecord | null> {
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') return null
  const at = now.toISOString()
  return campaignsOf(repos).updateWhere(
    campaign.id,
    { status: campaign.status, updatedAt: campaign.updatedAt },
    { status: 'sending', startedAt: at, updatedAt: at, recipients: 0, error: null },
  )
}

/** Makes the recipient rows that are missing; answers the campaign with its recipient count set. */
export async function materialiseRecipients(services: SenderDeps, campaign: CampaignRecord, now: Date) {
  const { repos } = services.ports
  const at = now.toISOString()
  for await (const members of audienceMembers(repos, campaign.targetAudience)) {
    await repos.transaction(async (tx) => {
      await tx.lock(`campaign-recipients:${campaign.id}`)
      const recipients = recipientsOf(tx)
      for (const user of members) {
        const recipient = newRecipientRecord(campaign.id, user, at)
        if (await recipients.findById(recipient.id)) continue
        await recipients.create(recipient)
      }
    })
  }
  const total = await recipientsOf(repos).count({ filter: { campaignId: campaign.id } })
  if (total === 0) {
    return campaignsOf(repos).update(campaign.id, {
      status: 'failed',
      error: campaignMessages.noRecipients,
      sentAt: at,
      updatedAt: at,
    })
  }
  return campaignsOf(repos).update(campaign.id, { recipients: total, updatedAt: at })
}

export const campaignMailRef = (campaignId: string, userId: string) => `campaign:${campaignId}:${userId}`

/**
 * Settles the rows whose claim went stale (see 4 above) by what the mail queue holds under the
 * recipient's ref: no row, the mail was never handed over, so the recipient is pending again; a sent or
 * failed row decides the recipient; a row still queued is the queue's to finish, and stays in flight.
 */
async function settleStaleClaims(services: SenderDeps, campaignId: string, counts: DrainCounts) {
  const { repos, clock, logger } = services.ports
  const recipients = recipientsOf(repos)
  const before = clock.now().getTime() - STALE_CLAIM_MS
  const sending = await recipients.list({ filter: { campaignId, state: 'sending' }, limit: 1000 })
  for (const row of sending) {
    if (!row.claimedAt || Date.parse(row.claimedAt) > before) continue
    const mail = await repos.mailQueue.findOne({ ref: campaignMailRef(campaignId, row.userId) })
    if (mail?.status === 'queued') continue
    const expected = { state: 'sending' as const, claimedAt: row.claimedAt }
    if (!mail) {
      await recipients.updateWhere(row.id, expected, { state: 'pending', claimedAt: null })
      continue
    }
    const settled = await recipients.updateWhere(
      row.id,
      expected,
      mail.status === 'sent'
        ? { state: 'sent', sentAt: mail.sentAt, error: null }
        : { state: 'failed', error: mail.error ?? campaignMessages.uncertain },
    )
    if (settled && mail.status !== 'sent') {
      counts.uncertain++
      logger.warn('campaign mail left in flight settled from the mail queue', { recipient: row.id })
    }
  }
}

/** pending → sending (compare-and-set); null when another process claimed the recipient first. */
function claimRecipient(
  services: SenderDeps,
  recipients: CrudRepository<CampaignRecipientRecord>,
  row: CampaignRecipientRecord,
): Promise<CampaignRecipientRecord | null> {
  const claimedAt = services.ports.clock.now().toISOString()
  return recipients.updateWhere(row.id, { state: 'pending' }, { state: 'sending', claimedAt })
}

/**
 * The batch in an order of this run's own: several processes list the same first pending rows, and
 * walking them in the same order they would fight over each row in turn; shuffled, each mostly claims
 * rows the others have not reached.
 */
function inOwnOrder<T>(rows: readonly T[]): T[] {
  const order = [...rows]
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[order[i], order[j]] = [order[j] as T, order[i] as T]
  }
  return order
}

/** One claimed recipient: handed to the mailer once, then marked. */
async function sendOne(
  services: SenderDeps,
  recipients: CrudRepository<CampaignRecipientRecord>,
  campaign: CampaignRecord,
  template: { content: string },
  row: CampaignRecipientRecord,
): Promise<'sent' | 'failed'> {
  const { clock, repos, config, secrets } = services.ports
  const user = await repos.users.findById(row.userId)
  if (!user || !isMarketingEligible(user)) {
    await recipients.update(row.id, { state: 'failed', error: 'Alıcı artık kampanya e-postası almıyor.' })
    return 'failed'
  }
  const message = await campaignMail({
    campaign,
    template,
    user,
    publicUrl: config.publicUrl,
    secret: secrets.jwtSecret,
    now: clock.now(),
  })
  // Marketing: a hand-over cut short is not made again (docs/rules/mail-queue.md#two-kinds-of-mail).
  const result = await services.mail.deliver(message, {
    ref: campaignMailRef(campaign.id, user.id),
    kind: 'marketing',
  })
  // The sender knows the outcome: it overrides a stale-claim settlement made meanwhile.
  await recipients.update(
    row.id,
    result.sent
      ? { state: 'sent', sentAt: clock.now().toISOString(), error: null }
      : { state: 'failed', error: result.status === 'queued' ? campaignMessages.queued : result.error },
  )
  return result.sent ? 'sent' : 'failed'
}

/**
 * Sends the campaign's pending recipients at `ratePerSecond` (0: no limit) until none is left or
 * `signal` aborts, then finishes the campaign when nothing is pending or in flight.
 */
export async function drainCampaign(
  services: SenderDeps,
  campaignId: string,
  options: { signal: AbortSignal; ratePerSecond: number },
): Promise<DrainCounts> {
  const { repos, clock } = services.ports
  const counts: DrainCounts = { sent: 0, failed: 0, uncertain: 0 }
  let campaign = await campaignsOf(repos).findById(campaignId)
  if (!campaign || campaign.status !== 'sending') return counts
  if (campaign.recipients === 0) campaign = await materialiseRecipients(services, campaign, clock.now())
  if (!campaign || campaign.status !== 'sending') return counts
  const template = campaign.templateId
    ? await repos.resource(emailTemplateResource).findById(campaign.templateId)
    : null
  if (!template) {
    const at = clock.now().toISOString()
    await campaignsOf(repos).update(campaignId, {
      status: 'failed',
      error: campaignMessages.templateGone,
      sentAt: at,
      updatedAt: at,
    })
    return counts
  }
  await settleStaleClaims(services, campaignId, counts)
  const recipients = recipientsOf(repos)
  const throttle = createThrottle(options.ratePerSecond, {
    store: repos.rateLimits,
    logger: services.ports.logger,
  })
  for (;;) {
    const batch = await recipients.list({
      filter: { campaignId, state: 'pending' },
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: BATCH,
    })
    if (batch.length === 0) break
    for (const row of inOwnOrder(batch)) {
      if (options.signal.aborted) return counts
      // Claimed first: a row another process has costs no slot of this process's rate.
      const claimed = await claimRecipient(services, recipients, row)
      if (!claimed) continue
      await throttle.wait(options.signal)
      if (options.signal.aborted) {
        // Stopped before the hand-over: the recipient is pending again for the next run.
        await recipients.updateWhere(
          claimed.id,
          { state: 'sending', claimedAt: claimed.claimedAt },
          {
            state: 'pending',
            claimedAt: null,
          },
        )
        return counts
      }
      const outcome = await sendOne(services, recipients, campaign, template, claimed)
      if (outcome === 'sent') counts.sent++
      else counts.failed++
    }
  }
  await finishCampaign(services, campaign)
  return counts
}

/** sending → sent once no recipient is pending or in flight. */
async function finishCampaign(services: SenderDeps, campaign: CampaignRecord): Promise<void> {
  const recipients = recipientsOf(services.ports.repos)
  const open = await Promise.all(
    (['pending', 'sending'] as const).map((state) =>
      recipients.count({ filter: { campaignId: campaign.id, state } }),
    ),
  )
  if (open.some((n) => n > 0)) return
  const at = services.ports.clock.now().toISOString()
  await campaignsOf(services.ports.repos).updateWhere(
    campaign.id,
    { status: 'sending' },
    { status: 'sent', sentAt: at, updatedAt: at },
  )
}
