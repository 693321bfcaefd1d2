import { defineRoute, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { ownListRoute } from '../routes/resource-routes'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { pushMessages } from './push-messages.shared'
import {
  mePushSubscriptionListQuerySchema,
  mePushSubscriptionListResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscribeInputSchema,
  pushSubscriptionResponseSchema,
  type PushSubscriptionRecord,
} from './push-subscription.shared'
import { pushSubscriptionResource } from './push-subscription-resource'
import { declaredRecords } from '../routes/declared-records'

const TAG = 'Anlık bildirimler'
const PATH = '/api/me/push-subscriptions'

/** What the customer sees of a subscription: no keys. */
const view = (s: PushSubscriptionRecord) => ({
  id: s.id,
  endpoint: s.endpoint,
  userAgent: s.userAgent,
  createdAt: s.createdAt,
  lastSuccessAt: s.lastSuccessAt,
})

/** A subscription of the owner's, for the authorization sweep (written past the endpoint rules). */
const exampleSubscription: OwnerExample = async (services, owner) => {
  const id = services.ports.ids.uuid()
  await declaredRecords(services, pushSubscriptionResource).create({
    id,
    userId: owner.id,
    endpoint: `https://push.example.com/send/${id}`,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
    userAgent: null,
    createdAt: services.ports.clock.now().toISOString(),
    lastSuccessAt: null,
  })
  return { id }
}

// Web Push (docs/rules/push-notifications.md): the key browsers subscribe with, and the customer's own
// subscriptions (one per browser).
export const pushRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/push/public-key',
    summary: 'Tarayıcıların abone olacağı VAPID açık anahtarı (base64url)',
    tag: TAG,
    access: 'public',
    responses: {
      200: { description: 'Açık anahtar', schema: pushPublicKeyResponseSchema },
      503: { description: pushMessages.unavailable, schema: errorResponseSchema },
    },
    handler: async ({ c, services }) =>
      c.json({ success: true, data: { publicKey: await services.push.publicKey() } }),
  }),

  ownListRoute({
    declaration: pushSubscriptionResource,
    path: PATH,
    tag: TAG,
    summary: 'Anlık bildirim aboneliklerim (tarayıcı başına bir abonelik), en yeni önce',
    description: 'Abonelikler',
    query: mePushSubscriptionListQuerySchema,
    response: mePushSubscriptionListResponseSchema,
    defaultSort: '-createdAt',
    view,
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary:
      'Bu tarayıcıyı anlık bildirimlere abone et: PushSubscription.toJSON() (endpoint, keys.p256dh, keys.auth); aynı endpoint yeniden gelirse güncellenir',
    tag: TAG,
    access: 'user',
    body: pushSubscribeInputSchema,
    activity: {
      type: 'user',
      action: 'Anlık bildirimler açıldı',
      details: ({ user }) =>
        `${user?.name ?? ''} (${user?.email ?? ''}) bir cihazda anlık bildirimleri açtı.`,
      subject: ({ user }) => ({ resource: 'pushSubscriptions', userIds: user ? [user.id] : [] }),
    },
    responses: {
      201: { description: 'Kaydedilen abonelik', schema: pushSubscriptionResponseSchema },
      400: { description: 'Geçersiz adres ya da anahtarlar (Türkçe mesajla)', schema: errorResponseSchema },
      503: { description: pushMessages.unavailable, schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body }) => {
      const saved = await services.push.subscribe(user, body, c.req.header('user-agent') ?? null)
      return c.json(
        { success: true, message: pushMessages.subscribed, data: { subscription: view(saved) } },
        201,
      )
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Bir tarayıcının aboneliğini sil (anlık bildirimleri kapat)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: {
      find: (services, params) => declaredRecords(services, pushSubscriptionResource).findById(params.id),
      ownerIds: (subscription: PushSubscriptionRecord) => subscription.userId,
      notFound: pushMessages.notFound,
    },
    example: exampleSubscription,
    activity: {
      type: 'user',
      action: 'Anlık bildirimler kapatıldı',
      details: ({ user }) =>
        `${user?.name ?? ''} (${user?.email ?? ''}) bir cihazda anlık bildirimleri kapattı.`,
      subject: ({ user, params }) => ({
        resource: 'pushSubscriptions',
        recordId: (params as { id?: string } | undefined)?.id ?? null,
        userIds: user ? [user.id] : [],
      }),
    },
    responses: {
      200: { description: pushMessages.unsubscribed, schema: messageResponseSchema },
      404: { description: pushMessages.notFound, schema: errorResponseSchema },
    },
    handler: async ({ c, services, record }) => {
      await services.push.unsubscribe(record)
      return c.json({ success: true, message: pushMessages.unsubscribed })
    },
  }),
]
