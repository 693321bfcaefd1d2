import type { ApiPorts } from '../ports'
import type { EventBus } from '../ports/infrastructure'
import { RESYNC_RESOURCE } from '../live/live-event.shared'
import type { PublishedSiteRecord } from './published-site.shared'
import { publishedSiteResource } from './published-site-resource'
import type { WebsiteRecord } from '../websites/website.shared'
import { SLUG_PATTERN } from './site-slug'
import { subscriptionResource } from '../subscriptions/subscription-resource'

// Which published site an address names, for the site server (docs/rules/publishing.md#serving): its slug or
// its domain (and the domain's www. twin), looked up in the store and, on the Node host, reused for a
// moment and dropped by any change of a website in any process.

export type SiteAddress = { slug: string } | { domain: string }

export interface Found {
  site: PublishedSiteRecord | null
  website: WebsiteRecord | null
  /** The owner's subscription is suspended for an unpaid invoice (docs/rules/invoices-and-plans.md#dunning). */
  suspended?: boolean
}

const LOOKUP_CAP = 256

/** 'www.ornek.com' is also 'ornek.com', and the other way round. */
const domainCandidates = (host: string) => [host, host.startsWith('www.') ? host.slice(4) : `www.${host}`]

/** How long a lookup past its freshness still answers while its new lookup waits for the store. */
export const STALE_LOOKUP_MS = 60_000
/** The events after which no lookup may be reused: a site, its website or its domain may have changed. */
const SITE_CHANGES = new Set(['websites', 'publishedSites', 'subscriptions', RESYNC_RESOURCE])

interface Lookup {
  at: number
  found: Promise<Found | null>
  /** The lookup has answered (only an answered lookup may be served stale). */
  answered: boolean
  refreshing: boolean
}

export function createSiteLookups(
  ports: ApiPorts,
  options: { lookupTtlMs?: number; events?: Pick<EventBus, 'subscribe'> },
) {
  const repos = ports.repos
  const sites = repos.resource(publishedSiteResource)
  const ttl = options.lookupTtlMs ?? 0
  const lookups = new Map<string, Lookup>()
  options.events?.subscribe((event) => {
    if (SITE_CHANGES.has(event.resource)) lookups.clear()
  })

  /** The found site with its owner's suspension. */
  async function withOwner(found: Found): Promise<Found> {
    const ownerId = found.website?.ownerId
    const sub = ownerId ? await repos.resource(subscriptionResource).findById(ownerId) : null
    return sub?.status === 'suspended' ? { ...found, suspended: true } : found
  }

  async function find(address: SiteAddress): Promise<Found | null> {
    const found = await findSite(address)
    return found && withOwner(found)
  }

  async function findSite(address: SiteAddress): Promise<Found | null> {
    if ('slug' in address) {
      const site = SLUG_PATTERN.test(address.slug) ? await sites.findOne({ slug: address.slug }) : null
      return { site, website: site ? await repos.websites.findById(site.websiteId) : null }
    }
    for (const domain of domainCandidates(address.domain)) {
      const site = await sites.findOne({ domain })
      if (site) return { site, website: await repos.websites.findById(site.websiteId) }
    }
    // A customer's domain whose site is not published shows the site's 404, not the app.
    for (const domain of domainCandidates(address.domain)) {
      const website = await repos.websites.findByDomain(domain)
      if (website) return { site: null, website }
    }
    return null
  }

  /** Starts a lookup and keeps it under `key`; a failed one is forgotten. */
  function start(key: string, address: SiteAddress): Lookup {
    if (lookups.size >= LOOKUP_CAP) lookups.clear()
    const entry: Lookup = { at: Date.now(), found: find(address), answered: false, refreshing: false }
    lookups.set(key, entry)
    entry.found.then(
      () => (entry.answered = true),
      () => lookups.get(key) === entry && lookups.delete(key),
    )
    return entry
  }

  /**
   * The Node host reuses a lookup for `lookupTtlMs`. Past that, an answered lookup still answers for up to
   * STALE_LOOKUP_MS while one new lookup runs in the background, so a page never waits for a busy store
   * once its site was found; a change of a website drops them all. The API route always reads the store.
   */
  function lookup(address: SiteAddress): Promise<Found | null> {
    if (ttl <= 0) return find(address)
    const key = 'slug' in address ? `slug:${address.slug}` : `domain:${address.domain}`
    const now = Date.now()
    const cached = lookups.get(key)
    if (cached && now - cached.at < ttl) return cached.found
    if (cached?.answered && now - cached.at < STALE_LOOKUP_MS) {
      if (!cached.refreshing) {
        cached.refreshing = true
        const next = start(key, address)
        // Until the new lookup answers, the old one keeps answering.
        lookups.set(key, cached)
        next.found.then(
          () => lookups.get(key) === cached && lookups.set(key, next),
          () => (cached.refreshing = false),
        )
      }
      return cached.found
    }
    return start(key, address).found
  }

  return lookup
}
