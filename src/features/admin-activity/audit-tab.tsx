// 'Denetim kaydı': the audit trail (never pruned) with search and filters by kind of record and action;
// a row opens its record's whole history in a drawer.
import { useState } from 'react'
import type { AuditAction, AuditRecord } from '../../../api/audit/audit.shared'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { RecordHistory } from '../../components/record-history'
import { SideDrawer } from '../../components/side-drawer'
import { AUDIT_ACTION_LABELS, resourceLabel } from '../../lib/audit-labels'
import { useAudit } from '../../lib/data/audit'
import { AUDIT_DEFAULTS, type ActivitySearch } from './activity-search'
import { AUDIT_TOOLBAR } from './activity-toolbars'
import { auditColumns, changedFieldNames, recordName } from './audit-columns'
import { totalText } from '../../components/data-table/list-total'

export function AuditTab({
  search,
  onChange,
}: {
  search: ActivitySearch
  onChange: (change: Partial<ActivitySearch>) => void
}) {
  const { tab: _tab, type: _type, severity: _severity, ...own } = search
  const state = resolveListState(own, AUDIT_DEFAULTS)
  const resource: string | undefined = state.filters.resource
  const action: AuditAction | undefined = state.filters.action
  const list = useAudit({
    q: state.q || undefined,
    resource,
    action,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const [opened, setOpened] = useState<AuditRecord | null>(null)
  const filtered = Boolean(state.q || resource || action)

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar config={AUDIT_TOOLBAR} q={state.q} filters={state.filters} onChange={onChange} />
      <DataTable<AuditRecord>
        label="Denetim kayıtları"
        columns={auditColumns(setOpened)}
        page={list.data}
        view={state}
        {...tableNavigation(onChange, AUDIT_DEFAULTS.sort)}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${resourceLabel(row.resource)} ${recordName(row)}`}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Denetim kayıtları yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan kayıt yok.' : 'Henüz denetim kaydı yok.'}
        summary={`${totalText(list.data)} değişiklik bulundu`}
        renderCard={(row) => (
          <article className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
            <p className="font-semibold text-slate-900 dark:text-white">
              {resourceLabel(row.resource)}: {recordName(row)}
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {AUDIT_ACTION_LABELS[row.action].label} · {row.actorName} · {changedFieldNames(row)}
            </p>
            <button
              type="button"
              className="mt-2 font-semibold text-blue-700 dark:text-blue-300"
              onClick={() => setOpened(row)}
            >
              Geçmişi aç
            </button>
          </article>
        )}
      />
      <SideDrawer
        open={opened !== null}
        title={opened ? `${resourceLabel(opened.resource)}: ${recordName(opened)}` : ''}
        description={opened ? `Kayıt kimliği: ${opened.recordId}` : undefined}
        onClose={() => setOpened(null)}
      >
        {opened && <RecordHistory resource={opened.resource} recordId={opened.recordId} />}
      </SideDrawer>
    </div>
  )
}
