import type { SectionKind, SectionOf } from '../../../../api/site-content/site-sections.shared'

/** What the form of one kind of section gets: the section, and a way to replace it. */
export interface SectionFormProps<K extends SectionKind> {
  section: SectionOf<K>
  onChange: (next: SectionOf<K>) => void
}

/** A new id for an item of a section. */
export const newItemId = (): string => crypto.randomUUID()
