import { ApiError } from '../lib/http'
import { findPackageByName } from '../packages/user-package'
import type { Repositories } from '../ports'
import { istanbulDay } from '../publishing/istanbul-time'
import type { InvoiceLine } from './invoice.shared'
import { invoiceMessages } from './invoice-messages.shared'
import type { BillingPeriod, PackageRecord } from '../packages/package.shared'
import { singleLine } from './invoice-totals.shared'

// The small rules of issuing and changing an invoice (docs/rules/invoices-and-plans.md#invoices).

/** A package by id, or by name in any case (the spec's `plan`); null when none matches. */
export async function resolvePackage(
  repos: Repositories,
  idOrName: string | null | undefined,
): Promise<PackageRecord | null> {
  const wanted = idOrName?.trim()
  if (!wanted) return null
  return (await repos.packages.findById(wanted)) ?? findPackageByName(repos, wanted)
}

const PERIOD = { monthly: 'aylık', yearly: 'yıllık' } as const

/**
 * One line: the admin's description, else the plan and period ('Scale aylık abonelik'), else the
 * service. A package's `price` is a month's, so the period is monthly unless the caller says yearly.
 */
export function invoiceLines(
  description: string | null,
  pkg: PackageRecord | null,
  amountTry: number,
  period: BillingPeriod = 'monthly',
): InvoiceLine[] {
  const text = description || (pkg ? `${pkg.name} ${PERIOD[period]} abonelik` : 'SiteKur hizmet bedeli')
  return singleLine(text, amountTry)
}

/** The due day (in Istanbul) may not come before the issue day. */
export function assertDueDate(issueDate: string, dueDate: string): void {
  if (istanbulDay(new Date(dueDate)) < istanbulDay(new Date(issueDate))) {
    throw new ApiError(400, invoiceMessages.dueBeforeIssue)
  }
}

/** TRY with at most two decimals → kuruş; anything finer is refused rather than rounded. */
export function toKurus(amountTry: number): number {
  const kurus = Math.round(amountTry * 100)
  if (kurus <= 0 || Math.abs(kurus - amountTry * 100) > 1e-6) {
    throw new ApiError(400, invoiceMessages.paymentAmountInvalid)
  }
  return kurus
}
