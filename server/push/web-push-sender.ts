import webpush from 'web-push'
import type { PushSender } from '../../api/ports/push'
import type { VapidKeys } from './vapid-keys'

// The Node host's push port (docs/rules/push-notifications.md#sending): web-push builds the request
// (RFC 8291 aes128gcm encryption with the browser's keys, RFC 8292 VAPID JWT signed with our key) and
// fetch sends it, so the host controls the time limit and no redirect is followed.

export interface WebPushSenderOptions {
  keys: VapidKeys
  /** The VAPID `sub`: a mailto: address or an https URL push services may contact. */
  subject: string
  /** Hosts allowed over plain http (a loopback push service in tests). Empty in production. */
  insecureHosts?: readonly string[]
  timeoutMs?: number
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys }
  return {
    insecureHosts: options.insecureHosts ?? [],
    publicKey: () => Promise.resolve(options.keys.publicKey),
    async send(target, message, { ttlSeconds, urgency }) {
      const request = webpush.generateRequestDetails(target, JSON.stringify(message), {
        vapidDetails,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      })
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
        const text = response.ok ? '' : (await response.text()).slice(0, 200)
        return response.ok ? { status: response.status } : { status: response.status, error: text }
      } catch (error) {
        return { status: 0, error: error instanceof Error ? error.message : 'unreachable' }
      }
    },
  }
}
