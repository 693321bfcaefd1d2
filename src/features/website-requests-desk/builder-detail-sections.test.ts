import { describe, expect, it } from 'vitest'
import { builderFormSchema } from '../../../api/builder/builder-form.shared'
import { builderDetailSections } from './builder-detail-sections'

const form = builderFormSchema.parse({
  companyName: 'Lale Lokantası',
  industry: 'restoran',
  description: 'Ev yemekleri',
  contactEmail: 'bilgi@lale.com.tr',
  contactPhone: '0212 000 00 00',
  address: 'Kadıköy',
  website: 'https://eski.lale.com.tr',
  colorScheme: 'green',
  designStyle: 'classic',
  template: 'business',
  logo: 'need-design',
  pages: ['home', 'about', 'contact'],
  menuStructure: 'hamburger',
  contentType: ['photos', 'catalog'],
  languages: ['tr', 'en'],
  selectedPackage: 'scale',
  features: ['booking', 'whatsapp'],
  integrations: ['google-maps', 'iyzico'],
  ecommerce: false,
  blog: true,
  budget: '3000-5000',
  timeline: '2-weeks',
  priority: 'mobile',
  notes: 'Menü her hafta değişir.',
})

const rows = (sections: ReturnType<typeof builderDetailSections>) =>
  Object.fromEntries(sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])))

describe('builderDetailSections', () => {
  it('shows every field of the builder form with its Turkish labels', () => {
    expect(rows(builderDetailSections(form))).toEqual({
      Firma: 'Lale Lokantası',
      Sektör: 'Restoran ve Kafe',
      'İletişim e-postası': 'bilgi@lale.com.tr',
      'İletişim telefonu': '0212 000 00 00',
      Adres: 'Kadıköy',
      'Mevcut website': 'https://eski.lale.com.tr',
      Açıklama: 'Ev yemekleri',
      Renkler: 'Yeşil',
      'Tasarım stili': 'Klasik',
      Şablon: 'İş/Kurumsal',
      Logo: 'Logo tasarımı istiyorum',
      Sayfalar: 'Ana Sayfa, Hakkımızda, İletişim',
      'Menü yapısı': 'Hamburger menü',
      'İçerik türleri': 'Fotoğraflar, Ürün kataloğu',
      Diller: 'Türkçe, İngilizce',
      Özellikler: 'Online randevu, WhatsApp butonu',
      Entegrasyonlar: 'Google Haritalar, iyzico',
      'E-ticaret': 'Hayır',
      Blog: 'Evet',
      'Paket kodu': 'scale',
      Bütçe: '3.000 – 5.000 ₺',
      Süre: '2 hafta',
      Öncelik: 'Mobil uyum',
      Notlar: 'Menü her hafta değişir.',
    })
    // Every field of the schema has a row.
    const count = builderDetailSections(form).reduce((sum, section) => sum + section.rows.length, 0)
    expect(count).toBe(Object.keys(builderFormSchema.shape).length)
  })

  it('shows a dash for what was not filled in, and links the existing site', () => {
    const empty = rows(builderDetailSections(builderFormSchema.parse({})))
    expect(empty.Firma).toBe('—')
    expect(empty.Sayfalar).toBe('—')
    expect(empty.Bütçe).toBe('—')
    expect(empty.Diller).toBe('Türkçe')
    const link = builderDetailSections(form)
      .flatMap((section) => section.rows)
      .find((row) => row.label === 'Mevcut website')
    expect(link?.href).toBe('https://eski.lale.com.tr')
  })
})
