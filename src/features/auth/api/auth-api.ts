// The sign-in calls of the auth screens, one endpoint per operation: the REST `/api/auth/*` calls. The
// PHP-era `/api/auth.php` stays on the server for outside callers; this app never falls back to it.
import { z } from 'zod'
import { sessionResponseSchema } from '../../../../api/auth/auth.shared'
import { publicSettingsResponseSchema } from '../../../../api/settings/public-settings.shared'
import { signInAnswerSchema } from '../../../../api/security/two-factor.shared'
import type { SignInAnswer, TwoFactorChallengeAnswer } from '../../../../api/security/two-factor.shared'
import type { PublicSettingsResponse } from '../../../../api/settings/public-settings.shared'
import { api } from '../../../lib/api-client'
import { deviceTokenFor, rememberDeviceToken } from '../../../lib/device-token'

export type SessionAnswer = z.infer<typeof sessionResponseSchema>

// Register answers either "verify first" (with the code itself in the offline demo, where no mail can
// leave) or, in the other branch (docs/rules/accounts-and-sign-in.md#registration), a session.
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
/** A user with two-factor on gets the second step's challenge instead of a session. */
export const needsSecondStep = (answer: SignInAnswer): answer is TwoFactorChallengeAnswer =>
  'twoFactorRequired' in answer

export async function login(email: string, password: string, fallbackMessage: string): Promise<SignInAnswer> {
  const answer: SignInAnswer = await api.post(
    '/api/auth/login',
    { email, password, deviceToken: deviceTokenFor(email) },
    { auth: false, schema: signInAnswerSchema, fallbackMessage },
  )
  if (!needsSecondStep(answer)) rememberDeviceToken(email, answer.data.device_token)
  return answer
}

/** The sign-in's second step: the challenge with a code from the app or a recovery code. */
export async function completeTwoFactor(
  email: string | null,
  challenge: string,
  proof: { code: string } | { recoveryCode: string },
  fallbackMessage: string,
): Promise<SessionAnswer> {
  const answer: SessionAnswer = await api.post(
    '/api/auth/two-factor',
    { challenge, ...proof },
    { auth: false, schema: sessionResponseSchema, fallbackMessage },
  )
  if (email) rememberDeviceToken(email, answer.data.device_token)
  return answer
}

export function register(
  name: string,
  email: string,
  password: string,
  messages: { failure: string; network: string },
  choice: { plan?: string; period?: string } = {},
) {
  const options = {
    auth: false,
    schema: registerAnswerSchema,
    fallbackMessage: messages.failure,
    networkMessage: messages.network,
  }
  return api.post('/api/auth/register', { name, email, password, ...choice }, options)
}

/** The public catalogue: the landing's chosen plan is shown by its name (GET /api/packages). */
export async function fetchCatalogue() {
  const { publicCatalogueResponseSchema } = await import('../../../../api/packages/package-admin.shared')
  const answer = await api.get('/api/packages', { auth: false, schema: publicCatalogueResponseSchema })
  return answer.data.packages
}

export function verifyCode(email: string, code: string, messages: { failure: string; network: string }) {
  const options = {
    auth: false,
    schema: verifyAnswerSchema,
    fallbackMessage: messages.failure,
    networkMessage: messages.network,
  }
  return api.post('/api/auth/verify-email', { email, code }, options)
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
