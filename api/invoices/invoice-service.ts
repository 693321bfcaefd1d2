import { resolveUserPackage } from '../packages/user-package'
import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import { emailSchema } from '../lib/common.shared'
import type { InvoicePayment, InvoiceRecord } from './invoice.shared'
import type { InvoiceCreateInput, InvoicePatch, InvoicePaymentInput } from './invoice-input.shared'
import { invoiceMessages } from './invoice-messages.shared'
import { invoiceTotals, paidKurus, remainingKurus } from './invoice-totals.shared'
import type { InvoiceDocuments } from './invoice-documents'
import { paymentNotice } from './invoice-mail'
import { mailIssuedInvoice } from './issued-invoice-mail'
import { releaseInvoiceNumber } from './invoice-numbers'
import { invoiceStats } from './invoice-stats'
import { assertDueDate, invoiceLines, resolvePackage, toKurus } from './invoice-rules'
import { invoiceResource } from './invoice-resource'
import { insertInvoice } from './insert-invoice'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notify: CustomerNotifier
  notifications: NotificationService
  documents: InvoiceDocuments
  /**
   * In the transaction of a payment that settled an invoice: the customer's subscription follows
   * (reactivation, docs/rules/invoices-and-plans.md#dunning); what it answers runs after that transaction.
   */
  onPaid?: (tx: Repositories, invoice: InvoiceRecord) => Promise<(() => Promise<void>) | null>
}

const DAY = 86_400_000
const DUE_AFTER_DAYS = 30

// docs/rules/invoices-and-plans.md#invoices: issuing (number, KDV, buyer snapshot, mail with the PDF),
// changes (a paid invoice's amounts are frozen), payments and the delete rule. Each write stores the
// invoice, its audit row and its activity entry in one transaction.
export function createInvoiceService({
  ports,
  activity,
  audit,
  notify,
  notifications,
  documents,
  onPaid,
}: Deps) {
  const repos = ports.repos
  const change = (actor: Actor, recordId: string) => ({ actor, resource: 'invoices', recordId })

  function log(tx: Repositories, actor: Actor, invoice: InvoiceRecord, action: string, details: string) {
    const severity =
      action === 'Fatura silindi' ? 'warning' : action === 'Fatura güncellendi' ? 'info' : 'success'
    return activity.log(
      {
        ...activityActor(actor),
        action,
        details,
        type: 'payment',
        severity,
        subject: {
          resource: 'invoices',
          recordId: invoice.id,
          userIds: invoice.userId ? [invoice.userId] : [],
        },
      },
      tx,
    )
  }

  /** Reads the invoice under its own lock: changes and payments of one invoice queue. */
  async function lockedInvoice(tx: Repositories, id: string): Promise<InvoiceRecord> {
    await tx.lock(`invoice:${id}`)
    const invoice = await tx.resource(invoiceResource).findById(id)
    if (!invoice) throw new ApiError(404, invoiceMessages.notFound)
    return invoice
  }

  const sendIssuedMail = (invoice: InvoiceRecord) => mailIssuedInvoice({ ports, notify, documents }, invoice)

  return {
    /** One invoice, or null. */
    findById: (id: string) => repos.resource(invoiceResource).findById(id),

    /** Mails an invoice after its commit (also one the subscriptions' billing issued). */
    mailIssued: sendIssuedMail,

    /** The billing screen's cards, as of now. */
    stats: () => invoiceStats(repos, ports.clock.now()),

    /** The header search: invoices by number or customer (the declared search fields). */
    search: (q: string, limit: number) => repos.resource(invoiceResource).list({ search: q, limit }),

    async create(input: InvoiceCreateInput, actor: Actor): Promise<InvoiceRecord> {
      const typed = input.customerEmail?.trim()
      if (!typed) throw new ApiError(400, invoiceMessages.emailRequired)
      const email = emailSchema.safeParse(typed)
      const customer = email.success ? await repos.users.findByEmail(email.data) : null
      if (!customer) throw new ApiError(400, invoiceMessages.customerNotFound)
      const named = input.packageId ?? input.plan ?? null
      // No plan named: the customer's own package (docs/rules/packages.md#the-users-package).
      const pkg = named ? await resolvePackage(repos, named) : await resolveUserPackage(repos, customer)
      if (named && !pkg) throw new ApiError(400, invoiceMessages.packageNotFound)
      // No amount: the package's monthly price; no package either: the admin must give an amount.
      const amount = input.amount ?? pkg?.price
      if (amount === undefined) throw new ApiError(400, invoiceMessages.amountOrPackageRequired)
      const now = ports.clock.now()
      const issueDate = now.toISOString()
      const dueDate = input.dueDate ?? new Date(now.getTime() + DUE_AFTER_DAYS * DAY).toISOString()
      assertDueDate(issueDate, dueDate)
      const description = input.description?.trim() || null
      const lines = invoiceLines(description, pkg, amount)
      const invoice = await repos.transaction((tx) =>
        insertInvoice(
          tx,
          { ports, audit, activity, notifications },
          {
            customer,
            pkg,
            amount,
            lines,
            description,
            dueDate,
            issuedAt: now,
            actor,
          },
        ),
      )
      await sendIssuedMail(invoice)
      return invoice
    },

    async update(id: string, patch: InvoicePatch, actor: Actor): Promise<InvoiceRecord> {
      const named = patch.packageId ?? patch.plan
      const pkg = named === undefined ? null : await resolvePackage(repos, named)
      if (named !== undefined && !pkg) throw new ApiError(400, invoiceMessages.packageNotFound)
      return repos.transaction(async (tx) => {
        const current = await lockedInvoice(tx, id)
        const now = ports.clock.now().toISOString()
        const next: Partial<InvoiceRecord> = { updatedAt: now }
        const description =
          patch.description === undefined ? current.description : patch.description?.trim() || null
        const repriced = patch.amount !== undefined || pkg !== null
        if (repriced && current.status === 'paid') throw new ApiError(409, invoiceMessages.frozen)
        // The line follows the description and the plan while the invoice is open; a paid one keeps it.
        if (repriced || (description !== current.description && current.status !== 'paid')) {
          const amount = patch.amount ?? pkg?.price ?? current.amount
          const linePackage = pkg ?? (await resolvePackage(tx, current.packageId))
          next.amount = amount
          next.lines = invoiceLines(description, linePackage, amount)
          if (pkg) Object.assign(next, { packageId: pkg.id, subscription: pkg.name })
          const totals = invoiceTotals(next.lines, current.taxRate)
          if (totals.totalKurus < paidKurus(current.payments))
            throw new ApiError(409, invoiceMessages.belowPaid)
          Object.assign(next, totals)
        }
        if (patch.description !== undefined) next.description = description
        if (patch.dueDate !== undefined) {
          assertDueDate(current.issueDate, patch.dueDate)
          next.dueDate = patch.dueDate
        }
        if (patch.status !== undefined && patch.status !== current.status) {
          next.status = patch.status
          next.paidDate = patch.status === 'paid' ? (current.payments.at(-1)?.paidAt ?? now) : null
        }
        const after = await tx.resource(invoiceResource).update(id, next)
        if (!after) throw new ApiError(404, invoiceMessages.notFound)
        await audit.updated(tx, change(actor, id), current, after)
        await log(tx, actor, after, 'Fatura güncellendi', `${after.number} · ${after.customerEmail}`)
        return after
      })
    },

    /**
     * `via`: a card gateway's callback records its payment inside its own transaction (`tx`) and names
     * the gateway (docs/rules/invoices-and-plans.md#card-payments); what must wait for that transaction's
     * commit is handed to `afterCommit` instead of run here.
     */
    async recordPayment(
      id: string,
      input: InvoicePaymentInput,
      actor: Actor,
      via?: { tx: Repositories; gateway: string; afterCommit: Array<() => Promise<void>> },
    ): Promise<InvoiceRecord> {
      const requested = input.amount === undefined ? null : toKurus(input.amount)
      const afterPaid: { run: (() => Promise<void>) | null } = { run: null }
      const paid = await (via?.tx ?? repos).transaction(async (tx) => {
        const current = await lockedInvoice(tx, id)
        if (current.status === 'cancelled') throw new ApiError(409, invoiceMessages.paymentOnCancelled)
        const remaining = remainingKurus(current)
        if (remaining === 0 || current.status === 'paid') throw new ApiError(409, invoiceMessages.alreadyPaid)
        const amountKurus = requested ?? remaining
        if (amountKurus > remaining) throw new ApiError(400, invoiceMessages.paymentTooLarge)
        const now = ports.clock.now().toISOString()
        const payment: InvoicePayment = {
          id: ports.ids.uuid(),
          amountKurus,
          paidAt: input.paidAt ?? now,
          method: input.method,
          reference: input.reference,
          recordedBy: actor.name.trim() || 'Admin',
          recordedAt: now,
          ...(via ? { gateway: via.gateway } : {}),
        }
        const payments = [...current.payments, payment]
        const settled = amountKurus === remaining
        const after = await tx.resource(invoiceResource).update(id, {
          payments,
          updatedAt: now,
          ...(settled ? { status: 'paid' as const, paidDate: payment.paidAt } : {}),
        })
        if (!after) throw new ApiError(404, invoiceMessages.notFound)
        await audit.updated(tx, change(actor, id), current, after)
        await log(tx, actor, after, 'Ödeme kaydedildi', `${after.number} · ${amountKurus / 100} TL`)
        const customer = after.userId ? await tx.users.findById(after.userId) : null
        if (customer) await notifications.notifyUser(customer, paymentNotice(after, amountKurus), tx)
        if (settled && onPaid) afterPaid.run = await onPaid(tx, after)
        return after
      })
      if (via && afterPaid.run) via.afterCommit.push(afterPaid.run)
      else await afterPaid.run?.()
      return paid
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await repos.transaction(async (tx) => {
        const invoice = await lockedInvoice(tx, id)
        if (!(await releaseInvoiceNumber(tx, invoice.number, ports.clock.now()))) {
          throw new ApiError(409, invoiceMessages.onlyNewestDeletable)
        }
        await tx.resource(invoiceResource).delete(id)
        await audit.deleted(tx, change(actor, id), invoice)
        await log(tx, actor, invoice, 'Fatura silindi', `${invoice.number} · ${invoice.customerEmail}`)
      })
    },
  }
}
export type InvoiceService = ReturnType<typeof createInvoiceService>
