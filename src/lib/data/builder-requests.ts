// The customer's builder requests: POST /api/me/builder-requests `{ formData }` (the website builder's
// sending, with an Idempotency-Key so a retry after a lost answer is not a second request). A builder
// request is a website request with source 'builder': the customer follows it in the website-request
// lists, which sending one refreshes.
import { z } from 'zod'
import type { BuilderFormInput } from '../../../api/schemas/builder-form'
import type { BuilderRequest } from '../../../api/schemas/builder-request'
import { api, lazySchema } from '../api-client'
import { websiteRequestKeys } from './website-requests'
import { write } from './write-outcome'
import type { WriteOutcome } from './write-outcome'

export const MY_BUILDER_REQUESTS_PATH = '/api/me/builder-requests'

const requestSchema = lazySchema(() =>
  import('../../../api/schemas/builder-request').then((m) =>
    z
      .object({ data: z.object({ request: m.builderRequestSchema }) })
      .transform((answer) => answer.data.request),
  ),
)

export interface SentBuilderRequest {
  request: BuilderRequest
  /** The server's confirmation ('Talebiniz alındı! …'). */
  message: string | null
}

/**
 * Sends the builder's form. `done` carries the stored request (its six-digit number); `queued` means the
 * service worker keeps it in its outbox until the connection is back. A refusal throws an ApiError with
 * the server's Turkish message.
 */
export async function createBuilderRequest(
  formData: BuilderFormInput,
  idempotencyKey: string,
): Promise<WriteOutcome<SentBuilderRequest>> {
  const outcome = await write(
    () => api.post(MY_BUILDER_REQUESTS_PATH, { formData }, { idempotencyKey }),
    requestSchema,
    [websiteRequestKeys.all],
  )
  return outcome.kind === 'queued'
    ? outcome
    : { ...outcome, value: { request: outcome.value, message: outcome.message } }
}
