import { describe, expect, it } from 'vitest'
import { TOAST_VISIBLE_LIMIT, toastsBeyondLimit } from './toast'

describe('toastsBeyondLimit', () => {
  const at = (id: string, createdAt: number, visible = true) => ({ id, createdAt, visible })

  it('keeps at most three visible toasts, dismissing the oldest', () => {
    const toasts = [at('e', 5), at('d', 4), at('c', 3), at('b', 2), at('a', 1)]
    expect(TOAST_VISIBLE_LIMIT).toBe(3)
    expect(toastsBeyondLimit(toasts)).toEqual(['b', 'a'])
  })

  it('ignores toasts that are already leaving', () => {
    const toasts = [at('d', 4), at('c', 3, false), at('b', 2), at('a', 1)]
    expect(toastsBeyondLimit(toasts)).toEqual([])
  })

  it('does not depend on the order it is given', () => {
    expect(toastsBeyondLimit([at('a', 1), at('b', 2), at('c', 3), at('d', 4)])).toEqual(['a'])
  })
})
