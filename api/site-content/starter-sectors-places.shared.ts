import type { SectorStarter } from './starter-types.shared'

// Turkish starter text for businesses customers walk into: restaurants and cafés, hotels and tours,
// salons, gyms, clinics. Each has opening hours; the restaurant's services page is its menu and the
// salon's services are followed by a price list. Health is a regulated profession in Türkiye: its text
// stays informative (no promised results) and its home page carries no patient quotes.

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

export const TURIZM: SectorStarter = {
  tagline: 'Samimi bir konaklama, yöreyi iyi tanıyan bir ekip ve size göre planlanmış bir tatil.',
  about: (name) =>
    `${name}, misafirlerini ev sıcaklığında ağırlayan bir konaklama ve tur işletmesidir. Odalarımızı sade ve konforlu tutuyor, kahvaltımızı yöresel ürünlerle hazırlıyoruz. Bölgeyi iyi tanıyan ekibimizle günübirlik turları, havalimanı transferini ve araç kiralamayı da tek noktadan ayarlıyoruz.`,
  values: [
    {
      title: 'Doğrudan rezervasyon avantajı',
      text: 'Bize doğrudan yaptığınız rezervasyonlarda en uygun fiyatı ve esnek iptal seçeneğini sunarız.',
    },
    {
      title: 'Yöreyi bilen ekip',
      text: 'Gezilecek yerleri, restoranları ve plajları bizzat gittiğimiz yerlerden öneririz.',
    },
    {
      title: 'Her şey tek noktadan',
      text: 'Konaklamanızı, havalimanı transferinizi ve turlarınızı tek bir görüşmeyle planlarız.',
    },
  ],
  servicesIntro: 'Konaklamadan turlara, tatilinizin her adımını sizin için planlıyoruz.',
  services: [
    {
      title: 'Konaklama',
      text: 'Tek kişilik, çift kişilik ve aile odalarımızda kahvaltı dahil konaklama.',
    },
    {
      title: 'Havalimanı transferi',
      text: 'Uçuş saatinize göre sizi havalimanından alır, dönüşte zamanında bırakırız.',
    },
    {
      title: 'Günübirlik turlar',
      text: 'Tarihi yerler, doğa yürüyüşleri ve tekne gezileri için rehberli günübirlik programlar.',
    },
    {
      title: 'Araç kiralama',
      text: 'Konaklamanız süresince kullanabileceğiniz, kapınıza teslim edilen kiralık araçlar.',
    },
    {
      title: 'Grup ve etkinlik organizasyonu',
      text: 'Şirket gezileri, düğün misafirleri ve okul grupları için konaklama ve program planlaması.',
    },
  ],
  productsHeading: 'Tur ve paketlerimiz',
  productsIntro: 'Sık tercih edilen tur ve paketlerimiz; tarihler ve kontenjan için bize ulaşın.',
  products: [
    {
      title: 'Tarihi kent turu',
      text: 'Rehber eşliğinde yarım gün; müze giriş ücretleri hariç.',
      price: '₺900',
    },
    { title: 'Doğa yürüyüşü', text: 'Rehberli, 8 km, köy kahvaltısıyla.', price: '₺750' },
    { title: 'Havalimanı transferi', text: 'Tek yön, 4 kişiye kadar, özel araçla.', price: '₺1.200' },
    {
      title: 'Hafta sonu kaçamağı',
      text: 'İki gece konaklama ve kahvaltı, iki kişi için.',
      price: '₺6.500',
    },
  ],
  faq: [
    {
      question: 'Giriş ve çıkış saatleriniz nedir?',
      answer:
        "Odanıza saat 14.00'ten itibaren yerleşebilirsiniz; çıkış saatimiz 12.00'dir. Erken giriş ve geç çıkış için lütfen önceden haber verin.",
    },
    {
      question: 'Rezervasyonumu iptal edebilir miyim?',
      answer:
        'Girişinizden 7 gün öncesine kadar yapılan iptallerde ödemenizin tamamını iade ediyoruz. Daha sonraki iptallerde ilk gecenin ücreti alınır.',
    },
    {
      question: 'Kahvaltı fiyata dahil mi?',
      answer: 'Evet, tüm konaklamalarımızda yöresel ürünlerle hazırlanan kahvaltı fiyata dahildir.',
    },
    {
      question: 'Evcil hayvan kabul ediyor musunuz?',
      answer:
        'Küçük ırk evcil hayvanları bazı odalarımızda ağırlayabiliyoruz; rezervasyon sırasında belirtmeniz yeterli.',
    },
    {
      question: 'Otopark var mı?',
      answer: 'Evet, misafirlerimiz için ücretsiz otoparkımız bulunuyor.',
    },
  ],
  testimonials: [
    {
      quote:
        'Oda tertemizdi, kahvaltı tam bir ziyafetti. Önerdikleri yerleri kendi başımıza asla bulamazdık.',
      author: 'Gizem T.',
      role: 'Ankara',
    },
    {
      quote:
        'Transferden tura kadar her şeyi tek telefonla ayarladılar; tatil boyunca hiçbir şey düşünmedik.',
      author: 'Volkan E.',
      role: 'İstanbul',
    },
    {
      quote: 'Çocuklarla gittik, aile odası çok rahattı. Çalışanlar çocuklarımızın adını ilk gün öğrendi.',
      author: 'Aslı N.',
      role: 'Bursa',
    },
  ],
  pricingIntro:
    'Gecelik fiyatlarımız iki kişi ve kahvaltı içindir; sezona göre değişen fiyatlar için bize ulaşın.',
  plans: [
    {
      name: 'Standart oda',
      price: '₺2.800',
      period: 'gecelik',
      features: ['İki kişilik kahvaltı', 'Ücretsiz kablosuz internet', 'Klima ve mini buzdolabı'],
    },
    {
      name: 'Aile odası',
      price: '₺3.900',
      period: 'gecelik',
      features: ['Dört kişiye kadar', 'Kahvaltı dahil', 'Çocuk yatağı', 'Ücretsiz otopark'],
      highlighted: true,
    },
    {
      name: 'Hafta sonu paketi',
      price: '₺6.500',
      period: 'iki gece',
      features: ['İki gece konaklama', 'Kahvaltı ve bir akşam yemeği', 'Havalimanı transferi', 'Geç çıkış'],
    },
  ],
  cta: {
    title: 'Tatilinizi planlayalım',
    text: 'Tarihlerinizi ve kişi sayınızı yazın; müsaitliği ve size özel fiyatı hemen iletelim.',
  },
  team: [
    { name: 'İşletme sahibi', role: 'Misafir ilişkileri' },
    { name: 'Resepsiyon sorumlusu', role: 'Rezervasyon ve transferler' },
    { name: 'Tur rehberi', role: 'Günübirlik turlar' },
  ],
  teamIntro: 'Misafirlerimizi adıyla karşılayan, bölgeyi avucunun içi gibi bilen bir ekibiz.',
  galleryIntro: 'Odalarımızdan, kahvaltı sofralarımızdan ve turlarımızda gezdiğimiz yerlerden kareler.',
  blogTopics: 'bölgede gezilecek yerleri, mevsimlik etkinlikleri ve tatil planlama önerilerini',
  contactText: 'Tarihlerinizi ve kişi sayınızı yazın; müsaitlik ve fiyat bilgisini aynı gün iletelim.',
  hours: {
    heading: 'Rezervasyon hattı',
    weekdays: ['08:00', '22:00'],
    saturday: ['08:00', '22:00'],
    sunday: ['08:00', '22:00'],
    note: 'Resepsiyonumuz 24 saat açıktır; giriş 14.00, çıkış 12.00.',
  },
}

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

export const SPOR: SectorStarter = {
  tagline: 'Hedefinize uygun program, yanınızda bir antrenör ve kalabalık olmayan bir salon.',
  about: (name) =>
    `${name}, her seviyeden üyesine kişisel antrenman programları ve grup dersleri sunan bir spor salonudur. Üyeliğin ilk haftasında ücretsiz bir vücut analizi yapıyor, hedefinize göre antrenman programınızı hazırlıyoruz. Ağırlık alanımız, kardiyo bölümümüz ve grup dersi stüdyomuzla haftanın her günü açığız.`,
  values: [
    {
      title: 'Ücretsiz ilk değerlendirme',
      text: 'Üyeliğin başında vücut analizi ve antrenörünüzle bir hedef görüşmesi yaparız.',
    },
    {
      title: 'Sınırlı kontenjanlı dersler',
      text: 'Grup derslerimiz en fazla 15 kişiyle yapılır; eğitmen herkesin hareketini düzeltebilir.',
    },
    {
      title: 'Temiz ve bakımlı salon',
      text: 'Aletler her gün temizlenir, düzenli bakımları aksatılmadan yapılır.',
    },
  ],
  servicesIntro: 'Kilo vermekten güç kazanmaya, hedefiniz ne olursa olsun size uygun bir program var.',
  services: [
    {
      title: 'Ağırlık ve kardiyo',
      text: 'Ağırlık ve kardiyo alanlarımızda antrenörünüzün hazırladığı programla çalışın.',
    },
    {
      title: 'Kişisel antrenörlük',
      text: 'Birebir derslerle hedefinize daha hızlı ve sakatlanmadan ulaşın.',
    },
    {
      title: 'Pilates',
      text: 'Aletli ve mat pilates derslerinde duruşunuzu ve esnekliğinizi geliştirin.',
    },
    {
      title: 'Grup dersleri',
      text: 'Fonksiyonel antrenman, yoga ve bisiklet derslerinden oluşan haftalık program.',
    },
    {
      title: 'Beslenme danışmanlığı',
      text: 'Antrenmanınızı destekleyen, günlük yaşamınıza uyan bir beslenme planı.',
    },
    {
      title: 'Vücut analizi',
      text: 'Yağ, kas ve su oranınızı ölçer, gelişiminizi ayda bir birlikte değerlendiririz.',
    },
  ],
  productsHeading: 'Paketler ve ürünler',
  productsIntro: 'Salonumuzdan satın alabileceğiniz ders paketleri ve sporcu ürünleri.',
  products: [
    {
      title: '10 derslik pilates paketi',
      text: 'İki ay içinde kullanılabilir, grup derslerinde geçerli.',
      price: '₺3.500',
    },
    {
      title: '8 seans kişisel antrenörlük',
      text: 'Birebir, 60 dakikalık seanslar.',
      price: '₺6.400',
    },
    { title: 'Günlük giriş', text: 'Tüm alanlar ve o günün grup dersleri dahil.', price: '₺350' },
    { title: 'Protein tozu', text: '1 kg, çikolata ya da vanilya aromalı.', price: '₺1.450' },
  ],
  faq: [
    {
      question: 'Daha önce hiç spor yapmadım, başlayabilir miyim?',
      answer:
        'Elbette. İlk hafta antrenörünüz size aletlerin kullanımını gösterir ve seviyenize uygun, yavaş ilerleyen bir program hazırlar.',
    },
    {
      question: 'Üyeliğimi dondurabilir miyim?',
      answer:
        'Yıllık üyeliklerde yılda 30 güne, altı aylık üyeliklerde 15 güne kadar üyeliğinizi dondurabilirsiniz.',
    },
    {
      question: 'Grup dersleri üyeliğe dahil mi?',
      answer:
        'Altı aylık ve yıllık üyeliklerde grup dersleri dahildir; derslere resepsiyondan ya da telefonla yer ayırtabilirsiniz.',
    },
    {
      question: 'Deneme antrenmanı yapabilir miyim?',
      answer:
        'Evet, üye olmadan önce bir günlük ücretsiz deneme hakkınız var. Gelmeden önce bizi aramanız yeterli.',
    },
    {
      question: 'Soyunma odası ve duş var mı?',
      answer: 'Kadın ve erkek soyunma odalarımızda duş, kilitli dolap ve saç kurutma makinesi bulunur.',
    },
  ],
  testimonials: [
    {
      quote: 'Altı ayda 12 kilo verdim. Programımı her ay yenilediler, hiç sıkılmadım.',
      author: 'Barış Y.',
      role: 'Üye, Beşiktaş',
    },
    {
      quote: 'Bel ağrım için pilatese başladım; üç ayda farkı hissettim. Eğitmenler çok dikkatli.',
      author: 'Nurcan E.',
      role: 'Üye, Ataşehir',
    },
    {
      quote: "Sabah 7'de açık olması işe gitmeden antrenman yapmamı sağlıyor. Salon hiç kalabalık değil.",
      author: 'Kaan D.',
      role: 'Üye, Çankaya',
    },
  ],
  pricingIntro: 'Tüm üyeliklerde ücretsiz vücut analizi ve başlangıç programı vardır.',
  plans: [
    {
      name: 'Aylık',
      price: '₺1.500',
      period: 'aylık',
      features: ['Ağırlık ve kardiyo alanları', 'Başlangıç programı', 'Soyunma odası ve duş'],
    },
    {
      name: 'Altı aylık',
      price: '₺7.200',
      period: '6 ay',
      features: [
        'Ağırlık ve kardiyo alanları',
        'Tüm grup dersleri',
        'Aylık vücut analizi',
        '15 gün dondurma hakkı',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık',
      price: '₺12.000',
      period: 'yıllık',
      features: [
        'Tüm alanlar ve grup dersleri',
        '4 seans kişisel antrenörlük',
        'Beslenme danışmanlığı',
        '30 gün dondurma hakkı',
      ],
    },
  ],
  cta: {
    title: 'Ücretsiz deneme antrenmanına gelin',
    text: 'Salonu gezin, antrenörümüzle tanışın ve size uygun programı birlikte belirleyin.',
  },
  team: [
    { name: 'Kurucu', role: 'Antrenör, kuvvet antrenmanı' },
    { name: 'Pilates eğitmeni', role: 'Aletli ve mat pilates' },
    { name: 'Diyetisyen', role: 'Beslenme danışmanlığı' },
  ],
  teamIntro: 'Sertifikalı antrenörlerimiz ve eğitmenlerimiz hedefinize ulaşana kadar yanınızda.',
  galleryIntro: 'Salonumuzdan, grup derslerimizden ve üyelerimizle katıldığımız etkinliklerden kareler.',
  blogTopics:
    'antrenman ve beslenme önerilerini, ders programımızdaki değişiklikleri ve üyelerimizin başarı hikâyelerini',
  contactText: 'Ücretsiz deneme antrenmanı ve üyelik bilgisi için bize yazın ya da salonumuza uğrayın.',
  hours: {
    weekdays: ['07:00', '23:00'],
    saturday: ['09:00', '20:00'],
    sunday: ['09:00', '20:00'],
    note: 'Grup dersi saatleri resepsiyonda ve sosyal medya hesaplarımızda duyurulur.',
  },
}

export const SAGLIK: SectorStarter = {
  tagline: 'Randevulu muayene, anlaşılır bilgilendirme ve düzenli takip.',
  about: (name) =>
    `${name}, hastalarını randevuyla ve bekletmeden muayene eden bir sağlık kuruluşudur. Muayenede size yeterli zaman ayırıyor, tanıyı ve tedavi seçeneklerini anlaşılır bir dille anlatıyoruz. Tedaviden sonra kontrol randevularınızı biz planlıyor, sorularınız için ulaşabileceğiniz bir iletişim hattı sunuyoruz.`,
  values: [
    {
      title: 'Randevulu muayene',
      text: 'Randevu saatinizde muayeneye alınırsınız; bekleme salonunda saatler geçirmezsiniz.',
    },
    {
      title: 'Anlaşılır bilgilendirme',
      text: 'Tanınızı, tedavi seçeneklerini ve olası yan etkileri sade bir dille anlatırız.',
    },
    {
      title: 'Kontrol takibi',
      text: 'Kontrol randevularınızı size hatırlatır, tedavinizin seyrini düzenli olarak izleriz.',
    },
  ],
  servicesIntro: 'Muayeneden tahlile, tedaviden kontrole kadar sağlığınız için ihtiyaç duyduğunuz hizmetler.',
  services: [
    {
      title: 'Muayene',
      text: 'Şikâyetlerinizin değerlendirilmesi, gerekli tetkiklerin planlanması ve tedavi önerisi.',
    },
    {
      title: 'Sağlık taramaları',
      text: 'Yaşınıza ve risklerinize göre hazırlanan, tahlil ve görüntülemeleri içeren kontrol paketleri.',
    },
    {
      title: 'Laboratuvar tahlilleri',
      text: 'Kan ve idrar tahlilleri için aynı gün örnek alma ve sonuçların hekiminizle değerlendirilmesi.',
    },
    {
      title: 'Küçük cerrahi girişimler',
      text: 'Pansuman, dikiş ve benzeri küçük işlemlerin steril ortamda yapılması.',
    },
    {
      title: 'Aşı uygulamaları',
      text: 'Yetişkin ve çocuk aşılarının takvimine uygun olarak yapılması ve kaydı.',
    },
    {
      title: 'Görüntülü görüşme',
      text: 'Kontrol görüşmeleri ve tahlil sonuçlarının değerlendirilmesi için görüntülü görüşme.',
    },
  ],
  productsHeading: 'Muayene ve kontrol ücretleri',
  productsIntro: 'Muayene ve kontrol paketlerimizin ücretleri; anlaşmalı kurumlar için bize sorun.',
  products: [
    { title: 'Muayene', text: 'İlk muayene, yaklaşık 30 dakika.', price: '₺1.500' },
    { title: 'Kontrol muayenesi', text: 'İlk muayeneden sonraki 15 gün içinde.', price: '₺750' },
    {
      title: 'Temel kontrol paketi',
      text: 'Hemogram, biyokimya, tiroit ve idrar tahlili ile hekim değerlendirmesi.',
      price: '₺3.500',
    },
    {
      title: 'Kapsamlı kontrol paketi',
      text: 'Temel pakete ek olarak vitamin değerleri, EKG ve ultrason.',
      price: '₺7.500',
    },
  ],
  faq: [
    {
      question: 'Randevu almam gerekiyor mu?',
      answer:
        "Muayenelerimiz randevuyla yapılır. Randevunuzu telefonla ya da iletişim sayfasından alabilirsiniz; acil durumlarda lütfen 112'yi arayın.",
    },
    {
      question: 'Özel sağlık sigortamı kabul ediyor musunuz?',
      answer:
        'Anlaşmalı olduğumuz sigorta şirketlerinin listesini telefonla paylaşıyoruz; randevu alırken sigortanızı belirtmeniz yeterli.',
    },
    {
      question: 'Muayeneye gelirken neler getirmeliyim?',
      answer:
        'Kimliğinizi, kullandığınız ilaçların listesini ve varsa önceki tahlil ve raporlarınızı getirmeniz muayeneyi kolaylaştırır.',
    },
    {
      question: 'Tahlil sonuçlarım ne zaman çıkar?',
      answer:
        'Çoğu tahlilin sonucu aynı gün ya da ertesi gün çıkar; sonuçlarınız hazır olduğunda size haber veririz.',
    },
    {
      question: 'Kontrol muayenesi ücretli mi?',
      answer: 'İlk muayeneden sonraki 15 gün içindeki kontrol muayenesi için indirimli ücret uygulanır.',
    },
  ],
  testimonials: [
    {
      quote:
        'Randevu saatimde içeri alındım, muayenede hiç acele edilmedi. Tahlil sonuçlarımı da tek tek anlattılar.',
      author: 'Hülya B.',
      role: 'Kadıköy',
    },
    {
      quote: 'Kontrol randevumu kendileri hatırlattı; takibimi hiç aksatmadım.',
      author: 'İsmail G.',
      role: 'Keçiören',
    },
    {
      quote: 'Annemin bütün tetkiklerini aynı gün tamamladık. Çalışanlar çok ilgiliydi.',
      author: 'Ayşe K.',
      role: 'Nilüfer',
    },
  ],
  homeTestimonials: false,
  pricingIntro: 'Kontrol paketlerimiz; içerik ve ücret için hekimimize danışabilirsiniz.',
  plans: [
    {
      name: 'Temel kontrol',
      price: '₺3.500',
      period: 'tek seferlik',
      features: ['Hemogram ve biyokimya', 'Tiroit tahlili', 'İdrar tahlili', 'Hekim değerlendirmesi'],
    },
    {
      name: 'Kapsamlı kontrol',
      price: '₺7.500',
      period: 'tek seferlik',
      features: [
        'Temel kontroldeki tüm tahliller',
        'Vitamin değerleri',
        'EKG',
        'Karın ultrasonu',
        'Hekim değerlendirmesi',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık takip',
      price: '₺12.000',
      period: 'yıllık',
      features: [
        'Yılda iki kapsamlı kontrol',
        'Sınırsız kontrol muayenesi',
        'Tahlil sonuçlarının görüntülü değerlendirilmesi',
      ],
    },
  ],
  cta: {
    title: 'Randevunuzu planlayalım',
    text: 'Size uygun gün ve saati birlikte belirleyelim; muayeneden önce yanınızda getirmeniz gerekenleri de hatırlatalım.',
  },
  team: [
    { name: 'Uzman hekim', role: 'Muayene ve tedavi' },
    { name: 'Hemşire', role: 'Tahliller ve uygulamalar' },
    { name: 'Hasta danışmanı', role: 'Randevu ve bilgilendirme' },
  ],
  teamIntro: 'Sağlığınızı emanet ettiğiniz ekibimizin her üyesi alanında eğitimli ve deneyimlidir.',
  galleryIntro: 'Bekleme salonumuzdan, muayene odalarımızdan ve laboratuvarımızdan kareler.',
  blogTopics:
    'mevsimsel hastalıklardan korunma yollarını, kontrol muayenelerinin önemini ve sağlıklı yaşam önerilerini',
  contactText: "Randevu ve bilgi için bizi arayın ya da yazın. Acil durumlarda lütfen 112'yi arayın.",
  hours: {
    weekdays: ['09:00', '18:00'],
    saturday: ['09:00', '14:00'],
    sunday: null,
    note: "Muayeneler randevuyla yapılır; acil durumlarda 112'yi arayın.",
  },
}
