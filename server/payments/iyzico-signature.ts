import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// iyzico's two signatures (docs/decisions/0032-iyzico-over-its-http-api.md):
// - a request's Authorization header, IYZWSv2: HMAC-SHA256 with the secret key over
//   randomKey + the URI path + the JSON body, hex; the header is
//   'IYZWSv2 ' + base64('apiKey:<key>&randomKey:<random>&signature:<hex>').
// - a response's `signature`: HMAC-SHA256 with the secret key over the documented fields joined by ':',
//   hex. Numbers are written as JavaScript (and PHP) print them: 358.8, 1.

const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex')

export function iyzicoAuthorization(
  apiKey: string,
  secretKey: string,
  uriPath: string,
  body: string,
  randomKey = `${Date.now()}${randomBytes(6).toString('hex')}`,
): { authorization: string; randomKey: string } {
  const signature = hmacHex(secretKey, randomKey + uriPath + body)
  const params = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`
  return { authorization: `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`, randomKey }
}

export const responseSignatureOf = (secretKey: string, fields: readonly unknown[]) =>
  hmacHex(
    secretKey,
    fields.map((field) => (field === undefined || field === null ? '' : String(field))).join(':'),
  )

/** Compares in constant time; a missing or malformed signature is false. */
export function signatureMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given))
}

/** kuruş → iyzico's price string ('358.80'). */
export const iyzicoPrice = (kurus: number) =>
  `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`

/** iyzico's price (a number or a decimal string) → kuruş, or null. */
export function kurusOf(price: unknown): number | null {
  const text = typeof price === 'number' ? String(price) : typeof price === 'string' ? price.trim() : ''
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}
