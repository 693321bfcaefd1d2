import { defineResource } from '../kernel/resource'
import { pushSubscriptionRecordSchema } from './push-subscription.shared'

/** Browsers' Web Push subscriptions, each its user's (docs/rules/push-notifications.md#subscriptions). */
export const pushSubscriptionResource = defineResource({
  name: 'pushSubscriptions',
  table: 'push_subscriptions',
  schema: pushSubscriptionRecordSchema,
  searchFields: [],
  unique: [{ name: 'endpoint_unique', fields: ['endpoint'] }],
  indexed: ['userId', 'createdAt'],
  timestamps: ['createdAt', 'lastSuccessAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
  customerData: true,
})
