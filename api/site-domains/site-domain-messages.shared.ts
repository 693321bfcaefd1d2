import type { DomainState } from './site-domain.shared'

// What the custom-domain screens and the API say (docs/rules/custom-domains.md), without the schemas: a
// screen that only shows a state or a message loads no zod with it (docs/shared-code.md).

export const DOMAIN_STATE_LABELS: Readonly<Record<DomainState, string>> = {
  pending: 'DNS kayıtları bekleniyor',
  verified: 'Doğrulandı',
  active: 'Sertifika etkin',
  error: 'Hata',
  lapsed: 'Bağlantı kaldırıldı',
}

export const siteDomainMessages = {
  added: 'Domain eklendi. Aşağıdaki DNS kayıtlarını oluşturun; kayıtlar yayıldığında doğrulanır.',
  removed: 'Domain kaldırıldı.',
  verified: 'Domain doğrulandı; site bu adreste yayında.',
  stillPending: 'DNS kayıtları henüz doğru değil; nedeni aşağıda.',
  notFound: 'Bu siteye bağlı böyle bir domain yok.',
  oneDomain: 'Bu siteye zaten bir domain bağlı; yenisini eklemek için önce onu kaldırın.',
  invalid: 'Geçerli bir domain girin (ör. ornek.com).',
  noTxt: (name: string) => `${name} adında doğrulama (TXT) kaydı bulunamadı.`,
  wrongTxt: (name: string) => `${name} TXT kaydı bu sitenin doğrulama değerini içermiyor.`,
  noAddress: (domain: string) => `${domain} SiteKur sunucusunu göstermiyor (A/AAAA ya da CNAME kaydı eksik).`,
  wrongAddress: (domain: string, found: string) =>
    `${domain} başka bir adresi gösteriyor (${found}); SiteKur’un adresini girin.`,
  dnsFailed: (code: string) => `DNS sorgusu yapılamadı (${code}). Biraz sonra yeniden denenecek.`,
  noResolver: 'Bu ortamda DNS sorgusu yapılamıyor (çevrimdışı demo).',
  /** A verified domain inside its grace period (the panel's warning). */
  graceWarning: (daysLeft: number) =>
    `Domaininiz artık sitemizi göstermiyor; ${daysLeft} gün içinde düzeltilmezse siteyle bağlantısı kaldırılacak.`,
  /** The owner's notification and the activity entry when a domain lapses. */
  lapsedTitle: 'Domaininizin bağlantısı kaldırıldı',
  lapsedMessage: (domain: string, websiteName: string, days: number) =>
    `${domain} ${days} gündür sitemizi göstermediği için “${websiteName}” sitesinden kaldırıldı; site yalnızca SiteKur adresinde açılıyor. DNS kayıtlarını düzeltip “Yeniden doğrula”ya basarak yeniden bağlayabilirsiniz.`,
  lapsedAction: 'Website domaininin bağlantısı kaldırıldı',
  lapsedDetails: (domain: string, days: number) =>
    `${domain} ${days} gündür SiteKur’u göstermiyor; siteden kaldırıldı.`,
} as const
