import { BUILDER_MENUS } from '../builder/builder-options.shared'
import { FOOTER_STYLES, HEADER_STYLES, SITE_FONTS } from '../websites/website-edit.shared'
import type { SectionKind } from '../site-content/site-sections.shared'
import type { SiteFooterStyle, SiteHeaderStyle, SiteMenu, SiteModel } from './site-model'
import { BASE_CSS } from './theme-base-css'
import { contentCss } from './theme-content-css'
import { DESIGN_STYLES, SANS_STACK, SERIF_STACK, TEMPLATE_DEFAULTS } from './theme-defaults'
import { layoutCss } from './theme-layout-css'
import { paletteFor } from './theme-palette'
import { TEMPLATE_CSS } from './theme-template-css'

// The stylesheet of one page: template × palette × font × header × footer × design style × menu × the
// section kinds drawn. No web font is downloaded: the chosen family is named first and the system stack follows it.

export interface Theme {
  css: string
  /** The menu the markup must draw (the model's, or horizontal). */
  menu: SiteMenu
  header: SiteHeaderStyle
  footer: SiteFooterStyle
  themeColor: string
}

const KNOWN_FONTS: ReadonlySet<string> = new Set(SITE_FONTS)

/** `value` when it is one of `allowed` (the model is typed, a stored row may not be), else `fallback`. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** The stylesheet of `model` for a page that draws the section kinds in `kinds`. */
export function themeFor(model: SiteModel, kinds: ReadonlySet<SectionKind> = new Set()): Theme {
  const defaults = TEMPLATE_DEFAULTS[model.template] ?? TEMPLATE_DEFAULTS.modern
  const header = oneOf(model.headerStyle, HEADER_STYLES, defaults.header)
  const footer = oneOf(model.footerStyle, FOOTER_STYLES, defaults.footer)
  const menu = oneOf(model.menu, BUILDER_MENUS, 'horizontal')
  const design = DESIGN_STYLES[model.designStyle ?? defaults.design] ?? DESIGN_STYLES[defaults.design]
  const palette = paletteFor(model, header, footer)
  const family = model.font && KNOWN_FONTS.has(model.font) ? `"${model.font}",` : ''
  const body = family + (defaults.serifBody && !family ? SERIF_STACK : SANS_STACK)
  const head = design.serifHeadings ? SERIF_STACK : body
  const root = `:root{${palette.variables};--font:${body};--head:${head};--hw:${design.headingWeight};--r:${design.radius}}`
  return {
    css:
      root +
      BASE_CSS +
      contentCss(kinds) +
      layoutCss(header, menu, footer) +
      (TEMPLATE_CSS[model.template] ?? TEMPLATE_CSS.modern),
    menu,
    header,
    footer,
    themeColor: palette.themeColor,
  }
}
