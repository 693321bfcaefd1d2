import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// Customer uploads (dashboard "Galeri"): the bytes live in the host's FileStore, the metadata here.

/** 10 MB (docs/rules/customer-dashboard.md#galeri-uploads). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Uploads one customer may run at once; the server refuses more (429) and the page sends no more. */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 3
export const uploadCategorySchema = z.enum(['photos', 'documents', 'menu', 'branding'])
export type UploadCategory = z.infer<typeof uploadCategorySchema>
/**
 * Checked by content (magic bytes), never by name or declared type. WebP, GIF and ICO come only from the
 * edit screen's images (api/websites/website-image-type.ts); the Galeri takes the first five.
 */
export const uploadMimeTypeSchema = z.enum([
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/webp',
  'image/gif',
  'image/x-icon',
])
export type UploadMimeType = z.infer<typeof uploadMimeTypeSchema>

/**
 * An image's smaller WebP copies for `srcset` (docs/rules/publishing.md#images), made once: the original's
 * size, and each copy's. Stored beside the original under `variantKey`.
 */
export const imageVariantsSchema = z.object({
  /** 0 × 0 with no copies: an upload that gets none (an icon, an animation, bytes that are no image). */
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  copies: z.array(
    z.object({
      width: z.number().int().min(1),
      height: z.number().int().min(1),
      sizeBytes: z.number().int().min(0),
    }),
  ),
})
export type ImageVariants = z.infer<typeof imageVariantsSchema>

export const uploadRecordSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  websiteId: idSchema.nullable(),
  requestId: idSchema.nullable(),
  category: uploadCategorySchema,
  originalName: z.string(),
  mimeType: uploadMimeTypeSchema,
  sizeBytes: z.number().int().min(0),
  /** The FileStore key. */
  storageKey: z.string(),
  sha256: z.string(),
  /** Absent (null in SQL): not made yet, or no resizer here. */
  variants: imageVariantsSchema.nullable().optional(),
  createdAt: timestampSchema,
})
export type UploadRecord = z.infer<typeof uploadRecordSchema>

export const uploadSchema = uploadRecordSchema
  .omit({ storageKey: true, sha256: true, mimeType: true, sizeBytes: true, variants: true })
  .extend({
    mime: uploadMimeTypeSchema,
    size: z.number().int().min(0),
    downloadUrl: z.string(),
  })
export type Upload = z.infer<typeof uploadSchema>

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ upload: uploadSchema }),
})
/** multipart/form-data: `file` and `category`. */
export const uploadFormSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'Dosya' }),
  category: uploadCategorySchema,
})

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

export const meUploadListQuerySchema = listQuerySchema(['createdAt', 'originalName', 'sizeBytes']).extend({
  category: uploadCategorySchema.optional(),
})

export const meUploadListResponseSchema = listPageSchema(uploadSchema)
