import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from './common'

export const websiteTemplateSchema = z.enum(['business', 'portfolio', 'blog', 'ecommerce', 'landing'])
export const websiteStatusSchema = z.enum(['active', 'inactive', 'maintenance'])

// Panel credentials: the password is stored encrypted (AES-256-GCM) and only admins see it decrypted.
export const hostingInfoRecordSchema = z.object({
  provider: z.string().nullable(),
  username: z.string().nullable(),
  passwordEncrypted: z.string().nullable(),
})
export const domainInfoRecordSchema = z.object({
  registrar: z.string().nullable(),
  expiryDate: nullableTimestampSchema,
  username: z.string().nullable(),
  passwordEncrypted: z.string().nullable(),
})

export const websiteRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  ownerEmail: z.string(),
  ownerId: idSchema.nullable(),
  owner: z.string().nullable(),
  template: websiteTemplateSchema,
  description: z.string(),
  status: websiteStatusSchema,
  visitors: z.number().int().min(0),
  storage: z.number().int().min(0),
  plan: z.string().nullable(),
  hostingInfo: hostingInfoRecordSchema.nullable(),
  domainInfo: domainInfoRecordSchema.nullable(),
  lastModified: timestampSchema,
  createdAt: timestampSchema,
})
export type WebsiteRecord = z.infer<typeof websiteRecordSchema>

// The wire shape: panel passwords removed (admins get them decrypted in `*.password`).
export const websiteSchema = websiteRecordSchema.omit({ hostingInfo: true, domainInfo: true }).extend({
  userId: idSchema.nullable(),
  lastUpdate: timestampSchema,
  hostingInfo: z
    .object({
      provider: z.string().nullable(),
      username: z.string().nullable(),
      password: z.string().optional(),
    })
    .nullable(),
  domainInfo: z
    .object({
      registrar: z.string().nullable(),
      expiryDate: nullableTimestampSchema,
      panelAccess: z.object({ username: z.string().nullable(), password: z.string().optional() }),
    })
    .nullable(),
})
export type Website = z.infer<typeof websiteSchema>

const text = (max: number) => z.string().trim().max(max)

export const hostingInfoInputSchema = z.object({
  provider: text(120).nullable().optional(),
  username: text(120).nullable().optional(),
  password: z.string().max(200).nullable().optional(),
})
export const domainInfoInputSchema = z.object({
  registrar: text(120).nullable().optional(),
  expiryDate: nullableTimestampSchema.optional(),
  username: text(120).nullable().optional(),
  password: z.string().max(200).nullable().optional(),
})

// POST /api/websites {action:'create', ...}: required fields are checked by the service so that the
// catalogue message 'Ad, domain ve sahip email alanları zorunludur.' comes back.
export const websiteCreateInputSchema = z.object({
  name: text(160).optional(),
  domain: text(253).optional(),
  ownerEmail: text(254).optional(),
  template: websiteTemplateSchema.optional(),
  description: text(2000).optional(),
  status: websiteStatusSchema.optional(),
  visitors: z.coerce.number().int().min(0).optional().catch(0),
  storage: z.coerce.number().int().min(0).optional(),
  plan: text(60).nullable().optional(),
  hostingInfo: hostingInfoInputSchema.nullable().optional(),
  domainInfo: domainInfoInputSchema.nullable().optional(),
})
export type WebsiteCreateInput = z.infer<typeof websiteCreateInputSchema>

export const websiteUpdateFieldsSchema = websiteCreateInputSchema
export type WebsiteUpdateFields = z.infer<typeof websiteUpdateFieldsSchema>
