// The draft's state: where it is saved, and a note with "start over" when one was restored.
import type { DraftSaveState } from '../../../lib/drafts-saver'
import { smallButtonClass } from './field-styles'

const SAVE_TEXT: Record<DraftSaveState, string> = {
  idle: 'Taslak bu cihazda otomatik kaydedilir',
  saving: 'Taslak kaydediliyor…',
  saved: 'Taslak kaydedildi',
  error: 'Taslak kaydedilemedi',
}

export function DraftSaveStatus({ state }: { state: DraftSaveState }) {
  return (
    <p
      data-draft-state={state}
      className={`text-xs ${state === 'error' ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
    >
      {SAVE_TEXT[state]}
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
