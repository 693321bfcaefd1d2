import { z } from 'zod'

// Google sign-in on the wire. The browser only ever sees the one-time `handoff` code (in the URL
// fragment of #/auth/callback) and trades it for a session at POST /api/auth/google/exchange.

export const googleExchangeInputSchema = z.object({ handoff: z.string().max(2000).optional() })
export type GoogleExchangeInput = z.infer<typeof googleExchangeInputSchema>

/** GET /api/auth/providers: which external sign-in providers this host offers. */
export const authProvidersResponseSchema = z.object({ success: z.literal(true), google: z.boolean() })
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>

/**
 * GET /auth/google: the plan the register screen passes (docs/rules/invoices-and-plans.md#registration).
 * Optional strings: a browser's navigation always parses; the server checks them against the catalogue.
 */
export const googleStartQuerySchema = z.object({
  plan: z.string().optional(),
  period: z.string().optional(),
})

/** The provider's redirect to /auth/google/callback. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
})

/** Values of `error` in #/auth/callback?error=… (and #/login?error=google_unavailable). */
export const googleSignInErrorCodes = [
  'google_unavailable',
  'access_denied',
  'provider_error',
  'invalid_state',
  'missing_code',
  'token_exchange_failed',
  'invalid_id_token',
  'email_unverified',
  'account_suspended',
  'account_conflict',
  'server_error',
] as const
export type GoogleSignInErrorCode = (typeof googleSignInErrorCodes)[number]

export const googleSignInMessages = {
  welcome: (name: string) => `Giriş başarılı! Hoş geldin, ${name}`,
  exchangeFailed: 'Giriş işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
}
