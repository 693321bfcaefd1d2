// Kaydet: the form goes to the server as one multipart PUT. Offline nothing is sent (the service worker
// would keep the files in its outbox and store them later, behind the user's back): the connection
// error shows and the form stays as it is. A refusal shows the server's reason; the form stays too.
// An unchanged form sent again reuses its Idempotency-Key, so a save that did reach the server before
// its answer was lost is not stored twice.
import { useCallback, useRef, useState } from 'react'
import { CONNECTION_ERROR_MESSAGE } from '../../../lib/api-client'
import { probeBackend } from '../../../lib/availability'
import { saveWebsiteEdits } from '../../../lib/data/websites'
import { isDemoToken } from '../../../lib/session'
import type { WebsiteEditForm } from '../edit-form'
import { buildEditPayload } from '../edit-payload'
import type { EditFiles } from '../edit-payload'

interface Attempt {
  form: WebsiteEditForm
  files: EditFiles
  key: string
}

export interface SaveHandle {
  save: (form: WebsiteEditForm, files: EditFiles) => Promise<void>
  saving: boolean
  /** The message of the last failed save, until dismissed. */
  failure: string | null
  dismissFailure: () => void
}

export function useSaveWebsite(websiteId: string, onSaved: (message: string) => Promise<void>): SaveHandle {
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const inFlight = useRef(false)
  const lastAttempt = useRef<Attempt | null>(null)

  const save = useCallback(
    async (form: WebsiteEditForm, files: EditFiles) => {
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
        const key = last && last.form === form && last.files === files ? last.key : crypto.randomUUID()
        lastAttempt.current = { form, files, key }
        const outcome = await saveWebsiteEdits(websiteId, buildEditPayload(form, files), key)
        if (outcome.kind === 'saved') {
          await onSaved(outcome.message)
          return
        }
        setFailure(outcome.message)
      } finally {
        inFlight.current = false
        setSaving(false)
      }
    },
    [websiteId, onSaved],
  )

  return { save, saving, failure, dismissFailure: useCallback(() => setFailure(null), []) }
}
