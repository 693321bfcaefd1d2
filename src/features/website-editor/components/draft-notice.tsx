// Where the typed changes are: restored from this device's draft (with the way back to the saved
// website), or kept on this device until the save.
import { smallButtonClass } from '../../../components/form-styles'

export function DraftNotice({
  restored,
  saved,
  onDiscard,
}: {
  restored: boolean
  saved: boolean
  onDiscard: () => void
}) {
  if (restored) {
    return (
      <div
        role="status"
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
      >
        <span>Bu cihazda kaydedilmemiş değişiklikleriniz geri yüklendi.</span>
        <button type="button" className={smallButtonClass} onClick={onDiscard}>
          Değişiklikleri At
        </button>
      </div>
    )
  }
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-xs text-slate-600 dark:text-slate-400">
      {saved ? 'Değişiklikleriniz bu cihazda saklandı; kaydetmeyi unutmayın.' : ''}
    </p>
  )
}
