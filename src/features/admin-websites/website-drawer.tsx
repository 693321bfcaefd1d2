// A website's details in a drawer: its fields, its actions, its own domain, its published versions, the
// figures of its site forms and the history of its changes.
import { domainToUnicode } from '../../../api/lib/input-rules.shared'
import { hasUnpublishedChanges } from '../../../api/websites/website.shared'
import { RecordHistory } from '../../components/record-history'
import { SideDrawer } from '../../components/side-drawer'
import { DomainPanel } from '../../components/site-domains/domain-panel'
import { WebsiteVersions } from '../../components/website-versions'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { UNPUBLISHED_CHANGES_LABEL, publicationLabel, websiteStatusLabel } from '../../lib/status-labels'
import { FormSubmissionsPanel } from './form-submissions-panel'
import { websiteAddress } from './website-address'
import type { DrawerWebsite } from './use-opened-website'
import { TEMPLATE_LABELS, formatCount } from './website-labels'
import { WebsiteRowActions, type WebsiteActionHandlers } from './website-row-actions'

export function WebsiteDrawer({
  website,
  onClose,
  ...handlers
}: { website: DrawerWebsite | null; onClose: () => void } & WebsiteActionHandlers) {
  return (
    <SideDrawer
      open={website !== null}
      title={website?.name ?? ''}
      description={website ? domainToUnicode(website.domain) : undefined}
      onClose={onClose}
    >
      {website && (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={websiteStatusLabel(website.status)} />
            <StatusBadge status={publicationLabel(website)} />
            {hasUnpublishedChanges(website) && <StatusBadge status={UNPUBLISHED_CHANGES_LABEL} />}
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <Detail label="Sahip" value={[website.owner, website.ownerEmail].filter(Boolean).join(' · ')} />
            <Detail label="Şablon" value={TEMPLATE_LABELS[website.template]} />
            <Detail
              label="Ziyaretçi (sayılan)"
              value={website.countedVisitors === null ? '' : formatCount(website.countedVisitors)}
            />
            <Detail label="Adres" value={websiteAddress(website, window.location.origin) ?? '—'} />
            <Detail label="Oluşturulma" value={formatDate(website.createdAt)} />
            <Detail label="Son değişiklik" value={formatDate(website.lastModified)} />
            {website.description && <Detail label="Açıklama" value={website.description} wide />}
          </dl>
          <WebsiteRowActions website={website} {...handlers} />
          <DomainPanel scope="admin" websiteId={website.id} />
          <WebsiteVersions scope="admin" website={website} />
          <FormSubmissionsPanel website={website} />
          <RecordHistory resource="websites" recordId={website.id} />
        </div>
      )}
    </SideDrawer>
  )
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-white">{value || '—'}</dd>
    </div>
  )
}
