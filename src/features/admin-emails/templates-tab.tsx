// The 'Şablonlar' tab (docs/rules/email-templates.md): search and type chips, the table with sort and
// pages kept in the URL, the create/edit dialog with live preview, the server's preview, test send to
// oneself, reset for SiteKur's own templates, delete with confirmation for the others.
import { useState } from 'react'
import type { EmailTemplateView } from '../../../api/email-templates/email-template.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { useListChange } from '../../components/data-table/use-list-change'
import { useEmailTemplates } from '../../lib/data/email-templates'
import { TEMPLATES_DEFAULTS, type EmailsSearch } from './emails-search'
import { TEMPLATES_TOOLBAR } from './templates-toolbar'
import { templateColumns } from './template-columns'
import { TemplateFormDialog } from './template-form-dialog'
import { TemplatePreviewDialog } from './template-preview-dialog'
import { useTemplateActions } from './use-template-actions'
import { totalText } from '../../components/data-table/list-total'

type Editing = { template: EmailTemplateView | null } | null

export function TemplatesTab({
  search,
  onSearchChange,
}: {
  search: EmailsSearch
  onSearchChange: (next: EmailsSearch) => void
}) {
  const state = resolveListState(search, TEMPLATES_DEFAULTS)
  const list = useEmailTemplates({
    q: state.q || undefined,
    type: state.filters.type,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const actions = useTemplateActions()
  const [editing, setEditing] = useState<Editing>(null)
  const [previewing, setPreviewing] = useState<EmailTemplateView | null>(null)
  const [deleting, setDeleting] = useState<EmailTemplateView | null>(null)
  const [resetting, setResetting] = useState<EmailTemplateView | null>(null)
  const change = useListChange(search, onSearchChange, TEMPLATES_DEFAULTS)
  const filtered = Boolean(state.q || state.filters.type)

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        config={TEMPLATES_TOOLBAR}
        q={state.q}
        filters={state.filters}
        onChange={change}
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setEditing({ template: null })}>
            Yeni Şablon
          </button>
        }
      />
      <DataTable<EmailTemplateView>
        label="E-posta şablonları listesi"
        columns={templateColumns({
          busyId: actions.busyId,
          onEdit: (template) => setEditing({ template }),
          onPreview: setPreviewing,
          onTest: actions.onTest,
          onReset: setResetting,
          onDelete: setDeleting,
        })}
        page={list.data}
        view={state}
        {...tableNavigation(change, TEMPLATES_DEFAULTS.sort)}
        getRowId={(template) => template.id}
        rowLabel={(template) => template.name}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Şablonlar yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan şablon yok.' : 'Henüz şablon yok.'}
        summary={`${totalText(list.data)} şablon bulundu`}
      />
      <TemplateFormDialog
        open={editing !== null}
        template={editing?.template ?? null}
        onClose={() => setEditing(null)}
      />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Şablon silinsin mi?"
        confirmLabel="Şablonu Sil"
        phrase={deleting?.name}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> kalıcı olarak silinecek. Bu işlem geri alınamaz.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title="Varsayılan metne dönülsün mü?"
        confirmLabel="Varsayılana Döndür"
        onConfirm={() => {
          if (resetting) void actions.reset(resetting)
          setResetting(null)
        }}
        onClose={() => setResetting(null)}
      >
        <p>
          <strong>{resetting?.name}</strong> şablonundaki değişiklikler silinecek ve SiteKur&apos;un
          varsayılan metni kullanılacak.
        </p>
      </ConfirmDialog>
    </div>
  )
}
