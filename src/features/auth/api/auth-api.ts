// The sign-in calls of the auth screens: the REST endpoints first, the PHP-era endpoints when the REST
// one is missing or failing on the server side (spec: "tries an API backend first, then a PHP endpoint").
import { z } from 'zod'
import { sessionResponseSchema } from '../../../../api/schemas/auth'
import { publicSettingsResponseSchema } from '../../../../api/schemas/public-settings'
import type { PublicSettingsResponse } from '../../../../api/schemas/public-settings'
import { ApiError, api } from '../../../lib/api-client'
import type { ApiRequestOptions } from '../../../lib/api-client'

export type SessionAnswer = z.infer<typeof sessionResponseSchema>

// Register answers either "verify first" (with the code itself in the offline demo, where no mail can
// leave) or, in the spec's other branch, a session.
const registerAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.union([
    sessionResponseSchema.shape.data,
    z.object({
      verification_required: z.literal(true),
      email: z.string(),
      demo_code: z.string().optional(),
    }),
  ]),
})
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>

// A verified code normally opens a session; an answer without one sends the user to sign in.
const verifyAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionResponseSchema.shape.data.optional().catch(undefined),
})
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>

const messageAnswerSchema = z.object({ success: z.boolean(), message: z.string() })
const csrfAnswerSchema = z.object({ token: z.string() })

/** Whether a failure of the REST endpoint is worth the PHP fallback (not a verdict on the input). */
function serverSideFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status >= 500)
}

async function withFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary()
  } catch (error) {
    if (!serverSideFailure(error)) throw error
    return fallback()
  }
}

/** POST /api/auth.php with the X-CSRF-Token header from GET /api/csrf-token.php. */
async function legacyAuth<T>(body: Record<string, unknown>, options: Omit<ApiRequestOptions<T>, 'body'>) {
  const { token } = await api.get('/api/csrf-token.php', { auth: false, schema: csrfAnswerSchema })
  return api.post<T>('/api/auth.php', body, {
    ...options,
    auth: false,
    headers: { ...options.headers, 'X-CSRF-Token': token },
  })
}

export function login(email: string, password: string, fallbackMessage: string): Promise<SessionAnswer> {
  const options = { auth: false, schema: sessionResponseSchema, fallbackMessage }
  return withFallback(
    () => api.post('/api/auth/login', { email, password }, options),
    () => legacyAuth({ action: 'login', email, password }, options),
  )
}

export function register(
  name: string,
  email: string,
  password: string,
  messages: { failure: string; network: string },
) {
  const options = {
    auth: false,
    schema: registerAnswerSchema,
    fallbackMessage: messages.failure,
    networkMessage: messages.network,
  }
  return withFallback(
    () => api.post('/api/auth/register', { name, email, password }, options),
    () => legacyAuth({ action: 'register', name, email, password }, options),
  )
}

export function verifyCode(email: string, code: string, messages: { failure: string; network: string }) {
  const options = {
    auth: false,
    schema: verifyAnswerSchema,
    fallbackMessage: messages.failure,
    networkMessage: messages.network,
  }
  return withFallback(
    () => legacyAuth({ action: 'verify_email', email, code }, options),
    () => api.post('/api/auth/verify-email', { email, code }, options),
  )
}

export function verifyLink(token: string, messages: { failure: string; network: string }) {
  return api.post(
    '/verify-email.php',
    { action: 'verify', token },
    {
      auth: false,
      schema: messageAnswerSchema,
      fallbackMessage: messages.failure,
      networkMessage: messages.network,
    },
  )
}

export function resendVerification(email: string, messages: { failure: string; network: string }) {
  return api.post(
    '/verify-email.php',
    { action: 'resend', email },
    {
      auth: false,
      schema: messageAnswerSchema,
      fallbackMessage: messages.failure,
      networkMessage: messages.network,
    },
  )
}

export function fetchPublicSettings(): Promise<PublicSettingsResponse> {
  return api.get('/api/settings/public', { auth: false, schema: publicSettingsResponseSchema })
}
