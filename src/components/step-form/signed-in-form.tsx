// A step form needs a signed-in user: without one, a note with the way to sign in; with one, the form
// of that user (keyed by the user, so another user's session starts from that user's draft, never
// this one's). `DraftLoadingNote` stands in while the user's draft is read.
import { Fragment } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { sessionState } from '../../lib/session'
import { useStore } from '../../lib/use-store'

export function SignedInForm(props: {
  frame: ComponentType<{ children: ReactNode }>
  children: (userId: string) => ReactNode
}) {
  const { user } = useStore(sessionState)
  if (!user) {
    return (
      <props.frame>
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          Kullanıcı oturumu bulunamadı.{' '}
          <a href="#/login" className="font-semibold text-blue-700 hover:underline dark:text-blue-400">
            Giriş Yap
          </a>
        </p>
      </props.frame>
    )
  }
  return <Fragment key={user.id}>{props.children(user.id)}</Fragment>
}

export function DraftLoadingNote() {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-400">
      Taslak yükleniyor…
    </p>
  )
}
