import type { ApiPorts, Repositories } from '../ports'
import type { Ids } from '../ports/infrastructure'
import { renderPublishedPages, siteUrlOf } from './published-html'
import { publishedSiteResource } from './published-site-resource'
import type { PublishedSiteRecord } from './published-site.shared'
import { liveSnapshot } from './website-versions'

// Writing a website's published pages (docs/rules/publishing.md): one write that creates or replaces them,
// and moving a live site to another domain without publishing its unpublished edits.

/** The host a published page answers to: the domain lower-case, in its ASCII (punycode) form; '' if none. */
export function publishedDomain(domain: string): string {
  if (!domain) return ''
  try {
    return new URL(`http://${domain}`).hostname
  } catch {
    return ''
  }
}

export type StoredPage = Omit<PublishedSiteRecord, 'id' | 'publishedAt' | 'updatedAt'>

/** Creates the website's page or replaces it, in one write. */
export async function storePublishedPage(tx: Repositories, ids: Ids, page: StoredPage, at: string) {
  const pages = tx.resource(publishedSiteResource)
  // Website domains are unique, so a page still holding this domain is stale: its website moved away.
  const holder = page.domain ? await pages.findOne({ domain: page.domain }) : null
  if (holder && holder.websiteId !== page.websiteId) await pages.update(holder.id, { domain: '' })
  const existing = await pages.findOne({ websiteId: page.websiteId })
  const fields = { ...page, publishedAt: at, updatedAt: at }
  if (existing) return pages.update(existing.id, fields)
  return pages.create({ id: ids.uuid(), ...fields })
}

/**
 * The website answers to `domain` from now on (a customer's verified domain, docs/rules/custom-domains.md):
 * its record takes it and, when it is live, its pages are rendered again from the live version with the
 * new address in their links. Saved changes that were not published stay unpublished.
 */
export async function moveDomain(ports: ApiPorts, id: string, domain: string): Promise<void> {
  const { repos } = ports
  const website = await repos.websites.findById(id)
  if (!website) return
  const live = await liveSnapshot(repos, id)
  const site = await repos.resource(publishedSiteResource).findOne({ websiteId: id })
  const now = ports.clock.now()
  const at = now.toISOString()
  const host = publishedDomain(domain)
  const siteUrl = site ? siteUrlOf(host, site.slug, ports.config.publicUrl) : ''
  const rendered =
    live && site ? await renderPublishedPages(ports, { ...website, ...live, domain }, { now, siteUrl }) : null
  await repos.transaction(async (tx) => {
    await tx.websites.update(id, { domain, lastModified: at })
    if (site && rendered) {
      await storePublishedPage(
        tx,
        ports.ids,
        { websiteId: id, slug: site.slug, domain: host, ...rendered },
        at,
      )
    }
  })
}
