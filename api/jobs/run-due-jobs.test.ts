import { describe, expect, it } from 'vitest'
import { createServices } from '../services'
import { createMemoryTestStore } from '../../tests/contract/memory-ports'
import { defineJob } from './job'
import { runDueJobs } from './run-due-jobs'

// The offline demo's start: each job runs once for the slot due now; opening again in the same slot
// runs nothing, the next slot runs again.

describe('runDueJobs', () => {
  it('runs each job once per due slot', async () => {
    const store = await createMemoryTestStore()
    const services = createServices(store.ports)
    let runs = 0
    const job = defineJob({
      name: 'hourly-test',
      label: 'Saatlik deneme',
      schedule: '30 * * * *',
      run: async () => {
        runs++
        return 'done'
      },
    })
    const at = new Date('2026-05-10T10:45:00.000Z')
    const [first] = await runDueJobs(services, [job], at)
    // 13:45 in Istanbul: the slot due is 13:30 there, 10:30 UTC.
    expect(first?.slot).toBe('2026-05-10T10:30:00.000Z')
    expect(first?.outcome).toBe('succeeded')
    expect(await runDueJobs(services, [job], new Date('2026-05-10T10:59:00.000Z'))).toEqual([])
    expect(runs).toBe(1)
    await runDueJobs(services, [job], new Date('2026-05-10T11:31:00.000Z'))
    expect(runs).toBe(2)
  })
})
