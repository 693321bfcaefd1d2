import type { SectorStarter } from './starter-types.shared'

// Turkish starter text that is not one trade's: a small business of an unknown sector, a corporate
// company, a personal blog (in the first person), an art and design studio (portfolios too), and an
// association or foundation.

export const GENEL: SectorStarter = {
  tagline: 'Söz verdiğimiz işi, söz verdiğimiz günde ve baştan belli bir fiyatla teslim ediyoruz.',
  about: (name) =>
    `${name}, müşterilerine özenli ve güvenilir hizmet sunmak için kuruldu. Her işe ihtiyacınızı dinleyerek başlıyor, yapılacakları ve fiyatı baştan açıkça yazıyor, işi söz verdiğimiz tarihte teslim ediyoruz. Küçük bir ekip olmanın avantajıyla her müşterimizle birebir ilgileniyor, sorularınıza aynı gün yanıt veriyoruz.`,
  values: [
    {
      title: 'Baştan belli fiyat',
      text: 'İşe başlamadan önce yapılacakları ve ücretini yazılı olarak paylaşırız; sonradan sürpriz çıkmaz.',
    },
    {
      title: 'Tek muhatap',
      text: 'İşiniz boyunca aynı kişiyle görüşürsünüz; her aşamada işin nerede olduğunu bilirsiniz.',
    },
    {
      title: 'Aynı gün yanıt',
      text: 'Telefonla, e-postayla ya da mesajla ulaştığınızda aynı iş günü içinde dönüş yaparız.',
    },
  ],
  servicesIntro: 'İhtiyacınızı dinliyor, işi planlıyor ve teslimden sonra da yanınızda oluyoruz.',
  services: [
    {
      title: 'Ücretsiz ön görüşme',
      text: 'İhtiyacınızı yüz yüze ya da telefonda dinler, size uygun çözümü birlikte belirleriz.',
    },
    {
      title: 'Yazılı teklif',
      text: 'Yapılacak işi, süreyi ve ücreti ayrıntılı bir teklifle paylaşırız; onayınız olmadan işe başlamayız.',
    },
    {
      title: 'Planlı uygulama',
      text: 'İşi aşamalara ayırır, her aşamanın sonunda size bilgi veririz.',
    },
    {
      title: 'Teslim ve kontrol',
      text: 'İşi sizinle birlikte kontrol eder, eksik kalan noktaları hemen tamamlarız.',
    },
    {
      title: 'Satış sonrası destek',
      text: 'Teslimden sonra da sorularınızı yanıtlar, gerektiğinde yerinde destek veririz.',
    },
  ],
  productsIntro: 'En çok tercih edilen paketlerimizden bir seçki; güncel fiyat için bize ulaşın.',
  products: [
    {
      title: 'Başlangıç paketi',
      text: 'İlk kez çalışacağımız müşterilerimiz için temel ihtiyaçları karşılayan paket.',
      price: '₺750',
    },
    {
      title: 'Standart paket',
      text: 'En çok tercih edilen seçenek; başlangıç paketine ek olarak düzenli kontrol içerir.',
      price: '₺1.500',
    },
    {
      title: 'Kapsamlı paket',
      text: 'Tüm hizmetlerimizi bir arada sunan, öncelikli destekli paket.',
      price: '₺2.750',
    },
    {
      title: 'Hediye çeki',
      text: 'Sevdiklerinize, istedikleri hizmeti seçebilecekleri bir hediye çeki verin.',
      price: '₺500',
    },
  ],
  faq: [
    {
      question: 'Fiyatlarınızı nasıl öğrenebilirim?',
      answer:
        'İhtiyacınızı telefonla ya da iletişim sayfasından iletin; aynı gün içinde size yazılı bir teklif gönderelim.',
    },
    {
      question: 'Ne kadar sürede başlayabilirsiniz?',
      answer:
        'Çoğu işe teklifin onaylanmasından sonraki bir hafta içinde başlıyoruz. Acil işleriniz için bizi arayın, takvimimize birlikte bakalım.',
    },
    {
      question: 'Hangi bölgelere hizmet veriyorsunuz?',
      answer:
        'Bulunduğumuz şehrin tamamına hizmet veriyoruz; şehir dışındaki işler için ulaşım giderlerini teklifte ayrıca belirtiyoruz.',
    },
    {
      question: 'Ödemeyi nasıl yapabilirim?',
      answer: 'Havale, EFT ya da kredi kartıyla ödeyebilirsiniz. Tüm işlerimiz için fatura düzenliyoruz.',
    },
    {
      question: 'İşten memnun kalmazsam ne oluyor?',
      answer:
        'Teslimde işi birlikte kontrol ediyoruz; eksik ya da hatalı bir nokta varsa ek ücret almadan düzeltiyoruz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Teklifte ne yazıyorsa o oldu; ne fiyat değişti ne tarih kaydı. Bir sonraki işimizde de onlarla çalışacağız.',
      author: 'Murat Y.',
      role: 'İstanbul',
    },
    {
      quote: 'Sorduğum her şeye aynı gün yanıt aldım. Süreç boyunca neler olduğunu hep biliyordum.',
      author: 'Elif S.',
      role: 'Ankara',
    },
    {
      quote: 'Küçük bir iş için aradım, büyük bir özen gördüm. Herkese gönül rahatlığıyla öneririm.',
      author: 'Hasan D.',
      role: 'İzmir',
    },
  ],
  pricingIntro: 'Fiyatlarımız başlangıç fiyatıdır; ihtiyacınıza göre size özel bir teklif hazırlıyoruz.',
  plans: [
    {
      name: 'Temel',
      price: '₺1.500',
      period: 'tek seferlik',
      features: ['Ücretsiz ön görüşme', 'Yazılı teklif', 'Temel uygulama', 'E-postayla destek'],
    },
    {
      name: 'Standart',
      price: '₺3.000',
      period: 'tek seferlik',
      features: ['Temel paketteki her şey', 'Öncelikli takvim', 'Teslim sonrası kontrol', 'Telefonla destek'],
      highlighted: true,
    },
    {
      name: 'Kapsamlı',
      price: '₺5.500',
      period: 'tek seferlik',
      features: [
        'Standart paketteki her şey',
        'Size özel bir proje sorumlusu',
        'Üç ay ücretsiz destek',
        'Yerinde kontrol ziyareti',
      ],
    },
  ],
  cta: {
    title: 'İhtiyacınızı konuşalım',
    text: 'Kısa bir görüşmede ne istediğinizi dinleyelim; size en uygun yolu ve fiyatı ücretsiz çıkaralım.',
  },
  team: [
    { name: 'Kurucu', role: 'Yönetim ve müşteri ilişkileri' },
    { name: 'Proje sorumlusu', role: 'Planlama ve uygulama' },
    { name: 'Müşteri temsilcisi', role: 'Teklif ve destek' },
  ],
  teamIntro: 'İşinizle baştan sona ilgilenen, sizi adınızla tanıyan küçük bir ekibiz.',
  galleryIntro:
    'Tamamladığımız işlerden, çalışma ortamımızdan ve ekibimizden kareler. Daha fazla örnek görmek isterseniz bize yazın; benzer işlerimizi memnuniyetle paylaşırız.',
  blogTopics: 'işimizle ilgili pratik bilgileri, sık sorulan soruların yanıtlarını ve duyurularımızı',
  contactText:
    'Sorularınız, teklif talepleriniz ve randevu istekleriniz için bize yazın ya da arayın; aynı iş günü içinde dönüş yapıyoruz.',
}

export const KURUMSAL: SectorStarter = {
  tagline: 'Planlı çalışan, sözünü tutan ve işinizi uzun vadede büyüten bir iş ortağı.',
  about: (name) =>
    `${name}, kurumsal müşterilerine kendi alanında baştan sona çözümler sunan bir şirkettir. Uzun soluklu iş birliklerine önem veriyor, her projeye hedefleri ve başarı ölçütlerini birlikte belirleyerek başlıyoruz. Deneyimli ekibimiz, düzenli raporlama ve zamanında teslimle müşterilerimizin işini kolaylaştırıyoruz.`,
  values: [
    {
      title: 'Ölçülebilir hedefler',
      text: 'Her iş birliğine hedefleri ve başarı ölçütlerini yazılı olarak belirleyerek başlarız.',
    },
    {
      title: 'Düzenli raporlama',
      text: 'İşin ilerleyişini düzenli raporlar ve toplantılarla paylaşırız.',
    },
    {
      title: 'Uzun soluklu iş birliği',
      text: 'Müşterilerimizle tek bir projeyle sınırlı kalmayan, yıllara yayılan bir ortaklık kurarız.',
    },
  ],
  servicesIntro: 'Şirketinizin ihtiyaçlarına göre bir araya getirdiğimiz hizmetler.',
  services: [
    {
      title: 'İhtiyaç analizi',
      text: 'Mevcut durumunuzu inceler, öncelikli ihtiyaçlarınızı ve hedeflerinizi birlikte belirleriz.',
    },
    {
      title: 'Proje yönetimi',
      text: 'İşi aşamalara, sorumlulara ve tarihlere bölen bir planla yürütür, her aşamayı raporlarız.',
    },
    {
      title: 'Uygulama ve kurulum',
      text: 'Planlanan çözümü ekibimizle hayata geçirir, çalışanlarınıza gerekli eğitimi veririz.',
    },
    {
      title: 'Süreç iyileştirme',
      text: 'İş süreçlerinizi inceler, zaman ve maliyet kaybına yol açan adımları birlikte sadeleştiririz.',
    },
    {
      title: 'Bakım ve sürekli destek',
      text: 'Teslimden sonra da düzenli kontroller ve öncelikli destekle yanınızda oluruz.',
    },
  ],
  productsHeading: 'Hizmet paketlerimiz',
  productsIntro: 'Kurumsal müşterilerimize sunduğumuz hizmet paketlerinin başlangıç fiyatları.',
  products: [
    {
      title: 'İhtiyaç analizi raporu',
      text: 'Yerinde inceleme, görüşmeler ve öncelikli öneriler içeren rapor.',
      price: '₺15.000',
    },
    {
      title: 'Süreç iyileştirme çalışması',
      text: 'Bir iş sürecinin incelenmesi ve yeniden tasarlanması, 4 hafta.',
      price: '₺45.000',
    },
    {
      title: 'Çalışan eğitimi',
      text: 'Yarım günlük, 20 kişiye kadar, şirketinizde.',
      price: '₺18.000',
    },
    {
      title: 'Yıllık destek anlaşması',
      text: 'Öncelikli destek, düzenli kontrol ve üç ayda bir rapor.',
      price: '₺8.500 / ay',
    },
  ],
  faq: [
    {
      question: 'Hangi büyüklükteki şirketlerle çalışıyorsunuz?',
      answer:
        'Küçük işletmelerden yüzlerce çalışanı olan şirketlere kadar farklı ölçeklerde müşterilerimiz var; hizmetin kapsamını şirketinizin ihtiyacına göre belirliyoruz.',
    },
    {
      question: 'Bir projeye nasıl başlıyoruz?',
      answer:
        'Ücretsiz bir tanışma toplantısında ihtiyacınızı dinliyor, ardından kapsam, takvim ve fiyatı içeren yazılı bir teklif sunuyoruz.',
    },
    {
      question: 'Sözleşme ve fatura süreçleriniz nasıl?',
      answer: 'Her iş için yazılı sözleşme yapıyor, aşama ya da ay bazında e-fatura düzenliyoruz.',
    },
    {
      question: 'Gizlilik sözleşmesi imzalıyor musunuz?',
      answer:
        'Evet. Görüşmeler başlamadan önce gizlilik sözleşmesi imzalıyor, paylaştığınız bilgileri kişisel verilerin korunması mevzuatına uygun olarak saklıyoruz.',
    },
    {
      question: 'Proje bittikten sonra destek veriyor musunuz?',
      answer:
        'Evet, teslimden sonra da destek veriyoruz; düzenli destek isteyen müşterilerimiz için yıllık anlaşmalarımız var.',
    },
  ],
  testimonials: [
    {
      quote: 'Hedefleri baştan birlikte koyduk, her ay nerede olduğumuzu rakamlarla gördük.',
      author: 'Aylin K.',
      role: 'Genel müdür, İstanbul',
    },
    {
      quote: 'Beş yıldır birlikte çalışıyoruz; sorunları çoğu zaman biz fark etmeden çözüyorlar.',
      author: 'Mert D.',
      role: 'Operasyon müdürü, Ankara',
    },
    {
      quote: 'Teklif, takvim, teslim; her şey yazılı ve net. Bir iş ortağından beklediğimiz tam da buydu.',
      author: 'Sibel Y.',
      role: 'Satın alma uzmanı, İzmir',
    },
  ],
  pricingIntro: 'Hizmet paketlerimizin başlangıç fiyatları; şirketinize özel kapsam için teklif isteyin.',
  plans: [
    {
      name: 'Başlangıç',
      price: '₺15.000',
      period: 'tek seferlik',
      features: ['İhtiyaç analizi', 'Yazılı öneri raporu', 'Sonuç toplantısı'],
    },
    {
      name: 'Proje',
      price: '₺45.000',
      period: 'proje başına',
      features: [
        'İhtiyaç analizi',
        'Proje planı ve yönetimi',
        'Uygulama ve eğitim',
        'Haftalık ilerleme raporu',
      ],
      highlighted: true,
    },
    {
      name: 'Sürekli destek',
      price: '₺8.500',
      period: 'aylık',
      features: [
        'Öncelikli destek hattı',
        'Aylık kontrol ziyareti',
        'Üç ayda bir rapor',
        'Yıllık değerlendirme toplantısı',
      ],
    },
  ],
  cta: {
    title: 'Bir tanışma toplantısı planlayalım',
    text: 'Şirketinizin hedeflerini dinleyelim, size nasıl katkı sağlayabileceğimizi somut bir teklifle gösterelim.',
  },
  team: [
    { name: 'Genel müdür', role: 'Kurucu ortak' },
    { name: 'Proje müdürü', role: 'Planlama ve uygulama' },
    { name: 'Müşteri ilişkileri yöneticisi', role: 'Teklif ve sözleşmeler' },
  ],
  teamIntro: 'Her müşterimize bir proje müdürü atanır; süreç boyunca tek muhatabınız olur.',
  galleryIntro:
    'Ofisimizden, ekibimizden ve birlikte çalıştığımız kurumlarla hayata geçirdiğimiz projelerden kareler.',
  blogTopics: 'şirketimizden haberleri, sektörümüzdeki gelişmeleri ve işletmeler için pratik önerileri',
  contactText:
    'Teklif ve iş birliği talepleriniz için bize yazın; aynı iş günü içinde ekibimizden bir yetkili size dönüş yapar.',
}

export const BLOG: SectorStarter = {
  tagline: 'Okuduklarım, gezdiğim yerler ve denediklerim üzerine samimi yazılar.',
  aboutHeading: 'Hakkımda',
  valuesHeading: 'Bu blogda sizi neler bekliyor?',
  about: (name) =>
    `Merhaba, ${name} sayfasına hoş geldiniz! Burada okuduğum kitapları, gezdiğim yerleri, denediğim tarifleri ve günlük hayattan notlarımı paylaşıyorum. Yazılarımı kendi deneyimlerime dayanarak, samimi ve dürüst bir dille yazıyorum. Yorumlarınızı ve önerilerinizi okumaktan mutluluk duyarım.`,
  values: [
    {
      title: 'Kendi deneyimlerim',
      text: 'Yazdığım her şeyi önce kendim deniyor, gördüğüm gibi anlatıyorum.',
    },
    {
      title: 'Düzenli yazılar',
      text: 'Her hafta en az bir yeni yazı yayımlıyorum.',
    },
    {
      title: 'Okurlarla sohbet',
      text: 'Sorularınızı okuyor, sonraki yazılarımı sizin önerilerinizle planlıyorum.',
    },
  ],
  servicesHeading: 'Neler yazıyorum?',
  servicesButton: 'Yazdığım konular',
  servicesIntro: 'Blogda en çok yazdığım konular.',
  services: [
    {
      title: 'Gezi notları',
      text: 'Gittiğim şehirlerden rotalar, yeme içme önerileri ve bütçe ipuçları.',
    },
    {
      title: 'Kitap önerileri',
      text: 'Okuduğum kitaplar üzerine kısa değerlendirmeler ve okuma listeleri.',
    },
    { title: 'Mutfaktan', text: 'Denediğim tarifler, adım adım fotoğraflarıyla.' },
    {
      title: 'Günlük hayat',
      text: 'Düzen, verimlilik ve küçük mutluluklar üzerine kişisel notlar.',
    },
  ],
  productsHeading: 'Okurlarım için hazırladıklarım',
  productsIntro: 'Okurlarım için hazırladığım rehberler, kitapçıklar ve atölyeler.',
  products: [
    {
      title: 'Şehir rehberi',
      text: 'Üç günlük rota, harita ve mekân önerileriyle indirilebilir rehber.',
      price: '₺150',
    },
    { title: 'Tarif kitapçığı', text: 'En sevilen 30 tarif, alışveriş listeleriyle.', price: '₺120' },
    {
      title: 'Blog yazma atölyesi',
      text: 'Yazmaya başlamak isteyenler için iki saatlik görüntülü atölye.',
      price: '₺450',
    },
    {
      title: 'Okuma ajandası',
      text: 'Bir yıllık okuma planı ve notlarınız için basılı ajanda.',
      price: '₺280',
    },
  ],
  faq: [
    {
      question: 'Yeni yazılardan nasıl haberdar olurum?',
      answer:
        'Yeni yazılarımı sosyal medya hesaplarımda duyuruyorum; blog sayfasını yer imlerinize eklemeniz de yeterli.',
    },
    {
      question: 'Yazılarınızı paylaşabilir miyim?',
      answer:
        'Elbette! Bağlantısını vererek dilediğiniz yerde paylaşabilirsiniz; yazının tamamını kopyalamamanızı rica ederim.',
    },
    {
      question: 'İş birliği yapıyor musunuz?',
      answer:
        'İçeriğime ve okurlarıma uygun markalarla iş birliği yapıyorum. Her iş birliğini yazının başında açıkça belirtiyorum.',
    },
    {
      question: 'Konu önerebilir miyim?',
      answer:
        'Çok sevinirim! İletişim sayfasından bana yazabilirsiniz; en çok istenen konuları sıradaki yazılarıma ekliyorum.',
    },
    {
      question: 'Fotoğrafları siz mi çekiyorsunuz?',
      answer:
        'Aksi belirtilmedikçe fotoğrafların hepsi bana aittir; kullanmak isterseniz lütfen önce izin isteyin.',
    },
  ],
  testimonials: [
    {
      quote: 'Gezi yazısındaki rotayı aynen uyguladık; önerdiğin her yer tam isabetti.',
      author: 'Cansu E.',
      role: 'Okur, Eskişehir',
    },
    {
      quote:
        'Tariflerin hem kolay hem lezzetli. Hafta sonu kahvaltılarımızı artık senin yazılarınla hazırlıyoruz.',
      author: 'Berna T.',
      role: 'Okur, İzmir',
    },
    {
      quote: 'Kitap önerilerinden sonra yeniden düzenli okumaya başladım.',
      author: 'Yusuf A.',
      role: 'Okur, Ankara',
    },
  ],
  pricingHeading: 'İş birliği',
  pricingIntro: 'Markalar için iş birliği seçeneklerim; her iş birliği yazıda açıkça belirtilir.',
  plans: [
    {
      name: 'Sosyal medya paylaşımı',
      price: '₺2.500',
      period: 'paylaşım başına',
      features: ['Bir gönderi ve hikâye', 'Ürün ya da mekân deneyimi', 'Paylaşım sonrası erişim raporu'],
    },
    {
      name: 'Blog yazısı',
      price: '₺5.000',
      period: 'yazı başına',
      features: [
        'Ürün ya da mekân deneyimi',
        'Fotoğraflı ayrıntılı yazı',
        'Sosyal medyada duyuru',
        'Kalıcı bağlantı',
      ],
      highlighted: true,
    },
    {
      name: 'Aylık iş birliği',
      price: '₺12.000',
      period: 'aylık',
      features: ['İki blog yazısı', 'Dört sosyal medya paylaşımı', 'Aylık erişim raporu'],
    },
  ],
  cta: {
    title: 'Bana yazın',
    text: 'Bir sorunuz, konu öneriniz ya da iş birliği teklifiniz mi var? Mesajınızı okumaktan mutluluk duyarım.',
    button: 'Mesaj gönderin',
  },
  team: [
    { name: 'Yazar', role: 'Yazılar ve fotoğraflar' },
    { name: 'Editör', role: 'Düzenleme ve yayın' },
    { name: 'Fotoğrafçı', role: 'Gezi ve yemek fotoğrafları' },
  ],
  teamIntro: 'Blogun arkasındaki küçük ekip.',
  galleryIntro: 'Gezilerimden, mutfağımdan ve yazılarımda kullandığım fotoğraflardan bir seçki.',
  blogTopics: 'gezi notlarımı, kitap önerilerimi ve denediğim tarifleri',
  blogIntro: 'Gezi notlarım, kitap önerilerim ve denediğim tarifler; en yeni yazılarım burada.',
  welcomePost: (name) => ({
    title: 'Merhaba, hoş geldiniz!',
    excerpt: `${name} yayında! Burada gezi notlarımı, kitap önerilerimi ve denediğim tarifleri paylaşacağım.`,
    body: `Uzun zamandır aklımdaydı ve sonunda bu sayfayı açtım. ${name}, okuduklarımı, gezdiğim yerleri ve denediğim tarifleri paylaştığım kişisel bloğum olacak.\n\nHer hafta en az bir yeni yazı yayımlamayı planlıyorum. Merak ettiğiniz bir konu varsa bana yazın; bir sonraki yazım sizin sorunuz olabilir.\n\nUğradığınız için teşekkür ederim!`,
  }),
  contactText: 'Sorularınız, konu önerileriniz ve iş birliği teklifleriniz için bana yazabilirsiniz.',
}

export const SANAT: SectorStarter = {
  tagline: 'Markalar ve mekânlar için özgün tasarım, illüstrasyon ve sanat eserleri.',
  about: (name) =>
    `${name}, grafik tasarım, illüstrasyon ve özgün sanat eserleri üreten bir tasarım stüdyosudur. Her işe sizi, markanızı ya da mekânınızı tanıyarak başlıyor, fikirleri eskizlerle paylaşıyor ve işin son hâline birlikte karar veriyoruz. Koleksiyonerler için özgün eserler, markalar için kimlik ve ambalaj tasarımları hazırlıyoruz.`,
  values: [
    {
      title: 'Eskizden onaya',
      text: 'Fikirleri önce eskizlerle paylaşır, son hâline sizinle birlikte karar veririz.',
    },
    { title: 'Özgün üretim', text: 'Her iş size özel üretilir; hazır şablon kullanmayız.' },
    {
      title: 'Net kullanım hakları',
      text: 'Teslim ettiğimiz işlerin kullanım haklarını sözleşmede açıkça belirtiriz.',
    },
  ],
  servicesIntro: 'Fikirden son baskıya kadar yaratıcı sürecin her adımında yanınızdayız.',
  services: [
    {
      title: 'Logo ve kimlik tasarımı',
      text: 'Markanızın karakterini yansıtan logo, renk ve yazı karakteri sistemi.',
    },
    {
      title: 'İllüstrasyon',
      text: 'Kitap, ambalaj, afiş ve ekran kullanımı için özgün çizimler.',
    },
    {
      title: 'Ambalaj tasarımı',
      text: 'Rafta fark edilen, üretime uygun ambalaj ve etiket tasarımları.',
    },
    {
      title: 'Duvar resmi',
      text: 'Kafe, ofis ve evler için mekâna özel tasarlanan duvar resimleri.',
    },
    {
      title: 'Özgün eser siparişi',
      text: 'Ölçüsünü, renklerini ve konusunu birlikte belirlediğimiz tuval ve kâğıt üzeri eserler.',
    },
  ],
  productsHeading: 'Eserler ve baskılar',
  productsIntro:
    'Satıştaki eserlerimiz ve sınırlı sayıdaki baskılarımız; çerçeve seçenekleri için bize yazın.',
  products: [
    {
      title: 'Sınırlı sayıda baskı',
      text: 'A3, arşiv kalitesinde kâğıda, numaralı ve imzalı, 50 adet.',
      price: '₺1.200',
    },
    { title: 'Tuval üzerine akrilik', text: '50 x 70 cm, özgün eser.', price: '₺9.500' },
    {
      title: 'Kişiye özel portre çizimi',
      text: 'Dijital dosya ve A4 baskı olarak teslim.',
      price: '₺2.500',
    },
    { title: 'Kartpostal seti', text: '8 farklı illüstrasyon.', price: '₺240' },
  ],
  faq: [
    {
      question: 'Bir tasarım projesi ne kadar sürer?',
      answer:
        'Logo ve kimlik çalışmaları genellikle 3–4 hafta, illüstrasyon işleri kapsamına göre 1–3 hafta sürer. Takvimi işe başlamadan önce birlikte belirliyoruz.',
    },
    {
      question: 'Kaç düzeltme hakkım var?',
      answer: 'Tekliflerimizde iki düzeltme turu yer alır; ek düzeltmelerin ücretini önceden bildiririz.',
    },
    {
      question: 'Teslim edilen işlerin kullanım hakları kime ait?',
      answer:
        'Sözleşmede belirttiğimiz kullanım alanları için haklar size devredilir; işi kendi portfolyomuzda gösterme hakkımız saklı kalır.',
    },
    {
      question: 'Eserleri yurt dışına gönderiyor musunuz?',
      answer:
        'Evet, eserlerimizi özel ambalajla ve sigortalı kargoyla yurt içine ve yurt dışına gönderiyoruz.',
    },
    {
      question: 'Kişiye özel eser sipariş edebilir miyim?',
      answer:
        'Elbette. Ölçüyü, renkleri ve konuyu birlikte belirliyor, eskiz onayınızdan sonra üretime başlıyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Logomuzu görür görmez bizim olduğunu anladık. Eskiz aşamasında her fikrimizi dinlediler.',
      author: 'İrem S.',
      role: 'Kahve markası kurucusu, İzmir',
    },
    {
      quote: 'Kafemizin duvarına yaptıkları resim, müşterilerimizin en çok fotoğraf çektiği köşe oldu.',
      author: 'Batuhan K.',
      role: 'Kafe sahibi, Eskişehir',
    },
    {
      quote: 'Annemin portresini doğum gününde hediye ettim; gözleri doldu.',
      author: 'Melis D.',
      role: 'İstanbul',
    },
  ],
  pricingIntro: 'Sık istenen tasarım işlerinin başlangıç fiyatları; projenize özel teklif için bize yazın.',
  plans: [
    {
      name: 'Logo',
      price: '₺12.000',
      period: 'tek seferlik',
      features: ['Üç farklı fikir eskizi', 'İki düzeltme turu', 'Tüm baskı ve ekran dosyaları'],
    },
    {
      name: 'Marka kimliği',
      price: '₺28.000',
      period: 'tek seferlik',
      features: [
        'Logo ve renk sistemi',
        'Yazı karakteri seçimi',
        'Kartvizit ve antetli kâğıt',
        'Kullanım kılavuzu',
      ],
      highlighted: true,
    },
    {
      name: 'İllüstrasyon',
      price: '₺4.500',
      period: 'çizim başına',
      features: [
        'Konu ve üslup görüşmesi',
        'Eskiz onayı',
        'Yüksek çözünürlüklü teslim',
        'Ticari kullanım hakkı',
      ],
    },
  ],
  cta: {
    title: 'Projenizi konuşalım',
    text: 'Aklınızdaki fikri birkaç cümleyle anlatın; yaklaşımımızı, takvimi ve fiyatı içeren bir teklif gönderelim.',
  },
  team: [
    { name: 'Kurucu', role: 'Sanat yönetmeni' },
    { name: 'Grafik tasarımcı', role: 'Kimlik ve ambalaj' },
    { name: 'İllüstratör', role: 'Çizim ve duvar resmi' },
  ],
  teamIntro: 'Küçük, meraklı ve her işe kendi imzasını atan bir stüdyoyuz.',
  galleryIntro: 'Tamamladığımız tasarımlardan, eserlerimizden ve stüdyomuzdan bir seçki.',
  blogTopics: 'projelerimizin hikâyelerini, tasarım sürecimizi ve ilham aldığımız sergileri',
  contactText:
    'Bir proje, eser siparişi ya da iş birliği için bize yazın; en geç iki iş günü içinde yanıt veriyoruz.',
}

export const DERNEK: SectorStarter = {
  tagline: 'Gönüllülerimiz ve bağışçılarımızla, ihtiyacı olanların yanındayız.',
  about: (name) =>
    `${name}, eğitim, sağlık ve sosyal dayanışma alanlarında ihtiyaç sahiplerine destek olmak için çalışan bir sivil toplum kuruluşudur. Gönüllülerimiz ve bağışçılarımızla burs, ayni yardım ve eğitim programları yürütüyor; her yıl faaliyet ve mali raporlarımızı kamuoyuyla paylaşıyoruz.`,
  values: [
    {
      title: 'Şeffaflık',
      text: 'Bağışların nereye harcandığını yıllık faaliyet ve mali raporlarımızla açıkça paylaşırız.',
    },
    {
      title: 'Gönüllü gücü',
      text: 'Çalışmalarımızın çoğunu, zamanını ve emeğini paylaşan gönüllülerimizle yürütürüz.',
    },
    {
      title: 'Yerinde destek',
      text: 'İhtiyacı yerinde tespit eder, yardımı doğrudan ihtiyaç sahibine ulaştırırız.',
    },
  ],
  servicesHeading: 'Çalışmalarımız',
  servicesButton: 'Çalışmalarımız',
  servicesIntro: 'Gönüllülerimizin ve bağışçılarımızın desteğiyle yürüttüğümüz programlar.',
  services: [
    {
      title: 'Burs programı',
      text: 'Maddi desteğe ihtiyaç duyan lise ve üniversite öğrencilerine eğitim dönemi boyunca aylık burs.',
    },
    {
      title: 'Ayni yardım',
      text: 'İhtiyaç sahibi ailelere gıda, giyim ve kırtasiye yardımı.',
    },
    {
      title: 'Eğitim ve atölyeler',
      text: 'Çocuklar ve kadınlar için meslek edindirme ve kişisel gelişim atölyeleri.',
    },
    {
      title: 'Gönüllülük programı',
      text: 'Zamanını ve bilgisini paylaşmak isteyenleri ihtiyaç duyulan çalışmalarla buluşturuyoruz.',
    },
    {
      title: 'Afet ve acil durum desteği',
      text: 'Afet bölgelerinde ihtiyaçları tespit edip yardımı hızla ulaştırıyoruz.',
    },
  ],
  productsHeading: 'Bağış seçenekleri',
  productsIntro: 'Bağışınızın neye dönüştüğünü görebilmeniz için bazı örnekler.',
  products: [
    {
      title: 'Bir öğrencinin aylık bursu',
      text: 'Bir öğrencinin bir aylık eğitim desteği.',
      price: '₺2.000',
    },
    {
      title: 'Kırtasiye seti',
      text: 'Bir ilkokul öğrencisinin dönemlik kırtasiye ihtiyacı.',
      price: '₺750',
    },
    {
      title: 'Gıda kolisi',
      text: 'Dört kişilik bir ailenin bir aylık temel gıda ihtiyacı.',
      price: '₺2.500',
    },
    {
      title: 'Atölye desteği',
      text: 'Bir katılımcının meslek edindirme atölyesi giderleri.',
      price: '₺1.500',
    },
  ],
  faq: [
    {
      question: 'Bağışım nereye harcanıyor?',
      answer:
        'Bağışlar seçtiğiniz programa ya da en acil ihtiyaca yönlendirilir. Yıllık faaliyet ve mali raporlarımızda harcamaların dökümünü paylaşıyoruz.',
    },
    {
      question: 'Bağış makbuzu alabilir miyim?',
      answer:
        'Evet, tüm bağışlar için makbuz düzenliyoruz. Bağışınızın vergi matrahından düşülüp düşülemeyeceğini bağış sırasında sizinle paylaşıyoruz.',
    },
    {
      question: 'Nasıl gönüllü olabilirim?',
      answer:
        'Bize yazın; ilgi alanlarınızı ve uygun zamanlarınızı öğrendikten sonra sizi bir tanışma toplantısına davet edelim.',
    },
    {
      question: 'Üye olmak için ne yapmalıyım?',
      answer:
        'Üyelik başvuru formunu doldurup bize iletmeniz yeterli. Başvurular her ay yönetim kurulu toplantısında değerlendirilir.',
    },
    {
      question: 'Düzenli bağış yapabilir miyim?',
      answer: 'Evet. Banka talimatıyla her ay belirlediğiniz tutarda düzenli bağış yapabilirsiniz.',
    },
  ],
  testimonials: [
    {
      quote: 'Üniversiteyi bitirmemi sağlayan burs buradan geldi; şimdi ben de bir öğrenciye burs veriyorum.',
      author: 'Emine Ç.',
      role: 'Eski bursiyer',
    },
    {
      quote:
        'Hafta sonları gönüllü olarak çocuklarla kitap okuyoruz. Verdiğimden çok daha fazlasını alıyorum.',
      author: 'Doğan Y.',
      role: 'Gönüllü',
    },
    {
      quote:
        'Bağışlarımın nereye gittiğini her yıl raporlardan görebiliyorum; bu yüzden desteğime devam ediyorum.',
      author: 'Nesrin A.',
      role: 'Bağışçı, Ankara',
    },
  ],
  pricingHeading: 'Üyelik ve düzenli destek',
  pricingIntro: 'Üyelik ve düzenli bağış seçeneklerimiz; her katkı bir ihtiyaca dokunur.',
  plans: [
    {
      name: 'Üyelik',
      price: '₺500',
      period: 'yıllık aidat',
      features: ['Genel kurulda oy hakkı', 'Faaliyet raporları', 'Etkinliklere davet'],
    },
    {
      name: 'Düzenli bağışçı',
      price: '₺250',
      period: 'aylık',
      features: ['Seçtiğiniz programa destek', 'Yıllık etki raporu', 'Bağış makbuzu'],
      highlighted: true,
    },
    {
      name: 'Burs destekçisi',
      price: '₺2.000',
      period: 'aylık',
      features: [
        'Bir öğrencinin aylık bursu',
        'Öğrencinin gelişimi hakkında bilgilendirme',
        'Yıl sonu buluşması',
      ],
    },
  ],
  cta: {
    title: 'Siz de destek olun',
    text: 'Bağışçı, gönüllü ya da üye olarak çalışmalarımıza katılın; birlikte daha çok insana ulaşalım.',
  },
  team: [
    { name: 'Yönetim kurulu başkanı', role: 'Kurumsal ilişkiler' },
    { name: 'Genel sekreter', role: 'Program yönetimi' },
    { name: 'Gönüllü koordinatörü', role: 'Gönüllü çalışmaları' },
  ],
  teamIntro: 'Çalışmalarımızı yürüten yönetim kurulumuz ve gönüllü ekibimiz.',
  galleryIntro: 'Programlarımızdan, etkinliklerimizden ve gönüllülerimizle geçirdiğimiz günlerden kareler.',
  blogTopics: 'çalışmalarımızdan haberleri, bağışlarınızla hayata geçen projeleri ve gönüllülük fırsatlarını',
  contactText: 'Bağış, gönüllülük ve üyelik için bize yazın ya da arayın; size en kısa sürede dönüş yapalım.',
}
