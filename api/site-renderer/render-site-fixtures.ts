import type { RenderOptions, SiteModel, SitePage } from './site-model'

// Shared inputs and HTML probes of the renderSite tests: one sample site, the two render modes.

export const PUBLISHED: RenderOptions = { mode: 'published', year: 2026 }
export const PREVIEW: RenderOptions = {
  mode: 'preview',
  year: 2026,
  nonce: 'n0nce-abc123XYZ',
  appOrigin: 'https://app.sitekur.example',
}

export const page = (
  kind: SitePage['kind'],
  slug: string,
  title: string,
  status: SitePage['status'] = 'published',
) => ({
  kind,
  slug,
  title,
  status,
})

export function site(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    name: 'Deniz Kafe',
    description: 'Kadıköy’de deniz manzaralı kahvaltı.',
    sector: 'Restoran ve Kafe',
    template: 'modern',
    designStyle: null,
    primaryColor: '#1d4ed8',
    secondaryColor: '#0f172a',
    font: 'Inter',
    headerStyle: null,
    footerStyle: null,
    menu: null,
    language: 'tr',
    languages: ['tr'],
    logo: null,
    favicon: null,
    textLogo: true,
    pages: [
      page('home', 'ana-sayfa', 'Ana Sayfa'),
      page('about', 'hakkimizda', 'Hakkımızda'),
      page('gallery', 'galeri', 'Galeri'),
      page('contact', 'iletisim', 'İletişim'),
    ],
    gallery: [],
    contact: { email: 'info@denizkafe.com', phone: '0532 123 45 67', address: 'Moda Cd. 1, Kadıköy' },
    social: {},
    features: [],
    ecommerce: false,
    seo: { title: '', description: '', keywords: '' },
    ...overrides,
  }
}

/** The attribute names of every tag (style and script contents left out); a tag that does not parse as
 * `<name attr="value" …>` is reported as the name '!malformed'. */
export function attributeNames(html: string): string[] {
  const names: string[] = []
  const markup = html.replace(/<(style|script)([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2></$1>')
  for (const [, body] of markup.matchAll(/<[a-z][a-z0-9]*([^>]*)>/g)) {
    const attributes = [...(body ?? '').matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)]
    if (attributes.map((match) => match[0]).join('') !== (body ?? '').replace(/\s*\/$/, ''))
      names.push('!malformed')
    names.push(...attributes.map((match) => match[1] ?? ''))
  }
  return names
}

export const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0
export const menuOf = (html: string) => /<nav class="nav"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''
