import * as z from 'zod/mini'

// X-SiteKur-Source, on every answer (docs/rules/offline-demo-and-sync.md#x-sitekur-source; the
// service worker's network strategy). The server sends 'network'; the service worker answers
// 'emulated' (offline demo), 'cache' (last good copy, or no copy while offline) or 'queued' (a write
// kept in the outbox). zod/mini: the PWA's availability flag reads it on every answer.

export const API_SOURCE_HEADER = 'X-SiteKur-Source'
export const apiSourceSchema = z.enum(['network', 'emulated', 'cache', 'queued'])
export type ApiSource = z.infer<typeof apiSourceSchema>

/** Set by the service worker on an answer from its cache: when that copy was received (ISO-8601). */
export const CACHED_AT_HEADER = 'X-SiteKur-Cached-At'

export const offlineMessages = {
  queued: 'Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.',
  notCached: 'Bağlantı yok ve bu veri daha önce kaydedilmemiş.',
  connection: 'Bağlantı hatası. Lütfen tekrar deneyin.',
  /** Queued writes that reached the server once the connection was back. */
  sent: (count: number) => `${count} değişiklik gönderildi.`,
} as const

/** The 202 a write gets while offline: kept in the service worker's outbox under `id`. */
export const queuedWriteResponseSchema = z.object({
  success: z.literal(true),
  queued: z.literal(true),
  message: z.string(),
  id: z.string(),
})
export type QueuedWriteResponse = z.infer<typeof queuedWriteResponseSchema>
