// The back-office's websites: GET /api/admin/websites (one page: search, status, template, sort), /stats,
// /:id (the drawer's website), and the writes POST, PATCH /:id (fields, or a status: active, inactive, maintenance) and DELETE /:id.
// Keys start with 'websites', so a change to websites (here, or live) refreshes every website screen.
import { z } from 'zod'
import type {
  AdminWebsite,
  AdminWebsiteInput,
  Website,
  WebsiteStats,
} from '../../../api/websites/website.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { MAX_PAGE_SIZE, listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { WEBSITE_SAVE_FAILED_MESSAGE } from './websites'
import { write } from './write-outcome'

export const ADMIN_WEBSITES_PATH = '/api/admin/websites'

export interface AdminWebsiteParams extends ListParams {
  status?: Website['status']
  template?: Website['template']
  /** 'true': only live sites with unpublished changes. */
  unpublished?: 'true'
}

export const adminWebsiteKeys = {
  all: ['websites', 'admin'] as const,
  list: (params: AdminWebsiteParams) => ['websites', 'admin', 'list', params] as const,
  stats: ['websites', 'admin', 'stats'] as const,
  one: (id: string) => ['websites', 'admin', 'one', id] as const,
}

const schemas = () => import('../../../api/websites/website.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.adminWebsiteSchema)))
const statsSchema = lazySchema(() =>
  schemas().then((m) => m.websiteStatsResponseSchema.transform((answer) => answer.data)),
)
const websiteSchema = lazySchema(() =>
  schemas().then((m) =>
    z.object({ data: z.object({ website: m.websiteSchema }) }).transform((answer) => answer.data.website),
  ),
)
const doneSchema = z.object({ success: z.literal(true) })

export function fetchAdminWebsites(
  params: AdminWebsiteParams = {},
  signal?: AbortSignal,
): Promise<ListPage<AdminWebsite>> {
  const { template, unpublished, ...rest } = params
  const url = listUrl(ADMIN_WEBSITES_PATH, { ...rest, filters: { template, unpublished } })
  return api.get(url, { schema: listSchema, signal })
}

export const useAdminWebsites = (params: AdminWebsiteParams) =>
  useResourceQuery(adminWebsiteKeys.list(params), (signal) => fetchAdminWebsites(params, signal))

/** The ids of every live site with unpublished changes (the desk's badge): usually a few, read whole. */
export async function fetchUnpublishedWebsiteIds(signal?: AbortSignal): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let page = 1; ; page += 1) {
    const answer = await fetchAdminWebsites({ unpublished: 'true', page, pageSize: MAX_PAGE_SIZE }, signal)
    for (const website of answer.items) ids.add(website.id)
    if (answer.items.length === 0 || ids.size >= answer.total) return ids
  }
}

export const useUnpublishedWebsiteIds = () =>
  useResourceQuery([...adminWebsiteKeys.all, 'unpublished'], fetchUnpublishedWebsiteIds)

export function fetchWebsiteStats(signal?: AbortSignal): Promise<WebsiteStats> {
  return api.get(`${ADMIN_WEBSITES_PATH}/stats`, { schema: statsSchema, signal })
}

export const useWebsiteStats = () => useResourceQuery(adminWebsiteKeys.stats, fetchWebsiteStats)

const websitePath = (id: string) => `${ADMIN_WEBSITES_PATH}/${encodeURIComponent(id)}`

/** One website by id, without the list's counted visitors (null: none is asked for). */
export const useAdminWebsite = (id: string | null) =>
  useResourceQuery(
    adminWebsiteKeys.one(id ?? ''),
    (signal): Promise<Website> => api.get(websitePath(id ?? ''), { schema: websiteSchema, signal }),
    { enabled: id !== null },
  )

// Writes. Admins work online: a write the service worker queued is reported as not done.

export const WEBSITE_MESSAGES = {
  saveFailed: WEBSITE_SAVE_FAILED_MESSAGE,
  deleteFailed: 'Website silinirken bir hata oluştu.',
  queued: 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.',
}

const changes = [adminWebsiteKeys.all, ['websites'], adminOverviewKeys.all]

export interface WebsiteWriteResult {
  website: Website | null
  message: string | null
}

async function writeWebsite(send: () => Promise<unknown>): Promise<WebsiteWriteResult> {
  const outcome = await write(send, websiteSchema, changes)
  if (outcome.kind === 'queued') return { website: null, message: WEBSITE_MESSAGES.queued }
  return { website: outcome.value, message: outcome.message }
}

export const createAdminWebsite = (input: AdminWebsiteInput) =>
  writeWebsite(() => api.post(ADMIN_WEBSITES_PATH, input, { fallbackMessage: WEBSITE_MESSAGES.saveFailed }))

export const updateAdminWebsite = (id: string, fields: AdminWebsiteInput) =>
  writeWebsite(() => api.patch(websitePath(id), fields, { fallbackMessage: WEBSITE_MESSAGES.saveFailed }))

export async function deleteAdminWebsite(id: string): Promise<string | null> {
  const outcome = await write(
    () => api.delete(websitePath(id), undefined, { fallbackMessage: WEBSITE_MESSAGES.deleteFailed }),
    doneSchema.extend({ message: z.string().optional() }),
    changes,
  )
  return outcome.kind === 'queued' ? WEBSITE_MESSAGES.queued : outcome.message
}
