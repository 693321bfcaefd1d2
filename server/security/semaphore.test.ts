import { describe, expect, it } from 'vitest'
import { createSemaphore } from './semaphore'

describe('semaphore', () => {
  it('never runs more than the limit at once and runs everything', async () => {
    const run = createSemaphore(3)
    let active = 0
    let peak = 0
    const task = async (n: number) => {
      active++
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 5))
      active--
      return n
    }
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => run(() => task(n))))
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n))
    expect(peak).toBe(3)
  })

  it('frees the slot when a task fails', async () => {
    const run = createSemaphore(1)
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await run(async () => 'next')).toBe('next')
  })
})
