// "Oturumlar": the devices the account is signed in on, this one marked, with "Oturumu kapat" per row
// and "Diğer tüm oturumları kapat". Closing this device's own session signs this app out.
import { useId, useState } from 'react'
import type { SessionSummary } from '../../../api/security/sessions.shared'
import { cardClass, errorTextClass, sectionTitleClass, smallButtonClass } from '../../components/form-styles'
import { closeOtherSessions, closeSession, useSessions } from '../../lib/data/account-security'
import { signOut } from '../../lib/session'
import { notify } from '../../lib/toast'
import { failureMessage, securityText } from './account-security-text'
import { formatDateTime } from '../../lib/format-date'

function SessionRow({
  session,
  onClose,
  busy,
}: {
  session: SessionSummary
  onClose: () => void
  busy: boolean
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900 dark:text-white">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900/50 dark:text-blue-100">
              {securityText.thisDevice}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {securityText.address}: {session.ipAddress ?? securityText.unknownAddress} · {securityText.lastUsed}
          : {formatDateTime(session.lastUsedAt)}
        </p>
      </div>
      <button
        type="button"
        className={smallButtonClass}
        onClick={onClose}
        disabled={busy}
        aria-label={`${securityText.closeSession}: ${session.device}${session.current ? ` (${securityText.thisDevice})` : ''}`}
      >
        {securityText.closeSession}
      </button>
    </li>
  )
}

export function SessionsSection() {
  const id = useId()
  const sessions = useSessions()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = sessions.data ?? []

  async function run(
    action: () => Promise<{ kind: string; message?: string | null }>,
    then?: () => Promise<void>,
  ) {
    setBusy(true)
    setError(null)
    try {
      const outcome = await action()
      if (outcome.kind === 'queued') setError(securityText.offline)
      else if (outcome.message) notify.success(outcome.message)
      await then?.()
    } catch (caught) {
      setError(failureMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        {securityText.sessionsTitle}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{securityText.sessionsLead}</p>
      {sessions.loading && <p role="status">Yükleniyor…</p>}
      {sessions.error && !sessions.data && (
        <p role="alert" className={errorTextClass}>
          {sessions.error}
        </p>
      )}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={securityText.sessionsTitle}>
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy}
            onClose={() =>
              void run(() => closeSession(session.id), session.current ? () => signOut() : undefined)
            }
          />
        ))}
      </ul>
      {sessions.data && list.every((session) => session.current) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{securityText.noOtherSessions}</p>
      )}
      {list.some((session) => !session.current) && (
        <button
          type="button"
          className={smallButtonClass}
          disabled={busy}
          onClick={() => void run(closeOtherSessions)}
        >
          {securityText.closeOthers}
        </button>
      )}
      {error && (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
    </section>
  )
}
