// The Turkish texts of the account security screens (Profil → Hesap güvenliği, /admin/two-factor).
import { ApiError } from '../../lib/api-client'

export const securityText = {
  pageTitle: 'Hesap Güvenliği',
  twoFactorTitle: 'İki adımlı doğrulama',
  twoFactorLead:
    'Girişte şifrenize ek olarak doğrulama uygulamanızın (Google Authenticator, Microsoft Authenticator, 1Password…) ürettiği 6 haneli kod istenir.',
  statusOn: 'Etkin',
  statusOff: 'Kapalı',
  enable: 'Etkinleştir',
  starting: 'Hazırlanıyor…',
  scanQr: 'Doğrulama uygulamanızla bu QR kodunu okutun.',
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  secretLabel: 'QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin:',
  confirm: 'Doğrula ve etkinleştir',
  confirming: 'Doğrulanıyor…',
  cancel: 'Vazgeç',
  codeLabel: 'Doğrulama kodu',
  codeHint: 'Uygulamanın gösterdiği 6 haneli kod.',
  codeMissing: 'Lütfen 6 haneli kodu girin.',
  recoveryTitle: 'Kurtarma kodlarınız',
  recoveryLead:
    'Telefonunuza erişemezseniz bu kodlarla giriş yapabilirsiniz. Her kod bir kez kullanılır. Kodlar yalnızca şimdi gösterilir: güvenli bir yere kaydedin.',
  copy: 'Kodları kopyala',
  copied: 'Kurtarma kodları kopyalandı.',
  copyFailed: 'Kopyalanamadı. Kodları elle seçip kopyalayın.',
  download: 'İndir (.txt)',
  saved: 'Kaydettim',
  codesLeft: (count: number) => `Kalan kurtarma kodu: ${count}`,
  regenerate: 'Kurtarma kodlarını yenile',
  regenerateLead: 'Yeni kodlar oluşturulur, eskiler geçersiz olur.',
  regenerateSubmit: 'Yeni kodlar oluştur',
  disable: 'İki adımlı doğrulamayı kapat',
  disableLead: 'Kapatınca girişte yalnızca şifreniz istenir.',
  disableSubmit: 'Kapat',
  passwordLabel: 'Şifreniz',
  working: 'İşleniyor…',
  sessionsTitle: 'Oturumlar',
  sessionsLead: 'Hesabınızın açık olduğu cihazlar. Tanımadığınız bir oturumu hemen kapatın.',
  thisDevice: 'Bu cihaz',
  lastUsed: 'Son kullanım',
  signedInAt: 'Giriş',
  address: 'Adres',
  unknownAddress: 'Bilinmiyor',
  closeSession: 'Oturumu kapat',
  closeOthers: 'Diğer tüm oturumları kapat',
  noOtherSessions: 'Başka açık oturumunuz yok.',
  offline: 'Bu işlem için internet bağlantısı gerekiyor.',
  failed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  adminTitle: 'İki adımlı doğrulama gerekli',
  adminLead:
    'Yönetim paneline erişmek için önce hesabınızda iki adımlı doğrulamayı etkinleştirmeniz gerekiyor. Kurulum bir dakika sürer.',
  adminDone: 'İki adımlı doğrulama etkin. Yönetim paneline geçebilirsiniz.',
  toAdmin: 'Yönetim paneline git',
  backToProfile: 'Profil’e dön',
} as const

/** The server's Turkish message for a refusal; a generic one for anything else. */
export function failureMessage(caught: unknown): string {
  if (caught instanceof ApiError) {
    if (caught.isNetworkError) return securityText.offline
    if (caught.status < 500) return caught.message
  }
  return securityText.failed
}
