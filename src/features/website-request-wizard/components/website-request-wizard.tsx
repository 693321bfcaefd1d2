// /create-website: the six-step website request wizard. The draft is read first (the step included),
// so nothing typed earlier is overwritten by an empty form.
import { DraftLoadingNote, SignedInForm } from '../../../components/step-form/signed-in-form'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useWizardDraft } from '../hooks/use-wizard-draft'
import { WizardFrame } from './wizard-frame'
import { WizardScreen } from './wizard-screen'

export function WebsiteRequestWizard() {
  useDocumentTitle('Website Talebi Oluştur')
  return <SignedInForm frame={WizardFrame}>{(userId) => <DraftedWizard userId={userId} />}</SignedInForm>
}

function DraftedWizard({ userId }: { userId: string }) {
  const handle = useWizardDraft(userId)
  if (!handle.draft) {
    return (
      <WizardFrame>
        <DraftLoadingNote />
      </WizardFrame>
    )
  }
  return <WizardScreen handle={handle} draft={handle.draft} />
}
