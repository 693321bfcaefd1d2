import * as z from 'zod/mini'

// The messages between the PWA's pages and its service worker (postMessage), validated on both
// ends. zod/mini keeps the page's side small.

/** Page → service worker: replay the outbox of this token's user now, with this fresh token. */
export const replayMessageSchema = z.object({
  type: z.literal('sitekur:replay'),
  accessToken: z.string().check(z.minLength(1)),
})

/** Page → service worker: the user signed out; drop their cached API answers, outbox and refused writes. */
export const logoutMessageSchema = z.object({
  type: z.literal('sitekur:logout'),
  userId: z.string().check(z.minLength(1)),
})

/** Page → service worker: please send the current `sitekur:outbox` count (e.g. after a reload). */
export const outboxStatusRequestSchema = z.object({ type: z.literal('sitekur:outbox-status') })

export const clientMessageSchema = z.discriminatedUnion('type', [
  replayMessageSchema,
  logoutMessageSchema,
  outboxStatusRequestSchema,
])
export type ClientMessage = z.infer<typeof clientMessageSchema>

/** Service worker → pages: writes waiting in the outbox, after any change. */
export const outboxMessageSchema = z.object({
  type: z.literal('sitekur:outbox'),
  pending: z.int().check(z.nonnegative()),
})

/**
 * Service worker → pages: one queued write left the outbox (applied, or refused by the server; a refused
 * one is also announced with `sitekur:refused`).
 */
export const replayedMessageSchema = z.object({
  type: z.literal('sitekur:replayed'),
  id: z.string(),
  status: z.int(),
  method: z.optional(z.string()),
  path: z.optional(z.string()),
})

/**
 * Service worker → pages: the server refused this user's queued write on replay; it was kept in the
 * outbox database's `refused` table (docs/rules/offline-demo-and-sync.md#refused-writes) and a page
 * signed in as that user shows the server's message at once.
 */
export const refusedMessageSchema = z.object({
  type: z.literal('sitekur:refused'),
  id: z.string(),
  userId: z.string(),
  status: z.int(),
  message: z.string(),
  method: z.string(),
  path: z.string(),
})

/**
 * Service worker → pages: writes of this user wait and the worker holds no valid token for them
 * (it started, the network came back, or the server answered 401); a page signed in as that user
 * answers with `sitekur:replay`.
 */
export const tokenNeededMessageSchema = z.object({
  type: z.literal('sitekur:token-needed'),
  userId: z.string(),
})

export const serviceWorkerMessageSchema = z.discriminatedUnion('type', [
  outboxMessageSchema,
  replayedMessageSchema,
  refusedMessageSchema,
  tokenNeededMessageSchema,
])
export type ServiceWorkerMessage = z.infer<typeof serviceWorkerMessageSchema>
