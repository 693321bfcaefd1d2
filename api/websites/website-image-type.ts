// What a website image IS, from its first bytes (never its name or declared type): the edit screen takes
// JPEG, PNG, WebP and GIF, and for the favicon also ICO. The Galeri's own check (api/uploads/file-type.ts)
// stays as it is: WebP, GIF and ICO are images for a site, not documents a customer sends the team.

export type WebsiteImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/x-icon'
export type WebsiteImageSlot = 'logo' | 'favicon' | 'gallery'

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/** An ICONDIR (reserved 0, type 1, at least one image) whose first entry has a zero reserved byte and 0/1 planes. */
function isIco(head: Uint8Array): boolean {
  if (!startsWith(head, [0, 0, 1, 0]) || head.length < 12) return false
  const count = (head[4] ?? 0) | ((head[5] ?? 0) << 8)
  const reserved = head[9]
  const planes = (head[10] ?? 0) | ((head[11] ?? 0) << 8)
  return count > 0 && reserved === 0 && planes <= 1
}

/** The image type of a file from its first bytes (16 are enough), or null. */
export function detectImageType(head: Uint8Array): WebsiteImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp'
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif'
  if (isIco(head)) return 'image/x-icon'
  return null
}

/** The types a slot takes: ICO only as a favicon. */
export function acceptsImage(
  slot: WebsiteImageSlot,
  type: WebsiteImageType | null,
): type is WebsiteImageType {
  if (type === null) return false
  return type !== 'image/x-icon' || slot === 'favicon'
}

const IMAGE_TYPES: ReadonlySet<string> = new Set<WebsiteImageType>([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/x-icon',
])

/** Whether a stored upload's type is one a page may show as an image. */
export const isImageType = (mimeType: string): mimeType is WebsiteImageType => IMAGE_TYPES.has(mimeType)
