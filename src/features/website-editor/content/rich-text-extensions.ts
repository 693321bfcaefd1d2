// The rich-text editor's schema: TipTap's StarterKit cut down to what the site's rich text allows
// (api/site-content/rich-text.shared.ts): paragraphs, headings 2 and 3, lists, quotes of paragraphs, bold,
// italic, links the site may have, hard breaks. Quotes and list items are narrowed here so the editor
// cannot make a document the schema refuses (a heading inside a quote or a list). Loaded with the editor.
import { mergeAttributes, Node, wrappingInputRule } from '@tiptap/react'
import type { Extensions } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedHref } from '../../../../api/site-content/rich-text.shared'

/** A quote of paragraphs only (StarterKit's takes any block). */
const Blockquote = Node.create({
  name: 'blockquote',
  content: 'paragraph+',
  group: 'block',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote' }],
  renderHTML: ({ HTMLAttributes }) => ['blockquote', mergeAttributes(HTMLAttributes), 0],
  addCommands() {
    return {
      setBlockquote:
        () =>
        ({ commands }) =>
          commands.wrapIn(this.name),
      toggleBlockquote:
        () =>
        ({ commands }) =>
          commands.toggleWrap(this.name),
      unsetBlockquote:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    }
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-b': () => this.editor.commands.toggleBlockquote() }
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^\s*>\s$/, type: this.type })]
  },
})

/** A list item of a paragraph and nested lists (StarterKit's takes any block after the paragraph). */
const ListItem = Node.create({
  name: 'listItem',
  content: 'paragraph (bulletList | orderedList)*',
  defining: true,
  parseHTML: () => [{ tag: 'li' }],
  renderHTML: ({ HTMLAttributes }) => ['li', mergeAttributes(HTMLAttributes), 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    }
  },
})

export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    blockquote: false,
    listItem: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      isAllowedUri: (url) => isAllowedHref(url),
      // Only a full address the site may link to becomes a link as it is typed or pasted.
      shouldAutoLink: (url) => isAllowedHref(url),
      HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
    },
  }),
  Blockquote,
  ListItem,
]
