import { z } from 'zod'
import { builderFormSchema } from '../builder/builder-form.shared'
import { idSchema, timestampSchema } from '../lib/common.shared'
import { websiteEditDraftSchema } from '../websites/website-edit.shared'

// Live preview sessions (POST /api/preview/session, PUT and DELETE /api/preview/{session_id}) and the
// record that backs them. docs/rules/live-preview.md has the lifecycle.

export const PREVIEW_DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]
/** The frame sizes of the three devices. */
export const PREVIEW_VIEWPORTS: Readonly<Record<PreviewDevice, { width: number; height: number }>> = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1920, height: 1080 },
}
/** A session lives this long after it was created or last renewed (PUT). */
export const PREVIEW_SESSION_LIFETIME_MS = 30 * 60 * 1000
/** The open panel renews its session this long before it expires. */
export const PREVIEW_RENEW_BEFORE_MS = 5 * 60 * 1000

/** The messages of the preview document's patch protocol (docs/rules/site-rendering.md#the-patch-protocol). */
export const PREVIEW_MESSAGES = {
  ready: 'sitekur-preview:ready',
  html: 'sitekur-preview:html',
  patched: 'sitekur-preview:patched',
  /** `{ type, id }` from the panel: scroll the section `#s-{id}` into view (the editor's selection). */
  scrollTo: 'sitekur-preview:scroll-to',
  /** `{ type, page }` to the panel: a link to the site path `page` ('' = home) was clicked. */
  navigate: 'sitekur-preview:navigate',
} as const

/** Sessions made by the offline demo's emulation: the service worker answers their pages itself. */
export const DEMO_PREVIEW_PREFIX = 'demo-'
export const isDemoPreviewId = (id: string): boolean => id.startsWith(DEMO_PREVIEW_PREFIX)

export const viewportConfigSchema = z.object({
  device_type: z.enum(PREVIEW_DEVICES),
  width: z.number().int().min(200).max(4000),
  height: z.number().int().min(200).max(4000),
  zoom_level: z.number().min(0.1).max(4),
})
export type ViewportConfig = z.infer<typeof viewportConfigSchema>

/**
 * What the preview shows: the builder's form as it is now, or a website (its saved data, with the
 * edit screen's unsaved edits over it when given). Without a source: the website's saved data.
 */
export const previewSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('builder'), form: builderFormSchema }),
  z.object({
    kind: z.literal('website'),
    edits: websiteEditDraftSchema.nullable().default(null),
    /** The page to show: its address without the leading slash ('' home, 'blog/ilk-yazi' a post). */
    page: z
      .string()
      .max(200)
      .regex(/^[a-z0-9\-/]*$/)
      .default(''),
    /** The section being edited (the preview scrolls to it). */
    focus: z.string().max(64).nullable().default(null),
  }),
])
export type PreviewSource = z.output<typeof previewSourceSchema>

export const previewSessionInputSchema = z.object({
  user_id: idSchema,
  website_id: idSchema.nullable().default(null),
  viewport_config: viewportConfigSchema,
  source: previewSourceSchema.optional(),
})
export type PreviewSessionInput = z.output<typeof previewSessionInputSchema>

export const previewSessionResponseSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  expires_at: timestampSchema,
  preview_url: z.string(),
  viewport_config: viewportConfigSchema,
})
export type PreviewSessionResponse = z.infer<typeof previewSessionResponseSchema>

/** PUT /api/preview/{session_id}: a new source (optional) and a renewed expiry; answers the page's markup. */
export const previewUpdateInputSchema = z.object({ source: previewSourceSchema.optional() })
export const previewUpdateResponseSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  expires_at: timestampSchema,
  html: z.string(),
})

/** A failure as the panel reads it: `error` (and `message`, as every other failure). */
export const previewErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
})

export const previewSessionRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  websiteId: idSchema.nullable(),
  // As accepted by viewportConfigSchema; the record does not check the bounds again.
  viewportConfig: z.object({
    device_type: z.enum(PREVIEW_DEVICES),
    width: z.number().int(),
    height: z.number().int(),
    zoom_level: z.number(),
  }),
  source: previewSourceSchema.nullable(),
  previewUrl: z.string(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type PreviewSessionRecord = z.infer<typeof previewSessionRecordSchema>
