// A website's own domain (docs/rules/custom-domains.md): the form to connect one, or the one it has with
// its state and DNS records. The customer's details dialog shows it on their API ('me'), the back-office
// drawer on the team's ('admin').
import { useId } from 'react'
import { QueryNotice } from '../query-notice'
import { useSiteDomains, type DomainScope } from '../../lib/data/site-domains'
import { DomainAddForm } from './domain-add-form'
import { DomainDetails } from './domain-details'
import { domainTexts } from './domain-view'

export function DomainPanel({ scope, websiteId }: { scope: DomainScope; websiteId: string }) {
  const titleId = useId()
  const domains = useSiteDomains(scope, websiteId)
  // A website holds at most one domain (the server refuses a second).
  const domain = domains.data?.[0]
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {domainTexts.title}
      </h3>
      <div className="mt-2">
        <QueryNotice
          loading={domains.loading}
          error={domains.error}
          empty={domains.data === undefined}
          emptyText={domainTexts.empty}
          onRetry={() => void domains.refetch()}
        />
        {domains.data !== undefined &&
          (domain ? (
            <DomainDetails scope={scope} websiteId={websiteId} domain={domain} />
          ) : (
            <DomainAddForm scope={scope} websiteId={websiteId} />
          ))}
      </div>
    </section>
  )
}
