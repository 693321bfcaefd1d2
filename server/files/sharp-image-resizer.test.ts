import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sharpImageResizer } from './sharp-image-resizer'

async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
  const encoded = format === 'png' ? canvas.png() : canvas.jpeg()
  return new Uint8Array(await encoded.toBuffer())
}

describe('sharpImageResizer', () => {
  it('makes a WebP copy for each width narrower than the image, in proportion', async () => {
    const made = await sharpImageResizer.variants(await image(2000, 1200), [480, 960, 1600, 2400])
    expect(made).toMatchObject({ width: 2000, height: 1200 })
    expect(made?.copies.map(({ width, height }) => [width, height])).toEqual([
      [480, 288],
      [960, 576],
      [1600, 960],
    ])
    const copy = await sharp(made?.copies[0]?.bytes).metadata()
    expect([copy.format, copy.width, copy.height]).toEqual(['webp', 480, 288])
  })

  it('makes none for a small image, and answers null for bytes that are no image', async () => {
    expect(await sharpImageResizer.variants(await image(300, 200), [480])).toEqual({
      width: 300,
      height: 200,
      copies: [],
    })
    expect(await sharpImageResizer.variants(new TextEncoder().encode('<svg></svg>'), [480])).toBeNull()
  })

  it('turns a photo upright by its EXIF orientation before measuring and scaling it', async () => {
    const turned = await sharp(await image(1200, 800, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const made = await sharpImageResizer.variants(new Uint8Array(turned), [480])
    expect(made).toMatchObject({ width: 800, height: 1200 })
    expect(made?.copies.map(({ width, height }) => [width, height])).toEqual([[480, 720]])
  })
})
