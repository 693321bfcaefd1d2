import type { Clock } from '../ports/infrastructure'
import { hmacHex, randomToken, timingSafeEqual } from '../lib/crypto'

export const CSRF_TTL_SECONDS = 2 * 3600
export const csrfFailedMessage = 'Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyin.'

// Stateless CSRF tokens for /api/auth.php: `<expiry seconds>.<nonce>.<HMAC(jwt secret)>`.
export function createCsrfTokens(secret: string, clock: Clock) {
  const sign = (payload: string) => hmacHex(secret, `csrf:${payload}`)
  return {
    async issue(): Promise<{ token: string; expiresIn: number }> {
      const expires = Math.floor(clock.now().getTime() / 1000) + CSRF_TTL_SECONDS
      const payload = `${expires}.${randomToken(12)}`
      return { token: `${payload}.${await sign(payload)}`, expiresIn: CSRF_TTL_SECONDS }
    },
    async verify(token: string | undefined | null): Promise<boolean> {
      if (!token) return false
      const parts = token.split('.')
      if (parts.length !== 3) return false
      const [expires, nonce, mac] = parts as [string, string, string]
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= clock.now().getTime()) return false
      return timingSafeEqual(await sign(`${expires}.${nonce}`), mac)
    },
  }
}
export type CsrfTokens = ReturnType<typeof createCsrfTokens>
