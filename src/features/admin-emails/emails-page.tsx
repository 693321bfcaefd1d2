// /admin/emails: e-mail management (docs/rules/email-templates.md) with two tabs, 'Şablonlar' and
// 'Kampanyalar'; the tab and the templates list's state live in the URL.
import { AdminPageHeader } from '../../components/admin-page-header'
import { DashboardTabs } from '../../components/dashboard-tabs'
import { useDocumentTitle } from '../../components/use-document-title'
import { CampaignsTab } from './campaigns-tab'
import type { EmailsSearch, EmailsTab } from './emails-search'
import { TemplatesTab } from './templates-tab'

export function EmailsPage({
  search,
  onSearchChange,
}: {
  search: EmailsSearch
  onSearchChange: (next: EmailsSearch) => void
}) {
  useDocumentTitle('E-posta yönetimi')
  const tab: EmailsTab = search.tab ?? 'templates'
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="E-posta Yönetimi"
        description="E-posta şablonlarını ve kampanyaları yönetin; SiteKur'un kendi e-postaları da buradadır."
      />
      <DashboardTabs<EmailsTab>
        label="E-posta yönetimi bölümleri"
        selected={tab}
        // A tab's own list state does not carry over to the other tab.
        onSelect={(next) => onSearchChange(next === 'templates' ? {} : { tab: next })}
        tabs={[
          {
            id: 'templates',
            label: 'Şablonlar',
            render: () => <TemplatesTab search={search} onSearchChange={onSearchChange} />,
          },
          { id: 'campaigns', label: 'Kampanyalar', render: () => <CampaignsTab /> },
        ]}
      />
    </div>
  )
}
