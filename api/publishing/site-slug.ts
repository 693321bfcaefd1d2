import { slugify } from '../lib/slug.shared'

// The /sites/{slug}/ segment of a published site: the name spelled the way the renderer spells page
// anchors (Turkish letters as ASCII, lower-case, '-' between words; api/site-renderer/page-slug.ts), made
// unique with -2, -3 … and kept once given (docs/rules/publishing.md#slugs).

export const SLUG_MAX_LENGTH = 60
/** A slug as the router accepts it: a-z, 0-9 and single inner '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The base slug of a site named `name` ('site' when the name has no letter or digit to keep). */
export function siteSlugBase(name: string): string {
  return slugify(name).replace(/-{2,}/g, '-') || 'site'
}

/** The n-th candidate for a site's slug: 'ornek', 'ornek-2', 'ornek-3', … */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base
  const suffix = `-${n}`
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
}
