// Punycode (RFC 3492) decoding of one label, for reading domains stored before they were kept in their
// ASCII form (docs/input-rules.md#domains). Encoding needs no code of ours: `new URL()` does IDNA.

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2)
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

function digitOf(code: number): number {
  if (code >= 48 && code < 58) return code - 22
  if (code >= 65 && code < 91) return code - 65
  if (code >= 97 && code < 123) return code - 97
  return BASE
}

/** The Unicode text of a punycode label (without its 'xn--'); null when it is not valid punycode. */
export function decodePunycode(label: string): string | null {
  const delimiter = label.lastIndexOf('-')
  const output: number[] = []
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const code = label.charCodeAt(j)
    if (code >= 0x80) return null
    output.push(code)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  let index = delimiter > 0 ? delimiter + 1 : 0
  while (index < label.length) {
    const previous = i
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (index >= label.length) return null
      const digit = digitOf(label.charCodeAt(index++))
      if (digit >= BASE) return null
      i += digit * weight
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < threshold) break
      weight *= BASE - threshold
      if (weight > Number.MAX_SAFE_INTEGER / BASE) return null
    }
    const length = output.length + 1
    bias = adapt(i - previous, length, previous === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > 0x10ffff) return null
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}
