import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

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
