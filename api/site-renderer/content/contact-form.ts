import { escapeAttr, escapeText, safeEmail } from '../escape'
import type { RenderContext } from '../render-context'

// The contact form. Published, it hands the message to the visitor's mail program, addressed to the site's
// e-mail (a `mailto:` form: the site has no inbox of its own yet, and a form that posted to nowhere
// would lose what the visitor wrote); without a valid e-mail there is no form. It asks for the KVKK
// consent before sending. In the preview it has no action (the host's CSP `form-action 'none'` stops it
// too) and says it does not send.

/** The limits the server holds the fields to as well. */
export const CONTACT_FORM_LIMITS = { name: 120, email: 254, phone: 40, message: 2000 } as const

export function contactForm(context: RenderContext, headingId: string): string {
  const { strings } = context
  const email = safeEmail(context.model.contact.email)
  if (!context.preview && !email) return ''
  const target = context.preview
    ? ''
    : ` method="post" enctype="text/plain" action="${escapeAttr(`mailto:${email ?? ''}`)}"`
  const note = context.preview ? `<p class="note">${escapeText(strings.formPreviewNote)}</p>` : ''
  const limits = CONTACT_FORM_LIMITS
  return (
    `<form class="form"${target} aria-labelledby="${headingId}"><h3 id="${headingId}">${escapeText(strings.formHeading)}</h3>` +
    `<label>${escapeText(strings.formName)}<input name="name" autocomplete="name" maxlength="${limits.name}" required></label>` +
    `<label>${escapeText(strings.formEmail)}<input type="email" name="email" autocomplete="email" maxlength="${limits.email}" required></label>` +
    `<label>${escapeText(strings.formPhone)}<input type="tel" name="phone" autocomplete="tel" maxlength="${limits.phone}"></label>` +
    `<label>${escapeText(strings.formMessage)}<textarea name="message" rows="5" maxlength="${limits.message}" required></textarea></label>` +
    `<label class="consent"><input type="checkbox" name="consent" value="yes" required>` +
    `<span>${escapeText(strings.formConsent)}</span></label>` +
    `<button class="btn" type="submit">${escapeText(strings.formSend)}</button>${note}</form>`
  )
}
