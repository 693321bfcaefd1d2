import { idParamsSchema, errorResponseSchema } from '../lib/common.shared'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import { websiteMessages } from '../websites/website-messages'
import {
  formRetentionInputSchema,
  formRetentionResponseSchema,
  isFormRetentionChoice,
} from './form-submission.shared'
import { formSubmissionMessages as messages } from './form-submission-messages.shared'

// The owner chooses how long a site's submissions are kept (docs/rules/site-forms.md#retention): one of
// FORM_RETENTION_CHOICES months, stored on the website; the nightly job deletes what is older.

export const formRetentionRoutes: RouteEntry[] = [
  defineRoute({
    method: 'put',
    path: '/api/me/websites/:id/submissions/retention',
    summary: 'Kendi websitemin form gönderimlerinin saklanma süresi (1, 3, 6, 12 ya da 24 ay)',
    tag: 'Site formları',
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    body: formRetentionInputSchema,
    activity: {
      type: 'website',
      action: 'Mesaj saklama süresi değiştirildi',
      details: ({ record, body }) =>
        `${record.name}: form gönderimleri ${String(body.months)} ay saklanacak.`,
      subject: ({ record }) => ({
        resource: 'websites',
        recordId: record.id,
        userIds: record.ownerId ? [record.ownerId] : [],
      }),
    },
    responses: {
      200: { description: 'Saklama süresi', schema: formRetentionResponseSchema },
      404: { description: 'Website yok ya da kullanıcının değil', schema: errorResponseSchema },
      422: { description: 'Seçeneklerden olmayan bir süre', schema: errorResponseSchema },
    },
    handler: async ({ c, services, record, body, actor }) => {
      const months = body.months
      if (!isFormRetentionChoice(months)) throw new ApiError(422, messages.retentionInvalid)
      const { repos } = services.ports
      await repos.transaction(async (tx) => {
        const after = await tx.websites.update(record.id, { formRetentionMonths: months })
        if (!after) throw new ApiError(404, websiteMessages.notFound)
        const change = { actor, resource: 'websites', recordId: record.id }
        await services.audit.updated(tx, change, record, after)
      })
      return c.json({ success: true, message: messages.retentionSaved(months), data: { months } })
    },
  }),
]
