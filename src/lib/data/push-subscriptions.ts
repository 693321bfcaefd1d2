// Web Push on the server: the key browsers subscribe with and the customer's own subscriptions
// (GET /api/push/public-key, GET/POST /api/me/push-subscriptions, DELETE /api/me/push-subscriptions/:id).
import type { PushSubscribeInput } from '../../../api/push/push-subscription.shared'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { write } from './write-outcome'

export const PUSH_PUBLIC_KEY_PATH = '/api/push/public-key'
export const PUSH_SUBSCRIPTIONS_PATH = '/api/me/push-subscriptions'

const schemas = () => import('../../../api/push/push-subscription.shared')
const publicKeySchema = lazySchema(() =>
  schemas().then((m) => m.pushPublicKeyResponseSchema.transform((answer) => answer.data.publicKey)),
)
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.pushSubscriptionSchema)))
const subscriptionResponseSchema = lazySchema(() => schemas().then((m) => m.pushSubscriptionResponseSchema))
const messageResponseSchema = lazySchema(() =>
  import('../../../api/auth/auth.shared').then((m) => m.messageResponseSchema),
)

export function fetchPushPublicKey(): Promise<string> {
  return api.get(PUSH_PUBLIC_KEY_PATH, { schema: publicKeySchema, auth: false })
}

export function fetchMyPushSubscriptions() {
  return fetchAllItems(PUSH_SUBSCRIPTIONS_PATH, listSchema)
}

export function savePushSubscription(input: PushSubscribeInput) {
  return write(() => api.post(PUSH_SUBSCRIPTIONS_PATH, input), subscriptionResponseSchema)
}

export function deletePushSubscription(id: string) {
  return write(
    () => api.delete(`${PUSH_SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}`),
    messageResponseSchema,
  )
}
