import type { Transaction } from 'dexie'

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
