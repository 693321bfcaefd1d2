import { describe, expect, it } from 'vitest'
import type { RichText } from '../../site-content/rich-text.shared'
import { renderSite } from '../render-site'
import type { Section } from '../../site-content/site-sections.shared'
import { PREVIEW, PUBLISHED, page, site } from '../render-site-fixtures'
import { richTextHtml } from './rich-text-html'

const keepLinks = (href: string) => ` href="${href}"`
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
})
const link = (href: string) => ({ type: 'link', attrs: { href } })
const asDoc = (content: unknown[]) => ({ type: 'doc', content }) as unknown as RichText

/** A site whose home page is one text section with `body` (not parsed: stored content is not trusted). */
const rendered = (body: RichText, options = PUBLISHED) => {
  const text = { id: 't', kind: 'text', hidden: false, starter: false, heading: '', body } satisfies Section
  return renderSite(site({ pages: [page('home', 'a', 'A', 'published', [text])] }), options)
}

describe('richTextHtml', () => {
  it('writes paragraphs, headings, lists, quotes, bold, italic, links and line breaks', () => {
    const html = richTextHtml(
      asDoc([
        { type: 'heading', attrs: { level: 2 }, content: [text('Başlık')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Alt başlık')] },
        {
          type: 'paragraph',
          content: [text('kalın', [{ type: 'bold' }]), text(' ve '), text('eğik', [{ type: 'italic' }])],
        },
        { type: 'paragraph', content: [text('bir'), { type: 'hardBreak' }, text('iki')] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [text('madde')] },
                {
                  type: 'orderedList',
                  content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('alt')] }] }],
                },
              ],
            },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('alıntı')] }] },
        { type: 'paragraph', content: [text('buraya', [link('https://ornek.com')])] },
      ]),
      keepLinks,
    )
    expect(html).toBe(
      '<h2>Başlık</h2><h3>Alt başlık</h3><p><strong>kalın</strong> ve <em>eğik</em></p><p>bir<br>iki</p>' +
        '<ul><li><p>madde</p><ol><li><p>alt</p></li></ol></li></ul><blockquote><p>alıntı</p></blockquote>' +
        '<p><a href="https://ornek.com">buraya</a></p>',
    )
  })

  it('keeps a typed <script> as text', () => {
    const html = richTextHtml(
      asDoc([{ type: 'paragraph', content: [text('<script>alert(1)</script>')] }]),
      keepLinks,
    )
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })

  it('drops nodes and marks of other types, and empty paragraphs', () => {
    const html = richTextHtml(
      asDoc([
        { type: 'image', attrs: { src: 'x' } },
        { type: 'codeBlock', content: [text('kod')] },
        { type: 'paragraph', content: [] },
        { type: 'paragraph', content: [{ type: 'hardBreak' }] },
        {
          type: 'paragraph',
          content: [text('ok', [{ type: 'code' }]), { type: 'mention', attrs: { id: 1 } }],
        },
        { type: 'blockquote', content: [{ type: 'heading', attrs: { level: 2 }, content: [text('yok')] }] },
      ]),
      keepLinks,
    )
    expect(html).toBe('<p>ok</p>')
    expect(richTextHtml(null, keepLinks)).toBe('')
    expect(richTextHtml(asDoc([]), keepLinks)).toBe('')
  })

  it('draws a link the page refuses as plain text', () => {
    const html = richTextHtml(
      asDoc([{ type: 'paragraph', content: [text('tıkla', [link('x')])] }]),
      () => null,
    )
    expect(html).toBe('<p>tıkla</p>')
  })
})

describe('rich text on a page', () => {
  const linked = (href: string) => asDoc([{ type: 'paragraph', content: [text('git', [link(href)])] }])

  it('drops a javascript: or data: href, keeping the words', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'http://ornek.com',
      '//evil.example',
    ]) {
      const html = rendered(linked(href))
      expect(html, href).toContain('<p>git</p>')
      expect(html).not.toMatch(/javascript:|data:text|http:\/\/ornek|evil\.example/i)
    }
  })

  it('makes the site’s own pages relative to <base href>, and leaves the rest as written', () => {
    expect(rendered(linked('/hakkimizda'))).toContain('<a href="hakkimizda">git</a>')
    expect(rendered(linked('/'))).toContain('<a href="./">git</a>')
    expect(rendered(linked('/blog/ilk-yazi'))).toContain('<a href="blog/ilk-yazi">git</a>')
    expect(rendered(linked('#iletisim'))).toContain('<a href="./#iletisim">git</a>')
    expect(rendered(linked('mailto:a@b.com'))).toContain('<a href="mailto:a@b.com">git</a>')
    expect(rendered(linked('tel:+90 532 123 45 67'))).toContain('<a href="tel:+905321234567">git</a>')
    expect(rendered(linked('https://ornek.com/a?b=1&c=2'))).toContain(
      '<a href="https://ornek.com/a?b=1&amp;c=2" rel="noopener">git</a>',
    )
  })

  it('makes page links inert in the preview', () => {
    expect(rendered(linked('/hakkimizda'), PREVIEW)).toContain('<a href="#" data-page="hakkimizda">git</a>')
  })
})
