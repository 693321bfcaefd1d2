import type { SectorStarter } from './starter-types.shared'

// Turkish starter text for the service professions: software, law, accounting, advertising, education.
// Law and health are regulated professions in Türkiye: their text stays informative (no superlatives, no
// promised results) and their home page carries no client quotes.

export const TEKNOLOJI: SectorStarter = {
  tagline: 'İşletmenize özel yazılım, web ve mobil çözümler; fikirden yayına, sonrasında da yanınızda.',
  about: (name) =>
    `${name}, işletmelerin günlük işlerini kolaylaştıran yazılımlar geliştiren bir teknoloji ekibidir. Web siteleri, mobil uygulamalar ve şirket içi yazılımlar tasarlıyor; projeyi küçük ve test edilebilir adımlarla ilerletiyor, her adımda çalışan bir sürümü sizinle paylaşıyoruz. Teslimden sonra bakım ve destekle sistemlerinizin sorunsuz çalışmasını sağlıyoruz.`,
  values: [
    {
      title: 'İki haftada bir çalışan sürüm',
      text: 'Projenin ilerleyişini raporlardan değil, kullanabildiğiniz sürümlerden takip edersiniz.',
    },
    {
      title: 'Kaynak kod sizin',
      text: 'Geliştirdiğimiz yazılımın kaynak kodu ve tüm erişim bilgileri teslimde size devredilir.',
    },
    {
      title: 'Kişisel verilere özen',
      text: 'Kişisel verileri KVKK kurallarına uygun, yetki ve kayıt kontrolleriyle saklarız.',
    },
  ],
  servicesIntro:
    'Fikir aşamasından yayına ve sonrasına kadar yazılım projelerinizin her adımında yanınızdayız.',
  services: [
    {
      title: 'Kurumsal web siteleri',
      text: 'Hızlı açılan, mobil uyumlu ve arama motorlarında kolayca bulunan web siteleri tasarlayıp kuruyoruz.',
    },
    {
      title: 'Mobil uygulamalar',
      text: 'iOS ve Android için geliştirdiğimiz uygulamaları uygulama mağazalarına yüklemeyi de biz üstleniyoruz.',
    },
    {
      title: 'İşletmeye özel yazılım',
      text: 'Teklif, stok, randevu ya da saha ekibi takibi gibi süreçlerinizi tek bir panelde toplayan yazılımlar.',
    },
    {
      title: 'E-ticaret altyapısı',
      text: 'Sanal pos, kargo ve e-fatura bağlantılarıyla satışa hazır internet mağazaları kuruyoruz.',
    },
    {
      title: 'Bakım ve destek',
      text: 'Güncellemeler, yedekleme ve güvenlik takibiyle sistemlerinizin kesintisiz çalışmasını sağlıyoruz.',
    },
    {
      title: 'Sunucu ve bulut yönetimi',
      text: 'Sunucularınızı kuruyor, izliyor ve işiniz büyüdükçe kapasiteyi birlikte planlıyoruz.',
    },
  ],
  productsHeading: 'Hazır çözümlerimiz',
  productsIntro: 'Kurulumu hızlı, aylık ücretle kullanabileceğiniz hazır çözümlerimiz.',
  products: [
    {
      title: 'Randevu ve rezervasyon sistemi',
      text: 'Müşterileriniz sitenizden randevu alır, her yeni randevu size SMS ile bildirilir.',
      price: '₺750 / ay',
    },
    {
      title: 'Ön muhasebe paneli',
      text: 'Teklif, fatura ve tahsilatlarınızı tek ekrandan takip edin; e-fatura bağlantısı dahil.',
      price: '₺950 / ay',
    },
    {
      title: 'Kurumsal e-posta kurulumu',
      text: 'Alan adınızla e-posta hesapları, eski postaların taşınması ve cihazlarınıza kurulum.',
      price: '₺2.500',
    },
    {
      title: 'Web sitesi bakım paketi',
      text: 'Aylık güncelleme, yedekleme, güvenlik taraması ve içerik değişiklikleri.',
      price: '₺1.200 / ay',
    },
  ],
  faq: [
    {
      question: 'Bir web sitesi ya da uygulama ne kadar sürede hazır olur?',
      answer:
        'Kurumsal bir web sitesi genellikle 2–4 haftada, bir mobil uygulamanın ilk sürümü 2–3 ayda yayına çıkar. Kesin takvimi ön görüşmeden sonra yazılı olarak paylaşırız.',
    },
    {
      question: 'Kaynak kod kime ait oluyor?',
      answer:
        'Size. Teslimde kaynak kodu, alan adı ve sunucu erişimleri dahil tüm bilgileri size devrediyoruz.',
    },
    {
      question: 'Proje bittikten sonra destek veriyor musunuz?',
      answer:
        'Evet. Teslimden sonraki ilk üç ay hata düzeltmeleri ücretsizdir; sonrası için aylık bakım paketlerimiz var.',
    },
    {
      question: 'Fiyatı nasıl belirliyorsunuz?',
      answer:
        'İhtiyaçlarınızı bir ön görüşmede dinler, işi parçalara ayırarak sabit fiyatlı bir teklif hazırlarız. Kapsam değişmedikçe fiyat da değişmez.',
    },
    {
      question: 'Verilerimiz nerede saklanıyor?',
      answer:
        'Tercihinize göre yurt içindeki sunucularda ya da bulut hizmetlerinde; yetkilendirme, yedekleme ve kayıt tutma ile birlikte.',
    },
  ],
  testimonials: [
    {
      quote:
        'Randevu sistemimizi üç haftada kurdular; telefonla randevu verme derdimiz bitti. Her hafta çalışan bir sürümü görmek bize çok güven verdi.',
      author: 'Selin A.',
      role: 'Klinik sahibi, İzmir',
    },
    {
      quote: 'Depo ve sipariş takibini tek panelde topladık, stok hataları neredeyse sıfırlandı.',
      author: 'Kerem T.',
      role: 'Toptan gıda, Konya',
    },
    {
      quote:
        'Bir sorunu ilettiğimiz gün dönüş alıyoruz. Teknik konuları bizim anlayacağımız dille anlatıyorlar.',
      author: 'Deniz Ö.',
      role: 'Mimarlık ofisi, İstanbul',
    },
  ],
  pricingIntro:
    'Sık istenen işler için başlangıç paketlerimiz; özel yazılım projelerinde kapsamı birlikte belirleyip sabit fiyat veriyoruz.',
  plans: [
    {
      name: 'Tanıtım sitesi',
      price: '₺15.000',
      period: 'tek seferlik',
      features: [
        '5 sayfaya kadar mobil uyumlu site',
        'Alan adı ve SSL kurulumu',
        'Temel arama motoru ayarları',
        '1 ay ücretsiz destek',
      ],
    },
    {
      name: 'Kurumsal site',
      price: '₺30.000',
      period: 'tek seferlik',
      features: [
        'Sınırsız sayfa ve blog',
        'Yönetim paneli',
        'Çok dilli yapı',
        'Ziyaretçi istatistikleri kurulumu',
        '3 ay ücretsiz destek',
      ],
      highlighted: true,
    },
    {
      name: 'Bakım ve destek',
      price: '₺1.200',
      period: 'aylık',
      features: [
        'Aylık güncellemeler',
        'Günlük yedekleme',
        'Güvenlik takibi',
        'Ayda 4 saate kadar değişiklik',
      ],
    },
  ],
  cta: {
    title: 'Projenizi konuşalım',
    text: 'Aklınızdaki fikri bize anlatın; kapsamı, süreyi ve fiyatı içeren bir yol haritasını ücretsiz hazırlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Proje yönetimi ve müşteri ilişkileri' },
    { name: 'Yazılım geliştirici', role: 'Web ve mobil uygulamalar' },
    { name: 'Arayüz tasarımcısı', role: 'Kullanıcı deneyimi ve tasarım' },
  ],
  teamIntro: 'Projenizi baştan sona aynı ekip geliştirir; kiminle çalıştığınızı her zaman bilirsiniz.',
  galleryIntro:
    'Geliştirdiğimiz uygulamalardan, yayına aldığımız sitelerden ve ekibimizin çalışma ortamından kareler.',
  blogTopics:
    'yazılım projelerinden öğrendiklerimizi, dijital dönüşüm için pratik önerileri ve yeni çözümlerimizi',
  contactText: 'Projenizi kısaca anlatın; aynı iş günü içinde dönüş yapıp bir ön görüşme planlayalım.',
}

export const HUKUK: SectorStarter = {
  tagline: 'Şirketlere ve bireylere hukuki süreçlerinde açık, zamanında ve anlaşılır danışmanlık.',
  about: (name) =>
    `${name}, ticaret, iş, aile ve gayrimenkul hukuku alanlarında şirketlere ve bireylere danışmanlık veren bir hukuk bürosudur. Her dosyaya müvekkilimizi dinleyerek başlar, olası yolları, süreleri ve masrafları baştan açıkça anlatırız. Süreç boyunca dosyanızdaki her gelişmeden sizi haberdar eder, kararları birlikte veririz.`,
  values: [
    {
      title: 'Açık bilgilendirme',
      text: 'Dosyanızın durumunu, olası sonuçlarını ve masraflarını anlaşılır bir dille ve yazılı olarak paylaşırız.',
    },
    {
      title: 'Düzenli iletişim',
      text: 'Her duruşmadan ve önemli gelişmeden sonra size bilgi verir, sorularınızı en geç bir iş günü içinde yanıtlarız.',
    },
    { title: 'Gizlilik', text: 'Paylaştığınız her bilgi ve belge meslek sırrı kapsamında korunur.' },
  ],
  servicesHeading: 'Çalışma alanlarımız',
  servicesButton: 'Çalışma alanlarımız',
  servicesIntro: 'Dosyanıza özel yol haritasını ilk görüşmede birlikte çıkarıyoruz.',
  services: [
    {
      title: 'Ticaret ve şirketler hukuku',
      text: 'Şirket kuruluşu, ortaklık sözleşmeleri, genel kurul işlemleri ve ticari uyuşmazlıklarda danışmanlık ve dava takibi.',
    },
    {
      title: 'İş hukuku',
      text: 'İş sözleşmeleri, işe iade, kıdem ve ihbar tazminatı konularında işçilere ve işverenlere danışmanlık.',
    },
    {
      title: 'Aile hukuku',
      text: 'Anlaşmalı ve çekişmeli boşanma, velayet, nafaka ve mal paylaşımı süreçlerinin takibi.',
    },
    {
      title: 'Gayrimenkul hukuku',
      text: 'Tapu ve kira uyuşmazlıkları, kat mülkiyeti sorunları ve alım satım öncesi hukuki inceleme.',
    },
    {
      title: 'Sözleşme hazırlama ve inceleme',
      text: 'Sözleşmelerinizi imzadan önce inceler, haklarınızı koruyan maddeleri birlikte yazarız.',
    },
    {
      title: 'İcra ve alacak takibi',
      text: 'Alacaklarınız için icra takibi başlatır, tahsilat sürecini baştan sona yürütürüz.',
    },
  ],
  productsHeading: 'Danışmanlık hizmetlerimiz',
  productsIntro:
    'Sık talep edilen danışmanlık hizmetleri ve başlangıç ücretleri; dosyanıza özel ücreti ilk görüşmede yazılı olarak bildiriyoruz.',
  products: [
    {
      title: 'Sözlü danışma (1 saat)',
      text: 'Büromuzda ya da görüntülü görüşmeyle dosyanızın değerlendirilmesi ve yol haritası.',
      price: '₺5.000',
    },
    {
      title: 'Sözleşme incelemesi',
      text: 'Mevcut bir sözleşmenin incelenmesi ve yazılı görüş.',
      price: '₺8.500',
    },
    {
      title: 'İhtarname hazırlama',
      text: 'Noter aracılığıyla gönderilecek ihtarnamenin hazırlanması ve takibi.',
      price: '₺6.000',
    },
    {
      title: 'Şirketlere aylık danışmanlık',
      text: 'Sözleşmeler, yazışmalar ve günlük hukuki sorular için sürekli danışmanlık.',
      price: '₺25.000 / ay',
    },
  ],
  faq: [
    {
      question: 'İlk görüşme nasıl yapılıyor?',
      answer:
        'Büromuzda ya da görüntülü görüşmeyle yapılıyor. Elinizdeki belgeleri görüşmeye getirmeniz ya da önceden e-postayla göndermeniz, dosyanızı daha hızlı değerlendirmemizi sağlar.',
    },
    {
      question: 'Avukatlık ücreti nasıl belirleniyor?',
      answer:
        "Ücret; dosyanın türüne, kapsamına ve süresine göre, Avukatlık Asgari Ücret Tarifesi'nin altında kalmamak üzere belirlenir ve yazılı bir sözleşmeyle kayıt altına alınır.",
    },
    {
      question: 'Bir dava ne kadar sürer?',
      answer:
        'Süre; mahkemenin iş yüküne, dosyanın türüne ve delillere göre değişir. İlk görüşmede benzer dosyalardaki tecrübemize dayanarak gerçekçi bir süre öngörüsü paylaşırız.',
    },
    {
      question: 'Dosyamın durumunu nasıl takip edebilirim?',
      answer:
        'Her duruşmadan ve önemli gelişmeden sonra sizi telefonla ya da e-postayla bilgilendiririz. Dilediğiniz zaman dosyanızla ilgilenen avukata ulaşabilirsiniz.',
    },
    {
      question: 'Başka şehirdeki dosyaları da takip ediyor musunuz?',
      answer:
        'Evet. Dosyanızı UYAP üzerinden her şehirde takip ediyor, gerektiğinde duruşmalara bizzat katılıyoruz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Şirket kuruluşundan ilk sözleşmelerimize kadar her adımda neyi neden yaptığımızı anlattılar. Sorularımıza hep aynı gün yanıt aldık.',
      author: 'Burak E.',
      role: 'Şirket kurucusu, Ankara',
    },
    {
      quote: 'Zor bir dönemde süreci bize sade bir dille anlattılar; her duruşmadan sonra bilgi verdiler.',
      author: 'Zeynep A.',
      role: 'İstanbul',
    },
    {
      quote: 'Kira uyuşmazlığımızda önce uzlaşma yolunu denediler; mesele mahkemeye gitmeden çözüldü.',
      author: 'Ahmet K.',
      role: 'Ev sahibi, Bursa',
    },
  ],
  homeTestimonials: false,
  pricingIntro:
    'Danışmanlık seçeneklerimiz; kesin ücret dosyanın kapsamına göre ilk görüşmede yazılı olarak belirlenir.',
  plans: [
    {
      name: 'Bireysel danışmanlık',
      price: '₺5.000',
      period: 'görüşme başına',
      features: ['1 saatlik sözlü danışma', 'Belgelerin incelenmesi', 'Yazılı yol haritası'],
    },
    {
      name: 'Şirket danışmanlığı',
      price: '₺25.000',
      period: 'aylık',
      features: [
        'Sözleşme hazırlama ve inceleme',
        'Telefon ve e-postayla sürekli danışma',
        'Ayda bir yüz yüze toplantı',
        'İhtarname ve yazışmalar',
      ],
      highlighted: true,
    },
    {
      name: 'Dava takibi',
      price: 'Dosyaya göre',
      period: 'yazılı sözleşmeyle',
      features: [
        'Dava öncesi değerlendirme',
        'Dilekçe ve duruşma takibi',
        'Her aşamada yazılı bilgilendirme',
      ],
    },
  ],
  cta: {
    title: 'Hukuki sorununuzu konuşalım',
    text: 'Durumunuzu kısaca anlatın; hangi yolların açık olduğunu ve sürecin nasıl işleyeceğini ilk görüşmede açıkça anlatalım.',
  },
  team: [
    { name: 'Kurucu avukat', role: 'Ticaret ve şirketler hukuku' },
    { name: 'Avukat', role: 'İş ve aile hukuku' },
    { name: 'Hukuk asistanı', role: 'Dosya takibi ve randevular' },
  ],
  teamIntro: 'Dosyanızı baştan sona aynı avukat takip eder; kiminle çalıştığınızı her zaman bilirsiniz.',
  galleryIntro: 'Büromuzdan, toplantı odamızdan ve katıldığımız seminerlerden kareler.',
  blogTopics:
    'mevzuattaki değişiklikleri, önemli yargı kararlarını ve günlük hayatta işinize yarayacak hukuki bilgileri',
  contactText:
    'Görüşme için bize yazın ya da arayın; konunuzu kısaca anlatırsanız sizi ilgili avukatımızla görüştürelim.',
}

export const FINANS: SectorStarter = {
  tagline: 'Defterleriniz, beyannameleriniz ve bordrolarınız zamanında; siz işinize odaklanın.',
  about: (name) =>
    `${name}, şirketlere ve serbest meslek sahiplerine muhasebe, vergi ve bordro hizmeti veren bir mali müşavirlik bürosudur. Beyanname tarihlerini sizin yerinize takip ediyor, her ay gelir ve giderlerinizi anlaşılır bir raporla paylaşıyor, vergi yükünüzü yasal yollarla azaltmanın yollarını birlikte arıyoruz. Yeni kurulan işletmelere kuruluştan ilk beyannameye kadar eşlik ediyoruz.`,
  values: [
    {
      title: 'Takvim bizde',
      text: 'Beyanname ve ödeme tarihlerini sizin yerinize takip eder, her birinden önce size hatırlatırız.',
    },
    {
      title: 'Aylık anlaşılır rapor',
      text: 'Gelir, gider ve vergi durumunuzu her ay tek sayfalık bir özetle paylaşırız.',
    },
    {
      title: 'Evrak taşımak yok',
      text: 'Faturalarınızı fotoğrafla ya da e-postayla gönderirsiniz; büroya gelmenize gerek kalmaz.',
    },
  ],
  servicesIntro: 'Kuruluştan yıl sonu kapanışına kadar işletmenizin mali işlerini bir arada yürütüyoruz.',
  services: [
    {
      title: 'Şirket kuruluşu',
      text: 'Şahıs, limited ya da anonim şirket kuruluşunda evrakları hazırlar, vergi dairesi ve ticaret sicili işlemlerini takip ederiz.',
    },
    {
      title: 'Defter ve beyanname işlemleri',
      text: 'KDV, muhtasar, geçici vergi ve yıllık gelir ya da kurumlar vergisi beyannamelerinizi zamanında veririz.',
    },
    {
      title: 'Bordro ve SGK işlemleri',
      text: 'Çalışan girişleri ve çıkışları, aylık bordrolar ve SGK bildirgeleri eksiksiz hazırlanır.',
    },
    {
      title: 'E-fatura ve e-defter geçişi',
      text: 'E-dönüşüm sistemlerine geçişinizi planlar, kurulumda ve kullanımda destek oluruz.',
    },
    {
      title: 'Vergi danışmanlığı',
      text: 'Teşvikler, istisnalar ve yatırım kararlarınızda vergi yükünüzü önceden hesaplarız.',
    },
    {
      title: 'Mali raporlama',
      text: 'Aylık gelir-gider, nakit akışı ve kârlılık raporlarıyla işletmenizin durumunu net görürsünüz.',
    },
  ],
  productsHeading: 'Hizmet paketlerimiz',
  productsIntro: 'İşletmenizin büyüklüğüne göre seçebileceğiniz hizmetler ve tek seferlik işlemler.',
  products: [
    {
      title: 'Şahıs şirketi kuruluşu',
      text: 'Vergi levhası, açılış işlemleri ve ilk ay danışmanlık dahil.',
      price: '₺4.500',
    },
    {
      title: 'Limited şirket kuruluşu',
      text: 'Ana sözleşme, ticaret sicili tescili ve vergi dairesi işlemleri.',
      price: '₺12.000',
    },
    {
      title: 'Serbest meslek muhasebesi',
      text: 'Serbest meslek makbuzu takibi, KDV ve gelir vergisi beyannameleri.',
      price: '₺3.000 / ay',
    },
    {
      title: 'Yıllık gelir vergisi beyannamesi',
      text: 'Kira ya da diğer gelirleriniz için tek seferlik beyanname hazırlığı.',
      price: '₺2.500',
    },
  ],
  faq: [
    {
      question: 'Evraklarımı nasıl teslim edeceğim?',
      answer:
        'Faturalarınızı e-postayla, mesajla ya da fotoğraf olarak gönderebilirsiniz. E-fatura kullanıyorsanız belgeleriniz sistemden doğrudan bize ulaşır.',
    },
    {
      question: 'Mali müşavirimi değiştirmek istiyorum, süreç nasıl işliyor?',
      answer:
        'Önceki mali müşavirinizden devir işlemlerini biz yürütürüz. Defterlerin ve beyannamelerin devri genellikle bir ay içinde tamamlanır.',
    },
    {
      question: 'Aylık ücretiniz neye göre değişiyor?',
      answer:
        'Ücretimiz; şirket türüne, aylık fatura sayısına ve çalışan sayınıza göre belirlenir. İlk görüşmeden sonra size yazılı teklif veririz.',
    },
    {
      question: 'Vergi ödeme tarihini kaçırırsam ne olur?',
      answer:
        'Gecikme faizi ve ceza ödemek zorunda kalabilirsiniz. Bu yüzden her ödeme tarihinden birkaç gün önce size tutarı ve son günü hatırlatıyoruz.',
    },
    {
      question: 'Şahıs şirketi mi, limited şirket mi daha uygun?',
      answer:
        'Bu karar; yıllık cironuza, ortak sayınıza ve çalışma alanınıza bağlıdır. İlk görüşmede iki seçeneğin vergi yükünü karşılaştırarak size öneride bulunuruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Şirketimizi kurarken her adımı anlattılar. Beyanname tarihlerini artık hiç düşünmüyoruz.',
      author: 'Ece B.',
      role: 'Tasarım stüdyosu, İstanbul',
    },
    {
      quote: 'Aylık raporlar sayesinde hangi işin kâr ettirdiğini ilk kez net gördük.',
      author: 'Mehmet Ç.',
      role: 'Restoran işletmecisi, Eskişehir',
    },
    {
      quote: 'E-fatura geçişimizi sorunsuz tamamladılar; çalışanlarımıza kullanımını da öğrettiler.',
      author: 'Gül T.',
      role: 'Tekstil atölyesi, Denizli',
    },
  ],
  pricingIntro: 'Aylık ücretlerimiz; fatura ve çalışan sayınıza göre size özel teklif hazırlıyoruz.',
  plans: [
    {
      name: 'Serbest meslek',
      price: '₺3.000',
      period: 'aylık',
      features: [
        'Serbest meslek makbuzu takibi',
        'KDV ve muhtasar beyannameleri',
        'Yıllık gelir vergisi beyannamesi',
        'Telefonla danışma',
      ],
    },
    {
      name: 'Şahıs şirketi',
      price: '₺4.500',
      period: 'aylık',
      features: [
        'Ayda 100 faturaya kadar',
        'Tüm beyannameler',
        '2 çalışana kadar bordro',
        'Aylık gelir-gider raporu',
      ],
      highlighted: true,
    },
    {
      name: 'Limited ve anonim şirket',
      price: '₺9.000',
      period: 'aylık',
      features: [
        'Bilanço esasına göre defter',
        'E-defter ve e-fatura',
        '10 çalışana kadar bordro ve SGK',
        'Üç ayda bir mali durum toplantısı',
      ],
    },
  ],
  cta: {
    title: 'Mali işlerinizi bize bırakın',
    text: 'Şirket türünüzü ve aylık iş hacminizi paylaşın; size uygun paketi ve ücretini aynı gün iletelim.',
  },
  team: [
    { name: 'Mali müşavir', role: 'Kurucu, vergi danışmanlığı' },
    { name: 'Muhasebe uzmanı', role: 'Defter ve beyannameler' },
    { name: 'Bordro uzmanı', role: 'Bordro ve SGK işlemleri' },
  ],
  teamIntro: 'Her müşterimizin tek bir sorumlu muhasebecisi vardır; kime ulaşacağınızı hep bilirsiniz.',
  galleryIntro: 'Büromuzdan ve ekibimizden kareler. Sizi de büromuzda ağırlamaktan memnuniyet duyarız.',
  blogTopics: 'vergi takvimini, mevzuattaki değişiklikleri ve işletmeler için pratik muhasebe bilgilerini',
  contactText: 'Şirket türünüzü ve ihtiyacınızı yazın; size aynı gün içinde teklifimizi iletelim.',
}

export const MEDYA: SectorStarter = {
  tagline: 'Markanızı doğru kitleye, doğru kanalda ve ölçülebilir sonuçlarla anlatıyoruz.',
  about: (name) =>
    `${name}, markaların hikâyesini sosyal medyada, dijital reklamlarda ve basılı işlerde anlatan bir reklam ajansıdır. Her işe hedef kitlenizi ve bütçenizi anlayarak başlıyor, içerikleri planlıyor, üretiyor ve sonuçlarını her ay raporluyoruz. Küçük ve orta ölçekli işletmelerle, büyük ajans bütçeleri gerektirmeden çalışıyoruz.`,
  values: [
    {
      title: 'Ölçülebilir sonuç',
      text: 'Her kampanyanın erişimini, tıklamalarını ve getirdiği müşteriyi aylık raporla paylaşırız.',
    },
    {
      title: 'Bütçenize uygun plan',
      text: 'Reklam bütçenizi en çok sonuç aldığınız kanallara yönlendiririz.',
    },
    {
      title: 'Tüm üretim tek ekipte',
      text: 'Fotoğraf, video, metin ve tasarımı aynı ekip üretir; markanızın dili her yerde tutarlı kalır.',
    },
  ],
  servicesIntro:
    'Strateji, tasarım, içerik ve reklam yönetimi; markanızın ihtiyaç duyduğu her şey bir arada.',
  services: [
    {
      title: 'Sosyal medya yönetimi',
      text: 'Aylık içerik takvimi, paylaşım tasarımları, metinler ve yorumların takibi.',
    },
    {
      title: 'Dijital reklam yönetimi',
      text: 'Google ve Meta reklamlarınızı kurar, bütçenizi her gün izleyerek sonuç getiren reklamlara yönlendiririz.',
    },
    {
      title: 'Marka kimliği',
      text: 'Logo, renk ve yazı karakteri seçimiyle markanızın her yerde aynı ve tutarlı görünmesini sağlarız.',
    },
    {
      title: 'Fotoğraf ve video çekimi',
      text: 'Ürün, mekân ve tanıtım çekimlerini planlar, kurgusuyla birlikte teslim ederiz.',
    },
    {
      title: 'Basılı işler',
      text: 'Katalog, broşür, kartvizit ve tabela tasarımlarını baskıya hazır olarak teslim ederiz.',
    },
    {
      title: 'Metin yazarlığı',
      text: 'Web siteniz, e-bülteniniz ve reklamlarınız için markanızın sesini taşıyan metinler.',
    },
  ],
  productsHeading: 'Tek seferlik işlerimiz',
  productsIntro: 'Sık tercih edilen tek seferlik işlerimiz ve başlangıç fiyatları.',
  products: [
    {
      title: 'Logo ve kurumsal kimlik',
      text: 'Logo, renk paleti, kartvizit ve antetli kâğıt tasarımı.',
      price: '₺12.500',
    },
    {
      title: 'Ürün fotoğrafı çekimi',
      text: '20 ürüne kadar beyaz fonda ve kullanım ortamında çekim, düzenlenmiş olarak teslim.',
      price: '₺7.500',
    },
    {
      title: 'Tanıtım videosu',
      text: '60 saniyelik, sosyal medyaya uygun çekim ve kurgu.',
      price: '₺15.000',
    },
    {
      title: 'Katalog tasarımı',
      text: '16 sayfaya kadar ürün kataloğu, baskıya hazır dosyalarla.',
      price: '₺9.000',
    },
  ],
  faq: [
    {
      question: 'Reklam bütçesi ajans ücretine dahil mi?',
      answer:
        'Hayır. Ajans ücretimiz planlama, tasarım ve yönetim içindir; reklam bütçesi doğrudan sizin hesabınızdan reklam platformlarına ödenir.',
    },
    {
      question: 'Sonuçları ne zaman görmeye başlarım?',
      answer:
        'Reklam kampanyalarında ilk veriler birkaç gün içinde gelir. Sosyal medyada kalıcı bir büyüme için en az üç aylık düzenli çalışma öneririz.',
    },
    {
      question: 'Hesaplarımın şifreleri kimde kalıyor?',
      answer:
        'Sizde. Hesaplarınıza yönetici olarak ekleniriz; çalışmamız bittiğinde erişimimizi kaldırmanız yeterlidir.',
    },
    {
      question: 'İçerikleri yayından önce görebilir miyim?',
      answer: 'Evet. Aylık içerik takvimini ve tasarımları yayından önce onayınıza sunarız.',
    },
    {
      question: 'Sözleşme süresi ne kadar?',
      answer:
        'Aylık paketlerimizde en az üç aylık çalışma öneririz; sonrasında bir ay önceden haber vererek dilediğiniz zaman ayrılabilirsiniz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Üç ayda sosyal medyadan gelen rezervasyonlarımız ikiye katlandı. Her ay net bir raporla neyin işe yaradığını görüyoruz.',
      author: 'Cem A.',
      role: 'Butik otel, Bodrum',
    },
    {
      quote: 'Logodan kataloğa kadar tüm kimliğimizi yenilediler; fuarda ilk kez bu kadar çok ilgi gördük.',
      author: 'Nilay K.',
      role: 'Mobilya üreticisi, Kayseri',
    },
    {
      quote:
        'Küçük bir bütçeyle başladık, reklamları adım adım büyüttük. Harcadığımız her liranın karşılığını görüyoruz.',
      author: 'Tolga S.',
      role: 'Kahve dükkânı, Ankara',
    },
  ],
  pricingIntro:
    'Aylık paketlerimize reklam bütçesi dahil değildir; kapsamı ihtiyacınıza göre birlikte belirleriz.',
  plans: [
    {
      name: 'Başlangıç',
      price: '₺8.000',
      period: 'aylık',
      features: ['1 sosyal medya hesabı', 'Ayda 12 paylaşım', 'Aylık içerik takvimi', 'Aylık rapor'],
    },
    {
      name: 'Büyüme',
      price: '₺15.000',
      period: 'aylık',
      features: [
        '2 sosyal medya hesabı',
        'Ayda 20 paylaşım ve hikâye tasarımları',
        'Reklam kampanyası yönetimi',
        'Aylık rapor ve toplantı',
      ],
      highlighted: true,
    },
    {
      name: 'Tam hizmet',
      price: '₺28.000',
      period: 'aylık',
      features: [
        'Tüm sosyal medya hesapları',
        'Aylık fotoğraf ve video çekimi',
        'Google ve Meta reklamları',
        'Haftalık rapor',
      ],
    },
  ],
  cta: {
    title: 'Markanızı birlikte büyütelim',
    text: 'Hedeflerinizi ve bütçenizi anlatın; size özel bir iletişim planını ücretsiz hazırlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Strateji ve müşteri ilişkileri' },
    { name: 'Grafik tasarımcı', role: 'Marka kimliği ve tasarım' },
    { name: 'Sosyal medya uzmanı', role: 'İçerik ve reklam yönetimi' },
  ],
  teamIntro: 'Markanızla her gün ilgilenen, işini seven küçük ve deneyimli bir ekibiz.',
  galleryIntro:
    'Tasarladığımız kimliklerden, çektiğimiz fotoğraflardan ve hayata geçirdiğimiz kampanyalardan örnekler.',
  blogTopics:
    'sosyal medya ve dijital reklam önerilerini, başarılı kampanya örneklerini ve sektördeki yenilikleri',
  contactText:
    'Markanızı ve hedeflerinizi birkaç cümleyle anlatın; size özel bir teklif ve ilk fikirlerimizle dönelim.',
}

export const EGITIM: SectorStarter = {
  tagline: 'Küçük gruplar, deneyimli öğretmenler ve her öğrenciye özel takip.',
  about: (name) =>
    `${name}, öğrencilere okul derslerinde, sınavlara hazırlıkta ve yabancı dil öğreniminde destek veren bir eğitim kurumudur. Her öğrenciyle bir seviye belirleme görüşmesiyle başlıyor, küçük gruplarda ya da birebir derslerde ilerliyor, gelişimi düzenli deneme sınavları ve veli görüşmeleriyle takip ediyoruz.`,
  values: [
    {
      title: 'En fazla 8 kişilik sınıflar',
      text: 'Küçük gruplarda her öğrenci soru sorabilir, öğretmen herkesin eksiğini görür.',
    },
    {
      title: 'Düzenli veli bilgilendirmesi',
      text: 'Deneme sonuçlarını ve derslerdeki gelişimi ayda bir veli görüşmesinde paylaşırız.',
    },
    {
      title: 'Kişiye özel çalışma planı',
      text: 'Seviye belirleme sonucuna göre her öğrenciye haftalık bir çalışma programı hazırlarız.',
    },
  ],
  servicesHeading: 'Programlarımız',
  servicesButton: 'Programlarımız',
  servicesIntro: 'İlkokuldan yetişkinlere kadar her yaşa uygun programlarımız.',
  services: [
    {
      title: 'LGS hazırlık',
      text: '8. sınıf öğrencileri için konu anlatımı, soru çözümü ve düzenli deneme sınavları.',
    },
    {
      title: 'YKS hazırlık',
      text: 'TYT ve AYT için küçük gruplarda ders, birebir soru saatleri ve rehberlik.',
    },
    {
      title: 'İlkokul ve ortaokul desteği',
      text: 'Okul derslerine paralel ilerleyen, ödev ve konu tekrarı odaklı destek programı.',
    },
    {
      title: 'Yabancı dil kursları',
      text: 'İngilizce ve Almanca için başlangıçtan ileri seviyeye, konuşma ağırlıklı kurslar.',
    },
    {
      title: 'Birebir özel ders',
      text: 'Öğrencinin eksiklerine odaklanan, saatini birlikte belirlediğimiz birebir dersler.',
    },
    {
      title: 'Yetişkin kursları',
      text: 'İş hayatı için yabancı dil, bilgisayar ve sunum becerileri kursları.',
    },
  ],
  productsHeading: 'Kurslarımız',
  productsIntro: 'Dönemlik kurslarımız ve ücretleri; kardeş ve peşin ödeme indirimleri için bize sorun.',
  products: [
    {
      title: 'LGS dönem kursu',
      text: 'Eylül–Haziran, haftada 3 gün, deneme sınavları dahil.',
      price: '₺4.500 / ay',
    },
    {
      title: 'YKS dönem kursu',
      text: 'TYT ve AYT, haftada 4 gün, rehberlik görüşmeleri dahil.',
      price: '₺5.500 / ay',
    },
    {
      title: 'İngilizce konuşma kursu',
      text: '12 hafta, haftada 2 akşam, en fazla 8 kişi.',
      price: '₺6.000',
    },
    {
      title: 'Birebir özel ders',
      text: 'Tüm dersler için 60 dakikalık birebir ders.',
      price: '₺900 / saat',
    },
  ],
  faq: [
    {
      question: 'Kayıttan önce seviye belirleme yapıyor musunuz?',
      answer:
        'Evet. Her öğrenciyle ücretsiz bir seviye belirleme sınavı ve görüşme yapıyor, sonuca göre uygun grubu öneriyoruz.',
    },
    {
      question: 'Sınıflar kaç kişilik?',
      answer:
        'Gruplarımız en fazla 8 öğrenciden oluşur. Birebir ders isteyen öğrencilerimiz için ayrı bir programımız var.',
    },
    {
      question: 'Deneme dersine katılabilir miyiz?',
      answer: 'Evet, kayıttan önce istediğiniz programdan bir derse ücretsiz katılabilirsiniz.',
    },
    {
      question: 'Ödemeyi taksitle yapabilir miyim?',
      answer:
        'Dönem ücretini aylık olarak ya da kredi kartına taksitle ödeyebilirsiniz; peşin ödemede indirim uyguluyoruz.',
    },
    {
      question: 'Öğrencinin gelişimini nasıl takip ediyorsunuz?',
      answer:
        'Düzenli deneme sınavları yapıyor, sonuçları ve öğretmen gözlemlerini ayda bir veli görüşmesinde paylaşıyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Kızım matematikten korkuyordu; küçük sınıfta soru sormaya başladı, netleri her denemede arttı.',
      author: 'Canan Y.',
      role: 'Veli, Ankara',
    },
    {
      quote: 'Konuşma kursundan sonra iş görüşmelerimi İngilizce yapabiliyorum. Dersler hiç sıkıcı değildi.',
      author: 'Onur B.',
      role: 'Yetişkin öğrenci, İzmir',
    },
    {
      quote: 'Her ay yapılan veli görüşmeleri sayesinde oğlumun nerede eksik olduğunu hep bildik.',
      author: 'Serkan D.',
      role: 'Veli, Bursa',
    },
  ],
  pricingIntro: 'Aylık ücretlerimiz; kardeş indirimi ve peşin ödeme indirimi için bize sorun.',
  plans: [
    {
      name: 'Grup dersi',
      price: '₺4.500',
      period: 'aylık',
      features: [
        'Haftada 3 gün ders',
        'En fazla 8 kişilik sınıf',
        'Aylık deneme sınavı',
        'Veli bilgilendirmesi',
      ],
    },
    {
      name: 'Grup ve birebir',
      price: '₺6.500',
      period: 'aylık',
      features: [
        'Grup derslerinin tamamı',
        'Haftada 2 saat birebir ders',
        'Kişisel çalışma planı',
        'Rehberlik görüşmeleri',
      ],
      highlighted: true,
    },
    {
      name: 'Birebir program',
      price: '₺9.000',
      period: 'aylık',
      features: ['Haftada 3 saat birebir ders', 'Size uygun ders saatleri', 'Haftalık ilerleme raporu'],
    },
  ],
  cta: {
    title: 'Ücretsiz seviye belirleme sınavına gelin',
    text: 'Öğrencinizin seviyesini birlikte görelim, ona en uygun programı ve ders saatlerini planlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Eğitim koordinatörü' },
    { name: 'Matematik öğretmeni', role: 'LGS ve YKS grupları' },
    { name: 'Rehber öğretmen', role: 'Öğrenci ve veli görüşmeleri' },
  ],
  teamIntro: 'Öğrencilerimizi adıyla tanıyan, alanında deneyimli öğretmenlerden oluşan bir ekibiz.',
  galleryIntro:
    'Sınıflarımızdan, etkinliklerimizden ve öğrencilerimizin başarılarını kutladığımız günlerden kareler.',
  blogTopics: 'sınav takvimini, verimli ders çalışma yöntemlerini ve velilere yönelik önerileri',
  contactText:
    'Ücretsiz seviye belirleme ve deneme dersi için bize yazın ya da arayın; size uygun bir gün ve saat belirleyelim.',
}
