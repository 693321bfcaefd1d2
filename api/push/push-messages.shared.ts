// The push channel's words (docs/rules/push-notifications.md): the server's messages and the Profil
// button's states. No schemas here, so the button does not load zod.

export const pushMessages = {
  subscribed: 'Anlık bildirimler açıldı.',
  unsubscribed: 'Anlık bildirimler kapatıldı.',
  notFound: 'Anlık bildirim aboneliği bulunamadı.',
  invalidEndpoint: 'Abonelik adresi geçersiz: https ile başlayan bir adres olmalıdır.',
  invalidKeys: 'Abonelik anahtarları geçersiz.',
  unavailable: 'Anlık bildirimler bu sunucuda kullanılamıyor.',
} as const

/** The Profil button and its states (src/features/customer-dashboard/profile/push-toggle.tsx). */
export const pushButtonTexts = {
  title: 'Anlık bildirimler',
  turnOn: 'Anlık bildirimleri aç',
  turnOff: 'Anlık bildirimleri kapat',
  on: 'Bu cihazda anlık bildirimler açık.',
  off: 'Talepleriniz ve faturalarınızla ilgili gelişmeleri bu cihazda bildirim olarak alın.',
  working: 'İşleniyor…',
  unsupported: 'Bu tarayıcı anlık bildirimleri desteklemiyor.',
  blocked:
    'Bildirimlere tarayıcınızda izin verilmemiş. Adres çubuğundaki site ayarlarından izin verip yeniden deneyin.',
  failed: 'Anlık bildirimler açılamadı. Lütfen daha sonra tekrar deneyin.',
} as const
