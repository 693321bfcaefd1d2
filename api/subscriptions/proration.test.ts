import { describe, expect, it } from 'vitest'
import { periodEnd, prorate } from './proration'

// docs/rules/invoices-and-plans.md#proration
const start = '2026-03-01T09:00:00.000Z'
const end = periodEnd(start, 'monthly') // 31 days
const scale = { priceKurus: 64_900, period: 'monthly' as const }
const launch = { priceKurus: 34_900, period: 'monthly' as const }

describe('proration', () => {
  it('an upgrade halfway charges the difference of the remaining days', () => {
    const now = new Date('2026-03-16T12:00:00.000Z') // 16 of 31 days left
    const p = prorate({ ...launch, start, end }, scale, now)
    expect(p).toMatchObject({ periodDays: 31, daysLeft: 16, restartsPeriod: false })
    expect(p.creditKurus).toBe(Math.round((34_900 * 16) / 31)) // 18013
    expect(p.chargeKurus).toBe(Math.round((64_900 * 16) / 31)) // 33497
    expect(p.netKurus).toBe(33_497 - 18_013)
  })

  it('a downgrade leaves a credit (a negative net), less any credit already held', () => {
    const now = new Date('2026-03-16T12:00:00.000Z')
    const p = prorate({ ...scale, start, end }, launch, now, 1_000)
    expect(p.netKurus).toBe(18_013 - 33_497 - 1_000)
  })

  it('a change of period starts a new one at the full price, crediting the unused days', () => {
    const now = new Date('2026-03-16T12:00:00.000Z')
    const p = prorate({ ...launch, start, end }, { priceKurus: 599_000, period: 'yearly' }, now)
    expect(p).toMatchObject({ restartsPeriod: true, chargeKurus: 599_000, creditKurus: 18_013 })
  })

  it('no paid period: the whole new period is charged', () => {
    const p = prorate(null, scale, new Date(start))
    expect(p).toMatchObject({ creditKurus: 0, chargeKurus: 64_900, netKurus: 64_900, restartsPeriod: true })
  })

  it('a period end is one calendar month or year later', () => {
    expect(periodEnd('2026-01-31T09:00:00.000Z', 'yearly')).toBe('2027-01-31T09:00:00.000Z')
    expect(periodEnd('2026-04-10T09:00:00.000Z', 'monthly')).toBe('2026-05-10T09:00:00.000Z')
  })
})
