// The bounce badge's thresholds (docs/rules/analytics.md#bounce): below 30 % default (green), below 40 %
// secondary (amber), else destructive (red). Shown only once a bounce rate can be measured.
export type BounceBadge = 'default' | 'secondary' | 'destructive'

export function bounceBadge(rate: number): BounceBadge {
  if (rate < 0.3) return 'default'
  if (rate < 0.4) return 'secondary'
  return 'destructive'
}
