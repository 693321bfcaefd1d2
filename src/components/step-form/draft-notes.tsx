// A step form's draft: its state beside the title (the idle text says where it is kept), and a note
// with "Baştan başla" when one was restored.
import type { DraftSaveState } from '../../lib/drafts-saver'
import { smallButtonClass } from '../form-styles'

const BUSY_TEXT: Record<Exclude<DraftSaveState, 'idle'>, string> = {
  saving: 'Taslak kaydediliyor…',
  saved: 'Taslak kaydedildi',
  error: 'Taslak kaydedilemedi',
}

export function DraftSaveStatus({ state, idleText }: { state: DraftSaveState; idleText: string }) {
  return (
    <p
      data-draft-state={state}
      className={`text-xs ${state === 'error' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {state === 'idle' ? idleText : BUSY_TEXT[state]}
    </p>
  )
}

export function RestoredDraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100">
      <p>Kaldığınız yerden devam ediyorsunuz: kaydedilmiş taslağınız geri yüklendi.</p>
      <button type="button" onClick={onDiscard} className={smallButtonClass}>
        Baştan başla
      </button>
    </div>
  )
}
