import { randomToken, sha256Hex } from '../lib/crypto'
import { createSharedWindowCounter } from '../lib/shared-window-counter'
import type { ApiPorts, Repositories } from '../ports'
import { istanbulDay } from './istanbul-time'
import type { PageViewCounter } from './page-view-counter'
import { siteVisitResource, visitSaltResource } from './published-site-resource'

// Visits of published sites without cookies or anything personal kept (KVKK): a visitor of one day is a
// SHA-256 of (that day's random salt, client address, user agent, site). The salt lives only for its
// day: once a new day has a visit, the past days' salts are deleted, and yesterday's hashes can no
// longer be tied to an address by anyone, us included. docs/rules/publishing.md#visits.

/** Automated clients that are no visitors. */
export const BOT_USER_AGENT = /bot|crawl|spider|lighthouse|headless/i

export type VisitDevice = 'mobile' | 'tablet' | 'desktop'

export function deviceOf(userAgent: string): VisitDevice {
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i.test(userAgent)) return 'tablet'
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** The host of the Referer when it is another site than `ownHost` (www. ignored), else ''. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer) return ''
  let host: string
  try {
    host = new URL(referer).hostname.toLowerCase()
  } catch {
    return ''
  }
  const bare = (name: string) => name.replace(/^www\./, '')
  return bare(host) === bare(ownHost.toLowerCase()) ? '' : host.slice(0, 253)
}

export interface Visit {
  websiteId: string
  clientIp: string
  userAgent: string
  referer: string | undefined
  /** The host the page was asked for (a Referer from it is no referral). */
  host: string
  /** The page ('' the home page): its view counts when its visitor does (docs/rules/publishing.md#page-views). */
  path?: string
}

/** new: counted now; known: counted earlier today (here or by another process); refused: not counted. */
type VisitVerdict = 'new' | 'known' | 'refused'

/**
 * Visitors this process has judged today, kept in memory only (site, address, user agent, and whether
 * they count; never stored, dropped with the day): a returning visitor costs neither a hash nor a
 * database round trip.
 */
const SEEN_CAP = 50_000
const MAX_ATTEMPTS = 20
/**
 * New visitors written per second of one site, and at once over all sites, per process. Past either (a
 * flood of made-up visitors) the rest go uncounted: counting must not take the database, or an
 * in-process PGlite's thread, from serving pages, and a flood against one site must not use up what
 * another site's visitors need. 10 a second is over 800,000 visitors of one site a day.
 */
const MAX_NEW_VISITORS_PER_SITE_SECOND = 10
const MAX_PENDING_WRITES = 16
/**
 * Distinct visitors one address may add to one site in a day, counted by every process together: a
 * household or an office behind one address is a few people, not the hundreds a client that makes up a
 * new user agent for every request would add.
 */
export const MAX_VISITORS_PER_ADDRESS = 10
const DAY_MS = 86_400_000

export function createVisitCounter(ports: ApiPorts, pageViews?: PageViewCounter) {
  const repos = ports.repos
  const salts = repos.resource(visitSaltResource)
  let today: { day: string; salt: Promise<string> } | null = null
  /** Each visitor with whether they count (settled once their first visit is written). */
  let seen = { day: '', visitors: new Map<string, Promise<boolean>>() }
  let pendingWrites = 0
  let writes = { second: 0, perSite: new Map<string, number>() }
  const perAddress = createSharedWindowCounter({
    name: 'site-visitors-per-address',
    windowMs: DAY_MS,
    clock: ports.clock,
    store: repos.rateLimits,
    logger: ports.logger,
  })

  /** Whether one more new visitor of `websiteId` may be written now. */
  function mayWrite(websiteId: string, now: Date): boolean {
    const second = Math.floor(now.getTime() / 1000)
    if (writes.second !== second) writes = { second, perSite: new Map() }
    const count = writes.perSite.get(websiteId) ?? 0
    if (pendingWrites >= MAX_PENDING_WRITES || count >= MAX_NEW_VISITORS_PER_SITE_SECOND) return false
    writes.perSite.set(websiteId, count + 1)
    return true
  }

  /** Whether the address may add one more visitor to the site today (its key is salted: no address is kept). */
  async function addressMayAdd(visit: Visit, salt: string): Promise<boolean> {
    const key = await sha256Hex([salt, visit.clientIp, visit.websiteId].join('\n'))
    return (await perAddress.hit(key, MAX_VISITORS_PER_ADDRESS)) === null
  }

  function seenToday(day: string): Map<string, Promise<boolean>> {
    if (seen.day !== day || seen.visitors.size >= SEEN_CAP) seen = { day, visitors: new Map() }
    return seen.visitors
  }

  /** The day's salt: created by the first visit, and of two processes creating it, the first one wins. */
  async function saltOf(day: string): Promise<string> {
    const stored = await salts.findById(day)
    if (stored) return stored.salt
    const created = await salts.createIfAbsent({
      id: day,
      salt: randomToken(32),
      createdAt: ports.clock.now().toISOString(),
    })
    const salt = created?.salt ?? (await salts.findById(day))?.salt
    if (!salt) throw new Error(`visit salt of ${day} could not be stored`)
    return salt
  }

  /** Past days' salts (there is at most one left behind per day without visits). */
  async function forgetPastSalts(day: string) {
    for (const salt of await salts.list({ limit: 100 })) if (salt.id < day) await salts.delete(salt.id)
  }

  function saltOfToday(day: string): Promise<string> {
    if (today?.day !== day) {
      const salt = saltOf(day)
      today = { day, salt }
      salt.then(() => forgetPastSalts(day)).catch(() => {})
      // A failed read is tried again by the next visit.
      salt.catch(() => {
        if (today?.salt === salt) today = null
      })
    }
    return today.salt
  }

  /** websites.visitors + 1, as a compare-and-set: parallel visits of one site each count once. */
  async function increment(websites: Repositories['websites'], websiteId: string) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const website = await websites.findById(websiteId)
      if (!website) return
      const counted = await websites.updateWhere(
        websiteId,
        { visitors: website.visitors },
        { visitors: website.visitors + 1 },
      )
      if (counted) return
    }
    throw new Error(`visitors of ${websiteId}: the counter kept changing`)
  }

  /** Stores a new visitor's row and adds one to the site's visitors, in one transaction. */
  async function writeVisit(visit: Visit, now: Date, day: string): Promise<VisitVerdict> {
    const salt = await saltOfToday(day)
    if (!(await addressMayAdd(visit, salt))) return 'refused'
    const visitorHash = await sha256Hex([salt, visit.clientIp, visit.userAgent, visit.websiteId].join('\n'))
    const row = {
      id: ports.ids.uuid(),
      websiteId: visit.websiteId,
      day,
      visitorHash,
      referrer: referrerHost(visit.referer, visit.host),
      device: deviceOf(visit.userAgent),
      createdAt: now.toISOString(),
    }
    // The unique key (site, day, hash) keeps out a visitor another process counted already.
    return repos.transaction(async (tx): Promise<VisitVerdict> => {
      if (!(await tx.resource(siteVisitResource).createIfAbsent(row))) return 'known'
      await increment(tx.websites, visit.websiteId)
      return 'new'
    })
  }

  /** Whether the visitor counts: not a bot, within the limits, new today or counted already. */
  async function judge(visit: Visit): Promise<VisitVerdict> {
    if (!visit.userAgent || BOT_USER_AGENT.test(visit.userAgent)) return 'refused'
    const now = ports.clock.now()
    const day = istanbulDay(now)
    const visitor = [visit.websiteId, visit.clientIp, visit.userAgent].join('\n')
    const seenVisitors = seenToday(day)
    const earlier = seenVisitors.get(visitor)
    if (earlier) return (await earlier) ? 'known' : 'refused'
    if (!mayWrite(visit.websiteId, now)) return 'refused'
    pendingWrites++
    const written = writeVisit(visit, now, day).finally(() => pendingWrites--)
    const counts = written.then(
      (verdict) => verdict !== 'refused',
      () => false,
    )
    seenVisitors.set(visitor, counts)
    try {
      return await written
    } catch (error) {
      // Tried again by the visitor's next request.
      if (seenVisitors.get(visitor) === counts) seenVisitors.delete(visitor)
      throw error
    }
  }

  return {
    /**
     * Counts the visit unless a bot made it or this visitor was counted today; true when counted. The
     * page's view counts too when the visitor is counted, now or earlier today.
     */
    async count(visit: Visit): Promise<boolean> {
      const verdict = await judge(visit)
      if (verdict !== 'refused' && visit.path !== undefined) pageViews?.add(visit.websiteId, visit.path)
      return verdict === 'new'
    },
  }
}
export type VisitCounter = ReturnType<typeof createVisitCounter>
