import { activityActor, type Actor } from '../audit/actor'
import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { PackageRecord } from '../packages/package.shared'
import type { UserRecord } from '../users/user.shared'
import type { InvoiceLine, InvoiceRecord } from './invoice.shared'
import { invoiceResource } from './invoice-resource'
import { invoicePrefix, takeInvoiceNumber } from './invoice-numbers'
import { DEFAULT_TAX_RATE, invoiceTotals } from './invoice-totals.shared'
import { issuedNotice } from './invoice-mail'

// Issuing an invoice, the one way every issuer takes (docs/rules/invoices-and-plans.md#invoices): the
// admin's "Yeni Fatura" and the billing's own (first, renewal, plan change). Inside the caller's
// transaction: the gapless number, the buyer as they are now, KDV from the lines, the audit row, the
// activity entry and the in-app notice. The caller mails it after the commit.

export interface InvoiceIssuerDeps {
  ports: Pick<ApiPorts, 'clock' | 'ids' | 'config'>
  audit: Pick<AuditService, 'created'>
  activity: Pick<ActivityService, 'log'>
  notifications: Pick<NotificationService, 'notifyUser'>
}

export interface NewInvoice {
  customer: UserRecord
  pkg: PackageRecord | null
  /** The spec's whole-TRY amount; the lines and the totals carry the exact kuruş. */
  amount: number
  lines: InvoiceLine[]
  description: string | null
  dueDate: string
  /** When it is issued: now, unless the caller already read the clock for its due date. */
  issuedAt?: Date
  actor: Actor
  /** The activity entry's details after the number and the address ('Scale yıllık abonelik …'). */
  details?: string
}

export async function insertInvoice(
  tx: Repositories,
  deps: InvoiceIssuerDeps,
  input: NewInvoice,
): Promise<InvoiceRecord> {
  const now = input.issuedAt ?? deps.ports.clock.now()
  const at = now.toISOString()
  const { customer, pkg, lines } = input
  const record: InvoiceRecord = {
    id: deps.ports.ids.uuid(),
    number: await takeInvoiceNumber(tx, invoicePrefix(deps.ports.config), now),
    userId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    amount: input.amount,
    currency: 'TRY',
    status: 'pending',
    subscription: pkg?.name ?? null,
    packageId: pkg?.id ?? null,
    description: input.description,
    lines,
    taxRate: DEFAULT_TAX_RATE,
    ...invoiceTotals(lines, DEFAULT_TAX_RATE),
    payments: [],
    issueDate: at,
    dueDate: input.dueDate,
    paidDate: null,
    createdAt: at,
    updatedAt: at,
  }
  await tx.resource(invoiceResource).create(record)
  await deps.audit.created(tx, { actor: input.actor, resource: 'invoices', recordId: record.id }, record)
  const details = [record.number, customer.email, ...(input.details ? [input.details] : [])].join(' · ')
  await deps.activity.log(
    {
      ...activityActor(input.actor),
      action: 'Fatura oluşturuldu',
      details,
      type: 'payment',
      severity: 'success',
      subject: { resource: 'invoices', recordId: record.id, userIds: [customer.id] },
    },
    tx,
  )
  await deps.notifications.notifyUser(customer, issuedNotice(record), tx)
  return record
}
