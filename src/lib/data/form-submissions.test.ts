import { describe, expect, it } from 'vitest'
import { formSubmissionKeys, unreadTotal } from './form-submissions'

describe('the inbox’s reads', () => {
  it('keep every read under one prefix, so a live event or a write refreshes the list and the counts', () => {
    const list = formSubmissionKeys.list('w1', { kind: 'booking', q: 'ayşe', page: 2 })
    const counts = formSubmissionKeys.counts(['w1', 'w2'])
    for (const key of [list, counts]) expect(key.slice(0, 1)).toEqual([...formSubmissionKeys.all])
  })

  it('adds up the unread submissions of every kind over all the customer’s websites', () => {
    const zero = { contact: 0, booking: 0, newsletter: 0 }
    expect(
      unreadTotal([
        {
          total: { contact: 5, booking: 2, newsletter: 9 },
          unread: { contact: 2, booking: 1, newsletter: 0 },
        },
        { total: zero, unread: zero },
        { total: { ...zero, newsletter: 4 }, unread: { ...zero, newsletter: 4 } },
      ]),
    ).toBe(7)
    expect(unreadTotal([])).toBe(0)
  })
})
