import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import { billingPeriodSchema, type BillingPeriod, type PackageRecord } from '../packages/package.shared'
import { resolveUserPackage } from '../packages/user-package'
import type { SettingsService } from '../settings/settings-service'
import type { UserRecord } from '../users/user.shared'
import type { InvoiceRecord } from '../invoices/invoice.shared'
import type { InvoiceDocuments } from '../invoices/invoice-documents'
import { mailIssuedInvoice } from '../invoices/issued-invoice-mail'
import { subscriptionMessages } from './subscription-messages.shared'
import type { MySubscription, PlanChangeQuote, SubscriptionRecord } from './subscription.shared'
import { subscriptionResource } from './subscription-resource'
import { reactivatedMail, reactivatedNotice, suspendedMail, suspendedNotice } from './subscription-mail'
import {
  billSubscription,
  lockSubscription,
  settleDunning,
  startSubscription,
  type StepDone,
} from './subscription-steps'
import { applyPlanChange, planChangeQuote } from './plan-change'

// docs/rules/invoices-and-plans.md#subscriptions: the plan chosen at registration, its first invoice at the
// e-mail verification, the billing job's run, reactivation on payment, the plan-change quote.

interface Deps {
  ports: ApiPorts
  settings: Pick<SettingsService, 'get'>
  audit: AuditService
  activity: ActivityService
  notifications: NotificationService
  notify: CustomerNotifier
  documents: InvoiceDocuments
}

/** A plan and period asked for at registration, checked against the catalogue. */
export interface PlanChoice {
  pkg: PackageRecord
  period: BillingPeriod
}

const PAGE = 200

export function createSubscriptionService(deps: Deps) {
  const { ports } = deps
  const repos = ports.repos
  const subs = () => repos.resource(subscriptionResource)
  const billingUrl = () => `${ports.config.publicUrl}/#/user-dashboard?tab=billing`

  /** After the commit: the mails and other channels of what the steps did (each under its own ref). */
  async function tell(done: readonly StepDone[]) {
    const graceDays = (await deps.settings.get()).billingGraceDays
    for (const step of done) {
      if (step.kind === 'invoiced') {
        await mailIssuedInvoice({ ports, notify: deps.notify, documents: deps.documents }, step.invoice)
        continue
      }
      const sub = await subs().findById(step.customer.id)
      const ref = `subscription-${step.kind}:${step.customer.id}:${sub?.suspendedAt ?? sub?.updatedAt ?? ''}`
      const suspended = step.kind === 'suspended'
      await deps.notify.outside(step.customer, {
        ...(suspended ? suspendedNotice(graceDays) : reactivatedNotice()),
        ref,
        url: billingUrl(),
        mail: suspended
          ? suspendedMail(step.customer, graceDays, billingUrl())
          : reactivatedMail(step.customer, billingUrl()),
      })
    }
  }

  /** The in-app notices of suspension and reactivation, inside the step's transaction. */
  async function noticeInApp(tx: Repositories, done: readonly StepDone[]) {
    const graceDays = (await deps.settings.get()).billingGraceDays
    for (const step of done) {
      if (step.kind === 'invoiced') continue
      const notice = step.kind === 'suspended' ? suspendedNotice(graceDays) : reactivatedNotice()
      await deps.notifications.notifyUser(step.customer, notice, tx)
    }
  }

  return {
    /** The registration's `plan` (a package code) and `period`: null when none was asked for. */
    async checkChoice(plan: string | undefined, period: string | undefined): Promise<PlanChoice | null> {
      const code = plan?.trim().toLowerCase()
      if (!code) return null
      const parsed = billingPeriodSchema.safeParse(period?.trim() || 'monthly')
      if (!parsed.success) throw new ApiError(400, subscriptionMessages.periodUnknown)
      const pkg = await repos.packages.findOne({ code })
      if (!pkg) throw new ApiError(400, subscriptionMessages.planUnknown)
      if (!pkg.isActive) throw new ApiError(400, subscriptionMessages.packageUnavailable)
      return { pkg, period: parsed.data }
    },

    /** Keeps a new account's choice: a pending subscription (its first invoice waits for verification). */
    async choose(user: UserRecord, choice: PlanChoice): Promise<void> {
      const at = ports.clock.now().toISOString()
      const record: SubscriptionRecord = {
        id: user.id,
        userId: user.id,
        packageId: choice.pkg.id,
        period: choice.period,
        status: 'pending',
        currentPeriodStart: null,
        currentPeriodEnd: null,
        renewalInvoiceId: null,
        creditKurus: 0,
        suspendedAt: null,
        createdAt: at,
        updatedAt: at,
      }
      await subs().createIfAbsent(record)
    },

    /** The e-mail address is verified: a pending subscription starts and its first invoice is issued. */
    async afterVerified(user: UserRecord): Promise<void> {
      const done = await repos.transaction((tx) => startSubscription(tx, deps, user))
      await tell(done)
    },

    /** GET /api/me/subscription. */
    async mine(user: UserRecord): Promise<MySubscription> {
      const sub = await subs().findById(user.id)
      if (!sub) return null
      const pkg =
        (sub.packageId ? await repos.packages.findById(sub.packageId) : null) ??
        (await resolveUserPackage(repos, user))
      const { packageId, period, status, currentPeriodStart, currentPeriodEnd, creditKurus } = sub
      return {
        packageId,
        period,
        status,
        currentPeriodStart,
        currentPeriodEnd,
        creditKurus,
        packageName: pkg?.name ?? user.subscription,
      }
    },

    /** GET /api/me/subscription/quote: what moving to the package and period would cost today. */
    async quote(user: UserRecord, packageId: string, period?: BillingPeriod): Promise<PlanChangeQuote> {
      const pkg = await repos.packages.findById(packageId)
      if (!pkg || !pkg.isActive) throw new ApiError(404, subscriptionMessages.packageUnavailable)
      const current = await subs().findById(user.id)
      return planChangeQuote(repos, user, pkg, period ?? current?.period ?? 'monthly', ports.clock.now())
    },

    /** An approved subscription_change, inside the approval's transaction; `tell` what it did after it. */
    changePlan: (
      tx: Repositories,
      input: Omit<Parameters<typeof applyPlanChange>[2], 'customer'> & { customer: UserRecord },
    ) => applyPlanChange(tx, deps, input),

    tell,

    /** invoiceService's onPaid: the customer's dunning state follows at once, in the payment's transaction. */
    async onInvoicePaid(tx: Repositories, invoice: InvoiceRecord): Promise<(() => Promise<void>) | null> {
      if (!invoice.userId) return null
      await lockSubscription(tx, invoice.userId)
      const sub = await tx.resource(subscriptionResource).findById(invoice.userId)
      if (!sub) return null
      const { done } = await settleDunning(tx, deps, sub, (await deps.settings.get()).billingGraceDays)
      await noticeInApp(tx, done)
      return done.length > 0 ? () => tell(done) : null
    },

    /** The billing job's run: every subscription's due steps, one transaction each. */
    async runBilling(
      signal: AbortSignal,
    ): Promise<{ invoiced: number; suspended: number; reactivated: number }> {
      const settings = await deps.settings.get()
      const steps = { leadDays: settings.renewalLeadDays, graceDays: settings.billingGraceDays }
      const counts = { invoiced: 0, suspended: 0, reactivated: 0 }
      for (let offset = 0; ; offset += PAGE) {
        const page = await subs().list({
          orderBy: { field: 'createdAt', direction: 'asc' },
          limit: PAGE,
          offset,
        })
        for (const sub of page) {
          if (signal.aborted) return counts
          if (sub.status === 'cancelled') continue
          const done = await repos.transaction(async (tx) => {
            // A verified customer whose start failed at the verification starts now.
            if (sub.status === 'pending') {
              const customer = await tx.users.findById(sub.userId)
              return customer?.emailVerifiedAt ? startSubscription(tx, deps, customer) : []
            }
            const found = await billSubscription(tx, deps, sub.userId, steps)
            await noticeInApp(tx, found)
            return found
          })
          for (const step of done) counts[step.kind]++
          await tell(done)
        }
        if (page.length < PAGE) return counts
      }
    },
  }
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>
