import { ApiError } from '../lib/http'
import { randomToken, sha256Hex } from '../lib/crypto'
import { publishWhenCommitted } from '../live/commit-events'
import type { MailService } from '../mail/mail-service'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { ApiPorts } from '../ports'
import type { WebsiteRecord } from '../websites/website.shared'
import { bookingDecisionMail, confirmationMail, ownerMail } from './form-mails'
import { formSubmissionResource } from './form-submission-resource'
import {
  FORM_KINDS,
  retentionMonthsOf,
  UNCONFIRMED_SIGNUP_DAYS,
  type FormCounts,
  type FormKind,
  type FormSubmissionRecord,
} from './form-submission.shared'
import { formSubmissionMessages as messages } from './form-submission-messages.shared'
import type { VisitorFields } from './visitor-form'

// The rules of site form submissions (docs/rules/site-forms.md): storing what a visitor sent and telling the
// owner (in-app and live at once, by mail and push as their contact preferences say), the newsletter's
// double opt-in, the owner's changes (read, a booking's decision, which mails the visitor), the team's
// figures, and the retention job.

interface Deps {
  ports: ApiPorts
  notify: CustomerNotifier
  mail: MailService
}

export interface Arrival {
  website: WebsiteRecord
  kind: FormKind
  fields: VisitorFields
  page: string
  language: string
  /** The site's own address of the newsletter confirmation, given the token: `<site>/_abonelik/<token>`. */
  confirmUrl: (token: string) => string
}

const INBOX = '/#/user-dashboard?tab=messages'

export function createFormSubmissionService({ ports, notify, mail }: Deps) {
  const records = () => ports.repos.resource(formSubmissionResource)
  const now = () => ports.clock.now().toISOString()

  async function announce(record: FormSubmissionRecord, website: WebsiteRecord) {
    const owner = await ports.repos.users.findById(record.ownerId)
    if (!owner) return
    const title = messages.newTitle(record.kind)
    const message = messages.newMessage(website.name, record.name || record.email)
    await notify.inApp(owner, { title, message })
    const inboxUrl = `${ports.config.publicUrl}${INBOX}`
    await notify.outside(owner, {
      title,
      message,
      ref: `form-submission:${record.id}`,
      url: inboxUrl,
      mail: ownerMail(record, owner, website.name, inboxUrl),
    })
  }

  /** Tells the owner's open screens (and the team's, without contents) that their inbox changed. */
  const changed = (record: FormSubmissionRecord, action: string) =>
    publishWhenCommitted(ports.events!, ports.repos, {
      id: ports.ids.uuid(),
      at: now(),
      resource: formSubmissionResource.name,
      recordId: record.id,
      action,
      userIds: [record.ownerId],
    })

  return {
    /** Stores a visitor's submission; a newsletter address already signed up is not stored twice. */
    async receive(arrival: Arrival): Promise<FormSubmissionRecord | null> {
      const { website, kind, fields } = arrival
      if (!website.ownerId) return null
      if (kind === 'newsletter') {
        const known = await records().findOne({ websiteId: website.id, kind, email: fields.email })
        if (known) return known
      }
      const token = kind === 'newsletter' ? randomToken() : null
      const at = now()
      const record = await records().create({
        id: ports.ids.uuid(),
        websiteId: website.id,
        ownerId: website.ownerId,
        kind,
        state: kind === 'contact' ? 'received' : kind === 'booking' ? 'requested' : 'unconfirmed',
        ...fields,
        page: arrival.page,
        language: arrival.language,
        confirmTokenHash: token ? await sha256Hex(token) : null,
        readAt: null,
        createdAt: at,
        updatedAt: at,
      })
      if (token) {
        const link = arrival.confirmUrl(token)
        await mail.deliver(confirmationMail(record.email, record.language, website.name, link), {
          ref: `form-confirm:${record.id}`,
        })
        // The owner's open inbox lists it as waiting; they are told of a subscriber once it is confirmed.
        await changed(record, messages.newTitle(kind))
        return record
      }
      await changed(record, messages.newTitle(kind))
      await announce(record, website)
      return record
    },

    /** The newsletter sign-up whose confirmation token this is, still unconfirmed; null otherwise. */
    async findUnconfirmed(websiteId: string, token: string) {
      const hash = await sha256Hex(token)
      return records().findOne({ websiteId, kind: 'newsletter', confirmTokenHash: hash })
    },

    /** Confirms the sign-up of `token`: subscribed, and now the owner is told of a new subscriber. */
    async confirmSignup(website: WebsiteRecord, token: string): Promise<boolean> {
      const found = await this.findUnconfirmed(website.id, token)
      if (!found) return false
      const confirmed = await records().updateWhere(
        found.id,
        { state: 'unconfirmed' },
        { state: 'subscribed', confirmTokenHash: null, updatedAt: now() },
      )
      if (!confirmed) return true
      await changed(confirmed, messages.newTitle('newsletter'))
      await announce(confirmed, website)
      return true
    },

    async ofWebsite(websiteId: string, id: string): Promise<FormSubmissionRecord> {
      const record = await records().findById(id)
      if (!record || record.websiteId !== websiteId) throw new ApiError(404, messages.notFound)
      return record
    },

    /** The owner marks it read or unread, or decides a booking (the visitor gets a mail). */
    async change(
      website: WebsiteRecord,
      id: string,
      patch: { read?: boolean | undefined; state?: 'confirmed' | 'declined' | undefined },
    ): Promise<{ record: FormSubmissionRecord; message: string }> {
      const current = await this.ofWebsite(website.id, id)
      const at = now()
      let message: string = patch.read === false ? messages.markedUnread : messages.markedRead
      const changes: Partial<FormSubmissionRecord> = { updatedAt: at }
      if (patch.read !== undefined) changes.readAt = patch.read ? (current.readAt ?? at) : null
      if (patch.state) {
        if (current.kind !== 'booking') throw new ApiError(422, messages.notBooking)
        if (current.state !== 'requested') throw new ApiError(409, messages.alreadyDecided)
        changes.state = patch.state
        changes.readAt = current.readAt ?? at
        message = patch.state === 'confirmed' ? messages.confirmed : messages.declined
      }
      const expected = patch.state ? { state: 'requested' as const } : {}
      const record = await records().updateWhere(id, expected, changes)
      if (!record) throw new ApiError(409, messages.alreadyDecided)
      if (patch.state) {
        await mail.deliver(bookingDecisionMail(record, website.name), { ref: `form-booking:${record.id}` })
      }
      await changed(record, message)
      return { record, message }
    },

    async remove(website: WebsiteRecord, id: string): Promise<void> {
      const record = await this.ofWebsite(website.id, id)
      await records().delete(record.id)
      await changed(record, messages.deleted)
    },

    /** How many of each kind the website has, and how many are unread: one grouped query each. */
    async counts(websiteId: string): Promise<FormCounts> {
      const zero = () => Object.fromEntries(FORM_KINDS.map((kind) => [kind, 0])) as Record<FormKind, number>
      const total = zero()
      const unread = zero()
      for (const { value, count } of await records().countBy('kind', { filter: { websiteId } })) {
        if (value) total[value] = count
      }
      const unreadRows = await records().countBy('kind', { filter: { websiteId, readAt: null } })
      for (const { value, count } of unreadRows) if (value) unread[value] = count
      return { total, unread }
    },

    /**
     * Deletes each site's submissions older than its retention period (the owner's choice, else
     * FORM_RETENTION_MONTHS) and newsletter sign-ups never confirmed within a week, oldest first, `batch`
     * at a time.
     */
    async prune(at: Date, batch = 500): Promise<number> {
      const confirmFrom = new Date(at.getTime() - UNCONFIRMED_SIGNUP_DAYS * 86_400_000).toISOString()
      let removed = 0
      // The sites that have submissions (one grouped query), each by its own period.
      for (const { value: websiteId } of await records().countBy('websiteId')) {
        if (!websiteId) continue
        const website = await ports.repos.websites.findById(websiteId)
        const keptFrom = new Date(at)
        keptFrom.setUTCMonth(keptFrom.getUTCMonth() - retentionMonthsOf(website ?? {}))
        for (;;) {
          const oldest = await records().list({
            filter: { websiteId },
            orderBy: { field: 'createdAt', direction: 'asc' },
            limit: batch,
          })
          const expired = oldest.filter((record) => record.createdAt < keptFrom.toISOString())
          for (const record of expired) await records().delete(record.id)
          removed += expired.length
          if (expired.length < batch) break
        }
      }
      const unconfirmed = await records().list({
        filter: { kind: 'newsletter', state: 'unconfirmed' },
        orderBy: { field: 'createdAt', direction: 'asc' },
        limit: 5000,
      })
      for (const record of unconfirmed.filter((r) => r.createdAt < confirmFrom)) {
        await records().delete(record.id)
        removed += 1
      }
      return removed
    },
  }
}
export type FormSubmissionService = ReturnType<typeof createFormSubmissionService>
