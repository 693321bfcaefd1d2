// Profil: this device's push notifications, turned on or off only by a click (browsers ask for the
// permission after a gesture; docs/rules/push-notifications.md#the-profil-button).
import { useEffect, useId, useState } from 'react'
import { pushButtonTexts as texts, pushMessages } from '../../../../api/push/push-messages.shared'
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { cardClass, errorTextClass, sectionTitleClass } from '../../../components/form-styles'
import { ApiError } from '../../../lib/api-client'
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../../../lib/push-subscription'
import { notify } from '../../../lib/toast'

const STATE_TEXT: Record<PushState, string> = {
  on: texts.on,
  off: texts.off,
  blocked: texts.blocked,
  unsupported: texts.unsupported,
}

export function PushToggle() {
  const id = useId()
  const [state, setState] = useState<PushState | null>(null)
  const [working, setWorking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    readPushState().then(
      (value) => live && setState(value),
      () => live && setState('unsupported'),
    )
    return () => {
      live = false
    }
  }, [])

  async function toggle() {
    setWorking(true)
    setError(null)
    try {
      const next = state === 'on' ? await turnPushOff() : await turnPushOn()
      setState(next)
      if (next === 'on') notify.success(pushMessages.subscribed)
      else if (state === 'on' && next === 'off') notify.success(pushMessages.unsubscribed)
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : texts.failed)
    } finally {
      setWorking(false)
    }
  }

  const canToggle = state === 'on' || state === 'off'
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        {texts.title}
      </h2>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {state ? STATE_TEXT[state] : 'Yükleniyor…'}
      </p>
      {error && (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
      {canToggle && (
        <button
          type="button"
          className={state === 'on' ? secondaryButtonClass : primaryButtonClass}
          disabled={working}
          onClick={() => void toggle()}
        >
          {working ? texts.working : state === 'on' ? texts.turnOff : texts.turnOn}
        </button>
      )}
    </section>
  )
}
