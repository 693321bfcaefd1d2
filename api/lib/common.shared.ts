import { z } from 'zod'

// Shared building blocks of the wire format: string ids (UUID), ISO-8601 timestamps with offset,
// integer TRY amounts and `null` for an absent value.
export const idSchema = z.string().min(1).max(64)
export const timestampSchema = z.iso.datetime({ offset: true })
export const nullableTimestampSchema = timestampSchema.nullable()
export const moneySchema = z.number().int().min(0)
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  // Plain toLowerCase: under tr-TR an ASCII 'I' would become a dotless 'ı'.
  .transform((v) => v.toLowerCase())

export const listQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})
export type ListQueryInput = z.infer<typeof listQuerySchema>

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) })
