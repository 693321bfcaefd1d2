// The edit screen's domain: read-only here. A new domain is asked for as a website_change request that an
// admin approves (docs/rules/approvals.md); a pending one shows with 'Geri çek'.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { approvalMessages } from '../../../../api/approvals/approval-messages.shared'
import { approvalChangeText } from '../../../components/approval-diff'
import { DialogForm } from '../../../components/dialog-form'
import { ApprovalReasonField } from '../../../components/approval-reason-field'
import { FormField } from '../../../components/form-field'
import { inputClass, smallButtonClass } from '../../../components/form-styles'
import { PendingApproval } from '../../../components/pending-approval'
import { ApiError } from '../../../lib/api-client'
import { createApproval, pendingApproval, useMyApprovals } from '../../../lib/data/approvals'
import { notify } from '../../../lib/toast'

export const DOMAIN_REQUEST_FAILED = 'Alan adı değişikliği talebi gönderilemedi.'

export function DomainRequestField({ website }: { website: { id: string; domain: string } }) {
  const approvals = useMyApprovals()
  const [open, setOpen] = useState(false)
  const pending = pendingApproval(approvals.data, 'website_change', website.id)
  return (
    <div className="space-y-2">
      <FormField
        label="Domain"
        description="Alan adı yönetici onayıyla değişir: değişikliği buradan isteyin."
      >
        {(control) => (
          <input
            {...control}
            name="domain"
            readOnly
            value={website.domain || '—'}
            className={`${inputClass} h-11 bg-slate-50 dark:bg-slate-900`}
          />
        )}
      </FormField>
      {pending ? (
        <PendingApproval approval={pending}>{approvalChangeText(pending)}</PendingApproval>
      ) : (
        <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
          Alan adı değişikliği iste
        </button>
      )}
      {open && <DomainRequestDialog website={website} onClose={() => setOpen(false)} />}
    </div>
  )
}

function DomainRequestDialog({
  website,
  onClose,
}: {
  website: { id: string; domain: string }
  onClose: () => void
}) {
  const [domain, setDomain] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!domain.trim()) return setError(approvalMessages.domainRequired)
    setSending(true)
    setError(null)
    try {
      const outcome = await createApproval({
        type: 'website_change',
        targetId: website.id,
        requestedData: { domain: domain.trim() },
        reason: reason.trim() || null,
      })
      notify.success(
        outcome.kind === 'queued' ? offlineMessages.queued : (outcome.message ?? approvalMessages.created),
      )
      onClose()
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status >= 400 && caught.status < 500
          ? caught.message
          : DOMAIN_REQUEST_FAILED,
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open
      title="Alan adı değişikliği iste"
      description={`Mevcut alan adı: ${website.domain || '—'}. Yönetici onayladığında uygulanır.`}
      submitLabel="Talebi gönder"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      error={error}
      sending={sending}
    >
      <FormField label="Yeni alan adı" description="Örnek: firmaniz.com.tr">
        {(control) => (
          <input
            {...control}
            className={`${inputClass} h-11`}
            value={domain}
            maxLength={253}
            autoComplete="off"
            inputMode="url"
            onChange={(event) => setDomain(event.target.value)}
          />
        )}
      </FormField>
      <ApprovalReasonField value={reason} onChange={setReason} />
    </DialogForm>
  )
}
