import { hmacHex, timingSafeEqual } from '../lib/crypto'

// Addresses an <img> in the app can load a website's image from. Uploads are downloaded with a bearer
// token, which an <img> cannot send, so the editable website carries signed addresses instead: the
// upload id and an expiry, signed with HMAC-SHA-256 (docs/decisions/0012-published-sites.md). The
// expiry is the end of the next full hour, so an address stays the same for an hour and the browser
// can cache the image, and is good for one to two hours.

export const WEBSITE_IMAGE_PATH = '/api/website-images'
const HOUR_SECONDS = 3600

const signed = (secret: string, uploadId: string, expires: number) =>
  hmacHex(secret, `website-image\n${uploadId}\n${expires}`)

/** The expiry (Unix seconds) of an address issued at `now`. */
export const imageUrlExpiry = (now: Date) =>
  (Math.floor(now.getTime() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS

/** `/api/website-images/<id>?expires=<unix seconds>&signature=<hex>`. */
export async function signedImageUrl(secret: string, uploadId: string, now: Date): Promise<string> {
  const expires = imageUrlExpiry(now)
  const signature = await signed(secret, uploadId, expires)
  return `${WEBSITE_IMAGE_PATH}/${encodeURIComponent(uploadId)}?expires=${expires}&signature=${signature}`
}

/** Seconds the address is still good for, or 0 when its signature is wrong or it has expired. */
export async function imageUrlSecondsLeft(
  secret: string,
  uploadId: string,
  expires: number,
  signature: string,
  now: Date,
): Promise<number> {
  const left = expires - Math.floor(now.getTime() / 1000)
  if (!Number.isSafeInteger(expires) || left <= 0) return 0
  return timingSafeEqual(await signed(secret, uploadId, expires), signature) ? left : 0
}
