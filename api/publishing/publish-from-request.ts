import type { BuilderForm } from '../builder/builder-form.shared'
import { BUILDER_PAGE_LABELS, BUILDER_PALETTES } from '../builder/builder-options.shared'
import { normalizeDomain } from '../lib/input-rules.shared'
import { cutText } from '../lib/unicode-text.shared'
import type { UserRecord } from '../users/user.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import {
  EDIT_LIMITS,
  SITE_FONTS,
  SOCIAL_NETWORKS,
  WEBSITE_CATEGORIES,
  type WebsitePage,
} from '../websites/website-edit.shared'
import type { WebsiteRequestRecord } from '../website-requests/website-request.shared'
import { slugify } from '../lib/slug.shared'
import { newWebsiteRecord } from '../websites/new-website-record'
import { withStarterContent } from './request-starter'

// The website a completed request becomes when it is published and none is linked yet
// (docs/rules/publishing.md#publishing-a-request): owned by the requester, named and addressed as
// requested, active; a builder request brings its template, colours, pages, contact details and
// description, a form or wizard request what it asked for.

const OWN_CATEGORIES: ReadonlySet<string> = new Set(WEBSITE_CATEGORIES)
const categoryOf = (key: string | null | undefined): WebsiteRecord['category'] =>
  key && OWN_CATEGORIES.has(key) ? key : null

const page = (id: string, name: string): WebsitePage => ({
  id,
  name,
  url: id === 'home' ? '/' : `/${slugify(name)}`,
  status: 'published',
})

function builderFields(form: BuilderForm): Partial<WebsiteRecord> {
  const palette = form.colorScheme ? BUILDER_PALETTES[form.colorScheme] : null
  return {
    template: form.template || 'modern',
    description: form.description,
    category: categoryOf(form.industry),
    design: palette ? { primaryColor: palette.primary, secondaryColor: palette.secondary } : {},
    pages: form.pages.map((key) => page(key, BUILDER_PAGE_LABELS[key])),
    contactInfo: filled({ email: form.contactEmail, phone: form.contactPhone, address: form.address }),
  }
}

const SITE_KIND_TEMPLATES: Readonly<Record<string, WebsiteRecord['template']>> = {
  eticaret: 'ecommerce',
  blog: 'blog',
  portfolio: 'portfolio',
}
const REQUEST_PAGES = [
  ['about', 'Hakkımızda'],
  ['services', 'Hizmetler'],
  ['products', 'Ürünler'],
  ['gallery', 'Galeri'],
  ['blog', 'Blog'],
  ['contact', 'İletişim'],
] as const
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function requestFields(request: WebsiteRequestRecord): Partial<WebsiteRecord> {
  const pages = [
    page('home', 'Ana Sayfa'),
    ...REQUEST_PAGES.filter(([key]) => request.pages[key]).map(([key, name]) => page(key, name)),
    ...(request.pages.custom ?? []).map((name, index) => page(`custom-${index + 1}`, cutText(name, 80))),
  ]
  const colours = request.design.colors ?? {}
  const font = SITE_FONTS.find((name) => name === colours.font)
  return {
    template: SITE_KIND_TEMPLATES[request.siteType ?? ''] ?? 'business',
    description: request.description ?? '',
    category: categoryOf(request.siteType),
    design: filled({
      primaryColor: HEX.test(colours.primary ?? '') ? colours.primary : undefined,
      secondaryColor: HEX.test(colours.secondary ?? '') ? colours.secondary : undefined,
      fontFamily: font,
    }),
    pages: pages.filter((entry) => entry.name.trim() !== '').slice(0, EDIT_LIMITS.pages),
    contactInfo: filled({
      email: request.contact.email ?? request.email ?? undefined,
      phone: request.contact.phone ?? request.phone ?? undefined,
      address: request.contact.address,
    }),
    seoTitle: request.seo.metaTitle?.slice(0, EDIT_LIMITS.seoTitle) || null,
    seoDescription: request.seo.metaDescription?.slice(0, EDIT_LIMITS.seoDescription) || null,
    seoKeywords: request.seo.keywords?.join(', ').slice(0, EDIT_LIMITS.seoKeywords) || null,
  }
}

function filled(entries: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
}

/** The domain the request asks for: the requested one, else the one it names; '' when neither. */
export const requestDomain = (request: WebsiteRequestRecord) =>
  normalizeDomain(request.requestedDomain || request.domain || '')

export function websiteFromRequest(
  request: WebsiteRequestRecord,
  owner: UserRecord | null,
  id: string,
  at: string,
  newId: () => string,
): WebsiteRecord {
  const form = request.source === 'builder' ? request.builderForm : null
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.flatMap((network) =>
      request.socialMedia[network] ? [[network, request.socialMedia[network]]] : [],
    ),
  )
  const website = newWebsiteRecord(
    {
      id,
      name: request.websiteName || form?.companyName || request.companyName || 'Yeni Website',
      ownerEmail: owner?.email ?? request.email ?? '',
      ownerId: owner?.id ?? null,
      owner: owner?.name ?? request.userName,
      domain: requestDomain(request),
      status: 'active',
      plan: request.selectedPackage,
      socialLinks: social,
      ...(form ? builderFields(form) : requestFields(request)),
    },
    at,
  )
  const language = form?.languages[0] ?? 'tr'
  const starter = { sector: form?.industry ?? '', features: form?.features ?? [], language }
  return withStarterContent(website, starter, newId)
}
