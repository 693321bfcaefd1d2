import { modules } from '../modules'
import type { Job } from './job'

// Every scheduled job, from the modules (docs/rules/jobs.md#adding-a-job): the Node host schedules them,
// the jobs API lists and runs them.
export const jobs: readonly Job[] = modules.flatMap((module) => module.jobs ?? [])
