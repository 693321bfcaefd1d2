import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './users'
import { websites } from './websites'
import { searchIndex, searchTextColumn } from './search-text'

// What customers ask for: website requests (form, wizard, builder, prompts), dashboard requests,
// support tickets and approval requests.

type Json = Record<string, unknown>

export const websiteRequests = pgTable(
  'website_requests',
  {
    id: id(),
    // The six-digit number shown to the customer after submitting.
    requestNumber: text('request_number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // form (/create-website), wizard, builder, prompt (dashboard), admin
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    // Searchable and filterable fields as columns.
    websiteName: text('website_name').notNull(),
    companyName: text('company_name'),
    userName: text('user_name'),
    email: text('email'),
    phone: text('phone'),
    // The sector (insaat, saglik …) or, when only that was given, the wizard's kind of site.
    businessType: text('business_type'),
    // The wizard's kind of site (kurumsal, eticaret …).
    siteType: text('site_type'),
    description: text('description'),
    selectedPackage: text('selected_package'),
    domain: text('domain'),
    requestedDomain: text('requested_domain'),
    budget: text('budget'),
    timeline: text('timeline'),
    priority: text('priority'),
    // Nested groups as jsonb (shapes validated by the api's zod schemas).
    seo: jsonb('seo').$type<Json>().notNull().default({}),
    pages: jsonb('pages').$type<Json>().notNull().default({}),
    design: jsonb('design').$type<Json>().notNull().default({}),
    features: jsonb('features').$type<Json>().notNull().default({}),
    content: jsonb('content').$type<Json>().notNull().default({}),
    gallery: jsonb('gallery').$type<Json>().notNull().default({}),
    contact: jsonb('contact').$type<Json>().notNull().default({}),
    socialMedia: jsonb('social_media').$type<Json>().notNull().default({}),
    // The builder's complete formData, kept as submitted.
    builderForm: jsonb('builder_form').$type<Json>(),
    hasHosting: boolean('has_hosting').notNull().default(false),
    hosting: jsonb('hosting').$type<{ provider?: string; username?: string }>().notNull().default({}),
    // AES-256-GCM ciphertexts; only admins ever see the clear text.
    hostingPasswordEncrypted: text('hosting_password_encrypted'),
    hasDomain: boolean('has_domain').notNull().default(false),
    domainDetails: jsonb('domain_details')
      .$type<{ registrar?: string; username?: string; expiryDate?: string }>()
      .notNull()
      .default({}),
    domainPasswordEncrypted: text('domain_password_encrypted'),
    specialRequests: text('special_requests'),
    inspiration: text('inspiration'),
    notes: text('notes'),
    adminNotes: text('admin_notes'),
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'set null' }),
    requestDate: instant('request_date')
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('website_name', 'email', 'company_name'),
  },
  (t) => [
    uniqueIndex('website_requests_number_unique').on(t.requestNumber),
    index('website_requests_user_idx').on(t.userId),
    index('website_requests_status_idx').on(t.status, t.createdAt),
    index('website_requests_email_idx').on(sql`lower(${t.email})`),
    index('website_requests_created_at_idx').on(t.createdAt),
    searchIndex('website_requests_search_trgm', t.searchText),
  ],
)

export const customerRequests = pgTable(
  'customer_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'set null' }),
    // change, support, hosting, domain, gallery
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // The website as the customer named it (free text in the dashboard form).
    website: text('website'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('title', 'description', 'website'),
  },
  (t) => [
    index('customer_requests_user_idx').on(t.userId, t.createdAt),
    index('customer_requests_status_idx').on(t.status),
    searchIndex('customer_requests_search_trgm', t.searchText),
  ],
)

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull().default('normal'),
    status: text('status').notNull().default('open'),
    adminResponse: text('admin_response'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('title', 'description'),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status),
    searchIndex('support_tickets_search_trgm', t.searchText),
  ],
)

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    // profile_update, website_change, subscription_change, account_deletion
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    // The website a website_change targets; the other types target the user.
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'set null' }),
    currentData: jsonb('current_data').$type<Json>().notNull().default({}),
    requestedData: jsonb('requested_data').$type<Json>().notNull().default({}),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    // '<type>:<target id>' while pending, '' after: one pending request per type and target.
    pendingKey: text('pending_key').notNull().default(''),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    reviewerId: text('reviewer_id'),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('user_name', 'user_email'),
  },
  (t) => [
    uniqueIndex('approval_requests_pending_unique')
      .on(t.pendingKey)
      .where(sql`${t.pendingKey} is not null and ${t.pendingKey} <> ''`),
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    index('approval_requests_user_idx').on(t.userId),
    index('approval_requests_type_idx').on(t.type),
    index('approval_requests_created_at_idx').on(t.createdAt),
    searchIndex('approval_requests_search_trgm', t.searchText),
  ],
)

// Replies in the threads of customer requests and support tickets (the support desk).
export const threadReplies = pgTable(
  'thread_replies',
  {
    id: id(),
    // customerRequest, supportTicket
    threadKind: text('thread_kind').notNull(),
    threadId: text('thread_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    searchText: searchTextColumn('body'),
  },
  (t) => [
    index('thread_replies_thread_id_idx').on(t.threadId),
    index('thread_replies_customer_id_idx').on(t.customerId),
    index('thread_replies_created_at_idx').on(t.createdAt),
    searchIndex('thread_replies_search_trgm', t.searchText),
  ],
)
