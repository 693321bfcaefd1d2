// /unsubscribe?token=: the page a campaign mail's unsubscribe link opens (docs/rules/email-campaigns.md
// #unsubscribe). It checks the signed link, asks for a confirmation and unsubscribes with one POST. It
// needs no sign-in and shows nothing about the account.
import { useEffect, useState } from 'react'
import { campaignLinkMessages } from '../../../api/campaigns/campaign-link-messages.shared'
import { primaryButtonClass } from '../../components/buttons'
import { useDocumentTitle } from '../../components/use-document-title'
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../../lib/api-client'
import { fetchUnsubscribeState, unsubscribe } from '../../lib/data/campaigns'

export const UNSUBSCRIBE_TEXTS = {
  title: 'E-posta aboneliği',
  invalid: campaignLinkMessages.invalid,
  ask: 'SiteKur kampanya ve duyuru e-postalarını artık almak istemiyor musunuz? Hesabınızla ilgili önemli e-postalar (doğrulama, fatura, talep durumu) gelmeye devam eder.',
  confirm: 'Abonelikten Çık',
  already: 'Bu adres için abonelikten zaten çıkılmış. Kampanya e-postası almayacaksınız.',
} as const

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready' }
  | { kind: 'done'; message: string }

export function UnsubscribePage({ token }: { token: string | undefined }) {
  useDocumentTitle(UNSUBSCRIBE_TEXTS.title)
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'checking' } : { kind: 'invalid', message: UNSUBSCRIBE_TEXTS.invalid },
  )
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    fetchUnsubscribeState(token, controller.signal)
      .then((answer) =>
        setState(
          answer.unsubscribed ? { kind: 'done', message: UNSUBSCRIBE_TEXTS.already } : { kind: 'ready' },
        ),
      )
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return
        setState({
          kind: 'invalid',
          message: caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE,
        })
      })
    return () => controller.abort()
  }, [token])

  async function confirm() {
    if (!token) return
    setSending(true)
    try {
      setState({ kind: 'done', message: await unsubscribe(token) })
    } catch (caught) {
      setState({
        kind: 'invalid',
        message: caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE,
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {UNSUBSCRIBE_TEXTS.title}
        </h1>
        <div className="mt-6 space-y-4 text-slate-700 dark:text-slate-200" aria-live="polite">
          {state.kind === 'checking' && <p>Bağlantı kontrol ediliyor…</p>}
          {state.kind === 'invalid' && <p role="alert">{state.message}</p>}
          {state.kind === 'done' && <p role="status">{state.message}</p>}
          {state.kind === 'ready' && (
            <>
              <p>{UNSUBSCRIBE_TEXTS.ask}</p>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={sending}
                onClick={() => void confirm()}
              >
                {sending ? 'İşleniyor…' : UNSUBSCRIBE_TEXTS.confirm}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
