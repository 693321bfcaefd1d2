import { z } from 'zod'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { formDraftInputSchema, formDraftResponseSchema, serverDraftFormSchema } from './form-draft.shared'
import { draftMessages } from './draft-messages'

// A signed-in user's form drafts kept on the server (/api/me/drafts/{form}); the path names a form, and
// the caller only ever reaches their own draft of it. docs/drafts.md#on-the-server

const TAG = 'Taslaklar'
const PATH = '/api/me/drafts/:form'
const formParamsSchema = z.object({ form: serverDraftFormSchema })
const unknownForm = { 404: { description: 'Bilinmeyen form', schema: errorResponseSchema } }

export const meDraftRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Bir formun sunucudaki taslağı (yoksa null)',
    tag: TAG,
    access: 'user',
    params: formParamsSchema,
    responses: { 200: { description: 'Taslak', schema: formDraftResponseSchema }, ...unknownForm },
    handler: async ({ c, services, user, params }) =>
      c.json({ success: true, data: { draft: await services.drafts.get(user.id, params.form) } }),
  }),

  defineRoute({
    method: 'put',
    path: PATH,
    summary:
      'Taslağı kaydet: daha yeni revizyon kazanır (eskisi hiçbir şeyi değiştirmez, kayıtlı taslağı döner)',
    tag: TAG,
    access: 'user',
    params: formParamsSchema,
    body: formDraftInputSchema,
    activity: { none: 'autosaves what a form holds on the device; the form’s submission is what is logged' },
    responses: {
      200: { description: 'Kayıtlı taslak', schema: formDraftResponseSchema },
      400: { description: draftMessages.invalidValue, schema: errorResponseSchema },
      413: { description: draftMessages.tooLarge, schema: errorResponseSchema },
      ...unknownForm,
    },
    handler: async ({ c, services, user, params, body }) => {
      const draft = await services.drafts.put(user.id, params.form, {
        value: body.value,
        revision: body.revision,
      })
      return c.json({ success: true, data: { draft } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: PATH,
    summary: 'Taslağı sil',
    tag: TAG,
    access: 'user',
    params: formParamsSchema,
    activity: { none: 'discards a form’s autosaved draft; nothing was submitted' },
    responses: { 200: { description: 'Silindi (ya da hiç yoktu)' }, ...unknownForm },
    handler: async ({ c, services, user, params }) => {
      await services.drafts.remove(user.id, params.form)
      return c.json({ success: true })
    },
  }),
]
