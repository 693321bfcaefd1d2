// Önceki / Sonraki, and "Website Oluştur" on the last step. On step 1 Sonraki stays disabled (with a
// note saying why) until the name, the kind of site and the description are there.
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { WIZARD_STEP_COUNT, wizardText } from '../wizard-steps'

export function WizardNav(props: {
  step: number
  canAdvance: boolean
  sending: boolean
  onBack: () => void
  onNext: () => void
}) {
  const last = props.step === WIZARD_STEP_COUNT
  const blocked = !last && !props.canAdvance
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
      {blocked && (
        <p id="wizard-next-hint" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {wizardText.basicsHint}
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
            {props.sending ? 'Gönderiliyor…' : 'Website Oluştur'}
          </button>
        ) : (
          <button
            key="next"
            type="button"
            onClick={props.onNext}
            disabled={blocked}
            aria-describedby={blocked ? 'wizard-next-hint' : undefined}
            className={`${primaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
          >
            Sonraki
          </button>
        )}
      </div>
    </div>
  )
}
