import type { SectorStarter } from './starter-types.shared'

// Turkish starter text for trade and industry: shops, online stores, car services, manufacturers,
// carriers. Shops and car services have opening hours; an online store has none.

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

export const OTOMOTIV: SectorStarter = {
  tagline: 'Periyodik bakımdan arıza onarımına, aracınız güvenilir ellerde.',
  about: (name) =>
    `${name}, her marka ve model araca bakım, onarım ve lastik hizmeti veren bir oto servistir. Aracınızı bilgisayarlı arıza tespitiyle inceliyor, yapılacak işi ve fiyatını başlamadan önce size onaylatıyoruz. Değişen parçaları size gösteriyor, yaptığımız işçiliğe garanti veriyoruz.`,
  values: [
    {
      title: 'Onayınız olmadan işlem yok',
      text: 'Yapılacak işleri ve fiyatı önceden bildirir, onayınızı almadan hiçbir işleme başlamayız.',
    },
    {
      title: 'Değişen parça size teslim',
      text: 'Değiştirdiğimiz parçaları size gösterir, isterseniz teslim ederiz.',
    },
    {
      title: 'İşçilik garantisi',
      text: 'Yaptığımız onarımlara 6 ay işçilik garantisi veririz.',
    },
  ],
  servicesIntro: 'Aracınızın bakımı ve onarımı için ihtiyaç duyduğunuz her şey tek serviste.',
  services: [
    {
      title: 'Periyodik bakım',
      text: 'Üretici bakım planına uygun yağ, filtre ve genel kontroller; bakım kaydınıza işlenir.',
    },
    {
      title: 'Bilgisayarlı arıza tespiti',
      text: 'Motor ve elektronik sistemlerdeki arızaları cihazla tespit eder, sonucu size açıklarız.',
    },
    {
      title: 'Fren ve yürüyen aksam',
      text: 'Balata, disk, amortisör, rot ve balans işlemleri.',
    },
    {
      title: 'Lastik hizmetleri',
      text: 'Lastik satışı, değişimi, balans ve mevsimlik lastik saklama.',
    },
    {
      title: 'Klima bakımı',
      text: 'Klima gazı dolumu, kaçak testi ve polen filtresi değişimi.',
    },
    {
      title: 'Muayene öncesi kontrol',
      text: 'Araç muayenesine gitmeden önce eksikleri tespit eder, gidermeniz için öneride bulunuruz.',
    },
  ],
  productsHeading: 'Bakım ve onarım fiyatları',
  productsIntro:
    'Sık yapılan işlemlerin başlangıç fiyatları; aracınıza göre kesin fiyatı telefonda bildiririz.',
  products: [
    {
      title: 'Yağ ve filtre değişimi',
      text: 'Binek araçlar için, motor yağı ve yağ filtresi dahil.',
      price: '₺2.400',
    },
    { title: 'Fren balatası değişimi', text: 'Ön takım, parça ve işçilik dahil.', price: '₺2.900' },
    { title: 'Klima gazı dolumu', text: 'Kaçak testi dahil.', price: '₺1.200' },
    { title: 'Rot ve balans', text: 'Dört teker.', price: '₺900' },
  ],
  faq: [
    {
      question: 'Bakım için randevu almam gerekiyor mu?',
      answer:
        'Randevuyla gelirseniz aracınızla hemen ilgileniyoruz. Randevusuz geldiğinizde de müsait olduğumuz ilk sırada aracınıza bakıyoruz.',
    },
    {
      question: 'Bakım ne kadar sürer?',
      answer:
        'Periyodik bakım genellikle 2–3 saatte tamamlanır. Parça gerektiren onarımlarda süreyi aracınızı inceledikten sonra bildiririz.',
    },
    {
      question: 'Orijinal parça mı kullanıyorsunuz?',
      answer:
        'Tercihinize göre orijinal ya da eş değer parça kullanıyoruz; ikisinin fiyatını da işe başlamadan önce bildiriyoruz.',
    },
    {
      question: 'Garantisi devam eden araçlara bakım yapıyor musunuz?',
      answer:
        'Evet. Üreticinin bakım planına uygun parça ve yağ kullanıyor, yapılan her işlemi faturalı olarak kayda geçiriyoruz.',
    },
    {
      question: 'Aracımı adresimden alabilir misiniz?',
      answer:
        'Yakın çevrede aracınızı adresinizden alıp iş bitince geri getirebiliyoruz; ücretini randevu sırasında bildiriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Fiyatı baştan söylediler, değişen parçaları da tek tek gösterdiler. İçim rahat.',
      author: 'Serdar K.',
      role: 'Gebze',
    },
    {
      quote: 'Arızayı ilk seferde buldular. Ne yapılacağını önceden arayıp sordular, sürpriz yaşamadım.',
      author: 'Esra D.',
      role: 'Pendik',
    },
    {
      quote:
        'Şirket araçlarımızın bakımını yıllardır burada yaptırıyoruz; bakım zamanını bile onlar hatırlatıyor.',
      author: 'Cengiz A.',
      role: 'Filo sorumlusu, Kocaeli',
    },
  ],
  pricingHeading: 'Bakım paketleri',
  pricingIntro:
    'Bakım paketlerimizin başlangıç fiyatları; aracınızın marka ve modeline göre kesin fiyatı önceden bildiririz.',
  plans: [
    {
      name: 'Temel bakım',
      price: '₺2.400',
      period: 'bakım başına',
      features: ['Motor yağı ve yağ filtresi', 'Hava filtresi kontrolü', 'Fren ve lastik kontrolü'],
    },
    {
      name: 'Kapsamlı bakım',
      price: '₺4.500',
      period: 'bakım başına',
      features: [
        'Yağ, hava, polen ve yakıt filtreleri',
        'Buji kontrolü',
        'Bilgisayarlı arıza taraması',
        'Tüm sıvı seviyelerinin kontrolü',
      ],
      highlighted: true,
    },
    {
      name: 'Filo bakımı',
      price: 'Size özel',
      period: 'araç sayısına göre',
      features: [
        'Tüm araçlar için bakım takvimi',
        'Öncelikli randevu',
        'Aylık tek fatura',
        'Aracı alma ve teslim',
      ],
    },
  ],
  cta: {
    title: 'Aracınız için randevu alın',
    text: 'Aracınızın marka, model ve kilometresini yazın; bakım fiyatını ve size uygun randevu saatini bildirelim.',
  },
  team: [
    { name: 'Servis sahibi', role: 'Motor ve şanzıman ustası' },
    { name: 'Oto elektrik ustası', role: 'Elektronik sistemler ve arıza tespiti' },
    { name: 'Servis danışmanı', role: 'Randevu ve fiyat bilgisi' },
  ],
  teamIntro: 'Aracınızı her seferinde aynı ustalara emanet edersiniz.',
  galleryIntro: 'Atölyemizden, kullandığımız cihazlardan ve tamamladığımız işlerden kareler.',
  blogTopics:
    'araç bakım takvimini, mevsim geçişlerinde yapılması gerekenleri ve sürüş güvenliği önerilerini',
  contactText: 'Randevu ve fiyat bilgisi için aracınızın marka ve modelini yazın ya da bizi arayın.',
  hours: {
    weekdays: ['08:30', '18:30'],
    saturday: ['08:30', '15:00'],
    sunday: null,
    note: 'Bakım için randevu almanızı öneririz.',
  },
}

export const URETIM: SectorStarter = {
  tagline: 'Teknik resminizden seri üretime; kalite kontrollü ve zamanında teslim.',
  about: (name) =>
    `${name}, sanayi ve ticari müşterileri için parça ve ürün üreten bir üretim işletmesidir. Teknik resim ya da numune üzerinden çalışıyor, numune onayından sonra seri üretime geçiyoruz. Her partiyi ölçü ve kalite kontrolünden geçirip raporuyla birlikte teslim ediyoruz.`,
  values: [
    {
      title: 'Numune onaylı üretim',
      text: 'Seri üretimden önce numune üretir, onayınızı aldıktan sonra devam ederiz.',
    },
    {
      title: 'Kalite kontrol raporu',
      text: 'Her parti ölçü kontrolünden geçer; raporu teslimatla birlikte paylaşırız.',
    },
    {
      title: 'Teslim tarihine sadakat',
      text: 'Sipariş onayında verdiğimiz tarihe uyarız; bir gecikme riski doğarsa size önceden haber veririz.',
    },
  ],
  servicesIntro: 'Tasarımdan sevkiyata kadar üretimin her aşamasını tek çatı altında yürütüyoruz.',
  services: [
    {
      title: 'Fason üretim',
      text: 'Teknik resminize ya da numunenize göre, kendi tezgâhlarımızda sizin adınıza üretim.',
    },
    {
      title: 'CNC işleme',
      text: 'Torna ve dik işlem merkezlerimizde hassas metal parça üretimi.',
    },
    {
      title: 'Sac işleme',
      text: 'Lazer kesim, abkant büküm ve kaynaklı imalat.',
    },
    {
      title: 'Yüzey işlemleri',
      text: 'Elektrostatik toz boya, galvaniz kaplama ve kumlama.',
    },
    {
      title: 'Montaj ve paketleme',
      text: 'Parçalarınızın montajı, etiketlenmesi ve sevkiyata hazır paketlenmesi.',
    },
    {
      title: 'Ürün geliştirme',
      text: 'Fikrinizi teknik resme dönüştürür, ilk prototipi birlikte test ederiz.',
    },
  ],
  productsIntro: 'Standart ürünlerimizden bir seçki; adet ve ölçüye göre fiyat için teklif isteyin.',
  products: [
    { title: 'Çelik montaj braketi', text: 'Galvaniz kaplı, 2 mm sac, 100 adetlik kutu.', price: '₺1.850' },
    { title: 'Paslanmaz bağlantı seti', text: 'M8 ölçü, 50 takım.', price: '₺1.200' },
    { title: 'Toz boyalı raf ayağı', text: '200 cm, renk seçenekli.', price: '₺650' },
    { title: 'Özel ölçü parça', text: 'Teknik resminize göre, en az 500 adet.', price: '₺45 / adet' },
  ],
  faq: [
    {
      question: 'En az kaç adet sipariş verebilirim?',
      answer:
        'Standart ürünlerimizde en az sipariş bir kutudur. Özel üretimde en az adet, parçanın işçiliğine göre teklifte belirtilir.',
    },
    {
      question: 'Teklif için neler göndermeliyim?',
      answer:
        'Teknik resim, malzeme, adet ve istediğiniz teslim tarihini göndermeniz yeterli. Teknik resminiz yoksa numuneden de çalışabiliriz.',
    },
    {
      question: 'Teslim süresi ne kadar?',
      answer:
        'Numune üretimi genellikle bir hafta, seri üretim ise adede göre 2–4 hafta sürer. Kesin tarihi sipariş onayında yazılı olarak veririz.',
    },
    {
      question: 'Kalite belgesi veriyor musunuz?',
      answer:
        'Her parti için ölçü kontrol raporu, istenirse malzeme sertifikası veriyoruz. Üretim kayıtlarımızı müşteri denetimlerine açık tutuyoruz.',
    },
    {
      question: 'Yurt dışına gönderim yapıyor musunuz?',
      answer:
        'Evet, ihracat siparişlerinde paketleme ve gümrük evraklarının hazırlanmasında destek veriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Üç yıldır parçalarımızı onlara yaptırıyoruz; tek bir partide bile teslim tarihi kaçmadı.',
      author: 'Hakan B.',
      role: 'Satın alma müdürü, Bursa',
    },
    {
      quote:
        'Teknik resmimizdeki bir hatayı üretimden önce fark edip bizi aradılar. Bu özen her şeyi anlatıyor.',
      author: 'Levent Ç.',
      role: 'Makine üreticisi, Manisa',
    },
    {
      quote: 'Numuneden seri üretime iki haftada geçtik; kalite raporları her sevkiyatla birlikte geliyor.',
      author: 'Özlem T.',
      role: 'Kalite sorumlusu, Kocaeli',
    },
  ],
  pricingHeading: 'Çalışma modellerimiz',
  pricingIntro:
    'Üretim fiyatı adede, malzemeye ve işçiliğe göre belirlenir; aşağıdaki fiyatlar başlangıç içindir.',
  plans: [
    {
      name: 'Numune üretimi',
      price: '₺7.500',
      period: 'parça başına',
      features: ['Teknik resim incelemesi', '1–5 adet numune', 'Ölçü kontrol raporu'],
    },
    {
      name: 'Seri üretim',
      price: '₺45',
      period: 'adet başına, 500 adetten',
      features: [
        'Numune onaylı üretim',
        'Her partide kalite kontrolü',
        'Sevkiyata hazır paketleme',
        'Yazılı teslim tarihi',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık tedarik anlaşması',
      price: 'Size özel',
      period: 'yıllık',
      features: [
        'Sabit birim fiyat',
        'Planlı parti sevkiyatları',
        'Depomuzda bekleyen güvenlik stoku',
        'Öncelikli üretim sırası',
      ],
    },
  ],
  cta: {
    title: 'Teknik resminizi gönderin',
    text: 'Resmi, malzemeyi ve adedi paylaşın; fiyat ve teslim tarihi bilgisini iki iş günü içinde iletelim.',
  },
  team: [
    { name: 'Genel müdür', role: 'Satış ve müşteri ilişkileri' },
    { name: 'Üretim şefi', role: 'Planlama ve atölye' },
    { name: 'Kalite sorumlusu', role: 'Ölçüm ve raporlama' },
  ],
  teamIntro: 'Siparişinizi tekliften sevkiyata kadar takip eden deneyimli bir ekibiz.',
  galleryIntro: 'Üretim alanımızdan, tezgâhlarımızdan ve ürettiğimiz parçalardan kareler.',
  blogTopics: 'üretim süreçlerimizi, yeni yatırımlarımızı ve tedarik zinciriyle ilgili pratik bilgileri',
  contactText:
    'Teklif için teknik resminizi, malzemeyi ve adedi bize gönderin; iki iş günü içinde yanıt verelim.',
}

export const LOJISTIK: SectorStarter = {
  tagline: 'Evden eve nakliyattan şehirler arası yük taşımaya; sigortalı, planlı ve zamanında.',
  about: (name) =>
    `${name}, bireysel ve kurumsal müşterilerine nakliyat, yük taşıma ve depolama hizmeti veren bir lojistik firmasıdır. Her taşımayı önceden yerinde keşifle planlıyor, eşyalarınızı ve yüklerinizi sigortalı olarak taşıyor, teslimata kadar her adımda sizi bilgilendiriyoruz.`,
  values: [
    { title: 'Sigortalı taşıma', text: 'Tüm taşımalarımız nakliyat sigortası kapsamındadır.' },
    {
      title: 'Ücretsiz keşif',
      text: 'Taşınacak eşyayı ya da yükü yerinde görür, net fiyatı yazılı olarak veririz.',
    },
    {
      title: 'Adım adım bilgilendirme',
      text: 'Yükünüz yola çıktığında, yoldayken ve teslim edildiğinde size haber veririz.',
    },
  ],
  servicesIntro: 'Taşınmanızı ve yüklerinizi ilk aramadan teslimata kadar biz planlıyoruz.',
  services: [
    {
      title: 'Evden eve nakliyat',
      text: 'Paketleme, söküm, taşıma ve yeni evinizde kurulumla birlikte eksiksiz taşınma.',
    },
    {
      title: 'Ofis taşımacılığı',
      text: 'İşlerinizi aksatmadan, hafta sonu ya da mesai dışında ofis taşıma.',
    },
    {
      title: 'Şehirler arası yük taşıma',
      text: "Komple ve parça yükleriniz için Türkiye'nin her yerine düzenli seferler.",
    },
    {
      title: 'Depolama',
      text: 'Kısa ya da uzun süreli, kameralı ve sigortalı depolarımızda eşya ve ürün saklama.',
    },
    {
      title: 'Asansörlü taşıma',
      text: 'Dar merdivenli ve yüksek katlı binalarda dış cephe asansörüyle güvenli taşıma.',
    },
  ],
  productsHeading: 'Hizmet fiyatlarımız',
  productsIntro:
    'Sık talep edilen hizmetlerin başlangıç fiyatları; kesin fiyatı yerinde keşiften sonra yazılı olarak veriyoruz.',
  products: [
    { title: '1+1 ev taşıma', text: 'Şehir içi, paketleme ve kurulum dahil.', price: '₺9.500' },
    { title: '3+1 ev taşıma', text: 'Şehir içi, paketleme ve kurulum dahil.', price: '₺18.000' },
    { title: 'Asansörlü taşıma', text: 'Kat sayısına göre, yarım gün.', price: '₺3.500' },
    { title: 'Depolama', text: '10 m² alan.', price: '₺2.750 / ay' },
  ],
  faq: [
    {
      question: 'Taşınma fiyatı nasıl belirleniyor?',
      answer:
        'Eşya miktarına, kat ve asansör durumuna ve mesafeye göre belirlenir. Ücretsiz keşiften sonra net fiyatı yazılı olarak veriyoruz.',
    },
    {
      question: 'Eşyalarım sigortalı mı?',
      answer:
        'Evet, tüm taşımalarımız nakliyat sigortası kapsamındadır; sigorta poliçesini taşınmadan önce size iletiyoruz.',
    },
    {
      question: 'Paketleme malzemelerini siz mi getiriyorsunuz?',
      answer:
        'Evet. Koli, balonlu naylon, streç film ve battaniye gibi tüm malzemeleri biz getiriyor, eşyalarınızı ekibimizle paketliyoruz.',
    },
    {
      question: 'Ne kadar önceden randevu almalıyım?',
      answer:
        'Ay sonları ve yaz ayları yoğun geçtiği için en az iki hafta önceden randevu almanızı öneririz.',
    },
    {
      question: 'Yükümün nerede olduğunu öğrenebilir miyim?',
      answer:
        'Şehirler arası taşımalarda yükünüz yola çıktığında, yoldayken ve teslim edildiğinde size telefonla ya da mesajla bilgi veriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Tek bir bardağımız bile kırılmadı. Sabah başladılar, akşam yeni evimizde her şey yerindeydi.',
      author: 'Gökhan P.',
      role: 'Ataşehir',
    },
    {
      quote: 'Ofisimizi hafta sonu taşıdılar; pazartesi sabahı herkes masasında çalışıyordu.',
      author: 'Ebru N.',
      role: 'Ofis müdürü, İzmir',
    },
    {
      quote: 'Her hafta düzenli sevkiyatımız var; bugüne kadar hiç gecikme yaşamadık.',
      author: 'Recep Ü.',
      role: 'Toptancı, Konya',
    },
  ],
  pricingHeading: 'Taşınma paketleri',
  pricingIntro: 'Şehir içi taşınma paketlerimiz; şehirler arası taşımalarda fiyatı keşiften sonra veriyoruz.',
  plans: [
    {
      name: 'Temel taşıma',
      price: '₺7.500',
      period: 'taşıma başına',
      features: ['Yükleme ve boşaltma', 'Sigortalı taşıma', 'Mobilyaların korunması'],
    },
    {
      name: 'Paketlemeli taşıma',
      price: '₺12.500',
      period: 'taşıma başına',
      features: ['Tüm paketleme malzemeleri', 'Ekibimizle paketleme', 'Söküm ve kurulum', 'Sigortalı taşıma'],
      highlighted: true,
    },
    {
      name: 'Eksiksiz taşınma',
      price: '₺18.000',
      period: 'taşıma başına',
      features: [
        'Paketlemeli taşımadaki her şey',
        'Asansörlü taşıma',
        'Yeni evde yerleştirme',
        'Taşınma sonrası temizlik',
      ],
    },
  ],
  cta: {
    title: 'Ücretsiz keşif isteyin',
    text: 'Taşınma tarihinizi ve adresinizi yazın; yerinde görelim ve net fiyatı yazılı olarak verelim.',
  },
  team: [
    { name: 'Kurucu', role: 'Operasyon ve müşteri ilişkileri' },
    { name: 'Taşıma ekip şefi', role: 'Paketleme ve taşıma' },
    { name: 'Planlama sorumlusu', role: 'Keşif ve randevular' },
  ],
  teamIntro: 'Eşyalarınızı kendi eşyası gibi taşıyan, eğitimli ve deneyimli bir ekibiz.',
  galleryIntro: 'Araçlarımızdan, depomuzdan ve tamamladığımız taşımalardan kareler.',
  blogTopics: 'taşınmadan önce yapılacakları, eşya paketleme önerilerini ve hizmetlerimizdeki yenilikleri',
  contactText: 'Taşınma tarihinizi, çıkış ve varış adresinizi yazın; ücretsiz keşif için sizi arayalım.',
}
