import { describe, expect, it } from 'vitest'
import { formCountRows, pageCount } from './form-counts-view'

describe('the drawer’s site form figures', () => {
  it('shows each kind in the forms’ order with its unread ones in parentheses', () => {
    const rows = formCountRows({
      total: { contact: 2, booking: 1, newsletter: 1 },
      unread: { contact: 1, booking: 1, newsletter: 0 },
    })
    expect(rows.map((row) => `${row.label}: ${row.figure}`)).toEqual([
      'İletişim: 2 (1 okunmamış)',
      'Rezervasyon: 1 (1 okunmamış)',
      'Bülten: 1 (0 okunmamış)',
    ])
  })

  it('pages more than a page of submissions, and shows one page when there is none', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20), pageCount(45, 20)]).toEqual([1, 1, 2, 3])
  })
})
