import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import { escapeAttr, escapeText } from './escape'
import type { SiteLanguage } from './site-model'
import { siteStrings } from './site-strings'

// Small self-contained pages for the preview host and published sites: a site in maintenance, a page
// that does not exist, a preview link that expired or never existed. No script, no external resource.
// The preview pages are for the SiteKur customer and are Turkish; a published site's pages follow the
// site's language.

export type StatusPageKind = 'maintenance' | 'not-found' | 'preview-expired' | 'preview-missing'

interface StatusText {
  heading: string
  text: string
}

const MAINTENANCE_TEXT: Readonly<Record<SiteLanguage, StatusText>> = {
  tr: {
    heading: 'Bakımdayız',
    text: 'Sitemiz kısa bir süre için bakımda. Lütfen daha sonra tekrar deneyin.',
  },
  en: {
    heading: 'Down for maintenance',
    text: 'Our site is down for a short maintenance. Please try again later.',
  },
  de: {
    heading: 'Wartungsarbeiten',
    text: 'Unsere Website wird kurz gewartet. Bitte versuchen Sie es später erneut.',
  },
  ar: { heading: 'الموقع قيد الصيانة', text: 'موقعنا في صيانة قصيرة. يرجى المحاولة مرة أخرى لاحقًا.' },
}

const PREVIEW_STATUS_TEXT: Readonly<Record<'preview-expired' | 'preview-missing', StatusText>> = {
  'preview-expired': {
    heading: 'Önizlemenin süresi doldu',
    text: 'Bu önizleme bağlantısının süresi doldu. Site oluşturucuda önizlemeyi yenileyin.',
  },
  'preview-missing': {
    heading: 'Önizleme bulunamadı',
    text: 'Bu önizleme bağlantısı geçersiz ya da önizleme kapatılmış. Site oluşturucuda yeni bir önizleme açın.',
  },
}

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;box-sizing:border-box;' +
  'font:400 1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;background:#f3f4f6}' +
  'main{max-width:32rem;background:#fff;border-radius:16px;padding:2.5rem 2rem;text-align:center;' +
  'box-shadow:0 10px 30px rgb(15 23 42/.08)}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}' +
  'p{margin:0;color:#4b5563}.site{font-weight:600;color:#1f2937;margin-bottom:.75rem}' +
  '.actions{margin-top:1.5rem}.actions a,.actions button{display:inline-block;padding:.6rem 1.2rem;border-radius:10px;' +
  'border:0;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}'

export function renderStatusPage(
  kind: StatusPageKind,
  options: { siteName?: string; language?: SiteLanguage } = {},
): string {
  const isPreview = kind === 'preview-expired' || kind === 'preview-missing'
  const language: SiteLanguage =
    !isPreview && options.language && BUILDER_LANGUAGES.includes(options.language) ? options.language : 'tr'
  // A missing page says what the site's own 404 page says (site-strings-*.ts).
  const text = isPreview
    ? PREVIEW_STATUS_TEXT[kind]
    : kind === 'maintenance'
      ? MAINTENANCE_TEXT[language]
      : siteStrings(language).notFound
  return renderSimplePage({ language, siteName: options.siteName, ...text })
}

/**
 * A small page in the site's language: the site's name, a heading, a text, and `extra` HTML under them
 * (already escaped: a link, a button). The forms' thank-you, error and confirmation pages use it too.
 */
export function renderSimplePage(page: {
  language: SiteLanguage
  siteName?: string | undefined
  heading: string
  text: string
  extra?: string
}): string {
  const { language, heading, text } = page
  const siteName = page.siteName?.trim() ?? ''
  const title = siteName ? `${heading} — ${siteName}` : heading
  return (
    `<!doctype html><html lang="${language}" dir="${siteStrings(language).dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeText(title)}</title><meta name="description" content="${escapeAttr(text)}">` +
    `<link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>` +
    (siteName ? `<p class="site">${escapeText(siteName)}</p>` : '') +
    `<h1>${escapeText(heading)}</h1><p>${escapeText(text)}</p>${page.extra ?? ''}</main></body></html>`
  )
}
