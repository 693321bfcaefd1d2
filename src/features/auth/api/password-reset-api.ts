// The forgotten-password calls (docs/rules/accounts-and-sign-in.md#forgotten-password): POST
// /api/auth/password-reset { email } and POST /api/auth/password-reset/confirm { email, token | code,
// password }. Neither sends a session: they are made signed out.
import { z } from 'zod'
import { api, lazySchema } from '../../../lib/api-client'

const requestAnswerSchema = lazySchema(() =>
  import('../../../../api/auth/password-reset.shared').then((m) => m.passwordResetRequestAnswerSchema),
)
const confirmedSchema = z.object({ message: z.string() }).transform((answer) => answer.message)

export interface ResetRequestAnswer {
  message: string
  /** The offline demo's code: no mail leaves the browser there. */
  demoCode: string | null
}

export async function requestPasswordReset(email: string): Promise<ResetRequestAnswer> {
  const answer = await api.post(
    '/api/auth/password-reset',
    { email },
    { auth: false, schema: requestAnswerSchema },
  )
  return { message: answer.message, demoCode: answer.data?.demo_code ?? null }
}

/** Sets the new password with the link's token or the mail's code; answers the server's message. */
export function confirmPasswordReset(
  input: { email: string; password: string } & ({ token: string } | { code: string }),
): Promise<string> {
  return api.post('/api/auth/password-reset/confirm', input, { auth: false, schema: confirmedSchema })
}
