import type { ApiPorts } from '../ports'
import type { MailMessage } from '../ports/infrastructure'
import type { OutgoingMailRecord } from '../auth/auth-records.shared'
import {
  attemptInFlight,
  leaseEnd,
  nextAttemptAfter,
  queueMessageId,
  retriesCutShortAttempt,
  UNCERTAIN_ATTEMPT_ERROR,
} from './mail-attempts'
import { resolveOwnTemplate } from '../email-templates/own-template-mail'
import { deleteMailAttachments, readMailAttachments, storeMailAttachments } from './mail-attachments'
import { hasFilesToMake, makeMailAttachments, toMake, type AttachmentMakers } from './mail-made-attachments'

export type DeliveryResult =
  | { sent: true; duplicate?: boolean }
  | { sent: false; error: string; status: 'queued' | 'failed'; duplicate?: boolean }

/** A retried mail that reached its end (sent, or failed for good), for whoever its `ref` names. */
export interface SettledMail {
  ref: string
  result: DeliveryResult
}

export interface DeliverOptions {
  /** What the mail is for ('notification:<id>:<userId>'): a second mail with the same ref is not sent. */
  ref?: string
  /**
   * docs/rules/mail-queue.md#two-kinds-of-mail: a transactional mail (the default) arrives at least once,
   * a marketing mail (a campaign's) at most once.
   */
  kind?: 'transactional' | 'marketing'
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

// The mail queue (docs/rules/mail-queue.md): every message is recorded first, with its Message-ID, then
// each attempt is claimed in the database (compare-and-set on `attempts`, with a lease) before the host's
// Mailer is called, so an attempt happens once however many processes retry. A failure never fails the
// request that sent it: the row stays queued with its next attempt due, and the mail-retry job tries
// again. An attempt whose lease ran out without an outcome was cut short: a transactional mail is sent
// again with the same Message-ID, a marketing mail is not. Attachments are kept in the FileStore until
// the mail is settled, so every attempt carries them (mail-attachments.ts). A mail that names a file to
// make (an invoice's PDF, `attachLater`) is recorded and answered at once: its first attempt runs after
// the answer and makes the file before the hand-over (mail-made-attachments.ts); `makers` make them.
export function createMailService(ports: ApiPorts, makers?: AttachmentMakers) {
  const repo = () => ports.repos.mailQueue
  const now = () => ports.clock.now()
  const messageIdOf = (row: OutgoingMailRecord) =>
    row.messageId || queueMessageId(row.id, ports.config.publicUrl)
  /** A mail sent or failed for good needs its attachments no more. */
  const settled = (row: OutgoingMailRecord) => deleteMailAttachments(ports, row.attachments)
  /** First attempts running after their request's answer, in this process (settle waits for them). */
  const running = new Set<Promise<unknown>>()

  /**
   * The files the row still names are made, kept and recorded before the hand-over, while the attempt is
   * still this one's: every later attempt sends these bytes. Null: the attempt was taken over meanwhile.
   */
  async function withMadeFiles(row: OutgoingMailRecord, attempts: number, message: MailMessage) {
    if (!hasFilesToMake(row.attachments)) return { row, message }
    const { made, list } = await makeMailAttachments(ports, makers, row.id, row.attachments ?? [])
    const kept = await repo().updateWhere(row.id, { status: 'queued', attempts }, { attachments: list })
    if (!kept) return null
    const attachments = [...(message.attachments ?? []), ...made]
    return {
      row: { ...row, attachments: list },
      message: { ...message, ...(attachments.length > 0 ? { attachments } : {}) },
    }
  }

  /** Claims the row's next attempt and makes it; the answer says how it went (null: claimed elsewhere). */
  async function attempt(claimable: OutgoingMailRecord, input: MailMessage): Promise<DeliveryResult | null> {
    const number = claimable.attempts + 1
    const claimed = await repo().updateWhere(
      claimable.id,
      { status: 'queued', attempts: claimable.attempts },
      // The error is cleared: a claim whose lease ends with none recorded was cut short (attemptInFlight).
      { attempts: number, nextAttemptAt: leaseEnd(now()).toISOString(), error: null },
    )
    if (!claimed) return null
    const ready = await withMadeFiles(claimable, number, input)
    if (!ready) return null
    const { row, message } = ready
    const { template: _template, attachLater: _later, ...outgoing } = message
    try {
      await ports.mailer.send({ ...outgoing, messageId: messageIdOf(row) })
    } catch (error) {
      const text = errorText(error)
      ports.logger.error('mail delivery failed', { to: message.to, attempt: number, error: text })
      const next = nextAttemptAfter(number, now())
      const status = next ? 'queued' : 'failed'
      // Only while the attempt is still this one's: after its lease another process may have taken over.
      const recorded = await repo().updateWhere(
        row.id,
        { status: 'queued', attempts: number },
        { error: text, status, nextAttemptAt: next ? next.toISOString() : null },
      )
      if (recorded && status === 'failed') await settled(row)
      return { sent: false, error: text, status }
    }
    await repo().update(row.id, {
      status: 'sent',
      sentAt: now().toISOString(),
      nextAttemptAt: null,
      error: null,
    })
    await settled(row)
    return { sent: true }
  }

  /** An attempt cut short that is not made again (UNCERTAIN_ATTEMPT_ERROR): failed, not maybe sent twice. */
  async function giveUp(row: OutgoingMailRecord): Promise<DeliveryResult | null> {
    const error = UNCERTAIN_ATTEMPT_ERROR
    const failed = await repo().updateWhere(
      row.id,
      { status: 'queued', attempts: row.attempts },
      { status: 'failed', error, nextAttemptAt: null },
    )
    if (!failed) return null
    await settled(row)
    return { sent: false, error, status: 'failed' }
  }

  /** The row already holding `ref`, as a result (the mail is not sent again). */
  async function duplicateOf(ref: string): Promise<DeliveryResult | null> {
    const existing = ref ? await repo().findOne({ ref }) : null
    if (!existing) return null
    if (existing.status === 'sent') return { sent: true, duplicate: true }
    const status = existing.status === 'failed' ? 'failed' : 'queued'
    return { sent: false, error: existing.error ?? '', status, duplicate: true }
  }

  /** Records and delivers the message, answering whether the mailer took it (for callers that keep score). */
  async function deliver(input: MailMessage, options: DeliverOptions = {}): Promise<DeliveryResult> {
    const ref = options.ref ?? ''
    const earlier = await duplicateOf(ref)
    if (earlier) return earlier
    const message = await resolveOwnTemplate(ports, input)
    const { highlights: _h, attachments: _a, template: _t, messageId: _m, headers: _hd, ...rest } = message
    const { attachLater: _l, ...stored } = rest
    const id = ports.ids.uuid()
    // Kept before the row is recorded: a row never names a file that is not there yet. Files to make
    // are named with an empty key until the first attempt keeps them.
    const kept = await storeMailAttachments(ports, id, message.attachments)
    const later = toMake(message.attachLater)
    const attachments = kept || later.length > 0 ? [...(kept ?? []), ...later] : null
    const row: OutgoingMailRecord = {
      id,
      ...stored,
      createdAt: now().toISOString(),
      sentAt: null,
      error: null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now().toISOString(),
      ref,
      kind: options.kind ?? 'transactional',
      messageId: message.messageId ?? queueMessageId(id, ports.config.publicUrl),
      attachments,
    }
    if (!(await repo().createIfAbsent(row))) {
      await deleteMailAttachments(ports, attachments)
      // Another process recorded the same ref first (the ref is a unique key).
      const raced = await duplicateOf(ref)
      if (raced) return raced
      throw new Error(`mail ref ${ref} is taken, but no mail carries it`)
    }
    if (later.length > 0) {
      // The caller does not wait for the file to be made: the row is recorded, any process may send it.
      const task = attempt(row, message).catch((error: unknown) =>
        ports.logger.error('mail delivery failed', { mail: id, error: errorText(error) }),
      )
      running.add(task)
      void task.finally(() => running.delete(task))
      return { sent: false, error: '', status: 'queued' }
    }
    return (await attempt(row, message)) ?? { sent: false, error: '', status: 'queued' }
  }

  /**
   * A due row's next attempt: the stored text and attachments, or, for an attempt cut short, what its
   * kind says.
   */
  async function retry(row: OutgoingMailRecord): Promise<DeliveryResult | null> {
    if (attemptInFlight(row)) {
      if (!retriesCutShortAttempt(row)) return giveUp(row)
      ports.logger.warn('mail attempt cut short, sending it again', { mail: row.id, attempt: row.attempts })
    }
    const { to, subject, text, html } = row
    const attachments = await readMailAttachments(ports, row.id, row.attachments)
    return attempt(row, { to, subject, text, html, ...(attachments.length > 0 ? { attachments } : {}) })
  }

  /**
   * The retry job's work (docs/rules/mail-queue.md#retries): every queued mail whose next attempt is due
   * at `at`, a page at a time. A claimed attempt moves the row's next attempt on (or clears it), so a row
   * handled leaves the head of the list. A retry sends the stored text and attachments.
   */
  async function retryDue(at: Date, signal?: AbortSignal, page = 100) {
    const tally = { attempted: 0, sent: 0, failed: 0, settled: [] as SettledMail[] }
    for (;;) {
      const due = await repo().list({
        filter: { status: 'queued' },
        orderBy: { field: 'nextAttemptAt', direction: 'asc' },
        limit: page,
      })
      for (const row of due) {
        if (signal?.aborted || !row.nextAttemptAt || new Date(row.nextAttemptAt) > at) return tally
        const result = await retry(row)
        if (!result) continue
        tally.attempted++
        if (result.sent) tally.sent++
        else if (result.status === 'failed') tally.failed++
        if (row.ref && (result.sent || result.status === 'failed'))
          tally.settled.push({ ref: row.ref, result })
      }
      if (due.length < page) return tally
    }
  }

  return {
    deliver,
    retryDue,
    /** Waits for the first attempts this process runs after their answers (shutdown, tests). */
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running])
    },
    async send(message: MailMessage, options?: DeliverOptions): Promise<void> {
      await deliver(message, options)
    },
  }
}
export type MailService = ReturnType<typeof createMailService>
