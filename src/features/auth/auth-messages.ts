// The sign-in screens' texts, as docs/rules/accounts-and-sign-in.md words them.
export const authText = {
  missingFields: 'Lütfen tüm alanları doldurun',
  loginSuccess: 'Giriş başarılı',
  loginFailed: 'Giriş başarısız - Email veya şifre hatalı',
  connection: 'Bağlantı hatası. Lütfen tekrar deneyin.',
  registerFailed: 'Kayıt olurken bir hata oluştu',
  registerUnreachable: 'Sistem şu anda erişilemiyor. Lütfen daha sonra tekrar deneyin.',
  registerWelcome: 'Kayıt başarılı! Hoş geldiniz.',
  registerVerify: 'Kayıt başarılı! E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  registrationClosed: 'Yeni kayıtlar şu anda kapalı.',
  passwordTooShort: (min: number) => `Şifre en az ${min} karakter olmalıdır.`,
  codeFormat: 'Lütfen 6 haneli doğrulama kodunu girin',
  codeWrong: 'Doğrulama kodu hatalı',
  verifyNetwork: 'Doğrulama sırasında hata oluştu',
  verifySuccess: 'Email doğrulama başarılı!',
  linkFailed: 'Doğrulama başarısız',
  linkMissing: 'Doğrulama kodu bulunamadı',
  resent: 'Doğrulama e-postası yeniden gönderildi',
  resendFailed: 'E-posta gönderme sırasında hata oluştu',
  resendNoEmail: 'E-posta adresi bulunamadı',
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
