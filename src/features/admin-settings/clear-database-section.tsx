// 'Clear Database' (docs/rules/backups.md#clear-database): a typed confirmation, then the server takes a
// backup, removes the customer data and keeps admins and settings.
import { useState } from 'react'
import { backupMessages } from '../../../api/backups/backup-messages.shared'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ApiError } from '../../lib/api-client'
import { clearDatabase } from '../../lib/data/admin-system'
import { notify } from '../../lib/toast'
import { advancedTexts as t } from './system-labels'

const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400'

export function ClearDatabaseSection() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function clear(typed: string) {
    setOpen(false)
    setBusy(true)
    try {
      notify.success(await clearDatabase(typed, t.cleared))
    } catch (error) {
      notify.error(error instanceof ApiError && error.status > 0 ? error.message : t.clearFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="danger-title"
      className="rounded-2xl border border-red-300 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 id="danger-title" className="text-lg font-bold text-red-900 dark:text-red-200">
        {t.dangerTitle}
      </h2>
      <p className="mt-1 text-sm text-red-900 dark:text-red-200">{t.clearDescription}</p>
      <button
        type="button"
        className={`${dangerButtonClass} mt-4`}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {busy ? t.running : t.clearDatabase}
      </button>
      <ConfirmDialog
        open={open}
        title={t.clearDatabase}
        confirmLabel={t.clearConfirm}
        phrase={backupMessages.clearPhrase}
        onConfirm={(typed) => void clear(typed)}
        onClose={() => setOpen(false)}
      >
        {t.clearDescription}
      </ConfirmDialog>
    </section>
  )
}
