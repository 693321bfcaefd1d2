import { describe, expect, it } from 'vitest'
import { clampStep, progressPercent, stepLabel } from './step-count'

describe('step count', () => {
  it('says which step of how many, as the indicator shows it', () => {
    expect(stepLabel(1, 6)).toBe('Adım 1 / 6')
    expect(stepLabel(6, 6)).toBe('Adım 6 / 6')
    expect(stepLabel(3, 5)).toBe('Adım 3 / 5')
  })

  it('fills the bar by the share of steps reached', () => {
    expect(progressPercent(3, 6)).toBe(50)
    expect(progressPercent(6, 6)).toBe(100)
    expect(progressPercent(1, 5)).toBe(20)
    expect(progressPercent(5, 5)).toBe(100)
  })

  it('keeps a step from a stored draft or a jump within the form', () => {
    expect(clampStep(0, 6)).toBe(1)
    expect(clampStep(7, 6)).toBe(6)
    expect(clampStep(9, 5)).toBe(5)
    expect(clampStep(Number.NaN, 6)).toBe(1)
    expect(clampStep(3.7, 6)).toBe(3)
    expect(stepLabel(12, 5)).toBe('Adım 5 / 5')
  })
})
