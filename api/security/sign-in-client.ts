import type { Context } from 'hono'
import type { ApiEnv } from '../context'

/** The device a session is opened on, kept on its refresh tokens for the sessions list. */
export interface SignInClient {
  userAgent: string | null
  ipAddress: string | null
}

export const UNKNOWN_CLIENT: SignInClient = { userAgent: null, ipAddress: null }

const USER_AGENT_MAX = 512

/** Where the request came from, as the host tells it (services.clientIp). */
export interface ClientAddress {
  clientIp(c: Context<ApiEnv>): string
}

export function signInClient(c: Context<ApiEnv>, services: ClientAddress): SignInClient {
  const userAgent = c.req.header('user-agent')?.trim().slice(0, USER_AGENT_MAX) || null
  const ip = services.clientIp(c)
  return { userAgent, ipAddress: ip && ip !== 'unknown' ? ip : null }
}
