// The rich-text editor (TipTap) of a text section's body and a blog post's body. Loaded on demand by
// rich-text-field.tsx, so TipTap is fetched only when the İçerik tab shows a rich field. It writes
// `editor.getJSON()` to the form only when the site's rich-text schema accepts it (rich-text-value.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import { richTextMessages, type RichText } from '../../../../api/site-content/rich-text.shared'
import { errorTextClass, inputClass } from '../../../components/form-styles'
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions'
import { RichTextToolbar } from './rich-text-toolbar'
import { acceptRichText, sameRichText } from './rich-text-value'

export interface RichTextEditorProps {
  /** The id of the field's label (the editor is labelled by it). */
  labelId: string
  /** The id of the field's hint. */
  hintId: string
  value: RichText
  onChange: (value: RichText) => void
}

const CONTENT_CLASS = [
  inputClass,
  'min-h-40 rounded-t-none break-words [&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-blue-300',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic dark:[&_blockquote]:border-slate-600',
  '[&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:my-1',
].join(' ')

/** An empty document is TipTap's own empty document (one empty paragraph). */
const editorContent = (value: RichText) => (value.content.length > 0 ? value : null)

export default function RichTextEditor({ labelId, hintId, value, onChange }: RichTextEditorProps) {
  const [invalid, setInvalid] = useState(false)
  const errorId = `${hintId}-error`
  const written = useRef(value)
  const latestChange = useRef(onChange)
  useLayoutEffect(() => {
    latestChange.current = onChange
  })

  const [initial] = useState(() => editorContent(value))
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': invalid ? `${hintId} ${errorId}` : hintId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: CONTENT_CLASS,
      },
    }),
    [labelId, hintId, errorId, invalid],
  )
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initial,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const doc = acceptRichText(current.getJSON())
      setInvalid(doc === null)
      if (!doc || sameRichText(doc, written.current)) return
      written.current = doc
      latestChange.current(doc)
    },
  })

  // A value from elsewhere (a discarded draft, the saved website taken back) replaces the text.
  useEffect(() => {
    if (!editor || sameRichText(value, written.current)) return
    written.current = value
    editor.commands.setContent(editorContent(value), { emitUpdate: false })
    setInvalid(false)
  }, [editor, value])

  return (
    <div className="min-w-0">
      {editor && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
      {invalid && (
        <p id={errorId} role="alert" className={`mt-1.5 ${errorTextClass}`}>
          {richTextMessages.invalid} Son geçerli hâli saklanıyor.
        </p>
      )}
    </div>
  )
}
