// One claimed domain: its address and state, why it waits (the offline demo's "no DNS here" said as such),
// the warning of a verified domain that stopped pointing at SiteKur, its dates, the records to create,
// "Şimdi doğrula" ("Yeniden doğrula" once lapsed; the server's verdict as a toast) and "Kaldır" (asked
// first).
import { useState } from 'react'
import { domainToUnicode } from '../../../api/lib/input-rules.shared'
import type { SiteDomain } from '../../../api/site-domains/site-domain.shared'
import { ConfirmDialog } from '../confirm-dialog'
import { smallButtonClass } from '../form-styles'
import { StatusBadge } from '../status-badge'
import {
  DOMAIN_REMOVE_FAILED_MESSAGE,
  DOMAIN_VERIFY_FAILED_MESSAGE,
  removeSiteDomain,
  verifySiteDomain,
  type DomainScope,
} from '../../lib/data/site-domains'
import { notify } from '../../lib/toast'
import { DnsRecords } from './dns-records'
import { DomainReasonNote } from './domain-reason-note'
import { domainDates, domainGraceWarning, domainHint, domainStateLabel, domainTexts } from './domain-view'

const failureText = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback

export function DomainDetails({
  scope,
  websiteId,
  domain,
}: {
  scope: DomainScope
  websiteId: string
  domain: SiteDomain
}) {
  const [busy, setBusy] = useState<'verify' | 'remove' | null>(null)
  const [asking, setAsking] = useState(false)
  const shown = domainToUnicode(domain.domain)
  const warning = domainGraceWarning(domain)
  const verifyLabel = domain.state === 'lapsed' ? domainTexts.reverify : domainTexts.verify

  async function verify() {
    setBusy('verify')
    try {
      const result = await verifySiteDomain(scope, websiteId, domain.domain)
      const verified = result.domain?.state === 'verified' || result.domain?.state === 'active'
      if (verified) notify.success(result.message)
      else notify.info(result.message)
    } catch (failure) {
      notify.error(failureText(failure, DOMAIN_VERIFY_FAILED_MESSAGE))
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    setAsking(false)
    setBusy('remove')
    try {
      notify.success((await removeSiteDomain(scope, websiteId, domain.domain)).message)
    } catch (failure) {
      notify.error(failureText(failure, DOMAIN_REMOVE_FAILED_MESSAGE))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">
          {shown}
        </p>
        <StatusBadge status={domainStateLabel(domain.state)} testId="domain-state" />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{domainHint(domain)}</p>
      {warning && (
        <p
          role="alert"
          data-testid="domain-grace"
          className="rounded-xl bg-amber-50 p-3 text-sm font-semibold break-words text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
        >
          {warning}
        </p>
      )}
      <DomainReasonNote domain={domain} />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {domainDates(domain).map(([label, at]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd className="text-slate-900 dark:text-slate-100">{at}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={busy !== null}
          onClick={() => void verify()}
        >
          {busy === 'verify' ? domainTexts.verifying : verifyLabel}
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={busy !== null}
          onClick={() => setAsking(true)}
        >
          {domainTexts.remove}
        </button>
      </div>
      <DnsRecords records={domain.records} />
      <ConfirmDialog
        open={asking}
        title={domainTexts.removeTitle}
        confirmLabel={domainTexts.remove}
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      >
        {domainTexts.removeText(shown)}
      </ConfirmDialog>
    </div>
  )
}
