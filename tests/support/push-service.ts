import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A Web Push service on loopback, our own code, so the server's push requests are tested for real
// without the internet: it checks the VAPID Authorization header (RFC 8292: an ES256 JWT signed by the
// key in `k=`, `aud` the endpoint's origin, `exp` in the future and at most a day away, `sub` present)
// and decrypts the aes128gcm body (RFC 8291 over RFC 8188) with the private key and auth secret of a
// subscription the test made. Each endpoint answers 201, or the status the test chose for it.

export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  endpoint: string
  /** The decrypted payload. */
  payload: string
  ttl: string | null
  urgency: string | null
  claims: { aud: string; exp: number; sub: string }
  vapidPublicKey: string
}

export interface LoopbackPushService {
  origin: string
  received: ReceivedPush[]
  /** Requests the service refused, with the reason (bad signature, claims, encryption). */
  refused: { endpoint: string; reason: string }[]
  /** A new browser subscription: its endpoint on this service and its keys (private half kept here). */
  subscribe(): BrowserSubscription
  /** The status an endpoint answers from now on (404/410: gone; 500: broken). */
  answer(endpoint: string, status: number): void
  close(): Promise<void>
}

const b64url = (buffer: Buffer) => buffer.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"')
  const [jwt, key] = [match[1]!, match[2]!]
  const [headerPart, payloadPart, signaturePart] = jwt.split('.')
  if (!headerPart || !payloadPart || !signaturePart) throw new Error('malformed JWT')
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string }
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`)
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  })
  const signed = Buffer.from(`${headerPart}.${payloadPart}`)
  const signature = Buffer.from(signaturePart, 'base64url')
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)) {
    throw new Error('bad signature')
  }
  const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as ReceivedPush['claims']
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  const nowSeconds = Math.floor(now / 1000)
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error('exp out of range')
  if (!claims.sub) throw new Error('no sub')
  return { claims, vapidPublicKey: key }
}

/** RFC 8291 key derivation and RFC 8188 decryption of a single-record aes128gcm body. */
function decrypt(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic])
  const ikm = hmac(hmac(browser.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

export async function startPushService(now: () => number = Date.now): Promise<LoopbackPushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()
  const statuses = new Map<string, number>()
  const received: ReceivedPush[] = []
  const refused: LoopbackPushService['refused'] = []
  let origin = ''
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`
      const browser = browsers.get(endpoint)
      const chosen = statuses.get(endpoint)
      try {
        if (!browser) throw new Error('unknown endpoint')
        if (request.method !== 'POST') throw new Error(`method ${request.method}`)
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const vapid = checkVapid(request.headers.authorization, origin, now())
        const payload = decrypt(Buffer.concat(chunks), browser)
        if (chosen !== undefined) {
          response.writeHead(chosen).end()
          return
        }
        received.push({
          endpoint,
          payload,
          ttl: (request.headers.ttl as string | undefined) ?? null,
          urgency: (request.headers.urgency as string | undefined) ?? null,
          ...vapid,
        })
        response.writeHead(201).end()
      } catch (error) {
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) })
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`
      browsers.set(endpoint, { ecdh, auth })
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } }
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
