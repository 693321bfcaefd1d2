import { z } from 'zod'
import { randomToken } from '../lib/crypto'
import { DEMO_PREVIEW_PREFIX } from './preview.shared'

// A preview session's id is its only key (GET /preview/{id} is public): 32 random bytes, base64url. The
// offline demo's ids start with `demo-`, so the service worker knows which previews it answers itself.

const ID_BYTES = 32

export const previewSessionIdSchema = z.string().regex(/^(?:demo-)?[A-Za-z0-9_-]{43}$/)

export function newPreviewSessionId(demo: boolean): string {
  return `${demo ? DEMO_PREVIEW_PREFIX : ''}${randomToken(ID_BYTES)}`
}
