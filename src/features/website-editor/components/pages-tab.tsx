// Sayfalar: the site's pages in menu order — add ('Yeni Sayfa', '/yeni-sayfa', Taslak), rename, change
// the address (shown normalised when the field is left) and the status, move up or down, remove.
import { EDIT_LIMITS } from '../../../../api/websites/website-edit.shared'
import type { WebsitePage } from '../../../../api/websites/website-edit.shared'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { PAGE_STATUS_CHOICES } from '../edit-choices'
import { addPage, canAddPage, movePage, removePage, updatePage } from '../page-list'
import type { PageChange } from '../page-list'
import { normalizePageUrl } from '../../../../api/lib/slug.shared'
import { SelectInput, TextInput } from './fields'
import type { TabProps } from './tab-props'

export function PagesTab({ form, setField }: TabProps) {
  const { pages } = form
  const set = (next: WebsitePage[]) => setField('pages', next)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className={hintClass}>
          Yayında sayfalar menüde görünür; gizli sayfalar yayınlanır ama menüde yer almaz; taslaklar
          yayınlanmaz. En fazla {EDIT_LIMITS.pages} sayfa.
        </p>
        <button
          type="button"
          className={smallButtonClass}
          disabled={!canAddPage(pages)}
          onClick={() => set(addPage(pages, () => crypto.randomUUID()))}
        >
          Sayfa Ekle
        </button>
      </div>
      {pages.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Henüz sayfa yok. “Sayfa Ekle” ile başlayın.
        </p>
      ) : (
        <ol aria-label="Sayfalar" className="space-y-3">
          {pages.map((page, index) => (
            <PageRow
              key={page.id}
              page={page}
              position={index + 1}
              first={index === 0}
              last={index === pages.length - 1}
              onChange={(change) => set(updatePage(pages, page.id, change))}
              onMove={(direction) => set(movePage(pages, page.id, direction))}
              onRemove={() => set(removePage(pages, page.id))}
            />
          ))}
        </ol>
      )}
    </div>
  )
}

function PageRow({
  page,
  position,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  page: WebsitePage
  position: number
  first: boolean
  last: boolean
  onChange: (change: PageChange) => void
  onMove: (direction: -1 | 1) => void
  onRemove: () => void
}) {
  const name = page.name || `${position}. sayfa`
  return (
    <li
      aria-label={`${position}. sayfa: ${name}`}
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem]">
        <TextInput
          label="Sayfa adı"
          name={`pages.${position}.name`}
          value={page.name}
          onChange={(value) => onChange({ name: value })}
        />
        <TextInput
          label="Adres"
          name={`pages.${position}.url`}
          value={page.url}
          onChange={(value) => onChange({ url: value })}
          onBlur={() => {
            const normalized = normalizePageUrl(page.url)
            if (normalized !== page.url) onChange({ url: normalized })
          }}
        />
        <SelectInput
          label="Durum"
          name={`pages.${position}.status`}
          value={page.status}
          choices={PAGE_STATUS_CHOICES}
          onChange={(value) => value && onChange({ status: value })}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={first}
          aria-label={`Yukarı taşı: ${name}`}
          onClick={() => onMove(-1)}
        >
          ↑ Yukarı
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={last}
          aria-label={`Aşağı taşı: ${name}`}
          onClick={() => onMove(1)}
        >
          ↓ Aşağı
        </button>
        <button type="button" className={smallButtonClass} aria-label={`Sil: ${name}`} onClick={onRemove}>
          Sil
        </button>
      </div>
    </li>
  )
}
