// One section of the page in the İçerik tab: its kind and heading, the starter-text badge, its buttons
// (Düzenle, Yukarı / Aşağı taşı, Çoğalt, Gizle / Göster, Sil) and, opened, its form.
import { useId } from 'react'
import type { Section } from '../../../../api/site-content/site-sections.shared'
import { smallButtonClass } from '../../../components/form-styles'
import { SectionForm } from './section-form'
import { sectionName } from './section-list'
import { focusKey } from './use-focus-after'

export const STARTER_BADGE = 'Örnek metin — kendi metninizle değiştirin'

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

export function SectionCard({
  section,
  position,
  last,
  open,
  canDuplicate,
  onToggleOpen,
  onChange,
  onMove,
  onDuplicate,
  onToggleHidden,
  onRemove,
  onFocusSection,
}: {
  section: Section
  position: number
  last: boolean
  open: boolean
  canDuplicate: boolean
  onToggleOpen: () => void
  onChange: (next: Section) => void
  onMove: (direction: -1 | 1) => void
  onDuplicate: () => void
  onToggleHidden: () => void
  onRemove: () => void
  onFocusSection: (id: string) => void
}) {
  const id = useId()
  const name = `${position}. ${sectionName(section)}`
  const key = (control: string) => focusKey(section.id, control)
  return (
    <li
      aria-labelledby={`${id}-name`}
      data-section-id={section.id}
      onFocus={() => onFocusSection(section.id)}
      className={`min-w-0 rounded-2xl border p-4 sm:p-5 ${
        section.hidden
          ? 'border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900/60'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
      }`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3
          id={`${id}-name`}
          tabIndex={-1}
          data-focus={key('heading')}
          className="min-w-0 text-base font-semibold break-words text-slate-900 outline-none dark:text-white"
        >
          {name}
        </h3>
        {section.starter && (
          <span
            className={`${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200`}
          >
            {STARTER_BADGE}
          </span>
        )}
        {section.hidden && (
          <span className={`${badgeClass} bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-200`}>
            Gizli — sitede görünmez
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          aria-label={`${open ? 'Kapat' : 'Düzenle'}: ${name}`}
          onClick={onToggleOpen}
        >
          {open ? 'Kapat' : 'Düzenle'}
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={position === 1}
          data-focus={key('up')}
          aria-label={`Yukarı taşı: ${name}`}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span> Yukarı taşı
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={last}
          data-focus={key('down')}
          aria-label={`Aşağı taşı: ${name}`}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span> Aşağı taşı
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={!canDuplicate}
          aria-label={`Çoğalt: ${name}`}
          onClick={onDuplicate}
        >
          Çoğalt
        </button>
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`${section.hidden ? 'Göster' : 'Gizle'}: ${name}`}
          onClick={onToggleHidden}
        >
          {section.hidden ? 'Göster' : 'Gizle'}
        </button>
        <button type="button" className={smallButtonClass} aria-label={`Sil: ${name}`} onClick={onRemove}>
          Sil
        </button>
      </div>
      {open && (
        <div
          id={`${id}-form`}
          className="mt-4 min-w-0 space-y-5 border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <SectionForm section={section} onChange={onChange} />
        </div>
      )}
    </li>
  )
}
