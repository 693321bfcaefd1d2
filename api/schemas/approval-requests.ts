import { z } from 'zod'
import { idSchema } from './common'
import { listPageSchema, listQuerySchema } from './rest-list'
import {
  approvalDataSchema,
  approvalRecordSchema,
  approvalStatusSchema,
  approvalTypeSchema,
  type ApprovalStatus,
  type ApprovalType,
} from './approval'

// The approvals API's bodies, queries and answers (docs/rules/approvals.md). The requested values are
// checked per type by the server (api/approvals/requested-changes.ts), so the customer gets a Turkish
// message naming what is wrong rather than a schema error.

/** What a Google-only account (no password) types to confirm its deletion. */
export const ACCOUNT_DELETION_PHRASE = 'HESABIMI SİL'

/** The typed phrase, compared the Turkish way ('hesabımı sil' matches), spaces around it ignored. */
export function deletionPhraseMatches(typed: string | undefined): boolean {
  const normal = (text: string) => text.trim().toLocaleUpperCase('tr-TR')
  return typed !== undefined && normal(typed) === normal(ACCOUNT_DELETION_PHRASE)
}

export const approvalCreateInputSchema = z.object({
  type: approvalTypeSchema,
  /** website_change: the website's id. The other types target the signed-in user. */
  targetId: idSchema.nullable().optional(),
  requestedData: approvalDataSchema.optional(),
  reason: z.string().trim().max(1000).nullable().optional(),
  /** profile_update with a new e-mail: the code sent to it (POST /api/me/email-change/code). */
  emailCode: z.string().trim().max(12).optional(),
  /** account_deletion: the account's password, checked and never stored. */
  password: z.string().max(128).optional(),
  /** account_deletion of an account without a password: ACCOUNT_DELETION_PHRASE. */
  confirmation: z.string().max(60).optional(),
})
export type ApprovalCreateInput = z.infer<typeof approvalCreateInputSchema>

export const emailChangeCodeInputSchema = z.object({ email: z.string().trim().max(254) })
export type EmailChangeCodeInput = z.infer<typeof emailChangeCodeInputSchema>

export const approvalApproveInputSchema = z.object({
  notes: z.string().trim().max(1000).nullable().optional(),
})
/** The reason is required; the service says so in Turkish when it is missing or blank. */
export const approvalRejectInputSchema = z.object({
  reason: z.string().trim().max(1000).nullable().optional(),
})

export const APPROVAL_SORT_FIELDS = ['createdAt', 'reviewedAt', 'type', 'status', 'userName'] as const

export const adminApprovalListQuerySchema = listQuerySchema(APPROVAL_SORT_FIELDS).extend({
  status: approvalStatusSchema.optional(),
  type: approvalTypeSchema.optional(),
})

export const meApprovalListQuerySchema = listQuerySchema(['createdAt', 'status']).extend({
  status: approvalStatusSchema.optional(),
  type: approvalTypeSchema.optional(),
})

export const approvalListResponseSchema = listPageSchema(approvalRecordSchema)

export const approvalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ approval: approvalRecordSchema }),
})

const countsSchema = z.object({ total: z.number().int(), pending: z.number().int() })

export const approvalStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  byType: z.object({
    profile_update: countsSchema,
    website_change: countsSchema,
    subscription_change: countsSchema,
    account_deletion: countsSchema,
  }),
})
export type ApprovalStats = z.infer<typeof approvalStatsSchema>
export const approvalStatsResponseSchema = z.object({ success: z.literal(true), data: approvalStatsSchema })

export const APPROVAL_TYPE_LABELS: Readonly<Record<ApprovalType, string>> = {
  profile_update: 'Profil güncelleme',
  website_change: 'Website değişikliği',
  subscription_change: 'Plan değişikliği',
  account_deletion: 'Hesap silme',
}

export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  pending: 'Bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  withdrawn: 'Geri çekildi',
}

/** The requested and current values' labels, for the admin's diff and the customer's list. */
export const APPROVAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Ad',
  email: 'E-posta',
  domain: 'Alan adı',
  packageId: 'Paket kimliği',
  subscription: 'Plan',
  price: 'Aylık ücret (₺)',
  websites: 'Website sayısı',
  deleteAccount: 'Hesap silinsin',
}

export const approvalMessages = {
  notFound: 'Onay talebi bulunamadı.',
  created: 'Talebiniz alındı. Yönetici onayından sonra uygulanacak.',
  withdrawn: 'Talebiniz geri çekildi.',
  approved: 'Talep onaylandı ve değişiklik uygulandı.',
  rejected: 'Talep reddedildi.',
  duplicate: 'Bu konuda onay bekleyen bir talebiniz zaten var. Yenisini göndermek için önce onu geri çekin.',
  notPending:
    'Bu talep artık beklemede değil; başka bir yönetici sonuçlandırmış ya da geri çekilmiş olabilir.',
  onlyPendingWithdrawn: 'Yalnızca bekleyen talepler geri çekilebilir.',
  rejectReasonRequired: 'Red nedeni belirtmeniz gerekiyor.',
  approveFailed: 'Talep onaylanırken bir hata oluştu.',
  rejectFailed: 'Talep reddedilirken bir hata oluştu.',
  unknownField: 'Bu talep türünde değiştirilemeyen bir alan gönderildi.',
  invalidValue: 'Talep edilen değerlerden biri geçersiz.',
  nothingChanged: 'İstenen değerler mevcut değerlerle aynı.',
  nameRequired: 'Ad alanı boş olamaz.',
  nameTooLong: 'Ad en fazla 120 karakter olabilir.',
  targetRequired: 'Alan adı değiştirilecek websiteyi seçin.',
  domainRequired: 'Yeni alan adını girin.',
  packageRequired: 'Geçmek istediğiniz planı seçin.',
  packageUnavailable: 'Bu plan artık sunulmuyor.',
  samePackage: 'Zaten bu plandasınız.',
  sameEmail: 'Bu zaten hesabınızın e-posta adresi.',
  emailCodeRequired: 'Yeni e-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  emailCodeSent: 'Doğrulama kodu yeni e-posta adresinize gönderildi.',
  emailCodeAttempts: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  passwordRequired: 'Hesabınızı silmek için şifrenizi girin.',
  passwordWrong: 'Şifreniz hatalı.',
  confirmationRequired: `Hesabınızı silmek için '${ACCOUNT_DELETION_PHRASE}' yazın.`,
  targetGone: 'Talebin ilgili olduğu kayıt artık yok; talep yalnızca reddedilebilir.',
  domainChangeByRequest:
    "Alan adı bu ekrandan değiştirilemez. 'Alan adı değişikliği iste' ile talep oluşturun; yönetici onayladığında uygulanır.",
  closedByDeletion: 'Hesap silindiği için talep kapatıldı.',
} as const
