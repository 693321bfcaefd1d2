import type Sharp from 'sharp'
import type { ImageResizer } from '../../api/ports/infrastructure'
import { MAX_IMAGE_PIXELS } from '../../api/uploads/image-pixels'

// The images' WebP copies for srcset (docs/rules/publishing.md#images), made with sharp (libvips): turned
// upright by their EXIF orientation, scaled to each width (height in proportion), metadata dropped.
// sharp is loaded by the first image, not at start: libvips is some 28 MB of memory a server that
// receives no image never needs.

const WEBP_QUALITY = 75

let loaded: Promise<typeof Sharp> | null = null
const loadSharp = () => (loaded ??= import('sharp').then((module) => module.default))

export const sharpImageResizer: ImageResizer = {
  async variants(bytes, widths) {
    const sharp = await loadSharp()
    // The upload routes refuse more pixels already; libvips refuses them too, before decoding.
    const source = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate()
    const meta = await source()
      .metadata()
      .catch(() => null)
    // The size upright: EXIF orientations 5–8 turn the image a quarter.
    const { width, height } = meta?.autoOrient ?? {}
    if (!width || !height) return null
    const copies = []
    for (const target of widths.filter((w) => w < width)) {
      const { data, info } = await source()
        .resize({ width: target })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
      copies.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) })
    }
    return { width, height, copies }
  },
}
