// The advanced settings tab's data (docs/rules/backups.md, docs/rules/jobs.md#the-jobs-api): the backups
// (GET/POST /api/admin/backups, the download GET /api/admin/backups/{name}), 'Clear Database'
// (POST /api/admin/database/clear) and the jobs (GET /api/admin/jobs, POST /api/admin/jobs/{name}/run).
import { z } from 'zod'
import type { BackupListResponse, JobListResponse, JobRunView } from '../../../api/backups/backups.shared'
import { api, lazySchema } from '../api-client'
import { downloadFile } from '../download-file'
import { adminOverviewKeys } from './admin-overview'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_BACKUPS_PATH = '/api/admin/backups'
export const ADMIN_JOBS_PATH = '/api/admin/jobs'
export const CLEAR_DATABASE_PATH = '/api/admin/database/clear'

export type BackupList = BackupListResponse['data']
export type JobList = JobListResponse['data']['jobs']

export const adminSystemKeys = {
  backups: ['admin-system', 'backups'] as const,
  jobs: ['admin-system', 'jobs'] as const,
}

export const SYSTEM_WRITE_MESSAGES = {
  queued: 'Bağlantı yok: işlem sunucuya ulaşınca yapılacak.',
}

const schemas = () => import('../../../api/backups/backups.shared')
const backupListSchema = lazySchema(() =>
  schemas().then((m) => m.backupListResponseSchema.transform((answer) => answer.data)),
)
const jobListSchema = lazySchema(() =>
  schemas().then((m) => m.jobListResponseSchema.transform((answer) => answer.data.jobs)),
)

export const useBackups = () =>
  useResourceQuery(adminSystemKeys.backups, (signal) =>
    api.get(ADMIN_BACKUPS_PATH, { schema: backupListSchema, signal }),
  )

export const useJobs = () =>
  useResourceQuery(adminSystemKeys.jobs, (signal) =>
    api.get(ADMIN_JOBS_PATH, { schema: jobListSchema, signal }),
  )

const changes = [adminSystemKeys.backups, adminSystemKeys.jobs, adminOverviewKeys.all]

async function message(send: () => Promise<unknown>, fallback: string): Promise<string> {
  const outcome = await write(send, z.object({ success: z.literal(true) }).passthrough(), changes)
  return outcome.kind === 'queued' ? SYSTEM_WRITE_MESSAGES.queued : (outcome.message ?? fallback)
}

/** "Şimdi yedekle". */
export const takeBackup = (fallback: string) => message(() => api.post(ADMIN_BACKUPS_PATH), fallback)

/** Saves the backup file under its own name. */
export const downloadBackup = (name: string) =>
  downloadFile(`${ADMIN_BACKUPS_PATH}/${encodeURIComponent(name)}`, name)

/** 'Clear Database' with the phrase the admin typed (the server checks it). */
export const clearDatabase = (confirmation: string, fallback: string) =>
  message(() => api.post(CLEAR_DATABASE_PATH, { confirmation }), fallback)

/** Runs a job now; answers the run's record (a failed run is an answer too) or a queued message. */
export async function runJob(name: string): Promise<JobRunView | string> {
  const schema = lazySchema(() => schemas().then((m) => m.jobRunResponseSchema.transform((a) => a.data.run)))
  const outcome = await write(
    () => api.post(`${ADMIN_JOBS_PATH}/${encodeURIComponent(name)}/run`),
    schema,
    changes,
  )
  return outcome.kind === 'queued' ? SYSTEM_WRITE_MESSAGES.queued : outcome.value
}
