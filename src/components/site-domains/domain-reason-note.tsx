// Why a domain is not verified yet, as its last check said: a missing or wrong record (amber), a failed
// lookup (red), or the offline demo, which cannot ask DNS at all (neutral: nothing is wrong with the records).
import type { SiteDomain } from '../../../api/site-domains/site-domain.shared'
import { domainReason, domainTexts, type DomainReasonKind } from './domain-view'

const TONES: Readonly<Record<DomainReasonKind, string>> = {
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  error: 'bg-red-50 text-red-800 dark:bg-red-400/10 dark:text-red-300',
  offline: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
}

export function DomainReasonNote({ domain }: { domain: Pick<SiteDomain, 'state' | 'reason'> }) {
  const reason = domainReason(domain)
  if (!reason) return null
  return (
    <p data-testid="domain-reason" className={`rounded-xl p-3 text-sm break-words ${TONES[reason.kind]}`}>
      <strong className="font-semibold">{domainTexts.reason}:</strong> {reason.text}
    </p>
  )
}
