import type { ApiPorts } from '../ports'
import { hmacHex, timingSafeEqual } from '../lib/crypto'

// A device token says "this browser signed in to this account before". The client keeps it (local
// storage) and sends it with the next login; it unlocks nothing by itself. Its only use: when an
// account is under a guessing attack from many addresses, sign-ins from unknown devices are slowed
// down while the owner's known device goes through as usual (docs/decisions/0010-login-limits-without-lockouts.md).

export const DEVICE_TOKEN_TTL_DAYS = 180
const PREFIX = 'dv1'

export function createDeviceTokens(ports: Pick<ApiPorts, 'secrets' | 'clock'>) {
  const mac = (userId: string, issuedAt: number) =>
    hmacHex(ports.secrets.jwtSecret, `sitekur-device\n${userId}\n${issuedAt}`)
  return {
    async issue(userId: string): Promise<string> {
      const issuedAt = Math.floor(ports.clock.now().getTime() / 1000)
      return `${PREFIX}.${userId}.${issuedAt}.${await mac(userId, issuedAt)}`
    },
    /** The user the token was issued to, or null (missing, forged, expired). */
    async userOf(token: string | undefined): Promise<string | null> {
      if (!token || token.length > 300) return null
      const [prefix, userId, issued, signature] = token.split('.')
      const issuedAt = Number(issued)
      if (prefix !== PREFIX || !userId || !signature || !Number.isInteger(issuedAt)) return null
      const age = ports.clock.now().getTime() / 1000 - issuedAt
      if (age < -300 || age > DEVICE_TOKEN_TTL_DAYS * 86_400) return null
      return timingSafeEqual(await mac(userId, issuedAt), signature) ? userId : null
    },
  }
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>
