import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { VAPID_FILE_NAME } from '../push/vapid-keys'
import { SECRETS_FILE_NAME } from './secrets-file'

// On PostgreSQL (DATABASE_URL) several processes may serve one database, and each must sign tokens,
// encrypt panel passwords and sign Web Push with the same secrets, so they come from the environment:
// a process that would generate its own refuses to start instead, saying what to set
// (docs/decisions/0027-secrets-on-a-shared-database.md). PGlite is one process by construction (its data
// directory is locked) and keeps generating them into DATA_DIR.

export const SHARED_SECRET_NAMES = [
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const

/** Said plainly at start-up, without a stack trace: the operator has something to set. */
export class SharedSecretsMissingError extends Error {
  override name = 'SharedSecretsMissingError'
}

type SecretEnv = Partial<Record<(typeof SHARED_SECRET_NAMES)[number], string | undefined>>

/** Throws, naming what is missing and where this data directory's own values are, unless all are set. */
export function assertSharedSecrets(env: SecretEnv, dataDir: string): void {
  const missing = SHARED_SECRET_NAMES.filter((name) => !env[name])
  if (missing.length === 0) return
  const files = [SECRETS_FILE_NAME, VAPID_FILE_NAME].map((name) => join(dataDir, name)).filter(existsSync)
  const where =
    files.length > 0
      ? `The values this data directory has used so far are in ${files.join(' and ')}: set them to keep today's sessions, panel passwords and push subscriptions.`
      : 'New values: npm run --silent secrets'
  throw new SharedSecretsMissingError(
    `With DATABASE_URL every server process must use the same secrets: set ${missing.join(', ')} in the environment. ${where}`,
  )
}
