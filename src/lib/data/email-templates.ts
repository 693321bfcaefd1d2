// E-mail templates (docs/rules/email-templates.md): GET /api/admin/email-templates (one page: search,
// type, sort), the writes POST, PATCH /:id, DELETE /:id, POST /:id/reset, and POST /:id/preview and
// /:id/test.
import { z } from 'zod'
import type {
  EmailTemplateInput,
  EmailTemplateView,
} from '../../../api/email-templates/email-template.shared'
import type { RenderedMail } from '../../../api/email-templates/email-template-render.shared'
import { api, lazySchema } from '../api-client'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_EMAIL_TEMPLATES_PATH = '/api/admin/email-templates'

export interface EmailTemplateParams extends ListParams {
  type?: string
}

export const emailTemplateKeys = {
  all: ['emailTemplates'] as const,
  list: (params: EmailTemplateParams) => ['emailTemplates', 'admin', 'list', params] as const,
}

const schemas = () => import('../../../api/email-templates/email-template.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.emailTemplateViewSchema)))
const templateSchema = lazySchema(() =>
  schemas().then((m) => m.emailTemplateResponseSchema.transform((answer) => answer.data.template)),
)
const previewSchema = lazySchema(() =>
  schemas().then((m) => m.emailTemplatePreviewResponseSchema.transform((answer) => answer.data.preview)),
)
const testSchema = lazySchema(() => schemas().then((m) => m.emailTemplateTestResponseSchema))

export function fetchEmailTemplates(
  params: EmailTemplateParams = {},
  signal?: AbortSignal,
): Promise<ListPage<EmailTemplateView>> {
  const { type, ...rest } = params
  const url = new URL(listUrl(ADMIN_EMAIL_TEMPLATES_PATH, rest), 'http://x')
  if (type) url.searchParams.set('type', type)
  return api.get(`${url.pathname}${url.search}`, { schema: listSchema, signal })
}

export const useEmailTemplates = (params: EmailTemplateParams) =>
  useResourceQuery(emailTemplateKeys.list(params), (signal) => fetchEmailTemplates(params, signal))

// Writes. Admins work online: a write the service worker queued is reported as not done yet.

export const EMAIL_TEMPLATE_QUEUED = 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.'

const changes = [emailTemplateKeys.all]
const templatePath = (id: string) => `${ADMIN_EMAIL_TEMPLATES_PATH}/${encodeURIComponent(id)}`

export interface EmailTemplateWriteResult {
  template: EmailTemplateView | null
  message: string
}

async function writeTemplate(
  send: () => Promise<unknown>,
  fallback: string,
): Promise<EmailTemplateWriteResult> {
  const outcome = await write(send, templateSchema, changes)
  if (outcome.kind === 'queued') return { template: null, message: EMAIL_TEMPLATE_QUEUED }
  return { template: outcome.value, message: outcome.message ?? fallback }
}

export const createEmailTemplate = (input: EmailTemplateInput, fallback: string) =>
  writeTemplate(() => api.post(ADMIN_EMAIL_TEMPLATES_PATH, input), fallback)

export const updateEmailTemplate = (id: string, input: EmailTemplateInput, fallback: string) =>
  writeTemplate(() => api.patch(templatePath(id), input), fallback)

export const resetEmailTemplate = (id: string, fallback: string) =>
  writeTemplate(() => api.post(`${templatePath(id)}/reset`), fallback)

export async function deleteEmailTemplate(id: string, fallback: string): Promise<string> {
  const outcome = await write(
    () => api.delete(templatePath(id)),
    z.object({ success: z.literal(true), message: z.string().optional() }),
    changes,
  )
  return outcome.kind === 'queued' ? EMAIL_TEMPLATE_QUEUED : (outcome.message ?? fallback)
}

/** The server's rendering with the sample customer (or a chosen user). */
export function previewEmailTemplate(
  id: string,
  input: { userId?: string; subject?: string; content?: string } = {},
): Promise<RenderedMail> {
  return api.post(`${templatePath(id)}/preview`, input, { schema: previewSchema })
}

/** Sends the saved template to the signed-in admin; answers the message to show. */
export async function sendTestEmail(id: string): Promise<string> {
  const answer = await api.post(`${templatePath(id)}/test`, undefined, { schema: testSchema })
  return answer.message
}
