// "Adım n / 6", the progress bar and the list of steps (earlier steps, and any step once the basics
// are filled, can be opened directly).
import { WIZARD_STEPS, WIZARD_STEP_COUNT, progressPercent, stepLabel } from '../wizard-steps'

export function WizardProgress(props: { step: number; canJump: boolean; onJump: (step: number) => void }) {
  const percent = progressPercent(props.step)
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">{stepLabel(props.step)}</p>
        <p className="text-slate-600 dark:text-slate-400">{WIZARD_STEPS[props.step - 1]?.title}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Talep formu ilerlemesi"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEP_COUNT}
        aria-valuenow={props.step}
        aria-valuetext={stepLabel(props.step)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-300 motion-reduce:transition-none dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <nav aria-label="Adımlar" className="mt-4">
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {WIZARD_STEPS.map((item, index) => {
            const number = index + 1
            const current = number === props.step
            const reachable = number <= props.step || props.canJump
            return (
              <li key={item.title}>
                <button
                  type="button"
                  disabled={!reachable || current}
                  aria-current={current ? 'step' : undefined}
                  onClick={() => props.onJump(number)}
                  className={`w-full rounded-lg px-2 py-1.5 text-xs font-semibold transition-colors motion-reduce:transition-none sm:text-sm ${
                    current
                      ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
                      : number < props.step
                        ? 'bg-blue-50 text-blue-800 hover:bg-blue-100 dark:bg-blue-950/60 dark:text-blue-200'
                        : 'bg-slate-100 text-slate-700 enabled:hover:bg-slate-200 disabled:opacity-60 dark:bg-slate-800 dark:text-slate-300'
                  }`}
                >
                  <span className="sr-only">Adım {number}: </span>
                  {item.title}
                </button>
              </li>
            )
          })}
        </ol>
      </nav>
    </div>
  )
}
