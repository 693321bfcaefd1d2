import { describe, expect, it } from 'vitest'
import { BUILDER_PALETTES, SITE_TEMPLATES } from '../builder/builder-options.shared'
import { contrast, readablePair } from './color'
import { renderSite } from './render-site'
import type { SiteModel } from './site-model'
import { themeFor } from './theme'

const BASE: SiteModel = {
  name: 'Firma',
  description: '',
  sector: '',
  template: 'modern',
  designStyle: null,
  primaryColor: '',
  secondaryColor: '',
  font: null,
  headerStyle: null,
  footerStyle: null,
  menu: null,
  language: 'tr',
  languages: ['tr'],
  logo: null,
  favicon: null,
  textLogo: true,
  pages: [{ slug: 'ana-sayfa', title: 'Ana Sayfa', kind: 'home', status: 'published', sections: [] }],
  media: {},
  contact: { email: '', phone: '', address: '', whatsapp: '' },
  social: {},
  features: [],
  ecommerce: false,
  seo: { title: '', description: '', keywords: '' },
}

function variables(css: string): Record<string, string> {
  const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return Object.fromEntries(root.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2)))
}

// The pairs of text and background the stylesheet puts together.
const PAIRS = [
  ['--accent', '#ffffff'],
  ['--accent', '--tint'],
  ['--hero-fg', '--hero-bg'],
  ['--hero-fg', '--hero-bg2'],
  ['--hero-btn-fg', '--hero-btn-bg'],
  ['--bar-fg', '--bar-bg'],
  ['--foot-fg', '--foot-bg'],
  ['--muted', '--tint'],
] as const

const COLOURS = [
  '#ffff00',
  '#a3e635',
  '#808080',
  '#777777',
  '#ffffff',
  '#000000',
  '#0ea5e9',
  '#f472b6',
  ...Object.values(BUILDER_PALETTES).map((p) => p.primary),
]

describe('theme colours', () => {
  it('keep every text/background pair at WCAG AA for any colour, template, header and footer', () => {
    for (const template of SITE_TEMPLATES) {
      for (const primary of COLOURS) {
        for (const [headerStyle, footerStyle] of [
          ['bold', 'simple'],
          ['classic', 'minimal'],
        ] as const) {
          const theme = themeFor({
            ...BASE,
            template,
            primaryColor: primary,
            secondaryColor: primary,
            headerStyle,
            footerStyle,
          })
          const vars = variables(theme.css)
          for (const [fg, bg] of PAIRS) {
            const a = vars[fg] ?? fg
            const b = vars[bg] ?? bg
            expect(contrast(a, b), `${template} ${primary} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
          }
        }
      }
    }
  })

  it('puts white or near-black text on a colour, darkening it when neither reads', () => {
    expect(readablePair('#1d4ed8')).toEqual({ bg: '#1d4ed8', fg: '#ffffff' })
    expect(readablePair('#ffff00').fg).toBe('#111827')
    const grey = readablePair('#7a7a7a')
    expect(contrast(grey.fg, grey.bg)).toBeGreaterThanOrEqual(4.5)
  })

  it('names the chosen font first, then the system stack; an unknown one not at all', () => {
    expect(themeFor({ ...BASE, font: 'Poppins' }).css).toContain('--font:"Poppins",system-ui')
    const unknown = themeFor({ ...BASE, font: 'Evil";}body{x' as SiteModel['font'] }).css
    expect(unknown).not.toContain('Evil')
    expect(renderSite({ ...BASE, font: 'Lato' }, { mode: 'published', year: 2026 })).not.toMatch(
      /@import|@font-face|url\(/,
    )
  })

  it('sends only the rules of the section kinds the page draws', () => {
    expect(themeFor(BASE).css).not.toContain('.hours th')
    expect(themeFor(BASE, new Set(['hours'])).css).toContain('.hours th')
    expect(themeFor(BASE).css).not.toMatch(/\.(art|thumb|shape)\b/)
  })

  it('gives each template its own layout rules', () => {
    const sheets = SITE_TEMPLATES.map((template) =>
      themeFor({ ...BASE, template }).css.replace(/:root\{[^}]*\}/, ''),
    )
    expect(new Set(sheets).size).toBe(SITE_TEMPLATES.length)
  })

  it('draws the menu the model asks for, horizontal by default', () => {
    expect(themeFor(BASE).menu).toBe('horizontal')
    const mega = renderSite({ ...BASE, menu: 'mega' }, { mode: 'published', year: 2026 })
    expect(mega).toContain('<details class="menu"><summary>')
    const vertical = renderSite({ ...BASE, menu: 'vertical' }, { mode: 'published', year: 2026 })
    expect(vertical).not.toContain('<details class="menu">')
    expect(vertical).toContain('grid-template-columns:17rem')
  })
})
