import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const GUZELLIK: SectorStarter = {
  tagline: 'Saç, cilt ve tırnak bakımında uzman ellerde, randevulu ve beklemesiz hizmet.',
  about: (name) =>
    `${name}, saç tasarımından cilt bakımına, manikürden makyaja kadar güzellik hizmetlerini bir arada sunan bir salondur. Her uygulamaya isteğinizi dinleyerek başlıyor, saç ve cilt tipinize uygun ürünlerle çalışıyoruz. Hijyene özen gösteriyor, tüm aletlerimizi her kullanımdan sonra sterilize ediyoruz.`,
  values: [
    {
      title: 'Randevulu, beklemesiz',
      text: 'Randevu saatinizde sizi karşılarız; sıra beklemezsiniz.',
    },
    {
      title: 'Steril aletler',
      text: 'Makas, tarak ve manikür aletleri her müşteriden sonra sterilize edilir.',
    },
    {
      title: 'Size uygun ürünler',
      text: 'Saç ve cilt tipinize uygun, güvenilir markaların profesyonel ürünlerini kullanırız.',
    },
  ],
  servicesIntro: 'Saçınızdan tırnağınıza, size iyi gelecek her şey bir arada.',
  services: [
    {
      title: 'Saç kesimi ve fön',
      text: 'Yüz şeklinize ve yaşam tarzınıza uygun kesim, ardından fön ya da maşa.',
    },
    {
      title: 'Boya ve balyaj',
      text: 'Dip boya, röfle ve balyaj; saç sağlığını koruyan ürünlerle.',
    },
    {
      title: 'Keratin ve saç bakımı',
      text: 'Yıpranmış saçlar için keratin, nem ve onarım bakımları.',
    },
    {
      title: 'Cilt bakımı',
      text: 'Cilt tipinize göre derinlemesine temizlik, nem ve leke karşıtı bakımlar.',
    },
    {
      title: 'Manikür ve pedikür',
      text: 'Klasik bakım ve kalıcı oje uygulamalarıyla el ve ayak bakımı.',
    },
    {
      title: 'Gelin ve özel gün makyajı',
      text: 'Deneme randevusuyla birlikte gelin başı, nişan ve mezuniyet makyajı.',
    },
  ],
  productsHeading: 'Bakım ürünlerimiz',
  productsIntro: 'Salonumuzda kullandığımız ve evde bakım için satın alabileceğiniz ürünler.',
  products: [
    { title: 'Onarıcı şampuan', text: '300 ml, boyalı ve yıpranmış saçlar için.', price: '₺450' },
    { title: 'Saç bakım yağı', text: '100 ml, uçlardaki kırılmaya karşı.', price: '₺520' },
    { title: 'Nemlendirici yüz kremi', text: '50 ml, her cilt tipi için.', price: '₺680' },
    {
      title: 'Hediye çeki',
      text: 'Sevdiklerinize dilediği hizmeti seçebileceği bir hediye.',
      price: '₺1.000',
    },
  ],
  menu: {
    heading: 'Fiyat listesi',
    intro: 'Fiyatlar saç uzunluğuna göre değişebilir; kesin fiyatı randevunuzda birlikte belirleriz.',
    replacesServices: false,
    groups: [
      {
        title: 'Saç',
        items: [
          { name: 'Kadın saç kesimi', description: 'Yıkama ve fön dahil', price: '₺600' },
          { name: 'Fön', description: 'Kısa ve orta boy saç', price: '₺300' },
          { name: 'Dip boya', description: 'Ürün dahil', price: '₺900' },
          { name: 'Balyaj', description: 'Bakım dahil, saç uzunluğuna göre', price: '₺2.500' },
        ],
      },
      {
        title: 'Bakım',
        items: [
          { name: 'Klasik cilt bakımı', description: '60 dakika', price: '₺1.200' },
          { name: 'Keratin bakımı', description: 'Orta boy saç', price: '₺2.000' },
          { name: 'Kaş ve bıyık alımı', description: 'İp ya da ağdayla', price: '₺200' },
        ],
      },
      {
        title: 'El ve ayak',
        items: [
          { name: 'Manikür', description: 'Klasik bakım', price: '₺350' },
          { name: 'Kalıcı oje', description: 'Eller', price: '₺550' },
          { name: 'Pedikür', description: 'Topuk bakımı dahil', price: '₺450' },
        ],
      },
    ],
  },
  faq: [
    {
      question: 'Randevusuz gelebilir miyim?',
      answer: 'Müsait olduğumuz saatlerde elbette; ancak beklememeniz için randevu almanızı öneririz.',
    },
    {
      question: 'Boyadan önce alerji testi yapıyor musunuz?',
      answer:
        'Evet. İlk kez boya yaptıracak müşterilerimize işlemden 48 saat önce ücretsiz alerji testi yapıyoruz.',
    },
    {
      question: 'Gelin başı için deneme yapıyor musunuz?',
      answer:
        'Evet, düğünden önce saç ve makyaj için bir deneme randevusu planlıyor, düğün günü sizi saatinde hazırlıyoruz.',
    },
    {
      question: 'Randevumu nasıl iptal ederim?',
      answer:
        'Telefonla ya da mesajla haber vermeniz yeterli. Başka müşterilerimize yer açabilmemiz için en az 3 saat önceden bildirmenizi rica ederiz.',
    },
    {
      question: 'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
      answer: 'Nakit, banka kartı ya da kredi kartıyla ödeme yapabilirsiniz.',
    },
  ],
  testimonials: [
    {
      quote: 'Yıllardır saçımı kimseye emanet edemiyordum; burada ilk seferde istediğim rengi tutturdular.',
      author: 'Seda Ö.',
      role: 'Nişantaşı',
    },
    {
      quote:
        'Gelin başım ve makyajım sabaha kadar bozulmadı. Deneme randevusu sayesinde hiç stres yaşamadım.',
      author: 'Merve A.',
      role: 'Gelin, Bursa',
    },
    {
      quote: 'Randevu saatinde koltuktayım, salon pırıl pırıl. Kalıcı ojem üç hafta dayandı.',
      author: 'Büşra T.',
      role: 'Konak',
    },
  ],
  pricingIntro: 'Düzenli bakım paketlerimizle hem tasarruf edin hem de randevunuzu önceden ayırtın.',
  plans: [
    {
      name: 'Bakım paketi',
      price: '₺1.500',
      period: 'aylık',
      features: ['Ayda 2 fön', '1 manikür', 'Kaş alımı'],
    },
    {
      name: 'Güzellik paketi',
      price: '₺2.900',
      period: 'aylık',
      features: ['Ayda 4 fön', '1 cilt bakımı', '1 kalıcı oje', 'Ürünlerde %10 indirim'],
      highlighted: true,
    },
    {
      name: 'Gelin paketi',
      price: '₺12.000',
      period: 'tek seferlik',
      features: [
        'Deneme saç ve makyajı',
        'Gelin başı ve makyajı',
        'Manikür ve pedikür',
        'Düğün öncesi cilt bakımı',
      ],
    },
  ],
  cta: {
    title: 'Randevunuzu şimdiden alın',
    text: 'Size uygun gün ve saati söyleyin, koltuğunuz hazır olsun.',
  },
  team: [
    { name: 'Salon sahibi', role: 'Saç tasarımı ve renk' },
    { name: 'Kuaför', role: 'Kesim, fön ve gelin başı' },
    { name: 'Güzellik uzmanı', role: 'Cilt bakımı, manikür ve pedikür' },
  ],
  teamIntro: 'Alanında eğitim almış, yenilikleri takip eden ve işini severek yapan bir ekibiz.',
  galleryIntro:
    'Salonumuzdan ve müşterilerimizin izniyle paylaştığımız saç, makyaj ve tırnak çalışmalarımızdan kareler.',
  blogTopics: 'saç ve cilt bakımı önerilerini, sezonun renklerini ve özel günlere hazırlık için ipuçlarını',
  contactText: 'Randevu için bizi arayın ya da yazın; size uygun gün ve saati birlikte belirleyelim.',
  hours: {
    weekdays: ['09:00', '20:00'],
    saturday: ['09:00', '20:00'],
    sunday: null,
    note: 'Pazar günleri yalnızca gelin randevusu alıyoruz.',
  },
}
