import { SITE_TEMPLATES } from '../builder/builder-options.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import {
  FOOTER_STYLES,
  HEADER_STYLES,
  SITE_FONTS,
  WEBSITE_CATEGORY_LABELS,
  type WebsiteEditDraft,
  type WebsitePage,
} from '../websites/website-edit.shared'
import { uniqueSlugs } from './page-slug'
import type { SiteModel, SitePage, SiteTemplate } from './site-model'
import { siteStrings, type PageKind } from './site-strings'
import { websitePageKind } from './website-page-kind'

// The site of a website record, with the edit screen's unsaved model over it when given (preview of the
// edit screen, and what the publisher renders with `edits` null). docs/rules/site-rendering.md#from-a-website

export interface WebsiteImages {
  logo: string | null
  favicon: string | null
  gallery: readonly { src: string; alt: string }[]
}

/** A website's site has these when it has no pages yet. */
const DEFAULT_PAGES: readonly PageKind[] = ['home', 'about', 'services', 'contact']
/** What a website's site offers beyond its data: a contact form (to its e-mail) and a map link (to its address). */
const WEBSITE_FEATURES = ['contact-form', 'map'] as const

function sitePages(pages: readonly WebsitePage[]): SitePage[] {
  const slugFor = uniqueSlugs()
  if (pages.length === 0) {
    const titles = siteStrings('tr').pageTitles
    return DEFAULT_PAGES.map((kind) => ({
      slug: slugFor(titles[kind], kind),
      title: titles[kind],
      kind,
      status: 'published',
    }))
  }
  return pages.map((page) => {
    const kind = websitePageKind(page)
    return { slug: slugFor(page.url, page.name || kind), title: page.name.trim(), kind, status: page.status }
  })
}

const oneOf = <T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null

function templateOf(template: string): SiteTemplate {
  return oneOf(template, SITE_TEMPLATES) ?? 'modern'
}

const categoryLabel = (category: string | null) =>
  category && Object.hasOwn(WEBSITE_CATEGORY_LABELS, category)
    ? WEBSITE_CATEGORY_LABELS[category as keyof typeof WEBSITE_CATEGORY_LABELS]
    : ''

/** The edit model of a stored record (what the edit screen starts from). */
function savedModel(website: WebsiteRecord): WebsiteEditDraft {
  return {
    title: website.name,
    domain: website.domain,
    template: templateOf(website.template),
    status: website.status,
    description: website.description,
    category:
      oneOf(
        website.category,
        Object.keys(WEBSITE_CATEGORY_LABELS) as (keyof typeof WEBSITE_CATEGORY_LABELS)[],
      ) ?? '',
    primaryColor: website.design.primaryColor ?? '',
    secondaryColor: website.design.secondaryColor ?? '',
    fontFamily: oneOf(website.design.fontFamily, SITE_FONTS) ?? '',
    headerStyle: oneOf(website.design.headerStyle, HEADER_STYLES) ?? '',
    footerStyle: oneOf(website.design.footerStyle, FOOTER_STYLES) ?? '',
    socialLinks: website.socialLinks,
    contactInfo: website.contactInfo,
    seoTitle: website.seoTitle ?? '',
    seoDescription: website.seoDescription ?? '',
    seoKeywords: website.seoKeywords ?? '',
    pages: website.pages,
  }
}

export function siteFromWebsite(
  website: WebsiteRecord,
  edits: WebsiteEditDraft | null,
  images: WebsiteImages,
): SiteModel {
  const model = edits ?? savedModel(website)
  const name = model.title.trim()
  const social = model.socialLinks as Readonly<Record<string, string | undefined>>
  return {
    name,
    description: model.description.trim(),
    sector: categoryLabel(model.category),
    template: templateOf(model.template),
    designStyle: null,
    primaryColor: model.primaryColor,
    secondaryColor: model.secondaryColor,
    font: oneOf(model.fontFamily, SITE_FONTS),
    headerStyle: oneOf(model.headerStyle, HEADER_STYLES),
    footerStyle: oneOf(model.footerStyle, FOOTER_STYLES),
    menu: null,
    language: 'tr',
    languages: ['tr'],
    logo: images.logo ? { src: images.logo, alt: name } : null,
    favicon: images.favicon ? { src: images.favicon, alt: '' } : null,
    textLogo: true,
    pages: sitePages(model.pages),
    gallery: images.gallery,
    contact: {
      email: model.contactInfo.email?.trim() ?? '',
      phone: model.contactInfo.phone?.trim() ?? '',
      address: model.contactInfo.address?.trim() ?? '',
    },
    social: {
      facebook: social.facebook ?? '',
      twitter: social.twitter ?? '',
      instagram: social.instagram ?? '',
      linkedin: social.linkedin ?? '',
      youtube: social.youtube ?? '',
    },
    features: WEBSITE_FEATURES,
    ecommerce: model.template === 'ecommerce',
    seo: {
      title: model.seoTitle.trim(),
      description: model.seoDescription.trim(),
      keywords: model.seoKeywords.trim(),
    },
  }
}
