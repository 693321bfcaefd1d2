import { z } from 'zod'
import { AUTH_ACTIONS, resend, runAuthAction } from '../auth/auth-actions'
import { verificationMessages } from '../auth/auth-messages.shared'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import {
  authActionInputSchema,
  csrfTokenResponseSchema,
  messageResponseSchema,
  verifyEmailPhpInputSchema,
} from '../auth/auth.shared'

const TAG = 'Kimlik doğrulama (PHP uyumlu)'

// docs/rules/documented-calls.md#php-era-sign-in-calls: GET /api/csrf-token.php, POST /api/auth.php (with the
// X-CSRF-Token it issued) and POST /verify-email.php, answered by the same services as /api/auth/*.
export const phpAuthCalls: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/csrf-token.php',
    summary: 'X-CSRF-Token başlığı için imzalı, süreli anahtar',
    tag: TAG,
    access: 'public',
    session: true,
    responses: { 200: { description: 'Anahtar (token alanı)', schema: csrfTokenResponseSchema } },
    handler: async ({ c, services }) => {
      const { token, expiresIn } = await services.csrf.issue()
      c.header('Cache-Control', 'no-store')
      return c.json({ success: true, token, csrf_token: token, expiresIn })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth.php',
    summary: 'action login | register | verify_email | logout | refresh (X-CSRF-Token gerekli)',
    tag: TAG,
    access: 'csrf',
    session: true,
    body: authActionInputSchema,
    actions: AUTH_ACTIONS,
    activity: 'service',
    responses: {
      200: {
        description: 'success, message, data (/api/auth/* ile aynı)',
        schema: z.looseObject({ success: z.literal(true), message: z.string() }),
      },
    },
    handler: async ({ c, services, body }) =>
      c.json({ success: true, ...(await runAuthAction(c, services, body)) }),
  }),

  defineRoute({
    method: 'post',
    path: '/verify-email.php',
    summary: 'action verify (bağlantı anahtarı) | resend (e-posta)',
    tag: TAG,
    access: 'public',
    session: true,
    body: verifyEmailPhpInputSchema,
    actions: ['verify', 'resend'],
    activity: 'service',
    responses: { 200: { description: 'success, message', schema: messageResponseSchema } },
    handler: async ({ c, services, body, ip }) => {
      if (body.action === 'resend') return resend(c, services, body.email)
      if (!body.token?.trim()) throw new ApiError(400, verificationMessages.linkMissing)
      await services.verification.verifyLink(body.token.trim(), ip)
      return c.json({ success: true, message: verificationMessages.success })
    },
  }),
]
