// Profil: the contact form (filled from the server's record), this device's push notifications, the name and e-mail change request, the
// customer's approval requests, the password change, the way to account security (two-factor sign-in,
// sessions) and the account deletion request.
import { useMyApprovals } from '../../../lib/data/approvals'
import { useMe } from '../../../lib/data/me'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { AccountDeletionCard } from './account-deletion-card'
import { ContactForm } from './contact-form'
import { MyApprovals } from './my-approvals'
import { PasswordForm } from './password-form'
import { ProfileChangeCard } from './profile-change-card'
import { PushToggle } from './push-toggle'
import { SecurityCard } from './security-card'

export function ProfileTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const approvals = useMyApprovals()
  const user = me.data ?? session.user
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        {me.loading && !me.data ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Yükleniyor…
          </p>
        ) : (
          // Re-filled when the record changes on the server (another device), not on every refetch.
          user && <ContactForm key={`${user.id}-${me.data?.updatedAt ?? ''}`} user={user} />
        )}
        <PushToggle />
        {user && <ProfileChangeCard user={user} approvals={approvals.data} />}
        <MyApprovals approvals={approvals.data} error={approvals.error} />
      </div>
      <div className="space-y-8">
        <PasswordForm />
        <SecurityCard />
        <AccountDeletionCard approvals={approvals.data} />
      </div>
    </div>
  )
}
