import { generate } from 'otplib'
import { expect } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import {
  recoveryCodesResponseSchema,
  twoFactorChallengeAnswerSchema,
  twoFactorEnrolmentResponseSchema,
} from '../../api/security/two-factor.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// Two-factor steps as a client takes them, with codes computed from the returned secret at the
// harness clock (the server's time).

export function twoFactorSteps(h: Harness) {
  const code = (secret: string) =>
    generate({ secret, epoch: Math.floor(h.store.clock.now().getTime() / 1000) })

  const steps = {
    code,
    async enrol(token: string) {
      const res = await h.as(token).post('/api/me/two-factor/enrolment', {})
      expect(res.status, res.text).toBe(200)
      return twoFactorEnrolmentResponseSchema.parse(res.body).data
    },
    /** Enrols and confirms: the secret and the recovery codes shown once. */
    async enable(token: string) {
      const { secret } = await steps.enrol(token)
      const res = await h.as(token).post('/api/me/two-factor/confirm', { code: await code(secret) })
      expect(res.status, res.text).toBe(200)
      return { secret, recoveryCodes: recoveryCodesResponseSchema.parse(res.body).data.recoveryCodes }
    },
    /** A customer with two-factor on, and the session they enrolled from. */
    async customerWithTwoFactor() {
      const { token, user } = await h.customerToken()
      const enabled = await steps.enable(token)
      // The confirming code's step is used: later codes come from the next step.
      h.advance(30)
      return { token, user, ...enabled }
    },
    /** The first step of a password sign-in, expected to ask for the second. */
    async challengeFor(email: string, password = STRONG_PASSWORD) {
      const res = await h.post('/api/auth/login', { email, password })
      expect(res.status, res.text).toBe(200)
      return twoFactorChallengeAnswerSchema.parse(res.body).challenge
    },
    secondStep: (body: { challenge: string; code?: string; recoveryCode?: string }) =>
      h.post('/api/auth/two-factor', body),
    async signInWithCode(email: string, secret: string) {
      const res = await steps.secondStep({
        challenge: await steps.challengeFor(email),
        code: await code(secret),
      })
      expect(res.status, res.text).toBe(200)
      return sessionResponseSchema.parse(res.body).data
    },
  }
  return steps
}
