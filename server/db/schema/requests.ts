import { sql } from 'drizzle-orm'
import { index } from 'drizzle-orm/pg-core'
import { approvalResource } from '../../../api/approvals/approval-resource'
import { customerRequestResource } from '../../../api/customer-requests/customer-request-resource'
import { threadReplyResource } from '../../../api/support-desk/thread-reply-resource'
import { supportTicketResource } from '../../../api/support-tickets/support-ticket-resource'
import { websiteRequestResource } from '../../../api/website-requests/website-request-resource'
import { resourceTable } from './resource-table'

// What customers ask for: website requests (form, wizard, builder, prompts), dashboard requests,
// support tickets, approval requests and the support desk's replies. Derived from the declarations, plus
// what SQL alone knows.

export const websiteRequests = resourceTable(websiteRequestResource, {
  defaults: {
    status: 'pending',
    seo: {},
    pages: {},
    design: {},
    features: {},
    content: {},
    gallery: {},
    contact: {},
    socialMedia: {},
    hasHosting: false,
    hosting: {},
    hasDomain: false,
    domainDetails: {},
    requestDate: sql`now()`,
  },
  indexes: (t) => ({
    userId: index('website_requests_user_idx').on(t.userId),
    status: index('website_requests_status_idx').on(t.status, t.createdAt),
    email: index('website_requests_email_idx').on(sql`lower(${t.email})`),
  }),
})

export const customerRequests = resourceTable(customerRequestResource, {
  defaults: { priority: 'medium', status: 'pending' },
  indexes: (t) => ({ userId: index('customer_requests_user_idx').on(t.userId, t.createdAt) }),
})

export const supportTickets = resourceTable(supportTicketResource, {
  defaults: { priority: 'normal', status: 'open' },
  indexes: (t) => ({ userId: index('support_tickets_user_idx').on(t.userId, t.createdAt) }),
})

export const approvalRequests = resourceTable(approvalResource, {
  defaults: { currentData: {}, requestedData: {}, status: 'pending', pendingKey: '' },
  indexes: (t) => ({
    status: index('approval_requests_status_idx').on(t.status, t.createdAt),
    userId: index('approval_requests_user_idx').on(t.userId),
  }),
})

export const threadReplies = resourceTable(threadReplyResource, { defaults: { uploadIds: [] } })
