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

export interface RenderOptions {
  /**
   * The address that a link written in the template's own content points to (a campaign's tracked
   * link), or undefined to leave it as text. Asked only about `templateLinks(content)`: an address inside
   * a value stays text, so a recipient's value never becomes a link of SiteKur's.
   */
  templateLink?: (url: string) => string | undefined
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

/** An http(s) address written as text; its last character is not sentence punctuation. */
const WRITTEN_ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/**
 * The addresses written in `literal`, a piece of the template's own text between placeholders. One that
 * runs into the placeholder after it (`https://example.com/?ref={email}`) would be completed by a value,
 * so it is not the template's alone and is left out.
 */
function addressesIn(literal: string, beforePlaceholder: boolean): RegExpExecArray[] {
  return [...literal.matchAll(WRITTEN_ADDRESS)].filter(
    (match) => !(beforePlaceholder && match.index + match[0].length === literal.length),
  )
}

/** The template's own text between placeholders, each piece with whether a placeholder follows it. */
function literalPieces(line: string): { text: string; beforePlaceholder: boolean }[] {
  const pieces: { text: string; beforePlaceholder: boolean }[] = []
  let last = 0
  for (const match of line.matchAll(PLACEHOLDER)) {
    pieces.push({ text: line.slice(last, match.index), beforePlaceholder: true })
    last = match.index + match[0].length
  }
  pieces.push({ text: line.slice(last), beforePlaceholder: false })
  return pieces
}

/**
 * The http(s) addresses written in the content itself, each once, in order: what `templateLink` is asked
 * about. Values never add one, whatever they hold.
 */
export function templateLinks(content: string): string[] {
  const links = content
    .split(/\r?\n/)
    .flatMap(literalPieces)
    .flatMap((piece) => addressesIn(piece.text, piece.beforePlaceholder).map((match) => match[0]))
  return [...new Set(links)]
}

/** A piece of the template's own text, escaped; its addresses made links where `link` gives one. */
function literalHtml(text: string, beforePlaceholder: boolean, link: RenderOptions['templateLink']): string {
  if (!link) return escapeHtml(text)
  let html = ''
  let last = 0
  for (const match of addressesIn(text, beforePlaceholder)) {
    const href = link(match[0])
    if (href === undefined) continue
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(href)}">${escapeHtml(match[0])}</a>`
    last = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(last))
}

/** HTML: the text and the values escaped; a strong placeholder in bold. */
function fillHtml(
  line: string,
  values: TemplateValues,
  strong: readonly string[],
  options: RenderOptions,
): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? ''
    const value = escapeHtml(valueOf(values, name))
    html += literalHtml(line.slice(last, match.index), true, options.templateLink)
    html +=
      strong.includes(name) && value
        ? `<strong style="font-size:24px;letter-spacing:4px">${value}</strong>`
        : value
    last = match.index + match[0].length
  }
  return html + literalHtml(line.slice(last), false, options.templateLink)
}

/**
 * Subject, HTML and text of a template with `values`. The text part is the content as written; the
 * HTML part has one paragraph per non-empty line, under the kind's heading (or the subject), with the
 * kind's button. Values are HTML-escaped in the HTML part only. With `options.templateLink`, the addresses
 * written in the content become links (docs/rules/email-templates.md#rendering).
 */
export function renderTemplate(
  template: TemplateSource,
  values: TemplateValues,
  options: RenderOptions = {},
): RenderedMail {
  const kind = templateKind(template.key)
  const subject = fillPlaceholders(template.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim()
  const text = fillPlaceholders(template.content, values)
  const lines = template.content.split(/\r?\n/)
  const paragraphs = lines
    .filter((line) => fillPlaceholders(line, values).trim() !== '')
    .map((line) => fillHtml(line, values, kind.strong ?? [], options))
  const heading = kind.heading ? fillPlaceholders(kind.heading, values) : subject
  const url = kind.action ? valueOf(values, kind.action.placeholder) : ''
  const action = kind.action && url ? { label: kind.action.label, url } : undefined
  return { subject, text, html: layout(heading, paragraphs, action) }
}
