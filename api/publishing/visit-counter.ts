import { randomToken, sha256Hex } from '../lib/crypto'
import type { ApiPorts, Repositories } from '../ports'
import { istanbulDay } from './istanbul-time'
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
}

/**
 * Visitors this process has counted today, kept in memory only (site, address, user agent; never stored,
 * dropped with the day): a returning visitor costs neither a hash nor a database round trip.
 */
const SEEN_CAP = 50_000
const MAX_ATTEMPTS = 20
/**
 * New visitors written per second and at once, per process. Past either (a flood of made-up visitors)
 * the rest go uncounted: counting must not take the database, or an in-process PGlite's thread, from
 * serving pages. 50 a second is over four million visitors a day.
 */
const MAX_NEW_VISITORS_PER_SECOND = 50
const MAX_PENDING_WRITES = 16

export function createVisitCounter(ports: ApiPorts) {
  const repos = ports.repos
  const salts = repos.resource(visitSaltResource)
  let today: { day: string; salt: Promise<string> } | null = null
  let seen = { day: '', visitors: new Set<string>() }
  let pendingWrites = 0
  let writes = { second: 0, count: 0 }

  /** Whether one more new visitor may be written now. */
  function mayWrite(now: Date): boolean {
    const second = Math.floor(now.getTime() / 1000)
    if (writes.second !== second) writes = { second, count: 0 }
    if (pendingWrites >= MAX_PENDING_WRITES || writes.count >= MAX_NEW_VISITORS_PER_SECOND) return false
    writes.count++
    return true
  }

  function seenToday(day: string): Set<string> {
    if (seen.day !== day || seen.visitors.size >= SEEN_CAP) seen = { day, visitors: new Set() }
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
  async function writeVisit(visit: Visit, now: Date, day: string): Promise<boolean> {
    const salt = await saltOfToday(day)
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
    return repos.transaction(async (tx) => {
      if (!(await tx.resource(siteVisitResource).createIfAbsent(row))) return false
      await increment(tx.websites, visit.websiteId)
      return true
    })
  }

  return {
    /** Counts the visit unless a bot made it or this visitor was counted today; true when counted. */
    async count(visit: Visit): Promise<boolean> {
      if (!visit.userAgent || BOT_USER_AGENT.test(visit.userAgent)) return false
      const now = ports.clock.now()
      const day = istanbulDay(now)
      const visitor = [visit.websiteId, visit.clientIp, visit.userAgent].join('\n')
      const seenVisitors = seenToday(day)
      if (seenVisitors.has(visitor) || !mayWrite(now)) return false
      seenVisitors.add(visitor)
      pendingWrites++
      try {
        return await writeVisit(visit, now, day)
      } catch (error) {
        seenVisitors.delete(visitor)
        throw error
      } finally {
        pendingWrites--
      }
    },
  }
}
export type VisitCounter = ReturnType<typeof createVisitCounter>
