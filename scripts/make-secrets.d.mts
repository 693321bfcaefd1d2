/** JWT_SECRET, ENCRYPTION_KEY and a VAPID key pair, new on every call (make-secrets.mjs). */
export function newSharedSecrets(): {
  JWT_SECRET: string
  ENCRYPTION_KEY: string
  VAPID_PUBLIC_KEY: string
  VAPID_PRIVATE_KEY: string
}
