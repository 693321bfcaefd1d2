import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  MAX_MAIL_ATTEMPTS,
  RETRY_DELAYS_MINUTES,
  UNCERTAIN_ATTEMPT_ERROR,
} from '../../api/mail/mail-attempts'
import type { ApiPorts } from '../../api/ports'
import type { Mailer, MailMessage } from '../../api/ports/infrastructure'
import { createServices } from '../../api/services'
import { createSmtpMailer } from '../../server/mail/smtp-mailer'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import type { Harness } from './harness'

// The mail queue (docs/rules/mail-queue.md) on every store: a failed delivery stays queued and is retried
// on its schedule until a working SMTP server takes it (once), or fails for good after the last attempt;
// a ref is mailed once; two processes retrying at once make each attempt once.

const FROM = 'SiteKur <no-reply@sitekur.test>'

export function mailQueueSuite(h: Harness) {
  let catcher: MailCatcher
  let refusedUrl: string
  beforeAll(async () => {
    catcher = await startMailCatcher()
    const closed = await startMailCatcher()
    refusedUrl = closed.url
    await closed.stop()
  })
  afterAll(async () => {
    await catcher.stop()
  })

  /** A real SMTP mailer whose server can be switched: a closed port (refused) or the catcher. */
  function switchableMailer() {
    let current = createSmtpMailer(refusedUrl, FROM)
    const mailer: Mailer & { use(url: string): void; close(): void } = {
      transport: 'smtp',
      send: (message) => current.send(message),
      use(url) {
        current.close()
        current = createSmtpMailer(url, FROM)
      },
      close: () => current.close(),
    }
    return mailer
  }
  const services = (overrides: Partial<ApiPorts>) => createServices({ ...h.ports, ...overrides })
  const message = (to: string, subject = 'Kuyruk testi'): MailMessage => ({
    to,
    subject,
    text: 'Merhaba',
    html: '<p>Merhaba</p>',
  })
  const rowOf = async (to: string) => (await h.ports.repos.mailQueue.list({ filter: { to }, limit: 1 }))[0]
  const minutes = (n: number) => h.advance(n * 60)
  const delivered = (to: string) => catcher.messages.filter((mail) => mail.to.includes(to.toLowerCase()))

  it('keeps a failed mail queued with its backoff, and a working SMTP server later gets it once', async () => {
    const mailer = switchableMailer()
    try {
      const s = services({ mailer })
      const to = h.email('retry')
      const first = await s.mail.deliver(message(to), { ref: `test:${to}` })
      expect(first).toMatchObject({ sent: false, status: 'queued' })
      let row = await rowOf(to)
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null, ref: `test:${to}` })
      expect(row?.error).toBeTruthy()
      const due = new Date(row?.nextAttemptAt ?? 0).getTime() - h.store.clock.now().getTime()
      // The clock runs on between the claim and this read.
      expect(due).toBeGreaterThan(RETRY_DELAYS_MINUTES[0] * 60_000 - 5_000)
      expect(due).toBeLessThanOrEqual(RETRY_DELAYS_MINUTES[0] * 60_000)

      // Not due yet: nothing is attempted.
      expect((await s.mail.retryDue(h.store.clock.now())).attempted).toBe(0)
      minutes(RETRY_DELAYS_MINUTES[0])
      await s.mail.retryDue(h.store.clock.now())
      expect(await rowOf(to)).toMatchObject({ status: 'queued', attempts: 2 })

      mailer.use(catcher.url)
      minutes(RETRY_DELAYS_MINUTES[1])
      await s.mail.retryDue(h.store.clock.now())
      row = await rowOf(to)
      expect(row).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null, error: null })
      minutes(24 * 60)
      await s.mail.retryDue(h.store.clock.now())
      expect(delivered(to)).toHaveLength(1)
      // The same ref is not mailed again.
      expect(await s.mail.deliver(message(to), { ref: `test:${to}` })).toEqual({
        sent: true,
        duplicate: true,
      })
      expect(await h.ports.repos.mailQueue.count({ filter: { to } })).toBe(1)
    } finally {
      mailer.close()
    }
  })

  it('fails for good after the last attempt', async () => {
    const mailer = switchableMailer()
    try {
      const s = services({ mailer })
      const to = h.email('fail')
      await s.mail.deliver(message(to))
      for (const delay of RETRY_DELAYS_MINUTES) {
        minutes(delay)
        await s.mail.retryDue(h.store.clock.now())
      }
      expect(await rowOf(to)).toMatchObject({
        status: 'failed',
        attempts: MAX_MAIL_ATTEMPTS,
        nextAttemptAt: null,
        sentAt: null,
      })
      minutes(24 * 60)
      expect((await s.mail.retryDue(h.store.clock.now())).attempted).toBe(0)
    } finally {
      mailer.close()
    }
  })

  it('does not send again an attempt cut short (counted, no error): it fails with the reason', async () => {
    const s = services({ mailer: createSmtpMailer(catcher.url, FROM) })
    const to = h.email('cut')
    const at = h.store.clock.now().toISOString()
    // What a process that died while handing the mail over leaves behind.
    await h.ports.repos.mailQueue.create({
      id: crypto.randomUUID(),
      ...message(to),
      createdAt: at,
      sentAt: null,
      error: null,
      status: 'queued',
      attempts: 1,
      nextAttemptAt: at,
      ref: `test:${to}`,
    })
    minutes(2)
    const tally = await s.mail.retryDue(h.store.clock.now())
    expect(tally.failed).toBe(1)
    expect(tally.settled).toEqual([
      { ref: `test:${to}`, result: expect.objectContaining({ status: 'failed' }) },
    ])
    expect(await rowOf(to)).toMatchObject({ status: 'failed', attempts: 1, error: UNCERTAIN_ATTEMPT_ERROR })
    expect(delivered(to)).toHaveLength(0)
  })

  it('makes one attempt only for a mail sent once (a payment reminder)', async () => {
    const mailer = switchableMailer()
    try {
      const s = services({ mailer })
      const to = h.email('once')
      expect(await s.mail.deliver(message(to), { once: true })).toMatchObject({
        sent: false,
        status: 'failed',
      })
      expect(await rowOf(to)).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null })
      mailer.use(catcher.url)
      minutes(24 * 60)
      await s.mail.retryDue(h.store.clock.now())
      expect(delivered(to)).toHaveLength(0)
    } finally {
      mailer.close()
    }
  })

  it('makes each attempt once when two processes retry at the same time', async () => {
    const sends: string[] = []
    let failing = true
    const counting: Mailer = {
      send: async (mail) => {
        sends.push(mail.to)
        if (failing) throw new Error('SMTP 421 geçici hata')
      },
    }
    const a = services({ mailer: counting })
    const b = services({ mailer: counting })
    const addresses = [h.email('pair'), h.email('pair'), h.email('pair')]
    for (const to of addresses) await a.mail.deliver(message(to))
    failing = false
    minutes(RETRY_DELAYS_MINUTES[0])
    const now = h.store.clock.now()
    await Promise.all([a.mail.retryDue(now), b.mail.retryDue(now)])
    for (const to of addresses) {
      expect(sends.filter((address) => address === to)).toHaveLength(2)
      expect(await rowOf(to)).toMatchObject({ status: 'sent', attempts: 2 })
    }
  })
}
