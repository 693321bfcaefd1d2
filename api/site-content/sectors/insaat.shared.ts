import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const INSAAT: SectorStarter = {
  tagline: 'Projeden anahtar teslime, yapınızı planlandığı gibi ve zamanında tamamlıyoruz.',
  about: (name) =>
    `${name}, konut ve ticari yapılarda mimari proje, inşaat ve tadilat hizmeti veren bir firmadır. Her işe keşif ve ihtiyaç analiziyle başlıyor, projeyi ve maliyeti sizinle netleştirdikten sonra uygulamaya geçiyoruz. Şantiyedeki ilerlemeyi düzenli raporlarla paylaşıyor, yapınızı sözleşmede yazan tarihte teslim ediyoruz.`,
  values: [
    {
      title: 'Kalem kalem fiyat',
      text: 'Keşiften sonra her kalemi ayrı fiyatlandırılmış bir sözleşme yapar, kapsam değişmedikçe fiyatı değiştirmeyiz.',
    },
    {
      title: 'Haftalık şantiye raporu',
      text: 'İşin ilerleyişini fotoğraflı haftalık raporlarla takip edersiniz.',
    },
    {
      title: 'Yönetmeliğe uygun yapı',
      text: 'Deprem yönetmeliğine ve imar mevzuatına uygun projelendirir, ruhsat süreçlerini takip ederiz.',
    },
  ],
  servicesIntro: 'Projelendirmeden ruhsata, kaba inşaattan ince işlere kadar yapınızın her aşamasındayız.',
  services: [
    {
      title: 'Mimari proje',
      text: 'Konut, villa ve ticari yapılar için mimari ve uygulama projeleri.',
    },
    {
      title: 'Anahtar teslim inşaat',
      text: 'Kaba inşaattan ince işlere kadar yapınızın tüm aşamalarını tek sözleşmeyle üstleniriz.',
    },
    {
      title: 'Tadilat ve yenileme',
      text: 'Mutfak, banyo ve komple daire yenilemelerinde planlı ve temiz çalışma.',
    },
    {
      title: 'İç mimarlık',
      text: 'Mekânınıza uygun iç mekân tasarımı, malzeme seçimi ve uygulama.',
    },
    {
      title: 'Güçlendirme',
      text: 'Mevcut yapıların deprem performansının incelenmesi ve güçlendirilmesi.',
    },
    {
      title: 'Ruhsat ve iskân takibi',
      text: 'Yapı ruhsatı, iskân ve diğer resmî süreçlerin sizin adınıza takibi.',
    },
  ],
  productsHeading: 'Hizmet fiyatlarımız',
  productsIntro:
    'Sık talep edilen işlerin başlangıç fiyatları; kesin fiyatı ücretsiz keşiften sonra veriyoruz.',
  products: [
    {
      title: 'Banyo yenileme',
      text: "Söküm, tesisat, seramik ve vitrifiye dahil, 5 m²'ye kadar.",
      price: '₺85.000',
    },
    { title: 'Mutfak yenileme', text: 'Dolap, tezgâh ve tesisat dahil.', price: '₺120.000' },
    { title: 'Daire boyası', text: '3+1 daire, malzeme dahil.', price: '₺35.000' },
    { title: 'Mimari proje', text: 'Müstakil konut için.', price: '₺450 / m²' },
  ],
  faq: [
    {
      question: 'Keşif ücretli mi?',
      answer:
        'Hayır, şehir içindeki keşiflerimiz ücretsizdir. Keşiften sonraki bir hafta içinde size kalem kalem fiyatlandırılmış bir teklif iletiyoruz.',
    },
    {
      question: 'İş ne kadar sürede tamamlanır?',
      answer:
        'Bir banyo yenilemesi genellikle 2 hafta, komple daire tadilatı 6–8 hafta sürer. Yeni yapılarda süre projeye göre sözleşmede belirtilir.',
    },
    {
      question: 'Ödemeyi nasıl yapıyorum?',
      answer:
        'Ödemeler iş programındaki aşamalara bağlanır; her aşamanın tamamlandığını birlikte kontrol ettikten sonra bir sonraki ödemeye geçilir.',
    },
    {
      question: 'Tadilat sırasında evde kalabilir miyiz?',
      answer:
        'Küçük tadilatlarda evde kalabilirsiniz; tozu en aza indirmek için çalışma alanını kapatıyoruz. Komple tadilatlarda evin boş olmasını öneriyoruz.',
    },
    {
      question: 'Yaptığınız işin garantisi var mı?',
      answer:
        'Evet, işçiliğimize 2 yıl garanti veriyoruz; kullandığımız malzemeler de üretici garantisi kapsamındadır.',
    },
  ],
  testimonials: [
    {
      quote: 'Banyomuz söz verilen günde bitti; ustalar her akşam ortalığı temizleyip gitti.',
      author: 'Nermin Ç.',
      role: 'Ev sahibi, Maltepe',
    },
    {
      quote:
        'Müstakil evimizin projesinden iskânına kadar her şeyi onlar yürüttü. Haftalık raporlar sayesinde içimiz hep rahattı.',
      author: 'Tayfun G.',
      role: 'Urla',
    },
    {
      quote: 'Mağazamızın tadilatını iki haftada, satışa ara vermeden tamamladılar.',
      author: 'Berk İ.',
      role: 'Mağaza sahibi, Ankara',
    },
  ],
  pricingHeading: 'Tadilat paketleri',
  pricingIntro:
    'Tadilat paketlerimizin başlangıç fiyatları; kesin fiyat ücretsiz keşiften sonra yazılı olarak verilir.',
  plans: [
    {
      name: 'Boya ve badana',
      price: '₺35.000',
      period: '3+1 daire',
      features: ['Tavan ve duvar boyası', 'Malzeme dahil', 'Mobilyaların korunması', 'İş sonu temizlik'],
    },
    {
      name: 'Banyo yenileme',
      price: '₺85.000',
      period: "5 m²'ye kadar",
      features: ['Söküm ve moloz atımı', 'Su tesisatı', 'Seramik ve vitrifiye', '2 yıl işçilik garantisi'],
      highlighted: true,
    },
    {
      name: 'Komple daire tadilatı',
      price: '₺750.000',
      period: "100 m²'ye kadar",
      features: [
        'Mutfak ve banyo yenileme',
        'Elektrik ve su tesisatı',
        'Zemin ve kapılar',
        'Proje ve iş programı',
        'Haftalık ilerleme raporu',
      ],
    },
  ],
  cta: {
    title: 'Ücretsiz keşif için randevu alın',
    text: 'Projenizi ya da yapmak istediğiniz tadilatı anlatın; yerinde görelim ve kalem kalem fiyatlandırılmış teklifimizi iletelim.',
  },
  team: [
    { name: 'Kurucu', role: 'İnşaat mühendisi' },
    { name: 'Mimar', role: 'Proje ve iç mimarlık' },
    { name: 'Şantiye şefi', role: 'Uygulama ve iş güvenliği' },
  ],
  teamIntro: 'Projenizi çizen mimardan şantiyedeki ustaya kadar tek ekip, tek sorumlu.',
  galleryIntro:
    'Tamamladığımız projelerden, şantiyelerimizden ve tadilat öncesi ve sonrası fotoğraflardan kareler.',
  blogTopics: 'tadilat planlama önerilerini, malzeme seçimini ve deprem güvenliğiyle ilgili bilgileri',
  contactText: 'Projenizi ya da tadilat ihtiyacınızı kısaca anlatın; ücretsiz keşif için sizi arayalım.',
}
