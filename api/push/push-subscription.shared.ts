import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// docs/rules/push-notifications.md: a browser's Web Push subscription, kept for the user who made it.

export const pushSubscriptionRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  /** The push service's address for this browser (unique: one browser, one row). */
  endpoint: z.string(),
  /** The browser's P-256 public key (65 bytes, base64url). */
  p256dh: z.string(),
  /** The browser's auth secret (16 bytes, base64url). */
  auth: z.string(),
  userAgent: z.string().nullable(),
  createdAt: timestampSchema,
  lastSuccessAt: nullableTimestampSchema,
})
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionRecordSchema>

/**
 * The body of POST /api/me/push-subscriptions: `PushSubscription.toJSON()` as the browser gives it.
 * Only sizes here; the endpoint's and keys' rules answer their own Turkish message (push-endpoint.ts).
 */
export const pushSubscribeInputSchema = z.object({
  endpoint: z.string().trim().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().trim().max(200), auth: z.string().trim().max(100) }),
})
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>

/** What the customer sees of a subscription: no keys. */
export const pushSubscriptionSchema = pushSubscriptionRecordSchema.pick({
  id: true,
  endpoint: true,
  userAgent: true,
  createdAt: true,
  lastSuccessAt: true,
})
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>

export const pushSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ subscription: pushSubscriptionSchema }),
})

export const mePushSubscriptionListQuerySchema = listQuerySchema(['createdAt', 'lastSuccessAt'])
export const mePushSubscriptionListResponseSchema = listPageSchema(pushSubscriptionSchema)

export const pushPublicKeyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ publicKey: z.string() }),
})

/** The message a push carries to the service worker (sw/push-events.ts reads it). */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  /** The app's address to open on a click: a hash route ('#/dashboard?tab=profile'). */
  url: z.string().max(500),
})
export type PushMessage = z.infer<typeof pushMessageSchema>

export interface PushDeliveryReport {
  delivered: number
  failed: number
  removed: number
}
