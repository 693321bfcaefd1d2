// The builder's form behind a builder request (source 'builder'), for the detail dialog:
// GET /api/admin/builder-requests/:id (the builder request is the website request of the same id).
import { z } from 'zod'
import type { BuilderForm } from '../../../api/schemas/builder-form'
import { api, lazySchema } from '../../lib/api-client'
import { useResourceQuery } from '../../lib/data/resource-query'

const answerSchema = lazySchema(() =>
  import('../../../api/schemas/builder-form').then((m) =>
    z
      .object({ data: z.object({ request: z.object({ formData: m.builderFormSchema }) }) })
      .transform((answer): BuilderForm => answer.data.request.formData),
  ),
)

export function fetchBuilderRequestForm(id: string, signal?: AbortSignal): Promise<BuilderForm> {
  return api.get(`/api/admin/builder-requests/${encodeURIComponent(id)}`, { schema: answerSchema, signal })
}

export function useBuilderRequestForm(id: string | null, isBuilder: boolean) {
  return useResourceQuery(
    ['website-requests', 'admin', 'builder-form', id],
    (signal) => fetchBuilderRequestForm(id ?? '', signal),
    { enabled: isBuilder && id !== null, poll: false },
  )
}
