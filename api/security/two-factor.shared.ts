import { z } from 'zod'
import { sessionDataSchema } from '../auth/auth.shared'

// Two-factor sign-in (docs/rules/account-security.md): the bodies and answers of /api/me/two-factor and
// of the sign-in's second step. Inputs are permissive strings so the service answers its own Turkish
// messages instead of zod's.

const loose = z.string().max(200).optional()

export const TOTP_ISSUER = 'SiteKur'
export const RECOVERY_CODE_COUNT = 10
/** A recovery code as shown: two groups of four from an alphabet without look-alikes (xxxx-xxxx). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}$/

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  pendingEnrolment: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** An admin who must enrol before the back-office opens (the system setting `twoFactorAuth`). */
  required: z.boolean(),
  /** The account has a password (else it signs in with Google only: a current code is the proof). */
  hasPassword: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>
export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  data: twoFactorStatusSchema,
})

export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() })
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>
export const twoFactorEnrolmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: twoFactorEnrolmentSchema,
})

export const twoFactorCodeInputSchema = z.object({ code: loose })
/** Proof for a new set of codes or for switching two-factor off: a current code or the password. */
export const twoFactorProofInputSchema = z.object({ code: loose, password: z.string().max(1024).optional() })
export type TwoFactorProofInput = z.infer<typeof twoFactorProofInputSchema>

export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
})

/** A password sign-in of a user with two-factor on: no tokens yet, a challenge for the second step. */
export const twoFactorChallengeAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  twoFactorRequired: z.literal(true),
  /** Signed, 5 minutes, names the user; sent back with the code. */
  challenge: z.string(),
})
export type TwoFactorChallengeAnswer = z.infer<typeof twoFactorChallengeAnswerSchema>

/** What a sign-in answers: the session, or the challenge of the second step. */
export const signInAnswerSchema = z.union([
  twoFactorChallengeAnswerSchema,
  z.object({ success: z.literal(true), message: z.string(), data: sessionDataSchema }),
])
export type SignInAnswer = z.infer<typeof signInAnswerSchema>

export const secondStepInputSchema = z.object({
  challenge: z.string().max(2000).optional(),
  code: loose,
  recoveryCode: loose,
})
export type SecondStepInput = z.infer<typeof secondStepInputSchema>
