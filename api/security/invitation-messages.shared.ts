// The invitation's Turkish answers (docs/rules/customers.md#invitations); the set-password page says the same.
export const invitationMessages = {
  invalid: 'Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş. Yöneticinizden yeni bir davet isteyin.',
  accepted: 'Şifreniz belirlendi. Artık giriş yapabilirsiniz.',
  resent: 'Davet e-postası yeniden gönderildi.',
  notNeeded: 'Bu kullanıcı şifresini zaten belirlemiş; davet gerekmiyor.',
}
