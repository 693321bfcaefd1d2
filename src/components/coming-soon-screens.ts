// Which screen each placeholder route stands for, keyed by route id (read by the "yakında" page).
export interface PlaceholderScreen {
  name: string
  description?: string
}

const admin = (name: string): PlaceholderScreen => ({
  name,
  description: 'Yönetim panelinin bu bölümü hazırlanıyor ve yakında kullanıma açılacak.',
})

export const placeholderScreens: Record<string, PlaceholderScreen> = {
  '/login': {
    name: 'Giriş Yap',
    description: 'E-posta adresiniz ve şifrenizle ya da Google hesabınızla buradan giriş yapabileceksiniz.',
  },
  '/register': {
    name: 'Kayıt Ol',
    description: 'Birkaç adımda hesabınızı oluşturup paketinizi ve ödeme döneminizi seçebileceksiniz.',
  },
  '/verify-code': {
    name: 'Doğrulama kodu',
    description: 'E-postanıza gelen 6 haneli kodu buraya gireceksiniz.',
  },
  '/email-verification': { name: 'E-posta doğrulama' },
  '/email-code-verification': { name: 'Kod ile e-posta doğrulama' },
  '/auth/callback': { name: 'Google ile giriş' },
  '/user-dashboard': {
    name: 'Müşteri paneli',
    description: 'Web sitelerinizi, taleplerinizi ve faturalarınızı buradan takip edebileceksiniz.',
  },
  '/dashboard': { name: 'Panel' },
  '/user-dashboard-new': { name: 'Yeni müşteri paneli' },
  '/create-website': {
    name: 'Website talep formu',
    description: 'Altı adımda sitenizin içeriğini, renklerini ve iletişim bilgilerini bize ileteceksiniz.',
  },
  '/edit-website/$id': { name: 'Website düzenleme' },
  '/website-builder': {
    name: 'Website oluşturucu',
    description: 'Beş adımlık form ve canlı önizleme ile sitenizi tarif edebileceksiniz.',
  },
  '/website-management': { name: 'Website yönetimi' },
  '/admin/': admin('Yönetim paneli'),
  '/admin/dashboard': admin('Yönetim paneli'),
  '/admin/panel': admin('Yönetim paneli'),
  '/admin/users': admin('Kullanıcı yönetimi'),
  '/admin/user-management': admin('Kullanıcı yönetimi'),
  '/admin/website-requests': admin('Website talepleri'),
  '/admin/analytics': admin('Analitik'),
  '/admin/activity': admin('Aktivite kaydı'),
  '/admin/activity-log': admin('Aktivite kaydı'),
  '/admin/approval-management': admin('Onay yönetimi'),
  '/admin/approvals': admin('Onay yönetimi'),
  '/admin/billing': admin('Fatura yönetimi'),
  '/admin/billing-management': admin('Fatura yönetimi'),
  '/admin/email-management': admin('E-posta yönetimi'),
  '/admin/emails': admin('E-posta yönetimi'),
  '/admin/notification-management': admin('Bildirim yönetimi'),
  '/admin/notifications': admin('Bildirim yönetimi'),
  '/admin/package-management': admin('Paket yönetimi'),
  '/admin/packages': admin('Paket yönetimi'),
  '/admin/system-settings': admin('Sistem ayarları'),
  '/admin/settings': admin('Sistem ayarları'),
  '/admin/system': admin('Sistem ayarları'),
  '/admin/support-tickets': admin('Destek talepleri'),
  '/admin/websites': admin('Website yönetimi'),
}
