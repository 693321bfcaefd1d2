import { activityActor, SYSTEM_ACTOR, type Actor } from '../audit/actor'
import type { Repositories } from '../ports'
import type { PackageRecord } from '../packages/package.shared'
import type { UserRecord } from '../users/user.shared'
import type { InvoiceRecord } from '../invoices/invoice.shared'
import { invoiceResource } from '../invoices/invoice-resource'
import { formatInvoiceDay } from '../invoices/invoice-labels.shared'
import { UNPAID_STATUSES, daysPastDue } from '../invoices/reminder-schedule'
import { subscriptionMessages } from './subscription-messages.shared'
import type { SubscriptionRecord, SubscriptionState } from './subscription.shared'
import { subscriptionResource } from './subscription-resource'
import { insertBillingInvoice, type BillingDeps } from './subscription-invoice'
import { periodEnd, periodPriceKurus } from './proration'

// The steps of a subscription's life (docs/rules/invoices-and-plans.md#subscriptions), each inside a
// transaction under the lock `subscription:<userId>` and decided on the record read under it, so two
// processes (or a retry after a crash) never take the same step twice: the first invoice, a renewal,
// the move to the next period, past due, suspension and reactivation.

const DAY = 86_400_000
/** Days a first invoice has before its due day. */
export const FIRST_INVOICE_DUE_DAYS = 7

/** What a step did, for the mails sent after the commit. */
export type StepDone =
  { kind: 'invoiced'; invoice: InvoiceRecord } | { kind: 'suspended' | 'reactivated'; customer: UserRecord }

export const lockSubscription = (tx: Repositories, userId: string) => tx.lock(`subscription:${userId}`)

const periodWord = (period: SubscriptionRecord['period']) =>
  subscriptionMessages.periodLabel[period].toLocaleLowerCase('tr-TR')

/** The invoice line of one period: 'Scale yıllık abonelik (01.03.2026 – 01.03.2027)'. */
export function periodLine(pkg: PackageRecord, period: SubscriptionRecord['period'], start: string) {
  const end = periodEnd(start, period)
  return `${pkg.name} ${periodWord(period)} abonelik (${formatInvoiceDay(start)} – ${formatInvoiceDay(end)})`
}

async function saveState(
  tx: Repositories,
  deps: BillingDeps,
  before: SubscriptionRecord,
  patch: Partial<SubscriptionRecord>,
  actor: Actor = SYSTEM_ACTOR,
): Promise<SubscriptionRecord> {
  const after = await tx
    .resource(subscriptionResource)
    .update(before.id, { ...patch, updatedAt: deps.ports.clock.now().toISOString() })
  if (!after) throw new Error(`subscription ${before.id} vanished under its lock`)
  await deps.audit.updated(tx, { actor, resource: 'subscriptions', recordId: before.id }, before, after)
  return after
}

async function logStep(
  tx: Repositories,
  deps: BillingDeps,
  sub: SubscriptionRecord,
  action: string,
  details: string,
  severity: 'info' | 'success' | 'warning',
) {
  await deps.activity.log(
    {
      ...activityActor(SYSTEM_ACTOR),
      action,
      details,
      type: 'payment',
      severity,
      subject: { resource: 'subscriptions', recordId: sub.id, userIds: [sub.userId] },
    },
    tx,
  )
}

/** Issues a period's invoice at the catalogue's price, less the credit the customer holds. */
export async function invoicePeriod(
  tx: Repositories,
  deps: BillingDeps,
  input: {
    sub: SubscriptionRecord
    customer: UserRecord
    pkg: PackageRecord
    start: string
    dueDate: string
  },
): Promise<{ invoice: InvoiceRecord; creditLeft: number }> {
  const { sub, customer, pkg, start } = input
  const price = periodPriceKurus(pkg, sub.period)
  const used = Math.min(sub.creditKurus, Math.max(0, price - 100))
  const line = periodLine(pkg, sub.period, start) + (used > 0 ? ' − alacak mahsubu' : '')
  const invoice = await insertBillingInvoice(tx, deps, {
    customer,
    pkg,
    line,
    netKurus: price - used,
    dueDate: input.dueDate,
    actor: SYSTEM_ACTOR,
  })
  return { invoice, creditLeft: sub.creditKurus - used }
}

/** A pending subscription's first period and invoice (after the e-mail address is verified). */
export async function startSubscription(
  tx: Repositories,
  deps: BillingDeps,
  customer: UserRecord,
): Promise<StepDone[]> {
  await lockSubscription(tx, customer.id)
  const sub = await tx.resource(subscriptionResource).findById(customer.id)
  if (sub?.status !== 'pending') return []
  const pkg = sub.packageId ? await tx.packages.findById(sub.packageId) : null
  if (!pkg) return []
  const now = deps.ports.clock.now()
  const start = now.toISOString()
  const dueDate = new Date(now.getTime() + FIRST_INVOICE_DUE_DAYS * DAY).toISOString()
  const { invoice, creditLeft } = await invoicePeriod(tx, deps, { sub, customer, pkg, start, dueDate })
  const after = await saveState(tx, deps, sub, {
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: periodEnd(start, sub.period),
    creditKurus: creditLeft,
  })
  await tx.users.update(customer.id, {
    packageId: pkg.id,
    subscription: pkg.name,
    subscriptionStatus: 'active',
    subscriptionExpiry: after.currentPeriodEnd,
    updatedAt: start,
  })
  await logStep(
    tx,
    deps,
    after,
    'Abonelik başladı',
    `${customer.email} · ${invoice.subscription} · ${invoice.number}`,
    'success',
  )
  return [{ kind: 'invoiced', invoice }]
}

/** The customer's unpaid invoices: the most days any of them is past its due day (−∞ when none). */
async function worstDaysPastDue(tx: Repositories, userId: string, now: Date): Promise<number> {
  const invoices = tx.resource(invoiceResource)
  let worst = Number.NEGATIVE_INFINITY
  for (const status of UNPAID_STATUSES) {
    for (const invoice of await invoices.list({ filter: { userId, status }, limit: 500 })) {
      worst = Math.max(worst, daysPastDue(invoice.dueDate, now))
    }
  }
  return worst
}

/** The state the customer's unpaid invoices call for (docs/rules/invoices-and-plans.md#dunning). */
export function dunningState(worstDays: number, graceDays: number): SubscriptionState {
  if (worstDays > graceDays) return 'suspended'
  return worstDays >= 1 ? 'past_due' : 'active'
}

/** Moves an active, past-due or suspended subscription to the state its unpaid invoices call for. */
export async function settleDunning(
  tx: Repositories,
  deps: BillingDeps,
  sub: SubscriptionRecord,
  graceDays: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ sub: SubscriptionRecord; done: StepDone[] }> {
  if (sub.status === 'pending' || sub.status === 'cancelled') return { sub, done: [] }
  const now = deps.ports.clock.now()
  const wanted = dunningState(await worstDaysPastDue(tx, sub.userId, now), graceDays)
  if (wanted === sub.status) return { sub, done: [] }
  const customer = await tx.users.findById(sub.userId)
  if (!customer) return { sub, done: [] }
  const at = now.toISOString()
  const after = await saveState(
    tx,
    deps,
    sub,
    { status: wanted, suspendedAt: wanted === 'suspended' ? at : null },
    actor,
  )
  if (wanted === 'suspended') {
    await logStep(tx, deps, after, 'Siteler askıya alındı', `${customer.email}: ödenmemiş fatura`, 'warning')
    return { sub: after, done: [{ kind: 'suspended', customer }] }
  }
  if (sub.status === 'suspended') {
    await logStep(tx, deps, after, 'Siteler yeniden yayında', `${customer.email}: ödeme alındı`, 'success')
    return { sub: after, done: [{ kind: 'reactivated', customer }] }
  }
  const action = wanted === 'past_due' ? 'Abonelik ödemesi gecikti' : 'Abonelik ödemesi tamam'
  await logStep(tx, deps, after, action, customer.email, wanted === 'past_due' ? 'warning' : 'info')
  return { sub: after, done: [] }
}

/**
 * One subscription's due steps at `now`: the renewal invoice `leadDays` before the period ends (due on
 * its last day), the move to the next period once it ended, then dunning.
 */
export async function billSubscription(
  tx: Repositories,
  deps: BillingDeps,
  userId: string,
  settings: { leadDays: number; graceDays: number },
): Promise<StepDone[]> {
  await lockSubscription(tx, userId)
  let sub = await tx.resource(subscriptionResource).findById(userId)
  if (!sub || sub.status === 'pending' || sub.status === 'cancelled') return []
  const done: StepDone[] = []
  const now = deps.ports.clock.now()
  const end = sub.currentPeriodEnd
  if (end && !sub.renewalInvoiceId && now.getTime() >= new Date(end).getTime() - settings.leadDays * DAY) {
    const customer = await tx.users.findById(userId)
    const pkg = sub.packageId ? await tx.packages.findById(sub.packageId) : null
    if (customer && pkg) {
      const { invoice, creditLeft } = await invoicePeriod(tx, deps, {
        sub,
        customer,
        pkg,
        start: end,
        dueDate: end,
      })
      sub = await saveState(tx, deps, sub, { renewalInvoiceId: invoice.id, creditKurus: creditLeft })
      await logStep(
        tx,
        deps,
        sub,
        'Abonelik yenileme faturası kesildi',
        `${customer.email} · ${invoice.number}`,
        'info',
      )
      done.push({ kind: 'invoiced', invoice })
    }
  }
  if (end && sub.renewalInvoiceId && now.getTime() >= new Date(end).getTime()) {
    const next = periodEnd(end, sub.period)
    sub = await saveState(tx, deps, sub, {
      currentPeriodStart: end,
      currentPeriodEnd: next,
      renewalInvoiceId: null,
    })
    await tx.users.update(userId, { subscriptionExpiry: next, updatedAt: now.toISOString() })
  }
  const dunning = await settleDunning(tx, deps, sub, settings.graceDays)
  return [...done, ...dunning.done]
}
