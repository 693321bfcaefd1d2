import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// Customer uploads (dashboard "Galeri"): the bytes live in the host's FileStore, the metadata here.

/** 10 MB (docs/rules/customer-dashboard.md#galeri-uploads). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
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
  createdAt: timestampSchema,
})
export type UploadRecord = z.infer<typeof uploadRecordSchema>

export const uploadSchema = uploadRecordSchema
  .omit({ storageKey: true, sha256: true, mimeType: true, sizeBytes: true })
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
