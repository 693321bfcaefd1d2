import { FORM_TIME_FIELD, FORM_TIME_PLACEHOLDER } from '../../site-forms/form-time-token'
import { statusMarker } from '../../site-forms/form-pages'
import { formStrings } from '../../site-forms/form-strings'
import type { FormKind } from '../../site-forms/form-submission.shared'
import { FORM_KIND_FIELD, FORM_SECTION_FIELD, HONEYPOT_FIELD } from '../../site-forms/visitor-form'
import { FORM_FIELD_LIMITS as limits } from '../../site-forms/form-submission.shared'
import { escapeAttr, escapeText } from '../escape'
import type { RenderContext } from '../render-context'

// The frame of every form a published page shows (contact, booking, newsletter): it posts to the page it
// is on, which works without script (docs/rules/site-forms.md). Hidden fields name the form and its
// section and carry the time the page was served (the host writes it in for FORM_TIME_PLACEHOLDER); a
// field people never see catches bots; the KVKK consent is asked before sending; the page's thank-you
// note goes where the status marker is. In the preview the form has no action (the preview's CSP stops
// it too) and says it does not send.

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/

export interface SiteFormParts {
  kind: FormKind
  sectionId: string
  heading: string
  /** The visible fields, already HTML. */
  fields: string
  send: string
}

/** The form, or '' when its section's id could not name it (ids are UUIDs; anything else is not drawn). */
export function siteForm(context: RenderContext, parts: SiteFormParts): string {
  const { strings } = context
  if (!SAFE_ID.test(parts.sectionId)) return ''
  const id = parts.sectionId
  const headingId = `f-${id}-h`
  const action = context.preview ? '' : ` method="post" action="${escapeAttr(context.path || './')}"`
  const hidden = context.preview
    ? ''
    : `<input type="hidden" name="${FORM_KIND_FIELD}" value="${parts.kind}">` +
      `<input type="hidden" name="${FORM_SECTION_FIELD}" value="${id}">` +
      `<input type="hidden" name="${FORM_TIME_FIELD}" value="${FORM_TIME_PLACEHOLDER}">` +
      `<label class="hp" aria-hidden="true">${escapeText(formStrings(context.language).leaveEmpty)}` +
      `<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label>`
  const note = context.preview ? `<p class="note">${escapeText(strings.formPreviewNote)}</p>` : ''
  return (
    `<form class="form" id="f-${id}" data-form="${parts.kind}"${action} aria-labelledby="${headingId}">` +
    `<h3 id="${headingId}">${escapeText(parts.heading)}</h3>${statusMarker(id)}${hidden}${parts.fields}` +
    `<label class="consent"><input type="checkbox" name="consent" value="yes" required>` +
    `<span>${escapeText(strings.formConsent)}</span></label>` +
    `<button class="btn" type="submit">${escapeText(parts.send)}</button>${note}</form>`
  )
}

/** A labelled input (or textarea) of a form. */
export function formField(
  label: string,
  name: string,
  options: { type?: string; max?: number; required?: boolean; autocomplete?: string; rows?: number } = {},
): string {
  const attrs =
    (options.max ? ` maxlength="${options.max}"` : '') +
    (options.autocomplete ? ` autocomplete="${options.autocomplete}"` : '') +
    (options.required ? ' required' : '')
  const control = options.rows
    ? `<textarea name="${name}" rows="${options.rows}"${attrs}></textarea>`
    : `<input${options.type ? ` type="${options.type}"` : ''} name="${name}"${attrs}>`
  return `<label>${escapeText(label)}${control}</label>`
}

/** The visitor's name, e-mail and phone, as every form that asks for them asks (the site's own labels). */
export const visitorFields = (context: RenderContext, phoneRequired: boolean) => ({
  name: formField(context.strings.formName, 'name', {
    max: limits.name,
    required: true,
    autocomplete: 'name',
  }),
  email: formField(context.strings.formEmail, 'email', {
    type: 'email',
    max: limits.email,
    required: true,
    autocomplete: 'email',
  }),
  phone: formField(context.strings.formPhone, 'phone', {
    type: 'tel',
    max: limits.phone,
    required: phoneRequired,
    autocomplete: 'tel',
  }),
})
