// /create-website: the six-step website request wizard. The draft is read first (the step included),
// so nothing typed earlier is overwritten by an empty form.
import { useStore } from '../../../lib/use-store'
import { sessionState } from '../../../lib/session'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useWizardDraft } from '../hooks/use-wizard-draft'
import { WizardScreen } from './wizard-screen'
import { WizardFrame } from './wizard-frame'

export function WebsiteRequestWizard() {
  useDocumentTitle('Website Talebi Oluştur')
  const { user } = useStore(sessionState)
  if (!user) {
    return (
      <WizardFrame>
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          Kullanıcı oturumu bulunamadı.{' '}
          <a href="#/login" className="font-semibold text-blue-700 hover:underline dark:text-blue-400">
            Giriş Yap
          </a>
        </p>
      </WizardFrame>
    )
  }
  // Keyed by the user: another user's session starts from that user's draft, never this one's.
  return <DraftedWizard key={user.id} userId={user.id} />
}

function DraftedWizard({ userId }: { userId: string }) {
  const handle = useWizardDraft(userId)
  if (!handle.draft) {
    return (
      <WizardFrame>
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Taslak yükleniyor…
        </p>
      </WizardFrame>
    )
  }
  return <WizardScreen handle={handle} draft={handle.draft} />
}
