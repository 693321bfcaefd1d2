import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { Services } from '../services'

/** The device a session is opened on, kept on its refresh tokens for the sessions list. */
export interface SignInClient {
  userAgent: string | null
  ipAddress: string | null
}

export const UNKNOWN_CLIENT: SignInClient = { userAgent: null, ipAddress: null }

const USER_AGENT_MAX = 512

export function signInClient(c: Context<ApiEnv>, services: Services): SignInClient {
  const userAgent = c.req.header('user-agent')?.trim().slice(0, USER_AGENT_MAX) || null
  const ip = services.clientIp(c)
  return { userAgent, ipAddress: ip && ip !== 'unknown' ? ip : null }
}
