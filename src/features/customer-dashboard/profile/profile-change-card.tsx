// Profil's name and e-mail: shown as they are; a change is asked for (profile_update) and applied once an
// admin approves it. A pending request shows here with 'Geri çek'.
import { useId, useState } from 'react'
import type { ApprovalRecord } from '../../../../api/approvals/approval.shared'
import { approvalChangeText } from '../../../components/approval-diff'
import { secondaryButtonClass } from '../../../components/buttons'
import { cardClass } from '../../../components/form-styles'
import { PendingApproval } from '../../../components/pending-approval'
import { pendingApproval } from '../../../lib/data/approvals'
import { ProfileChangeDialog } from './profile-change-dialog'

export function ProfileChangeCard({
  user,
  approvals,
}: {
  user: { name: string; email: string }
  approvals: readonly ApprovalRecord[] | undefined
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const pending = pendingApproval(approvals, 'profile_update')
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Ad ve e-posta
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Adınız ve e-posta adresiniz yönetici onayıyla değişir; yeni bir adres önce doğrulama koduyla
        doğrulanır.
      </p>
      {pending ? (
        <PendingApproval approval={pending}>{approvalChangeText(pending)}</PendingApproval>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
          Ad / e-posta değişikliği iste
        </button>
      )}
      <ProfileChangeDialog open={open} user={user} onClose={() => setOpen(false)} />
    </section>
  )
}
