// Where "Ziyaret Et" goes: the live address while the site is published (its domain, else
// /sites/{slug}/ on this origin); otherwise https://<domain>, from a domain typed with or without a
// scheme or path (a site the team hosts elsewhere).
import type { Website } from '../../../../api/websites/website.shared'
import { publishedSiteAddress } from '../../../../api/websites/website.shared'

export type VisitTarget = { kind: 'url'; url: string } | { kind: 'no-domain' } | { kind: 'invalid' }

export const NO_DOMAIN_MESSAGE = 'Bu website için henüz domain bilgisi tanımlanmamış'
export const OPEN_FAILED_MESSAGE = 'Website açılırken hata oluştu'

export function visitTarget(domain: string | null | undefined): VisitTarget {
  const trimmed = domain?.trim() ?? ''
  if (trimmed === '') return { kind: 'no-domain' }
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
    if (!url.hostname.includes('.') || url.username || url.password) return { kind: 'invalid' }
    return { kind: 'url', url: `https://${url.host}${url.pathname === '/' ? '' : url.pathname}` }
  } catch {
    return { kind: 'invalid' }
  }
}

export function websiteVisitTarget(
  website: Pick<Website, 'domain' | 'slug' | 'publishedAt'>,
  appOrigin: string,
): VisitTarget {
  const live = publishedSiteAddress(website, appOrigin)
  return live ? { kind: 'url', url: live } : visitTarget(website.domain)
}
