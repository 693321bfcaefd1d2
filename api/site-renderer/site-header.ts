import { escapeAttr, escapeText, safeUrl } from './escape'
import type { RenderContext } from './render-context'
import type { SiteMenu } from './site-model'
import { hashHref, pageHref } from './site-links'
import type { ResolvedPage } from './site-pages'
import type { PageKind, SiteStrings } from './site-strings'

// The site header: the logo (image, word mark, or monogram and name) and the menu of the pages that are
// in it, the current one marked. Hamburger and mega menus are <details>: they open without script and
// by keyboard.

const MEGA_GROUPS: readonly { key: keyof SiteStrings['menuGroups']; kinds: readonly PageKind[] }[] = [
  { key: 'company', kinds: ['home', 'about', 'team', 'references'] },
  { key: 'offer', kinds: ['services', 'products', 'pricing', 'gallery'] },
  { key: 'content', kinds: ['blog', 'faq', 'custom'] },
  { key: 'contact', kinds: ['contact'] },
]

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
  const logo = model.logo ? safeUrl(model.logo.src, 'image') : null
  const inner = logo
    ? `<img src="${escapeAttr(logo)}" alt="${escapeAttr(name)}" width="160" height="48">`
    : model.textLogo
      ? `<span class="wordmark">${escapeText(name)}</span>`
      : `<span class="mark" aria-hidden="true">${escapeText(monogram(name))}</span><span>${escapeText(name)}</span>`
  return `<a class="brand"${pageHref(context, '')}>${inner}</a>`
}

function linkTo(context: RenderContext, page: ResolvedPage, inner: string): string {
  const target = context.target
  const current = target.kind === 'page' && target.page === page ? ' aria-current="page"' : ''
  return `<li><a${pageHref(context, page.path)}${current}>${inner}</a></li>`
}

function menuMarkup(context: RenderContext, menu: SiteMenu, pages: readonly ResolvedPage[]): string {
  const { strings } = context
  const plain = () => pages.map((page) => linkTo(context, page, escapeText(page.title))).join('')
  if (menu === 'horizontal' || menu === 'vertical') return `<ul>${plain()}</ul>`
  const summary = `<summary><span class="burger" aria-hidden="true"></span>${escapeText(strings.menu)}</summary>`
  if (menu === 'hamburger') {
    return `<details class="menu">${summary}<div class="panel"><ul class="wrap">${plain()}</ul></div></details>`
  }
  let groups = ''
  for (const group of MEGA_GROUPS) {
    const members = pages.filter((page) => group.kinds.includes(page.kind))
    if (members.length === 0) continue
    const items = members
      .map((page) =>
        linkTo(
          context,
          page,
          `<strong>${escapeText(page.title)}</strong><span>${escapeText(strings.pageBlurbs[page.kind])}</span>`,
        ),
      )
      .join('')
    groups += `<div><p class="group">${escapeText(strings.menuGroups[group.key])}</p><ul>${items}</ul></div>`
  }
  return `<details class="menu">${summary}<div class="panel"><div class="wrap mega">${groups}</div></div></details>`
}

/** The pages the menus list: published ones (and drafts in the preview); hidden pages are reachable only. */
export const menuPages = (context: RenderContext) => context.pages.filter((page) => page.inMenu)

export function renderHeader(context: RenderContext, menu: SiteMenu): string {
  const pages = menuPages(context)
  const nav =
    pages.length > 0
      ? `<nav class="nav" aria-label="${escapeAttr(context.strings.mainMenu)}">${menuMarkup(context, menu, pages)}</nav>`
      : ''
  // The skip link opens the header (a landmark: nothing of the page stands outside one). Published, it
  // names the page: under <base href> a bare '#main' would lead to the home page.
  const skip = `<a class="skip"${hashHref(context, 'main')}>${escapeText(context.strings.skipLink)}</a>`
  return `<header class="site-header">${skip}<div class="wrap bar">${brand(context)}${nav}</div></header>`
}
