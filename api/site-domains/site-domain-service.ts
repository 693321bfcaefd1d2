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
import type { CustomerNotifier } from '../notifications/customer-notifier'
import { checkDomain, recordsFor, type DomainCheck } from './dns-check'
import { createLapseNotice } from './domain-lapse-notice'
import { createDomainSweeps, DAY_MS } from './domain-sweeps'
import { siteDomainResource } from './site-domain-resource'
import { LAPSE_GRACE_DAYS, type SiteDomain, type SiteDomainRecord } from './site-domain.shared'
import { siteDomainMessages as messages } from './site-domain-messages.shared'

// A customer's own domain (docs/rules/custom-domains.md): added with a token, checked on demand and by the
// job, and once verified the website answers to it (its pages rendered again with the new address). The
// job checks verified domains again once a day: one that stops pointing at SiteKur for LAPSE_GRACE_DAYS
// lapses and its website stops answering to it. The TLS proxy asks whether it may issue a certificate for
// a name; only verified domains of live sites (and the app's own host) get a yes.

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  publishing: Pick<PublishingService, 'moveDomain'>
  notify: CustomerNotifier
}

/** Who changed a domain: a signed-in user, or the check job (null). */
export interface DomainActor {
  user: UserRecord | null
  ip: string | null
}
const SYSTEM: DomainActor = { user: null, ip: null }

export function createSiteDomainService({ ports, activity, publishing, notify }: Deps) {
  /** The activity entry of a domain's change, also the live event that refreshes the website's screens. */
  const logDomain = (
    actor: DomainActor,
    websiteId: string,
    action: string,
    details: string,
    severity: 'info' | 'warning' = 'info',
  ) =>
    activity.log({
      type: 'website',
      action,
      details,
      severity,
      userId: actor.user?.id ?? null,
      user: actor.user?.name ?? 'SiteKur',
      userEmail: actor.user?.email ?? '',
      ipAddress: actor.ip,
      subject: { resource: 'websites', recordId: websiteId },
    })

  const records = () => ports.repos.resource(siteDomainResource)
  const lapseNotice = createLapseNotice({ ports, notify })
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
      if (record.state === 'verified' || record.state === 'active')
        return failLive(record, outcome, at, actor)
      const waiting = record.state === 'pending' || record.state === 'error'
      const state = waiting ? (outcome.lookupFailed ? 'error' : 'pending') : record.state
      return (await records().update(record.id, { state, reason: outcome.reason, checkedAt: at })) ?? record
    }
    if (record.state === 'verified' || record.state === 'active') {
      const passed = { reason: '', checkedAt: at, failingSince: null }
      return (await records().update(record.id, passed)) ?? record
    }
    const verified = await records().updateWhere(
      record.id,
      { state: record.state },
      { state: 'verified', reason: '', checkedAt: at, verifiedAt: at, failingSince: null },
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

  /**
   * A verified domain's failed check: a failed lookup (or no resolver here) only says so; records that are
   * wrong start its grace period, and once they have been wrong LAPSE_GRACE_DAYS the domain lapses (one
   * process wins the compare-and-set, so the website moves and the owner is told once).
   */
  async function failLive(
    record: SiteDomainRecord,
    outcome: Extract<DomainCheck, { ok: false }>,
    at: string,
    actor: DomainActor,
  ) {
    const inconclusive = outcome.lookupFailed || outcome.reason === messages.noResolver
    const failingSince = record.failingSince ?? (inconclusive ? null : at)
    const graceOver =
      !inconclusive &&
      failingSince !== null &&
      Date.parse(at) - Date.parse(failingSince) >= LAPSE_GRACE_DAYS * DAY_MS
    if (!graceOver) {
      const noted = { reason: outcome.reason, checkedAt: at, failingSince }
      return (await records().update(record.id, noted)) ?? record
    }
    const website = await ports.repos.websites.findById(record.websiteId)
    const lapsed = await ports.repos.transaction(async (tx) => {
      const changed = await tx
        .resource(siteDomainResource)
        .updateWhere(
          record.id,
          { state: record.state },
          { state: 'lapsed', reason: outcome.reason, checkedAt: at },
        )
      if (changed && website) await lapseNotice.inApp(tx, website, changed)
      return changed
    })
    if (!lapsed) return (await records().findById(record.id)) ?? record
    if (website?.domain === record.domain) await publishing.moveDomain(record.websiteId, '')
    await logDomain(
      actor,
      record.websiteId,
      messages.lapsedAction,
      messages.lapsedDetails(record.domain, LAPSE_GRACE_DAYS),
      'warning',
    )
    if (website) await lapseNotice.outside(website, lapsed)
    return lapsed
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
      // (an unverified or lapsed claim is deleted in time: expired).
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
        failingSince: null,
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

    ...createDomainSweeps(records, (record) => check(record, SYSTEM)),

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
