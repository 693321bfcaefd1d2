// Profil: the contact form (filled from the server's record), the password change and the way to
// account security (two-factor sign-in, sessions).
import { useMe } from '../../../lib/data/me'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { ContactForm } from './contact-form'
import { PasswordForm } from './password-form'
import { SecurityCard } from './security-card'

export function ProfileTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const user = me.data ?? session.user
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      {me.loading && !me.data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Yükleniyor…
        </p>
      ) : (
        // Re-filled when the record changes on the server (another device), not on every refetch.
        user && <ContactForm key={`${user.id}-${me.data?.updatedAt ?? ''}`} user={user} />
      )}
      <div className="space-y-8">
        <PasswordForm />
        <SecurityCard />
      </div>
    </div>
  )
}
