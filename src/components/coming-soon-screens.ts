// Which screen each placeholder route stands for, keyed by route id (read by the "yakında" page). Only
// routes that still mount ComingSoon are listed: a built screen or an alias (a redirect) has no entry.
export interface PlaceholderScreen {
  name: string
  description?: string
}

const admin = (name: string): PlaceholderScreen => ({
  name,
  description: 'Yönetim panelinin bu bölümü hazırlanıyor ve yakında kullanıma açılacak.',
})

export const placeholderScreens: Record<string, PlaceholderScreen> = {
  '/admin/notifications': admin('Bildirim yönetimi'),
  '/admin/settings': admin('Sistem ayarları'),
}
