import type { SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { button, frame, sectionHead, type SectionArgs } from './section-parts'

// Price plans side by side; a highlighted plan stands out (and says so in words, not by colour alone).

export function pricingSection(section: SectionOf<'pricing'>, args: SectionArgs): string {
  const { strings } = args.context
  let plans = ''
  for (const plan of section.plans) {
    const name = plan.name.trim()
    const price = plan.price.trim()
    const features = plan.features.map((feature) => feature.trim()).filter(Boolean)
    if (!name && !price && features.length === 0) continue
    const period = plan.period.trim()
    const badge = plan.highlighted ? `<p class="badge">${escapeText(strings.recommended)}</p>` : ''
    const amount = price
      ? `<p class="amount">${escapeText(price)}${period ? ` <span>${escapeText(period)}</span>` : ''}</p>`
      : ''
    const list = features.length
      ? `<ul>${features.map((feature) => `<li>${escapeText(feature)}</li>`).join('')}</ul>`
      : ''
    plans +=
      `<li class="card plan${plan.highlighted ? ' hl' : ''}">${badge}${name ? `<h3>${escapeText(name)}</h3>` : ''}` +
      `${amount}${list}${button(args.context, plan.button)}</li>`
  }
  if (!plans) return ''
  return frame(
    section,
    args,
    'pricing',
    `${sectionHead(section.heading, section.intro)}<ul class="grid">${plans}</ul>`,
  )
}
