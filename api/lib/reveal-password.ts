import type { Secrets } from '../ports/infrastructure'

/**
 * `{ password }` decrypted from a stored panel password, for admins only: without `secrets` (a customer's
 * view), without a stored one, or when it no longer decrypts, `{}`.
 */
export async function revealPassword(
  secrets: Secrets | null,
  cipher: string | null,
): Promise<{ password?: string }> {
  if (!secrets || !cipher) return {}
  try {
    return { password: await secrets.decrypt(cipher) }
  } catch {
    return {}
  }
}
