import { randomToken } from '../lib/crypto'

// The headers of the preview document (GET /preview/{id}). The document runs the customer's site under
// a CSP sandbox without allow-same-origin: it gets an opaque origin, so nothing in it can read the app's
// storage, cookies or tokens, even though its URL is on the app's origin. Only its one inline script
// (the patch listener, by nonce) runs; it may be framed by the app alone. docs/decisions/0011-preview-isolation.md

/** The sandbox flags: scripts (the patch listener), forms and popups (links opening a new tab). */
export const PREVIEW_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups'

/** The document's policy; `nonce` null: no script at all (the 404 and 410 pages). */
export function previewContentSecurityPolicy(appOrigin: string, nonce: string | null): string {
  return [
    PREVIEW_SANDBOX,
    "default-src 'none'",
    `img-src data: https: ${appOrigin}`,
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${appOrigin}`,
  ].join('; ')
}

export function previewDocumentHeaders(appOrigin: string, nonce: string | null): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Security-Policy': previewContentSecurityPolicy(appOrigin, nonce),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  }
}

/** A fresh nonce per document served. */
export const newPreviewNonce = (): string => randomToken(16)
