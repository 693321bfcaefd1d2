// The forgotten-password flow's Turkish answers (docs/rules/accounts-and-sign-in.md#forgotten-password).
// The forgot and reset screens say the same words before (or instead of) asking the server.

/** Minutes a reset's link and code stay good. */
export const PASSWORD_RESET_TTL_MINUTES = 30

export const passwordResetMessages = {
  /** The one answer to a request, whether or not the address has an account. */
  requested: `Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı ve 6 haneli kod gönderildi. Gelen kutunuzu (ve istenmeyen klasörünü) kontrol edin; ikisi de ${PASSWORD_RESET_TTL_MINUTES} dakika geçerlidir.`,
  /** Added to the answer in the offline demo only, where no mail leaves the browser. */
  demoCode: (code: string) =>
    `Çevrimdışı demodasınız: e-posta gönderilmez, bu yüzden kodunuz burada gösteriliyor: ${code}`,
  requestTooMany: (minutes: number) =>
    `Çok fazla şifre sıfırlama isteği yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  emailMissing: 'Lütfen e-posta adresinizi girin.',
  proofMissing: 'Lütfen e-postanızdaki 6 haneli kodu girin veya e-postadaki bağlantıyı kullanın.',
  passwordMissing: 'Lütfen yeni şifrenizi girin.',
  invalid:
    'Şifre sıfırlama bağlantısı veya kodu geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir şifre sıfırlama isteyin.',
  codeWrong: 'Kod hatalı. Lütfen e-postanızdaki 6 haneli kodu kontrol edin.',
  tooManyAttempts:
    'Çok fazla hatalı kod denendi; bu şifre sıfırlama isteği iptal edildi. Lütfen yeni bir şifre sıfırlama isteyin.',
  changed: 'Şifreniz değiştirildi ve tüm oturumlarınız kapatıldı. Yeni şifrenizle giriş yapabilirsiniz.',
}
