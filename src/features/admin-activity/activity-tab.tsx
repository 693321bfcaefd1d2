// 'Aktivite': the activity log (newest 1000 entries) with search, type and severity chips, a page at a
// time. Every write of the API leaves one entry here (docs/rules/activity-and-audit.md).
import type {
  ActivityLogEntry,
  ActivitySeverity,
  ActivityType,
} from '../../../api/activity/activity-log.shared'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { useAdminActivity } from '../../lib/data/admin-activity'
import { activityColumns } from './activity-columns'
import { ActivityEntryCard } from './activity-entry-card'
import { ACTIVITY_DEFAULTS, type ActivitySearch } from './activity-search'
import { ACTIVITY_TOOLBAR } from './activity-toolbars'
import { totalText } from '../../components/data-table/list-total'

export function ActivityTab({
  search,
  onChange,
}: {
  search: ActivitySearch
  onChange: (change: Partial<ActivitySearch>) => void
}) {
  const { tab: _tab, resource: _resource, action: _action, ...own } = search
  const state = resolveListState(own, ACTIVITY_DEFAULTS)
  const type: ActivityType | undefined = state.filters.type
  const severity: ActivitySeverity | undefined = state.filters.severity
  const list = useAdminActivity({
    q: state.q || undefined,
    type,
    severity,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const filtered = Boolean(state.q || type || severity)

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar config={ACTIVITY_TOOLBAR} q={state.q} filters={state.filters} onChange={onChange} />
      <DataTable<ActivityLogEntry>
        label="Aktivite kayıtları"
        columns={activityColumns()}
        page={list.data}
        view={state}
        {...tableNavigation(onChange, ACTIVITY_DEFAULTS.sort)}
        getRowId={(entry) => entry.id}
        rowLabel={(entry) => `${entry.action} — ${entry.user}`}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Aktivite kayıtları yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan kayıt yok.' : 'Henüz aktivite yok'}
        summary={`${totalText(list.data)} kayıt bulundu`}
        renderCard={(entry) => <ActivityEntryCard entry={entry} />}
      />
    </div>
  )
}
