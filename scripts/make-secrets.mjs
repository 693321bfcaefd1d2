// New values for the secrets every server process on one PostgreSQL database must share
// (docs/rules/configuration.md). `npm run --silent secrets` prints them as environment lines to paste into
// a deployment's settings; the bench and the tests that start servers on PostgreSQL take them from here.
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import webpush from 'web-push'

/** JWT_SECRET, ENCRYPTION_KEY and a VAPID key pair, new on every call. */
export function newSharedSecrets() {
  const vapid = webpush.generateVAPIDKeys()
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(newSharedSecrets())) console.log(`${name}=${value}`)
}
