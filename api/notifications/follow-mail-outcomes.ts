import type { SettledMail } from '../mail/mail-service'
import type { Repositories } from '../ports'
import { notificationDeliveryResource } from './notification-delivery-resource'

const NOTIFICATION_REF = /^notification:([^:]+):([^:]+)$/

/**
 * A notification e-mail the queue retried (docs/rules/notifications.md#channels): its recipient's delivery,
 * still `queued`, becomes `sent` or `failed` with the queue's last error.
 */
export async function followMailOutcomes(repos: Repositories, settled: readonly SettledMail[], at: string) {
  const deliveries = repos.resource(notificationDeliveryResource)
  for (const { ref, result } of settled) {
    const match = NOTIFICATION_REF.exec(ref)
    if (!match) continue
    const state = result.sent ? 'sent' : 'failed'
    await deliveries.updateWhere(
      `${match[1]}:${match[2]}`,
      { state: 'queued' },
      { state, error: result.sent ? null : result.error, updatedAt: at, sentAt: result.sent ? at : null },
    )
  }
}
