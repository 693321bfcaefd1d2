// A save refused because the website was saved by someone else after this form started (409): what
// differs between the saved website and this form, field by field, in the screen's words
// (docs/rules/websites.md#saved-meanwhile).
import { JSON_FIELDS, TEXT_FIELDS } from './edit-payload'
import type { WebsiteEditForm } from './edit-form'

type ComparedField = (typeof TEXT_FIELDS)[number] | (typeof JSON_FIELDS)[number]

export const CONFLICT_FIELD_LABELS: Readonly<Record<ComparedField, string>> = {
  title: 'Website adı',
  domain: 'Domain',
  template: 'Şablon',
  status: 'Durum',
  description: 'Açıklama',
  category: 'Kategori',
  primaryColor: 'Ana renk',
  secondaryColor: 'İkincil renk',
  fontFamily: 'Yazı tipi',
  headerStyle: 'Üst bölüm stili',
  footerStyle: 'Alt bölüm stili',
  seoTitle: 'SEO başlığı',
  seoDescription: 'SEO açıklaması',
  seoKeywords: 'SEO anahtar kelimeleri',
  socialLinks: 'Sosyal medya bağlantıları',
  contactInfo: 'İletişim bilgileri',
  pages: 'Sayfalar',
}

export interface ConflictRow {
  field: ComparedField
  label: string
  saved: string
  mine: string
}

/** The pages by name, each whose content differs from the other form's page of its id marked so. */
function pagesText(form: WebsiteEditForm, other: WebsiteEditForm): string {
  const others = new Map(other.pages.map((page) => [page.id, JSON.stringify(page.sections ?? null)]))
  return (
    form.pages
      .map((page) => {
        const theirs = others.get(page.id)
        const differs = theirs !== undefined && theirs !== JSON.stringify(page.sections ?? null)
        return differs ? `${page.name} (içeriği farklı)` : page.name
      })
      .join(', ') || '—'
  )
}

/**
 * A value as a line of text: '—' for empty, objects as 'ad: değer' pairs (empty ones left out), pages by
 * name, marked where their content differs from `other`'s.
 */
export function conflictValueText(
  field: ComparedField,
  form: WebsiteEditForm,
  other: WebsiteEditForm = form,
): string {
  if (field === 'pages') return pagesText(form, other)
  const value = form[field]
  if (typeof value === 'string') return value || '—'
  const pairs = Object.entries(value).filter(([, text]) => typeof text === 'string' && text !== '')
  return pairs.map(([key, text]) => `${key}: ${String(text)}`).join(' · ') || '—'
}

/**
 * The fields whose saved value differs from this form's, in the form's order. A difference no one can
 * see (an empty contact field present on one side, absent on the other) is none.
 */
export function conflictRows(saved: WebsiteEditForm, mine: WebsiteEditForm): ConflictRow[] {
  return [...TEXT_FIELDS, ...JSON_FIELDS]
    .filter((field) => JSON.stringify(saved[field]) !== JSON.stringify(mine[field]))
    .map((field) => ({
      field,
      label: CONFLICT_FIELD_LABELS[field],
      saved: conflictValueText(field, saved, mine),
      mine: conflictValueText(field, mine, saved),
    }))
    .filter((row) => row.field === 'pages' || row.saved !== row.mine)
}
