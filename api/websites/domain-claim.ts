import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import { websiteMessages } from './website-messages'

// Who may hold a domain (docs/rules/websites.md#domains): one website, and never SiteKur itself. The app's
// own host (PUBLIC_URL's, with or without `www.`, and any name under it) and the loopback names are
// reserved: a customer claiming one would have the app's address serve their page. One site answers to a
// domain and its `www.` twin alike, so the twin is taken too.

const LOOPBACK = new Set(['localhost', 'localhost.localdomain'])

const bare = (domain: string) => domain.replace(/^www\./, '')

/** Whether `domain` (normalised) names the app itself. */
export function isReservedDomain(domain: string, publicUrl: string): boolean {
  let appHost = ''
  try {
    appHost = bare(new URL(publicUrl).hostname.toLowerCase())
  } catch {
    // No PUBLIC_URL host: only the loopback names are reserved.
  }
  const name = bare(domain)
  if (LOOPBACK.has(name) || name.endsWith('.localhost')) return true
  return appHost !== '' && (name === appHost || name.endsWith(`.${appHost}`))
}

/** Refuses a domain the app reserves or another website holds (itself or its `www.` twin). */
export async function assertDomainClaimable(
  repos: Pick<Repositories, 'websites'>,
  publicUrl: string,
  domain: string,
  exceptWebsiteId?: string | null,
): Promise<void> {
  if (!domain) return
  if (isReservedDomain(domain, publicUrl)) throw new ApiError(409, websiteMessages.domainReserved)
  const twin = domain.startsWith('www.') ? domain.slice(4) : `www.${domain}`
  for (const name of [domain, twin]) {
    const holder = await repos.websites.findByDomain(name)
    if (holder && holder.id !== exceptWebsiteId) throw new ApiError(409, websiteMessages.domainTaken)
  }
}
