import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema, sessionResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import {
  recoveryCodesResponseSchema,
  secondStepInputSchema,
  twoFactorCodeInputSchema,
  twoFactorEnrolmentResponseSchema,
  twoFactorProofInputSchema,
  twoFactorStatusResponseSchema,
} from './two-factor.shared'
import { signInClient } from './sign-in-client'
import { twoFactorMessages } from './two-factor-messages.shared'

const TAG = 'Hesap güvenliği'
const refused = { description: 'Kod, şifre ya da durum uygun değil', schema: errorResponseSchema }

// Two-factor sign-in: /api/me/two-factor (status, enrol, confirm, disable, recovery codes) and the
// sign-in's second step (docs/rules/account-security.md#two-factor-sign-in). Each write logs its one
// activity entry in the service, with the audit row.
export const twoFactorRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/me/two-factor',
    summary: 'İki adımlı doğrulamanın durumu',
    tag: TAG,
    access: 'user',
    responses: { 200: { description: 'Durum', schema: twoFactorStatusResponseSchema } },
    handler: async ({ c, services, user }) =>
      c.json({ success: true, data: await services.twoFactor.status(user) }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/two-factor/enrolment',
    summary: 'Kurulumu başlatır: yeni gizli anahtar ve otpauth adresi (kodla onaylanana dek beklemede)',
    tag: TAG,
    access: 'user',
    // Only good now (a secret, a code, a session): never queued offline to run later.
    transient: true,
    activity: 'service',
    responses: { 200: { description: 'Anahtar', schema: twoFactorEnrolmentResponseSchema }, 409: refused },
    handler: async ({ c, services, user, actor }) => {
      const data = await services.twoFactor.enrol(user, actor)
      return c.json({ success: true, message: twoFactorMessages.enrolmentStarted, data })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/two-factor/confirm',
    summary: 'İlk kodla etkinleştirir; kurtarma kodlarını bir kez gösterir',
    tag: TAG,
    access: 'user',
    transient: true,
    body: twoFactorCodeInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Kurtarma kodları', schema: recoveryCodesResponseSchema },
      400: refused,
    },
    handler: async ({ c, services, user, body, actor }) => {
      const recoveryCodes = await services.twoFactor.confirm(user, body.code, actor)
      return c.json({ success: true, message: twoFactorMessages.enabled, data: { recoveryCodes } })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/two-factor/recovery-codes',
    summary: 'Yeni kurtarma kodları (geçerli bir kod ya da şifreyle); eskileri geçersiz olur',
    tag: TAG,
    access: 'user',
    transient: true,
    body: twoFactorProofInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Kurtarma kodları', schema: recoveryCodesResponseSchema },
      400: refused,
    },
    handler: async ({ c, services, user, body, actor }) => {
      const recoveryCodes = await services.twoFactor.regenerateRecoveryCodes(user, body, actor)
      return c.json({ success: true, message: twoFactorMessages.regenerated, data: { recoveryCodes } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/me/two-factor',
    summary: 'Kapatır: şifre (şifresiz Google hesaplarında geçerli bir kod)',
    tag: TAG,
    access: 'user',
    transient: true,
    body: twoFactorProofInputSchema,
    activity: 'service',
    responses: { 200: { description: 'Kapatıldı', schema: messageResponseSchema }, 400: refused },
    handler: async ({ c, services, user, body, actor }) => {
      await services.twoFactor.disable(user, body, actor)
      return c.json({ success: true, message: twoFactorMessages.disabled })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/two-factor',
    summary: 'Girişin ikinci adımı: challenge ile doğrulama kodu ya da kurtarma kodu; oturum açar',
    tag: 'Kimlik doğrulama',
    access: 'public',
    session: true,
    body: secondStepInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Oturum (girişle aynı gövde)', schema: sessionResponseSchema },
      401: { description: 'Kod hatalı ya da süre doldu', schema: errorResponseSchema },
      429: { description: 'Çok fazla hatalı kod', schema: errorResponseSchema },
    },
    handler: async ({ c, services, body, ip }) => {
      const answer = await services.twoFactor.completeSignIn(body, ip, signInClient(c, services))
      return c.json({ success: true, ...answer })
    },
  }),
]
