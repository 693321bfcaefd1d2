// The system status rows shown by the admin dashboard and the advanced settings tab: the database, the
// mail transport and the version, as GET /api/admin/overview reports them.
import type { AdminOverview } from '../lib/data/admin-overview'

const MAIL_LABELS: Readonly<Record<string, string>> = {
  smtp: 'SMTP ile gönderiliyor',
  outbox: 'Giden kutusu (SMTP tanımlı değil)',
}

export function systemStatusRows(
  system: AdminOverview['system'],
): { label: string; value: string; ok: boolean | null }[] {
  const database = system.database
  return [
    {
      label: 'Veritabanı',
      value: database ? `${database.ok ? 'Çalışıyor' : 'Erişilemiyor'} (${database.driver})` : 'Bilinmiyor',
      ok: database ? database.ok : null,
    },
    {
      label: 'E-posta',
      value: system.mail ? (MAIL_LABELS[system.mail] ?? system.mail) : 'Yapılandırılmamış',
      ok: system.mail ? true : null,
    },
    { label: 'Sürüm', value: system.version ?? 'Bilinmiyor', ok: null },
  ]
}
