// The custom page list's rule: a name once (Turkish-aware, "İletişim" equals "iletişim"), at most 30.
import { FIELD_LIMITS } from './wizard-form'

export const customPageText = {
  duplicate: 'Bu sayfa zaten listede.',
  full: `En fazla ${FIELD_LIMITS.customPages} özel sayfa eklenebilir.`,
} as const

export type AddPageResult = { pages: string[]; error: null } | { pages: string[]; error: string }

export function addCustomPage(pages: readonly string[], name: string): AddPageResult {
  const page = name.trim().replace(/\s+/g, ' ').slice(0, FIELD_LIMITS.customPage)
  if (!page) return { pages: [...pages], error: null }
  const folded = page.toLocaleLowerCase('tr-TR')
  if (pages.some((existing) => existing.toLocaleLowerCase('tr-TR') === folded)) {
    return { pages: [...pages], error: customPageText.duplicate }
  }
  if (pages.length >= FIELD_LIMITS.customPages) return { pages: [...pages], error: customPageText.full }
  return { pages: [...pages, page], error: null }
}
