import { describe, expect, it } from 'vitest'
import { formatInvoiceNumber, invoicePrefix, parseInvoiceNumber } from './invoice-numbers'

describe('invoice numbers (docs/rules/invoices-and-plans.md#numbers)', () => {
  it('writes the series and a four-digit (or longer) sequence', () => {
    expect(formatInvoiceNumber('INV-2026', 1)).toBe('INV-2026-0001')
    expect(formatInvoiceNumber('INV-DEMO-2026', 12_345)).toBe('INV-DEMO-2026-12345')
  })

  it('reads a series number back, and nothing from numbers no series gave', () => {
    expect(parseInvoiceNumber('INV-2026-0007')).toEqual({ seriesId: 'INV-2026', n: 7 })
    expect(parseInvoiceNumber('INV-DEMO-2027-10000')).toEqual({ seriesId: 'INV-DEMO-2027', n: 10_000 })
    for (const number of ['INV-001', 'INV-DEMO-1001', 'INV-2026-7', 'EX-abc']) {
      expect(parseInvoiceNumber(number), number).toBeNull()
    }
  })

  it('takes the host’s prefix, INV by default', () => {
    const config = { publicUrl: 'http://x', acceptsDemoTokens: false, issuesDemoTokens: false }
    expect(invoicePrefix(config)).toBe('INV')
    expect(invoicePrefix({ ...config, invoiceNumberPrefix: 'INV-DEMO' })).toBe('INV-DEMO')
  })
})
