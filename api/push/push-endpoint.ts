import { base64UrlToBytes } from '../lib/crypto'
import { ApiError } from '../lib/http'
import type { PushTarget } from '../ports/push'
import { pushMessages } from './push-messages.shared'
import type { PushSubscribeInput } from './push-subscription.shared'

// What a subscription must be before it is stored (docs/rules/push-notifications.md#subscriptions):
// an https endpoint on a named host (no address literal, no localhost: the server posts to it), and
// the browser's keys of the right lengths. Plain http only for the hosts the push port allows (tests).
// A name is only a name: where it leads is checked when sending, by the host's push port.

const BASE64URL = /^[A-Za-z0-9_-]+$/

function isAddressLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d+(\.\d+){3}$/.test(hostname)
}

export function checkEndpoint(endpoint: string, insecureHosts: readonly string[]): string {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new ApiError(400, pushMessages.invalidEndpoint)
  }
  const host = url.hostname.toLowerCase()
  const allowedInsecure = insecureHosts.includes(host)
  if (url.username || url.password || url.hash) throw new ApiError(400, pushMessages.invalidEndpoint)
  if (url.protocol === 'http:' && allowedInsecure) return url.href
  if (url.protocol !== 'https:') throw new ApiError(400, pushMessages.invalidEndpoint)
  if (!allowedInsecure && (host === 'localhost' || host.endsWith('.localhost') || isAddressLiteral(host))) {
    throw new ApiError(400, pushMessages.invalidEndpoint)
  }
  return url.href
}

/**
 * Whether a stored endpoint still passes those checks when a message is sent: a row may come from
 * elsewhere (a restored backup) or from before a rule. The Node host's push port then checks the
 * addresses the host resolves to (docs/security.md#addresses-the-server-connects-to).
 */
export function isSendableEndpoint(endpoint: string, insecureHosts: readonly string[]): boolean {
  try {
    checkEndpoint(endpoint, insecureHosts)
    return true
  } catch {
    return false
  }
}

function decodedLength(text: string): number {
  if (!BASE64URL.test(text)) return -1
  try {
    return base64UrlToBytes(text).length
  } catch {
    return -1
  }
}

/** p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: 16 bytes. Padding is dropped. */
export function checkKeys(keys: PushSubscribeInput['keys']): PushTarget['keys'] {
  const p256dh = keys.p256dh.replace(/=+$/, '')
  const auth = keys.auth.replace(/=+$/, '')
  if (decodedLength(p256dh) !== 65 || base64UrlToBytes(p256dh)[0] !== 4 || decodedLength(auth) !== 16) {
    throw new ApiError(400, pushMessages.invalidKeys)
  }
  return { p256dh, auth }
}
