// The customer's own data as the dashboards read it (validated with the API's schemas, unwrapped to
// what a screen needs) and the writes they make. A write answered by the service worker's outbox
// (202 `{queued: true}` while the backend is unreachable) is a `queued` outcome, shown as pending.
import { z } from 'zod'
import type { ZodType } from 'zod'
import { messageResponseSchema } from '../../api/schemas/auth'
import {
  customerRequestListResponseSchema,
  customerRequestResponseSchema,
} from '../../api/schemas/customer-request'
import type { CustomerRequestInput } from '../../api/schemas/customer-request'
import { invoiceListResponseSchema } from '../../api/schemas/invoice'
import { livePostResponseSchema } from '../../api/schemas/live-mysql'
import type { PasswordChangeInput } from '../../api/schemas/password-change'
import { uploadListResponseSchema } from '../../api/schemas/upload'
import type { ProfileUpdateInput } from '../../api/schemas/user'
import { userResponseSchema } from '../../api/schemas/user-requests'
import { websiteRequestListResponseSchema } from '../../api/schemas/website-request-input'
import { websiteListResponseSchema } from '../../api/schemas/website-requests'
import { api } from './api-client'
import { refetchApiQueries, useApiQuery } from './api-query'

export const CUSTOMER_PATHS = {
  me: '/api/me',
  password: '/api/me/password',
  websites: '/api/websites/mine',
  websiteRequests: '/api/website-requests/mine',
  requests: '/api/requests/mine',
  createRequest: '/api/requests',
  uploads: '/api/uploads/mine',
  invoices: '/api/invoices/mine',
  liveMysql: '/api/sitekur-live-mysql.php',
  publicSettings: '/api/settings/public',
} as const

// Module-level schemas: useApiQuery keys its fetcher on the schema's identity.
const meSchema = userResponseSchema.transform((answer) => answer.data.user)
const websitesSchema = websiteListResponseSchema.transform((answer) => answer.data.websites)
const websiteRequestsSchema = websiteRequestListResponseSchema.transform((answer) => answer.data.requests)
const requestsSchema = customerRequestListResponseSchema.transform((answer) => answer.data.requests)
const uploadsSchema = uploadListResponseSchema.transform((answer) => answer.data.uploads)
const invoicesSchema = invoiceListResponseSchema.transform((answer) => answer.data.invoices)
// The support line, when the public settings carry one (else support-contact.ts has the default).
const whatsappSettingSchema = z
  .object({ whatsappNumber: z.string().optional().catch(undefined) })
  .transform((answer) => answer.whatsappNumber?.trim() || null)

export const useMe = () => useApiQuery(CUSTOMER_PATHS.me, meSchema)
export const useMyWebsites = () => useApiQuery(CUSTOMER_PATHS.websites, websitesSchema)
export const useMyWebsiteRequests = () => useApiQuery(CUSTOMER_PATHS.websiteRequests, websiteRequestsSchema)
export const useMyRequests = () => useApiQuery(CUSTOMER_PATHS.requests, requestsSchema)
export const useMyUploads = () => useApiQuery(CUSTOMER_PATHS.uploads, uploadsSchema)
export const useMyInvoices = () => useApiQuery(CUSTOMER_PATHS.invoices, invoicesSchema)
export const useWhatsappSetting = () =>
  useApiQuery(CUSTOMER_PATHS.publicSettings, whatsappSettingSchema, { refetchIntervalMs: 0 })

export type WriteOutcome<T> = { kind: 'done'; value: T; message: string | null } | { kind: 'queued' }

const queuedSchema = z.object({ queued: z.literal(true) })

/** The server's answer, or `queued` when the service worker kept the write for later. */
async function write<T>(send: () => Promise<unknown>, schema: ZodType<T>): Promise<WriteOutcome<T>> {
  const body = await send()
  if (queuedSchema.safeParse(body).success) return { kind: 'queued' }
  const value = schema.parse(body)
  const message = (body as { message?: unknown }).message
  return { kind: 'done', value, message: typeof message === 'string' ? message : null }
}

export async function createCustomerRequest(input: Partial<CustomerRequestInput>) {
  const outcome = await write(
    () => api.post(CUSTOMER_PATHS.createRequest, input),
    customerRequestResponseSchema,
  )
  void refetchApiQueries(CUSTOMER_PATHS.requests)
  return outcome
}

export async function updateProfile(input: ProfileUpdateInput) {
  const outcome = await write(() => api.put(CUSTOMER_PATHS.me, input), userResponseSchema)
  void refetchApiQueries(CUSTOMER_PATHS.me)
  return outcome
}

export function changePassword(input: PasswordChangeInput) {
  return write(() => api.post(CUSTOMER_PATHS.password, input), messageResponseSchema)
}

export type PromptWebsiteRequest = {
  name: string
  email: string
  company: string
  description: string
  budget_range: string
  timeline: string
}

export type PromptSupportTicket = {
  title: string
  description: string
}

/** The simple dashboard's "Yeni Website" (customer spec §7; user_id is the session's, the server says so). */
export async function createWebsiteRequestViaLive(userId: string, fields: PromptWebsiteRequest) {
  const body = { action: 'create_website_request', user_id: userId, ...fields }
  const outcome = await write(() => api.post(CUSTOMER_PATHS.liveMysql, body), livePostResponseSchema)
  void refetchApiQueries(CUSTOMER_PATHS.websiteRequests)
  return outcome
}

/** The simple dashboard's "Destek Talebi": priority is sent as normal (customer spec §3). */
export function createSupportTicketViaLive(userId: string, fields: PromptSupportTicket) {
  const body = { action: 'create_support_ticket', user_id: userId, ...fields, priority: 'normal' }
  return write(() => api.post(CUSTOMER_PATHS.liveMysql, body), livePostResponseSchema)
}
