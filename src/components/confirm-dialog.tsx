// Asks before a destructive action. With `phrase`, the confirm button stays disabled until the admin
// types it (a record's name, or a word such as "SİL"): a misclick cannot destroy anything.
import { useId, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { phraseMatches } from './confirm-phrase'
import { inputClass, labelClass, smallButtonClass } from './form-styles'
import { ModalDialog } from './modal-dialog'

const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400'

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'İptal',
  phrase,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  /** What will happen, in a sentence or two. */
  children: ReactNode
  confirmLabel: string
  /** The button that closes without doing it ('İptal'). */
  cancelLabel?: string
  /** The text to type before the button enables. */
  phrase?: string
  /** Called with what the admin typed (the server checks a phrase again). */
  onConfirm: (typed: string) => void
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const id = useId()
  const ready = phrase === undefined || phraseMatches(typed, phrase)
  const close = () => {
    setTyped('')
    onClose()
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready) return
    setTyped('')
    onConfirm(typed)
  }
  return (
    <ModalDialog open={open} title={title} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
        {phrase !== undefined && (
          <div>
            <label htmlFor={id} className={labelClass}>
              Onaylamak için <strong className="font-mono">{phrase}</strong> yazın
            </label>
            <input
              id={id}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              className={inputClass}
            />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={smallButtonClass} onClick={close}>
            {cancelLabel}
          </button>
          <button type="submit" className={dangerButtonClass} disabled={!ready}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
