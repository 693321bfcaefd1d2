import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineJob } from '../../api/jobs/job'
import { jobRunResource } from '../../api/jobs/job-run-resource'
import { createServices } from '../../api/services'
import { createPgliteTestPorts, type TestPorts } from '../testing/create-test-ports'
import { slotOf, startJobScheduler } from './job-scheduler'

// The Node host's scheduler over a real store: on-demand runs, one run of a job at a time in a
// process, and a stop that asks running jobs to finish early and waits for them.

let store: TestPorts
beforeAll(async () => {
  store = await createPgliteTestPorts()
})
afterAll(() => store.close())

describe('job scheduler', () => {
  it('a scheduled slot is the minute croner fired in', () => {
    expect(slotOf(new Date('2026-05-10T06:15:00.042Z')).toISOString()).toBe('2026-05-10T06:15:00.000Z')
  })

  it('a six-field schedule (JOB_SCHEDULES) has a slot per second', () => {
    const fired = new Date('2026-05-10T06:15:07.042Z')
    expect(slotOf(fired, '*/2 * * * * *').toISOString()).toBe('2026-05-10T06:15:07.000Z')
    expect(slotOf(fired, '* * * * *').toISOString()).toBe('2026-05-10T06:15:00.000Z')
  })

  it('runs a job on demand, one run at a time, and stop() waits for the running one', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let aborted = false
    const slow = defineJob({
      name: 'slow-job',
      label: 'Yavaş görev',
      schedule: '0 3 * * *',
      async run(_services, _now, { signal }) {
        const onAbort = () => {
          aborted = true
          release()
        }
        if (signal.aborted) onAbort()
        else signal.addEventListener('abort', onAbort)
        await gate
        return signal.aborted ? 'stopped early' : 'done'
      },
    })
    const scheduler = startJobScheduler({
      services: createServices(store.ports),
      jobs: [slow],
      schedule: true,
    })
    const first = scheduler.runNow('slow-job')
    expect(await scheduler.runNow('slow-job')).toBeNull()
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow('no job named no-such-job')
    await scheduler.stop()
    expect(aborted).toBe(true)
    const run = await first
    expect(run).toMatchObject({ job: 'slow-job', outcome: 'succeeded', summary: 'stopped early' })
    expect(await store.ports.repos.resource(jobRunResource).count({ filter: { job: 'slow-job' } })).toBe(1)
    // Stopped: nothing runs any more.
    expect(await scheduler.runNow('slow-job')).toBeNull()
  })
})
