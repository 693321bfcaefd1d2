// The reply box of a thread: the message and up to five files, uploaded first through the uploads
// endpoint (the same checks as the Galeri), then sent as the reply's attachments.
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { deskMessages } from '../../../api/support-desk/desk-messages.shared'
import { errorTextClass, inputClass, labelClass } from '../form-styles'
import { primaryButtonClass } from '../buttons'
import { uploadFile } from '../../lib/upload-file'

export const THREAD_FILE_TYPES = '.jpg,.jpeg,.png,.pdf,.doc,.docx'
const MAX_FILES = 5
const OFFLINE_ATTACHMENT = 'Dosya eklemek için internet bağlantısı gerekiyor.'

export function ThreadReplyForm({
  label,
  onSend,
}: {
  /** The form's accessible name ("Yanıt yaz"). */
  label: string
  /** Sends the reply; a thrown Error's message is shown. */
  onSend: (body: string, uploadIds: string[]) => Promise<void>
}) {
  const id = useId()
  const files = useRef<HTMLInputElement>(null)
  const [body, setBody] = useState('')
  const [chosen, setChosen] = useState<File[]>([])
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function uploadAll(): Promise<string[]> {
    const ids: string[] = []
    for (const file of chosen) {
      const outcome = await uploadFile(file, 'documents')
      if (outcome.kind === 'failed') throw new Error(`${file.name}: ${outcome.message}`)
      if (outcome.kind === 'queued') throw new Error(OFFLINE_ATTACHMENT)
      ids.push(outcome.upload.id)
    }
    return ids
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim()) {
      setError(deskMessages.emptyReply)
      return
    }
    setSending(true)
    setError(null)
    try {
      await onSend(body.trim(), await uploadAll())
      setBody('')
      setChosen([])
      if (files.current) files.current.value = ''
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Yanıt gönderilemedi.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          Mesajınız
        </label>
        <textarea
          id={`${id}-body`}
          className={`${inputClass} min-h-24`}
          value={body}
          maxLength={5000}
          aria-invalid={error !== null && !body.trim() ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-files`} className={labelClass}>
          Dosya ekle (en çok {MAX_FILES}; JPG, PNG, PDF, DOC, DOCX)
        </label>
        <input
          id={`${id}-files`}
          ref={files}
          type="file"
          multiple
          accept={THREAD_FILE_TYPES}
          className="block w-full text-sm text-slate-800 dark:text-slate-200"
          onChange={(e) => setChosen(Array.from(e.target.files ?? []).slice(0, MAX_FILES))}
        />
      </div>
      {error && (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
      <button type="submit" className={`${primaryButtonClass} self-start`} disabled={sending}>
        {sending ? 'Gönderiliyor…' : 'Yanıtı Gönder'}
      </button>
    </form>
  )
}
