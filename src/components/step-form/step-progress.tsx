// "Adım n / N", the progress bar and the list of steps; the form says which steps may be opened
// directly (`canOpen`), the current one never is.
import { progressPercent, stepLabel } from './step-count'

/** Tailwind sees whole class names only: one per step count in use. */
const COLUMNS: Readonly<Record<number, string>> = { 5: 'sm:grid-cols-5', 6: 'sm:grid-cols-6' }

export function StepProgress(props: {
  steps: readonly { title: string }[]
  step: number
  /** The progress bar's name, e.g. 'Talep formu ilerlemesi'. */
  label: string
  canOpen: (step: number) => boolean
  onJump: (step: number) => void
}) {
  const count = props.steps.length
  const label = stepLabel(props.step, count)
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">{label}</p>
        <p className="text-slate-600 dark:text-slate-400">{props.steps[props.step - 1]?.title}</p>
      </div>
      <div
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={props.step}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-300 motion-reduce:transition-none dark:bg-blue-400"
          style={{ width: `${progressPercent(props.step, count)}%` }}
        />
      </div>
      <nav aria-label="Adımlar" className="mt-4">
        <ol className={`grid grid-cols-3 gap-2 ${COLUMNS[count] ?? 'sm:grid-cols-6'}`}>
          {props.steps.map((item, index) => {
            const number = index + 1
            const current = number === props.step
            return (
              <li key={item.title}>
                <button
                  type="button"
                  disabled={current || !props.canOpen(number)}
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
