import type { PackageRecord } from './package.shared'

// The package catalogue's first contents (docs/decisions/0031-one-price-catalogue.md): the landing's
// plans Launch, Scale and Vision, TRY a month and a year (two months free, rounded down), Scale the one
// 'En popüler'. Their texts are the landing's; the limitations are ours. Admins edit them all in package
// management. One copy for the server's seed, the offline demo's seed and the landing's prerender.
/** The package the first admin (and the offline demo's admin) is put on: the top one. */
export const ADMIN_PACKAGE_CODE = 'vision'

export type PackageSeed = Omit<PackageRecord, 'id' | 'createdAt' | 'updatedAt'>

export const defaultPackages: PackageSeed[] = [
  {
    code: 'launch',
    name: 'Launch',
    price: 349,
    yearlyPrice: 3290,
    currency: 'TRY',
    description: 'Hızla yayına çıkmak isteyen küçük işletmeler için.',
    features: [
      '5 sayfaya kadar kurumsal site',
      'Barındırma, alan adı bağlantısı ve SSL',
      'Mobil uyumlu tasarım ve temel SEO',
      'Hafta içi 09:00–22:00 WhatsApp ve ticket desteği',
    ],
    limitations: {
      websites: 1,
      storage: 5,
      bandwidth: 50,
      emailAccounts: 1,
      support: 'email',
      customDomain: true,
      sslCertificate: true,
      analytics: false,
      backups: false,
    },
    isPopular: false,
    isActive: true,
    showOnDashboard: true,
    color: 'blue',
    icon: 'globe',
  },
  {
    code: 'scale',
    name: 'Scale',
    price: 649,
    yearlyPrice: 5990,
    currency: 'TRY',
    description: 'Düzenli içerik yayınlayan ve büyüyen ekipler için.',
    features: [
      'Launch paketindeki her şey',
      '15 sayfaya kadar site ve blog',
      'Aylık içerik ve kampanya güncellemeleri',
      'Ekibinize özel sohbet kanalı',
    ],
    limitations: {
      websites: 3,
      storage: 20,
      bandwidth: 250,
      emailAccounts: 5,
      support: 'chat',
      customDomain: true,
      sslCertificate: true,
      analytics: true,
      backups: true,
    },
    isPopular: true,
    isActive: true,
    showOnDashboard: true,
    color: 'purple',
    icon: 'zap',
  },
  {
    code: 'vision',
    name: 'Vision',
    price: 1190,
    yearlyPrice: 10990,
    currency: 'TRY',
    description: 'Çok dilli, entegrasyonlu ve kapsamlı projeler için.',
    features: [
      'Scale paketindeki her şey',
      'Sınırsız sayfa ve çok dilli yapı',
      'Online satış ve randevu entegrasyonları',
      'Ekibinize özel sohbet kanalı ve proje yöneticisi',
    ],
    limitations: {
      websites: 10,
      storage: 100,
      bandwidth: 1000,
      emailAccounts: 25,
      support: 'priority',
      customDomain: true,
      sslCertificate: true,
      analytics: true,
      backups: true,
    },
    isPopular: false,
    isActive: true,
    showOnDashboard: true,
    color: 'orange',
    icon: 'crown',
  },
]
