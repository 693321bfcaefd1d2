import { describe, expect, it } from 'vitest'
import { bounceBadge } from './bounce-badge'

describe('the bounce badge', () => {
  it('is default below 30 %, secondary below 40 %, destructive from 40 %', () => {
    expect([0, 0.299, 0.3, 0.399, 0.4, 1].map(bounceBadge)).toEqual([
      'default',
      'default',
      'secondary',
      'secondary',
      'destructive',
      'destructive',
    ])
  })
})
