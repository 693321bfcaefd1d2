import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { PushSendOptions } from '../ports/push'
import { pushMessages } from './push-messages.shared'
import type {
  PushDeliveryReport,
  PushMessage,
  PushSubscribeInput,
  PushSubscriptionRecord,
} from './push-subscription.shared'
import type { UserRecord } from '../users/user.shared'
import { checkEndpoint, checkKeys, isSendableEndpoint } from './push-endpoint'
import { pushSubscriptionResource } from './push-subscription-resource'

// Web Push (docs/rules/push-notifications.md): the user's subscriptions and sending to them through the
// host's push port.

/** A day: a notification older than that is news no more. */
export const PUSH_SEND_OPTIONS: PushSendOptions = { ttlSeconds: 24 * 60 * 60, urgency: 'normal' }

/**
 * Within the message schema's limits, so the encrypted payload stays under the 4 KB push services accept
 * (Turkish letters take two bytes): a longer title or body is cut with an ellipsis.
 */
export function fitPushMessage(message: PushMessage): PushMessage {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
  return { title: cut(message.title, 200), body: cut(message.body, 1000), url: message.url.slice(0, 500) }
}

/** The push service forgot the subscription (docs/rules/push-notifications.md#sending). */
const GONE = new Set([404, 410])

const hostOf = (subscription: PushSubscriptionRecord) => {
  try {
    return new URL(subscription.endpoint).host
  } catch {
    return ''
  }
}

export function createPushService(ports: ApiPorts) {
  const repo = () => ports.repos.resource(pushSubscriptionResource)
  const sender = () => {
    if (!ports.push) throw new ApiError(503, pushMessages.unavailable)
    return ports.push
  }

  /** A subscription nobody should send to any more: forgotten by its push service, or not public. */
  async function forget(subscription: PushSubscriptionRecord, why?: string) {
    if (why) ports.logger.warn(`push: ${why}; the subscription is removed`, { host: hostOf(subscription) })
    await repo().delete(subscription.id)
    return 'removed' as const
  }

  async function sendOne(subscription: PushSubscriptionRecord, message: PushMessage) {
    try {
      const push = sender()
      if (!isSendableEndpoint(subscription.endpoint, push.insecureHosts)) {
        return await forget(subscription, 'the endpoint breaks the subscription rules')
      }
      const outcome = await push.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        message,
        PUSH_SEND_OPTIONS,
      )
      if (outcome.notPublic) return await forget(subscription, 'the endpoint is not a public address')
      if (outcome.status >= 200 && outcome.status < 300) {
        await repo().update(subscription.id, { lastSuccessAt: ports.clock.now().toISOString() })
        return 'delivered' as const
      }
      if (GONE.has(outcome.status)) return await forget(subscription)
      ports.logger.warn('push: the push service refused a message', {
        status: outcome.status,
        host: hostOf(subscription),
      })
      return 'failed' as const
    } catch (error) {
      ports.logger.warn('push: sending failed', { error: error instanceof Error ? error.message : 'unknown' })
      return 'failed' as const
    }
  }

  return {
    async publicKey(): Promise<string> {
      return sender().publicKey()
    },

    listFor(userId: string): Promise<PushSubscriptionRecord[]> {
      return repo().list({ filter: { userId }, limit: 1000 })
    },

    /** Stores the browser's subscription; the same endpoint again updates its row (and its owner). */
    async subscribe(
      user: UserRecord,
      input: PushSubscribeInput,
      userAgent: string | null,
    ): Promise<PushSubscriptionRecord> {
      const endpoint = checkEndpoint(input.endpoint, sender().insecureHosts)
      const keys = checkKeys(input.keys)
      const fields = { userId: user.id, ...keys, userAgent: userAgent?.slice(0, 300) ?? null }
      for (let attempt = 0; attempt < 2; attempt++) {
        const existing = await repo().findOne({ endpoint })
        if (existing) {
          const updated = await repo().update(existing.id, fields)
          if (updated) return updated
          continue
        }
        try {
          return await repo().create({
            id: ports.ids.uuid(),
            endpoint,
            ...fields,
            createdAt: ports.clock.now().toISOString(),
            lastSuccessAt: null,
          })
        } catch (error) {
          // Another request stored the same endpoint first: update that row instead.
          if (attempt > 0) throw error
        }
      }
      throw new Error('push subscription: the endpoint was deleted while it was being saved')
    },

    async unsubscribe(subscription: PushSubscriptionRecord): Promise<void> {
      await repo().delete(subscription.id)
    },

    /** Sends to each of the user's browsers; 404/410 deletes the subscription, any other failure counts. */
    async sendToUser(userId: string, message: PushMessage): Promise<PushDeliveryReport> {
      const report: PushDeliveryReport = { delivered: 0, failed: 0, removed: 0 }
      const subscriptions = await repo().list({ filter: { userId }, limit: 1000 })
      if (subscriptions.length === 0) return report
      if (!ports.push) return { ...report, failed: subscriptions.length }
      const fitted = fitPushMessage(message)
      const outcomes = await Promise.all(subscriptions.map((s) => sendOne(s, fitted)))
      for (const outcome of outcomes) report[outcome]++
      return report
    },
  }
}
export type PushService = ReturnType<typeof createPushService>
