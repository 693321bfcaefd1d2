import type { WebsitePage } from '../websites/website-edit.shared'
import { slugify } from '../lib/slug.shared'
import type { PageKind } from './starter-content.shared'

// The edit screen's pages are a name, a url and a status; the renderer and the editor know a page's kind
// (which starter sections it gets) from the url or the name.

/** Page urls and names that mean a kind of page (Turkish and English, as slugs). */
const KIND_BY_WORD: ReadonlyMap<string, PageKind> = new Map(
  Object.entries({
    anasayfa: 'home',
    'ana-sayfa': 'home',
    home: 'home',
    index: 'home',
    hakkimizda: 'about',
    kurumsal: 'about',
    about: 'about',
    'about-us': 'about',
    hizmetler: 'services',
    hizmetlerimiz: 'services',
    services: 'services',
    urunler: 'products',
    urunlerimiz: 'products',
    magaza: 'products',
    products: 'products',
    shop: 'products',
    referanslar: 'references',
    referanslarimiz: 'references',
    references: 'references',
    galeri: 'gallery',
    gallery: 'gallery',
    blog: 'blog',
    haberler: 'blog',
    news: 'blog',
    ekibimiz: 'team',
    ekip: 'team',
    team: 'team',
    fiyatlar: 'pricing',
    fiyatlandirma: 'pricing',
    paketler: 'pricing',
    pricing: 'pricing',
    sss: 'faq',
    'sikca-sorulan-sorular': 'faq',
    faq: 'faq',
    iletisim: 'contact',
    contact: 'contact',
  } satisfies Record<string, PageKind>),
)

/** The kind of an edit-screen page: '/' is home; a known url or name picks its kind; anything else is custom. */
export function websitePageKind(page: Pick<WebsitePage, 'url' | 'name'>): PageKind {
  if (page.url.trim() === '/') return 'home'
  return KIND_BY_WORD.get(slugify(page.url)) ?? KIND_BY_WORD.get(slugify(page.name)) ?? 'custom'
}
