import type { ActivityService } from '../activity/activity-service'
import { isValidDomain, normalizeDomain } from '../lib/input-rules.shared'
import { ApiError } from '../lib/http'
import { randomToken } from '../lib/crypto'
import type { ApiPorts } from '../ports'
import type { PublishingService } from '../publishing/publishing-service'
import { assertDomainClaimable } from '../websites/domain-claim'
import type { WebsiteRecord } from '../websites/website.shared'
import type { UserRecord } from '../users/user.shared'
import { websiteMessages } from '../websites/website-messages'
import { checkDomain, recordsFor } from './dns-check'
import { siteDomainResource } from './site-domain-resource'
import { UNVERIFIED_DAYS, type SiteDomain, type SiteDomainRecord } from './site-domain.shared'
import { siteDomainMessages as messages } from './site-domain-messages.shared'

// A customer's own domain (docs/rules/custom-domains.md): added with a token, checked on demand and by the
// job, and once verified the website answers to it (its pages rendered again with the new address). The
// TLS proxy asks whether it may issue a certificate for a name; only verified domains of live sites (and
// the app's own host) get a yes.

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  publishing: Pick<PublishingService, 'moveDomain'>
}

/** Who changed a domain: a signed-in user, or the check job (null). */
export interface DomainActor {
  user: UserRecord | null
  ip: string | null
}
const SYSTEM: DomainActor = { user: null, ip: null }

export function createSiteDomainService({ ports, activity, publishing }: Deps) {
  /** The activity entry of a domain's change, also the live event that refreshes the website's screens. */
  const logDomain = (actor: DomainActor, websiteId: string, action: string, details: string) =>
    activity.log({
      type: 'website',
      action,
      details,
      severity: 'info',
      userId: actor.user?.id ?? null,
      user: actor.user?.name ?? 'SiteKur',
      userEmail: actor.user?.email ?? '',
      ipAddress: actor.ip,
      subject: { resource: 'websites', recordId: websiteId },
    })

  const records = () => ports.repos.resource(siteDomainResource)
  const now = () => ports.clock.now().toISOString()
  const view = (record: SiteDomainRecord): SiteDomain => ({
    ...record,
    records: recordsFor(record.token, ports.config.siteTargets),
  })

  async function ofWebsite(websiteId: string, domain: string): Promise<SiteDomainRecord> {
    const record = await records().findOne({ websiteId, domain: normalizeDomain(domain) })
    if (!record) throw new ApiError(404, messages.notFound)
    return record
  }

  /** Runs the check and records its outcome; a newly verified domain becomes the website's. */
  async function check(record: SiteDomainRecord, actor: DomainActor) {
    const outcome = await checkDomain(ports.dns, ports.config.siteTargets, record.domain, record.token)
    const at = now()
    if (!outcome.ok) {
      // A domain once verified is not taken down by a failed lookup; its reason says what the check saw.
      const waiting = record.state === 'pending' || record.state === 'error'
      const state = waiting ? (outcome.lookupFailed ? 'error' : 'pending') : record.state
      return (await records().update(record.id, { state, reason: outcome.reason, checkedAt: at })) ?? record
    }
    if (record.state === 'verified' || record.state === 'active') {
      return (await records().update(record.id, { reason: '', checkedAt: at })) ?? record
    }
    const verified = await records().updateWhere(
      record.id,
      { state: record.state },
      { state: 'verified', reason: '', checkedAt: at, verifiedAt: at },
    )
    if (!verified) return (await records().findById(record.id)) ?? record
    await publishing.moveDomain(record.websiteId, record.domain)
    await logDomain(
      actor,
      record.websiteId,
      'Website domaini doğrulandı',
      `${record.domain} doğrulandı; site bu adreste yayında.`,
    )
    return verified
  }

  return {
    async list(websiteId: string): Promise<SiteDomain[]> {
      return (await records().list({ filter: { websiteId } })).map(view)
    },

    async add(website: WebsiteRecord, raw: string): Promise<SiteDomain> {
      const domain = normalizeDomain(raw)
      if (!isValidDomain(domain)) throw new ApiError(400, messages.invalid)
      if (await records().findOne({ websiteId: website.id })) throw new ApiError(409, messages.oneDomain)
      await assertDomainClaimable(ports.repos, ports.config.publicUrl, domain, website.id)
      // Another site's claim, verified or not: the first to verify would win, so one claim at a time
      // (an unverified claim lapses after UNVERIFIED_DAYS).
      if (await records().findOne({ domain })) throw new ApiError(409, websiteMessages.domainTaken)
      const created = await records().createIfAbsent({
        id: ports.ids.uuid(),
        websiteId: website.id,
        domain,
        token: randomToken(18),
        state: 'pending',
        reason: '',
        checkedAt: null,
        verifiedAt: null,
        certificateAt: null,
        createdAt: now(),
      })
      if (!created) throw new ApiError(409, messages.oneDomain)
      return view(created)
    },

    async remove(website: WebsiteRecord, domain: string, actor: DomainActor) {
      const record = await ofWebsite(website.id, domain)
      await records().delete(record.id)
      if (record.state !== 'pending' && record.state !== 'error' && website.domain === record.domain) {
        await publishing.moveDomain(website.id, '')
        await logDomain(actor, website.id, 'Website domaini kaldırıldı', `${record.domain} kaldırıldı.`)
      }
    },

    async verify(website: WebsiteRecord, domain: string, actor: DomainActor) {
      const checked = await check(await ofWebsite(website.id, domain), actor)
      return view(checked)
    },

    /** The job: every domain still waiting (or failed) checked again; claims never verified in time lapse. */
    async checkWaiting(at: Date): Promise<{ checked: number; verified: number; lapsed: number }> {
      let checked = 0
      let verified = 0
      let lapsed = 0
      const lapseBefore = new Date(at.getTime() - UNVERIFIED_DAYS * 86_400_000).toISOString()
      for (const state of ['pending', 'error'] as const) {
        for (const record of await records().list({ filter: { state }, limit: 500 })) {
          if (record.createdAt < lapseBefore) {
            await records().delete(record.id)
            lapsed++
            continue
          }
          const after = await check(record, SYSTEM)
          checked++
          if (after.state === 'verified') verified++
        }
      }
      return { checked, verified, lapsed }
    },

    /**
     * The TLS proxy's question: may it get a certificate for `name`? Yes for the app's own host, and for a
     * verified domain (or its www.) of a website that is live; the first yes marks the domain active.
     */
    async mayIssue(name: string): Promise<boolean> {
      const host = normalizeDomain(name)
      let appHost = ''
      try {
        appHost = normalizeDomain(new URL(ports.config.publicUrl).hostname)
      } catch {
        // No public URL host.
      }
      if (host && host === appHost) return true
      const record = host ? await records().findOne({ domain: host }) : null
      if (!record || (record.state !== 'verified' && record.state !== 'active')) return false
      const website = await ports.repos.websites.findById(record.websiteId)
      if (!website?.publishedAt || website.status !== 'active') return false
      if (record.state === 'verified') {
        await records().updateWhere(
          record.id,
          { state: 'verified' },
          { state: 'active', certificateAt: now() },
        )
      }
      return true
    },
  }
}
export type SiteDomainService = ReturnType<typeof createSiteDomainService>
