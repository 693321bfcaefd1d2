// The customer's own data as the dashboards read it (validated with the API's schemas, unwrapped to
// what a screen needs) and the writes they make. A write answered by the service worker's outbox
// (202 `{queued: true}` while the backend is unreachable) is a `queued` outcome, shown as pending.
import { z } from 'zod'
import type { CustomerRequestInput } from '../../api/schemas/customer-request'
import type { PasswordChangeInput } from '../../api/schemas/password-change'
import type { ProfileUpdateInput } from '../../api/schemas/user'
import { api, lazySchema, resolveSchema } from './api-client'
import type { SchemaSource } from './api-client'
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

// The answers' schemas load with their first request, each module in a chunk of its own, not with the
// page: the ~1,100 zod schemas behind them took ~40 ms of main thread to build before the dashboard's
// first paint. Module-level loaders: useApiQuery keys its fetcher on the schema's identity.
const schemas = {
  auth: () => import('../../api/schemas/auth'),
  customerRequest: () => import('../../api/schemas/customer-request'),
  invoice: () => import('../../api/schemas/invoice'),
  liveMysql: () => import('../../api/schemas/live-mysql'),
  upload: () => import('../../api/schemas/upload'),
  userRequests: () => import('../../api/schemas/user-requests'),
  websiteRequestInput: () => import('../../api/schemas/website-request-input'),
  websiteRequests: () => import('../../api/schemas/website-requests'),
}
const meSchema = lazySchema(() =>
  schemas.userRequests().then((m) => m.userResponseSchema.transform((answer) => answer.data.user)),
)
const websitesSchema = lazySchema(() =>
  schemas
    .websiteRequests()
    .then((m) => m.websiteListResponseSchema.transform((answer) => answer.data.websites)),
)
const websiteRequestsSchema = lazySchema(() =>
  schemas
    .websiteRequestInput()
    .then((m) => m.websiteRequestListResponseSchema.transform((answer) => answer.data.requests)),
)
const requestsSchema = lazySchema(() =>
  schemas
    .customerRequest()
    .then((m) => m.customerRequestListResponseSchema.transform((answer) => answer.data.requests)),
)
const uploadsSchema = lazySchema(() =>
  schemas.upload().then((m) => m.uploadListResponseSchema.transform((answer) => answer.data.uploads)),
)
const invoicesSchema = lazySchema(() =>
  schemas.invoice().then((m) => m.invoiceListResponseSchema.transform((answer) => answer.data.invoices)),
)
const customerRequestResponseSchema = lazySchema(() =>
  schemas.customerRequest().then((m) => m.customerRequestResponseSchema),
)
const userResponseSchema = lazySchema(() => schemas.userRequests().then((m) => m.userResponseSchema))
const messageResponseSchema = lazySchema(() => schemas.auth().then((m) => m.messageResponseSchema))
const livePostResponseSchema = lazySchema(() => schemas.liveMysql().then((m) => m.livePostResponseSchema))
// The support line, when the public settings carry one (else use-support-number.ts uses the default).
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
async function write<T>(send: () => Promise<unknown>, schema: SchemaSource<T>): Promise<WriteOutcome<T>> {
  const [body, resolved] = await Promise.all([send(), resolveSchema(schema)])
  if (queuedSchema.safeParse(body).success) return { kind: 'queued' }
  const value = resolved.parse(body)
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
