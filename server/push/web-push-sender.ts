import type WebPush from 'web-push'
import type { PushSender } from '../../api/ports/push'
import { pinnedLookup, publicAddressesOf, type ResolveHost } from '../security/public-lookup'
import { postPush } from './push-request'
import type { VapidKeys } from './vapid-keys'

// The Node host's push port (docs/rules/push-notifications.md#sending): web-push builds the request
// (RFC 8291 aes128gcm encryption with the browser's keys, RFC 8292 VAPID JWT signed with our key) and
// we send it, so the host controls the time limit and no redirect is followed. The endpoint's host is
// resolved first and must be public; the connection goes to the addresses checked (no second lookup).
// web-push is loaded by the first message, not at start.

let loaded: Promise<typeof WebPush> | null = null
const loadWebPush = () => (loaded ??= import('web-push').then((module) => module.default))

export interface WebPushSenderOptions {
  keys: VapidKeys
  /** The VAPID `sub`: a mailto: address or an https URL push services may contact. */
  subject: string
  /** Hosts allowed over plain http (a loopback push service in tests). Empty in production. */
  insecureHosts?: readonly string[]
  timeoutMs?: number
  /** Resolves endpoint hosts (tests inject names of their own); the system resolver by default. */
  resolve?: ResolveHost
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys }
  const insecureHosts = options.insecureHosts ?? []
  return {
    insecureHosts,
    publicKey: () => Promise.resolve(options.keys.publicKey),
    async send(target, message, { ttlSeconds, urgency }) {
      const webpush = await loadWebPush()
      const request = webpush.generateRequestDetails(target, JSON.stringify(message), {
        vapidDetails,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      })
      try {
        const url = new URL(request.endpoint)
        // PUSH_INSECURE_HOSTS are the operator's own test push services: not checked.
        const checked = insecureHosts.includes(url.hostname.toLowerCase())
          ? undefined
          : await publicAddressesOf(url.hostname, options.resolve)
        if (checked === null) return { status: 0, notPublic: true, error: 'not a public address' }
        const response = await postPush(url, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? Buffer.from(request.body) : null,
          ...(checked ? { lookup: pinnedLookup(checked) } : {}),
          timeoutMs: options.timeoutMs ?? 10_000,
        })
        const ok = response.status >= 200 && response.status < 300
        return ok
          ? { status: response.status }
          : { status: response.status, error: response.text.slice(0, 200) }
      } catch (error) {
        return { status: 0, error: error instanceof Error ? error.message : 'unreachable' }
      }
    },
  }
}
