import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

// JWT_SECRET and ENCRYPTION_KEY: from the environment when given, otherwise generated once into
// DATA_DIR/secrets.json (mode 0600) and reused on every start — losing that file logs everyone out
// and makes stored panel passwords unreadable, so it is never rewritten once it exists.

export interface ServerSecrets {
  jwtSecret: string
  encryptionKey: Buffer
}

export const SECRETS_FILE_NAME = 'secrets.json'

const fileSchema = z.object({
  JWT_SECRET: z.string().min(32),
  ENCRYPTION_KEY: z.string().min(1),
})

/** 32 bytes as 64 hex digits or base64/base64url; anything else is refused rather than guessed. */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return Buffer.from(value, 'base64url')
  throw new Error('ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or base64 (44 characters).')
}

function generated() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  }
}

/**
 * Creates `path` (mode 0600) with `contents` unless it exists, then answers its text. Written whole to a
 * private temp file, then linked into place: link() fails if the file exists, so two processes starting
 * at once cannot end up with different secrets, and no reader sees half a file.
 */
export function readOrCreatePrivateFile(path: string, contents: () => string): string {
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, contents(), { mode: 0o600, flag: 'w' })
  try {
    linkSync(temp, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temp)
  }
  return readFileSync(path, 'utf8')
}

function readOrCreate(dataDir: string): z.infer<typeof fileSchema> {
  const path = join(dataDir, SECRETS_FILE_NAME)
  mkdirSync(dataDir, { recursive: true })
  const text = readOrCreatePrivateFile(path, () => `${JSON.stringify(generated(), null, 2)}\n`)
  const parsed = fileSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${path} is not a valid secrets file; fix or remove it.`)
  return parsed.data
}

export function loadSecrets(
  dataDir: string,
  env: { JWT_SECRET?: string | undefined; ENCRYPTION_KEY?: string | undefined },
): ServerSecrets {
  const fromFile = env.JWT_SECRET && env.ENCRYPTION_KEY ? null : readOrCreate(dataDir)
  const jwtSecret = env.JWT_SECRET ?? fromFile?.JWT_SECRET
  const key = env.ENCRYPTION_KEY ?? fromFile?.ENCRYPTION_KEY
  if (!jwtSecret || !key) throw new Error('Secrets could not be loaded.')
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.')
  return { jwtSecret, encryptionKey: parseEncryptionKey(key) }
}
