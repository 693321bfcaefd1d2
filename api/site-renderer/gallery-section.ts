import { escapeAttr, escapeText, safeUrl } from './escape'
import type { RenderContext, RenderedPage } from './render-context'
import { sectionFrame } from './section-frame'

// The gallery: the model's images (only allowed URLs; every one with alt text and a size so nothing
// shifts), or CSS shapes with a line saying photos are coming when there are none.

const PLACEHOLDER_SHAPES = 6
/** When the gallery is the first section after the hero, this many images load at once. */
const EAGER_NEAR_TOP = 3

export function renderGallerySection(
  page: RenderedPage,
  context: RenderContext,
  options: { alt: boolean; nearTop: boolean },
): string {
  const { strings } = context
  let items = ''
  let count = 0
  for (const image of context.model.gallery) {
    const src = safeUrl(image.src, 'image')
    if (!src) continue
    count++
    const alt = image.alt.trim() || strings.imageAlt(context.name, count)
    const loading = options.nearTop && count <= EAGER_NEAR_TOP ? '' : ' loading="lazy"'
    items +=
      `<li><img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}" width="800" height="600"${loading}` +
      ` decoding="async"></li>`
  }
  if (count > 0) {
    return sectionFrame(
      page,
      context,
      { alt: options.alt, intro: strings.galleryIntro },
      `<ul class="gallery">${items}</ul>`,
    )
  }
  const shapes = '<li><div class="shape"></div></li>'.repeat(PLACEHOLDER_SHAPES)
  return sectionFrame(
    page,
    context,
    { alt: options.alt, intro: strings.galleryIntro },
    `<p class="note">${escapeText(strings.galleryEmpty)}</p><ul class="gallery" aria-hidden="true">${shapes}</ul>`,
  )
}
