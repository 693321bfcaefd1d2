import { defineRoute, type CheckedInput, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import type { LiveAudience } from './live-event-view'
import { openLiveStream } from './live-stream'

// Live streams (server-sent events): GET /api/admin/stream for admins, GET /api/me/stream for a signed-in
// user (docs/rules/live-updates.md). Transient: the service worker never caches or queues them and passes
// the stream through as it arrives.

export const ADMIN_STREAM_PATH = '/api/admin/stream'
export const MY_STREAM_PATH = '/api/me/stream'

const TAG = 'Canlı güncellemeler'

function stream(
  { c, services, claims }: Pick<CheckedInput, 'c' | 'services' | 'claims'>,
  audience: LiveAudience,
) {
  const { ports, guards } = services
  const sessionId = claims?.sessionId ?? ''
  return openLiveStream({
    events: services.events,
    audience,
    now: () => ports.clock.now(),
    signal: c.req.raw.signal,
    // The route's own checks, again: the session (as every route's), and for the admin stream the
    // admin rule (role, two-factor enrolment) that opened it (docs/rules/live-updates.md#when-the-stream-ends).
    async access() {
      const user = await guards.signedInUser(audience.userId, sessionId)
      if (!user) return 'signed-out'
      if (audience.kind === 'admin' && (await guards.adminRefusal(user))) return 'refused'
      return 'open'
    },
  })
}

const streamResponses = (who: string) => ({
  200: { description: `text/event-stream: ${who}; her 20 saniyede bir yorum satırı (heartbeat)` },
  401: { description: 'Oturum yok veya sona ermiş', schema: errorResponseSchema },
})

export const streamRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: ADMIN_STREAM_PATH,
    summary: 'Canlı İzleme: her değişiklik, etkinlik kaydıyla birlikte, olduğu anda (server-sent events)',
    tag: TAG,
    access: 'admin',
    transient: true,
    responses: {
      ...streamResponses('her değişiklik olayı, etkinlik kaydıyla'),
      403: { description: 'Admin değil', schema: errorResponseSchema },
    },
    handler: (input) => stream(input, { kind: 'admin', userId: input.user.id }),
  }),
  defineRoute({
    method: 'get',
    path: MY_STREAM_PATH,
    summary: 'Kendi kayıtlarımdaki değişiklikler, olduğu anda (server-sent events)',
    tag: TAG,
    access: 'user',
    transient: true,
    responses: streamResponses(
      'yalnızca bu kullanıcıyı ilgilendiren değişiklikler (kaynak, kayıt, işlem, zaman)',
    ),
    // An admin's own stream is still their own: the events that name them, in the customer's shape.
    handler: (input) => stream(input, { kind: 'customer', userId: input.user.id }),
  }),
]
