// Önceki / Sonraki, and the submit button on the last step. A form with a gate passes `blockedHint`:
// Sonraki is then disabled and described by that note saying why.
import { useId } from 'react'
import { primaryButtonClass, secondaryButtonClass } from '../buttons'

export function StepNav(props: {
  step: number
  count: number
  sending: boolean
  /** The last step's button, e.g. 'Website Oluştur'. */
  submitLabel: string
  onBack: () => void
  onNext: () => void
  /** Why Sonraki is disabled on this step; absent when it is not. */
  blockedHint?: string
}) {
  const hintId = useId()
  const last = props.step === props.count
  const blocked = !last && props.blockedHint !== undefined
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
      {blocked && (
        <p id={hintId} className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {props.blockedHint}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={props.onBack}
          disabled={props.step === 1 || props.sending}
          className={`${secondaryButtonClass} disabled:opacity-50`}
        >
          Önceki
        </button>
        {last ? (
          <button
            key="submit"
            type="submit"
            disabled={props.sending}
            aria-busy={props.sending || undefined}
            className={`${primaryButtonClass} disabled:opacity-60`}
          >
            {props.sending ? 'Gönderiliyor…' : props.submitLabel}
          </button>
        ) : (
          <button
            key="next"
            type="button"
            onClick={props.onNext}
            disabled={blocked}
            aria-describedby={blocked ? hintId : undefined}
            className={`${primaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
          >
            Sonraki
          </button>
        )}
      </div>
    </div>
  )
}
