import type { Transaction } from 'dexie'
import { codeFromName } from '../../api/packages/package-rules.shared'
import { LEGACY_REQUEST_PACKAGES } from '../../api/website-requests/request-package'

// Rows an older offline demo wrote, brought to the current record schemas when the database opens at a
// new version (the server does the same in its SQL migrations).

/** Version 7: invoices get lines and KDV figures (net amount plus 20 %), packages lose the stored count. */
export async function upgradeToVersion7(tx: Transaction): Promise<void> {
  await tx
    .table('invoices')
    .toCollection()
    .modify((invoice: Record<string, unknown>) => {
      if (Array.isArray(invoice.lines)) return
      const net = typeof invoice.amount === 'number' ? invoice.amount * 100 : 0
      const description = invoice.description ?? invoice.subscription ?? 'Hizmet bedeli'
      invoice.lines = [{ description, quantity: 1, unitPriceKurus: net }]
      invoice.taxRate = 20
      invoice.subtotalKurus = net
      invoice.taxKurus = net / 5
      invoice.totalKurus = net + net / 5
      invoice.customerPhone ??= null
      invoice.packageId ??= null
      invoice.payments ??= []
    })
  await tx
    .table('packages')
    .toCollection()
    .modify((pkg: Record<string, unknown>) => {
      pkg.showOnDashboard ??= false
      delete pkg.subscriberCount
    })
}

/**
 * Version 8: the mail queue's rows get their state (docs/rules/mail-queue.md#states); a row written before
 * had one attempt, sent or not, and is not retried.
 */
export async function upgradeToVersion8(tx: Transaction): Promise<void> {
  await upgradeToVersion7(tx)
  await tx
    .table('mailQueue')
    .toCollection()
    .modify((mail: Record<string, unknown>) => {
      if (typeof mail.status === 'string') return
      mail.status = mail.sentAt ? 'sent' : 'failed'
      mail.attempts = 1
      mail.nextAttemptAt = null
      mail.ref = ''
    })
}

/**
 * Version 11: packages get a code and a yearly price, and `price` is the monthly price (the server's
 * migration 0022 does the same): the code from the name (a repeated one with the id's first characters),
 * a monthly package's year is ten months, a yearly package's price becomes its yearly price and a twelfth
 * of it the monthly price; one popular package is left, the one changed last. Website requests' older
 * package keys become the codes they stand for.
 */
export async function upgradeToVersion11(tx: Transaction): Promise<void> {
  await upgradeToVersion8(tx)
  const packages = tx.table('packages')
  const rows = (await packages.toArray()) as Record<string, unknown>[]
  const codes = new Set(rows.map((row) => row.code).filter((code) => typeof code === 'string'))
  const popular = rows
    .filter((row) => row.isPopular === true)
    .sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)))[0]
  for (const row of rows) {
    if (typeof row.code === 'string') continue
    const price = typeof row.price === 'number' ? row.price : 0
    const yearly = row.billingPeriod === 'yearly'
    let code = codeFromName(String(row.name ?? ''))
    if (codes.has(code))
      code = `${code}-${String(row.id)
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 8)
        .toLowerCase()}`
    codes.add(code)
    row.code = code
    row.yearlyPrice = yearly ? price : price * 10
    row.price = yearly ? Math.round(price / 12) : price
    row.isPopular = row === popular
    delete row.billingPeriod
    await packages.put(row)
  }
  await tx
    .table('websiteRequests')
    .toCollection()
    .modify((request: Record<string, unknown>) => {
      const code = LEGACY_REQUEST_PACKAGES[String(request.selectedPackage)]
      if (code) request.selectedPackage = code
    })
}
