import type { Actor } from '../audit/actor'
import type { Repositories } from '../ports'
import type { BillingPeriod, PackageRecord } from '../packages/package.shared'
import { resolveUserPackage } from '../packages/user-package'
import type { UserRecord } from '../users/user.shared'
import { invoiceResource } from '../invoices/invoice-resource'
import { DEFAULT_TAX_RATE, invoiceTotals } from '../invoices/invoice-totals.shared'
import type { PlanChangeQuote, SubscriptionRecord } from './subscription.shared'
import { subscriptionResource } from './subscription-resource'
import { insertBillingInvoice, type BillingDeps } from './subscription-invoice'
import { lockSubscription, periodLine, type StepDone } from './subscription-steps'
import { periodEnd, periodPriceKurus, prorate, type CurrentPlan, type Proration } from './proration'

// A plan change (docs/rules/invoices-and-plans.md#proration): the quote the customer sees before they ask,
// and the same computation applied when an admin approves the subscription_change request.

const DAY = 86_400_000
/** Days a plan change's difference invoice has before its due day. */
const CHANGE_DUE_DAYS = 7

/** The plan the customer pays for now: their subscription's running period at their package's price. */
async function currentPlan(
  repos: Repositories,
  customer: UserRecord,
  sub: SubscriptionRecord | null,
): Promise<CurrentPlan | null> {
  if (!sub?.currentPeriodStart || !sub.currentPeriodEnd || sub.status === 'cancelled') return null
  const pkg = await resolveUserPackage(repos, customer)
  if (!pkg) return null
  return {
    priceKurus: periodPriceKurus(pkg, sub.period),
    period: sub.period,
    start: sub.currentPeriodStart,
    end: sub.currentPeriodEnd,
  }
}

async function proration(
  repos: Repositories,
  customer: UserRecord,
  pkg: PackageRecord,
  period: BillingPeriod,
  now: Date,
) {
  const sub = await repos.resource(subscriptionResource).findById(customer.id)
  const current = await currentPlan(repos, customer, sub)
  const result = prorate(
    current,
    { priceKurus: periodPriceKurus(pkg, period), period },
    now,
    sub?.creditKurus ?? 0,
  )
  return { sub, current, result }
}

const invoiceTotalOf = (netKurus: number) =>
  netKurus > 0
    ? invoiceTotals([{ description: '', quantity: 1, unitPriceKurus: netKurus }], DEFAULT_TAX_RATE).totalKurus
    : 0

export async function planChangeQuote(
  repos: Repositories,
  customer: UserRecord,
  pkg: PackageRecord,
  period: BillingPeriod,
  now: Date,
): Promise<PlanChangeQuote> {
  const { result } = await proration(repos, customer, pkg, period, now)
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    period,
    creditKurus: result.creditKurus,
    chargeKurus: result.chargeKurus,
    netKurus: result.netKurus,
    invoiceTotalKurus: invoiceTotalOf(result.netKurus),
    daysLeft: result.daysLeft,
    periodDays: result.periodDays,
  }
}

function changeLine(pkg: PackageRecord, period: BillingPeriod, start: string, p: Proration) {
  if (p.restartsPeriod) return periodLine(pkg, period, start)
  return `${pkg.name} planına geçiş: kalan ${p.daysLeft}/${p.periodDays} gün farkı`
}

/**
 * Applies an approved plan change inside the approval's transaction: the subscription takes the new
 * package and period; a positive difference is invoiced now, a negative one kept as credit. An unpaid
 * renewal invoice of the old plan is cancelled (the next run issues it again at the new price).
 */
export async function applyPlanChange(
  tx: Repositories,
  deps: BillingDeps,
  input: { customer: UserRecord; pkg: PackageRecord; period: BillingPeriod; actor: Actor },
): Promise<StepDone[]> {
  const { customer, pkg, period, actor } = input
  await lockSubscription(tx, customer.id)
  const now = deps.ports.clock.now()
  const at = now.toISOString()
  const { sub, result } = await proration(tx, customer, pkg, period, now)
  const done: StepDone[] = []
  if (result.netKurus > 0) {
    const invoice = await insertBillingInvoice(tx, deps, {
      customer,
      pkg,
      line: changeLine(pkg, period, at, result),
      netKurus: result.netKurus,
      dueDate: new Date(now.getTime() + CHANGE_DUE_DAYS * DAY).toISOString(),
      actor,
    })
    done.push({ kind: 'invoiced', invoice })
  }
  const invoices = tx.resource(invoiceResource)
  if (sub?.renewalInvoiceId) {
    const renewal = await invoices.findById(sub.renewalInvoiceId)
    if (renewal && renewal.status !== 'paid' && renewal.payments.length === 0) {
      const cancelled = await invoices.update(renewal.id, { status: 'cancelled', updatedAt: at })
      if (cancelled)
        await deps.audit.updated(
          tx,
          { actor, resource: 'invoices', recordId: renewal.id },
          renewal,
          cancelled,
        )
    }
  }
  const period0 = result.restartsPeriod
    ? { currentPeriodStart: at, currentPeriodEnd: periodEnd(at, period) }
    : {}
  const fields = {
    packageId: pkg.id,
    period,
    creditKurus: Math.max(0, -result.netKurus),
    renewalInvoiceId: null,
    ...period0,
    updatedAt: at,
  }
  const subs = tx.resource(subscriptionResource)
  if (sub) {
    const after = await subs.update(sub.id, {
      ...fields,
      status: sub.status === 'pending' ? 'active' : sub.status,
    })
    if (after)
      await deps.audit.updated(tx, { actor, resource: 'subscriptions', recordId: sub.id }, sub, after)
  } else {
    const created: SubscriptionRecord = {
      id: customer.id,
      userId: customer.id,
      status: 'active',
      currentPeriodStart: at,
      currentPeriodEnd: periodEnd(at, period),
      suspendedAt: null,
      createdAt: at,
      ...fields,
    }
    await subs.create(created)
    await deps.audit.created(tx, { actor, resource: 'subscriptions', recordId: created.id }, created)
  }
  const saved = await subs.findById(customer.id)
  await tx.users.update(customer.id, { subscriptionExpiry: saved?.currentPeriodEnd ?? null, updatedAt: at })
  return done
}
