// A website's actions, the same everywhere: the active/inactive switch, and maintenance on/off, publish or
// unpublish, open in a new tab, edit its content (the customer's edit screen), edit and delete — a menu in the table's narrow column, buttons on cards and in the drawer.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { hasUnpublishedChanges, type Website } from '../../../api/websites/website.shared'
import { smallButtonClass } from '../../components/form-styles'
import { websiteAddress } from './website-address'

export interface WebsiteActionHandlers {
  busyId: string | null
  onToggleActive: (website: Website) => void
  onToggleMaintenance: (website: Website) => void
  onTogglePublished: (website: Website) => void
  /** Publishes a live site again: its saved changes go live. */
  onPublishChanges: (website: Website) => void
  onEdit: (website: Website) => void
  /** Opens the customer's edit screen for the team (/admin/website-editor/$id). */
  onEditContent: (website: Website) => void
  onDelete: (website: Website) => void
}

type WebsiteAction = { label: string; danger?: boolean } & (
  { href: string; onSelect?: never } | { onSelect: () => void; href?: never }
)

function actionsOf(website: Website, handlers: WebsiteActionHandlers): WebsiteAction[] {
  const address = websiteAddress(website, window.location.origin)
  const actions: WebsiteAction[] = [
    {
      label: website.status === 'maintenance' ? 'Bakımdan çıkar' : 'Bakıma al',
      onSelect: () => handlers.onToggleMaintenance(website),
    },
    {
      label: website.publishedAt ? 'Yayından kaldır' : 'Yayınla',
      onSelect: () => handlers.onTogglePublished(website),
    },
  ]
  if (hasUnpublishedChanges(website)) {
    actions.unshift({ label: 'Değişiklikleri yayınla', onSelect: () => handlers.onPublishChanges(website) })
  }
  if (address) actions.push({ label: 'Yeni sekmede aç', href: address })
  actions.push(
    { label: 'İçeriği düzenle', onSelect: () => handlers.onEditContent(website) },
    { label: 'Düzenle', onSelect: () => handlers.onEdit(website) },
    { label: 'Sil', danger: true, onSelect: () => handlers.onDelete(website) },
  )
  return actions
}

export function ActiveSwitch({
  website,
  busyId,
  onToggleActive,
}: { website: Website } & WebsiteActionHandlers) {
  const on = website.status === 'active'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Aktif: ${website.name}`}
      disabled={busyId === website.id}
      onClick={() => onToggleActive(website)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50 ${on ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-slate-500 dark:bg-slate-600'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`}
      />
    </button>
  )
}

const linkButtonClass =
  'text-sm font-semibold text-blue-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-blue-300'
const dangerClass = 'text-red-700 dark:text-red-300'

/** The actions as buttons (cards, the drawer); each named with the website ("Sil: Lale Lokanta"). */
export function WebsiteRowActions(props: { website: Website } & WebsiteActionHandlers) {
  const { website, busyId } = props
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {actionsOf(website, props).map((action) =>
        action.href ? (
          <a
            key={action.label}
            href={action.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkButtonClass}
            aria-label={`${action.label}: ${website.name}`}
          >
            {action.label}
          </a>
        ) : (
          <button
            key={action.label}
            type="button"
            disabled={busyId === website.id && action.label !== 'Düzenle'}
            className={`${linkButtonClass} ${action.danger ? dangerClass : ''}`}
            aria-label={`${action.label}: ${website.name}`}
            onClick={action.onSelect}
          >
            {action.label}
          </button>
        ),
      )}
    </div>
  )
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-disabled:opacity-50 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700'

/** The actions behind one button (the table's last column). */
export function WebsiteActionsMenu(props: { website: Website } & WebsiteActionHandlers) {
  const { website, busyId } = props
  return (
    <Menu>
      <MenuButton className={`${smallButtonClass} h-8 px-3`} aria-label={`İşlemler: ${website.name}`}>
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:6px] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        {actionsOf(website, props).map((action) => (
          <MenuItem key={action.label} disabled={busyId === website.id && action.label !== 'Düzenle'}>
            {action.href ? (
              <a href={action.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                {action.label}
              </a>
            ) : (
              <button
                type="button"
                className={`${itemClass} ${action.danger ? dangerClass : ''}`}
                onClick={action.onSelect}
              >
                {action.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
