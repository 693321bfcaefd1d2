// /admin/two-factor: where the admin shell sends an admin who must enrol (the system setting
// `twoFactorAuth` is on and they have no two-factor yet). Once it is on, the back-office opens.
import { useState } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { useDocumentTitle } from '../../components/use-document-title'
import { securityText } from './account-security-text'
import { TwoFactorSection } from './two-factor-section'

export function AdminTwoFactorPage() {
  useDocumentTitle(securityText.adminTitle)
  const [done, setDone] = useState(false)
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div role={done ? 'status' : undefined} className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {securityText.adminTitle}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">
          {done ? securityText.adminDone : securityText.adminLead}
        </p>
        {done && (
          <a href="#/admin/dashboard" className={primaryButtonClass}>
            {securityText.toAdmin}
          </a>
        )}
      </div>
      <TwoFactorSection onEnabled={() => setDone(true)} />
    </div>
  )
}
