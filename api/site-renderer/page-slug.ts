// Page anchors: a page's slug is its #anchor on the one-page site and the url of its menu entry, so it
// is reduced to [a-z0-9-] (api/lib/slug.shared.ts) and made unique within the site.

import { slugify } from '../lib/slug.shared'

/** A function that turns wanted slugs into unique ones (`-2`, `-3` … on repeats; `fallback` when empty). */
export function uniqueSlugs(): (wanted: string, fallback: string) => string {
  const taken = new Set<string>()
  return (wanted, fallback) => {
    const base = slugify(wanted) || slugify(fallback) || 'bolum'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}
