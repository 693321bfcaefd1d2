import { base64UrlToBytes, bytesToBase64Url, hmacHex, timingSafeEqual } from '../lib/crypto'

// The signed tokens of a campaign mail's links (docs/rules/email-campaigns.md#tracking): the open pixel,
// each redirecting link and the unsubscribe link carry what they are for, signed with HMAC-SHA-256 under
// the API's secret. A token names a recipient without being guessable from the recipient's id. A click
// token carries an address written in the campaign's template (never a recipient's value, see
// templateLinks) and the end of its life: it redirects only there, and only until then.

/** How long a click link redirects after the mail was sent: 90 days. */
export const CLICK_LINK_LIFETIME_MS = 90 * 24 * 60 * 60_000

export type CampaignToken =
  | { kind: 'open'; recipientId: string }
  /** `expiresAt`: milliseconds since the epoch. */
  | { kind: 'click'; recipientId: string; url: string; expiresAt: number }
  | { kind: 'unsubscribe'; userId: string }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function payloadOf(token: CampaignToken): string {
  switch (token.kind) {
    case 'open':
      return `o\n${token.recipientId}`
    case 'click':
      return `c\n${token.recipientId}\n${token.expiresAt}\n${token.url}`
    case 'unsubscribe':
      return `u\n${token.userId}`
  }
}

function parsePayload(payload: string): CampaignToken | null {
  const [kind, first = '', ...rest] = payload.split('\n')
  if (!first) return null
  if (kind === 'o' && rest.length === 0) return { kind: 'open', recipientId: first }
  if (kind === 'u' && rest.length === 0) return { kind: 'unsubscribe', userId: first }
  // A click token of old, without an expiry (`c`, recipient, address), is no token any more.
  const [expiresAt = '', ...url] = rest
  if (kind === 'c' && /^\d{1,15}$/.test(expiresAt) && url.length > 0)
    return { kind: 'click', recipientId: first, url: url.join('\n'), expiresAt: Number(expiresAt) }
  return null
}

const signatureOf = (secret: string, payload: string) => hmacHex(secret, `campaign-link\n${payload}`)

/** `<base64url payload>.<hex signature>`: safe in a path segment. */
export async function signCampaignToken(secret: string, token: CampaignToken): Promise<string> {
  const payload = payloadOf(token)
  return `${bytesToBase64Url(encoder.encode(payload))}.${await signatureOf(secret, payload)}`
}

/** The token's meaning, or null when it is malformed or its signature is wrong. */
export async function verifyCampaignToken(secret: string, text: string): Promise<CampaignToken | null> {
  const dot = text.indexOf('.')
  if (dot <= 0 || text.length > 4000) return null
  let payload: string
  try {
    payload = decoder.decode(base64UrlToBytes(text.slice(0, dot)))
  } catch {
    return null
  }
  if (!timingSafeEqual(await signatureOf(secret, payload), text.slice(dot + 1))) return null
  return parsePayload(payload)
}
