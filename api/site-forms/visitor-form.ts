import { safeEmail } from '../site-renderer/escape'
import { hasLoneSurrogate } from '../lib/unicode-text.shared'
import type { FormRefusal } from './form-strings'
import { FORM_FIELD_LIMITS, FORM_KINDS, type FormKind } from './form-submission.shared'

// A visitor's post to a published site's form, read and checked (docs/rules/site-forms.md#fields): which
// form it is, the fields that form asks for, each within its limit, no control characters, the KVKK
// consent, and the honeypot. The renderer's forms (api/site-renderer/content/*-form.ts) name the fields.

/** The hidden fields every form carries: its kind and its section (the page must still show it). */
export const FORM_KIND_FIELD = '_form'
export const FORM_SECTION_FIELD = '_section'
/** The honeypot: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website'

export interface VisitorFields {
  name: string
  email: string
  phone: string
  message: string
  service: string
  preferredDate: string
  preferredTime: string
}

export type VisitorForm =
  { kind: FormKind; sectionId: string; fields: VisitorFields; honeypot: boolean } | { refused: FormRefusal }

// Tabs, line breaks and printable text; C0/C1 controls and the bidi overrides that disguise text are refused
// (a stricter set than the API's bodies, lib/http.ts: what a stranger sends is read by the owner in a mail).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
const SECTION_ID = /^[A-Za-z0-9_-]{1,64}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A day from `today` (YYYY-MM-DD, Istanbul) to a year later that exists in the calendar. */
function isBookableDay(value: string, today: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false
  const limit = new Date(`${today}T00:00:00Z`)
  limit.setUTCFullYear(limit.getUTCFullYear() + 1)
  return value >= today && date <= limit
}

export function readVisitorForm(body: URLSearchParams, today: string): VisitorForm {
  const text = (name: string) => (body.get(name) ?? '').replace(/\r\n?/g, '\n').trim()
  const kind = text(FORM_KIND_FIELD)
  const sectionId = text(FORM_SECTION_FIELD)
  if (!(FORM_KINDS as readonly string[]).includes(kind) || !SECTION_ID.test(sectionId)) {
    return { refused: 'unknown-form' }
  }
  const fields: VisitorFields = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    service: text('service'),
    preferredDate: text('date'),
    preferredTime: text('time'),
  }
  const limits: Record<keyof VisitorFields, number> = {
    ...FORM_FIELD_LIMITS,
    preferredDate: 10,
    preferredTime: 5,
  }
  for (const [field, value] of Object.entries(fields) as [keyof VisitorFields, string][]) {
    if (value.length > limits[field]) return { refused: 'too-long' }
    const singleLine = field !== 'message'
    if (FORBIDDEN.test(value) || hasLoneSurrogate(value) || (singleLine && value.includes('\n'))) {
      return { refused: 'characters' }
    }
  }
  const refusal = missing(kind as FormKind, fields, today)
  if (refusal) return { refused: refusal }
  if (body.get('consent') !== 'yes') return { refused: 'consent' }
  fields.email = (safeEmail(fields.email) ?? '').toLowerCase()
  return { kind: kind as FormKind, sectionId, fields, honeypot: text(HONEYPOT_FIELD) !== '' }
}

function missing(kind: FormKind, fields: VisitorFields, today: string): FormRefusal | null {
  if (!safeEmail(fields.email)) return 'email'
  if (kind === 'newsletter') return null
  if (!fields.name) return 'name'
  if (kind === 'contact') return fields.message ? null : 'message'
  if (!fields.phone) return 'phone'
  if (!fields.service) return 'service'
  if (!isBookableDay(fields.preferredDate, today)) return 'date'
  if (fields.preferredTime && !TIME.test(fields.preferredTime)) return 'time'
  return null
}
