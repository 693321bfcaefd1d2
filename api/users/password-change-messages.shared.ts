// The password change's Turkish answers (POST /api/me/password); the profile's form says the same.
export const passwordChangeMessages = {
  currentRequired: 'Lütfen mevcut şifrenizi girin.',
  currentWrong: 'Mevcut şifreniz hatalı.',
  sameAsCurrent: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.',
  changed: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
}
