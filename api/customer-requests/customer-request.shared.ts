import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import { websiteRequestStatusSchema } from '../website-requests/website-request-status.shared'

// The customer dashboard's "Taleplerim" (change, support, hosting, domain, gallery requests) and the
// support tickets of the simple dashboard.

export const customerRequestTypeSchema = z.enum(['change', 'support', 'hosting', 'domain', 'gallery'])
export const customerRequestPrioritySchema = z.enum(['low', 'medium', 'high'])

export const customerRequestRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  websiteId: idSchema.nullable(),
  type: customerRequestTypeSchema,
  title: z.string(),
  description: z.string(),
  /** The website as the customer named it. */
  website: z.string().nullable(),
  priority: customerRequestPrioritySchema,
  status: websiteRequestStatusSchema,
  adminNotes: z.string().nullable(),
  /** The admin the support desk assigned it to. */
  assigneeId: idSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type CustomerRequestRecord = z.infer<typeof customerRequestRecordSchema>
export const customerRequestSchema = customerRequestRecordSchema.omit({ adminNotes: true })
export type CustomerRequest = z.infer<typeof customerRequestSchema>

/** POST /api/requests. Title and description are checked by the service (catalogue message). */
export const customerRequestInputSchema = z.object({
  type: customerRequestTypeSchema.default('change'),
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  website: z.string().trim().max(253).nullish(),
  websiteId: idSchema.nullish(),
  priority: customerRequestPrioritySchema.default('medium'),
})
export type CustomerRequestInput = z.infer<typeof customerRequestInputSchema>

export const customerRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ request: customerRequestSchema }),
})

export const supportTicketPrioritySchema = z.enum(['low', 'normal', 'medium', 'high', 'urgent'])
export const supportTicketStatusSchema = z.enum(['open', 'in-progress', 'closed'])
export const supportTicketRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: z.string(),
  description: z.string(),
  priority: supportTicketPrioritySchema,
  status: supportTicketStatusSchema,
  adminResponse: z.string().nullable(),
  /** The admin the support desk assigned it to. */
  assigneeId: idSchema.nullable(),
  closedAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type SupportTicketRecord = z.infer<typeof supportTicketRecordSchema>
export const supportTicketSchema = supportTicketRecordSchema
export type SupportTicket = SupportTicketRecord

export const supportTicketInputSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  priority: supportTicketPrioritySchema.default('normal'),
})
export type SupportTicketInput = z.infer<typeof supportTicketInputSchema>

export const supportTicketResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ticket: supportTicketSchema }),
})

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

export const meCustomerRequestListQuerySchema = listQuerySchema([
  'createdAt',
  'updatedAt',
  'title',
  'status',
  'priority',
]).extend({ status: websiteRequestStatusSchema.optional() })

export const meCustomerRequestListResponseSchema = listPageSchema(customerRequestSchema)

export const meSupportTicketListQuerySchema = listQuerySchema([
  'createdAt',
  'updatedAt',
  'title',
  'status',
  'priority',
]).extend({ status: supportTicketStatusSchema.optional() })

export const meSupportTicketListResponseSchema = listPageSchema(supportTicketSchema)
