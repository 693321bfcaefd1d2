import { describe, expect, it } from 'vitest'
import { bulkDoneMessage, bulkPendingMessage, bulkTargets } from './bulk-status'

describe('bulk status change of website requests', () => {
  it('offers the moves legal for every selected request', () => {
    expect(bulkTargets(['pending', 'pending'])).toEqual(['in-progress', 'rejected'])
    expect(bulkTargets(['in-progress'])).toEqual(['completed'])
    expect(bulkTargets(['pending', 'in-progress'])).toEqual([])
    expect(bulkTargets(['completed', 'completed'])).toEqual([])
    expect(bulkTargets([])).toEqual([])
  })

  it('says what waits and what was done in Turkish', () => {
    expect(bulkPendingMessage(3, 'in-progress')).toBe('3 talep "İşlemde" olarak işaretlenecek.')
    expect(bulkDoneMessage(2, 0, 'rejected')).toBe('2 talep "Reddedildi" olarak işaretlendi.')
    expect(bulkDoneMessage(1, 1, 'completed')).toBe(
      '1 talep "Tamamlandı" olarak işaretlendi. 1 talep güncellenemedi.',
    )
  })
})
