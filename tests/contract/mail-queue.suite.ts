import { afterAll, beforeAll, expect, it } from 'vitest'
import { campaignRecipientResource } from '../../api/campaigns/campaign-resource'
import { campaignMailRef, drainCampaign, STALE_CLAIM_MS } from '../../api/campaigns/campaign-sender'
import {
  ATTEMPT_LEASE_MINUTES,
  MAX_MAIL_ATTEMPTS,
  RETRY_DELAYS_MINUTES,
  UNCERTAIN_ATTEMPT_ERROR,
} from '../../api/mail/mail-attempts'
import type { ApiPorts } from '../../api/ports'
import type { MailAttachment, Mailer, MailMessage } from '../../api/ports/infrastructure'
import { createServices } from '../../api/services'
import { createSmtpMailer } from '../../server/mail/smtp-mailer'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { campaignSendingTo } from './campaign-helpers'
import type { Harness } from './harness'

// The mail queue (docs/rules/mail-queue.md) on every store: a failed delivery stays queued and is retried
// on its schedule until a working SMTP server takes it (once), or fails for good after the last attempt;
// a ref is mailed once; two processes retrying at once make each attempt once; an attempt cut short by a
// dead process is made again for a transactional mail (same Message-ID), never for a campaign mail; a
// retry carries the first attempt's attachments, whose stored copy goes once the mail is settled.

const FROM = 'SiteKur <no-reply@sitekur.test>'
const idle = () => new AbortController().signal

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
  /** An invoice's PDF as far as the queue cares: bytes of every value (base64 lines, no text decoding). */
  const pdf = (): MailAttachment => ({
    filename: 'fatura-INV-2026-000042.pdf',
    contentType: 'application/pdf',
    content: Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256),
  })
  const storedKeysOf = async (to: string) => ((await rowOf(to))?.attachments ?? []).map((file) => file.key)
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

  it('sends a retried mail with the same attachments, then deletes their stored copy', async () => {
    const mailer = switchableMailer()
    try {
      const s = services({ mailer })
      const to = h.email('attached')
      const file = pdf()
      const first = await s.mail.deliver({ ...message(to), attachments: [file] })
      expect(first).toMatchObject({ sent: false, status: 'queued' })
      const { content: _bytes, ...named } = file
      expect((await rowOf(to))?.attachments).toEqual([{ ...named, key: expect.stringMatching(/^mail\//) }])
      const keys = await storedKeysOf(to)

      mailer.use(catcher.url)
      minutes(RETRY_DELAYS_MINUTES[0])
      expect(await s.mail.retryDue(h.store.clock.now())).toMatchObject({ attempted: 1, sent: 1 })
      expect(delivered(to).map((mail) => mail.attachments)).toEqual([[file]])
      for (const key of keys) expect(await h.ports.files?.get(key)).toBeNull()
    } finally {
      mailer.close()
    }
  })

  it('fails for good after the last attempt, and deletes the stored attachments', async () => {
    const mailer = switchableMailer()
    try {
      const s = services({ mailer })
      const to = h.email('fail')
      await s.mail.deliver({ ...message(to), attachments: [pdf()] })
      const keys = await storedKeysOf(to)
      expect(keys).toHaveLength(1)
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
      for (const key of keys) expect(await h.ports.files?.get(key)).toBeNull()
      minutes(24 * 60)
      expect((await s.mail.retryDue(h.store.clock.now())).attempted).toBe(0)
    } finally {
      mailer.close()
    }
  })

  /**
   * Services whose mailer takes the first mail handed to it and never answers: the process that claimed
   * the attempt died during the hand-over (nothing it would have written afterwards is written).
   */
  function dyingSender() {
    let handed: (message: MailMessage) => void = () => {}
    const handedOver = new Promise<MailMessage>((resolve) => (handed = resolve))
    const mailer: Mailer = {
      send: (mail) => {
        handed(mail)
        return new Promise<void>(() => {})
      },
    }
    return { services: services({ mailer }), handedOver }
  }
  const pastTheLease = () => minutes(ATTEMPT_LEASE_MINUTES + 1)

  it('sends a transactional mail again once the lease of an attempt cut short ran out, with its Message-ID', async () => {
    const mailer = createSmtpMailer(catcher.url, FROM)
    try {
      const to = h.email('invoice')
      const dying = dyingSender()
      void dying.services.mail.deliver(message(to, 'Yeni fatura: INV-CUT'), { ref: `invoice:${to}` })
      const first = await dying.handedOver
      expect(first.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
      expect(await rowOf(to)).toMatchObject({ status: 'queued', attempts: 1, error: null })

      // While the lease runs the attempt is the dead process's: nobody sends it.
      const s = services({ mailer })
      minutes(ATTEMPT_LEASE_MINUTES - 1)
      expect((await s.mail.retryDue(h.store.clock.now())).attempted).toBe(0)
      pastTheLease()
      const tally = await s.mail.retryDue(h.store.clock.now())
      expect(tally).toMatchObject({ attempted: 1, sent: 1 })
      expect(tally.settled).toEqual([{ ref: `invoice:${to}`, result: { sent: true } }])
      expect(delivered(to).map((mail) => mail.messageId)).toEqual([first.messageId])
      expect(await rowOf(to)).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null })

      minutes(24 * 60)
      await s.mail.retryDue(h.store.clock.now())
      expect(delivered(to)).toHaveLength(1)
    } finally {
      mailer.close()
    }
  })

  it('does not send a campaign mail again after an attempt cut short: it fails, and so does its recipient', async () => {
    const mailer = createSmtpMailer(catcher.url, FROM)
    try {
      const user = await h.createUser()
      const subject = `Kesilen kampanya ${crypto.randomUUID().slice(0, 8)}`
      const campaign = await campaignSendingTo(h, user, subject)
      const dying = dyingSender()
      void drainCampaign(dying.services, campaign.id, { signal: idle(), ratePerSecond: 0 })
      expect((await dying.handedOver).subject).toBe(subject)

      const s = services({ mailer })
      pastTheLease()
      const tally = await s.mail.retryDue(h.store.clock.now())
      const ref = campaignMailRef(campaign.id, user.id)
      expect(tally.settled).toEqual([
        { ref, result: { sent: false, status: 'failed', error: UNCERTAIN_ATTEMPT_ERROR } },
      ])
      expect(await rowOf(user.email)).toMatchObject({ status: 'failed', attempts: 1, kind: 'marketing' })

      minutes(STALE_CLAIM_MS / 60_000)
      await drainCampaign(s, campaign.id, { signal: idle(), ratePerSecond: 0 })
      const recipient = await h.ports.repos.resource(campaignRecipientResource).findOne({ userId: user.id })
      expect(recipient).toMatchObject({ state: 'failed', error: UNCERTAIN_ATTEMPT_ERROR })
      minutes(24 * 60)
      await s.mail.retryDue(h.store.clock.now())
      expect(delivered(user.email)).toHaveLength(0)
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
