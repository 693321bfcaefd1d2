import { imageSize } from 'image-size'

// How many pixels an image says it has, read from its first bytes (the header of a PNG, GIF or WebP; a
// JPEG's frame header, after its metadata). A small file can declare a huge picture (a 30000 × 30000 PNG
// of one colour compresses to a few hundred kilobytes) that every browser showing it, and every later
// resize, would have to unpack: more than MAX_IMAGE_PIXELS is refused
// (docs/rules/customer-dashboard.md#galeri-uploads).

export const MAX_IMAGE_PIXELS = 40_000_000

/** Enough of the file's start to find a JPEG's frame header behind ordinary metadata. */
export const IMAGE_PROBE_BYTES = 256 * 1024

/** width × height as the header says, or null when the bytes are no image whose size can be read. */
export function declaredPixels(head: Uint8Array): number | null {
  try {
    const { width, height } = imageSize(head)
    return width && height ? width * height : null
  } catch {
    return null
  }
}

/** True when the image declares more pixels than an upload may have. */
export function hasTooManyPixels(head: Uint8Array): boolean {
  return (declaredPixels(head) ?? 0) > MAX_IMAGE_PIXELS
}
