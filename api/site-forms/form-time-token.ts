import { hmacHex, timingSafeEqual } from '../lib/crypto'

// The forms' time trap (docs/rules/site-forms.md#spam): a published page with a form carries, in a hidden
// field, the time it was served, signed. A post whose time is younger than MIN_FORM_AGE_MS was not filled
// in by a person. Pages are stored once at publication, so the host writes the time in as it serves them:
// the stored HTML holds FORM_TIME_PLACEHOLDER. The time is rounded up to a slot of FORM_TIME_SLOT_MS, so a
// page's bytes change once a slot (the host compresses each slot's copy once), and a person needs at most
// slot + minimum age to send.

export const FORM_TIME_FIELD = '_t'
export const FORM_TIME_PLACEHOLDER = '__SK_FORM_TIME__'
export const FORM_TIME_SLOT_MS = 5_000
export const MIN_FORM_AGE_MS = 2_000

const signed = (secret: string, slot: number) => hmacHex(secret, `form-time:${slot}`)

/** The slot a page served at `nowMs` carries: the end of the current slot. */
export const formTimeSlot = (nowMs: number) => Math.ceil(nowMs / FORM_TIME_SLOT_MS) * FORM_TIME_SLOT_MS

/** The field's value for a page served at `nowMs`. */
export async function formTimeToken(secret: string, nowMs: number): Promise<string> {
  const slot = formTimeSlot(nowMs)
  return `${slot.toString(36)}.${(await signed(secret, slot)).slice(0, 32)}`
}

/**
 * Whether `token` is a signed time at least `minAgeMs` before `nowMs` (0: any signed time; a server may
 * be configured so, FORM_MIN_AGE_MS, e.g. for end-to-end tests that post as fast as a script can).
 */
export async function isOldEnough(
  secret: string,
  token: string,
  nowMs: number,
  minAgeMs: number = MIN_FORM_AGE_MS,
): Promise<boolean> {
  const match = /^([0-9a-z]{1,12})\.([0-9a-f]{32})$/.exec(token)
  if (!match?.[1] || !match[2]) return false
  const slot = parseInt(match[1], 36)
  if (!Number.isSafeInteger(slot) || slot % FORM_TIME_SLOT_MS !== 0) return false
  if (!timingSafeEqual(match[2], (await signed(secret, slot)).slice(0, 32))) return false
  return minAgeMs <= 0 || nowMs - slot >= minAgeMs
}
