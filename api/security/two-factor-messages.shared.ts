// The Turkish answers of two-factor sign-in (docs/rules/account-security.md#two-factor-sign-in).
export const twoFactorMessages = {
  alreadyEnabled: 'İki adımlı doğrulama zaten etkin.',
  notPending: 'Önce iki adımlı doğrulama kurulumunu başlatın.',
  notEnabled: 'İki adımlı doğrulama etkin değil.',
  codeFormat: 'Lütfen doğrulama uygulamanızdaki 6 haneli kodu girin.',
  codeWrong: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  recoveryFormat: 'Kurtarma kodu xxxx-xxxx biçiminde olmalıdır.',
  recoveryWrong: 'Kurtarma kodu hatalı veya daha önce kullanılmış.',
  proofRequired: 'Lütfen şifrenizi ya da doğrulama kodunuzu girin.',
  passwordRequired: 'Lütfen şifrenizi girin.',
  passwordWrong: 'Şifreniz hatalı.',
  tooMany: (minutes: number) =>
    `Çok fazla hatalı deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  challengeExpired: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapın.',
  enrolmentStarted: 'Doğrulama uygulamanızla QR kodunu okutun ve uygulamanın ürettiği kodu girin.',
  enabled: 'İki adımlı doğrulama etkinleştirildi. Kurtarma kodlarınızı güvenli bir yere kaydedin.',
  regenerated: 'Yeni kurtarma kodları oluşturuldu. Eski kodlar artık geçersiz.',
  disabled: 'İki adımlı doğrulama kapatıldı.',
  signedIn: 'Giriş başarılı',
  adminMustEnrol: 'Yönetim paneli için iki adımlı doğrulamayı etkinleştirmeniz gerekiyor.',
} as const
