// The edit screen's form: the website's edit model (websiteEditDraftSchema) as the screen starts it from
// the saved website, and its seven tabs. A saved value the edit model does not offer (a back-office
// template such as 'landing', an unknown font) starts as the model's default instead.
import type { z } from 'zod'
import {
  SOCIAL_NETWORKS,
  websiteEditDraftSchema,
  type WebsiteEditDraft,
} from '../../../api/websites/website-edit.shared'
import type { Website } from '../../../api/websites/website.shared'

export type WebsiteEditForm = WebsiteEditDraft

export const EDIT_TABS = ['basic', 'design', 'media', 'pages', 'content', 'contact', 'seo'] as const
export type EditTab = (typeof EDIT_TABS)[number]
export const EDIT_TAB_LABELS: Readonly<Record<EditTab, string>> = {
  basic: 'Temel',
  design: 'Tasarım',
  media: 'Medya',
  pages: 'Sayfalar',
  content: 'İçerik',
  contact: 'İletişim',
  seo: 'SEO',
}

export const CONTACT_FIELDS = ['email', 'phone', 'whatsapp', 'address'] as const

const fields = websiteEditDraftSchema.shape

/** The value when the field's schema accepts it, else the field's default. */
function accepted<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? undefined)
  return parsed.success ? parsed.data : schema.parse(undefined)
}

type SavedWebsite = Pick<
  Website,
  | 'name'
  | 'domain'
  | 'template'
  | 'status'
  | 'description'
  | 'category'
  | 'design'
  | 'socialLinks'
  | 'contactInfo'
  | 'seoTitle'
  | 'seoDescription'
  | 'seoKeywords'
  | 'pages'
>

/** The form as the saved website fills it. */
export function formFromWebsite(website: SavedWebsite): WebsiteEditForm {
  const { design } = website
  return {
    title: accepted(fields.title, website.name),
    domain: accepted(fields.domain, website.domain),
    template: accepted(fields.template, website.template),
    status: accepted(fields.status, website.status),
    description: accepted(fields.description, website.description),
    category: accepted(fields.category, website.category),
    primaryColor: accepted(fields.primaryColor, design.primaryColor),
    secondaryColor: accepted(fields.secondaryColor, design.secondaryColor),
    fontFamily: accepted(fields.fontFamily, design.fontFamily),
    headerStyle: accepted(fields.headerStyle, design.headerStyle),
    footerStyle: accepted(fields.footerStyle, design.footerStyle),
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, website.socialLinks[network] ?? '']),
    ),
    contactInfo: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, website.contactInfo[field] ?? ''])),
    seoTitle: accepted(fields.seoTitle, website.seoTitle),
    seoDescription: accepted(fields.seoDescription, website.seoDescription),
    seoKeywords: accepted(fields.seoKeywords, website.seoKeywords),
    pages: accepted(fields.pages, website.pages),
  }
}
