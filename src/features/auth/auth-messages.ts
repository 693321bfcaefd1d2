// The sign-in screens' texts, as docs/rules/accounts-and-sign-in.md words them. Where the screen says what
// the server says (a check made before asking, a fallback when the answer has no message), the words are
// the server's own.
import { authMessages, passwordMessages, verificationMessages } from '../../../api/auth/auth-messages.shared'
import { offlineMessages } from '../../../api/lib/api-source.shared'

export const authText = {
  missingFields: authMessages.missingFields,
  loginSuccess: authMessages.loginSuccess,
  loginFailed: 'Giriş başarısız - Email veya şifre hatalı',
  connection: offlineMessages.connection,
  registerFailed: 'Kayıt olurken bir hata oluştu',
  registerUnreachable: 'Sistem şu anda erişilemiyor. Lütfen daha sonra tekrar deneyin.',
  registerWelcome: 'Kayıt başarılı! Hoş geldiniz.',
  registerVerify: authMessages.registered,
  registrationClosed: authMessages.registrationClosed,
  passwordTooShort: passwordMessages.tooShort,
  codeFormat: verificationMessages.codeFormat,
  codeWrong: verificationMessages.codeWrong,
  verifyNetwork: 'Doğrulama sırasında hata oluştu',
  verifySuccess: verificationMessages.success,
  linkFailed: 'Doğrulama başarısız',
  linkMissing: verificationMessages.linkMissing,
  resent: verificationMessages.resent,
  resendFailed: 'E-posta gönderme sırasında hata oluştu',
  resendNoEmail: verificationMessages.emailMissing,
  resendByRegistering: 'Yeni kod için tekrar kayıt olmayı deneyin',
  verifiedNote: 'E-posta adresiniz doğrulandı. Şimdi giriş yapabilirsiniz.',
} as const

export const VERIFY_COUNTDOWN_SECONDS = 900
/** Resend opens once more than 120 s have elapsed, i.e. at a countdown of 780 or less. */
export const RESEND_AFTER_SECONDS = 120
export { ONE_TIME_CODE_LENGTH as CODE_LENGTH } from '../../components/one-time-code'
export const SUCCESS_WITH_SESSION_DELAY_MS = 1500
export const SUCCESS_TO_LOGIN_DELAY_MS = 2000
export const LINK_SUCCESS_DELAY_MS = 3000
