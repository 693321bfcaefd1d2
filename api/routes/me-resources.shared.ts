import { z } from 'zod'
import {
  customerRequestSchema,
  supportTicketSchema,
  supportTicketStatusSchema,
} from '../customer-requests/customer-request.shared'
import { invoiceSchema, invoiceStatusSchema } from '../invoices/invoice.shared'
import { userNotificationSchema } from '../notifications/notification.shared'
import { listPageDataSchema, listPageSchema, listQuerySchema, pageQuerySchema } from '../lib/rest-list.shared'
import { uploadCategorySchema, uploadSchema } from '../uploads/upload.shared'
import { websiteSchema, websiteStatusSchema } from '../websites/website.shared'
import { websiteRequestSchema, websiteRequestSourceSchema } from '../website-requests/website-request.shared'
import { websiteRequestStatusSchema } from '../website-requests/website-request-status.shared'

// Queries and list answers of the signed-in customer's REST resources under /api/me/*.

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) })

export const meWebsiteRequestListQuerySchema = listQuerySchema([
  'createdAt',
  'requestDate',
  'updatedAt',
  'websiteName',
  'status',
]).extend({
  status: websiteRequestStatusSchema.optional(),
  /** Where the requests came from (?source=builder: the builder's requests). */
  source: websiteRequestSourceSchema.optional(),
})
export const meWebsiteRequestListResponseSchema = listPageSchema(websiteRequestSchema)

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

export const meUploadListQuerySchema = listQuerySchema(['createdAt', 'originalName', 'sizeBytes']).extend({
  category: uploadCategorySchema.optional(),
})
export const meUploadListResponseSchema = listPageSchema(uploadSchema)

export const meInvoiceListQuerySchema = listQuerySchema([
  'issueDate',
  'dueDate',
  'amount',
  'number',
  'status',
]).extend({ status: invoiceStatusSchema.optional() })
export const meInvoiceListResponseSchema = listPageSchema(invoiceSchema)

export const meWebsiteListQuerySchema = listQuerySchema([
  'createdAt',
  'lastModified',
  'name',
  'domain',
  'status',
]).extend({ status: websiteStatusSchema.optional() })
export const meWebsiteListResponseSchema = listPageSchema(websiteSchema)

/** The feed's order is fixed (newest first), so only paging; `unread` counts the whole feed. */
export const meNotificationListQuerySchema = pageQuerySchema
export const meNotificationListResponseSchema = z.object({
  success: z.literal(true),
  data: listPageDataSchema(userNotificationSchema).extend({ unread: z.number().int() }),
})
