// Where "Yeni sekmede aç" goes: the published site's address while it is published (the one rule,
// publishedSiteAddress), otherwise the website's domain.
import { publishedSiteAddress, type Website } from '../../../api/websites/website.shared'

export function websiteAddress(website: Website, appOrigin: string): string | null {
  return publishedSiteAddress(website, appOrigin) ?? (website.domain ? `https://${website.domain}/` : null)
}
