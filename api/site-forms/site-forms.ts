import type { ApiPorts } from '../ports'
import { istanbulDay } from '../publishing/istanbul-time'
import type { SiteAnswer } from '../publishing/published-page'
import type { WebsiteRecord } from '../websites/website.shared'
import { createFormLimits } from './form-limits'
import {
  confirmPage,
  formOnPage,
  pageLanguage,
  pageWithNote,
  refusedAnswer,
  sentAnswer,
  SENT_QUERY,
} from './form-pages'
import {
  FORM_TIME_FIELD,
  FORM_TIME_PLACEHOLDER,
  MIN_FORM_AGE_MS,
  formTimeSlot,
  formTimeToken,
  isOldEnough,
} from './form-time-token'
import type { FormSubmissionService } from './form-submission-service'
import { readVisitorForm } from './visitor-form'

// A published site's forms as its visitors meet them (docs/rules/site-forms.md): the time written into a
// page with a form as it is served, the thank-you note after a post, the post itself (limits, checks,
// spam traps, then the owner's inbox) and the newsletter's confirmation. Both hosts of published sites
// (the Node host and the API's /sites/ routes) call these through the site server.

/** The path of a newsletter confirmation under the site: `_abonelik/<token>`. */
export const CONFIRM_PATH = /^_abonelik\/([A-Za-z0-9_-]{20,100})$/

/** A post's body as the host read it: its fields, or null when it was too large or not a form. */
export type FormBody = URLSearchParams | null

export interface FormPost {
  /** The page it was posted to ('' the home page). */
  path: string
  clientIp: () => string
  body: () => Promise<FormBody>
  /** The site's root as the visitor reached it (the confirmation link points there). */
  siteRoot: string
}

export function createSiteForms(deps: { ports: ApiPorts; submissions: FormSubmissionService }) {
  const { ports, submissions } = deps
  const secret = ports.secrets.jwtSecret
  const limits = createFormLimits(ports)
  const nowMs = () => ports.clock.now().getTime()
  const minAge = ports.config.formMinAgeMs ?? MIN_FORM_AGE_MS

  return {
    /**
     * The page with the time it is served at, when it has a form: the html, and the key of this slot's
     * copy (the host compresses each once). null: no form on the page, serve it as stored.
     */
    async stamp(html: string): Promise<{ html: string; slot: number } | null> {
      if (!html.includes(FORM_TIME_PLACEHOLDER)) return null
      const now = nowMs()
      const token = await formTimeToken(secret, now)
      return { html: html.replaceAll(FORM_TIME_PLACEHOLDER, token), slot: formTimeSlot(now) }
    },

    /** The page after a post (`?gonderildi=<section>`), its note in the form; null for any other query. */
    noted(html: string, query: URLSearchParams): SiteAnswer | null {
      const sectionId = query.get(SENT_QUERY)
      return sectionId && /^[A-Za-z0-9_-]{1,64}$/.test(sectionId) ? pageWithNote(html, sectionId) : null
    },

    async post(website: WebsiteRecord, pageHtml: string, request: FormPost): Promise<SiteAnswer> {
      const site = { language: pageLanguage(pageHtml), name: website.name }
      const body = await request.body()
      if (!body) return refusedAnswer('too-long', site)
      const wait = await limits.hit(website.id, request.clientIp())
      if (wait !== null) return refusedAnswer('too-many', site, wait)
      const form = readVisitorForm(body, istanbulDay(ports.clock.now()))
      if ('refused' in form) return refusedAnswer(form.refused, site)
      if (formOnPage(pageHtml, form.sectionId) !== form.kind) return refusedAnswer('unknown-form', site)
      if (!(await isOldEnough(secret, body.get(FORM_TIME_FIELD) ?? '', nowMs(), minAge))) {
        return refusedAnswer('too-fast', site)
      }
      // A bot that filled in the hidden field is thanked like a person, and nothing is kept.
      if (!form.honeypot) {
        await submissions.receive({
          website,
          kind: form.kind,
          fields: form.fields,
          page: request.path,
          language: site.language,
          confirmUrl: (token) => `${request.siteRoot}_abonelik/${token}`,
        })
      }
      return sentAnswer(request.path, form.sectionId)
    },

    /** `_abonelik/<token>`: GET asks, POST confirms. */
    async confirm(website: WebsiteRecord, homeHtml: string, token: string, method: string) {
      const site = { language: pageLanguage(homeHtml), name: website.name }
      if (method === 'POST') {
        return confirmPage(site, (await submissions.confirmSignup(website, token)) ? 'done' : 'invalid')
      }
      const found = await submissions.findUnconfirmed(website.id, token)
      return confirmPage(site, found ? 'ask' : 'invalid')
    },
  }
}
export type SiteForms = ReturnType<typeof createSiteForms>
