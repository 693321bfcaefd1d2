import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { ApiError, readJson, parseWith, messages } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import {
  authActionInputSchema,
  csrfTokenResponseSchema,
  messageResponseSchema,
  verifyEmailPhpInputSchema,
} from '../schemas/auth'
import type { Services } from '../services'
import { readAuthAction, resend, runAuthAction } from './auth-actions'
import { csrfFailedMessage } from './csrf'
import { verificationMessages } from './email-verification'
import { z } from 'zod'

const TAG = 'Kimlik doğrulama (PHP uyumlu)'

// The PHP-era endpoints the customer side falls back to, answered by the same services.
export function legacyAuthRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/csrf-token.php',
      summary: 'X-CSRF-Token başlığı için imzalı, süreli anahtar',
      tag: TAG,
      access: 'none',
      responses: { 200: { description: 'Anahtar (token alanı)', schema: csrfTokenResponseSchema } },
    },
    async (c) => {
      const { token, expiresIn } = await services.csrf.issue()
      c.header('Cache-Control', 'no-store')
      return c.json({ success: true, token, csrf_token: token, expiresIn })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth.php',
      summary: 'action login | register | verify_email | logout | refresh (X-CSRF-Token gerekli)',
      tag: TAG,
      access: 'csrf',
      body: authActionInputSchema,
      responses: {
        200: {
          description: 'success, message, data (/api/auth/* ile aynı)',
          schema: z.looseObject({ success: z.literal(true), message: z.string() }),
        },
      },
    },
    async (c) => {
      if (!(await services.csrf.verify(c.req.header('x-csrf-token')))) {
        throw new ApiError(403, csrfFailedMessage)
      }
      const result = await runAuthAction(c, services, await readAuthAction(c))
      return c.json({ success: true, ...result })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/verify-email.php',
      summary: 'action verify (bağlantı anahtarı) | resend (e-posta)',
      tag: TAG,
      access: 'none',
      body: verifyEmailPhpInputSchema,
      responses: { 200: { description: 'success, message', schema: messageResponseSchema } },
    },
    async (c) => {
      const raw = await readJson(c)
      const action =
        typeof raw === 'object' && raw !== null ? (raw as { action?: unknown }).action : undefined
      if (action !== 'verify' && action !== 'resend') throw new ApiError(400, messages.unknownAction)
      const body = parseWith(verifyEmailPhpInputSchema, raw)
      if (body.action === 'resend') return resend(c, services, body.email)
      if (!body.token?.trim()) throw new ApiError(400, verificationMessages.linkMissing)
      await services.verification.verifyLink(body.token.trim(), services.clientIp(c))
      return c.json({ success: true, message: verificationMessages.success })
    },
  )

  return app
}
