// The placeholder buttons of the template dialog: each inserts `{name}` at the cursor of the field
// last focused (subject or content) and puts the cursor after it.
import { smallButtonClass } from '../../components/form-styles'
import { PLACEHOLDER_LABELS } from './template-labels'

export type TextTarget = HTMLInputElement | HTMLTextAreaElement

/** The field's value with `text` in place of its selection, and where the cursor goes. */
export function insertAtCursor(value: string, start: number, end: number, text: string) {
  return { value: value.slice(0, start) + text + value.slice(end), cursor: start + text.length }
}

export function PlaceholderButtons({
  placeholders,
  target,
  onInsert,
}: {
  placeholders: readonly string[]
  /** The field the insert goes into (the content when none was focused yet). */
  target: () => TextTarget | null
  onInsert: (field: TextTarget, value: string) => void
}) {
  const insert = (name: string) => {
    const field = target()
    if (!field) return
    const start = field.selectionStart ?? field.value.length
    const end = field.selectionEnd ?? start
    const next = insertAtCursor(field.value, start, end, `{${name}}`)
    onInsert(field, next.value)
    requestAnimationFrame(() => {
      field.focus()
      field.setSelectionRange(next.cursor, next.cursor)
    })
  }
  return (
    <div role="group" aria-label="Yer tutucu ekle" className="flex flex-wrap gap-2">
      {placeholders.map((name) => (
        <button
          key={name}
          type="button"
          className={`${smallButtonClass} h-8 px-3 font-mono text-xs`}
          // Keep the field's selection: a mouse press would move focus before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(name)}
          aria-label={`${PLACEHOLDER_LABELS[name] ?? name} ekle: {${name}}`}
        >
          {`{${name}}`}
        </button>
      ))}
    </div>
  )
}
