import { describe, expect, it } from 'vitest'
import { insertAtCursor } from './placeholder-buttons'

describe('insertAtCursor', () => {
  it('inserts at the cursor and puts the cursor after the placeholder', () => {
    expect(insertAtCursor('Merhaba ,', 8, 8, '{name}')).toEqual({ value: 'Merhaba {name},', cursor: 14 })
  })

  it('replaces the selection', () => {
    expect(insertAtCursor('Sayın XXX', 6, 9, '{name}')).toEqual({ value: 'Sayın {name}', cursor: 12 })
  })
})
