// /website-builder: the five-step builder with its live preview. The draft is read first (this
// device's and the server's copy, the step included), so nothing typed earlier is overwritten by an
// empty form. The preview panel is another feature: the route hands it in (`renderPreview`).
import type { ReactNode } from 'react'
import { DraftLoadingNote, SignedInForm } from '../../../components/step-form/signed-in-form'
import { useDocumentTitle } from '../../../components/use-document-title'
import type { PreviewSourceInput } from '../../../lib/data/preview'
import { useBuilderDraft } from '../hooks/use-builder-draft'
import { BuilderFrame } from './builder-frame'
import { BuilderScreen } from './builder-screen'

export interface WebsiteBuilderProps {
  /** The live preview of the form as it is now. */
  renderPreview: (source: PreviewSourceInput) => ReactNode
}

export function WebsiteBuilder({ renderPreview }: WebsiteBuilderProps) {
  useDocumentTitle('Website Oluşturucu')
  return (
    <SignedInForm frame={BuilderFrame}>
      {(userId) => <DraftedBuilder userId={userId} renderPreview={renderPreview} />}
    </SignedInForm>
  )
}

function DraftedBuilder({ userId, renderPreview }: WebsiteBuilderProps & { userId: string }) {
  const handle = useBuilderDraft(userId)
  if (!handle.draft) {
    return (
      <BuilderFrame>
        <DraftLoadingNote />
      </BuilderFrame>
    )
  }
  return <BuilderScreen handle={handle} draft={handle.draft} renderPreview={renderPreview} />
}
