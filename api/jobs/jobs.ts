import { tokenSweepJob } from '../auth/token-sweep-job'
import { backupJob } from '../backups/backup-job'
import { campaignSendingJob } from '../campaigns/campaign-sending-job'
import { invoiceOverdueJob } from '../invoices/invoice-overdue'
import { invoiceReminderJob } from '../invoices/invoice-reminders'
import { mailRetryJob } from '../mail/mail-retry'
import { scheduledNotificationsJob } from '../notifications/scheduled-notifications'
import { previewSweepJob } from '../preview/preview-sweep-job'
import type { Job } from './job'

// Every scheduled job, the one list the Node host schedules (docs/rules/jobs.md#adding-a-job).
export const jobs: readonly Job[] = [
  invoiceOverdueJob,
  invoiceReminderJob,
  backupJob,
  previewSweepJob,
  tokenSweepJob,
  mailRetryJob,
  scheduledNotificationsJob,
  campaignSendingJob,
]

export function findJob(name: string): Job | undefined {
  return jobs.find((job) => job.name === name)
}
