// A six-digit one-time code (e-mail verification, authenticator app): digits only, so typing or pasting
// "123 456" keeps 123456; at most six; the browser may offer the code it received (one-time-code autofill).
// Every code field spreads these attributes, so they behave alike.
import type { InputHTMLAttributes } from 'react'

export const ONE_TIME_CODE_LENGTH = 6

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH)
}

export function oneTimeCodeProps(
  value: string,
  onChange: (code: string) => void,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    pattern: '[0-9]*',
    // Room for a pasted code with spaces or dashes; digitsOnly keeps the six digits.
    maxLength: ONE_TIME_CODE_LENGTH + 8,
    placeholder: '000000',
    value,
    onChange: (event) => onChange(digitsOnly(event.target.value)),
  }
}
