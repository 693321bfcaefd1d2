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
import { emptySection, type ContentImage, type Section } from '../site-content/site-sections.shared'
import type { PageKind, StarterInput } from '../site-content/starter-content.shared'
import { uniqueSlugs } from './page-slug'
import { pageSections } from './page-sections'
import type { SiteModel, SitePage, SiteTemplate } from './site-model'
import { siteStrings } from './site-strings'
import { websitePageKind } from '../site-content/page-kind.shared'
import {
  DEFAULT_PAGE_KINDS,
  WEBSITE_FEATURES,
  websiteStarterInput,
} from '../site-content/website-starter.shared'

// The site of a website record, with the edit screen's unsaved model over it when given (preview of the
// edit screen, and what the publisher renders with `edits` null). A page without sections of its own
// shows the starter sections of its kind. docs/rules/site-rendering.md#from-a-website

export interface WebsiteImages {
  logo: string | null
  favicon: string | null
  /** The website's gallery uploads, in order (their alt texts name the gallery's images). */
  gallery: readonly { src: string; alt: string }[]
  /** uploadId → src of every upload the site may show (sections, gallery); a missing one is left out. */
  media: Readonly<Record<string, string>>
}

/** The website's gallery as section images (those whose upload resolved), alt texts from `images.gallery`. */
function galleryImages(website: WebsiteRecord, images: WebsiteImages): ContentImage[] {
  return website.galleryUploadIds.flatMap((uploadId) => {
    const src = Object.hasOwn(images.media, uploadId) ? images.media[uploadId] : undefined
    if (!src) return []
    return [{ uploadId, alt: images.gallery.find((image) => image.src === src)?.alt ?? '' }]
  })
}

/**
 * Starter sections show the website's gallery (uploaded before pages had sections): it fills their empty
 * gallery sections, or a gallery page without one gets one.
 */
function withGallery(kind: PageKind, slug: string, sections: readonly Section[], gallery: ContentImage[]) {
  if (gallery.length === 0) return sections
  let filled = false
  const result = sections.map((section) => {
    if (section.kind !== 'gallery' || section.images.length > 0) return section
    filled = true
    return { ...section, images: gallery }
  })
  if (!filled && kind === 'gallery') {
    const section = emptySection('gallery', `${slug}-gallery`)
    result.push({ ...section, starter: true, images: gallery } as Section)
  }
  return result
}

function sitePages(pages: readonly WebsitePage[], input: StarterInput, gallery: ContentImage[]): SitePage[] {
  const slugFor = uniqueSlugs()
  const page = (kind: PageKind, slug: string, title: string, status: SitePage['status'], own?: Section[]) => {
    const starter = own === undefined
    const sections = pageSections(kind, slug, own, input)
    return {
      slug,
      title,
      kind,
      status,
      sections: starter ? withGallery(kind, slug, sections, gallery) : sections,
    }
  }
  if (pages.length === 0) {
    const titles = siteStrings('tr').pageTitles
    return DEFAULT_PAGE_KINDS.map((kind) =>
      page(kind, slugFor(titles[kind], kind), titles[kind], 'published'),
    )
  }
  return pages.map((given) => {
    const kind = websitePageKind(given)
    const slug = slugFor(given.url, given.name || kind)
    return page(kind, slug, given.name.trim(), given.status, given.sections)
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
  const contact = {
    email: model.contactInfo.email?.trim() ?? '',
    phone: model.contactInfo.phone?.trim() ?? '',
    address: model.contactInfo.address?.trim() ?? '',
    whatsapp: model.contactInfo.whatsapp?.trim() ?? '',
  }
  const input = websiteStarterInput(model)
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
    pages: sitePages(model.pages, input, galleryImages(website, images)),
    media: { ...images.media },
    contact,
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
