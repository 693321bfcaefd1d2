import { LegalDocument } from './legal-document'
import { termsText } from './terms-text'

export function TermsPage() {
  return <LegalDocument text={termsText} />
}
