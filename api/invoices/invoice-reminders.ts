import { activityActor, SYSTEM_ACTOR } from '../audit/actor'
import { defineJob } from '../jobs/job'
import type { ActivityService } from '../activity/activity-service'
import type { MailService } from '../mail/mail-service'
import type { OutgoingMailRecord } from '../auth/auth-records.shared'
import type { ApiPorts } from '../ports'
import type { CrudRepository } from '../ports/crud-repository'
import type { InvoiceRecord, InvoiceReminderRecord, ReminderKind } from './invoice.shared'
import { invoiceJobMessages, type ReminderRunCounts } from './invoice-job-messages'
import { invoiceReminderResource } from './invoice-resource'
import { reminderMail } from './reminder-mail'
import { REMINDER_REACH, UNPAID_STATUSES, daysPastDue, reminderKindOn } from './reminder-schedule'
import { invoiceResource } from './invoice-resource'

// Payment reminders, each claimed once and mailed at least once (docs/rules/invoices-and-plans.md#reminders):
// 1. claim: create the row `<invoiceId>:<kind>` holding the rendered mail unless it is there (createIfAbsent);
// 2. attempt: set attemptedAt (compare-and-set on the value read, so one process goes on);
// 3. hand the mail to the mail queue under the reminder's ref, then set sentAt, or the error once the queue
//    failed it for good; while the queue still retries it, the claim stays open.
// A claim an earlier run left open follows the queue's mail under its ref: sent or failed, the claim says
// so; queued, the queue finishes it (a transactional mail, sent again after a crash cut its hand-over
// short); no mail (the process died before handing it over), it is sent now if still owed, else dropped.

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

/** The reminder's mail in the mail queue: one mail per reminder, however often it is handed over. */
export const reminderMailRef = (reminder: Pick<InvoiceReminderRecord, 'id'>) =>
  `invoice-reminder:${reminder.id}`

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

/** Where the reminder's mail is: the mail queue's status of it. */
type ReminderOutcome = OutgoingMailRecord['status']

/** Records the mail queue's outcome on the claim; a mail the queue still retries leaves the claim open. */
async function recordOutcome(
  reminders: Reminders,
  claim: InvoiceReminderRecord,
  mail: { status: ReminderOutcome; error: string | null; sentAt: string },
): Promise<ReminderOutcome> {
  const open = { sentAt: null, error: null }
  if (mail.status === 'sent') await reminders.updateWhere(claim.id, open, { sentAt: mail.sentAt })
  if (mail.status === 'failed')
    await reminders.updateWhere(claim.id, open, { error: mail.error || invoiceJobMessages.reminderFailed })
  return mail.status
}

/** Attempts and sends a claimed reminder; 'taken' when another process attempted it first. */
async function deliverReminder(
  deps: ReminderDeps,
  reminders: Reminders,
  claim: InvoiceReminderRecord,
): Promise<ReminderOutcome | 'taken'> {
  const now = () => deps.ports.clock.now().toISOString()
  const attempted = await reminders.updateWhere(
    claim.id,
    { attemptedAt: claim.attemptedAt },
    { attemptedAt: now() },
  )
  if (!attempted) return 'taken'
  // Transactional: the queue retries it, also after a crash (docs/rules/mail-queue.md#two-kinds-of-mail).
  const result = await deps.mail.deliver(
    { to: claim.to, subject: claim.subject, text: claim.text, html: claim.html },
    { ref: reminderMailRef(claim) },
  )
  const status = result.sent ? 'sent' : result.status
  return recordOutcome(reminders, claim, { status, error: result.sent ? null : result.error, sentAt: now() })
}

/** Whether the reminder is still owed: the invoice unpaid and today in the kind's window. */
function stillOwed(invoice: InvoiceRecord | null, kind: ReminderKind, now: Date): invoice is InvoiceRecord {
  return (
    !!invoice && UNPAID_STATUSES.includes(invoice.status) && reminderKindOn(invoice.dueDate, now) === kind
  )
}

/** Claims that earlier runs left open: follow the queue's mail, or send the one it never got. */
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
    const mail = claim.attemptedAt
      ? await deps.ports.repos.mailQueue.findOne({ ref: reminderMailRef(claim) })
      : null
    if (mail) {
      const outcome = await recordOutcome(reminders, claim, {
        ...mail,
        sentAt: mail.sentAt ?? now.toISOString(),
      })
      if (outcome === 'failed') counts.failed++
      continue
    }
    const invoice = await deps.ports.repos.resource(invoiceResource).findById(claim.invoiceId)
    if (!stillOwed(invoice, claim.kind, now)) {
      // Paid, cancelled or past its window while nobody sent it: it is not sent late.
      if (
        await reminders.updateWhere(
          claim.id,
          { attemptedAt: claim.attemptedAt, error: null },
          { error: invoiceJobMessages.reminderDropped },
        )
      )
        counts.dropped++
      continue
    }
    const outcome = await deliverReminder(deps, reminders, claim)
    if (outcome === 'sent') counts.resumed++
    else if (outcome !== 'taken') counts[outcome]++
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
  const counts: ReminderRunCounts = { sent: 0, failed: 0, resumed: 0, queued: 0, dropped: 0 }
  await settleOpenClaims(deps, reminders, now, counts, signal)
  for (const invoice of await candidateInvoices(deps, now)) {
    if (signal.aborted) break
    const kind = reminderKindOn(invoice.dueDate, now)
    if (!kind || (await reminders.findById(reminderId(invoice.id, kind)))) continue
    const claim = await claimReminder(reminders, invoice, kind, now)
    if (!claim) continue
    const outcome = await deliverReminder(deps, reminders, claim)
    if (outcome !== 'taken') counts[outcome]++
  }
  await logRun(deps, counts)
  return counts
}

async function logRun(deps: ReminderDeps, counts: ReminderRunCounts) {
  const total = counts.sent + counts.resumed + counts.failed + counts.queued
  if (total === 0) return
  await deps.activity.log({
    ...activityActor(SYSTEM_ACTOR),
    action: invoiceJobMessages.remindersAction,
    details: invoiceJobMessages.remindersDetails(counts),
    type: 'payment',
    severity: counts.failed + counts.queued > 0 ? 'warning' : 'info',
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
      summary: `sent ${c.sent}, resumed ${c.resumed}, failed ${c.failed}, queued ${c.queued}, dropped ${c.dropped}`,
      items: c.sent + c.resumed,
      failures: c.failed,
    }
  },
})
