// Profil → Hesap güvenliği (/account-security): two-factor sign-in and the sessions list.
import { useDocumentTitle } from '../../components/use-document-title'
import { securityText } from './account-security-text'
import { SessionsSection } from './sessions-section'
import { TwoFactorSection } from './two-factor-section'

export function AccountSecurityPage() {
  useDocumentTitle(securityText.pageTitle)
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-1">
        <a
          href="#/user-dashboard?tab=profile"
          className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          ← {securityText.backToProfile}
        </a>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {securityText.pageTitle}
        </h1>
      </div>
      <TwoFactorSection />
      <SessionsSection />
    </div>
  )
}
