import { defineResource } from '../kernel/resource'
import { checkoutRecordSchema } from './checkout.shared'

/** Card checkouts, one per "Kartla öde" (docs/rules/invoices-and-plans.md#card-payments). */
export const checkoutResource = defineResource({
  name: 'paymentCheckouts',
  table: 'payment_checkouts',
  schema: checkoutRecordSchema,
  searchFields: [],
  unique: [
    { name: 'token_unique', fields: ['token'] },
    // One gateway payment settles one checkout, whatever arrives twice.
    { name: 'gateway_payment_unique', fields: ['gateway', 'gatewayPaymentId'] },
  ],
  indexed: ['invoiceId', 'status'],
  timestamps: ['createdAt', 'settledAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    invoiceId: { resource: 'invoices', onDelete: 'cascade' },
    userId: { resource: 'users', onDelete: 'set null' },
  },
  customerData: true,
})
