import type { PushMessage } from '../push/push-subscription.shared'

// The push port (docs/rules/push-notifications.md#sending): how a message reaches one browser's push
// service. The Node host fills it with Web Push (VAPID-signed, aes128gcm-encrypted, server/push/); the
// offline demo shows the notification itself (sw/emulation/demo-push-sender.ts).

export interface PushTarget {
  endpoint: string
  /** The browser's P-256 public key and auth secret, base64url. */
  keys: { p256dh: string; auth: string }
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high'

export interface PushSendOptions {
  /** How long the push service keeps an undelivered message, in seconds. */
  ttlSeconds: number
  urgency: PushUrgency
}

/** The push service's HTTP status (0: it could not be reached) and its text when it refused. */
export interface PushSendOutcome {
  status: number
  error?: string
  /**
   * The endpoint's host is not on the public internet (docs/security.md#addresses-the-server-connects-to):
   * nothing was sent, and the subscription is as good as gone.
   */
  notPublic?: true
}

export interface PushSender {
  /** The application server key the browser subscribes with (the VAPID public key, base64url). */
  publicKey(): Promise<string>
  send(target: PushTarget, message: PushMessage, options: PushSendOptions): Promise<PushSendOutcome>
  /**
   * Endpoint hosts allowed over plain http (loopback push services in tests); empty in production,
   * where every endpoint must be https.
   */
  insecureHosts: readonly string[]
}
