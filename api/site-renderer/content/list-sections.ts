import { WEEKDAYS, type SectionOf } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import { frame, paragraphs, sectionHead, type SectionArgs } from './section-parts'

// Sections that are lists: questions and answers (open without script), opening hours (a table of the
// week), and a menu or price list (groups of items with a dotted line to the price).

export function faqSection(section: SectionOf<'faq'>, args: SectionArgs): string {
  let items = ''
  for (const item of section.items) {
    const question = item.question.trim()
    if (!question) continue
    const answer = paragraphs(item.answer)
    items += `<details><summary>${escapeText(question)}</summary>${answer}</details>`
  }
  if (!items) return ''
  return frame(section, args, 'faq', `${sectionHead(section.heading)}<div class="qa">${items}</div>`)
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** The week from Monday, each day its hours or 'Kapalı' (a day not given is closed). */
export function hoursSection(section: SectionOf<'hours'>, args: SectionArgs): string {
  const { strings } = args.context
  const note = section.note.trim()
  let rows = ''
  if (section.days.length > 0) {
    for (const day of WEEKDAYS) {
      const given = section.days.find((candidate) => candidate.day === day)
      const open = given && !given.closed && CLOCK.test(given.opens) && CLOCK.test(given.closes)
      const hours = open ? `${given.opens}–${given.closes}` : strings.closed
      rows +=
        `<tr${open ? '' : ' class="off"'}><th scope="row">${escapeText(strings.weekdays[day] ?? '')}</th>` +
        `<td${open ? ' dir="ltr"' : ''}>${escapeText(hours)}</td></tr>`
    }
  }
  if (!rows && !note) return ''
  const table = rows ? `<table class="hours"><tbody>${rows}</tbody></table>` : ''
  return frame(
    section,
    args,
    'hours-sec',
    `${sectionHead(section.heading)}${table}${note ? `<p class="note">${escapeText(note)}</p>` : ''}`,
  )
}

export function menuSection(section: SectionOf<'menu'>, args: SectionArgs): string {
  let groups = ''
  for (const group of section.groups) {
    let items = ''
    for (const item of group.items) {
      const name = item.name.trim()
      if (!name) continue
      const price = item.price.trim()
      const description = item.description.trim()
      items +=
        `<li><p class="mi"><span>${escapeText(name)}</span>` +
        (price
          ? `<span class="dots" aria-hidden="true"></span><span class="mp">${escapeText(price)}</span>`
          : '') +
        `</p>${description ? `<p class="md">${escapeText(description)}</p>` : ''}</li>`
    }
    if (!items) continue
    const title = group.title.trim()
    groups += `<div class="mgroup">${title ? `<h3>${escapeText(title)}</h3>` : ''}<ul>${items}</ul></div>`
  }
  if (!groups) return ''
  return frame(
    section,
    args,
    'menu-sec',
    `${sectionHead(section.heading, section.intro)}<div class="mgroups">${groups}</div>`,
  )
}
