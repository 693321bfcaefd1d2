// The legal moves of a record's status as buttons (the website-request desk and the support desk): the
// screens pass the moves their transition table allows, the server enforces the same table.
export interface StatusMove<S extends string> {
  to: S
  /** The button's text. */
  label: string
  tone: 'primary' | 'danger' | 'neutral'
}

/** The buttons' words and weight by the status they move to. */
export const STATUS_MOVE_LABELS: Readonly<
  Record<'in-progress' | 'completed' | 'rejected' | 'pending', Omit<StatusMove<string>, 'to'>>
> = {
  'in-progress': { label: 'İşleme Al', tone: 'primary' },
  completed: { label: 'Tamamlandı Olarak İşaretle', tone: 'primary' },
  rejected: { label: 'Reddet', tone: 'danger' },
  pending: { label: 'Yeniden İncele', tone: 'neutral' },
}

const base =
  // min-h, not h: a long label in a narrow column wraps and the button grows with it instead of spilling.
  'inline-flex min-h-9 items-center justify-center rounded-full px-4 py-1.5 text-center text-sm leading-snug font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const TONES: Readonly<Record<StatusMove<string>['tone'], string>> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  danger:
    'border border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-400/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-400/10',
  neutral:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
}

export function StatusMoveButtons<S extends string>({
  moves,
  busy,
  onChange,
  context,
}: {
  moves: readonly StatusMove<S>[]
  busy: boolean
  onChange: (to: S) => void
  /** Names the record for screen readers when several are on screen ("Reddet: Lale Lokanta"). */
  context?: string
}) {
  if (moves.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((move) => (
        <button
          key={move.to}
          type="button"
          disabled={busy}
          onClick={() => onChange(move.to)}
          aria-label={context ? `${move.label}: ${context}` : undefined}
          className={`${base} ${TONES[move.tone]}`}
        >
          {move.label}
        </button>
      ))}
    </div>
  )
}
