// Kaydet: the form goes to the server as one multipart PUT. Offline nothing is sent (the service worker
// would keep the files in its outbox and store them later, behind the user's back): the connection
// error shows and the form stays as it is. A refusal shows the server's reason; the form stays too.
// An unchanged form sent again reuses its Idempotency-Key, so a save that did reach the server before
// its answer was lost is not stored twice. A 409 over a website saved since the form started (its base
// version) becomes a conflict: the saved website is read again so the screen can show both, field by field.
import { useCallback, useRef, useState } from 'react'
import { CONNECTION_ERROR_MESSAGE } from '../../../lib/api-client'
import { probeBackend } from '../../../lib/availability'
import { fetchEditableWebsite, saveWebsiteEdits } from '../../../lib/data/websites'
import type { EditableWebsite, WebsiteEditSource } from '../../../lib/data/websites'
import { isDemoToken } from '../../../lib/session'
import type { WebsiteEditForm } from '../edit-form'
import { buildEditPayload } from '../edit-payload'
import type { EditFiles } from '../edit-payload'

interface Attempt {
  form: WebsiteEditForm
  files: EditFiles
  basedOn: string
  key: string
}

/** The save was refused because the website was saved after the form started. */
export interface SaveConflict {
  message: string
  /** The website as it is saved now. */
  saved: EditableWebsite
}

export interface SaveHandle {
  save: (form: WebsiteEditForm, files: EditFiles, basedOn: string) => Promise<void>
  saving: boolean
  /** The message of the last failed save, until dismissed. */
  failure: string | null
  dismissFailure: () => void
  conflict: SaveConflict | null
  dismissConflict: () => void
}

export function useSaveWebsite(
  websiteId: string,
  onSaved: (message: string) => Promise<void>,
  source: WebsiteEditSource = 'owner',
): SaveHandle {
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  const inFlight = useRef(false)
  const lastAttempt = useRef<Attempt | null>(null)

  const save = useCallback(
    async (form: WebsiteEditForm, files: EditFiles, basedOn: string) => {
      if (inFlight.current) return
      inFlight.current = true
      setSaving(true)
      try {
        // The offline demo's own API answers a demo session; any other session needs the server.
        if (!isDemoToken() && !(await probeBackend())) {
          setFailure(CONNECTION_ERROR_MESSAGE)
          return
        }
        const last = lastAttempt.current
        const same = last && last.form === form && last.files === files && last.basedOn === basedOn
        const key = same ? last.key : crypto.randomUUID()
        lastAttempt.current = { form, files, basedOn, key }
        const outcome = await saveWebsiteEdits(websiteId, buildEditPayload(form, files, basedOn), key, source)
        if (outcome.kind === 'saved') {
          await onSaved(outcome.message)
          return
        }
        if (outcome.kind === 'refused' && outcome.status === 409) {
          const saved = await fetchEditableWebsite(websiteId, undefined, source).catch(() => null)
          if (saved && saved.lastModified !== basedOn) {
            setConflict({ message: outcome.message, saved })
            return
          }
        }
        setFailure(outcome.message)
      } finally {
        inFlight.current = false
        setSaving(false)
      }
    },
    [websiteId, onSaved, source],
  )

  return {
    save,
    saving,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    conflict,
    dismissConflict: useCallback(() => setConflict(null), []),
  }
}
