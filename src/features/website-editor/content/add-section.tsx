// 'Bölüm ekle': a kind of section and where it goes (after the section last worked on, else at the end).
import { useState } from 'react'
import {
  CONTENT_LIMITS,
  SECTION_KINDS,
  SECTION_KIND_LABELS,
  type SectionKind,
} from '../../../../api/site-content/site-sections.shared'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { choicesOf } from '../edit-choices'
import { SelectInput } from '../components/fields'

const KIND_CHOICES = choicesOf(SECTION_KINDS, SECTION_KIND_LABELS)

export function AddSection({
  full,
  after,
  onAdd,
  focusKey,
}: {
  full: boolean
  /** The name of the section the new one goes after; null: at the end of the page. */
  after: string | null
  onAdd: (kind: SectionKind) => void
  focusKey: string
}) {
  const [kind, setKind] = useState<SectionKind>('text')
  return (
    <div className="min-w-0 space-y-3 rounded-2xl border border-dashed border-slate-300 p-4 dark:border-slate-600">
      <div className="grid min-w-0 items-end gap-3 sm:grid-cols-[1fr_auto]">
        <SelectInput
          label="Yeni bölümün türü"
          name="content.newSectionKind"
          value={kind}
          choices={KIND_CHOICES}
          onChange={(value) => value && setKind(value)}
        />
        <button
          type="button"
          className={`${smallButtonClass} h-11`}
          disabled={full}
          data-focus={focusKey}
          onClick={() => onAdd(kind)}
        >
          Bölüm ekle
        </button>
      </div>
      <p className={`${hintClass} mt-0`}>
        {full
          ? `Bir sayfada en fazla ${CONTENT_LIMITS.sectionsPerPage} bölüm olabilir.`
          : after
            ? `Yeni bölüm “${after}” bölümünün ardından eklenir.`
            : 'Yeni bölüm sayfanın sonuna eklenir.'}
      </p>
    </div>
  )
}
