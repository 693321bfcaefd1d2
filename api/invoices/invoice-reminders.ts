import { activityActor, SYSTEM_ACTOR } from '../audit/actor'
import { defineJob } from '../jobs/job'
import type { ActivityService } from '../activity/activity-service'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts } from '../ports'
import type { CrudRepository } from '../ports/crud-repository'
import type { InvoiceRecord, InvoiceReminderRecord, ReminderKind } from './invoice.shared'
import { invoiceJobMessages, type ReminderRunCounts } from './invoice-job-messages'
import { invoiceReminderResource } from './invoice-resource'
import { reminderMail } from './reminder-mail'
import { REMINDER_REACH, UNPAID_STATUSES, daysPastDue, reminderKindOn } from './reminder-schedule'
import { invoiceResource } from './invoice-resource'

// Payment reminders, each sent at most once (docs/rules/invoices-and-plans.md#reminders):
// 1. claim: create the row `<invoiceId>:<kind>` holding the rendered mail unless it is there (createIfAbsent);
// 2. attempt: set attemptedAt (compare-and-set on NULL, so one process goes on);
// 3. hand the mail to the mailer, then set sentAt (or the mailer's error).
// A row claimed but never attempted (the process died in between) is sent by the next run; a row
// attempted but never marked sent (died during the SMTP hand-over) may have gone out: it is not sent
// again, and is recorded as uncertain.

export const UNCERTAIN_DELIVERY = 'uncertain: the process stopped during the hand-over to the mailer'
const PAGE = 200

type Reminders = CrudRepository<InvoiceReminderRecord>

/** What a reminder run uses: the invoices and reminders, the clock, the log, the mail queue, the activity log. */
export interface ReminderDeps {
  ports: Pick<ApiPorts, 'repos' | 'clock' | 'logger'>
  mail: Pick<MailService, 'deliver'>
  activity: Pick<ActivityService, 'log'>
}

export function reminderId(invoiceId: string, kind: ReminderKind): string {
  return `${invoiceId}:${kind}`
}

/** Claims one reminder; null when it was claimed before (by this or another process). */
export async function claimReminder(
  reminders: Reminders,
  invoice: InvoiceRecord,
  kind: ReminderKind,
  now: Date,
): Promise<InvoiceReminderRecord | null> {
  const mail = reminderMail(invoice, kind)
  return reminders.createIfAbsent({
    id: reminderId(invoice.id, kind),
    invoiceId: invoice.id,
    kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    claimedAt: now.toISOString(),
    attemptedAt: null,
    sentAt: null,
    error: null,
  })
}

/** Attempts and sends a claimed reminder; 'taken' when another process attempted it first. */
async function deliverReminder(
  deps: ReminderDeps,
  reminders: Reminders,
  claim: InvoiceReminderRecord,
): Promise<'sent' | 'failed' | 'taken'> {
  const now = () => deps.ports.clock.now().toISOString()
  const attempted = await reminders.updateWhere(claim.id, { attemptedAt: null }, { attemptedAt: now() })
  if (!attempted) return 'taken'
  // At most once: the queue makes one attempt and never retries it (docs/rules/mail-queue.md#attempts).
  const result = await deps.mail.deliver(
    { to: claim.to, subject: claim.subject, text: claim.text, html: claim.html },
    { once: true },
  )
  if (!result.sent) {
    await reminders.update(claim.id, { error: result.error })
    return 'failed'
  }
  await reminders.update(claim.id, { sentAt: now(), error: null })
  return 'sent'
}

/** Whether the reminder is still owed: the invoice unpaid and today in the kind's window. */
function stillOwed(invoice: InvoiceRecord | null, kind: ReminderKind, now: Date): invoice is InvoiceRecord {
  return (
    !!invoice && UNPAID_STATUSES.includes(invoice.status) && reminderKindOn(invoice.dueDate, now) === kind
  )
}

/** Claims that earlier runs left open: resume the unattempted, record the uncertain. */
async function settleOpenClaims(
  deps: ReminderDeps,
  reminders: Reminders,
  now: Date,
  counts: ReminderRunCounts,
  signal: AbortSignal,
) {
  const open = await reminders.list({
    filter: { sentAt: null, error: null },
    orderBy: { field: 'claimedAt', direction: 'asc' },
    limit: 1000,
  })
  for (const claim of open) {
    if (signal.aborted) return
    if (claim.attemptedAt) {
      const marked = await reminders.updateWhere(
        claim.id,
        { sentAt: null, error: null },
        { error: UNCERTAIN_DELIVERY },
      )
      if (marked) {
        counts.uncertain++
        deps.ports.logger.warn('payment reminder delivery uncertain, not sent again', {
          reminder: claim.id,
          attemptedAt: claim.attemptedAt,
        })
      }
      continue
    }
    const invoice = await deps.ports.repos.resource(invoiceResource).findById(claim.invoiceId)
    if (!stillOwed(invoice, claim.kind, now)) {
      // Paid, cancelled or past its window while nobody sent it: it is not sent late.
      if (
        await reminders.updateWhere(
          claim.id,
          { attemptedAt: null, error: null },
          { error: invoiceJobMessages.reminderDropped },
        )
      )
        counts.dropped++
      continue
    }
    const outcome = await deliverReminder(deps, reminders, claim)
    if (outcome === 'sent') counts.resumed++
    else if (outcome === 'failed') counts.failed++
  }
}

/** The unpaid invoices whose due day is within the reminders' reach of today. */
async function candidateInvoices(deps: ReminderDeps, now: Date): Promise<InvoiceRecord[]> {
  const invoices = deps.ports.repos.resource(invoiceResource)
  const found: InvoiceRecord[] = []
  for (const status of UNPAID_STATUSES) {
    // Pending ones from the earliest due date up, overdue ones from the latest down: each walk stops
    // at the first invoice beyond the reach.
    const direction = status === 'pending' ? 'asc' : 'desc'
    for (let offset = 0; ; offset += PAGE) {
      const page = await invoices.list({
        filter: { status },
        orderBy: { field: 'dueDate', direction },
        limit: PAGE,
        offset,
      })
      const inReach = page.filter((invoice) => {
        const days = daysPastDue(invoice.dueDate, now)
        return days >= -REMINDER_REACH.before && days <= REMINDER_REACH.after
      })
      found.push(...inReach)
      const last = page.at(-1)
      const beyond = last
        ? direction === 'asc'
          ? daysPastDue(last.dueDate, now) < -REMINDER_REACH.before
          : daysPastDue(last.dueDate, now) > REMINDER_REACH.after
        : true
      if (page.length < PAGE || beyond) break
    }
  }
  return found
}

/** One run of the reminder job: settle what earlier runs left open, then claim and send what is owed today. */
export async function sendInvoiceReminders(
  deps: ReminderDeps,
  now: Date,
  signal: AbortSignal,
): Promise<ReminderRunCounts> {
  const reminders = deps.ports.repos.resource(invoiceReminderResource)
  const counts: ReminderRunCounts = { sent: 0, failed: 0, resumed: 0, uncertain: 0, dropped: 0 }
  await settleOpenClaims(deps, reminders, now, counts, signal)
  for (const invoice of await candidateInvoices(deps, now)) {
    if (signal.aborted) break
    const kind = reminderKindOn(invoice.dueDate, now)
    if (!kind || (await reminders.findById(reminderId(invoice.id, kind)))) continue
    const claim = await claimReminder(reminders, invoice, kind, now)
    if (!claim) continue
    const outcome = await deliverReminder(deps, reminders, claim)
    if (outcome === 'sent') counts.sent++
    else if (outcome === 'failed') counts.failed++
  }
  await logRun(deps, counts)
  return counts
}

async function logRun(deps: ReminderDeps, counts: ReminderRunCounts) {
  const total = counts.sent + counts.resumed + counts.failed + counts.uncertain
  if (total === 0) return
  await deps.activity.log({
    ...activityActor(SYSTEM_ACTOR),
    action: invoiceJobMessages.remindersAction,
    details: invoiceJobMessages.remindersDetails(counts),
    type: 'payment',
    severity: counts.failed + counts.uncertain > 0 ? 'warning' : 'info',
    subject: { resource: 'invoiceReminders' },
  })
}

/** Hourly through the day: any run of the day catches up on what the day owes. */
export const invoiceReminderJob = defineJob({
  name: 'invoice-reminders',
  label: 'Ödeme hatırlatmaları',
  schedule: '15 9-20 * * *',
  async run(services, now, { signal }) {
    const c = await sendInvoiceReminders(services, now, signal)
    return {
      summary: `sent ${c.sent}, resumed ${c.resumed}, failed ${c.failed}, uncertain ${c.uncertain}, dropped ${c.dropped}`,
      items: c.sent + c.resumed,
      failures: c.failed + c.uncertain,
    }
  },
})
