// The templates table's columns: template (SiteKur's own marked), type, subject, last used, last update,
// actions. Sortable columns are the server's sort fields (emails-search.ts).
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { EmailTemplateView } from '../../../api/email-templates/email-template.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { TEMPLATE_TYPE_LABELS } from './template-labels'

export interface TemplateActionHandlers {
  busyId: string | null
  onEdit: (template: EmailTemplateView) => void
  onPreview: (template: EmailTemplateView) => void
  onTest: (template: EmailTemplateView) => void
  onReset: (template: EmailTemplateView) => void
  onDelete: (template: EmailTemplateView) => void
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-disabled:opacity-50 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700'

function TemplateActionsMenu({ template, ...h }: { template: EmailTemplateView } & TemplateActionHandlers) {
  const busy = h.busyId === template.id
  const actions = [
    { label: 'Düzenle', run: h.onEdit, danger: false },
    { label: 'Önizle', run: h.onPreview, danger: false },
    { label: 'Test gönder', run: h.onTest, danger: false },
    template.own
      ? { label: 'Varsayılana döndür', run: h.onReset, danger: false }
      : { label: 'Sil', run: h.onDelete, danger: true },
  ]
  return (
    <Menu>
      <MenuButton className={`${smallButtonClass} h-8 px-3`} aria-label={`İşlemler: ${template.name}`}>
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:6px] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={busy && action.label !== 'Düzenle'}>
            <button
              type="button"
              className={`${itemClass} ${action.danger ? 'text-red-700 dark:text-red-300' : ''}`}
              onClick={() => action.run(template)}
            >
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}

export function templateColumns(handlers: TemplateActionHandlers): DataColumn<EmailTemplateView>[] {
  return [
    {
      id: 'name',
      header: 'Şablon',
      sortable: true,
      cell: (template) => (
        <div className="min-w-40">
          <p className="font-semibold text-slate-900 dark:text-white">{template.name}</p>
          {template.own && (
            <p className="text-slate-600 dark:text-slate-400">
              SiteKur e-postası{template.customized ? ' · düzenlendi' : ' · varsayılan'}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'type',
      header: 'Tür',
      cell: (template) => (
        <StatusBadge
          status={{
            label: TEMPLATE_TYPE_LABELS[template.type],
            tone: template.type === 'system' ? 'slate' : 'blue',
          }}
        />
      ),
    },
    { id: 'subject', header: 'Konu', cell: (template) => template.subject, className: 'max-w-80 truncate' },
    {
      id: 'lastUsed',
      header: 'Son kullanım',
      sortable: true,
      sortDescFirst: true,
      cell: (template) => (template.lastUsed ? formatDate(template.lastUsed) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Son güncelleme',
      sortable: true,
      sortDescFirst: true,
      cell: (template) => formatDate(template.updatedAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (template) => <TemplateActionsMenu template={template} {...handlers} />,
    },
  ]
}
