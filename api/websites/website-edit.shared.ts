import { z } from 'zod'
import { SITE_TEMPLATES } from '../builder/builder-options.shared'
import { CONTENT_LIMITS, sectionSchema } from '../site-content/site-sections.shared'

// The website edit model (/edit-website/$id): the options of its six tabs and the shape of its fields.
// The edit screen sends them as multipart form fields (objects as JSON strings); the server parses them
// with websiteEditFieldsSchema (api/websites/website-edit-form.ts) and stores them on the website row.

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>

export const EDIT_TEMPLATES = SITE_TEMPLATES

/** Edit screen statuses: Aktif, Pasif, Bakımda, Taslak (freely changeable by the owner). */
export const EDIT_STATUSES = ['active', 'inactive', 'maintenance', 'draft'] as const
export const EDIT_STATUS_LABELS: Labels<typeof EDIT_STATUSES> = {
  active: 'Aktif',
  inactive: 'Pasif',
  maintenance: 'Bakımda',
  draft: 'Taslak',
}

export const SITE_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Nunito'] as const
export const HEADER_STYLES = ['classic', 'modern', 'minimal', 'bold'] as const
export const HEADER_STYLE_LABELS: Labels<typeof HEADER_STYLES> = {
  classic: 'Klasik',
  modern: 'Modern',
  minimal: 'Minimal',
  bold: 'Cesur',
}
export const FOOTER_STYLES = ['simple', 'detailed', 'minimal'] as const
export const FOOTER_STYLE_LABELS: Labels<typeof FOOTER_STYLES> = {
  simple: 'Sade',
  detailed: 'Detaylı',
  minimal: 'Minimal',
}

export const WEBSITE_CATEGORIES = [
  'kurumsal',
  'eticaret',
  'blog',
  'portfolyo',
  'restoran',
  'saglik',
  'egitim',
  'emlak',
  'turizm',
  'hukuk',
  'teknoloji',
  'guzellik',
  'spor',
  'sanat',
] as const
export const WEBSITE_CATEGORY_LABELS: Labels<typeof WEBSITE_CATEGORIES> = {
  kurumsal: 'Kurumsal',
  eticaret: 'E-ticaret',
  blog: 'Blog',
  portfolyo: 'Portföy',
  restoran: 'Restoran ve Kafe',
  saglik: 'Sağlık',
  egitim: 'Eğitim',
  emlak: 'Emlak',
  turizm: 'Turizm',
  hukuk: 'Hukuk',
  teknoloji: 'Teknoloji',
  guzellik: 'Güzellik',
  spor: 'Spor',
  sanat: 'Sanat',
}

/** Page statuses: Yayında (in the menu), Taslak (not on the published site), Gizli (published, not in the menu). */
export const PAGE_STATUSES = ['published', 'draft', 'hidden'] as const
export const PAGE_STATUS_LABELS: Labels<typeof PAGE_STATUSES> = {
  published: 'Yayında',
  draft: 'Taslak',
  hidden: 'Gizli',
}
export const NEW_PAGE = { name: 'Yeni Sayfa', url: '/yeni-sayfa', status: 'draft' } as const

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const

export const websitePageSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().max(80),
  url: z.string().trim().max(120),
  status: z.enum(PAGE_STATUSES),
  /**
   * The page's content (docs/rules/site-content.md). Absent until someone writes it: the site then shows
   * the starter sections of the page's kind, and the editor starts from them.
   */
  sections: z.array(sectionSchema).max(CONTENT_LIMITS.sectionsPerPage).optional(),
})
export type WebsitePage = z.infer<typeof websitePageSchema>

export const websiteDesignSchema = z.object({
  primaryColor: z.string().optional(),
  secondaryColor: z.string().optional(),
  fontFamily: z.string().optional(),
  headerStyle: z.string().optional(),
  footerStyle: z.string().optional(),
})
export type WebsiteDesign = z.infer<typeof websiteDesignSchema>

export const EDIT_LIMITS = {
  title: 160,
  description: 2000,
  seoTitle: 60,
  seoDescription: 160,
  seoKeywords: 500,
  pages: 30,
  gallery: 24,
} as const

/** The edit model without its files: what the screen edits, the preview renders and the server stores. */
export const websiteEditDraftSchema = z.object({
  title: z.string().max(EDIT_LIMITS.title).default(''),
  domain: z.string().max(253).default(''),
  template: z.enum(EDIT_TEMPLATES).default('modern'),
  status: z.enum(EDIT_STATUSES).default('draft'),
  description: z.string().max(EDIT_LIMITS.description).default(''),
  category: z.union([z.enum(WEBSITE_CATEGORIES), z.literal('')]).default(''),
  primaryColor: z.string().max(20).default(''),
  secondaryColor: z.string().max(20).default(''),
  fontFamily: z.union([z.enum(SITE_FONTS), z.literal('')]).default(''),
  headerStyle: z.union([z.enum(HEADER_STYLES), z.literal('')]).default(''),
  footerStyle: z.union([z.enum(FOOTER_STYLES), z.literal('')]).default(''),
  socialLinks: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().max(300)).default({}),
  contactInfo: z
    .object({
      email: z.string().max(254),
      phone: z.string().max(40),
      address: z.string().max(300),
      whatsapp: z.string().max(40),
    })
    .partial()
    .default({}),
  seoTitle: z.string().max(EDIT_LIMITS.seoTitle).default(''),
  seoDescription: z.string().max(EDIT_LIMITS.seoDescription).default(''),
  seoKeywords: z.string().max(EDIT_LIMITS.seoKeywords).default(''),
  pages: z.array(websitePageSchema).max(EDIT_LIMITS.pages).default([]),
})
export type WebsiteEditDraft = z.output<typeof websiteEditDraftSchema>

/** The edit screen's save: the server's answers, which the screen's own quick checks repeat (docs/rules/websites.md#the-edit-screens-save). */
export const websiteEditMessages = {
  titleRequired: 'Website adı zorunludur.',
  titleTooLong: 'Website adı en fazla 160 karakter olabilir.',
  seoTitleTooLong: 'SEO başlığı en fazla 60 karakter olabilir.',
  seoDescriptionTooLong: 'SEO açıklaması en fazla 160 karakter olabilir.',
  seoKeywordsTooLong: 'SEO anahtar kelimeleri en fazla 500 karakter olabilir.',
  descriptionTooLong: 'Açıklama en fazla 2000 karakter olabilir.',
  imagesOnly: 'Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).',
  invalidColor: 'Geçersiz renk kodu.',
  invalidDomain: 'Geçerli bir domain girin (ör. ornek.com).',
  invalidChoice: (label: string) => `Geçersiz ${label} seçimi.`,
  invalidJson: (label: string) => `${label} alanı okunamadı: geçerli bir JSON değil.`,
  invalidForm: 'Form verisi okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  fieldTooLong: 'Form alanlarından biri çok uzun.',
  tooManyPages: 'En fazla 30 sayfa eklenebilir.',
  pageNameRequired: 'Sayfa adı zorunludur.',
  pageNameTooLong: 'Sayfa adı en fazla 80 karakter olabilir.',
  pageIdsUnique: 'Sayfa kimlikleri benzersiz olmalıdır.',
  pageUrlInvalid: 'Sayfa adresi "/hakkimizda" biçiminde olmalıdır.',
  pageUrlsUnique: 'Sayfa adresleri benzersiz olmalıdır.',
  pageStatusInvalid: 'Geçersiz sayfa durumu.',
  socialLinkInvalid:
    'Sosyal medya bağlantıları http:// veya https:// ile başlayan geçerli adresler olmalıdır.',
  contactEmailInvalid: 'Geçerli bir iletişim e-postası girin.',
  contactTooLong: 'İletişim bilgilerinden biri çok uzun.',
  tooManyGalleryImages: 'Galeride en fazla 24 görsel olabilir.',
  imageNotFound: 'Görsel bulunamadı.',
  /** The team saves a website that has no owner: its images would be no one's uploads. */
  imagesNeedOwner:
    'Bu websitenin bir sahibi yok; görseller sahibinin yüklemeleri olarak saklanır. Görsel eklemek için önce websiteye bir sahip atayın (metin değişiklikleri görselsiz kaydedilebilir).',
  contentImageNotFound:
    'İçerikte seçilen görsellerden biri bulunamadı: görsel silinmiş ya da size ait değil.',
  tooManySections: `Bir sayfada en fazla ${CONTENT_LIMITS.sectionsPerPage} bölüm olabilir.`,
  sectionIdsUnique: 'Bir sayfanın bölüm kimlikleri benzersiz olmalıdır.',
  postSlugsUnique: 'Aynı bölümde iki yazının adresi aynı olamaz.',
  contentInvalid: (page: string, detail: string) => `"${page}" sayfasının içeriği geçersiz: ${detail}`,
  changedMeanwhile:
    'Website siz düzenlerken değiştirildi. Lütfen sayfayı yenileyip değişikliklerinizi tekrar kaydedin.',
  /** The owner's save would change a Bakımda or Pasif the team set (docs/rules/websites.md#who-sets-the-status). */
  statusHeldByTeam: (status: string) =>
    `Sitenizin durumu ekibimiz tarafından "${status}" olarak ayarlandı; bu durumu yalnızca ekibimiz değiştirebilir. Diğer değişiklikleriniz için durumu "${status}" bırakıp yeniden kaydedin ya da bizimle iletişime geçin.`,
  /** The form started from an older saved website (another tab, the team, a restored version). */
  savedSinceStarted:
    'Siz düzenlemeye başladıktan sonra website başka biri tarafından (ya da başka bir sekmede) kaydedildi. Kaydedilmiş hâli ile sizin değişiklikleriniz aşağıda alan alan gösteriliyor; hangisiyle devam edeceğinizi seçin.',
}
