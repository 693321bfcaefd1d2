import type { SectorStarter } from './starter-types.shared'

// Turkish starter text for buildings and property: construction and architecture, estate agents.

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

export const EMLAK: SectorStarter = {
  tagline: 'Satılık ve kiralık konutta doğru fiyat, güvenli süreç ve tapuya kadar yanınızda.',
  about: (name) =>
    `${name}, satılık ve kiralık konutlarda ve iş yerlerinde alıcıları, satıcıları, kiracıları ve ev sahiplerini bir araya getiren bir emlak ofisidir. Yetki belgeli danışmanlarımızla mülkünüzün değerini bölgedeki güncel satışlara göre belirliyor, ilanınızı özenle çekilmiş fotoğraflarla hazırlıyor ve tapu devrine kadar her adımı sizinle birlikte takip ediyoruz.`,
  values: [
    {
      title: 'Gerçekçi değerleme',
      text: 'Mülkünüzün fiyatını bölgedeki gerçekleşmiş satışlara göre, gerekçesiyle birlikte belirleriz.',
    },
    {
      title: 'Yetki belgeli danışmanlar',
      text: 'Tüm danışmanlarımız taşınmaz ticareti yetki belgesine sahiptir.',
    },
    {
      title: 'Tapuya kadar takip',
      text: 'Kredi, ekspertiz ve tapu randevusu süreçlerini sizin adınıza takip ederiz.',
    },
  ],
  servicesIntro: 'Alırken, satarken ve kiralarken sürecin her adımında yanınızdayız.',
  services: [
    {
      title: 'Satılık konut',
      text: 'Bütçenize ve ihtiyacınıza uygun evleri seçer, gezdirir ve pazarlıkta yanınızda oluruz.',
    },
    {
      title: 'Kiralık konut',
      text: 'Kiracılar ve ev sahipleri için referans kontrolü, kira sözleşmesi ve teslim tutanağı.',
    },
    {
      title: 'Mülk değerleme',
      text: 'Satmayı düşündüğünüz mülk için bölge verilerine dayanan ücretsiz fiyat analizi.',
    },
    {
      title: 'İş yeri ve arsa',
      text: 'Dükkân, ofis ve arsa alım satımında ve kiralamasında danışmanlık.',
    },
    {
      title: 'Kredi ve tapu işlemleri',
      text: 'Konut kredisi başvurusu, ekspertiz ve tapu devri süreçlerinin takibi.',
    },
  ],
  productsHeading: 'Öne çıkan ilanlar',
  productsIntro: 'Portföyümüzden seçtiğimiz ilanlar; tüm ilanlarımız ve yerinde gösterim için bize ulaşın.',
  products: [
    {
      title: 'Satılık 3+1 daire',
      text: '120 m², site içinde, otoparklı, okula yürüme mesafesinde.',
      price: '₺6.750.000',
    },
    { title: 'Kiralık 2+1 daire', text: '90 m², eşyasız, metroya 5 dakika.', price: '₺27.500 / ay' },
    { title: 'Satılık dükkân', text: '65 m², cadde üzerinde, kiracılı.', price: '₺4.200.000' },
    { title: 'Satılık arsa', text: '500 m², konut imarlı, yolu ve elektriği var.', price: '₺3.100.000' },
  ],
  faq: [
    {
      question: 'Hizmet bedeliniz ne kadar?',
      answer:
        "Hizmet bedelimiz, Taşınmaz Ticareti Hakkında Yönetmelik'te belirlenen üst sınırları aşmaz ve işlemden önce yazılı sözleşmeyle belirlenir.",
    },
    {
      question: 'Evimin değerini nasıl öğrenebilirim?',
      answer:
        'Bölgedeki güncel satışları ve ilanları inceleyerek mülkünüz için ücretsiz bir değerleme raporu hazırlıyoruz.',
    },
    {
      question: 'Kiralık ev için hangi belgeler gerekiyor?',
      answer:
        'Kimlik, gelir belgesi ve gerekirse kefil bilgileri yeterlidir. Kira sözleşmesini ve teslim tutanağını biz hazırlıyoruz.',
    },
    {
      question: 'Tapu devri ne kadar sürer?',
      answer:
        'Evraklar tamamsa tapu randevusu genellikle birkaç gün içinde alınır; devir işlemi tapu müdürlüğünde aynı gün tamamlanır.',
    },
    {
      question: 'Konut kredisi başvurusunda yardımcı oluyor musunuz?',
      answer:
        'Evet. Bankalarla görüşmenizde, ekspertiz randevusunda ve evrakların hazırlanmasında yanınızdayız.',
    },
  ],
  testimonials: [
    {
      quote: 'Evimizi belirledikleri fiyata üç haftada sattık; tapu gününe kadar her şeyi onlar ayarladı.',
      author: 'Filiz A.',
      role: 'Satıcı, Beylikdüzü',
    },
    {
      quote: 'Bütçemizi dinleyip yalnızca bize uygun evleri gösterdiler, boşuna ev gezmedik.',
      author: 'Utku B.',
      role: 'Alıcı, Çankaya',
    },
    {
      quote:
        'Kiracı bulmaktan sözleşmeye kadar her şeyi hallettiler; referans kontrolü içimi çok rahatlattı.',
      author: 'Sevim H.',
      role: 'Ev sahibi, Bornova',
    },
  ],
  pricingHeading: 'Hizmet bedellerimiz',
  pricingIntro:
    'Hizmet bedellerimiz yönetmelikteki üst sınırlar içinde kalır ve yazılı sözleşmeyle belirlenir.',
  plans: [
    {
      name: 'Kiralama',
      price: 'Bir aylık kira',
      period: 'KDV hariç',
      features: ['Kiracı adaylarının referans kontrolü', 'Kira sözleşmesi', 'Fotoğraflı teslim tutanağı'],
    },
    {
      name: 'Satış',
      price: '%2',
      period: 'satış bedeli üzerinden, KDV hariç',
      features: [
        'Ücretsiz değerleme raporu',
        'Fotoğraflı ilan hazırlığı',
        'Gösterimler ve pazarlık',
        'Tapu devrine kadar takip',
      ],
      highlighted: true,
    },
    {
      name: 'Mülk yönetimi',
      price: '%8',
      period: 'aylık kira üzerinden',
      features: [
        'Kira tahsilatı ve takibi',
        'Bakım ve onarımların organizasyonu',
        'Yıllık kira artışı hesabı',
        'Aylık rapor',
      ],
    },
  ],
  cta: {
    title: 'Mülkünüzün değerini öğrenin',
    text: 'Adresi ve birkaç bilgiyi paylaşın; bölge verilerine dayanan ücretsiz değerleme raporunuzu hazırlayalım.',
  },
  team: [
    { name: 'Ofis sahibi', role: 'Gayrimenkul danışmanı' },
    { name: 'Satış danışmanı', role: 'Satılık konut ve arsa' },
    { name: 'Kiralama danışmanı', role: 'Kiralık konut ve mülk yönetimi' },
  ],
  teamIntro: 'Bölgeyi sokak sokak bilen, yetki belgeli danışmanlardan oluşan bir ekibiz.',
  galleryIntro: 'Portföyümüzdeki mülklerden, ofisimizden ve çalıştığımız bölgeden kareler.',
  blogTopics:
    'bölgemizdeki konut fiyatlarını, alım satım ve kiralamada dikkat edilmesi gerekenleri ve mevzuattaki değişiklikleri',
  contactText:
    'Satmak, kiralamak ya da ev bakmak için bize yazın veya arayın; size uygun bir görüşme zamanı belirleyelim.',
}
