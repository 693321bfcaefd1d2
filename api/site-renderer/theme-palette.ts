import { INK, WHITE, backgroundFor, mix, readablePair, untilReadable } from './color'
import { safeColor } from './escape'
import type { SiteFooterStyle, SiteHeaderStyle, SiteModel } from './site-model'
import { TEMPLATE_DEFAULTS } from './theme-defaults'

// The site's colours as CSS custom properties. Customer colours pass safeColor (else the template's
// own); every text/background pair below reaches WCAG AA: see color.ts.

export interface Palette {
  /** The declarations of `:root`. */
  variables: string
  /** The browser's UI colour (meta theme-color). */
  themeColor: string
}

const LINE = '#e5e7eb'
const MUTED = '#4b5563'

/** The hero's background (a gradient when `bg2` differs), its text and its button. */
function heroColors(model: SiteModel, primary: string, secondary: string, tint: string, accent: string) {
  const light = { bg: WHITE, bg2: WHITE, fg: INK, btnBg: accent, btnFg: WHITE }
  switch (model.template) {
    case 'modern': {
      const { bg, fg } = readablePair(primary)
      const bg2 = fg === WHITE ? backgroundFor(secondary, WHITE) : bg
      return { bg, bg2, fg, btnBg: fg, btnFg: bg }
    }
    case 'business': {
      const { bg, fg } = readablePair(secondary)
      return { bg, bg2: bg, fg, btnBg: fg, btnFg: bg }
    }
    case 'ecommerce': {
      const { bg, fg } = readablePair(primary)
      return { bg, bg2: bg, fg, btnBg: fg, btnFg: bg }
    }
    case 'creative':
      return { ...light, bg: tint, bg2: tint }
    default:
      return light
  }
}

function headerColors(style: SiteHeaderStyle, primary: string) {
  if (style === 'bold') return readablePair(primary)
  return { bg: WHITE, fg: INK }
}

function footerColors(style: SiteFooterStyle, secondary: string, tint: string) {
  if (style === 'minimal') return { bg: tint, fg: INK }
  return readablePair(secondary)
}

export function paletteFor(model: SiteModel, header: SiteHeaderStyle, footer: SiteFooterStyle): Palette {
  const defaults = TEMPLATE_DEFAULTS[model.template] ?? TEMPLATE_DEFAULTS.modern
  const primary = safeColor(model.primaryColor) ?? defaults.primary
  const secondary = safeColor(model.secondaryColor) ?? defaults.secondary
  const tint = mix(primary, WHITE, 0.92)
  // Links and buttons: the primary, darkened until it reads on white and on the tinted sections.
  const accent = untilReadable(primary, [WHITE, tint])
  const hero = heroColors(model, primary, secondary, tint, accent)
  const bar = headerColors(header, primary)
  const foot = footerColors(footer, secondary, tint)
  const variables = [
    `--p:${primary}`,
    `--p2:${mix(primary, WHITE, 0.55)}`,
    `--s:${secondary}`,
    `--accent:${accent}`,
    `--tint:${tint}`,
    `--ink:${INK}`,
    `--muted:${MUTED}`,
    `--line:${LINE}`,
    `--hero-bg:${hero.bg}`,
    `--hero-bg2:${hero.bg2}`,
    `--hero-fg:${hero.fg}`,
    `--hero-btn-bg:${hero.btnBg}`,
    `--hero-btn-fg:${hero.btnFg}`,
    `--bar-bg:${bar.bg}`,
    `--bar-fg:${bar.fg}`,
    `--foot-bg:${foot.bg}`,
    `--foot-fg:${foot.fg}`,
  ].join(';')
  return { variables, themeColor: bar.bg === WHITE ? accent : bar.bg }
}
