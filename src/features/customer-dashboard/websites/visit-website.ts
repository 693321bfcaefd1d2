// "Ziyaret Et": opens the site in a new tab, or says why it cannot.
import { notify } from '../../../lib/toast'
import type { Website } from '../../../../api/websites/website.shared'
import { NO_DOMAIN_MESSAGE, OPEN_FAILED_MESSAGE, websiteVisitTarget } from './website-url'

export function visitWebsite(website: Pick<Website, 'domain' | 'slug' | 'publishedAt'>): void {
  const target = websiteVisitTarget(website, window.location.origin)
  if (target.kind === 'no-domain') {
    notify.error(NO_DOMAIN_MESSAGE)
    return
  }
  if (target.kind === 'invalid') {
    notify.error(OPEN_FAILED_MESSAGE)
    return
  }
  try {
    window.open(target.url, '_blank', 'noopener,noreferrer')
  } catch {
    notify.error(OPEN_FAILED_MESSAGE)
  }
}
