import { escapeAttr, escapeText } from './escape'
import type { RenderContext, RenderedPage } from './render-context'
import type { CardText } from './site-strings'

// The frame every section except the hero shares: its id (the menu's anchor), the draft badge of the
// preview, an <h2> with an optional intro line, then the body.

export function sectionFrame(
  page: RenderedPage,
  context: RenderContext,
  options: { alt: boolean; intro?: string },
  body: string,
): string {
  const draft =
    page.status === 'draft' ? `<p class="draft">${escapeText(context.strings.draftBadge)}</p>` : ''
  const intro = options.intro ? `<p class="intro">${escapeText(options.intro)}</p>` : ''
  return (
    `<section id="${escapeAttr(page.anchor)}" class="sec${options.alt ? ' alt' : ''}"><div class="wrap">` +
    `${draft}<div class="head"><h2>${escapeText(page.title)}</h2>${intro}</div>${body}</div></section>`
  )
}

/** A grid of cards, each an <h3> and a line; `before`/`after` add markup inside a card. */
export function cardGrid(
  cards: readonly CardText[],
  parts: { before?: (card: CardText, index: number) => string; after?: (card: CardText) => string } = {},
): string {
  let items = ''
  cards.forEach((card, index) => {
    items +=
      `<li class="card">${parts.before?.(card, index) ?? ''}<h3>${escapeText(card.title)}</h3>` +
      `<p>${escapeText(card.text)}</p>${parts.after?.(card) ?? ''}</li>`
  })
  return `<ul class="grid">${items}</ul>`
}

/** Text with its line breaks kept as paragraphs. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('')
}
