import { defineJob } from '../jobs/job'

// Expired preview sessions nobody renewed or closed (docs/rules/live-preview.md#expiry-and-the-sweep),
// every 5 minutes, in bounded batches so a run never goes long.

const BATCH = 500
const MAX_BATCHES = 20

export const previewSweepJob = defineJob({
  name: 'preview-sweep',
  label: 'Süresi dolan önizlemeler',
  schedule: '*/5 * * * *',
  async run(services, now, { signal }) {
    let removed = 0
    for (let batch = 0; batch < MAX_BATCHES && !signal.aborted; batch++) {
      const count = await services.preview.sweep(now, BATCH)
      removed += count
      if (count < BATCH) break
    }
    return { summary: `removed ${removed} expired preview sessions`, items: removed, failures: 0 }
  },
})
