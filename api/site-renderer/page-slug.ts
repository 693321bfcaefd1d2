// Page addresses: a page's slug is its path under the site (`hakkimizda`, `blog/ilk-yazi` for a post), so
// it is reduced to [a-z0-9-] (api/lib/slug.shared.ts) and made unique within the site.

import { slugify } from '../lib/slug.shared'

/** Paths the published site uses for itself: a page never takes them (it becomes `media-2`). */
export const RESERVED_SLUGS: readonly string[] = ['404', 'media']

/** A function that turns wanted slugs into unique ones (`-2`, `-3` … on repeats; `fallback` when empty). */
export function uniqueSlugs(): (wanted: string, fallback: string) => string {
  const taken = new Set<string>(RESERVED_SLUGS)
  return (wanted, fallback) => {
    const base = slugify(wanted) || slugify(fallback) || 'sayfa'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}
