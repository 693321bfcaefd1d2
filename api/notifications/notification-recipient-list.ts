import type { Repositories } from '../ports'
import type { DeliveryCounts, NotificationRecipient } from './notification-admin.shared'
import { deliveryStateSchema, type DeliveryState } from './notification-delivery.shared'
import { notificationDeliveryResource } from './notification-delivery-resource'

// A notification's recipients and their delivery states, a page at a time, with the count of each state.
export async function listRecipients(
  repos: Repositories,
  notificationId: string,
  query: { page: number; pageSize: number; state?: DeliveryState },
): Promise<{ items: NotificationRecipient[]; total: number; counts: DeliveryCounts }> {
  const repo = repos.resource(notificationDeliveryResource)
  const filter = { notificationId, ...(query.state ? { state: query.state } : {}) }
  const [deliveries, total, ...perState] = await Promise.all([
    repo.list({
      filter,
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repo.count({ filter }),
    ...deliveryStateSchema.options.map((state) => repo.count({ filter: { notificationId, state } })),
  ])
  const counts = Object.fromEntries(deliveryStateSchema.options.map((s, i) => [s, perState[i] ?? 0]))
  const items = await Promise.all(
    deliveries.map(async ({ id: _id, notificationId: _n, ...delivery }) => {
      const user = await repos.users.findById(delivery.userId)
      return { ...delivery, name: user?.name ?? null, email: user?.email ?? null }
    }),
  )
  return { items, total, counts: counts as DeliveryCounts }
}
