import type { SectionOf } from '../../site-content/site-sections.shared'
import { formStrings } from '../../site-forms/form-strings'
import { FORM_FIELD_LIMITS as limits } from '../../site-forms/form-submission.shared'
import { escapeAttr, escapeText } from '../escape'
import { frame, sectionHead, type SectionArgs } from './section-parts'
import { formField, siteForm, visitorFields } from './site-form'

// The booking and newsletter sections: a heading, a line, and their form (docs/rules/site-forms.md).

function serviceField(section: SectionOf<'booking'>, label: string): string {
  const names = section.services.map((service) => service.name.trim()).filter(Boolean)
  if (!names.length) return formField(label, 'service', { max: limits.service, required: true })
  const options = names.map((name) => `<option value="${escapeAttr(name)}">${escapeText(name)}</option>`)
  return `<label>${escapeText(label)}<select name="service" required><option value=""></option>${options.join('')}</select></label>`
}

export function bookingSection(section: SectionOf<'booking'>, args: SectionArgs): string {
  const { context } = args
  const words = formStrings(context.language).booking
  const person = visitorFields(context, true)
  const fields =
    person.name +
    person.phone +
    person.email +
    serviceField(section, words.service) +
    `<div class="pair">${formField(words.date, 'date', { type: 'date', required: true })}` +
    `${formField(words.time, 'time', { type: 'time' })}</div>` +
    formField(words.note, 'message', { max: limits.message, rows: 3 })
  const form = siteForm(context, {
    kind: 'booking',
    sectionId: section.id,
    heading: words.heading,
    fields,
    send: words.send,
  })
  return form
    ? frame(section, args, 'contact-sec', `${sectionHead(section.heading, section.text)}${form}`)
    : ''
}

export function newsletterSection(section: SectionOf<'newsletter'>, args: SectionArgs): string {
  const { context } = args
  const words = formStrings(context.language).newsletter
  const fields = formField(words.email, 'email', {
    type: 'email',
    max: limits.email,
    required: true,
    autocomplete: 'email',
  })

  const form = siteForm(context, {
    kind: 'newsletter',
    sectionId: section.id,
    heading: words.heading,
    fields,
    send: words.send,
  })
  return form
    ? frame(section, args, 'contact-sec', `${sectionHead(section.heading, section.text)}${form}`)
    : ''
}
