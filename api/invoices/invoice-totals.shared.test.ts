import { describe, expect, it } from 'vitest'
import { invoiceTotals, paidKurus, remainingKurus, singleLine } from './invoice-totals.shared'

const payment = (amountKurus: number) => ({
  id: `p-${amountKurus}`,
  amountKurus,
  paidAt: '2026-03-01T09:00:00.000Z',
  method: 'cash' as const,
  reference: '',
  recordedBy: 'Admin',
  recordedAt: '2026-03-01T09:00:00.000Z',
})

describe('invoice totals (docs/rules/invoices-and-plans.md#kdv)', () => {
  it('adds KDV 20 % on top of the net price of a whole-lira plan', () => {
    expect(invoiceTotals(singleLine('Basic Plan', 299), 20)).toEqual({
      subtotalKurus: 29_900,
      taxKurus: 5_980,
      totalKurus: 35_880,
    })
    expect(invoiceTotals(singleLine('Premium Plan', 999), 20).totalKurus).toBe(119_880)
  })

  it('rounds the tax half up on the kuruş', () => {
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 1 }], 50).taxKurus).toBe(1)
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 3 }], 50).taxKurus).toBe(2)
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 1 }], 18).taxKurus).toBe(0)
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 3 }], 18).taxKurus).toBe(1)
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 2_777 }], 20).taxKurus).toBe(555)
    expect(invoiceTotals([{ description: 'a', quantity: 1, unitPriceKurus: 2_778 }], 20).taxKurus).toBe(556)
  })

  it('multiplies quantities and adds every line; a rate of 0 adds nothing', () => {
    const lines = [
      { description: 'a', quantity: 3, unitPriceKurus: 1_050 },
      { description: 'b', quantity: 1, unitPriceKurus: 99 },
    ]
    expect(invoiceTotals(lines, 0)).toEqual({ subtotalKurus: 3_249, taxKurus: 0, totalKurus: 3_249 })
    expect(invoiceTotals([], 20)).toEqual({ subtotalKurus: 0, taxKurus: 0, totalKurus: 0 })
  })

  it('counts what was paid and what remains, never below zero', () => {
    const invoice = { totalKurus: 35_880, payments: [payment(10_000), payment(20_000)] }
    expect(paidKurus(invoice.payments)).toBe(30_000)
    expect(remainingKurus(invoice)).toBe(5_880)
    expect(remainingKurus({ totalKurus: 100, payments: [payment(500)] })).toBe(0)
  })
})
