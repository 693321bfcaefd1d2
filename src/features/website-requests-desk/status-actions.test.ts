import { describe, expect, it } from 'vitest'
import {
  WEBSITE_REQUEST_STATUSES,
  WEBSITE_REQUEST_TRANSITIONS,
  canTransition,
} from '../../../api/website-requests/website-request-status.shared'
import { statusActionsFor, statusChangedMessage } from './status-actions'

describe('status actions of a website request', () => {
  it('offers exactly the legal moves of the transition table', () => {
    expect(statusActionsFor('pending').map((action) => action.to)).toEqual(['in-progress', 'rejected'])
    expect(statusActionsFor('in-progress').map((action) => action.to)).toEqual(['completed'])
    expect(statusActionsFor('rejected').map((action) => action.to)).toEqual(['pending'])
    expect(statusActionsFor('completed')).toEqual([])
  })

  it('never shows a button the server would refuse, and shows every move it allows', () => {
    for (const from of WEBSITE_REQUEST_STATUSES) {
      const offered = new Set(statusActionsFor(from).map((action) => action.to))
      for (const to of WEBSITE_REQUEST_STATUSES)
        expect(offered.has(to), `${from} → ${to}`).toBe(canTransition(from, to))
      expect(offered.size).toBe(WEBSITE_REQUEST_TRANSITIONS[from].length)
    }
  })

  it('labels the buttons in Turkish, rejecting as a danger', () => {
    expect(statusActionsFor('pending')).toEqual([
      { to: 'in-progress', label: 'İşleme Al', tone: 'primary' },
      { to: 'rejected', label: 'Reddet', tone: 'danger' },
    ])
    expect(statusActionsFor('rejected')[0]?.label).toBe('Yeniden İncele')
  })

  it('tells which item was marked with which status', () => {
    expect(statusChangedMessage('Atlas Yapı', 'in-progress')).toBe(
      '"Atlas Yapı" talebi "İşlemde" olarak işaretlendi.',
    )
    expect(statusChangedMessage('Atlas Yapı', 'completed')).toContain('Tamamlandı')
  })
})
