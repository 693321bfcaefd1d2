import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from './seo-limits'

// Input rules that client and server both apply: the wizard shows what the server will store, and the
// server stores the same thing whichever client sent it (docs/input-rules.md).

/**
 * Keywords from comma-separated text (Latin or Arabic comma) or lists: trimmed, inner spaces folded, each
 * at most MAX_KEYWORD_LENGTH characters, no empties, no repeats (compared the Turkish way, so 'İzmir' and
 * 'izmir' are one), at most MAX_KEYWORDS, in the order given.
 */
export function parseKeywords(...sources: Array<string | readonly string[] | null | undefined>): string[] {
  const parts = sources.flatMap((source) =>
    typeof source === 'string' ? source.split(/[,،]/) : (source ?? []),
  )
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const part of parts) {
    const keyword = part.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH)
    const folded = keyword.toLocaleLowerCase('tr-TR')
    if (!keyword || seen.has(folded)) continue
    seen.add(folded)
    keywords.push(keyword)
    if (keywords.length === MAX_KEYWORDS) break
  }
  return keywords
}

/**
 * A domain as stored and compared: 'https://Ornek.com/' → 'ornek.com'. Plain toLowerCase: under tr-TR
 * an ASCII 'I' would become a dotless 'ı'.
 */
export function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/+$/, '')
}

/** E-mail addresses are compared and stored lower-cased (plain toLowerCase, as for domains). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const PHONE_MAX_LENGTH = 40

/** A phone number as stored: trimmed, inner spaces folded; its digits and '+', '(', ')', '-' as typed. */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(/\s+/g, ' ').slice(0, PHONE_MAX_LENGTH)
}
