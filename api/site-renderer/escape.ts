// Every value a customer typed reaches the page through one of these: text and attributes are escaped,
// URLs and colours pass an allow-list or are dropped (docs/rules/site-rendering.md#what-is-escaped).

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const TEXT_SPECIALS = /[&<>]/
const ATTRIBUTE_SPECIALS = /[&<>"']/

/** Text between tags. */
export function escapeText(value: string): string {
  return TEXT_SPECIALS.test(value) ? value.replace(/[&<>]/g, (ch) => HTML_ESCAPES[ch] ?? ch) : value
}

/** A value inside a double-quoted attribute (quotes of both kinds escaped, so no attribute can be closed). */
export function escapeAttr(value: string): string {
  return ATTRIBUTE_SPECIALS.test(value) ? value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch) : value
}

const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/]+={0,2}$/i
const MEDIA_PATH = /^media\/[a-z0-9_-]{1,64}$/i
const LINK_SCHEMES = new Set(['https:', 'mailto:', 'tel:'])

function parsed(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/**
 * The URL when it may appear in the page, else null. Links: https:, mailto:, tel:. Images: https:, a
 * base64 data:image of a raster or icon type (never SVG, which can carry script), or `media/<id>` under
 * the site. Everything else (javascript:, data:text/html, http:, relative paths) is dropped.
 */
export function safeUrl(value: string, allowed: 'link' | 'image'): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  if (allowed === 'image') {
    if (MEDIA_PATH.test(trimmed) || DATA_IMAGE.test(trimmed)) return trimmed
    const url = parsed(trimmed)
    return url && url.protocol === 'https:' && url.hostname !== '' ? url.href : null
  }
  const url = parsed(trimmed)
  if (!url || !LINK_SCHEMES.has(url.protocol)) return null
  if (url.protocol === 'https:' && url.hostname === '') return null
  return url.href
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** `#rgb` or `#rrggbb` as lower-case `#rrggbb`, else null (so nothing but a colour reaches the CSS). */
export function safeColor(value: string): string | null {
  const trimmed = value.trim()
  if (!HEX_COLOR.test(trimmed)) return null
  const hex = trimmed.slice(1).toLowerCase()
  return hex.length === 3 ? `#${hex[0]}${hex[0]}${hex[1]}${hex[1]}${hex[2]}${hex[2]}` : `#${hex}`
}

const EMAIL = /^[\p{L}\p{N}._+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u

/** The address when it looks like an e-mail address (letters, digits and . _ + - only, so it is safe in a mailto: URL), else null. */
export function safeEmail(value: string): string | null {
  const trimmed = value.trim()
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? trimmed : null
}

/** The digits of a phone number with a leading + kept, for tel: links; null when too short to dial. */
export function dialablePhone(value: string): string | null {
  const plus = value.trim().startsWith('+')
  const digits = value.replace(/\D/g, '')
  if (digits.length < 5 || digits.length > 20) return null
  return plus ? `+${digits}` : digits
}

/**
 * The international digits wa.me expects. A national Turkish number (0 5xx …, or 5xx … with ten
 * digits) gains the country code 90; `00` becomes nothing, as `+` does.
 */
export function whatsappNumber(value: string): string | null {
  const dialable = dialablePhone(value)
  if (!dialable) return null
  if (dialable.startsWith('+')) return dialable.slice(1)
  if (dialable.startsWith('00')) return dialable.slice(2)
  if (dialable.length === 11 && dialable.startsWith('0')) return `90${dialable.slice(1)}`
  if (dialable.length === 10 && dialable.startsWith('5')) return `90${dialable}`
  return dialable
}
