import { defineJob } from '../jobs/job'

// The planner's statistics on PGlite (docs/rules/jobs.md#sweeps): it has no autovacuum, so without this
// the planner never learns how large the tables grew and picks plans for empty ones (a 100,000-row
// websites page went from 141 to 104 ms p95 after one ANALYZE). Nightly, when nobody waits behind it.

export const statisticsJob = defineJob({
  name: 'statistics',
  label: 'Sorgu istatistiklerinin yenilenmesi',
  schedule: '40 3 * * *',
  async run(services) {
    const refresh = services.ports.repos.refreshStatistics
    const ran = refresh ? await refresh() : false
    return {
      summary: ran ? 'statistics refreshed (ANALYZE)' : 'nothing to do: the store keeps its own statistics',
      items: ran ? 1 : 0,
      failures: 0,
    }
  },
})
