import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const ETICARET: SectorStarter = {
  tagline: 'Seçilmiş ürünler, güvenli ödeme ve hızlı kargo; alışverişiniz kapınıza kadar.',
  about: (name) =>
    `${name}, özenle seçtiği ürünleri internet üzerinden Türkiye'nin her yerine gönderen bir e-ticaret mağazasıdır. Her ürünü satışa sunmadan önce kendimiz inceliyor, ürün açıklamalarını ve fotoğraflarını gerçeğe uygun hazırlıyoruz. Siparişlerinizi özenle paketliyor, çoğunu aynı gün kargoya veriyoruz.`,
  values: [
    {
      title: 'Aynı gün kargo',
      text: "Hafta içi saat 15.00'e kadar verilen siparişler aynı gün kargoya verilir.",
    },
    {
      title: 'Güvenli ödeme',
      text: 'Ödemeleriniz bankanızın 3D güvenli ödeme sistemiyle alınır; kart bilgileriniz bizde saklanmaz.',
    },
    {
      title: '14 gün içinde kolay iade',
      text: 'Beğenmediğiniz ürünü 14 gün içinde ücretsiz iade kargosuyla geri gönderebilirsiniz.',
    },
  ],
  servicesHeading: 'Alışveriş kolaylıkları',
  servicesIntro: 'Siparişten teslimata, alışverişinizi kolaylaştıran hizmetlerimiz.',
  services: [
    {
      title: 'Hızlı kargo',
      text: 'Siparişleriniz anlaşmalı kargo firmalarıyla 1–3 iş gününde adresinize ulaşır.',
    },
    {
      title: 'Kapıda ödeme',
      text: 'Dilerseniz siparişinizin ücretini teslimatta nakit ya da kartla ödeyebilirsiniz.',
    },
    {
      title: 'Taksitli alışveriş',
      text: 'Kredi kartınıza taksit seçenekleriyle ödeme yapabilirsiniz.',
    },
    {
      title: 'Hediye paketi',
      text: 'Siparişinizi hediye paketiyle ve notunuzla doğrudan sevdiklerinize gönderin.',
    },
    {
      title: 'Kolay iade ve değişim',
      text: 'İade talebinizi iletin, size ücretsiz iade kodu gönderelim; ürün bize ulaştığında ödemeniz iade edilsin.',
    },
  ],
  productsHeading: 'Çok satanlar',
  productsIntro: 'En çok satan ürünlerimizden bir seçki; tüm ürünler ve güncel stok için bize ulaşın.',
  products: [
    { title: 'Zeytinyağlı el yapımı sabun', text: '4 adetlik paket, katkısız.', price: '₺240' },
    { title: 'Pamuklu havlu seti', text: '3 parça, yumuşak dokulu.', price: '₺890' },
    { title: 'Seramik kupa', text: '350 ml, el boyaması.', price: '₺320' },
    { title: 'Hediye kutusu', text: 'Sabun, kupa ve kokulu mumdan oluşan set.', price: '₺950' },
  ],
  faq: [
    {
      question: 'Siparişim ne zaman kargoya verilir?',
      answer:
        "Hafta içi saat 15.00'e kadar verilen siparişler aynı gün, sonrakiler ertesi iş günü kargoya verilir. Kargo takip numaranız size e-postayla gönderilir.",
    },
    {
      question: 'Kargo ücreti ne kadar?',
      answer:
        'Belirli bir tutarın üzerindeki siparişlerde kargo ücretsizdir; diğer siparişlerde kargo ücreti ödeme adımında gösterilir.',
    },
    {
      question: 'Ürünü nasıl iade ederim?',
      answer:
        'Teslimattan sonraki 14 gün içinde bize yazmanız yeterli. Size iade kodu gönderiyoruz; ürün bize ulaştıktan sonra ödemeniz aynı yöntemle iade edilir.',
    },
    {
      question: 'Ödememi güvenle yapabilir miyim?',
      answer:
        'Ödemeleriniz bankanızın 3D güvenli ödeme sistemiyle alınır; kart bilgileriniz bizim sistemlerimizde saklanmaz.',
    },
    {
      question: 'Faturam nasıl gönderiliyor?',
      answer:
        'Faturanız e-arşiv fatura olarak düzenlenir ve sipariş sırasında verdiğiniz e-posta adresine gönderilir.',
    },
  ],
  testimonials: [
    {
      quote: 'Siparişim ertesi gün elimdeydi, paketleme çok özenliydi.',
      author: 'Tuğba A.',
      role: 'Antalya',
    },
    {
      quote: 'Rengini beğenmedim, değişim çok kolay oldu; yenisi üç günde geldi.',
      author: 'Kemal Ö.',
      role: 'Trabzon',
    },
    {
      quote: 'Ürünler fotoğraflardakinin aynısı. Hediye paketiyle gönderdim, çok beğenildi.',
      author: 'Pınar S.',
      role: 'Eskişehir',
    },
  ],
  pricingHeading: 'Teslimat seçenekleri',
  pricingIntro: 'Siparişinize uygun teslimat seçeneğini ödeme adımında seçebilirsiniz.',
  plans: [
    {
      name: 'Standart kargo',
      price: '₺79',
      period: 'sipariş başına',
      features: ['1–3 iş gününde teslim', 'Kargo takip numarası', '₺750 üzeri siparişlerde ücretsiz'],
    },
    {
      name: 'Hızlı teslimat',
      price: '₺149',
      period: 'sipariş başına',
      features: ['Ertesi gün teslim', "Saat 15.00'e kadar verilen siparişlerde", 'Mesajla bilgilendirme'],
      highlighted: true,
    },
    {
      name: 'Kurumsal sipariş',
      price: 'Size özel',
      period: 'toplu alımlarda',
      features: ['Toplu alımda özel fiyat', 'Firmanıza özel paketleme', 'Faturalı teslimat'],
    },
  ],
  cta: {
    title: 'Yeni ürünlerden ilk siz haberdar olun',
    text: 'Kampanyalarımızı ve yeni gelen ürünleri kaçırmamak için bize yazın ya da sosyal medyada bizi takip edin.',
  },
  team: [
    { name: 'Kurucu', role: 'Ürün seçimi ve tedarik' },
    { name: 'Müşteri hizmetleri', role: 'Sipariş ve iade işlemleri' },
    { name: 'Depo sorumlusu', role: 'Paketleme ve kargo' },
  ],
  teamIntro: 'Siparişinizi hazırlayan ve sorularınızı yanıtlayan küçük ve özenli bir ekibiz.',
  galleryIntro: 'Ürünlerimizden, paketleme masamızdan ve müşterilerimizin paylaştığı fotoğraflardan kareler.',
  blogTopics: 'yeni ürünlerimizi, kampanyalarımızı ve ürünlerin kullanımıyla ilgili önerileri',
  contactText: 'Sipariş, kargo ve iade sorularınız için bize yazın; hafta içi aynı gün yanıt veriyoruz.',
}
