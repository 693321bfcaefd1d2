// E-mail campaigns (docs/rules/email-campaigns.md): GET /api/admin/campaigns (one page: status, sort),
// GET /audience?audience= (the live recipient count), and the writes POST, PATCH /:id, DELETE /:id and
// POST /:id/send.
import { z } from 'zod'
import type { CampaignAudience, CampaignInput, CampaignView } from '../../../api/campaigns/campaign.shared'
import { api, lazySchema } from '../api-client'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_CAMPAIGNS_PATH = '/api/admin/campaigns'

export interface CampaignParams extends ListParams {
  status?: string
}

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (params: CampaignParams) => ['campaigns', 'admin', 'list', params] as const,
  audience: (audience: CampaignAudience) => ['campaigns', 'admin', 'audience', audience] as const,
}

const schemas = () => import('../../../api/campaigns/campaign.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.campaignViewSchema)))
const campaignSchema = lazySchema(() =>
  schemas().then((m) => m.campaignResponseSchema.transform((answer) => answer.data.campaign)),
)
const audienceSchema = lazySchema(() =>
  schemas().then((m) => m.audienceCountResponseSchema.transform((answer) => answer.data.recipients)),
)

export function fetchCampaigns(
  params: CampaignParams = {},
  signal?: AbortSignal,
): Promise<ListPage<CampaignView>> {
  const { status, ...rest } = params
  const url = new URL(listUrl(ADMIN_CAMPAIGNS_PATH, rest), 'http://x')
  if (status) url.searchParams.set('status', status)
  return api.get(`${url.pathname}${url.search}`, { schema: listSchema, signal })
}

/** The list refetches on the app's polling interval, so a sending campaign's progress moves on. */
export const useCampaigns = (params: CampaignParams) =>
  useResourceQuery(campaignKeys.list(params), (signal) => fetchCampaigns(params, signal))

export function fetchAudienceCount(audience: CampaignAudience, signal?: AbortSignal): Promise<number> {
  return api.get(`${ADMIN_CAMPAIGNS_PATH}/audience?audience=${audience}`, { schema: audienceSchema, signal })
}

export const useAudienceCount = (audience: CampaignAudience, enabled: boolean) =>
  useResourceQuery(campaignKeys.audience(audience), (signal) => fetchAudienceCount(audience, signal), {
    enabled,
  })

// Writes. Admins work online: a write the service worker queued is reported as not done yet.

export const CAMPAIGN_QUEUED = 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.'

const changes = [campaignKeys.all]
const campaignPath = (id: string) => `${ADMIN_CAMPAIGNS_PATH}/${encodeURIComponent(id)}`

async function writeCampaign(send: () => Promise<unknown>, fallback: string): Promise<string> {
  const outcome = await write(send, campaignSchema, changes)
  return outcome.kind === 'queued' ? CAMPAIGN_QUEUED : (outcome.message ?? fallback)
}

export const createCampaign = (input: CampaignInput, fallback: string) =>
  writeCampaign(() => api.post(ADMIN_CAMPAIGNS_PATH, input), fallback)

export const updateCampaign = (id: string, input: CampaignInput, fallback: string) =>
  writeCampaign(() => api.patch(campaignPath(id), input), fallback)

export const sendCampaign = (id: string, fallback: string) =>
  writeCampaign(() => api.post(`${campaignPath(id)}/send`), fallback)

export async function deleteCampaign(id: string, fallback: string): Promise<string> {
  const outcome = await write(
    () => api.delete(campaignPath(id)),
    z.object({ success: z.literal(true), message: z.string().optional() }),
    changes,
  )
  return outcome.kind === 'queued' ? CAMPAIGN_QUEUED : (outcome.message ?? fallback)
}

// The templates a campaign may use, for the dialog's choice (the templates screen owns the full list).
const templateChoicesSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })) }),
})

export function fetchTemplateChoices(signal?: AbortSignal) {
  return api
    .get('/api/admin/email-templates?pageSize=100&sort=name', { schema: templateChoicesSchema, signal })
    .then((answer) => answer.data.items)
}

export const useTemplateChoices = (enabled: boolean) =>
  useResourceQuery(['emailTemplates', 'admin', 'choices'], fetchTemplateChoices, { enabled })

// The public unsubscribe page's calls (no sign-in: the signed token is the authority).
const unsubscribeStateSchema = z.object({
  success: z.literal(true),
  data: z.object({ unsubscribed: z.boolean() }),
})
const unsubscribedSchema = z.object({ success: z.literal(true), message: z.string() })
const unsubscribePath = (token: string) => `/api/campaign-mail/unsubscribe/${encodeURIComponent(token)}`

export function fetchUnsubscribeState(token: string, signal?: AbortSignal) {
  return api.get(unsubscribePath(token), { schema: unsubscribeStateSchema, signal }).then((a) => a.data)
}

export async function unsubscribe(token: string): Promise<string> {
  const answer = await api.post(unsubscribePath(token), undefined, { schema: unsubscribedSchema })
  return answer.message
}
