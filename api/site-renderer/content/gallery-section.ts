import type { SectionOf } from '../../site-content/site-sections.shared'
import { frame, imageTag, sectionHead, type SectionArgs } from './section-parts'

// The gallery: the section's images that are in the site's media, each with alt text (its own, else
// 'name — fotoğraf n') and a size, so nothing shifts. No image, no section.

/** When the gallery opens the page, this many images load at once. */
const EAGER_NEAR_TOP = 3

export function gallerySection(section: SectionOf<'gallery'>, args: SectionArgs): string {
  const { context } = args
  let items = ''
  let count = 0
  for (const image of section.images) {
    const tag = imageTag(context, image, {
      width: 800,
      height: 600,
      eager: args.first && count < EAGER_NEAR_TOP,
      altFallback: context.strings.imageAlt(context.name, count + 1),
    })
    if (!tag) continue
    count++
    items += `<li>${tag}</li>`
  }
  if (!items) return ''
  return frame(
    section,
    args,
    'gallery-sec',
    `${sectionHead(section.heading, section.intro)}<ul class="gallery">${items}</ul>`,
  )
}
