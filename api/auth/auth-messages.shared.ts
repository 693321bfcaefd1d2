// The Turkish answers of sign-in, sign-up, e-mail verification and the password policy
// (docs/rules/accounts-and-sign-in.md). The sign-in screens say the same words before (or instead of)
// asking the server, so they import them from here.

export const authMessages = {
  missingFields: 'Lütfen tüm alanları doldurun',
  invalidEmail: 'Geçerli bir email adresi girin.',
  invalidCredentials: 'Email veya şifre hatalı',
  loginSuccess: 'Giriş başarılı',
  loginTooMany: (minutes: number) =>
    `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  unverified:
    'Email adresiniz henüz doğrulanmadı. Lütfen e-postanıza gönderilen 6 haneli doğrulama kodunu girin.',
  registered: 'Kayıt başarılı! E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  registrationClosed: 'Yeni kayıtlar şu anda kapalı.',
  refreshed: 'Oturum yenilendi',
  refreshInvalid: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  demoSessionExpired: 'Demo oturumunuzun süresi doldu. Demoya devam etmek için yeniden giriş yapın.',
  refreshMissing: 'Yenileme anahtarı bulunamadı.',
  loggedOut: 'Çıkış yapıldı',
}

export const verificationMessages = {
  success: 'Email doğrulama başarılı!',
  codeFormat: 'Lütfen 6 haneli doğrulama kodunu girin',
  codeWrong: 'Doğrulama kodu hatalı',
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  tooManyAttempts:
    'Çok fazla hatalı deneme yapıldı. Lütfen e-postanızdaki doğrulama bağlantısını kullanın veya yeni bir doğrulama e-postası isteyin.',
  linkMissing: 'Doğrulama kodu bulunamadı',
  linkInvalid: 'Doğrulama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
  resent: 'Doğrulama e-postası yeniden gönderildi',
  resendTooSoon: (seconds: number) => `Yeni bir doğrulama e-postası için lütfen ${seconds} saniye bekleyin.`,
  emailMissing: 'E-posta adresi bulunamadı',
}

export const PASSWORD_MAX_LENGTH = 128

export const passwordMessages = {
  tooShort: (min: number) => `Şifre en az ${min} karakter olmalıdır.`,
  tooLong: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  common: 'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
}
