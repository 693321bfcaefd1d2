import {
  BUILDER_PALETTES,
  BUILDER_SECTOR_LABELS,
  type BUILDER_PAGES,
} from '../builder/builder-options.shared'
import type { BuilderForm } from '../builder/builder-form.shared'
import type { StarterInput } from '../site-content/starter-content.shared'
import { uniqueSlugs } from './page-slug'
import { pageSections } from './page-sections'
import type { SiteModel, SitePage, SiteTemplate } from './site-model'
import { siteStrings } from './site-strings'

// The site a builder form describes, for the live preview while the customer fills the form in
// (docs/rules/site-rendering.md#from-the-builder). Its pages show the starter sections of their kind,
// written from what the form says; the form has no uploads, so no section shows an image yet.

type BuilderPage = (typeof BUILDER_PAGES)[number]

const DEFAULT_PAGES: readonly BuilderPage[] = ['home', 'about', 'services', 'contact']

function templateOf(form: BuilderForm): SiteTemplate {
  if (form.template) return form.template
  if (form.designStyle === 'creative') return 'creative'
  if (form.designStyle === 'corporate') return 'business'
  return 'modern'
}

/** The chosen pages in the order given ('home' first), with products and blog when those are wanted. */
function pageKinds(form: BuilderForm): BuilderPage[] {
  const kinds: BuilderPage[] = form.pages.length > 0 ? [...form.pages] : [...DEFAULT_PAGES]
  const add = (kind: BuilderPage) => {
    if (kinds.includes(kind)) return
    const contact = kinds.indexOf('contact')
    if (contact === -1) kinds.push(kind)
    else kinds.splice(contact, 0, kind)
  }
  if (form.ecommerce) add('products')
  if (form.blog) add('blog')
  return ['home', ...kinds.filter((kind) => kind !== 'home')]
}

/** What the starter text is written from. */
function starterInput(form: BuilderForm, language: StarterInput['language'], whatsapp: string): StarterInput {
  return {
    name: form.companyName.trim(),
    sector: form.industry,
    description: form.description.trim(),
    language,
    contact: {
      email: form.contactEmail.trim(),
      phone: form.contactPhone.trim(),
      address: form.address.trim(),
      whatsapp,
    },
    features: form.features,
  }
}

export function siteFromBuilderForm(form: BuilderForm): SiteModel {
  const language = form.languages[0] ?? 'tr'
  const strings = siteStrings(language)
  const palette = form.colorScheme ? BUILDER_PALETTES[form.colorScheme] : null
  // The form asks for one phone number: with the WhatsApp feature it is the WhatsApp number too.
  const whatsapp = form.features.includes('whatsapp') ? form.contactPhone.trim() : ''
  // The starter text knows the site's pages: its buttons lead only to pages that exist.
  const input = { ...starterInput(form, language, whatsapp), pages: pageKinds(form) }
  const slugFor = uniqueSlugs()
  const pages: SitePage[] = pageKinds(form).map((kind) => {
    const title = strings.pageTitles[kind]
    // Arabic titles have no Latin letters: the kind names the page then.
    const slug = slugFor(title, kind)
    return { slug, title, kind, status: 'published', sections: pageSections(kind, slug, undefined, input) }
  })
  return {
    name: form.companyName.trim(),
    description: form.description.trim(),
    // The sector labels are Turkish: a site in another language shows none rather than a mixed sentence.
    sector: form.industry && language === 'tr' ? BUILDER_SECTOR_LABELS[form.industry] : '',
    template: templateOf(form),
    designStyle: form.designStyle || null,
    primaryColor: palette?.primary ?? '',
    secondaryColor: palette?.secondary ?? '',
    font: null,
    headerStyle: null,
    footerStyle: null,
    menu: form.menuStructure || null,
    language,
    languages: form.languages,
    logo: null,
    favicon: null,
    textLogo: form.logo === 'text-only' || form.logo === 'need-design',
    pages,
    media: {},
    contact: { ...input.contact },
    social: {},
    features: form.features,
    ecommerce: form.ecommerce,
    seo: { title: '', description: '', keywords: '' },
  }
}
