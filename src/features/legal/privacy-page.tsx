import { LegalDocument } from './legal-document'
import { privacyText } from './privacy-text'

export function PrivacyPage() {
  return <LegalDocument text={privacyText} />
}
