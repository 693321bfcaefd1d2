// The Turkish texts of backups, 'Clear Database' and the jobs API (docs/rules/backups.md,
// docs/rules/jobs.md#the-jobs-api).
export const backupMessages = {
  unavailable: 'Yedekleme bu ortamda kullanılamıyor.',
  invalidName: 'Geçersiz yedek adı.',
  notFound: 'Yedek bulunamadı.',
  taken: 'Yedek alındı.',
  failed: 'Yedek alınamadı. Lütfen tekrar deneyin.',
  backupAction: 'Yedek alındı',
  backupDetails: (name: string) => `${name} oluşturuldu.`,
  clearPhrase: 'VERİTABANINI TEMİZLE',
  clearPhraseWrong: 'Onay ifadesi yanlış. Devam etmek için "VERİTABANINI TEMİZLE" yazın.',
  cleared: 'Veritabanı temizlendi. Yöneticiler ve ayarlar korundu.',
  clearAction: 'Veritabanı temizlendi',
  clearDetails: (backup: string, removed: number) =>
    `Önce ${backup} yedeği alındı; ${removed} müşteri kaydı silindi. Yöneticiler ve ayarlar korundu.`,
  autoBackupOff: 'otomatik yedekleme kapalı',
  notDue: (last: string) => `son yedek ${last}: henüz zamanı gelmedi`,
}

export const jobMessages = {
  notFound: 'Görev bulunamadı.',
  alreadyRunning: 'Bu görev şu anda çalışıyor.',
  ran: 'Görev çalıştırıldı.',
  runAction: 'Görev elle çalıştırıldı',
}
