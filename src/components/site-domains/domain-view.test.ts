import { describe, expect, it } from 'vitest'
import { DOMAIN_STATES, type DnsRecord } from '../../../api/site-domains/site-domain.shared'
import {
  DOMAIN_STATE_LABELS,
  siteDomainMessages,
} from '../../../api/site-domains/site-domain-messages.shared'
import {
  domainDates,
  domainGraceWarning,
  domainHint,
  domainReason,
  domainStateLabel,
  domainTexts,
  recordLabel,
} from './domain-view'

describe('domainStateLabel', () => {
  it('names every state with the shared label, and tells waiting, verified, active and failed apart by tone', () => {
    const tones = DOMAIN_STATES.map((state) => domainStateLabel(state))
    expect(tones.map((label) => label.label)).toEqual(
      DOMAIN_STATES.map((state) => DOMAIN_STATE_LABELS[state]),
    )
    expect(tones.map((label) => label.tone)).toEqual(['amber', 'blue', 'green', 'red', 'slate'])
  })
})

describe('domainReason', () => {
  it('says the offline demo cannot ask DNS apart from a missing record or a failed lookup', () => {
    expect(domainReason({ state: 'pending', reason: siteDomainMessages.noResolver })).toEqual({
      kind: 'offline',
      text: 'Bu ortamda DNS sorgusu yapılamıyor (çevrimdışı demo).',
    })
    const missing = siteDomainMessages.noTxt('_sitekur.ornek.com')
    expect(domainReason({ state: 'pending', reason: missing })).toEqual({ kind: 'pending', text: missing })
    const failed = siteDomainMessages.dnsFailed('ETIMEOUT')
    expect(domainReason({ state: 'error', reason: failed })).toEqual({ kind: 'error', text: failed })
  })

  it('is nothing once the records are right', () => {
    expect(domainReason({ state: 'verified', reason: '' })).toBeNull()
  })
})

describe('domainHint', () => {
  it('in the offline demo says to verify online, not to wait for a check that cannot run', () => {
    const offline = domainHint({ state: 'error', reason: siteDomainMessages.noResolver })
    expect(offline).toBe(domainTexts.offlineHint)
    const failed = domainHint({ state: 'error', reason: siteDomainMessages.dnsFailed('ETIMEOUT') })
    expect(failed).not.toBe(domainTexts.offlineHint)
    expect(domainHint({ state: 'pending', reason: '' })).toContain(
      '7 gün içinde doğrulanmayan domain kaldırılır',
    )
  })
})

describe('domainGraceWarning', () => {
  const now = new Date('2026-03-14T12:00:00.000Z')

  it('warns of a verified domain whose records went wrong, with the whole days left of its grace', () => {
    const failing = { state: 'active' as const, failingSince: '2026-03-10T11:00:00.000Z' }
    expect(domainGraceWarning(failing, now)).toBe(
      'Domaininiz artık sitemizi göstermiyor; 3 gün içinde düzeltilmezse siteyle bağlantısı kaldırılacak.',
    )
    const lastDay = { state: 'verified' as const, failingSince: '2026-03-07T12:30:00.000Z' }
    expect(domainGraceWarning(lastDay, now)).toContain('1 gün içinde')
  })

  it('is nothing while the checks pass, and nothing once the domain lapsed (its state says so)', () => {
    expect(domainGraceWarning({ state: 'active', failingSince: null }, now)).toBeNull()
    const lapsed = { state: 'lapsed' as const, failingSince: '2026-03-01T12:00:00.000Z' }
    expect(domainGraceWarning(lapsed, now)).toBeNull()
    expect(domainHint({ state: 'lapsed', reason: '' })).toContain('Yeniden doğrula')
  })
})

describe('domainDates', () => {
  it('writes the dates that are set in Istanbul time, the missing ones left out', () => {
    expect(
      domainDates({
        createdAt: '2026-03-14T06:05:00.000Z',
        checkedAt: '2026-03-14T09:40:00.000Z',
        verifiedAt: null,
        certificateAt: null,
        failingSince: null,
      }),
    ).toEqual([
      ['Eklendi', '14.03.2026 09:05'],
      ['Son kontrol', '14.03.2026 12:40'],
    ])
  })
})

describe('recordLabel', () => {
  const txt: DnsRecord = { type: 'TXT', name: '_sitekur', value: 'sitekur-verification=abc', purpose: '' }
  const a1: DnsRecord = { type: 'A', name: '@', value: '203.0.113.7', purpose: '' }
  const a2: DnsRecord = { type: 'A', name: '@', value: '203.0.113.8', purpose: '' }

  it('is the type and name, with the value only where two records share both', () => {
    const records = [a1, a2, txt]
    expect(records.map((record) => recordLabel(record, records))).toEqual([
      'A @ 203.0.113.7',
      'A @ 203.0.113.8',
      'TXT _sitekur',
    ])
  })
})
