import { FORM_FIELD_LIMITS as limits } from '../../site-forms/form-submission.shared'
import type { RenderContext } from '../render-context'
import { formField, siteForm, visitorFields } from './site-form'

// The contact form: name, e-mail, phone and message, sent to the site's inbox ("Mesajlar" in the owner's
// dashboard, docs/rules/site-forms.md).

export function contactForm(context: RenderContext, sectionId: string): string {
  const { strings } = context
  const person = visitorFields(context, false)
  const fields =
    person.name +
    person.email +
    person.phone +
    formField(strings.formMessage, 'message', { max: limits.message, required: true, rows: 5 })
  return siteForm(context, {
    kind: 'contact',
    sectionId,
    heading: strings.formHeading,
    fields,
    send: strings.formSend,
  })
}
