// The system settings' advanced tab (docs/rules/backups.md, docs/rules/jobs.md#the-jobs-api): the
// warning, the real system status with the version, the backups with the last backup's time, the jobs
// and 'Clear Database'. The settings screen mounts it as its sixth tab.
import { BackupsSection } from './backups-section'
import { ClearDatabaseSection } from './clear-database-section'
import { JobsSection } from './jobs-section'
import { SystemStatusList } from './system-status-list'
import { advancedTexts as t } from './system-labels'

export function AdvancedTab() {
  return (
    <div className="flex flex-col gap-6">
      <p
        role="note"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
      >
        {t.warning}
      </p>
      <SystemStatusList />
      <BackupsSection />
      <JobsSection />
      <ClearDatabaseSection />
    </div>
  )
}
