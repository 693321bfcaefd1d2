import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const RESTORAN: SectorStarter = {
  tagline: 'Her sabah taze hazırlanan kahvaltılar, ev usulü yemekler ve özenle demlenen çay.',
  about: (name) =>
    `${name}, mevsiminde ve yerel üreticilerden aldığı ürünlerle ev usulü yemekler hazırlayan bir restoran ve kafedir. Ekmeğimizi her sabah kendimiz pişiriyor, yemeklerimizi gün içinde taze hazırlıyoruz. Hafta sonu kahvaltılarından iş yemeklerine, doğum günlerinden kalabalık davetlere kadar sofranızı sizin için kuruyoruz.`,
  values: [
    {
      title: 'Her gün taze üretim',
      text: 'Ekmeklerimizi, tatlılarımızı ve soslarımızı her gün kendi mutfağımızda hazırlarız.',
    },
    {
      title: 'Yerel üreticiler',
      text: 'Peynir, zeytin, bal ve sebzelerimizi tanıdığımız üreticilerden alırız.',
    },
    {
      title: 'Herkese uygun sofra',
      text: 'Vejetaryen ve çocuk menüsü seçeneklerimiz var; alerjinizi söylemeniz yeterli.',
    },
  ],
  servicesHeading: 'Neler sunuyoruz?',
  servicesButton: 'Menümüz',
  servicesIntro: 'Sabah kahvaltısından akşam yemeğine, günün her saatinde sofranız hazır.',
  services: [
    {
      title: 'Serpme kahvaltı',
      text: "Köy ürünleri, sıcak çeşitler ve sınırsız çayla; hafta içi 12.00'ye, hafta sonu 14.00'e kadar.",
    },
    {
      title: 'Öğle menüsü',
      text: 'Hafta içi her gün değişen çorba, ana yemek ve tatlıdan oluşan uygun fiyatlı öğle menüsü.',
    },
    {
      title: 'Özel davetler',
      text: 'Doğum günü, nişan ve iş yemekleriniz için 40 kişiye kadar özel menü ve salon düzeni.',
    },
    {
      title: 'Paket servis',
      text: 'Menümüzdeki yemekleri telefonla sipariş verin; yakın çevredeki adreslere sıcak teslim ediyoruz.',
    },
    {
      title: 'Toplu yemek ve ikram',
      text: 'Ofis toplantıları ve etkinlikler için kişi başı menüyle yemek ve ikram hizmeti.',
    },
  ],
  productsHeading: 'Ev yapımı ürünlerimiz',
  productsIntro: 'Mutfağımızda hazırladığımız, evinize götürebileceğiniz ürünler.',
  products: [
    { title: 'Ev yapımı vişne reçeli', text: '400 gram, az şekerli ve katkısız.', price: '₺220' },
    { title: 'Köy tereyağı', text: '500 gram, yerel üreticiden.', price: '₺375' },
    { title: 'Tahinli çörek', text: '6 adet, her sabah fırından.', price: '₺180' },
    {
      title: 'Hediye kahvaltı sepeti',
      text: 'Reçel, bal, peynir ve zeytin çeşitleriyle iki kişilik sepet.',
      price: '₺1.250',
    },
  ],
  menu: {
    heading: 'Menümüz',
    intro: 'Fiyatlarımıza KDV dahildir. Alerjiniz varsa lütfen siparişten önce bize söyleyin.',
    replacesServices: true,
    groups: [
      {
        title: 'Kahvaltı',
        items: [
          {
            name: 'Serpme kahvaltı (2 kişilik)',
            description: 'Peynir çeşitleri, zeytin, reçel, bal-kaymak, sıcaklar ve sınırsız çay',
            price: '₺950',
          },
          { name: 'Menemen', description: 'Domates, biber ve köy yumurtasıyla', price: '₺220' },
          { name: 'Sucuklu yumurta', description: 'Bakır sahanda, iki yumurtayla', price: '₺260' },
          { name: 'Gözleme', description: 'Peynirli, patatesli ya da ıspanaklı', price: '₺200' },
        ],
      },
      {
        title: 'Ana yemekler',
        items: [
          { name: 'Izgara köfte', description: 'Közlenmiş biber, domates ve pilav eşliğinde', price: '₺420' },
          { name: 'Tavuk şiş', description: 'Bulgur pilavı ve mevsim salatasıyla', price: '₺380' },
          { name: 'Etli kuru fasulye', description: 'Pirinç pilavı ve turşuyla', price: '₺320' },
          { name: 'Sebzeli güveç', description: 'Mevsim sebzeleriyle, fırında', price: '₺290' },
        ],
      },
      {
        title: 'Tatlılar',
        items: [
          { name: 'Fırın sütlaç', description: 'Fırında, tarçınla', price: '₺150' },
          { name: 'Künefe', description: 'Antep fıstığıyla, sıcak servis', price: '₺240' },
          { name: 'Mevsim meyveleri', description: 'Günün taze meyveleri', price: '₺160' },
        ],
      },
      {
        title: 'İçecekler',
        items: [
          { name: 'Çay', description: 'İnce belli bardakta', price: '₺30' },
          { name: 'Türk kahvesi', description: 'Lokumla', price: '₺90' },
          { name: 'Ev yapımı limonata', description: 'Taze naneyle', price: '₺110' },
          { name: 'Ayran', description: 'Köpüklü, bakır maşrapada', price: '₺50' },
        ],
      },
    ],
  },
  faq: [
    {
      question: 'Rezervasyon yapmam gerekiyor mu?',
      answer:
        'Hafta içi genellikle yer bulabilirsiniz; hafta sonu kahvaltısı ve kalabalık gruplar için bir gün önceden rezervasyon yapmanızı öneririz.',
    },
    {
      question: 'Vejetaryen ya da glütensiz seçenekleriniz var mı?',
      answer:
        'Menümüzde vejetaryen yemekler her zaman bulunur. Glütensiz ve alerjiye uygun seçenekler için siparişten önce ekibimize danışın.',
    },
    {
      question: 'Paket servis yapıyor musunuz?',
      answer: 'Evet, yakın çevredeki adreslere paket servisimiz var. Siparişinizi telefonla verebilirsiniz.',
    },
    {
      question: 'Özel günler için salonu ayırtabilir miyim?',
      answer:
        'Doğum günü, nişan ve iş yemekleri için 40 kişiye kadar misafir ağırlayabiliyoruz; menüyü ve süslemeyi birlikte planlıyoruz.',
    },
    {
      question: 'Çocuklar için menünüz var mı?',
      answer: 'Evet, küçük porsiyonlu çocuk menümüz ve mama sandalyelerimiz var.',
    },
  ],
  testimonials: [
    {
      quote:
        'Hafta sonu kahvaltısı için şehrin öbür ucundan geliyoruz. Reçeller ev yapımı, çay hiç bitmiyor.',
      author: 'Derya M.',
      role: 'Kadıköy',
    },
    {
      quote: 'Annemin doğum gününü burada kutladık; menüden süslemeye her şeyi düşünmüşlerdi.',
      author: 'Emre K.',
      role: 'Çankaya',
    },
    {
      quote: 'Ofisçe öğle yemeğini buradan söylüyoruz. Her gün sıcak, her gün zamanında.',
      author: 'Sinem A.',
      role: 'Karşıyaka',
    },
  ],
  pricingIntro:
    'Davetler ve kalabalık gruplar için kişi başı menülerimiz; içecek seçeneklerini birlikte belirleriz.',
  plans: [
    {
      name: 'Kahvaltı daveti',
      price: '₺550',
      period: 'kişi başı',
      features: ['Serpme kahvaltı', 'Sınırsız çay', 'En az 10 kişi'],
    },
    {
      name: 'Akşam yemeği menüsü',
      price: '₺950',
      period: 'kişi başı',
      features: ['Başlangıç, ana yemek ve tatlı', 'Meşrubat ve çay', 'Masa süslemesi', 'En az 15 kişi'],
      highlighted: true,
    },
    {
      name: 'Özel gün paketi',
      price: '₺1.400',
      period: 'kişi başı',
      features: ['Zengin açık büfe', 'Pasta ikramı', 'Salonun tamamı size özel', 'Müzik düzeni'],
    },
  ],
  cta: {
    title: 'Masanızı ayırtın',
    text: 'Hafta sonu kahvaltısı, iş yemeği ya da özel gün için yerinizi şimdiden ayırtın; kalabalık gruplar için menüyü birlikte hazırlayalım.',
  },
  team: [
    { name: 'Şef', role: 'Mutfak ve menü' },
    { name: 'İşletme sahibi', role: 'Misafir ağırlama' },
    { name: 'Salon sorumlusu', role: 'Rezervasyon ve servis' },
  ],
  teamIntro: 'Mutfaktan salona, sizi her gün aynı güler yüzle karşılayan ekibimiz.',
  galleryIntro:
    'Mutfağımızdan, sofralarımızdan ve salonumuzdan kareler. En güzel fotoğrafı yine de yerinde çekersiniz.',
  blogTopics: 'mevsim menülerimizi, sevilen tariflerimizi ve özel günlerdeki etkinliklerimizi',
  contactText: 'Rezervasyon, paket sipariş ve özel davetleriniz için bizi arayın ya da yazın.',
  hours: {
    weekdays: ['08:00', '23:00'],
    saturday: ['08:00', '23:00'],
    sunday: ['08:00', '22:00'],
    note: 'Mutfağımız kapanıştan bir saat önce sipariş almayı bırakır.',
  },
}
