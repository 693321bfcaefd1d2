// The state of a dashboard dialog's form: its fields, checking them, sending (busy while it goes,
// success / queued / failure toasts, the server's reason for a refusal shown in the dialog) and
// closing, which empties the fields and the error. Closed on success.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import type { DialogFormFrame } from '../../components/dialog-form'
import { ApiError } from '../../lib/api-client'
import type { WriteOutcome } from '../../lib/data/write-outcome'
import { notify } from '../../lib/toast'

export interface DialogFormOptions<T extends Record<string, string>> {
  empty: () => T
  check: (fields: T) => { ok: true; value: T } | { ok: false; message: string }
  send: (value: T) => Promise<WriteOutcome<unknown>>
  texts: { success: string; failure: string }
  onClose: () => void
}

export function useDialogForm<T extends Record<string, string>>(options: DialogFormOptions<T>) {
  const [fields, setFields] = useState(options.empty)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setFields(options.empty())
    setError(null)
    options.onClose()
  }
  /** The value and change handler of one field, for a DialogField. */
  const field = (key: keyof T & string) => ({
    value: fields[key],
    onChange: (value: string) => setFields((current) => ({ ...current, [key]: value })),
  })

  async function send(value: T) {
    setSending(true)
    setError(null)
    try {
      const outcome = await options.send(value)
      if (outcome.kind === 'queued') {
        notify.info(offlineMessages.queued)
      } else {
        notify.success(options.texts.success)
      }
      close()
    } catch (caught) {
      notify.error(options.texts.failure)
      if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) setError(caught.message)
    } finally {
      setSending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = options.check(fields)
    if (!checked.ok) return setError(checked.message)
    void send(checked.value)
  }

  const frame: DialogFormFrame = { onSubmit, onClose: close, error, sending }
  return { field, frame }
}
