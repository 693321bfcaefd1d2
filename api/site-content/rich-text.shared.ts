import { z } from 'zod'

// Rich text of a site's sections: the editor's document (TipTap / ProseMirror JSON), held to a safe
// subset. Only these nodes and marks exist; any other key the editor adds is dropped by parsing, and a
// node or mark of another type makes the document invalid. Links go only to https:, mailto:, tel: and the
// site's own pages. The renderer turns a document into escaped HTML (api/site-renderer/content/rich-text-html.ts);
// nothing a customer typed reaches a page as markup. docs/rules/site-content.md#rich-text

export const RICH_TEXT_MAX_CHARS = 20_000

export const richTextMessages = {
  invalid:
    'Metin biçimi geçersiz: yalnızca paragraf, başlık, liste, alıntı, kalın, italik ve bağlantı kullanılabilir.',
  badLink: 'Bağlantılar yalnızca https://, mailto:, tel: ya da sitenin kendi sayfalarına (/sayfa) gidebilir.',
  tooLong: `Bir metin alanı en fazla ${RICH_TEXT_MAX_CHARS.toLocaleString('tr-TR')} karakter olabilir.`,
} as const

/** https:, mailto:, tel:, or one of the site's own pages (`/hakkimizda`, `/blog/ilk-yazi`, `/` or `#iletisim`). */
export function isAllowedHref(href: string): boolean {
  const value = href.trim()
  if (/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/.test(value) || /^#[a-z0-9-]+$/.test(value)) return true
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return true
  if (/^tel:\+?[0-9 ()-]{3,30}$/i.test(value)) return true
  if (!/^https:\/\//i.test(value)) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const linkMark = z.object({
  type: z.literal('link'),
  attrs: z.object({ href: z.string().max(500).refine(isAllowedHref, richTextMessages.badLink) }),
})
const markSchema = z.union([
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  linkMark,
])

const textNode = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(RICH_TEXT_MAX_CHARS),
  marks: z.array(markSchema).max(3).optional(),
})
const hardBreak = z.object({ type: z.literal('hardBreak') })
const inlineSchema = z.union([textNode, hardBreak])
export type RichInline = z.infer<typeof inlineSchema>

const paragraph = z.object({
  type: z.literal('paragraph'),
  content: z.array(inlineSchema).max(500).optional(),
})
const heading = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: z.array(inlineSchema).max(200).optional(),
})

export type RichListItem = { type: 'listItem'; content: RichListChild[] }
export type RichList = { type: 'bulletList' | 'orderedList'; content: RichListItem[] }
type RichListChild = z.infer<typeof paragraph> | RichList

const listSchema: z.ZodType<RichList> = z.lazy(() =>
  z.object({
    type: z.union([z.literal('bulletList'), z.literal('orderedList')]),
    content: z.array(listItemSchema).min(1).max(100),
  }),
)
const listItemSchema: z.ZodType<RichListItem> = z.lazy(() =>
  z.object({
    type: z.literal('listItem'),
    content: z
      .array(z.union([paragraph, listSchema]))
      .min(1)
      .max(20),
  }),
)
const blockquote = z.object({ type: z.literal('blockquote'), content: z.array(paragraph).min(1).max(20) })

const blockSchema = z.union([paragraph, heading, listSchema, blockquote])
export type RichBlock = z.infer<typeof blockSchema>

/** A rich-text document; an empty one is `{ type: 'doc', content: [] }`. */
export const richTextSchema = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema).max(300) })
  .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARS * 2, richTextMessages.tooLong)
export type RichText = z.infer<typeof richTextSchema>

export const emptyRichText = (): RichText => ({ type: 'doc', content: [] })

/** A document of plain paragraphs (blank lines split them): how starter text and old descriptions become rich text. */
export function richTextFromPlain(text: string): RichText {
  const content: RichBlock[] = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ type: 'paragraph', content: [{ type: 'text', text: part }] }))
  return { type: 'doc', content }
}

/** The document's words without markup (search, excerpts, "is it empty?"). */
export function richTextPlain(doc: RichText): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const value = node as { type?: string; text?: string; content?: unknown[] }
    if (value.type === 'text' && value.text) parts.push(value.text)
    if (value.type === 'hardBreak') parts.push(' ')
    for (const child of value.content ?? []) walk(child)
    if (value.type === 'paragraph' || value.type === 'heading') parts.push('\n')
  }
  walk(doc)
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim()
}
