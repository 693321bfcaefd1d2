// 'Denetim kaydı': the audit trail (never pruned) with search and filters by kind of record and action;
// a row opens its record's whole history in a drawer.
import { useState } from 'react'
import { auditActionSchema, type AuditAction, type AuditRecord } from '../../../api/schemas/audit'
import { DataTable } from '../../components/data-table/data-table'
import { DataTableSearch } from '../../components/data-table/data-table-search'
import { FilterChips } from '../../components/data-table/filter-chips'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { RecordHistory } from '../../components/record-history'
import { SideDrawer } from '../../components/side-drawer'
import { AUDIT_ACTION_LABELS, resourceLabel } from '../../lib/audit-labels'
import { useAudit } from '../../lib/data/audit'
import { AUDIT_DEFAULTS, type ActivitySearch } from './activity-search'
import { auditColumns, changedFieldNames, recordName } from './audit-columns'

const RESOURCE_CHIPS = [
  'users',
  'websites',
  'websiteRequests',
  'customerRequests',
  'supportTickets',
  'twoFactorCredentials',
].map((value) => ({ value, label: resourceLabel(value) }))
const ACTION_CHIPS = auditActionSchema.options.map((value) => ({
  value,
  label: AUDIT_ACTION_LABELS[value].label,
}))

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
      <DataTableSearch
        value={state.q}
        onSearch={(q) => onChange({ q })}
        label="Kişi, e-posta veya kayıt kimliği ara"
        placeholder="Kişi, e-posta veya kayıt kimliği ara…"
      />
      <div className="flex flex-col gap-3 xl:flex-row xl:gap-6">
        <FilterChips
          label="Kayıt türüne göre filtrele"
          options={RESOURCE_CHIPS}
          value={resource}
          onChange={(value) => onChange({ resource: value })}
        />
        <FilterChips
          label="İşleme göre filtrele"
          options={ACTION_CHIPS}
          value={action}
          onChange={(value) => onChange({ action: value })}
        />
      </div>
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
        summary={`${list.data?.total ?? 0} değişiklik bulundu`}
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
