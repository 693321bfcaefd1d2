import { generateSecret, generateURI, verify } from 'otplib'
import { hmacHex } from '../lib/crypto'
import { RECOVERY_CODE_COUNT, TOTP_ISSUER } from './two-factor.shared'

// TOTP as RFC 6238 and the authenticator apps have it: SHA-1, 6 digits, 30-second steps, and one step
// of drift either way (docs/rules/account-security.md#two-factor-sign-in). otplib is pure JavaScript
// (noble hashes), so the service worker's demo runs the same code.

export const TOTP_PERIOD_SECONDS = 30
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS

export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS, digits: 6 })
}

/** A six-digit code as typed: spaces and dashes dropped. Null when it is not six digits. */
export function normaliseTotpCode(raw: string | undefined): string | null {
  const code = (raw ?? '').replace(/[\s-]/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

/**
 * The time step the code belongs to, if it is valid now (±1 step) and newer than `afterStep`: a code
 * is accepted once, and never one older than the last accepted.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  }).catch(() => null)
  return result?.valid && 'timeStep' in result ? result.timeStep : null
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function recoveryCode(): string {
  const out: string[] = []
  const buf = new Uint8Array(1)
  const limit = Math.floor(256 / RECOVERY_ALPHABET.length) * RECOVERY_ALPHABET.length
  while (out.length < 8) {
    crypto.getRandomValues(buf)
    const value = buf[0] ?? 255
    if (value < limit) out.push(RECOVERY_ALPHABET[value % RECOVERY_ALPHABET.length] ?? 'a')
  }
  return `${out.slice(0, 4).join('')}-${out.slice(4).join('')}`
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode)
}

/** A recovery code as typed: lower case, spaces dropped, the dash put back. */
export function normaliseRecoveryCode(raw: string | undefined): string | null {
  const compact = (raw ?? '').toLowerCase().replace(/[\s-]/g, '')
  return /^[a-z2-9]{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : null
}

/** Keyed hash of a recovery code: a leaked table cannot be tried offline without the server's key. */
export function hashRecoveryCode(key: string, code: string): Promise<string> {
  return hmacHex(key, `recovery-code\n${code}`)
}
