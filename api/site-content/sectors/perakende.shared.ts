import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const PERAKENDE: SectorStarter = {
  tagline: 'Özenle seçilmiş ürünler, uygun fiyatlar ve güler yüzlü hizmet.',
  about: (name) =>
    `${name}, özenle seçilmiş ürünleri uygun fiyatlarla sunan bir mağazadır. Raflarımızdaki her ürünü kalitesini ve fiyatını karşılaştırarak seçiyor, müşterilerimizin isteklerine göre ürün çeşidimizi sürekli yeniliyoruz. Mağazamızdan alışveriş yapabilir ya da siparişinizi telefonla verip adresinize getirtebilirsiniz.`,
  values: [
    {
      title: 'Seçilmiş ürünler',
      text: 'Sattığımız ürünleri kendimiz dener, yalnızca güvendiğimiz markalarla çalışırız.',
    },
    {
      title: 'Kolay değişim ve iade',
      text: 'Kullanılmamış ürünleri fişinizle 14 gün içinde değiştirir ya da iade alırız.',
    },
    {
      title: 'Adrese teslim',
      text: 'Telefonla verdiğiniz siparişleri aynı gün adresinize getiririz.',
    },
  ],
  servicesIntro: 'Mağazamızda alışverişin ötesinde size kolaylık sağlayan hizmetlerimiz.',
  services: [
    {
      title: 'Aynı gün teslimat',
      text: "Saat 16.00'ya kadar verilen siparişleri aynı gün içinde adresinize teslim ederiz.",
    },
    {
      title: 'Hediye paketi',
      text: 'Aldığınız ürünleri ücretsiz hediye paketiyle, isterseniz notunuzla birlikte hazırlarız.',
    },
    {
      title: 'Sipariş üzerine ürün',
      text: 'Raflarımızda bulamadığınız ürünleri tedarikçilerimizden sizin için getirtiriz.',
    },
    {
      title: 'Kurumsal alımlar',
      text: 'Şirketlerin toplu ve düzenli alımları için özel fiyat ve faturalı teslimat.',
    },
    {
      title: 'Taksitli ödeme',
      text: 'Kredi kartına taksit imkânıyla alışverişinizi bütçenize göre planlayın.',
    },
  ],
  productsIntro:
    'Mağazamızda en çok tercih edilen ürünlerden bir seçki; güncel fiyat ve stok için bize ulaşın.',
  products: [
    { title: 'Porselen kahve fincanı takımı', text: '6 kişilik, hediye kutusunda.', price: '₺1.250' },
    { title: 'Pamuklu nevresim takımı', text: 'Çift kişilik, %100 pamuk.', price: '₺1.890' },
    { title: 'Cam saklama kabı seti', text: '5 parça, fırına ve buzdolabına uygun.', price: '₺640' },
    { title: 'Kokulu mum', text: 'Doğal soya mumu, 200 gram.', price: '₺380' },
  ],
  faq: [
    {
      question: 'Aldığım ürünü değiştirebilir miyim?',
      answer:
        'Kullanılmamış ve ambalajı açılmamış ürünleri fişinizle birlikte 14 gün içinde değiştirebilir ya da iade edebilirsiniz.',
    },
    {
      question: 'Adrese teslimat yapıyor musunuz?',
      answer:
        'Evet. Telefonla verdiğiniz siparişleri yakın çevredeki adreslere aynı gün teslim ediyoruz; belirli bir tutarın üzerindeki siparişlerde teslimat ücretsizdir.',
    },
    {
      question: 'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
      answer: 'Nakit, banka kartı ve kredi kartı geçerlidir; kredi kartına taksit seçeneklerimiz de var.',
    },
    {
      question: 'Aradığım ürün yoksa getirtebilir misiniz?',
      answer:
        'Çoğu ürünü tedarikçilerimizden birkaç gün içinde getirtebiliyoruz. Ürünün adını ya da fotoğrafını bize göndermeniz yeterli.',
    },
    {
      question: 'Fatura düzenliyor musunuz?',
      answer: 'Evet, bireysel ve kurumsal tüm alışverişleriniz için fatura düzenliyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Aradığım her şeyi tek yerde buluyorum, bulamadığımı da iki günde getirtiyorlar.',
      author: 'Fatma Ş.',
      role: 'Üsküdar',
    },
    {
      quote: 'Hediye paketleri o kadar özenli ki açmaya kıyamıyorlar.',
      author: 'Oğuz M.',
      role: 'Bornova',
    },
    {
      quote: 'Telefonla sipariş verdim, akşam kapımdaydı. Fiyatlar da gayet uygun.',
      author: 'Leyla C.',
      role: 'Etimesgut',
    },
  ],
  pricingHeading: 'Müşteri kartlarımız',
  pricingIntro: 'Müşteri kartlarımızla her alışverişinizde kazanın.',
  plans: [
    {
      name: 'Standart kart',
      price: 'Ücretsiz',
      period: 'her müşterimize',
      features: [
        'Her alışverişte %3 puan',
        'Doğum gününüzde indirim',
        'Kampanyalardan ilk siz haberdar olun',
      ],
    },
    {
      name: 'Gümüş kart',
      price: '₺250',
      period: 'yıllık',
      features: [
        'Her alışverişte %5 puan',
        'Ücretsiz teslimat',
        'Ücretsiz hediye paketi',
        'Kart sahiplerine özel günler',
      ],
      highlighted: true,
    },
    {
      name: 'Kurumsal',
      price: 'Size özel',
      period: 'toplu alımlarda',
      features: ['Toplu alımda özel fiyat', 'Faturalı teslimat', 'Vadeli ödeme seçeneği'],
    },
  ],
  cta: {
    title: 'Mağazamıza bekleriz',
    text: 'Yeni gelen ürünleri yerinde görün ya da aradığınız ürünü bize yazın, sizin için ayıralım.',
  },
  team: [
    { name: 'Mağaza sahibi', role: 'Ürün seçimi ve tedarik' },
    { name: 'Satış danışmanı', role: 'Mağaza ve müşteri hizmetleri' },
    { name: 'Sipariş sorumlusu', role: 'Telefon siparişleri ve teslimat' },
  ],
  teamIntro: 'Ürünlerimizi iyi tanıyan ve doğru seçimi yapmanıza yardımcı olan bir ekibiz.',
  galleryIntro: 'Mağazamızdan, yeni gelen ürünlerimizden ve vitrinimizden kareler.',
  blogTopics: 'yeni gelen ürünleri, kampanyalarımızı ve ürün seçimi için pratik önerileri',
  contactText: 'Ürün, stok ve sipariş sorularınız için bizi arayın ya da yazın; mağazamıza da bekleriz.',
  hours: {
    weekdays: ['09:30', '20:00'],
    saturday: ['09:30', '20:00'],
    sunday: ['11:00', '18:00'],
    note: 'Resmî tatillerde çalışma saatlerimiz değişebilir.',
  },
}
