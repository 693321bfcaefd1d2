// The landing page's packages (docs/rules/landing.md#pricing): TRY per month and per year; yearly = two months free.
export interface PricingPlan {
  id: 'launch' | 'scale' | 'vision'
  name: string
  monthly: number
  yearly: number
  popular: boolean
  summary: string
  features: string[]
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'launch',
    name: 'Launch',
    monthly: 349,
    yearly: 3290,
    popular: false,
    summary: 'Hızla yayına çıkmak isteyen küçük işletmeler için.',
    features: [
      '5 sayfaya kadar kurumsal site',
      'Barındırma, alan adı bağlantısı ve SSL',
      'Mobil uyumlu tasarım ve temel SEO',
      'Hafta içi 09:00–22:00 WhatsApp ve ticket desteği',
    ],
  },
  {
    id: 'scale',
    name: 'Scale',
    monthly: 649,
    yearly: 5990,
    popular: true,
    summary: 'Düzenli içerik yayınlayan ve büyüyen ekipler için.',
    features: [
      'Launch paketindeki her şey',
      '15 sayfaya kadar site ve blog',
      'Aylık içerik ve kampanya güncellemeleri',
      'Ekibinize özel sohbet kanalı',
    ],
  },
  {
    id: 'vision',
    name: 'Vision',
    monthly: 1190,
    yearly: 10990,
    popular: false,
    summary: 'Çok dilli, entegrasyonlu ve kapsamlı projeler için.',
    features: [
      'Scale paketindeki her şey',
      'Sınırsız sayfa ve çok dilli yapı',
      'Online satış ve randevu entegrasyonları',
      'Ekibinize özel sohbet kanalı ve proje yöneticisi',
    ],
  },
]
