import { expect } from 'vitest'
import { invoicePrefix } from '../../api/invoices/invoice-numbers'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import { istanbulYear } from '../../api/publishing/istanbul-time'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import type { PackageRecord } from '../../api/packages/package.shared'
import type { Harness } from './harness'

// Issuing invoices over the HTTP app, and reading a PDF's bytes (the harness reads answers as text).

export const PATH = '/api/admin/invoices'

/**
 * POST an invoice. A body that names no amount, plan or package (and does not set `amount: undefined`
 * on purpose) is sent with 299 TRY: an invoice needs an amount or a package to take it from.
 */
export async function issue(h: Harness, token: string, body: Record<string, unknown>) {
  const named = 'amount' in body || 'plan' in body || 'packageId' in body
  const res = await h.call('POST', PATH, { token, body: named ? body : { amount: 299, ...body } })
  return { res, invoice: (res.body as { data?: { invoice?: InvoiceRecord } } | null)?.data?.invoice }
}

export async function issued(
  h: Harness,
  token: string,
  body: Record<string, unknown>,
): Promise<InvoiceRecord> {
  const { res, invoice } = await issue(h, token, body)
  expect(res.status, res.text).toBe(201)
  return invoice!
}

/** This year's series of the host: 'INV-2026' on the server, 'INV-DEMO-2026' in the offline demo. */
export const seriesOf = (h: Harness) =>
  `${invoicePrefix(h.ports.config)}-${istanbulYear(h.store.clock.now())}`

export const numberPattern = (h: Harness) => new RegExp(`^${seriesOf(h)}-(\\d{4,})$`)

export const sequenceOf = (h: Harness, number: string) => Number(numberPattern(h).exec(number)?.[1] ?? NaN)

export async function getBytes(h: Harness, path: string, token: string) {
  const response = await h.app.request(new URL(path, h.ports.config.publicUrl).toString(), {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': h.ip() },
  })
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

export async function createPackage(h: Harness, fields: Partial<PackageRecord>): Promise<PackageRecord> {
  const id = crypto.randomUUID()
  return h.ports.repos.packages.create(
    sampleRecord(resources.packages, 1, {
      id,
      code: `paket-${id.slice(0, 8)}`,
      name: `Paket ${id.slice(0, 8)}`,
      currency: 'TRY',
      ...fields,
    }),
  )
}
