// Image headers that declare a size, for tests of the upload checks: only the bytes a reader of the
// header looks at are real; what follows is filler, not picture data.

/** The parts, numbers as bytes and strings as ASCII, joined into one array. */
export function bytes(...parts: Array<number[] | string | Uint8Array>): Uint8Array {
  const chunks = parts.map((p) =>
    typeof p === 'string' ? new TextEncoder().encode(p) : p instanceof Uint8Array ? p : new Uint8Array(p),
  )
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

const u16 = (value: number) => [value >>> 8, value & 255]
const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]

/** A PNG's signature and header chunk declaring width × height, then 200 bytes of filler. */
export const pngDeclaring = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    'IHDR',
    [...u32(width), ...u32(height), 8, 2, 0, 0, 0],
    new Uint8Array(200).fill(7),
  )

/** A GIF's header declaring width × height (little-endian). */
export const gifDeclaring = (width: number, height: number) =>
  bytes('GIF89a', [width & 255, width >>> 8, height & 255, height >>> 8, 0])

/** A JPEG whose frame header (SOF0) declares width × height after `metadata` bytes of an APP1 segment. */
export const jpegDeclaring = (width: number, height: number, metadata: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe1, ...u16(metadata + 2)],
    new Uint8Array(metadata),
    [0xff, 0xc0, 0, 17, 8, ...u16(height), ...u16(width), 3],
    new Uint8Array(9),
  )
