import { z } from 'zod'
import { userSchema } from '../users/user.shared'

// Request bodies are permissive (strings, trimmed) so the service can answer the catalogue's own
// Turkish messages ('Lütfen tüm alanları doldurun', ...) instead of zod's.
const loose = z.string().max(1000).optional()

export const loginInputSchema = z.object({ email: loose, password: loose, deviceToken: loose })
export type LoginInput = z.infer<typeof loginInputSchema>

/** `plan` (a package's code) and `period` (monthly or yearly): the plan chosen on the landing, if any. */
export const registerInputSchema = z.object({
  name: loose,
  email: loose,
  password: loose,
  plan: loose,
  period: loose,
})
export type RegisterInput = z.infer<typeof registerInputSchema>

export const verifyCodeInputSchema = z.object({
  email: loose,
  code: z.union([z.string(), z.number()]).optional(),
})
export type VerifyCodeInput = z.infer<typeof verifyCodeInputSchema>

export const verifyLinkInputSchema = z.object({ token: loose, email: loose })
export const resendInputSchema = z.object({ email: loose })

export const refreshInputSchema = z.object({ refreshToken: loose, refresh_token: loose })
export type RefreshInput = z.infer<typeof refreshInputSchema>

export const logoutInputSchema = z.object({ refreshToken: loose, refresh_token: loose })

// POST /api/auth.php and POST /api/auth (the admin API client): one endpoint, an `action` field.
export const authActionInputSchema = z.discriminatedUnion('action', [
  loginInputSchema.extend({ action: z.literal('login') }),
  registerInputSchema.extend({ action: z.literal('register') }),
  verifyCodeInputSchema.extend({ action: z.literal('verify_email') }),
  logoutInputSchema.extend({ action: z.literal('logout') }),
  refreshInputSchema.extend({ action: z.literal('refresh') }),
])

export const verifyEmailPhpInputSchema = z.discriminatedUnion('action', [
  verifyLinkInputSchema.extend({ action: z.literal('verify') }),
  resendInputSchema.extend({ action: z.literal('resend') }),
])

export const sessionDataSchema = z.object({
  user: userSchema,
  token: z.string(),
  refresh_token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  expires_in: z.number().int(),
  /** Kept by the client and sent with its next login as deviceToken (api/auth/device-tokens.ts). */
  device_token: z.string().optional(),
})
export type SessionData = z.infer<typeof sessionDataSchema>

export const sessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionDataSchema,
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ verification_required: z.literal(true), email: z.string() }),
})
export type RegisterResponse = z.infer<typeof registerResponseSchema>

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    token: z.string(),
    refresh_token: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int(),
    expires_in: z.number().int(),
  }),
})
export type RefreshResponse = z.infer<typeof refreshResponseSchema>

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

export const csrfTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  csrf_token: z.string(),
  expiresIn: z.number().int(),
})
