// "Ziyaret Et": opens the site in a new tab, or says why it cannot.
import { notify } from '../../../lib/toast'
import { NO_DOMAIN_MESSAGE, OPEN_FAILED_MESSAGE, visitTarget } from './website-url'

export function visitWebsite(domain: string | null | undefined): void {
  const target = visitTarget(domain)
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
