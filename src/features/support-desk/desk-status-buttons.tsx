// The legal status moves of one desk item, as buttons.
import type { DeskItem, DeskStatus } from '../../../api/schemas/support-desk'
import { deskActionsFor, type DeskAction } from './desk-labels'

const base =
  'inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const TONES: Readonly<Record<DeskAction['tone'], string>> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  danger:
    'border border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-400/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-400/10',
  neutral:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
}

export function DeskStatusButtons({
  item,
  busy,
  onChange,
}: {
  item: DeskItem
  busy: boolean
  onChange: (to: DeskStatus) => void
}) {
  const actions = deskActionsFor(item)
  if (actions.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action.to}
          type="button"
          disabled={busy}
          onClick={() => onChange(action.to)}
          aria-label={`${action.label}: ${item.title}`}
          className={`${base} ${TONES[action.tone]}`}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
