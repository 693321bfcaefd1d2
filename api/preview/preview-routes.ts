import type { Context } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import type { ApiError } from '../lib/http'
import { defineRoute, type OwnerExample, type RouteEntry } from '../routes/define-route'
import {
  previewErrorResponseSchema,
  previewSessionInputSchema,
  previewSessionResponseSchema,
  previewUpdateInputSchema,
  previewUpdateResponseSchema,
  type PreviewSessionRecord,
} from './preview.shared'
import { builderFormSchema } from '../builder/builder-form.shared'
import type { Config } from '../ports/config'
import type { Services } from '../services'
import { previewDocumentHeaders } from './preview-document'
import { previewMessages } from './preview-messages'
import { previewAppOrigin } from './preview-origin'
import { previewSessionIdSchema } from './preview-session-id'

// Live preview sessions and the preview document (docs/rules/live-preview.md). Every route is transient:
// the service worker never queues a preview call offline nor answers one from its cache.

const TAG = 'Canlı önizleme'
const sessionParams = z.object({ session_id: previewSessionIdSchema })
const documentParams = z.object({ session_id: z.string() })

/** A failed preview call carries its text as `error` (the panel reads it) and as `message`. */
const previewError = (c: Context<ApiEnv>, error: ApiError) => {
  const data = error.extra.data ? { data: error.extra.data } : {}
  const body = {
    success: false,
    error: error.message,
    message: error.message,
    ...data,
  }
  return c.json(body, error.status)
}
const failures = (statuses: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, schema: previewErrorResponseSchema },
    ]),
  )

const appOrigin = (url: string, config: Pick<Config, 'publicUrl'>) => previewAppOrigin(url, config.publicUrl)

/** The session's user only; anyone else's (or a missing) session is the same 404. */
const sessionOwner = {
  find: (services: Services, { session_id }: { session_id: string }) => services.preview.find(session_id),
  ownerIds: (session: PreviewSessionRecord) => session.userId,
  notFound: previewMessages.notFound,
}
const exampleSession: OwnerExample = async (services, owner) => {
  const session = await services.preview.create(
    owner,
    {
      user_id: owner.id,
      website_id: null,
      viewport_config: {
        device_type: 'desktop',
        width: 1920,
        height: 1080,
        zoom_level: 1,
      },
      source: {
        kind: 'builder',
        form: builderFormSchema.parse({ companyName: 'Örnek Firma' }),
      },
    },
    services.ports.config.publicUrl,
  )
  return { session_id: session.id }
}

export const previewRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/preview/session',
    summary:
      'Önizleme oturumu aç: kendi websiteniz (website_id) ya da oluşturucunun formu (source); user_id oturumdaki kullanıcı olmalı',
    tag: TAG,
    access: 'user',
    transient: true,
    body: previewSessionInputSchema,
    onError: previewError,
    activity: { none: 'opens a short-lived preview of unsaved edits; nothing is saved or published' },
    responses: {
      201: {
        description: 'Oturum ve önizleme adresi',
        schema: previewSessionResponseSchema,
      },
      ...failures({
        400: previewMessages.nothingToShow,
        403: previewMessages.notYours,
        404: previewMessages.websiteNotFound,
      }),
    },
    handler: async ({ c, services, user, body }) => {
      const session = await services.preview.create(user, body, appOrigin(c.req.url, services.ports.config))
      return c.json(
        {
          success: true,
          session_id: session.id,
          expires_at: session.expiresAt,
          preview_url: session.previewUrl,
          viewport_config: session.viewportConfig,
        },
        201,
      )
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/preview/:session_id',
    summary:
      'Oturumu yenile (süre baştan başlar) ve isteğe bağlı yeni kaynağı göster; sayfanın HTML’ini döner',
    tag: TAG,
    access: 'owner',
    transient: true,
    params: sessionParams,
    body: previewUpdateInputSchema,
    owner: sessionOwner,
    example: exampleSession,
    onError: previewError,
    activity: { none: 'refreshes a short-lived preview of unsaved edits; nothing is saved' },
    responses: {
      200: {
        description: 'Yenilenen oturum ve sayfa',
        schema: previewUpdateResponseSchema,
      },
      ...failures({
        404: previewMessages.notFound,
        410: previewMessages.expired,
      }),
    },
    handler: async ({ c, services, record, body }) => {
      const { session, html } = await services.preview.renew(
        record,
        body.source,
        appOrigin(c.req.url, services.ports.config),
      )
      return c.json({
        success: true,
        session_id: session.id,
        expires_at: session.expiresAt,
        html,
      })
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/preview/:session_id',
    summary: 'Oturumu kapat',
    tag: TAG,
    access: 'owner',
    transient: true,
    params: sessionParams,
    owner: sessionOwner,
    example: exampleSession,
    onError: previewError,
    activity: { none: 'closes a short-lived preview; nothing was saved' },
    responses: {
      200: { description: 'Silindi' },
      ...failures({ 404: previewMessages.notFound }),
    },
    handler: async ({ c, services, record }) => {
      await services.preview.remove(record)
      return c.json({ success: true })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/preview/:session_id',
    summary:
      'Önizleme sayfası (herkese açık: tahmin edilemez oturum kimliği anahtardır); CSP sandbox, allow-same-origin yok',
    tag: TAG,
    access: 'public',
    transient: true,
    // Any text: an id that names no session gets the Turkish 404 page, not a JSON answer.
    params: documentParams,
    responses: {
      200: { description: 'Sayfa (text/html)' },
      404: { description: 'Oturum yok: Türkçe sayfa (text/html)' },
      410: { description: 'Oturumun süresi doldu: Türkçe sayfa (text/html)' },
    },
    handler: async ({ c, services, params }) => {
      const origin = appOrigin(c.req.url, services.ports.config)
      const document = await services.preview.document(params.session_id, origin)
      return new Response(document.html, {
        status: document.status,
        headers: previewDocumentHeaders(origin, document.nonce),
      })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/preview/:session_id/media/:upload_id',
    summary: 'Önizlemedeki bir görsel: oturum canlı olmalı ve görsel oturumun websitesinde gösterilmeli',
    tag: TAG,
    access: 'public',
    transient: true,
    params: documentParams.extend({ upload_id: z.string() }),
    responses: {
      200: { description: 'Görselin baytları' },
      404: { description: 'Yok (gövdesiz)' },
    },
    handler: async ({ c, services, params }) => {
      const media = await services.preview.media(params.session_id, params.upload_id)
      if (!media) return c.body(null, 404)
      return new Response(media.bytes, {
        headers: { 'Content-Type': media.type, 'Cache-Control': 'no-store' },
      })
    },
  }),
]
