// The Google callback screen's texts and delays, as docs/rules/accounts-and-sign-in.md#google-sign-in has them
// (the server's words where it says the same).
import { googleSignInMessages } from '../../../api/auth/google/google-sign-in.shared'

export const googleCallbackText = {
  cancelled: 'Google ile giriş iptal edildi veya bir hata oluştu.',
  missingCode: 'Yetkilendirme kodu bulunamadı.',
  exchangeFailed: googleSignInMessages.exchangeFailed,
  welcome: googleSignInMessages.welcome,
} as const

export const CALLBACK_SUCCESS_DELAY_MS = 2000
export const CALLBACK_ERROR_DELAY_MS = 3000
