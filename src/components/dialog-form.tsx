// A form in a modal dialog: its fields, the reason it was refused (announced and tied to the form),
// and İptal / submit, the submit disabled and relabelled while the form is being sent.
import { useId } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { primaryButtonClass } from './buttons'
import { errorTextClass, smallButtonClass } from './form-styles'
import { ModalDialog } from './modal-dialog'

export interface DialogFormFrame {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onClose: () => void
  error: string | null
  sending: boolean
}

export function DialogForm({
  open,
  title,
  description,
  submitLabel,
  onSubmit,
  onClose,
  error,
  sending,
  children,
  width,
}: DialogFormFrame & {
  open: boolean
  title: string
  description?: string
  submitLabel: string
  children: ReactNode
  width?: 'normal' | 'wide'
}) {
  const errorId = useId()
  return (
    <ModalDialog open={open} title={title} description={description} onClose={onClose} width={width}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={sending}
        aria-describedby={error ? errorId : undefined}
        className="space-y-4"
      >
        {children}
        {error && (
          <p id={errorId} role="alert" className={errorTextClass}>
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={smallButtonClass} onClick={onClose}>
            İptal
          </button>
          <button type="submit" className={primaryButtonClass} disabled={sending}>
            {sending ? 'Gönderiliyor…' : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
