import type { Context } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from '../context'
import { ApiError } from '../lib/http'
import type { authActionInputSchema } from './auth.shared'
import type { Services } from '../services'
import { bearerToken } from '../middleware/claims'
import { authMessages, verificationMessages } from './auth-messages.shared'
import { parseEmail } from './auth-service'
import { latestMailedCode, loginAnswer, withDemoCode } from './demo-login'
import { signInClient } from '../security/sign-in-client'

type AuthAction = z.infer<typeof authActionInputSchema>

/**
 * What the auth actions use: sign-in, verification, the caller's address, and what demo sign-in reads
 * (the ports; publishing, for a demo customer's copy of the sample data).
 */
type AuthActionDeps = Pick<
  Services,
  'ports' | 'auth' | 'activity' | 'verification' | 'clientIp' | 'publishing'
>

const codeOf = (code: string | number | undefined) => String(code ?? '').trim()

/** The answer to one `{action, ...}` auth body, shared by /api/auth.php and /api/auth. */
export async function runAuthAction(c: Context<ApiEnv>, services: AuthActionDeps, body: AuthAction) {
  const ip = services.clientIp(c)
  switch (body.action) {
    case 'login':
      // The session, or the challenge of the second step (two-factor users).
      return loginAnswer(services, body, ip, signInClient(c, services))
    case 'register': {
      const { message, data } = await withDemoCode(services, await services.auth.register(body, ip))
      return { message, data }
    }
    case 'verify_email': {
      const code = codeOf(body.code)
      if (!/^\d{6}$/.test(code)) throw new ApiError(400, verificationMessages.codeFormat)
      const user = await services.verification.verifyCode(parseEmail(body.email), code, ip)
      return {
        message: verificationMessages.success,
        data: await services.auth.openSession(user, signInClient(c, services)),
      }
    }
    case 'refresh':
      return {
        message: authMessages.refreshed,
        data: await services.auth.refresh(body.refresh_token ?? body.refreshToken),
      }
    case 'logout':
      return services.auth.logout({
        bearer: bearerToken(c.req.header('authorization')),
        refreshToken: body.refresh_token ?? body.refreshToken,
      })
  }
}

/** The actions of an `{action, ...}` auth body; any other is a 400 'Geçersiz işlem.' (the route table checks). */
export const AUTH_ACTIONS = ['login', 'register', 'verify_email', 'refresh', 'logout'] as const

/** Resend of the verification mail: the same answer whether the address exists or not. */
export async function resend(c: Context<ApiEnv>, services: AuthActionDeps, email: string | undefined) {
  if (!email?.trim()) throw new ApiError(400, verificationMessages.emailMissing)
  const address = parseEmail(email)
  await services.verification.resend(address, services.clientIp(c))
  const demoCode = await latestMailedCode(services, address)
  return c.json({
    success: true,
    message: verificationMessages.resent,
    ...(demoCode ? { data: { demo_code: demoCode } } : {}),
  })
}
