import { BLOG } from './sectors/blog.shared'
import { DERNEK } from './sectors/dernek.shared'
import { EGITIM } from './sectors/egitim.shared'
import { EMLAK } from './sectors/emlak.shared'
import { ETICARET } from './sectors/eticaret.shared'
import { FINANS } from './sectors/finans.shared'
import { GENEL } from './sectors/genel.shared'
import { GUZELLIK } from './sectors/guzellik.shared'
import { HUKUK } from './sectors/hukuk.shared'
import { INSAAT } from './sectors/insaat.shared'
import { KURUMSAL } from './sectors/kurumsal.shared'
import { LOJISTIK } from './sectors/lojistik.shared'
import { MEDYA } from './sectors/medya.shared'
import { OTOMOTIV } from './sectors/otomotiv.shared'
import { PERAKENDE } from './sectors/perakende.shared'
import { RESTORAN } from './sectors/restoran.shared'
import { SAGLIK } from './sectors/saglik.shared'
import { SANAT } from './sectors/sanat.shared'
import { SPOR } from './sectors/spor.shared'
import { TEKNOLOJI } from './sectors/teknoloji.shared'
import { TURIZM } from './sectors/turizm.shared'
import { URETIM } from './sectors/uretim.shared'
import type { BUILDER_SECTORS } from '../builder/builder-options.shared'
import type { WEBSITE_CATEGORIES } from '../websites/website-edit.shared'
import type { SectorStarter, StarterWords } from './starter-types.shared'

// Turkish starter text: the words of a page that do not depend on the sector, and each builder sector's
// and website category's text (starter-sectors-*.shared.ts). An unknown or empty sector gets GENEL.

export const TR_WORDS: StarterWords = {
  hrefs: { contact: '/iletisim', services: '/hizmetler', products: '/urunler', about: '/hakkimizda' },
  companyFallback: 'İşletmemiz',
  heroContact: 'İletişime geçin',
  heroBooking: 'Randevu alın',
  heroServices: 'Hizmetlerimiz',
  heroProducts: 'Ürünlerimiz',
  heroAbout: 'Bizi tanıyın',
  aboutHeading: 'Hakkımızda',
  valuesHeading: 'Neden bizi seçmelisiniz?',
  servicesHeading: 'Hizmetlerimiz',
  servicesTeaserHeading: 'Neler yapıyoruz?',
  productsHeading: 'Ürünlerimiz',
  referencesHeading: 'Müşterilerimiz ne diyor?',
  galleryHeading: 'Galeri',
  galleryImagesHeading: 'Fotoğraflar',
  blogHeading: 'Blog',
  blogIntro: 'Haberlerimiz, duyurularımız ve işinize yarayacak yazılar.',
  welcomePost: (name, topics) => ({
    title: 'Yeni sitemize hoş geldiniz',
    excerpt: `${name} olarak yeni web sitemizi yayına aldık. Bu sayfada ${topics} paylaşacağız.`,
    body: `Yeni web sitemize hoş geldiniz! ${name} olarak bize daha kolay ulaşabilmeniz ve aradığınızı hızla bulabilmeniz için bu siteyi hazırladık.\n\nBlogumuzda ${topics} paylaşacağız. Merak ettiğiniz bir konu varsa bize yazın; bir sonraki yazımızı sizin sorunuza ayırabiliriz.\n\nİlginiz için teşekkür ederiz.`,
  }),
  welcomeSlug: 'hos-geldiniz',
  teamHeading: 'Ekibimiz',
  pricingHeading: 'Fiyatlar',
  planButton: 'Bilgi alın',
  faqHeading: 'Sıkça sorulan sorular',
  contactHeading: 'İletişim',
  hoursHeading: 'Çalışma saatleri',
  hoursNote: 'Bu saatlerin dışında mesaj bırakabilirsiniz; size ilk iş saatinde dönüş yaparız.',
  ctaButton: 'Bize ulaşın',
  bookingButton: 'Randevu alın',
  bookingHeading: 'Randevu talebi',
  bookingText: 'Size uygun günü ve saati seçin; talebinizi inceleyip e-postayla onaylayalım.',
  newsletterHeading: 'Bültenimize abone olun',
  newsletterText:
    'Yeniliklerimizden ve kampanyalarımızdan ilk siz haberdar olun. Adresinizi yalnızca bu bülten için kullanırız.',
  customText:
    'Daha fazla bilgi almak ya da bir talepte bulunmak için bizimle iletişime geçebilirsiniz; size en kısa sürede dönüş yaparız.',
}

type SectorKey = (typeof BUILDER_SECTORS)[number] | (typeof WEBSITE_CATEGORIES)[number]

/** Every builder sector and website category; a category that is a sector shares its text. */
const TR_SECTORS: ReadonlyMap<string, SectorStarter> = new Map(
  Object.entries({
    teknoloji: TEKNOLOJI,
    saglik: SAGLIK,
    egitim: EGITIM,
    insaat: INSAAT,
    emlak: EMLAK,
    restoran: RESTORAN,
    turizm: TURIZM,
    perakende: PERAKENDE,
    hukuk: HUKUK,
    finans: FINANS,
    guzellik: GUZELLIK,
    spor: SPOR,
    otomotiv: OTOMOTIV,
    sanat: SANAT,
    medya: MEDYA,
    uretim: URETIM,
    lojistik: LOJISTIK,
    dernek: DERNEK,
    kurumsal: KURUMSAL,
    eticaret: ETICARET,
    blog: BLOG,
    portfolyo: SANAT,
  } satisfies Record<SectorKey, SectorStarter>),
)

/** The Turkish starter text of a builder sector or website category key; GENEL for '' or an unknown key. */
export function trSectorStarter(sector: string): SectorStarter {
  return TR_SECTORS.get(sector.trim().toLowerCase()) ?? GENEL
}
