// The sections of one page, in order: each one's card, the confirmation before Sil, and 'Bölüm ekle'.
// Focus follows the work: a moved section keeps it, a new or copied one gets it (opened), and after a
// removal it goes to the next section.
import { useState } from 'react'
import {
  emptySection,
  type Section,
  type SectionKind,
} from '../../../../api/site-content/site-sections.shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { AddSection } from './add-section'
import { SectionCard } from './section-card'
import {
  canAddSection,
  duplicateSection,
  editSection,
  insertSectionAfter,
  moveSection,
  removeSection,
  sectionName,
  toggleHidden,
} from './section-list'
import { newItemId } from './section-form-types'
import { focusKey, useFocusAfter } from './use-focus-after'

const ADD_KEY = focusKey('content', 'add')

export function SectionsEditor({
  sections,
  focusSection,
  onChange,
  onFocusSection,
}: {
  sections: readonly Section[]
  /** The section last worked on: a new one goes after it. */
  focusSection: string | null
  onChange: (sections: Section[]) => void
  onFocusSection: (id: string) => void
}) {
  const { container, focusAfter } = useFocusAfter<HTMLDivElement>()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [removing, setRemoving] = useState<Section | null>(null)
  const canAdd = canAddSection(sections)
  const current = sections.find((section) => section.id === focusSection) ?? null

  const openOne = (id: string) => setOpen((ids) => new Set(ids).add(id))
  const toggleOpen = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const add = (kind: SectionKind) => {
    const section = emptySection(kind, newItemId())
    openOne(section.id)
    focusAfter(focusKey(section.id, 'heading'))
    onChange(insertSectionAfter(sections, current?.id ?? null, section))
  }
  const duplicate = (id: string) => {
    const next = duplicateSection(sections, id, newItemId)
    const copy = next[next.findIndex((section) => section.id === id) + 1]
    if (copy) {
      openOne(copy.id)
      focusAfter(focusKey(copy.id, 'heading'))
    }
    onChange(next)
  }
  const remove = (section: Section) => {
    const index = sections.indexOf(section)
    const neighbour = sections[index + 1] ?? sections[index - 1]
    focusAfter(...(neighbour ? [focusKey(neighbour.id, 'heading')] : []), ADD_KEY)
    setRemoving(null)
    onChange(removeSection(sections, section.id))
  }

  return (
    <div ref={container} className="min-w-0 space-y-4">
      {sections.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">
          Bu sayfada henüz bölüm yok. Aşağıdan bir bölüm ekleyin.
        </p>
      ) : (
        <ol aria-label="Sayfanın bölümleri" className="space-y-4">
          {sections.map((section, index) => (
            <SectionCard
              key={section.id}
              section={section}
              position={index + 1}
              last={index === sections.length - 1}
              open={open.has(section.id)}
              canDuplicate={canAdd}
              onToggleOpen={() => toggleOpen(section.id)}
              onChange={(next) => onChange(editSection(sections, next))}
              onMove={(direction) => {
                const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up']
                focusAfter(focusKey(section.id, same), focusKey(section.id, other))
                onChange(moveSection(sections, section.id, direction))
              }}
              onDuplicate={() => duplicate(section.id)}
              onToggleHidden={() => onChange(toggleHidden(sections, section.id))}
              onRemove={() => setRemoving(section)}
              onFocusSection={onFocusSection}
            />
          ))}
        </ol>
      )}
      <AddSection
        full={!canAdd}
        after={current ? sectionName(current) : null}
        onAdd={add}
        focusKey={ADD_KEY}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Bölüm silinsin mi?"
        confirmLabel="Sil"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      >
        “{removing ? sectionName(removing) : ''}” bölümü ve içindeki her şey bu sayfadan kaldırılır.
        Değişiklik, Kaydet’e basana kadar sitenize yansımaz.
      </ConfirmDialog>
    </div>
  )
}
