// Texts and formats of the advanced settings tab (docs/rules/backups.md, docs/rules/jobs.md); the server's
// words where the tab says the same.
import type { JobRunView } from '../../../api/backups/backups.shared'
import { backupMessages, jobMessages } from '../../../api/backups/backup-messages.shared'
import { formatDateTime } from '../../lib/format-date'

export const advancedTexts = {
  warning:
    'Bu bölümdeki işlemler sistemin tamamını etkiler. Veritabanını temizlemek geri alınamaz; yalnızca önceden alınan yedekten geri yüklenebilir.',
  statusTitle: 'Sistem Durumu',
  backupsTitle: 'Yedekler',
  backupsDescription:
    'Veritabanının yedekleri, en yenisi önce. Her yeni yedekten sonra en yeni 14 yedek tutulur.',
  lastBackup: 'Son yedekleme',
  never: 'Henüz yedek yok',
  version: 'Sürüm',
  backupNow: 'Şimdi yedekle',
  backingUp: 'Yedekleniyor...',
  backupTaken: backupMessages.taken,
  backupFailed: backupMessages.failed,
  download: 'İndir',
  noBackups: 'Henüz yedek alınmadı.',
  unavailable: backupMessages.unavailable,
  jobsTitle: 'Zamanlanmış görevler',
  jobsDescription:
    'Sunucunun zamanla yaptığı işler: son çalışmaları, sonuçları ve bir sonraki çalışma zamanı.',
  retry: 'Şimdi çalıştır',
  running: 'Çalışıyor...',
  jobRan: jobMessages.ran,
  jobFailed: 'Görev çalıştırılamadı.',
  noRuns: 'Henüz çalışmadı',
  dangerTitle: 'Tehlikeli bölge',
  clearDatabase: 'Veritabanını Temizle',
  clearDescription:
    'Yöneticiler dışındaki tüm kullanıcıları ve onlara ait her şeyi (web siteleri, talepler, faturalar, bildirimler, dosyalar) siler. Yöneticiler, ayarlar ve paketler kalır. Önce otomatik olarak bir yedek alınır.',
  clearConfirm: 'Veritabanını temizle',
  cleared: backupMessages.cleared,
  clearFailed: 'Veritabanı temizlenemedi.',
  loading: 'Yükleniyor…',
}

export const BACKUP_KIND_LABELS = { auto: 'Otomatik', manual: 'Elle', clear: 'Temizlemeden önce' } as const

export const OUTCOME_LABELS: Record<JobRunView['outcome'], string> = {
  running: 'Çalışıyor',
  succeeded: 'Başarılı',
  failed: 'Başarısız',
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} ${units[unit]}`
}

/** A moment in the platform's time zone (format-date.ts); '—' when there is none. */
export function formatInstant(iso: string | null): string {
  return iso ? formatDateTime(iso) : '—'
}
