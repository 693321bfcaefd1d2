// The rich-text editor's toolbar (one tab stop, arrow keys move along it): Kalın, İtalik, Başlık 2 and 3,
// the two lists, Alıntı, and a link added through a small inline address field (no prompt) that refuses
// an address the site may not link to.
import { useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useEditorState } from '@tiptap/react'
import type { Editor } from '@tiptap/react'
import { isAllowedHref, richTextMessages } from '../../../../api/site-content/rich-text.shared'
import { tabIndexForKey } from '../../../components/dashboard-tabs'
import { Outline } from '../../../components/icons'
import { RichTextLinkForm } from './rich-text-link-form'

const toolButtonClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-disabled:opacity-40 aria-pressed:bg-blue-100 aria-pressed:text-blue-900 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-blue-400/20 dark:aria-pressed:text-blue-100'

interface Tool {
  label: string
  text: ReactNode
  /** A format that is on or off where the cursor is. */
  pressed?: boolean
  /** Opens the address field. */
  expanded?: boolean
  disabled?: boolean
  run: () => void
}

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const [current, setCurrent] = useState(0)
  const [linking, setLinking] = useState(false)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
    }),
  })
  const chain = () => editor.chain().focus()
  const tools: Tool[] = [
    { label: 'Kalın', text: 'K', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'İtalik', text: 'İ', pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      label: 'Başlık 2',
      text: 'B2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Başlık 3',
      text: 'B3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Madde listesi', text: '•', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    {
      label: 'Numaralı liste',
      text: '1.',
      pressed: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Alıntı', text: '❝', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    {
      label: state.link ? 'Bağlantıyı düzenle' : 'Bağlantı ekle',
      text: <LinkIcon />,
      expanded: linking,
      run: () => setLinking((open) => !open),
    },
    {
      label: 'Bağlantıyı kaldır',
      text: <UnlinkIcon />,
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
  ]

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, current, tools.length)
    if (next === null) return
    event.preventDefault()
    setCurrent(next)
    buttons.current[next]?.focus()
  }

  const applyLink = (href: string): string | null => {
    if (!isAllowedHref(href)) return richTextMessages.badLink
    const value = href.trim()
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
        .run()
    } else {
      chain().extendMarkRange('link').setLink({ href: value }).run()
    }
    setLinking(false)
    return null
  }

  return (
    <div className="rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-900">
      <div role="toolbar" aria-label="Metin biçimi" onKeyDown={onKeyDown} className="flex flex-wrap gap-1">
        {tools.map((tool, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            aria-disabled={tool.disabled || undefined}
            onFocus={() => setCurrent(index)}
            onClick={() => !tool.disabled && tool.run()}
            className={`${toolButtonClass} ${index === 0 ? 'font-bold' : ''} ${index === 1 ? 'italic' : ''}`}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
      </div>
      {linking && (
        <RichTextLinkForm
          initial={state.href}
          onApply={applyLink}
          onCancel={() => {
            setLinking(false)
            editor.commands.focus()
          }}
        />
      )}
    </div>
  )
}

const LinkIcon = () => (
  <Outline>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </Outline>
)

const UnlinkIcon = () => (
  <Outline>
    <path d="m18.84 12.25 1.72-1.71a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="m5.17 11.75-1.71 1.71a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    <path d="M8 2v3M2 8h3M16 19v3M19 16h3" />
  </Outline>
)
