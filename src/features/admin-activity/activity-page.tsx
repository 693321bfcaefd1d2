// /admin/activity: two tabs over one URL state — 'Aktivite' (the capped activity log) and 'Denetim
// kaydı' (the audit trail that is never pruned), docs/rules/activity-and-audit.md.
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useDocumentTitle } from '../../components/use-document-title'
import { ActivityTab } from './activity-tab'
import {
  ACTIVITY_DEFAULTS,
  ACTIVITY_TABS,
  AUDIT_DEFAULTS,
  tabOf,
  type ActivitySearch,
} from './activity-search'
import { AuditTab } from './audit-tab'

const tabClass =
  'rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-selected:border-blue-700 data-selected:text-blue-800 dark:data-selected:border-blue-400 dark:data-selected:text-blue-200 border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'

export function ActivityPage({
  search,
  onSearchChange,
}: {
  search: ActivitySearch
  onSearchChange: (next: ActivitySearch) => void
}) {
  useDocumentTitle('Aktivite')
  const tab = tabOf(search)
  const defaults = tab === 'denetim' ? AUDIT_DEFAULTS : ACTIVITY_DEFAULTS
  const change = useListChange(search, onSearchChange, defaults)
  // Another tab is another list: its search starts clean (only the tab stays in the URL).
  const selectTab = (index: number) =>
    onSearchChange(index === 0 ? {} : { tab: ACTIVITY_TABS[index] ?? 'aktivite' })

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Aktivite"
        description={
          'Her değişiklik aktivite kaydına düşer (en yeni 1000 kayıt); denetim kaydı her değişikliğin önceki ve sonraki değerlerini kimin, nereden yaptığıyla birlikte silinmeden saklar.'
        }
      />
      <TabGroup selectedIndex={ACTIVITY_TABS.indexOf(tab)} onChange={selectTab}>
        <TabList aria-label="Kayıtlar" className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
          <Tab className={tabClass}>Aktivite</Tab>
          <Tab className={tabClass}>Denetim kaydı</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>{tab === 'aktivite' && <ActivityTab search={search} onChange={change} />}</TabPanel>
          <TabPanel>{tab === 'denetim' && <AuditTab search={search} onChange={change} />}</TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}
