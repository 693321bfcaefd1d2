import { escapeAttr, escapeText, safeUrl } from './escape'
import type { RenderContext, RenderedPage } from './render-context'
import type { SiteMenu } from './site-model'
import type { PageKind, SiteStrings } from './site-strings'

// The site header: the logo (image, word mark, or monogram and name) and the menu of the pages that are
// in it. Hamburger and mega menus are <details>: they open without script and by keyboard.

const MEGA_GROUPS: readonly { key: keyof SiteStrings['menuGroups']; kinds: readonly PageKind[] }[] = [
  { key: 'company', kinds: ['home', 'about', 'team', 'references'] },
  { key: 'offer', kinds: ['services', 'products', 'pricing', 'gallery'] },
  { key: 'content', kinds: ['blog', 'faq', 'custom'] },
  { key: 'contact', kinds: ['contact'] },
]

const link = (page: RenderedPage, inner: string) =>
  `<li><a href="#${escapeAttr(page.anchor)}">${inner}</a></li>`

function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('tr-TR')
}

function brand(context: RenderContext): string {
  const { model, name } = context
  const home = context.anchorOf('home')
  const target = home ? `#${escapeAttr(home)}` : '#main'
  const logo = model.logo ? safeUrl(model.logo.src, 'image') : null
  const inner = logo
    ? `<img src="${escapeAttr(logo)}" alt="${escapeAttr(name)}" width="160" height="48">`
    : model.textLogo
      ? `<span class="wordmark">${escapeText(name)}</span>`
      : `<span class="mark" aria-hidden="true">${escapeText(monogram(name))}</span><span>${escapeText(name)}</span>`
  return `<a class="brand" href="${target}">${inner}</a>`
}

function menuMarkup(menu: SiteMenu, pages: readonly RenderedPage[], strings: SiteStrings): string {
  if (menu === 'horizontal' || menu === 'vertical') {
    return `<ul>${pages.map((page) => link(page, escapeText(page.title))).join('')}</ul>`
  }
  const summary = `<summary><span class="burger" aria-hidden="true"></span>${escapeText(strings.menu)}</summary>`
  if (menu === 'hamburger') {
    const items = pages.map((page) => link(page, escapeText(page.title))).join('')
    return `<details class="menu">${summary}<div class="panel"><ul class="wrap">${items}</ul></div></details>`
  }
  let groups = ''
  for (const group of MEGA_GROUPS) {
    const members = pages.filter((page) => group.kinds.includes(page.kind))
    if (members.length === 0) continue
    const items = members
      .map((page) =>
        link(
          page,
          `<strong>${escapeText(page.title)}</strong><span>${escapeText(strings.pageBlurbs[page.kind])}</span>`,
        ),
      )
      .join('')
    groups += `<div><p class="group">${escapeText(strings.menuGroups[group.key])}</p><ul>${items}</ul></div>`
  }
  return `<details class="menu">${summary}<div class="panel"><div class="wrap mega">${groups}</div></div></details>`
}

export function renderHeader(context: RenderContext, menu: SiteMenu): string {
  const pages = context.pages.filter((page) => page.inMenu)
  const nav =
    pages.length > 0
      ? `<nav class="nav" aria-label="${escapeAttr(context.strings.mainMenu)}">${menuMarkup(menu, pages, context.strings)}</nav>`
      : ''
  return `<header class="site-header"><div class="wrap bar">${brand(context)}${nav}</div></header>`
}
