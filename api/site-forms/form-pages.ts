import { HTML_HEADERS, type SiteAnswer } from '../publishing/published-page'
import { escapeText } from '../site-renderer/escape'
import { renderSimplePage } from '../site-renderer/status-page'
import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import type { SiteLanguage } from '../site-renderer/site-model'
import { formStrings, type FormRefusal } from './form-strings'
import type { FormKind } from './form-submission.shared'

// What a visitor's browser gets around a site's forms (docs/rules/site-forms.md#answers), without a line of
// script: a 303 back to the page, which then shows its thank-you note inside the form that was sent; a
// refusal page saying why (the form's text is still behind the browser's back button); the newsletter's
// confirmation page, whose button posts (a mail scanner opening the link confirms nothing).

/** The query of the page a sent form returns to: `?gonderildi=<section id>`. */
export const SENT_QUERY = 'gonderildi'

/** The marker a form's HTML carries where its thank-you note goes. */
export const statusMarker = (sectionId: string) => `<!--form-status:${sectionId}-->`

const NO_STORE = { 'Cache-Control': 'no-store' }

/** `lang` when the renderer knows it, else tr. */
export const knownLanguage = (lang: string): SiteLanguage =>
  (BUILDER_LANGUAGES as readonly string[]).includes(lang) ? (lang as SiteLanguage) : 'tr'

/** The language of a stored page (its `<html lang>`), or tr. */
export const pageLanguage = (html: string): SiteLanguage =>
  knownLanguage(/^<!doctype html><html lang="([a-z]{2})"/i.exec(html)?.[1] ?? 'tr')

/** The form of `sectionId` on the page, and its kind; null when the page shows no such form. */
export function formOnPage(html: string, sectionId: string): FormKind | null {
  const kind = new RegExp(`<form[^>]* id="f-${sectionId}" data-form="(contact|booking|newsletter)"`).exec(
    html,
  )
  return (kind?.[1] as FormKind | undefined) ?? null
}

/** 303 to the page the form was on (relative to the post's own address), its note in view. */
export function sentAnswer(pagePath: string, sectionId: string): SiteAnswer {
  const last = pagePath.split('/').pop() || './'
  return {
    status: 303,
    headers: { Location: `${last}?${SENT_QUERY}=${sectionId}#f-${sectionId}`, ...NO_STORE },
    body: null,
  }
}

/** The page with the thank-you note of `sectionId` in its form; null when the page has no such form. */
export function pageWithNote(html: string, sectionId: string): SiteAnswer | null {
  const kind = formOnPage(html, sectionId)
  const marker = statusMarker(sectionId)
  if (!kind || !html.includes(marker)) return null
  const note = `<p class="form-status" role="status">${escapeText(formStrings(pageLanguage(html)).sent[kind])}</p>`
  return { status: 200, headers: { ...HTML_HEADERS, ...NO_STORE }, body: html.replace(marker, note) }
}

export function refusedAnswer(
  refusal: FormRefusal,
  site: { language: string; name: string },
  retryAfterSeconds?: number,
): SiteAnswer {
  const words = formStrings(site.language)
  const status = refusal === 'too-many' ? 429 : refusal === 'too-long' ? 413 : 422
  const headers: Record<string, string> = { ...HTML_HEADERS, ...NO_STORE }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  const body = renderSimplePage({
    language: knownLanguage(site.language),
    siteName: site.name,
    heading: words.refusedHeading,
    text: words.refused[refusal],
    extra: `<p>${escapeText(words.goBack)}</p>`,
  })
  return { status, headers, body }
}

/** The confirmation page: a button that posts to the same address, or the outcome once posted. */
export function confirmPage(
  site: { language: string; name: string },
  state: 'ask' | 'done' | 'invalid',
): SiteAnswer {
  const words = formStrings(site.language).confirm
  const language = knownLanguage(site.language)
  const page = { language, siteName: site.name }
  const body =
    state === 'ask'
      ? renderSimplePage({
          ...page,
          heading: words.heading,
          text: words.text,
          extra: `<form class="actions" method="post" action=""><button type="submit">${escapeText(words.button)}</button></form>`,
        })
      : renderSimplePage({
          ...page,
          heading: words.heading,
          text: state === 'done' ? words.done : words.invalid,
        })
  return {
    status: state === 'invalid' ? 404 : 200,
    headers: { ...HTML_HEADERS, ...NO_STORE, 'Referrer-Policy': 'no-referrer' },
    body,
  }
}
