// The website builder's option lists (values sent in formData) with their Turkish labels. Where the
// product names only a count (18 sectors, 11 pages, 6 content types, 10 features, 12 integrations) these
// are the lists a Turkish agency offers; docs/rules/website-builder.md keeps the reasons.

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>

export const BUILDER_SECTORS = [
  'teknoloji',
  'saglik',
  'egitim',
  'insaat',
  'emlak',
  'restoran',
  'turizm',
  'perakende',
  'hukuk',
  'finans',
  'guzellik',
  'spor',
  'otomotiv',
  'sanat',
  'medya',
  'uretim',
  'lojistik',
  'dernek',
] as const
export const BUILDER_SECTOR_LABELS: Labels<typeof BUILDER_SECTORS> = {
  teknoloji: 'Teknoloji ve Yazılım',
  saglik: 'Sağlık ve Klinik',
  egitim: 'Eğitim ve Kurs',
  insaat: 'İnşaat ve Mimarlık',
  emlak: 'Emlak',
  restoran: 'Restoran ve Kafe',
  turizm: 'Turizm ve Otelcilik',
  perakende: 'Perakende ve Mağaza',
  hukuk: 'Hukuk ve Danışmanlık',
  finans: 'Finans ve Muhasebe',
  guzellik: 'Güzellik ve Kuaför',
  spor: 'Spor ve Fitness',
  otomotiv: 'Otomotiv',
  sanat: 'Sanat ve Tasarım',
  medya: 'Medya ve Reklam',
  uretim: 'Üretim ve Sanayi',
  lojistik: 'Lojistik ve Taşımacılık',
  dernek: 'Dernek ve Vakıf',
}

export const BUILDER_COLOR_SCHEMES = ['blue', 'gray', 'green', 'orange', 'purple', 'red'] as const
export const BUILDER_COLOR_SCHEME_LABELS: Labels<typeof BUILDER_COLOR_SCHEMES> = {
  blue: 'Mavi',
  gray: 'Gri',
  green: 'Yeşil',
  orange: 'Turuncu',
  purple: 'Mor',
  red: 'Kırmızı',
}
/** Each scheme's colours (primary, secondary), as the renderer paints them; contrast-checked. */
export const BUILDER_PALETTES: Readonly<
  Record<(typeof BUILDER_COLOR_SCHEMES)[number], { primary: string; secondary: string }>
> = {
  blue: { primary: '#1d4ed8', secondary: '#0f172a' },
  gray: { primary: '#374151', secondary: '#111827' },
  green: { primary: '#15803d', secondary: '#14532d' },
  orange: { primary: '#c2410c', secondary: '#431407' },
  purple: { primary: '#7e22ce', secondary: '#3b0764' },
  red: { primary: '#b91c1c', secondary: '#450a0a' },
}

export const BUILDER_DESIGN_STYLES = ['modern', 'classic', 'creative', 'corporate'] as const
export const BUILDER_DESIGN_STYLE_LABELS: Labels<typeof BUILDER_DESIGN_STYLES> = {
  modern: 'Modern',
  classic: 'Klasik',
  creative: 'Yaratıcı',
  corporate: 'Kurumsal',
}

/** The six site templates (the builder's and the edit screen's; the renderer draws each). */
export const SITE_TEMPLATES = ['modern', 'business', 'creative', 'ecommerce', 'portfolio', 'blog'] as const
export const SITE_TEMPLATE_LABELS: Labels<typeof SITE_TEMPLATES> = {
  modern: 'Modern',
  business: 'İş/Kurumsal',
  creative: 'Yaratıcı',
  ecommerce: 'E-ticaret',
  portfolio: 'Portföy',
  blog: 'Blog',
}

export const BUILDER_LOGO_STATUSES = ['have', 'need-design', 'text-only'] as const
export const BUILDER_LOGO_STATUS_LABELS: Labels<typeof BUILDER_LOGO_STATUSES> = {
  have: 'Logom var',
  'need-design': 'Logo tasarımı istiyorum',
  'text-only': 'Yalnızca yazı (logo yok)',
}

export const BUILDER_PAGES = [
  'home',
  'about',
  'services',
  'products',
  'references',
  'gallery',
  'blog',
  'team',
  'pricing',
  'faq',
  'contact',
] as const
export const BUILDER_PAGE_LABELS: Labels<typeof BUILDER_PAGES> = {
  home: 'Ana Sayfa',
  about: 'Hakkımızda',
  services: 'Hizmetler',
  products: 'Ürünler',
  references: 'Referanslar',
  gallery: 'Galeri',
  blog: 'Blog',
  team: 'Ekibimiz',
  pricing: 'Fiyatlar',
  faq: 'Sıkça Sorulan Sorular',
  contact: 'İletişim',
}

export const BUILDER_MENUS = ['horizontal', 'vertical', 'hamburger', 'mega'] as const
export const BUILDER_MENU_LABELS: Labels<typeof BUILDER_MENUS> = {
  horizontal: 'Yatay menü',
  vertical: 'Dikey (yan) menü',
  hamburger: 'Hamburger menü',
  mega: 'Mega menü',
}

export const BUILDER_CONTENT_TYPES = ['text', 'photos', 'video', 'documents', 'catalog', 'articles'] as const
export const BUILDER_CONTENT_TYPE_LABELS: Labels<typeof BUILDER_CONTENT_TYPES> = {
  text: 'Metin içerik',
  photos: 'Fotoğraflar',
  video: 'Video',
  documents: 'Belgeler (PDF)',
  catalog: 'Ürün kataloğu',
  articles: 'Blog yazıları',
}

export const BUILDER_LANGUAGES = ['tr', 'en', 'de', 'ar'] as const
export const BUILDER_LANGUAGE_LABELS: Labels<typeof BUILDER_LANGUAGES> = {
  tr: 'Türkçe',
  en: 'İngilizce',
  de: 'Almanca',
  ar: 'Arapça',
}

export const BUILDER_FEATURES = [
  'contact-form',
  'whatsapp',
  'booking',
  'live-chat',
  'newsletter',
  'search',
  'membership',
  'map',
  'social-feed',
  'faq',
] as const
export const BUILDER_FEATURE_LABELS: Labels<typeof BUILDER_FEATURES> = {
  'contact-form': 'İletişim formu',
  whatsapp: 'WhatsApp butonu',
  booking: 'Online randevu',
  'live-chat': 'Canlı destek',
  newsletter: 'E-bülten aboneliği',
  search: 'Site içi arama',
  membership: 'Üyelik sistemi',
  map: 'Harita',
  'social-feed': 'Sosyal medya akışı',
  faq: 'Sıkça sorulan sorular',
}

export const BUILDER_INTEGRATIONS = [
  'google-analytics',
  'search-console',
  'google-maps',
  'meta-pixel',
  'instagram',
  'whatsapp-business',
  'iyzico',
  'paytr',
  'e-invoice',
  'mailchimp',
  'trendyol',
  'hepsiburada',
] as const
export const BUILDER_INTEGRATION_LABELS: Labels<typeof BUILDER_INTEGRATIONS> = {
  'google-analytics': 'Google Analytics',
  'search-console': 'Google Search Console',
  'google-maps': 'Google Haritalar',
  'meta-pixel': 'Meta Pixel',
  instagram: 'Instagram',
  'whatsapp-business': 'WhatsApp Business',
  iyzico: 'iyzico',
  paytr: 'PayTR',
  'e-invoice': 'e-Fatura (GİB)',
  mailchimp: 'Mailchimp',
  trendyol: 'Trendyol',
  hepsiburada: 'Hepsiburada',
}

export const BUILDER_BUDGETS = ['1000-3000', '3000-5000', '5000-10000', '10000+'] as const
export const BUILDER_BUDGET_LABELS: Labels<typeof BUILDER_BUDGETS> = {
  '1000-3000': '1.000 – 3.000 ₺',
  '3000-5000': '3.000 – 5.000 ₺',
  '5000-10000': '5.000 – 10.000 ₺',
  '10000+': '10.000 ₺ ve üzeri',
}

export const BUILDER_TIMELINES = ['1-week', '2-weeks', '1-month', 'flexible'] as const
export const BUILDER_TIMELINE_LABELS: Labels<typeof BUILDER_TIMELINES> = {
  '1-week': '1 hafta',
  '2-weeks': '2 hafta',
  '1-month': '1 ay',
  flexible: 'Esnek',
}

export const BUILDER_PRIORITIES = ['design', 'functionality', 'seo', 'speed', 'mobile'] as const
export const BUILDER_PRIORITY_LABELS: Labels<typeof BUILDER_PRIORITIES> = {
  design: 'Tasarım',
  functionality: 'İşlevsellik',
  seo: 'SEO',
  speed: 'Hız',
  mobile: 'Mobil uyum',
}
