import { describe, expect, it } from 'vitest'
import { defineJob } from '../../api/jobs/job'
import { jobRunResource } from '../../api/jobs/job-run-resource'
import { claimJobSlot, runJobSlot } from '../../api/jobs/run-job'
import { invoiceReminderResource } from '../../api/invoices/invoice-resource'
import { markOverdueInvoices } from '../../api/invoices/invoice-overdue'
import {
  claimReminder,
  reminderId,
  reminderMailRef,
  sendInvoiceReminders,
} from '../../api/invoices/invoice-reminders'
import { ATTEMPT_LEASE_MINUTES, leaseEnd, RETRY_DELAYS_MINUTES } from '../../api/mail/mail-attempts'
import { invoiceJobMessages } from '../../api/invoices/invoice-job-messages'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import type { ApiPorts } from '../../api/ports'
import type { InvoiceRecord, InvoiceStatus } from '../../api/invoices/invoice.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'
import { invoiceResource } from '../../api/invoices/invoice-resource'

// The job scheduler's claims and the invoice jobs (docs/rules/jobs.md, docs/rules/invoices-and-plans.md
// #overdue and #reminders) on every store. The store is shared by the file's tests: each test makes its
// own customers and looks only at their invoices and mail.

const DAY = 86_400_000
const idle = new AbortController().signal

export function jobsSuite(h: Harness) {
  const services = (overrides: Partial<ApiPorts> = {}) => createServices({ ...h.ports, ...overrides })

  /** A customer's invoice due `days` from now (negative: in the past), total ₺358,80. */
  async function invoiceDue(days: number, status: InvoiceStatus = 'pending'): Promise<InvoiceRecord> {
    const customer = await h.createUser()
    const now = h.store.clock.now().getTime()
    const id = crypto.randomUUID()
    return h.ports.repos.resource(invoiceResource).create(
      sampleRecord(resources.invoices, 1, {
        id,
        number: `INV-T-${id.slice(0, 8)}`,
        userId: customer.id,
        customerName: 'Ayşe Çelik',
        customerEmail: customer.email,
        amount: 299,
        currency: 'TRY',
        status,
        taxRate: 20,
        subtotalKurus: 29_900,
        taxKurus: 5_980,
        totalKurus: 35_880,
        issueDate: new Date(now - 30 * DAY).toISOString(),
        dueDate: new Date(now + days * DAY).toISOString(),
      }),
    )
  }

  describe('job claims', () => {
    it('a slot is claimed once: the second claim of the same job and slot fails', async () => {
      const repo = h.ports.repos.resource(jobRunResource)
      const slot = new Date(Date.UTC(2026, 4, 10, 6, crypto.getRandomValues(new Uint8Array(1))[0] ?? 0))
      const job = { name: `claim-${crypto.randomUUID().slice(0, 8)}` }
      const first = await claimJobSlot(repo, job, slot, h.store.clock.now())
      expect(first).toMatchObject({ id: `${job.name}:${slot.toISOString()}`, outcome: 'running' })
      expect(await claimJobSlot(repo, job, slot, h.store.clock.now())).toBeNull()
      expect(
        await claimJobSlot(repo, job, new Date(slot.getTime() + 60_000), h.store.clock.now()),
      ).not.toBeNull()
    })

    it('two runs of one slot, started together, do the work once and record the outcome', async () => {
      let runs = 0
      const job = defineJob({
        name: `count-${crypto.randomUUID().slice(0, 8)}`,
        label: 'Sayan görev',
        schedule: '0 * * * *',
        async run() {
          runs++
          return 'counted'
        },
      })
      const slot = new Date(Date.UTC(2026, 4, 10, 7, 0))
      const s = services()
      const results = await Promise.all([runJobSlot(s, job, slot, idle), runJobSlot(s, job, slot, idle)])
      expect(runs).toBe(1)
      expect(results.filter(Boolean)).toHaveLength(1)
      const stored = await h.ports.repos
        .resource(jobRunResource)
        .findById(`${job.name}:${slot.toISOString()}`)
      expect(stored).toMatchObject({ outcome: 'succeeded', summary: 'counted', error: null })
      expect(stored?.finishedAt).not.toBeNull()
    })

    it('a failing run is recorded as failed with its error, and does not throw', async () => {
      const job = defineJob({
        name: `fail-${crypto.randomUUID().slice(0, 8)}`,
        label: 'Hata veren görev',
        schedule: '0 * * * *',
        async run() {
          throw new Error('boom')
        },
      })
      const run = await runJobSlot(services(), job, new Date(Date.UTC(2026, 4, 10, 8, 0)), idle)
      expect(run).toMatchObject({ outcome: 'failed', error: 'boom' })
    })
  })

  describe('overdue detection', () => {
    it('pending invoices past their due day become overdue, with activity, audit and a notification', async () => {
      const late = await invoiceDue(-2)
      const today = await invoiceDue(0)
      const paid = await invoiceDue(-5, 'paid')
      await markOverdueInvoices(services(), h.store.clock.now(), idle)

      const status = async (invoice: InvoiceRecord) =>
        (await h.ports.repos.resource(invoiceResource).findById(invoice.id))?.status
      expect(await status(late)).toBe('overdue')
      expect(await status(today)).toBe('pending')
      expect(await status(paid)).toBe('paid')

      const entries = await h.ports.repos.activityLog.list({ search: late.number })
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({
        action: invoiceJobMessages.overdueAction,
        type: 'payment',
        user: 'Sistem',
      })
      const audit = await services().audit.history('invoices', late.id)
      expect(audit.map((row) => [row.before, row.after])).toEqual([
        [{ status: 'pending' }, { status: 'overdue' }],
      ])
      const feed = await h.ports.repos.notifications.listForRecipient(late.userId ?? '', {
        limit: 10,
        offset: 0,
      })
      expect(feed.map((n) => n.title)).toEqual([invoiceJobMessages.overdueTitle])
      expect(feed[0]?.message).toContain(late.number)

      // A second run changes nothing more.
      await markOverdueInvoices(services(), h.store.clock.now(), idle)
      expect(await h.ports.repos.activityLog.count({ search: late.number })).toBe(1)
    })
  })

  describe('payment reminders', () => {
    it('each unpaid invoice gets the reminder its day owes, once; paid and cancelled ones get none', async () => {
      const soon = await invoiceDue(2)
      const dueToday = await invoiceDue(0)
      const threeLate = await invoiceDue(-3, 'overdue')
      const weekLate = await invoiceDue(-8, 'overdue')
      const between = await invoiceDue(-1, 'overdue')
      const paid = await invoiceDue(0, 'paid')
      const cancelled = await invoiceDue(-3, 'cancelled')
      await sendInvoiceReminders(services(), h.store.clock.now(), idle)

      const reminders = h.ports.repos.resource(invoiceReminderResource)
      const kinds = async (invoice: InvoiceRecord) =>
        (await reminders.list({ filter: { invoiceId: invoice.id } })).map((r) => r.kind)
      expect(await kinds(soon)).toEqual(['before-3'])
      expect(await kinds(dueToday)).toEqual(['due'])
      expect(await kinds(threeLate)).toEqual(['after-3'])
      expect(await kinds(weekLate)).toEqual(['after-7'])
      expect(await kinds(between)).toEqual([])
      expect(await kinds(paid)).toEqual([])
      expect(await kinds(cancelled)).toEqual([])

      const mail = h.mailsTo(dueToday.customerEmail)
      expect(mail).toHaveLength(1)
      expect(mail[0]?.subject).toContain(dueToday.number)
      expect(mail[0]?.text).toContain('₺358,80')
      expect(mail[0]?.text).toContain('Son ödeme tarihi:')
      expect((await reminders.findById(reminderId(dueToday.id, 'due')))?.sentAt).not.toBeNull()

      await sendInvoiceReminders(services(), h.store.clock.now(), idle)
      for (const invoice of [soon, dueToday, threeLate, weekLate])
        expect(h.mailsTo(invoice.customerEmail)).toHaveLength(1)
    })

    it('a reminder is claimed once: the second claim fails', async () => {
      const invoice = await invoiceDue(0)
      const reminders = h.ports.repos.resource(invoiceReminderResource)
      const now = h.store.clock.now()
      expect(await claimReminder(reminders, invoice, 'due', now)).toMatchObject({ attemptedAt: null })
      expect(await claimReminder(reminders, invoice, 'due', now)).toBeNull()
    })

    it('claims left open: the unattempted and the unqueued are sent once, the one in the queue follows it', async () => {
      const reminders = h.ports.repos.resource(invoiceReminderResource)
      const now = h.store.clock.now()
      const attempt = async (invoice: InvoiceRecord) => {
        const claim = await claimReminder(reminders, invoice, 'due', now)
        return reminders.update(claim?.id ?? '', { attemptedAt: now.toISOString() })
      }
      const unattempted = await invoiceDue(0)
      await claimReminder(reminders, unattempted, 'due', now)
      // The process died between the attempt and the mail queue.
      const unqueued = await invoiceDue(0)
      await attempt(unqueued)
      // The process died during the SMTP hand-over: the queue holds the mail, its attempt in flight.
      const cutShort = await invoiceDue(0)
      const inFlight = await attempt(cutShort)
      const { to, subject, text, html } = inFlight!
      await h.ports.repos.mailQueue.create({
        id: crypto.randomUUID(),
        to,
        subject,
        text,
        html,
        createdAt: now.toISOString(),
        sentAt: null,
        error: null,
        status: 'queued',
        attempts: 1,
        nextAttemptAt: leaseEnd(now).toISOString(),
        ref: reminderMailRef(inFlight!),
      })

      await sendInvoiceReminders(services(), h.store.clock.now(), idle)
      expect(h.mailsTo(unattempted.customerEmail)).toHaveLength(1)
      expect(h.mailsTo(unqueued.customerEmail)).toHaveLength(1)
      expect((await reminders.findById(reminderId(unqueued.id, 'due')))?.sentAt).not.toBeNull()
      expect(h.mailsTo(cutShort.customerEmail)).toHaveLength(0)
      expect(await reminders.findById(inFlight!.id)).toMatchObject({ sentAt: null, error: null })

      // Its lease over, the queue sends it again (transactional), and the next run records it.
      h.advance(ATTEMPT_LEASE_MINUTES * 60 + 60)
      await services().mail.retryDue(h.store.clock.now())
      await sendInvoiceReminders(services(), h.store.clock.now(), idle)
      expect(h.mailsTo(cutShort.customerEmail)).toHaveLength(1)
      expect((await reminders.findById(inFlight!.id))?.sentAt).not.toBeNull()
      for (const invoice of [unattempted, unqueued]) expect(h.mailsTo(invoice.customerEmail)).toHaveLength(1)
    })

    it('a claim whose invoice was paid meanwhile is dropped, not sent', async () => {
      const reminders = h.ports.repos.resource(invoiceReminderResource)
      const invoice = await invoiceDue(0)
      await claimReminder(reminders, invoice, 'due', h.store.clock.now())
      await h.ports.repos.resource(invoiceResource).update(invoice.id, { status: 'paid' })
      await sendInvoiceReminders(services(), h.store.clock.now(), idle)
      expect(h.mailsTo(invoice.customerEmail)).toHaveLength(0)
      expect(await reminders.findById(reminderId(invoice.id, 'due'))).toMatchObject({
        attemptedAt: null,
        error: invoiceJobMessages.reminderDropped,
      })
    })

    it('a mail the mailer refuses stays with the mail queue, which retries it; a later run records it', async () => {
      const invoice = await invoiceDue(0)
      const refusing = {
        transport: 'test',
        send: async () => Promise.reject(new Error('421 try again later')),
      }
      const counts = await sendInvoiceReminders(services({ mailer: refusing }), h.store.clock.now(), idle)
      expect(counts.queued).toBeGreaterThanOrEqual(1)
      const reminders = h.ports.repos.resource(invoiceReminderResource)
      const id = reminderId(invoice.id, 'due')
      expect(await reminders.findById(id)).toMatchObject({ sentAt: null, error: null })
      h.advance(RETRY_DELAYS_MINUTES[0] * 60)
      await services().mail.retryDue(h.store.clock.now())
      await sendInvoiceReminders(services(), h.store.clock.now(), idle)
      expect(h.mailsTo(invoice.customerEmail)).toHaveLength(1)
      expect((await reminders.findById(id))?.sentAt).not.toBeNull()
    })
  })
}
