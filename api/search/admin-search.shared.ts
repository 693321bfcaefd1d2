import { z } from 'zod'
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchMessages } from './admin-search-rules.shared'

// The shell's search box (GET /api/admin/search?q=): a few users, websites and invoices matching the text,
// each with the screen that opens it.

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(ADMIN_SEARCH_MIN_LENGTH, adminSearchMessages.tooShort).max(100),
})

export const adminSearchHitSchema = z.object({
  id: z.string(),
  /** 'Ayşe Yılmaz', 'Lezzet Durağı', 'INV-2026-0001' */
  label: z.string(),
  /** The line under it: e-mail, domain, customer. */
  secondary: z.string(),
  /** The screen that shows it: a path of the app and its search parameters. */
  screen: z.object({ to: z.string(), search: z.record(z.string(), z.string()) }),
})
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>

export const adminSearchResultsSchema = z.object({
  users: z.array(adminSearchHitSchema),
  websites: z.array(adminSearchHitSchema),
  invoices: z.array(adminSearchHitSchema),
})
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>

export const adminSearchResponseSchema = z.object({
  success: z.literal(true),
  data: adminSearchResultsSchema,
})
