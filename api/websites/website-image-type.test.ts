import { describe, expect, it } from 'vitest'
import { acceptsImage, detectImageType } from './website-image-type'

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)),
  )

describe('website images by their first bytes', () => {
  it('knows JPEG, PNG, WebP, GIF and ICO, whatever the name', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(detectImageType(bytes('GIF87a', [1, 0]))).toBe('image/gif')
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif')
    expect(detectImageType(bytes([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]))).toBe('image/x-icon')
  })

  it('refuses anything else, including look-alikes', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull()
    // 00 00 01 00 with no image in the directory, or a broken first entry, is no icon.
    expect(detectImageType(bytes([0, 0, 1, 0, 0, 0, 16, 16, 0, 0, 1, 0]))).toBeNull()
    expect(detectImageType(bytes([0, 0, 1, 0, 1, 0, 16, 16, 0, 7, 9, 0]))).toBeNull()
    expect(detectImageType(new Uint8Array(0))).toBeNull()
  })

  it('takes ICO only as a favicon', () => {
    expect(acceptsImage('favicon', 'image/x-icon')).toBe(true)
    expect(acceptsImage('logo', 'image/x-icon')).toBe(false)
    expect(acceptsImage('gallery', 'image/x-icon')).toBe(false)
    expect(acceptsImage('gallery', 'image/webp')).toBe(true)
    expect(acceptsImage('logo', null)).toBe(false)
  })
})
