import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { emailTemplateResource } from '../email-templates/email-template-resource'
import { ApiError } from '../lib/http'
import { describeError } from '../middleware/error-log'
import type { ApiPorts, Repositories } from '../ports'
import {
  campaignMessages,
  type CampaignInput,
  type CampaignRecord,
  type CampaignView,
} from './campaign.shared'
import type { MailService } from '../mail/mail-service'
import { countAudience } from './campaign-audience'
import { emailCampaignResource } from './campaign-resource'
import { drainCampaign, startCampaign, type DrainCounts } from './campaign-sender'
import { DEFAULT_CAMPAIGN_RATE_PER_SECOND } from './campaign-throttle'
import { toCampaignView } from './campaign-view'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  mail: Pick<MailService, 'deliver'>
}

type Editable = Pick<CampaignRecord, 'name' | 'subject' | 'templateId' | 'targetAudience' | 'scheduledAt'>

// Campaign management (docs/rules/email-campaigns.md): the rules of creating, editing, deleting and
// starting a campaign, each write with its audit row and activity entry in one transaction; and the
// process's running sends, so "send now" and the job never drain one campaign twice in one process.
export function createCampaignService({ ports, activity, audit, mail }: Deps) {
  const repos = ports.repos
  const campaigns = (r: Repositories = repos) => r.resource(emailCampaignResource)
  const now = () => ports.clock.now()
  const change = (actor: Actor, recordId: string) => ({ actor, resource: 'emailCampaigns', recordId })
  const log = (tx: Repositories, actor: Actor, campaign: CampaignRecord, action: string, details: string) =>
    activity.log(
      {
        ...activityActor(actor),
        action,
        details,
        type: 'system',
        severity: action === 'Kampanya silindi' ? 'warning' : 'info',
        subject: { resource: 'emailCampaigns', recordId: campaign.id },
      },
      tx,
    )
  const running = new Map<string, Promise<DrainCounts>>()
  const stopping = new AbortController()
  const rate = () => ports.config.campaignRatePerSecond ?? DEFAULT_CAMPAIGN_RATE_PER_SECOND

  /** `r`: the repositories of the transaction it runs in (a store with one connection waits otherwise). */
  async function checkFields(fields: Editable, r: Repositories = repos): Promise<void> {
    if (!fields.name.trim() || !fields.subject.trim() || !fields.templateId)
      throw new ApiError(400, campaignMessages.required)
    if (!(await r.resource(emailTemplateResource).findById(fields.templateId)))
      throw new ApiError(400, campaignMessages.templateMissing)
    if (fields.scheduledAt && Date.parse(fields.scheduledAt) <= now().getTime())
      throw new ApiError(400, campaignMessages.scheduleInPast)
  }

  const statusFor = (fields: Editable): CampaignRecord['status'] =>
    fields.scheduledAt ? 'scheduled' : 'draft'

  async function find(id: string, r: Repositories = repos): Promise<CampaignRecord> {
    const campaign = await campaigns(r).findById(id)
    if (!campaign) throw new ApiError(404, campaignMessages.notFound)
    return campaign
  }

  /** Drains the campaign in this process unless it is draining here already (then joins that run). */
  function drain(campaignId: string, signal = stopping.signal): Promise<DrainCounts> {
    const current = running.get(campaignId)
    if (current) return current
    const run = drainCampaign({ ports, mail }, campaignId, { signal, ratePerSecond: rate() }).finally(() =>
      running.delete(campaignId),
    )
    running.set(campaignId, run)
    return run
  }

  return {
    view: (record: CampaignRecord) => toCampaignView(repos, record),
    countAudience: (audience: CampaignRecord['targetAudience']) => countAudience(repos, audience),

    async get(id: string): Promise<CampaignView> {
      return toCampaignView(repos, await find(id))
    },

    async create(input: CampaignInput, actor: Actor): Promise<CampaignView> {
      const fields: Editable = {
        name: (input.name ?? '').trim(),
        subject: (input.subject ?? '').trim(),
        templateId: input.templateId ?? null,
        targetAudience: input.targetAudience ?? 'all',
        scheduledAt: input.scheduledAt ?? null,
      }
      await checkFields(fields)
      const at = now().toISOString()
      const record: CampaignRecord = {
        ...fields,
        id: ports.ids.uuid(),
        recipients: 0,
        status: statusFor(fields),
        startedAt: null,
        sentAt: null,
        error: null,
        createdBy: actor.name,
        createdAt: at,
        updatedAt: at,
      }
      await repos.transaction(async (tx) => {
        await campaigns(tx).create(record)
        await audit.created(tx, change(actor, record.id), record)
        await log(tx, actor, record, 'Kampanya oluşturuldu', `${record.name} kampanyası oluşturuldu.`)
      })
      return toCampaignView(repos, record)
    },

    /** Only a draft or a scheduled campaign changes; setting or clearing scheduledAt moves it between the two. */
    async update(id: string, input: CampaignInput, actor: Actor): Promise<CampaignView> {
      const updated = await repos.transaction(async (tx) => {
        const current = await find(id, tx)
        if (current.status !== 'draft' && current.status !== 'scheduled')
          throw new ApiError(409, campaignMessages.notEditable)
        const fields: Editable = {
          name: (input.name ?? current.name).trim(),
          subject: (input.subject ?? current.subject).trim(),
          templateId: input.templateId ?? current.templateId,
          targetAudience: input.targetAudience ?? current.targetAudience,
          scheduledAt: input.scheduledAt === undefined ? current.scheduledAt : input.scheduledAt,
        }
        await checkFields(fields, tx)
        // Compare-and-set on the status: a send that started meanwhile wins.
        const after = await campaigns(tx).updateWhere(
          id,
          { status: current.status },
          { ...fields, status: statusFor(fields), updatedAt: now().toISOString() },
        )
        if (!after) throw new ApiError(409, campaignMessages.notEditable)
        await audit.updated(tx, change(actor, id), current, after)
        await log(tx, actor, after, 'Kampanya güncellendi', `${after.name} kampanyası güncellendi.`)
        return after
      })
      return toCampaignView(repos, updated)
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await repos.transaction(async (tx) => {
        const campaign = await find(id, tx)
        if (campaign.status === 'sending') throw new ApiError(409, campaignMessages.notDeletable)
        if (!(await campaigns(tx).delete(id))) throw new ApiError(404, campaignMessages.notFound)
        await audit.deleted(tx, change(actor, id), campaign)
        await log(tx, actor, campaign, 'Kampanya silindi', `${campaign.name} kampanyası silindi.`)
      })
    },

    /** Send now: the campaign starts at once and drains in the background (the job resumes it if this process stops). */
    async sendNow(id: string, actor: Actor): Promise<CampaignView> {
      const campaign = await find(id)
      if (campaign.status !== 'draft' && campaign.status !== 'scheduled')
        throw new ApiError(409, campaignMessages.alreadyStarted)
      await checkFields({ ...campaign, scheduledAt: null })
      if ((await countAudience(repos, campaign.targetAudience)) === 0)
        throw new ApiError(400, campaignMessages.noRecipients)
      const started = await repos.transaction(async (tx) => {
        const after = await startCampaign(tx, campaign, now())
        if (!after) throw new ApiError(409, campaignMessages.alreadyStarted)
        await audit.updated(tx, change(actor, id), campaign, after)
        await log(tx, actor, after, 'Kampanya gönderimi başladı', `${after.name} kampanyası gönderiliyor.`)
        return after
      })
      void drain(id).catch((error: unknown) =>
        ports.logger.error('campaign sending failed', { campaign: id, error: describeError(error) }),
      )
      return toCampaignView(repos, started)
    },

    /** The job's work (docs/rules/email-campaigns.md#the-job): start what is due, drain what is sending. */
    async runDue(at: Date, signal: AbortSignal) {
      const result = { started: 0, sent: 0, failed: 0, uncertain: 0 }
      const scheduled = await campaigns().list({ filter: { status: 'scheduled' }, limit: 100 })
      for (const campaign of scheduled) {
        if (!campaign.scheduledAt || Date.parse(campaign.scheduledAt) > at.getTime()) continue
        if (await startCampaign(repos, campaign, at)) result.started++
      }
      const sending = await campaigns().list({
        filter: { status: 'sending' },
        orderBy: { field: 'createdAt', direction: 'asc' },
        limit: 100,
      })
      for (const campaign of sending) {
        if (signal.aborted) break
        const counts = await drain(campaign.id, AbortSignal.any([signal, stopping.signal]))
        result.sent += counts.sent
        result.failed += counts.failed
        result.uncertain += counts.uncertain
      }
      return result
    },

    /** Waits for this process's sends; `abort` first asks them to stop between two mails. */
    async settle(abort = false): Promise<void> {
      if (abort) stopping.abort()
      await Promise.allSettled([...running.values()])
    },
  }
}
export type CampaignService = ReturnType<typeof createCampaignService>
