import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { readOrCreatePrivateFile } from '../security/secrets-file'

// The VAPID key pair that signs every Web Push request (docs/rules/push-notifications.md#keys): from the
// environment when both halves are given (several processes on one database must share it), otherwise
// generated once into DATA_DIR/vapid.json (mode 0600) and reused. A new pair would orphan every
// subscription: push services refuse a message signed by another key than the one the browser
// subscribed with, so the file is never rewritten once it exists.

export const VAPID_FILE_NAME = 'vapid.json'

export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes), base64url: the browsers' applicationServerKey. */
  publicKey: string
  /** The private scalar (32 bytes), base64url. */
  privateKey: string
}

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes)

const keysSchema = z.object({ publicKey: base64url(65), privateKey: base64url(32) })

/**
 * A new P-256 pair, as web-push's generateVAPIDKeys makes it, from node:crypto (web-push itself is loaded
 * by the first message only): JWK coordinates have their full length, so the public key is always
 * 0x04 ‖ x ‖ y (65 bytes) and the private one d (32 bytes).
 */
function generateVapidKeys(): VapidKeys {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' })
  const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url')
  const publicKey = Buffer.concat([Buffer.from([4]), coordinate(jwk.x), coordinate(jwk.y)])
  return { publicKey: publicKey.toString('base64url'), privateKey: jwk.d ?? '' }
}

export function loadVapidKeys(
  dataDir: string,
  env: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined },
): VapidKeys {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    const parsed = keysSchema.safeParse({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
    })
    if (!parsed.success) {
      throw new Error(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together, as base64url (65 and 32 bytes).',
      )
    }
    return parsed.data
  }
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, VAPID_FILE_NAME)
  const text = readOrCreatePrivateFile(path, () => `${JSON.stringify(generateVapidKeys(), null, 2)}\n`)
  const parsed = keysSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${path} is not a valid VAPID key file; fix or remove it.`)
  return parsed.data
}
