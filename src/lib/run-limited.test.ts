import { describe, expect, it } from 'vitest'
import { runLimited } from './run-limited'

describe('running work a few at a time', () => {
  it('never runs more than the limit at once, starts them in order, and waits for every one', async () => {
    const started: number[] = []
    const finishers: Array<() => void> = []
    let running = 0
    let most = 0
    const done = runLimited([1, 2, 3, 4, 5, 6], 3, async (n) => {
      started.push(n)
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => finishers.push(resolve))
      running--
    })
    await Promise.resolve()
    expect(started).toEqual([1, 2, 3])
    finishers.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual([1, 2, 3, 4])
    while (started.length < 6 || finishers.length > 0) {
      finishers.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await done
    expect(most).toBe(3)
    expect(started).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('does nothing for no items', async () => {
    await expect(runLimited([], 3, async () => undefined)).resolves.toBeUndefined()
  })
})
