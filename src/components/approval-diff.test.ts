import { describe, expect, it } from 'vitest'
import { approvalChangeText, approvalDiffRows } from './approval-diff'

describe('the approval diff', () => {
  it('lists the requested fields with their labels, then the context the request leaves unchanged', () => {
    const rows = approvalDiffRows({ name: 'Kafe', domain: 'kafe.com' }, { domain: 'yenikafe.com.tr' })
    expect(rows).toEqual([
      { field: 'domain', label: 'Alan adı', current: 'kafe.com', requested: 'yenikafe.com.tr' },
      { field: 'name', label: 'Ad', current: 'Kafe', requested: null },
    ])
  })

  it('hides the package id, shows prices as lira and yes/no in Turkish, a missing value as a dash', () => {
    const plan = approvalDiffRows(
      { packageId: null, subscription: 'free', price: 0 },
      { packageId: 'p-1', subscription: 'Premium', price: 199 },
    )
    expect(plan.map((row) => [row.label, row.current, row.requested])).toEqual([
      ['Plan', 'free', 'Premium'],
      ['Aylık ücret (₺)', '₺0', '₺199'],
    ])
    expect(approvalDiffRows({}, { deleteAccount: true })).toEqual([
      { field: 'deleteAccount', label: 'Hesap silinsin', current: '—', requested: 'Evet' },
    ])
  })

  it('says a request in one line', () => {
    expect(
      approvalChangeText({
        currentData: { name: 'Ayşe Yılmaz', email: 'ayse@eski.com' },
        requestedData: { name: 'Ayşe Kaya', email: 'ayse@yeni.com' },
      }),
    ).toBe('Ad: Ayşe Yılmaz → Ayşe Kaya, E-posta: ayse@eski.com → ayse@yeni.com')
  })
})
