import { defineResource } from '../kernel/resource'
import { subscriptionRecordSchema } from './subscription.shared'

/** Customers' paid plans, one per customer (docs/rules/invoices-and-plans.md#subscriptions). */
export const subscriptionResource = defineResource({
  name: 'subscriptions',
  table: 'subscriptions',
  schema: subscriptionRecordSchema,
  searchFields: [],
  unique: [{ name: 'user_unique', fields: ['userId'] }],
  indexed: ['status', 'currentPeriodEnd'],
  timestamps: ['currentPeriodStart', 'currentPeriodEnd', 'suspendedAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    packageId: { resource: 'packages', onDelete: 'set null' },
    renewalInvoiceId: { resource: 'invoices', onDelete: 'set null' },
  },
  customerData: true,
})
