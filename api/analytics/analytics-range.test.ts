import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/http'
import { analyticsRange, bucketStarts, dayOf, monthsOf, weekStart } from './analytics-range'

const now = new Date('2026-03-14T22:30:00.000Z') // March 15th, 01:30 in Istanbul

describe('the analytics range', () => {
  it('defaults to the last 30 days up to today in Istanbul', () => {
    expect(analyticsRange({}, now)).toEqual({ from: '2026-02-14', to: '2026-03-15', days: 30, bucket: 'day' })
  })

  it('counts per day up to 92 days and per week (from Monday) beyond', () => {
    expect(analyticsRange({ from: '2026-01-01', to: '2026-04-02' }, now).bucket).toBe('day')
    const long = analyticsRange({ from: '2026-01-01', to: '2026-04-03' }, now)
    expect(long).toMatchObject({ days: 93, bucket: 'week' })
    expect(bucketStarts(long).slice(0, 2)).toEqual(['2025-12-29', '2026-01-05'])
    expect(weekStart('2026-03-15')).toBe('2026-03-09')
  })

  it('refuses impossible dates, a reversed range and more than two years', () => {
    const refusal = (query: { from?: string; to?: string }): [number, string] | null => {
      try {
        analyticsRange(query, now)
      } catch (error) {
        if (error instanceof ApiError) return [error.status, error.message]
        throw error
      }
      return null
    }
    expect(refusal({ from: '2026-02-30' })).toEqual([
      400,
      'Geçersiz tarih. Tarihleri YYYY-AA-GG biçiminde girin.',
    ])
    expect(refusal({ from: '2026-3-1' })?.[0]).toBe(400)
    expect(refusal({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      400,
      'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    ])
    expect(refusal({ from: '2024-03-15', to: '2026-03-15' })).toBeNull()
    expect(refusal({ from: '2024-03-14', to: '2026-03-15' })).toEqual([
      400,
      'Tarih aralığı en çok 2 yıl olabilir.',
    ])
  })

  it('reads instants as Istanbul days, summer time before 2016 included', () => {
    expect(dayOf('2026-03-14T20:59:59.000Z')).toBe('2026-03-14')
    expect(dayOf('2026-03-14T21:00:00.000Z')).toBe('2026-03-15')
    // July 2015: UTC+3 (summer time); January 2015: UTC+2.
    expect(dayOf('2015-07-01T21:00:00.000Z')).toBe('2015-07-02')
    expect(dayOf('2015-01-01T21:30:00.000Z')).toBe('2015-01-01')
  })

  it('lists every month the range touches', () => {
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-01', days: 74, bucket: 'day' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })
})
