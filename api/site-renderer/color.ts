// WCAG contrast for the theme: colours are `#rrggbb` (safeColor's output). Text on a colour is white or
// ink, whichever reaches AA (4.5:1); when neither does, the colour is darkened until white does.

export const WHITE = '#ffffff'
/** The near-black of body text. */
export const INK = '#111827'
const AA = 4.5

type Rgb = readonly [number, number, number]

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function hex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b)).toString(16).slice(1)}`
}

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrast(a: string, b: string): number {
  const first = luminance(a)
  const second = luminance(b)
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05)
}

/** `color` moved `amount` (0…1) of the way to `toward`. */
export function mix(color: string, toward: string, amount: number): string {
  const [r, g, b] = rgb(color)
  const [r2, g2, b2] = rgb(toward)
  const step = (from: number, to: number) => from + (to - from) * amount
  return hex([step(r, r2), step(g, g2), step(b, b2)])
}

/** `color`, darkened (or lightened toward white) in small steps until it reaches AA against every one of `against`. */
export function untilReadable(color: string, against: readonly string[], toward = '#000000'): string {
  let current = color
  for (let step = 1; step <= 20 && against.some((other) => contrast(current, other) < AA); step++) {
    current = mix(color, toward, step / 20)
  }
  return current
}

/** A background and the text colour to put on it (the background adjusted only when it must be). */
export function readablePair(background: string): { bg: string; fg: string } {
  if (contrast(WHITE, background) >= AA) return { bg: background, fg: WHITE }
  if (contrast(INK, background) >= AA) return { bg: background, fg: INK }
  return { bg: untilReadable(background, [WHITE]), fg: WHITE }
}

/** `background` adjusted so that `fg` (white or ink) reads on it. */
export function backgroundFor(background: string, fg: string): string {
  return untilReadable(background, [fg], fg === WHITE ? '#000000' : WHITE)
}
