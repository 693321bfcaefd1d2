import { describe, expect, it } from 'vitest'
import { declaredPixels, hasTooManyPixels, MAX_IMAGE_PIXELS } from './image-pixels'

const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]
const png = (width: number, height: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32(width),
    ...u32(height),
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ])
const gif = (width: number, height: number) =>
  new Uint8Array([
    ...new TextEncoder().encode('GIF89a'),
    width & 255,
    width >> 8,
    height & 255,
    height >> 8,
    0,
  ])
/** A JPEG whose frame header (SOF0) comes after an APP1 segment of `metadata` bytes. */
const jpeg = (width: number, height: number, metadata: number) => {
  const length = metadata + 2
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 255,
    ...new Uint8Array(metadata),
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    ...new Uint8Array(9),
  ])
}

describe('declaredPixels', () => {
  it('reads the size a PNG, GIF or JPEG header declares', () => {
    expect(declaredPixels(png(1200, 800))).toBe(960_000)
    expect(declaredPixels(gif(640, 480))).toBe(307_200)
    expect(declaredPixels(jpeg(4000, 3000, 60_000))).toBe(12_000_000)
  })

  it('is null for bytes whose size cannot be read', () => {
    expect(declaredPixels(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(declaredPixels(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(declaredPixels(new Uint8Array(0))).toBeNull()
  })
})

describe('hasTooManyPixels', () => {
  it('refuses more than 40 megapixels, whatever the file size', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    expect(hasTooManyPixels(png(30_000, 30_000))).toBe(true)
    expect(hasTooManyPixels(png(8000, 5001))).toBe(true)
    expect(hasTooManyPixels(jpeg(10_000, 10_000, 1000))).toBe(true)
    expect(hasTooManyPixels(png(8000, 5000))).toBe(false)
  })

  it('judges an unreadable image by its type alone', () => {
    expect(hasTooManyPixels(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1]))).toBe(false)
  })
})
