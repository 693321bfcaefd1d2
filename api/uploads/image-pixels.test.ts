import { describe, expect, it } from 'vitest'
import { gifDeclaring, jpegDeclaring, pngDeclaring } from '../../tests/support/image-bytes'
import { declaredPixels, hasTooManyPixels } from './image-pixels'

describe('declaredPixels', () => {
  it('reads the size a PNG, GIF or JPEG header declares', () => {
    expect(declaredPixels(pngDeclaring(1200, 800))).toBe(960_000)
    expect(declaredPixels(gifDeclaring(640, 480))).toBe(307_200)
    // A JPEG's frame header comes after its metadata.
    expect(declaredPixels(jpegDeclaring(4000, 3000, 60_000))).toBe(12_000_000)
  })

  it('is null for bytes whose size cannot be read', () => {
    expect(declaredPixels(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(declaredPixels(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(declaredPixels(new Uint8Array(0))).toBeNull()
  })
})

describe('hasTooManyPixels', () => {
  it('refuses more than 40 megapixels (8000 × 5000), whatever the file size', () => {
    expect(hasTooManyPixels(pngDeclaring(30_000, 30_000))).toBe(true)
    expect(hasTooManyPixels(pngDeclaring(8000, 5001))).toBe(true)
    expect(hasTooManyPixels(jpegDeclaring(10_000, 10_000, 1000))).toBe(true)
    expect(hasTooManyPixels(pngDeclaring(8000, 5000))).toBe(false)
  })

  it('judges an unreadable image by its type alone', () => {
    expect(hasTooManyPixels(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1]))).toBe(false)
  })
})
