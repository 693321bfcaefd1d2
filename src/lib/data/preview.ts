// Live preview sessions: POST /api/preview/session (create), PUT /api/preview/:id (new source and a
// renewed expiry; answers the preview document's markup), DELETE /api/preview/:id (fire and forget, and
// with `keepalive` when the page goes away). Sessions are not cached reads: nothing here touches the
// query cache, and a write the service worker queued offline is no session at all.
import { z } from 'zod'
import {
  previewSessionResponseSchema,
  previewUpdateResponseSchema,
} from '../../../api/preview/preview.shared'
import type { PreviewDevice, previewSourceSchema } from '../../../api/preview/preview.shared'
import { ApiError, CONNECTION_ERROR_MESSAGE, api } from '../api-client'
import { sessionState } from '../session'

/** What a preview shows: the builder's form, or a website with the edit screen's unsaved edits. */
export type PreviewSourceInput = z.input<typeof previewSourceSchema>

export const PREVIEW_SESSION_PATH = '/api/preview/session'
export const CREATE_PREVIEW_FAILED = 'Failed to create preview session'

const sessionPath = (id: string) => `/api/preview/${encodeURIComponent(id)}`

export interface PreviewSession {
  id: string
  /** Epoch milliseconds. */
  expiresAt: number
  /** Absolute address of the preview document (the frame's src). */
  previewUrl: string
}

export interface PreviewSessionRequest {
  websiteId: string | null
  device: PreviewDevice
  width: number
  height: number
  source: PreviewSourceInput | undefined
}

// Imported statically: the panel that makes these calls needs the module's constants (devices, sizes,
// lifetimes) on its first render anyway.
const createdSchema = previewSessionResponseSchema.transform((answer): PreviewSession => ({
  id: answer.session_id,
  expiresAt: Date.parse(answer.expires_at),
  previewUrl: answer.preview_url,
}))
const updatedSchema = previewUpdateResponseSchema.transform((answer) => ({
  expiresAt: Date.parse(answer.expires_at),
  html: answer.html,
}))

const queuedSchema = z.object({ queued: z.literal(true) })

/**
 * Offline with a real session the service worker keeps writes in its outbox (202 queued): a preview
 * session made later is no use now, so that answer counts as a failed connection.
 */
async function live<T>(send: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
  const body = await send()
  if (queuedSchema.safeParse(body).success) throw new ApiError(CONNECTION_ERROR_MESSAGE, 0, body)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new ApiError('Beklenmeyen sunucu yanıtı', 200, body)
  return parsed.data
}

/** A new session for the signed-in user; fails with the server's reason or CREATE_PREVIEW_FAILED. */
export function createPreviewSession(request: PreviewSessionRequest): Promise<PreviewSession> {
  const userId = sessionState.user?.id
  if (!userId) return Promise.reject(new ApiError(CREATE_PREVIEW_FAILED, 401))
  const body = {
    user_id: userId,
    website_id: request.websiteId,
    viewport_config: {
      device_type: request.device,
      width: request.width,
      height: request.height,
      zoom_level: 1,
    },
    ...(request.source === undefined ? {} : { source: request.source }),
  }
  return live(
    () => api.post(PREVIEW_SESSION_PATH, body, { fallbackMessage: CREATE_PREVIEW_FAILED }),
    createdSchema,
  )
}

export interface PreviewUpdate {
  expiresAt: number
  /** The preview document with the new source, to post into the open frame. */
  html: string
}

/** Replaces the session's source (when given) and renews its expiry. 404/410: the session is gone. */
export function updatePreviewSession(id: string, source?: PreviewSourceInput): Promise<PreviewUpdate> {
  return live(() => api.put(sessionPath(id), source === undefined ? {} : { source }), updatedSchema)
}

/** True for the answers that mean the session no longer exists (unknown, or expired). */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410)
}

/** Ends a session; nobody waits for the answer. */
export function deletePreviewSession(id: string): void {
  api.delete(sessionPath(id)).catch(() => undefined)
}

/**
 * Ends a session while the page is going away (`pagehide`): a keepalive request outlives the page, and it
 * is sent synchronously with the token already in hand (no refresh can run now).
 */
export function deletePreviewSessionOnExit(id: string): void {
  const token = sessionState.accessToken
  if (!token) return
  try {
    void fetch(sessionPath(id), {
      method: 'DELETE',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    }).catch(() => undefined)
  } catch {
    // A browser without keepalive: the session expires on its own.
  }
}
