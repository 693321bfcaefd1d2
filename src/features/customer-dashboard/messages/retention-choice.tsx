// "Mesajları sakla": how long the chosen website keeps its form submissions (docs/rules/site-forms.md#retention).
// The server checks the choice and says so; its message is a toast.
import { useId, useState } from 'react'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { FORM_RETENTION_CHOICES, retentionMonthsOf } from '../../../../api/site-forms/form-submission.shared'
import type { Website } from '../../../../api/websites/website.shared'
import { hintClass, inputClass, labelClass } from '../../../components/form-styles'
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../../../lib/api-client'
import { setFormRetention } from '../../../lib/data/form-submissions'
import { notify } from '../../../lib/toast'
import { messagesText } from './messages-text'

export function RetentionChoice({ website }: { website: Website }) {
  const selectId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)

  async function choose(months: number) {
    setBusy(true)
    try {
      const outcome = await setFormRetention(website.id, months)
      if (outcome.kind === 'queued') notify.info(offlineMessages.queued)
      else if (outcome.message) notify.success(outcome.message)
    } catch (caught) {
      notify.error(caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="max-w-md">
      <label htmlFor={selectId} className={labelClass}>
        {messagesText.retentionLabel}
      </label>
      <select
        id={selectId}
        className={inputClass}
        aria-describedby={hintId}
        disabled={busy}
        value={retentionMonthsOf(website)}
        onChange={(event) => void choose(Number(event.target.value))}
      >
        {FORM_RETENTION_CHOICES.map((months) => (
          <option key={months} value={months}>
            {messagesText.retentionOption(months)}
          </option>
        ))}
      </select>
      <p id={hintId} className={hintClass}>
        {messagesText.retentionHint}
      </p>
    </div>
  )
}
