// The Google callback screen's texts and delays, as docs/rules/accounts-and-sign-in.md#google-sign-in has them.
export const googleCallbackText = {
  cancelled: 'Google ile giriş iptal edildi veya bir hata oluştu.',
  missingCode: 'Yetkilendirme kodu bulunamadı.',
  exchangeFailed: 'Giriş işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  welcome: (name: string) => `Giriş başarılı! Hoş geldin, ${name}`,
} as const

export const CALLBACK_SUCCESS_DELAY_MS = 2000
export const CALLBACK_ERROR_DELAY_MS = 3000
