import type { Repositories } from '../ports'
import type { Config } from '../ports/config'
import { istanbulYear } from '../publishing/istanbul-time'
import { invoiceSeriesResource } from './invoice-resource'

// docs/rules/invoices-and-plans.md#numbers: `<prefix>-<year>-<0001>`, gapless per year. A number is taken
// inside the transaction that inserts the invoice, under a lock named after the series, so concurrent
// creations queue for it and a rolled-back invoice gives its number back.

/** The server's series; the offline demo's host says 'INV-DEMO' (sw/emulation/create-dexie-ports.ts). */
export const DEFAULT_INVOICE_PREFIX = 'INV'

export const invoicePrefix = (config: Config) => config.invoiceNumberPrefix ?? DEFAULT_INVOICE_PREFIX

export const formatInvoiceNumber = (seriesId: string, n: number) =>
  `${seriesId}-${String(n).padStart(4, '0')}`

/** 'INV-2026-0007' → series 'INV-2026', 7; null for a number no series gave (older records). */
export function parseInvoiceNumber(number: string): { seriesId: string; n: number } | null {
  const match = /^(.+-\d{4})-(\d{4,})$/.exec(number)
  return match ? { seriesId: match[1]!, n: Number(match[2]) } : null
}

const lockName = (seriesId: string) => `invoice-series:${seriesId}`

/** Takes the next number of this year's series. Call it inside `tx`, right before the invoice's insert. */
export async function takeInvoiceNumber(tx: Repositories, prefix: string, now: Date): Promise<string> {
  const seriesId = `${prefix}-${istanbulYear(now)}`
  await tx.lock(lockName(seriesId))
  const series = tx.resource(invoiceSeriesResource)
  const current = await series.findById(seriesId)
  const next = (current?.lastNumber ?? 0) + 1
  const updatedAt = now.toISOString()
  if (current) await series.update(seriesId, { lastNumber: next, updatedAt })
  else await series.create({ id: seriesId, lastNumber: next, updatedAt })
  return formatInvoiceNumber(seriesId, next)
}

/**
 * Gives the number back when it is its series' newest (the counter steps back); false for any other,
 * which must stay (docs/rules/invoices-and-plans.md#deleting-an-invoice). Call it inside `tx`.
 */
export async function releaseInvoiceNumber(tx: Repositories, number: string, now: Date): Promise<boolean> {
  const parsed = parseInvoiceNumber(number)
  if (!parsed) return false
  await tx.lock(lockName(parsed.seriesId))
  const series = tx.resource(invoiceSeriesResource)
  const current = await series.findById(parsed.seriesId)
  if (!current || current.lastNumber !== parsed.n) return false
  await series.update(parsed.seriesId, { lastNumber: parsed.n - 1, updatedAt: now.toISOString() })
  return true
}
