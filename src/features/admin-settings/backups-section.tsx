// The backup list with its downloads, "Şimdi yedekle" and the last backup's time
// (docs/rules/backups.md).
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { downloadBackup, takeBackup, useBackups } from '../../lib/data/admin-system'
import { notify } from '../../lib/toast'
import { cardClass, sectionTitleClass, smallButtonClass } from '../../components/form-styles'
import { BACKUP_KIND_LABELS, advancedTexts as t, formatBytes, formatInstant } from './system-labels'

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback

export function BackupsSection() {
  const backups = useBackups()
  const [busy, setBusy] = useState(false)
  const data = backups.data

  async function backupNow() {
    setBusy(true)
    try {
      notify.success(await takeBackup(t.backupTaken))
    } catch (error) {
      notify.error(reasonOf(error, t.backupFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="backups-title" className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="backups-title" className={sectionTitleClass}>
            {t.backupsTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.backupsDescription}</p>
        </div>
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => void backupNow()}
          disabled={busy || data?.available === false}
        >
          {busy ? t.backingUp : t.backupNow}
        </button>
      </div>
      {backups.error && !data && (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-300">
          {backups.error}
        </p>
      )}
      {!data && !backups.error && <p className="mt-4 text-sm">{t.loading}</p>}
      {data && (
        <>
          <p className="mt-4 text-sm text-slate-800 dark:text-slate-200">
            {t.lastBackup}:{' '}
            <strong data-testid="last-backup">
              {data.lastBackupAt ? (
                <time dateTime={data.lastBackupAt}>{formatInstant(data.lastBackupAt)}</time>
              ) : (
                t.never
              )}
            </strong>
          </p>
          {!data.available && (
            <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t.unavailable}</p>
          )}
          {data.available && data.backups.length === 0 && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.noBackups}</p>
          )}
          {data.backups.length > 0 && (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.backupsTitle}</caption>
                <thead className="text-xs text-slate-700 uppercase dark:text-slate-300">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Zaman
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Tür
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Boyut
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Dosya
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">İşlem</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.backups.map((backup) => (
                    <tr key={backup.name}>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <time dateTime={backup.createdAt}>{formatInstant(backup.createdAt)}</time>
                      </td>
                      <td className="py-2 pr-3">{BACKUP_KIND_LABELS[backup.kind]}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatBytes(backup.size)}</td>
                      <td className="py-2 pr-3 font-mono text-xs break-all">{backup.name}</td>
                      <td className="py-2 text-right">
                        <button
                          type="button"
                          className={smallButtonClass}
                          aria-label={`${t.download}: ${backup.name}`}
                          onClick={() =>
                            void downloadBackup(backup.name).catch((error: unknown) =>
                              notify.error(reasonOf(error, t.backupFailed)),
                            )
                          }
                        >
                          {t.download}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
