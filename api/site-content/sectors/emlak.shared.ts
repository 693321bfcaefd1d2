import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

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
