import type { Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { ApiPorts, Repositories } from '../ports'
import type { PackageRecord } from '../packages/package.shared'
import type { UserRecord } from '../users/user.shared'
import type { InvoiceRecord } from '../invoices/invoice.shared'
import { insertInvoice, type InvoiceIssuerDeps } from '../invoices/insert-invoice'

// An invoice the billing issues by itself (docs/rules/invoices-and-plans.md#subscriptions): the first one,
// a renewal, a plan change's difference. One line, issued the way every invoice is (insert-invoice.ts)
// inside the caller's transaction; the caller mails it after the commit (services.invoices.mailIssued).

export interface BillingDeps extends InvoiceIssuerDeps {
  ports: Pick<ApiPorts, 'repos' | 'clock' | 'ids' | 'config' | 'logger'>
  audit: Pick<AuditService, 'created' | 'updated'>
}

export interface BillingInvoice {
  customer: UserRecord
  pkg: PackageRecord
  /** The one line's text ('Scale yıllık abonelik (01.03.2026 – 01.03.2027)'). */
  line: string
  /** Net, in kuruş (at least 1). */
  netKurus: number
  dueDate: string
  actor: Actor
}

export function insertBillingInvoice(
  tx: Repositories,
  deps: BillingDeps,
  input: BillingInvoice,
): Promise<InvoiceRecord> {
  return insertInvoice(tx, deps, {
    customer: input.customer,
    pkg: input.pkg,
    amount: Math.max(1, Math.round(input.netKurus / 100)),
    lines: [{ description: input.line, quantity: 1, unitPriceKurus: input.netKurus }],
    description: null,
    dueDate: input.dueDate,
    actor: input.actor,
    details: input.line,
  })
}
