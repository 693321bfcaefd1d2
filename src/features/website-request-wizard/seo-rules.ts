// The SEO step's rules (docs/input-rules.md): title ≤ 60 (50–60 ideal), description ≤ 160 (150–160
// ideal), live counters 'n/60 karakter'. Keywords follow the shared rule in api/lib/input-rules.shared.ts.
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../../api/website-requests/seo-limits.shared'

export interface LengthRule {
  max: number
  idealMin: number
}

export const SEO_TITLE_RULE: LengthRule = { max: SEO_TITLE_MAX, idealMin: 50 }
export const SEO_DESCRIPTION_RULE: LengthRule = { max: SEO_DESCRIPTION_MAX, idealMin: 150 }

/** Counted as the input's maxLength and the server's limit count (UTF-16 units), so they agree. */
export function characterCount(value: string): number {
  return value.length
}

export function counterText(value: string, rule: LengthRule): string {
  return `${characterCount(value)}/${rule.max} karakter`
}

export type LengthState = 'empty' | 'short' | 'ideal' | 'long'

export function lengthState(value: string, rule: LengthRule): LengthState {
  const count = characterCount(value.trim())
  if (count === 0) return 'empty'
  if (count > rule.max) return 'long'
  return count >= rule.idealMin ? 'ideal' : 'short'
}
