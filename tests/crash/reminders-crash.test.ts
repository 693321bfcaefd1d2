import { describe, expect, it } from 'vitest'
import { reminderMailRef } from '../../api/invoices/invoice-reminders'
import { reminderMail } from '../../api/invoices/reminder-mail'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import type { InvoiceRecord, InvoiceStatus, ReminderKind } from '../../api/invoices/invoice.shared'
import { startMailCatcher } from '../support/mail-catcher'
import { createCrashDataDir } from './crash-data-dir'
import { invoiceResource } from '../../api/invoices/invoice-resource'

// docs/rules/invoices-and-plans.md#reminders: the reminder job killed (kill -9) mid-run and restarted
// sends every reminder, none of them twice. The SMTP server withholds its answer to the KILL_AT-th mail,
// so the server is killed exactly while it hands a reminder over (a deterministic point, no sleeping):
// that reminder's claim stays open and its one mail stays with the mail queue, in flight until its lease
// ends (then the queue sends it again: tests/crash/mail-crash.test.ts).

const PER_KIND = 10
const KILL_AT = 15
const DAY = 86_400_000
const KINDS: Array<{ kind: ReminderKind; days: number; status: InvoiceStatus }> = [
  { kind: 'before-3', days: 2, status: 'pending' },
  { kind: 'due', days: 0, status: 'pending' },
  { kind: 'after-3', days: -4, status: 'overdue' },
  { kind: 'after-7', days: -9, status: 'overdue' },
]

function invoices(now: number): Array<{ invoice: InvoiceRecord; kind: ReminderKind }> {
  return KINDS.flatMap(({ kind, days, status }, k) =>
    Array.from({ length: PER_KIND }, (_, i) => {
      const n = k * PER_KIND + i
      const id = crypto.randomUUID()
      const invoice = sampleRecord(resources.invoices, n, {
        id,
        number: `INV-CRASH-${String(n).padStart(3, '0')}`,
        userId: null,
        customerName: 'Çökme Testi',
        customerEmail: `crash-${n}@example.com`,
        status,
        totalKurus: 35_880,
        currency: 'TRY',
        dueDate: new Date(now + days * DAY).toISOString(),
      })
      return { invoice, kind }
    }),
  )
}

describe('crash safety: payment reminders', () => {
  it('kill -9 during an SMTP hand-over, restart: each reminder arrived once, the cut-short one is left to the queue', async () => {
    let held: (() => void) | null = null
    const killPoint = new Promise<void>((resolve) => (held = resolve))
    const smtp = await startMailCatcher({
      hold: (_mail, count) => {
        if (count !== KILL_AT) return false
        held?.()
        return true
      },
    })
    const dataDir = await createCrashDataDir('reminders-crash')
    try {
      const expected = invoices(Date.now())
      await dataDir.withRepositories(async (repos) => {
        for (const { invoice } of expected) await repos.resource(invoiceResource).create(invoice)
      })
      const smtpEnv = { SMTP_URL: smtp.url, JOBS_RUN_ON_START: 'invoice-reminders' }

      const first = await dataDir.start(smtpEnv)
      await killPoint
      await first.kill9()
      expect(first.child.signalCode).toBe('SIGKILL')
      expect(smtp.messages).toHaveLength(KILL_AT)

      const second = await dataDir.start(smtpEnv)
      await second.waitForOutput('job finished {"job":"invoice-reminders"')
      await second.stop()
      expect(second.child.exitCode).toBe(0)

      const arrivals = new Map<string, number>()
      for (const mail of smtp.messages) arrivals.set(mail.subject, (arrivals.get(mail.subject) ?? 0) + 1)
      expect([...arrivals].filter(([, count]) => count > 1)).toEqual([])

      const { rows, mails } = await dataDir.withRepositories(async (repos) => ({
        rows: await repos.resource(resources.invoiceReminders).list({ limit: 500 }),
        mails: await repos.mailQueue.list({ limit: 500 }),
      }))
      const byId = new Map(rows.map((row) => [row.id, row]))
      const mailByRef = new Map(mails.map((mail) => [mail.ref, mail]))
      const outcomes = expected.map(({ invoice, kind }) => {
        const row = byId.get(`${invoice.id}:${kind}`)
        const mail = row && mailByRef.get(reminderMailRef(row))
        const arrived = arrivals.get(reminderMail(invoice, kind).subject) ?? 0
        if (row?.sentAt && mail?.status === 'sent' && arrived === 1) return 'sent'
        const open = row?.attemptedAt && !row.sentAt && !row.error
        if (open && mail?.status === 'queued' && mail.attempts === 1 && !mail.error && arrived === 1)
          return 'in flight'
        return `wrong: ${JSON.stringify({ row, mail, arrived })}`
      })
      // The withheld mail is the one in flight; it did reach the SMTP server, once.
      expect(outcomes.filter((o) => o === 'in flight')).toHaveLength(1)
      expect(outcomes.filter((o) => o !== 'sent' && o !== 'in flight')).toEqual([])
      expect(mails).toHaveLength(expected.length)
      expect(smtp.messages).toHaveLength(expected.length)
      expect(rows).toHaveLength(expected.length)
    } finally {
      await smtp.stop()
      dataDir.remove()
    }
  }, 240_000)
})
