// One refused write in 'Gönderilemeyenler': what it was, when it was made, the server's message and the
// text the user typed; 'Metni kopyala', 'Düzenle ve yeniden gönder' (the string fields become editable)
// and 'Sil' (after a confirmation). A body that is not JSON (an upload) is listed and can be discarded
// only. docs/rules/offline-demo-and-sync.md#refused-writes
import { useId, useMemo, useState } from 'react'
import type { FormEvent } from 'react'
import type { RefusedWrite } from '../../../api/lib/refused-write.shared'
import { forgetRefusedWrite } from '../../lib/refused-writes'
import { notify } from '../../lib/toast'
import { primaryButtonClass } from '../buttons'
import { ConfirmDialog } from '../confirm-dialog'
import { inputClass, labelClass, smallButtonClass } from '../form-styles'
import { readBody } from '../../lib/write-body'
import { describeWrite, editedBody, plainText, refusedText, textFields } from './refused-write-text'
import type { TextField } from './refused-write-text'
import { resendRefusedWrite } from './resend-refused-write'
import { formatNumericDateTime } from '../../lib/format-date'

const dangerSmallButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-700 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950'

export function RefusedWriteItem({ write }: { write: RefusedWrite }) {
  const body = useMemo(() => readBody(write), [write])
  const fields = useMemo(() => textFields(body), [body])
  const what = describeWrite(write, body)
  const [values, setValues] = useState<Record<string, string> | null>(null)
  const [sending, setSending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const id = useId()
  const headingId = `${id}-what`

  async function copy() {
    try {
      await navigator.clipboard.writeText(plainText(fields))
      notify.success(refusedText.copied)
    } catch {
      notify.error(refusedText.copyFailed)
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!values || sending) return
    setSending(true)
    try {
      const outcome = await resendRefusedWrite(write, editedBody(body, values))
      if (outcome.kind === 'sent') notify.success(outcome.message)
      else notify.error(outcome.message)
      // Sent: the row is gone and this item with it. Refused: the new message shows, the form closes.
      if (outcome.kind !== 'failed') setValues(null)
    } finally {
      setSending(false)
    }
  }

  async function discard() {
    setConfirming(false)
    await forgetRefusedWrite(write.id)
    notify.success(refusedText.discarded)
  }

  return (
    <li
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words text-slate-900 dark:text-white">
          {what}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {refusedText.madeAt}:{' '}
          <time dateTime={write.createdAt}>{formatNumericDateTime(write.createdAt)}</time>
        </p>
      </div>
      <p className="rounded-lg bg-red-50 p-3 text-sm break-words text-red-900 dark:bg-red-950/50 dark:text-red-100">
        <span className="font-semibold">{refusedText.serverSaid}:</span> {write.message}
      </p>
      {values ? (
        <form onSubmit={send} noValidate aria-labelledby={headingId} className="space-y-3">
          {fields.map((field) => (
            <EditField
              key={field.name}
              id={`${id}-${field.name}`}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
            />
          ))}
          {fields.length === 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{refusedText.noText}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className={primaryButtonClass}
              disabled={sending}
              aria-describedby={headingId}
            >
              {refusedText.send}
            </button>
            <button type="button" className={smallButtonClass} onClick={() => setValues(null)}>
              {refusedText.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <WrittenText fields={fields} />
          {body.kind === 'other' && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{refusedText.notEditable}</p>
          )}
          {body.kind === 'none' && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{refusedText.noText}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {fields.length > 0 && (
              <button
                type="button"
                className={smallButtonClass}
                onClick={() => void copy()}
                aria-describedby={headingId}
              >
                {refusedText.copy}
              </button>
            )}
            {body.kind !== 'other' && (
              <button
                type="button"
                className={smallButtonClass}
                onClick={() =>
                  setValues(Object.fromEntries(fields.map((field) => [field.name, field.value])))
                }
                aria-describedby={headingId}
              >
                {refusedText.edit}
              </button>
            )}
            <button
              type="button"
              className={dangerSmallButtonClass}
              onClick={() => setConfirming(true)}
              aria-describedby={headingId}
            >
              {refusedText.discard}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={refusedText.discardTitle}
        confirmLabel={refusedText.discardConfirm}
        onConfirm={() => void discard()}
        onClose={() => setConfirming(false)}
      >
        {refusedText.discardText}
      </ConfirmDialog>
    </li>
  )
}

function WrittenText({ fields }: { fields: readonly TextField[] }) {
  if (fields.length === 0) return null
  return (
    <dl className="space-y-2 text-sm">
      {fields.map((field) => (
        <div key={field.name} className="min-w-0">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{field.label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900 dark:text-white">
            {field.value.trim() === '' ? refusedText.blank : field.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function EditField(props: {
  id: string
  field: TextField
  value: string
  onChange: (value: string) => void
}) {
  const { id, field, value, onChange } = props
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {field.long ? (
        <textarea
          id={id}
          rows={4}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  )
}
