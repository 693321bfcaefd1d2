// Renders every icon the PWA ships from the two SVG sources in manifest/ (run: node scripts/generate-icons.mjs).
// The outputs in public/ are committed; rerun this after changing an SVG.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const icon = readFileSync(join(root, 'manifest/icon.svg'))
const maskable = readFileSync(join(root, 'manifest/icon-maskable.svg'))

/** A PNG of `svg` (drawn on a 512 canvas) downscaled to `size`×`size`. */
function png(svg, size) {
  return sharp(svg).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * An ICO container whose images are PNG streams (allowed since Windows Vista, read by every browser).
 * Layout: ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
 */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt8(0, entry + 2) // palette colours (0 = no palette)
    header.writeUInt8(0, entry + 3) // reserved
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

function write(relative, data) {
  const file = join(root, relative)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  console.log(`${relative.padEnd(34)} ${data.length} bytes`)
}

write('public/icons/icon-192.png', await png(icon, 192))
write('public/icons/icon-512.png', await png(icon, 512))
write('public/icons/icon-maskable-512.png', await png(maskable, 512))
// iOS masks the touch icon itself and fills transparency with black: use the full-bleed artwork.
write('public/apple-touch-icon.png', await png(maskable, 180))
write('public/favicon.svg', icon)
const icoSizes = [16, 32, 48]
write(
  'public/favicon.ico',
  icoFromPngs(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(icon, size) })))),
)
