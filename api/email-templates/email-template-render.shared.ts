import { escapeHtml, layout } from '../mail/mail-layout.shared'
import { allowedPlaceholders, templateKind } from './email-template-kinds.shared'

// The one renderer of e-mail templates (docs/rules/email-templates.md#rendering): the server's mails,
// campaigns and the admin screen's live preview all call it.

/** `{name}`: a placeholder is a name in braces; anything else in braces is plain text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>

export interface TemplateSource {
  subject: string
  content: string
  /** SiteKur's own template's key (its kind), null for an admin's template. */
  key?: string | null
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** The placeholders named in `text`, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
}

/** The placeholders the subject and content use that the template's kind does not allow. */
export function unknownPlaceholders(template: TemplateSource): string[] {
  const allowed = new Set(allowedPlaceholders(template.key))
  return placeholdersIn(`${template.subject}\n${template.content}`).filter((name) => !allowed.has(name))
}

const valueOf = (values: TemplateValues, name: string) => {
  const value = values[name]
  return value === null || value === undefined ? '' : String(value)
}

/** Plain text: each placeholder replaced by its value (a missing value is empty). */
export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => valueOf(values, name))
}

/** HTML: the text and the values escaped; a strong placeholder in bold. */
function fillHtml(line: string, values: TemplateValues, strong: readonly string[]): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? ''
    const value = escapeHtml(valueOf(values, name))
    html += escapeHtml(line.slice(last, match.index))
    html +=
      strong.includes(name) && value
        ? `<strong style="font-size:24px;letter-spacing:4px">${value}</strong>`
        : value
    last = match.index + match[0].length
  }
  return html + escapeHtml(line.slice(last))
}

/**
 * Subject, HTML and text of a template with `values`. The text part is the content as written; the
 * HTML part has one paragraph per non-empty line, under the kind's heading (or the subject), with the
 * kind's button. Values are HTML-escaped in the HTML part only.
 */
export function renderTemplate(template: TemplateSource, values: TemplateValues): RenderedMail {
  const kind = templateKind(template.key)
  const subject = fillPlaceholders(template.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim()
  const text = fillPlaceholders(template.content, values)
  const lines = template.content.split(/\r?\n/)
  const paragraphs = lines
    .filter((line) => fillPlaceholders(line, values).trim() !== '')
    .map((line) => fillHtml(line, values, kind.strong ?? []))
  const heading = kind.heading ? fillPlaceholders(kind.heading, values) : subject
  const url = kind.action ? valueOf(values, kind.action.placeholder) : ''
  const action = kind.action && url ? { label: kind.action.label, url } : undefined
  return { subject, text, html: layout(heading, paragraphs, action) }
}
