import type { CrudRepository } from '../ports/crud-repository'
import { domainLookupKeys } from '../lib/input-rules.shared'
import type { WebsiteRecord } from './website.shared'

/**
 * The website holding a domain, whatever form it was typed in ('WWW.Çiçek.com.' finds 'xn--iek-1lab.com'),
 * also when it was stored before domains were normalised (docs/input-rules.md#domains). Every lookup of a
 * website by domain goes through here (repos.websites.findByDomain).
 */
export async function findWebsiteByDomain(
  websites: Pick<CrudRepository<WebsiteRecord>, 'findOne'>,
  domain: string,
): Promise<WebsiteRecord | null> {
  for (const key of domainLookupKeys(domain)) {
    const website = await websites.findOne({ domain: key })
    if (website) return website
  }
  return null
}
