import type { SiteLanguage } from './site-model'
import { SITE_STRINGS_AR } from './site-strings-ar'
import { SITE_STRINGS_DE } from './site-strings-de'
import { SITE_STRINGS_EN } from './site-strings-en'
import { SITE_STRINGS_TR } from './site-strings-tr'
import type { SiteStrings } from './site-strings-types'

// The fixed words of a rendered site, one set per site language (tr, en, de, ar): menus, footer, form
// labels, the 404 page. The words of a page are its sections'.

export type { PageKind, SiteStrings } from './site-strings-types'

const STRINGS: Readonly<Record<SiteLanguage, SiteStrings>> = {
  tr: SITE_STRINGS_TR,
  en: SITE_STRINGS_EN,
  de: SITE_STRINGS_DE,
  ar: SITE_STRINGS_AR,
}

export function siteStrings(language: SiteLanguage): SiteStrings {
  return Object.hasOwn(STRINGS, language) ? STRINGS[language] : SITE_STRINGS_TR
}
