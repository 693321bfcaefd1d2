import { describe, expect, it } from 'vitest'
import { previewFrameSize, previewScale } from './preview-frame-size'

describe('preview frame size', () => {
  it('keeps each device at its real size and scales desktop to half, tablet to fit 800 px high', () => {
    expect(previewFrameSize('desktop')).toEqual({
      width: 1920,
      height: 1080,
      scale: 0.5,
      shownWidth: 960,
      shownHeight: 540,
    })
    expect(previewFrameSize('tablet')).toEqual({
      width: 768,
      height: 1024,
      scale: 800 / 1024,
      shownWidth: 600,
      shownHeight: 800,
    })
    expect(previewFrameSize('mobile')).toEqual({
      width: 375,
      height: 812,
      scale: 1,
      shownWidth: 375,
      shownHeight: 812,
    })
  })

  it('takes the smallest of the room across, the room down and the device cap', () => {
    expect(previewScale('desktop', { width: 3000, height: 1000 })).toBe(0.4) // 1200 / 3000
    expect(previewScale('desktop', { width: 1000, height: 2000 })).toBe(0.4) // 800 / 2000
    expect(previewScale('desktop', { width: 800, height: 600 })).toBe(0.5) // the cap
    expect(previewScale('tablet', { width: 600, height: 600 })).toBe(0.8) // the cap
    expect(previewScale('tablet', { width: 2000, height: 500 })).toBe(0.6) // 1200 / 2000
    expect(previewScale('mobile', { width: 4000, height: 4000 })).toBe(1) // a phone is never scaled
  })
})
