import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { packageLimitationsSchema, packageSchema, packageViewSchema } from './package.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// Package management's wire format: the dialogs' bodies, the list's query, the stat cards, the answers,
// and the customer's plan (GET /api/me/plan). The messages live here so the screen shows the server's words.

export const packageMessages = {
  required: 'Paket adı ve fiyat alanları zorunludur.',
  featureRequired: 'En az bir paket özelliği girin.',
  notFound: 'Paket bulunamadı.',
  created: 'Paket başarıyla oluşturuldu.',
  updated: 'Paket başarıyla güncellendi.',
  statusUpdated: 'Paket durumu güncellendi.',
  copied: 'Paket başarıyla kopyalandı.',
  deleted: 'Paket başarıyla silindi.',
  saveFailed: 'Paket kaydedilirken bir hata oluştu.',
  deleteFailed: 'Paket silinirken bir hata oluştu.',
  codeInvalid:
    'Paket kodu yalnızca küçük harf, rakam ve tek tire içerebilir (en çok 40 karakter), örneğin "scale".',
  codeTaken: 'Bu paket kodu başka bir pakette kullanılıyor.',
  yearlyPriceInvalid: 'Yıllık fiyat 0’dan büyük bir tam sayı olmalıdır.',
} as const

/** Added to a save's message when the save moved the 'En popüler' mark (docs/rules/packages.md#popular). */
export const popularMovedMessage = (names: readonly string[]) =>
  ` "En popüler" işareti ${names.join(', ')} paketinden kaldırıldı: yalnızca bir paket en popüler olabilir.`

/** The delete guard's refusal (docs/rules/packages.md#delete). */
export const packageInUseMessage = (subscribers: number) =>
  `Bu paketi ${subscribers} müşteri kullanıyor: müşterisi olan bir paket silinemez. ` +
  'Yeni müşterilere sunulmaması için paketi pasif yapabilirsiniz.'

/** Prices are whole units; the bounds keep them inside the column (a 32-bit integer). */
export const PACKAGE_PRICE_MAX = 10_000_000
export const PACKAGE_YEARLY_PRICE_MAX = 100_000_000

/**
 * POST (create) and PATCH (edit) /api/admin/packages: every field optional on the wire. The name and
 * price rule is the service's, so that a missing or non-positive price gets the spec's message.
 */
export const packageInputSchema = z
  .object({
    code: z.string().max(100),
    name: z.string().max(100),
    price: z.number().max(PACKAGE_PRICE_MAX),
    yearlyPrice: z.number().max(PACKAGE_YEARLY_PRICE_MAX),
    currency: packageSchema.shape.currency,
    description: z.string().max(1000),
    features: z.array(z.string().max(200)).max(50),
    limitations: packageLimitationsSchema
      .extend({
        websites: z.number().int().min(0).max(100_000),
        storage: z.number().int().min(0).max(1_000_000),
        bandwidth: z.number().int().min(0).max(1_000_000),
        emailAccounts: z.number().int().min(0).max(100_000),
      })
      .partial(),
    isPopular: z.boolean(),
    isActive: z.boolean(),
    showOnDashboard: z.boolean(),
    color: packageSchema.shape.color,
    icon: packageSchema.shape.icon,
  })
  .partial()
export type PackageInput = z.infer<typeof packageInputSchema>

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true')

/** The columns the list sorts by. */
export const PACKAGE_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'price'] as const

/** q searches name and description; isActive and showOnDashboard filter. */
export const adminPackageListQuerySchema = listQuerySchema(PACKAGE_SORT_FIELDS).extend({
  isActive: booleanQuery.optional(),
  showOnDashboard: booleanQuery.optional(),
})
export const adminPackageListResponseSchema = listPageSchema(packageViewSchema)
export const packageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ package: packageViewSchema }),
})

/** The four cards: packages, active ones, subscribers, estimated monthly revenue (₺). */
export const packageStatsSchema = z.object({
  total: z.number().int().min(0),
  active: z.number().int().min(0),
  subscribers: z.number().int().min(0),
  monthlyRevenue: z.number().int().min(0),
})
export type PackageStats = z.infer<typeof packageStatsSchema>
export const packageStatsResponseSchema = z.object({ success: z.literal(true), data: packageStatsSchema })

/**
 * A package as customers are offered it (the landing's pricing, Ödeme's cards, the request form):
 * what it offers and costs a month and a year, without the back-office's figures.
 */
export const planOfferSchema = packageSchema.pick({
  id: true,
  code: true,
  name: true,
  price: true,
  yearlyPrice: true,
  currency: true,
  description: true,
  features: true,
  isPopular: true,
})
export type PlanOffer = z.infer<typeof planOfferSchema>

/** GET /api/packages (public): the packages on offer, cheapest first. */
export const publicCatalogueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ packages: z.array(planOfferSchema) }),
})

/** GET /api/me/plan: the user's package (null: the free plan) with its monthly fee, and the offers. */
export const myPlanSchema = z.object({
  current: z.object({
    packageId: idSchema.nullable(),
    name: z.string(),
    monthlyFee: z.number().int().min(0),
    currency: packageSchema.shape.currency,
  }),
  offers: z.array(planOfferSchema),
})
export type MyPlan = z.infer<typeof myPlanSchema>
export const myPlanResponseSchema = z.object({ success: z.literal(true), data: myPlanSchema })
