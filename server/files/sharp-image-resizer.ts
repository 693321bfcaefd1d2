import sharp from 'sharp'
import type { ImageResizer } from '../../api/ports/infrastructure'
import { MAX_IMAGE_PIXELS } from '../../api/uploads/image-pixels'

// The images' WebP copies for srcset (docs/rules/publishing.md#images), made with sharp (libvips): turned
// upright by their EXIF orientation, scaled to each width (height in proportion), metadata dropped.

const WEBP_QUALITY = 75

export const sharpImageResizer: ImageResizer = {
  async variants(bytes, widths) {
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
