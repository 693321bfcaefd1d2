import { describe, expect, it } from 'vitest'
import { acceptRichText, sameRichText } from './rich-text-value'

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] })

describe('acceptRichText', () => {
  it('keeps a valid document, dropping the editor’s extra attributes', () => {
    const doc = acceptRichText({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: null }, content: [{ type: 'text', text: 'Biz' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'bize yazın',
              marks: [{ type: 'link', attrs: { href: 'mailto:a@b.com', target: '_blank', rel: 'noopener' } }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [paragraph('bir')] }],
        },
      ],
    })
    expect(doc?.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Biz' }],
    })
    expect(doc?.content[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'bize yazın', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.com' } }] },
      ],
    })
    expect(doc?.content[2]).toEqual({
      type: 'orderedList',
      content: [{ type: 'listItem', content: [paragraph('bir')] }],
    })
  })

  it('refuses nodes, levels and links the site does not allow', () => {
    expect(acceptRichText({ type: 'doc', content: [{ type: 'codeBlock', content: [] }] })).toBeNull()
    expect(acceptRichText({ type: 'doc', content: [{ type: 'heading', attrs: { level: 1 } }] })).toBeNull()
    expect(
      acceptRichText({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      }),
    ).toBeNull()
    expect(
      acceptRichText({ type: 'doc', content: [{ type: 'blockquote', content: [{ type: 'heading' }] }] }),
    ).toBeNull()
    expect(acceptRichText('metin')).toBeNull()
  })

  it('takes empty paragraphs for the empty document', () => {
    expect(acceptRichText({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({
      type: 'doc',
      content: [],
    })
  })

  it('compares documents by content', () => {
    expect(sameRichText({ type: 'doc', content: [] }, { type: 'doc', content: [] })).toBe(true)
    expect(
      sameRichText({ type: 'doc', content: [] }, { type: 'doc', content: [{ type: 'paragraph' }] }),
    ).toBe(false)
  })
})
