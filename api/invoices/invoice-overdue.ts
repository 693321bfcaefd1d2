import { activityActor, SYSTEM_ACTOR } from '../audit/actor'
import { defineJob } from '../jobs/job'
import type { InvoiceRecord } from './invoice.shared'
import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts } from '../ports'
import { invoiceJobMessages } from './invoice-job-messages'
import { isPastDue } from './reminder-schedule'
import { invoiceResource } from './invoice-resource'

// Overdue detection (docs/rules/invoices-and-plans.md#overdue): a pending invoice whose due day
// (Istanbul) is over becomes 'overdue'. Compare-and-set on the status, so an admin's change made in
// the meantime (paid, cancelled) wins; the change, its audit row, its activity entry and the
// customer's notification commit together.

const PAGE = 100

/** What marking invoices overdue uses: the invoices, the audit trail, the activity log, the customer's feed. */
export interface OverdueDeps {
  ports: Pick<ApiPorts, 'repos'>
  audit: Pick<AuditService, 'updated'>
  activity: Pick<ActivityService, 'log'>
  notifications: Pick<NotificationService, 'notifyUser'>
}

/** Marks one invoice overdue; false when its status was no longer 'pending'. */
async function markOverdue(deps: OverdueDeps, invoice: InvoiceRecord, now: Date): Promise<boolean> {
  return deps.ports.repos.transaction(async (tx) => {
    const updated = await tx
      .resource(invoiceResource)
      .updateWhere(invoice.id, { status: 'pending' }, { status: 'overdue', updatedAt: now.toISOString() })
    if (!updated) return false
    await deps.audit.updated(
      tx,
      { actor: SYSTEM_ACTOR, resource: 'invoices', recordId: invoice.id },
      { status: invoice.status },
      { status: updated.status },
    )
    await deps.activity.log(
      {
        ...activityActor(SYSTEM_ACTOR),
        action: invoiceJobMessages.overdueAction,
        details: invoiceJobMessages.overdueDetails(invoice.number, invoice.customerEmail),
        type: 'payment',
        severity: 'warning',
        subject: {
          resource: 'invoices',
          recordId: invoice.id,
          userIds: invoice.userId ? [invoice.userId] : [],
        },
      },
      tx,
    )
    if (invoice.userId) {
      await deps.notifications.notifyUser(
        { id: invoice.userId, email: invoice.customerEmail },
        { title: invoiceJobMessages.overdueTitle, message: invoiceJobMessages.overdueMessage(invoice) },
        tx,
      )
    }
    return true
  })
}

/** Marks every pending invoice past its due day overdue; answers how many it marked. */
export async function markOverdueInvoices(
  deps: OverdueDeps,
  now: Date,
  signal: AbortSignal,
): Promise<number> {
  let marked = 0
  for (;;) {
    // Each invoice handled leaves the 'pending' list: marked, or changed by someone else meanwhile.
    const page = await deps.ports.repos.resource(invoiceResource).list({
      filter: { status: 'pending' },
      orderBy: { field: 'dueDate', direction: 'asc' },
      limit: PAGE,
    })
    for (const invoice of page) {
      if (signal.aborted || !isPastDue(invoice.dueDate, now)) return marked
      if (await markOverdue(deps, invoice, now)) marked++
    }
    if (page.length < PAGE) return marked
  }
}

/** Hourly, a few minutes past: invoices turn overdue soon after midnight in Istanbul. */
export const invoiceOverdueJob = defineJob({
  name: 'invoice-overdue',
  label: 'Gecikmiş faturalar',
  schedule: '5 * * * *',
  async run(services, now, { signal }) {
    const marked = await markOverdueInvoices(services, now, signal)
    return { summary: `marked ${marked} overdue`, items: marked, failures: 0 }
  },
})
