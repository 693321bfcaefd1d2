import { decodePunycode } from './punycode.shared'
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from '../website-requests/seo-limits.shared'
import { cutText } from './unicode-text.shared'

// Input rules that client and server both apply: the wizard shows what the server will store, and the
// server stores the same thing whichever client sent it (docs/input-rules.md).

/**
 * Keywords from comma-separated text (Latin or Arabic comma) or lists: trimmed, inner spaces folded, each
 * at most MAX_KEYWORD_LENGTH characters (never half an emoji), no empties, no repeats (compared the
 * Turkish way, so 'İzmir' and 'izmir' are one), at most MAX_KEYWORDS, in the order given.
 */
export function parseKeywords(...sources: Array<string | readonly string[] | null | undefined>): string[] {
  const parts = sources.flatMap((source) =>
    typeof source === 'string' ? source.split(/[,،]/) : (source ?? []),
  )
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const part of parts) {
    const keyword = cutText(part.trim().replace(/\s+/g, ' '), MAX_KEYWORD_LENGTH)
    const folded = keyword.toLocaleLowerCase('tr-TR')
    if (!keyword || seen.has(folded)) continue
    seen.add(folded)
    keywords.push(keyword)
    if (keywords.length === MAX_KEYWORDS) break
  }
  return keywords
}

/**
 * A domain as stored and compared (docs/input-rules.md#domains): 'https://WWW.Çiçek.com./yol' →
 * 'xn--iek-1lab.com'. Lower case (plain toLowerCase, with 'İ' read as 'i': under tr-TR an ASCII 'I'
 * would become a dotless 'ı'), without scheme, path, port, trailing dot or a leading 'www.', and an
 * internationalised name in its ASCII (punycode) form, by the web-standard URL parser (IDNA), so the
 * same rule runs on the server, in the service worker and in the browser.
 */
export function normalizeDomain(domain: string): string {
  const host = domain
    .trim()
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#\\].*$/s, '')
    .replace(/:\d*$/, '')
  return asciiHost(host)
    .replace(/\.+$/, '')
    .replace(/^www\./, '')
}

function asciiHost(host: string): string {
  if (!/[^\x20-\x7e]/.test(host)) return host
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return host
  }
}

/** A normalised domain that can be a site's address: ASCII labels of letters, digits and '-', a TLD. */
export function isValidDomain(normalized: string): boolean {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(
    normalized,
  )
}

/** The Unicode form of a normalised domain ('xn--iek-1lab.com' → 'çiçek.com'). */
export function domainToUnicode(normalized: string): string {
  return normalized
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.')
}

/**
 * The stored values a domain may have: its normalised form first, then the forms kept before domains
 * were normalised this way (with 'www.', in Unicode), so a lookup still finds older records.
 */
export function domainLookupKeys(domain: string): string[] {
  const normalized = normalizeDomain(domain)
  if (!normalized) return []
  const unicode = domainToUnicode(normalized)
  return [...new Set([normalized, `www.${normalized}`, unicode, `www.${unicode}`])]
}

/** E-mail addresses are compared and stored lower-cased (plain toLowerCase, as for domains). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const PHONE_MAX_LENGTH = 40

/** A phone number as stored: trimmed, inner spaces folded; its digits and '+', '(', ')', '-' as typed. */
export function normalizePhone(phone: string): string {
  return cutText(phone.trim().replace(/\s+/g, ' '), PHONE_MAX_LENGTH)
}
