import { describe, expect, it } from 'vitest'
import { FORM_TIME_SLOT_MS, formTimeSlot, formTimeToken, isOldEnough } from './form-time-token'
import { readVisitorForm } from './visitor-form'

const TODAY = '2026-11-29'
const form = (fields: Record<string, string>) => new URLSearchParams({ consent: 'yes', ...fields })
const contact = {
  _form: 'contact',
  _section: 'abc-1',
  name: 'Ayşe',
  email: 'A@B.co',
  message: 'Merhaba\nnasılsınız',
}
const booking = {
  _form: 'booking',
  _section: 'b-2',
  name: 'Mehmet',
  email: 'm@b.co',
  phone: '0533',
  service: 'Kesim',
  date: '2026-12-01',
}

describe('a visitor’s form', () => {
  it('reads a contact message, lower-cases the address and keeps the message’s lines', () => {
    expect(readVisitorForm(form(contact), TODAY)).toMatchObject({
      kind: 'contact',
      sectionId: 'abc-1',
      honeypot: false,
      fields: { email: 'a@b.co', message: 'Merhaba\nnasılsınız' },
    })
  })

  it('names what is missing or wrong, per form', () => {
    const refused = (fields: Record<string, string>) => readVisitorForm(form(fields), TODAY)
    expect(refused({ ...contact, message: ' ' })).toEqual({ refused: 'message' })
    expect(refused({ ...contact, email: 'yok' })).toEqual({ refused: 'email' })
    expect(readVisitorForm(new URLSearchParams(contact), TODAY)).toEqual({ refused: 'consent' })
    expect(refused({ ...contact, _form: 'anket' })).toEqual({ refused: 'unknown-form' })
    expect(refused({ ...contact, name: 'x'.repeat(121) })).toEqual({ refused: 'too-long' })
    expect(refused({ ...contact, name: 'Ayşe\u202e' })).toEqual({ refused: 'characters' })
    expect(refused({ ...contact, name: 'Ay\nşe' })).toEqual({ refused: 'characters' })
    expect(refused({ ...booking, phone: '' })).toEqual({ refused: 'phone' })
    expect(refused({ ...booking, date: '2026-11-28' })).toEqual({ refused: 'date' })
    expect(refused({ ...booking, date: '2026-02-30' })).toEqual({ refused: 'date' })
    expect(refused({ ...booking, date: '2028-01-01' })).toEqual({ refused: 'date' })
    expect(refused({ ...booking, time: '25:00' })).toEqual({ refused: 'time' })
    expect(refused({ _form: 'newsletter', _section: 'n', email: 'okur@b.co' })).toMatchObject({
      kind: 'newsletter',
    })
  })

  it('notices the honeypot', () => {
    expect(readVisitorForm(form({ ...contact, website: 'http://x' }), TODAY)).toMatchObject({
      honeypot: true,
    })
  })
})

describe('the time trap', () => {
  it('signs the end of the slot and accepts it from two seconds past it, never a forged one', async () => {
    const served = 1_800_000_001_234
    const token = await formTimeToken('sır', served)
    const slot = formTimeSlot(served)
    expect(slot % FORM_TIME_SLOT_MS).toBe(0)
    expect(slot).toBeGreaterThanOrEqual(served)
    expect(await isOldEnough('sır', token, slot + 1_999)).toBe(false)
    expect(await isOldEnough('sır', token, slot + 2_000)).toBe(true)
    expect(await isOldEnough('başka sır', token, slot + 60_000)).toBe(false)
    const older = `${(slot - FORM_TIME_SLOT_MS).toString(36)}.${token.split('.')[1]}`
    expect(await isOldEnough('sır', older, slot + 60_000)).toBe(false)
    expect(await isOldEnough('sır', '', slot)).toBe(false)
    // A server without the age check (FORM_MIN_AGE_MS=0) still refuses a time it did not sign.
    expect(await isOldEnough('sır', token, served, 0)).toBe(true)
    expect(await isOldEnough('başka sır', token, served, 0)).toBe(false)
  })
})
