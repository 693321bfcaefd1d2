import type { Section } from '../site-content/site-sections.shared'
import { starterSections, type PageKind, type StarterInput } from '../site-content/starter-content.shared'

// A page's sections: its own when it has them, else the starter sections of its kind. Starter ids come
// from the page's slug (`hakkimizda-1`, `hakkimizda-2` …), so the same record draws the same HTML twice
// (the publisher's etag, the preview's patches).

/** `${slug}-1`, `${slug}-2` … */
export function sectionIds(slug: string): () => string {
  let n = 0
  return () => `${slug}-${++n}`
}

export function pageSections(
  kind: PageKind,
  slug: string,
  own: readonly Section[] | undefined,
  input: StarterInput,
): readonly Section[] {
  return own ?? starterSections(kind, input, sectionIds(slug))
}
