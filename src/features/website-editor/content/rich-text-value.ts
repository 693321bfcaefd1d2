// What the rich-text editor may write to the form: its JSON re-read with the site's rich-text schema
// (api/site-content/rich-text.shared.ts). Only a valid document is written; an invalid one leaves the
// last valid value in the form. Kept apart from the editor so it is tested without TipTap.
import { richTextSchema, type RichText } from '../../../../api/site-content/rich-text.shared'

/** A document of nothing but empty paragraphs is the empty document. */
function isBlank(doc: RichText): boolean {
  return doc.content.every((block) => block.type === 'paragraph' && !block.content?.length)
}

/** The editor's JSON as a valid rich-text document, or null when the site may not store it. */
export function acceptRichText(json: unknown): RichText | null {
  const parsed = richTextSchema.safeParse(json)
  if (!parsed.success) return null
  return isBlank(parsed.data) ? { type: 'doc', content: [] } : parsed.data
}

/** The same document (by content), so a value coming back from the form does not reset the editor. */
export const sameRichText = (a: RichText, b: RichText): boolean => JSON.stringify(a) === JSON.stringify(b)
