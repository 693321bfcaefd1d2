import type { RichText } from '../../site-content/rich-text.shared'
import { escapeText } from '../escape'

// Rich text (the editor's restricted ProseMirror JSON, api/site-content/rich-text.shared.ts) as HTML. Only
// p, h2, h3, ul, ol, li, blockquote, strong, em, a and br are ever written; every text is escaped, so a
// typed `<script>` stays text; a node or mark of any other type is dropped (stored content is not
// trusted to have been parsed); every link passes `linkAttrs` (the page's link rules) or loses its <a>.

/** The attributes of a link (` href="…"…`), or null when the href may not be drawn. */
export type LinkAttrs = (href: string) => string | null

interface Node {
  type?: unknown
  text?: unknown
  attrs?: { level?: unknown; href?: unknown }
  marks?: unknown
  content?: unknown
}

/** Lists inside lists inside …: deeper than this is dropped (the schema allows far less in practice). */
const MAX_DEPTH = 12

const children = (node: Node): Node[] =>
  Array.isArray(node.content)
    ? node.content.filter((child): child is Node => !!child && typeof child === 'object')
    : []

function textHtml(node: Node, link: LinkAttrs): string {
  if (typeof node.text !== 'string' || node.text === '') return ''
  let html = escapeText(node.text)
  const marks: Node[] = Array.isArray(node.marks) ? node.marks : []
  if (marks.some((mark) => mark?.type === 'italic')) html = `<em>${html}</em>`
  if (marks.some((mark) => mark?.type === 'bold')) html = `<strong>${html}</strong>`
  const linkMark = marks.find((mark) => mark?.type === 'link')
  const target = typeof linkMark?.attrs?.href === 'string' ? link(linkMark.attrs.href) : null
  return target ? `<a${target}>${html}</a>` : html
}

function inlineHtml(node: Node, link: LinkAttrs): string {
  return children(node)
    .map((child) =>
      child.type === 'hardBreak' ? '<br>' : child.type === 'text' ? textHtml(child, link) : '',
    )
    .join('')
}

/** `<tag>inner</tag>`, or nothing when there is nothing inside (no empty paragraphs or headings). */
const wrap = (tag: string, inner: string) =>
  inner.replace(/<br>/g, '').trim() ? `<${tag}>${inner}</${tag}>` : ''

const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote']
const LIST_ITEM_CHILDREN = ['paragraph', 'bulletList', 'orderedList']

/** The HTML of the children of `node` whose type is one of `allowed`. */
function blocksHtml(node: Node, allowed: readonly string[], link: LinkAttrs, depth: number): string {
  if (depth > MAX_DEPTH) return ''
  return children(node)
    .filter((child) => allowed.includes(String(child.type)))
    .map((child) => blockHtml(child, link, depth + 1))
    .join('')
}

function blockHtml(node: Node, link: LinkAttrs, depth: number): string {
  switch (node.type) {
    case 'paragraph':
      return wrap('p', inlineHtml(node, link))
    case 'heading':
      return wrap(node.attrs?.level === 3 ? 'h3' : 'h2', inlineHtml(node, link))
    case 'bulletList':
    case 'orderedList': {
      const items = children(node)
        .filter((child) => child.type === 'listItem')
        .map((item) => wrap('li', blocksHtml(item, LIST_ITEM_CHILDREN, link, depth)))
        .join('')
      return wrap(node.type === 'bulletList' ? 'ul' : 'ol', items)
    }
    case 'blockquote':
      return wrap('blockquote', blocksHtml(node, ['paragraph'], link, depth))
    default:
      return ''
  }
}

/** The document's HTML ('' for an empty or unreadable document). */
export function richTextHtml(doc: RichText | null | undefined, link: LinkAttrs): string {
  if (!doc || typeof doc !== 'object' || doc.type !== 'doc') return ''
  return blocksHtml(doc as Node, BLOCKS, link, 0)
}
