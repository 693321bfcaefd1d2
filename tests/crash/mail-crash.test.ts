import { describe, expect, it } from 'vitest'
import { newUserRecord } from '../../api/users/user.shared'
import { ATTEMPT_LEASE_MINUTES } from '../../api/mail/mail-attempts'
import { startMailCatcher } from '../support/mail-catcher'
import { CRASH_ADMIN, createCrashDataDir } from './crash-data-dir'
import { api, loginToken } from './server-process'

// docs/rules/mail-queue.md#an-attempt-cut-short: a transactional mail arrives at least once. The server
// is killed (kill -9) while it hands an issued invoice's mail to a real SMTP server on loopback, which
// never answers the recipient (a deterministic point, no sleeping: nothing of the mail has arrived). The
// request has answered by then: the mail's first attempt runs after it and makes the PDF right before the
// hand-over, keeping its bytes (docs/rules/mail-queue.md#files-made-at-delivery). Once the attempt's lease
// is over, the restarted server's mail-retry job sends it, with the Message-ID the queue recorded before
// the first attempt and the invoice's PDF the first attempt kept for it.

const CUSTOMER = 'mail-crash@example.com'

describe('crash safety: the mail queue', () => {
  it('kill -9 during an invoice mail hand-over, restart after the lease: the mail arrives once', async () => {
    let stalled: (() => void) | null = null
    const killPoint = new Promise<void>((resolve) => (stalled = resolve))
    let stalls = 0
    const smtp = await startMailCatcher({
      stallRecipient: (address) => {
        if (address !== CUSTOMER || stalls++ > 0) return false
        stalled?.()
        return true
      },
    })
    const dataDir = await createCrashDataDir('mail-crash')
    try {
      const at = new Date().toISOString()
      await dataDir.withRepositories((repos) =>
        repos.users.create(
          newUserRecord(
            { id: crypto.randomUUID(), name: 'Çökme Müşterisi', email: CUSTOMER, at },
            { passwordHash: 'x', emailVerifiedAt: at },
          ),
        ),
      )
      const env = { SMTP_URL: smtp.url }

      const first = await dataDir.start(env)
      const token = await loginToken(first.url, CRASH_ADMIN.email, CRASH_ADMIN.password)
      // The request answers without waiting for the PDF or the hand-over; the server dies during the latter.
      const issued = await api(
        first.url,
        '/api/admin/invoices',
        { customerEmail: CUSTOMER, amount: 349 },
        token,
      )
      expect(issued.status).toBe(201)
      await killPoint
      await first.kill9()
      expect(first.child.signalCode).toBe('SIGKILL')
      expect(smtp.messages).toHaveLength(0)

      // The attempt is claimed and in flight, its Message-ID and its PDF's bytes recorded. Ten minutes pass
      // (the lease).
      const claimed = await dataDir.withRepositories(async (repos) => {
        const [row] = await repos.mailQueue.list({ filter: { to: CUSTOMER }, limit: 5 })
        if (!row?.nextAttemptAt) throw new Error(`no mail in flight: ${JSON.stringify(row)}`)
        const lease = Date.parse(row.nextAttemptAt) - Date.parse(at)
        expect(lease).toBeGreaterThanOrEqual((ATTEMPT_LEASE_MINUTES - 1) * 60_000)
        await repos.mailQueue.update(row.id, { nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
        return row
      })
      expect(claimed).toMatchObject({ status: 'queued', attempts: 1, error: null, kind: 'transactional' })
      expect(claimed.ref).toMatch(/^invoice:/)
      expect(claimed.messageId).toMatch(/^<mail\..+@.+>$/)
      expect(claimed.attachments).toMatchObject([
        { contentType: 'application/pdf', key: expect.stringMatching(/^mail\//) },
      ])

      const second = await dataDir.start({ ...env, JOBS_RUN_ON_START: 'mail-retry' })
      await second.waitForOutput('job finished {"job":"mail-retry"')
      await second.stop()
      expect(second.child.exitCode).toBe(0)

      const arrived = smtp.messages.filter((mail) => mail.to.includes(CUSTOMER))
      expect(arrived.map((mail) => mail.messageId)).toEqual([claimed.messageId])
      expect(arrived[0]?.subject).toBe(claimed.subject)
      const [pdf] = arrived[0]?.attachments ?? []
      expect(pdf).toMatchObject({
        filename: claimed.attachments?.[0]?.filename,
        contentType: 'application/pdf',
      })
      expect(new TextDecoder().decode(pdf?.content.slice(0, 5))).toBe('%PDF-')
      const row = await dataDir.withRepositories((repos) => repos.mailQueue.findById(claimed.id))
      expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null })
    } finally {
      await smtp.stop()
      dataDir.remove()
    }
  }, 120_000)
})
