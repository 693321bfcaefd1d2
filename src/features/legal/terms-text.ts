// The terms of service of the web agency service, shown at /terms.
import type { LegalText } from './legal-document'

export const termsText: LegalText = {
  title: 'Kullanım Koşulları ve Hizmet Sözleşmesi',
  updated: '22 Kasım 2026',
  intro:
    'Bu koşullar, SiteKur’un web sitesi tasarım, kurulum, barındırma ve yönetilen yayın hizmetlerini (“Hizmet”) kullanan müşterilerimizle (“Müşteri”, “siz”) aramızdaki ilişkiyi düzenler. Hesap oluşturarak veya bir paket satın alarak bu koşulları kabul etmiş olursunuz.',
  sections: [
    {
      heading: 'Hizmetin kapsamı',
      paragraphs: [
        'SiteKur; keşif görüşmesi, tasarım, içerik yerleştirme, barındırma, SSL sertifikası, alan adı bağlantısı, yayına alma ve seçtiğiniz pakette yer alan bakım ve destek hizmetlerini sunar. Her paketin kapsamı, sayfa sayısı ve destek kanalları paket açıklamasında belirtilir.',
        'Paket kapsamı dışındaki işler (ör. özel yazılım geliştirme, ek diller, üçüncü taraf lisansları) ayrıca tekliflendirilir ve yazılı onayınızla başlar.',
      ],
    },
    {
      heading: 'Hesap ve güvenlik',
      paragraphs: [
        'Hesabınızı doğru ve güncel bilgilerle oluşturmanız, şifrenizi gizli tutmanız ve hesabınız üzerinden yapılan işlemlerden sorumlu olduğunuzu kabul etmeniz gerekir. Yetkisiz bir kullanım fark ederseniz derhal bize bildirin.',
      ],
    },
    {
      heading: 'Paketler, ücretler ve ödeme',
      items: [
        'Ücretler Türk lirası cinsindendir ve aylık ya da yıllık olarak, dönem başında peşin tahsil edilir. Yıllık ödemede iki aylık ücret indirimi uygulanır.',
        'Abonelik, siz iptal edene kadar seçtiğiniz dönem sonunda aynı koşullarla yenilenir.',
        'Ödemesi yapılmayan hizmetler, tarafınıza yapılan bildirimden 7 gün sonra askıya alınabilir; içerikleriniz askı süresince silinmez.',
        'Paketinizi dilediğiniz zaman yükseltebilirsiniz; fark ücreti kalan süreyle orantılı olarak hesaplanır. Fiyat değişiklikleri, yürürlüğe girmeden en az 30 gün önce bildirilir ve bir sonraki dönemden itibaren uygulanır.',
      ],
    },
    {
      heading: 'İçerik sorumluluğu',
      paragraphs: [
        'Sitenizde yayımlanmak üzere ilettiğiniz metin, görsel, logo, marka ve diğer içeriklerin doğruluğundan ve bunları kullanma hakkına sahip olduğunuzdan siz sorumlusunuz. Hukuka aykırı, üçüncü kişilerin haklarını ihlal eden veya yanıltıcı içerikleri yayımlamayı reddetme ya da yayından kaldırma hakkımız saklıdır.',
        'Kişisel veri toplayan formlar içeren sitelerde, kendi ziyaretçilerinize karşı veri sorumlusu sizsiniz; gerekli aydınlatma metinlerinin hazırlanmasında size yardımcı oluruz.',
      ],
    },
    {
      heading: 'Teslim süreleri',
      paragraphs: [
        'İlk canlı yayın, keşif görüşmesinin tamamlanması ve gerekli içeriklerin bize tesliminden itibaren 24 saat içinde yapılır. Kapsamlı projelerde tasarım ve geliştirmenin tamamlanması genellikle 1-2 hafta sürer.',
        'İçeriklerin, onayların veya alan adı erişimlerinin gecikmesi halinde teslim süreleri aynı oranda uzar. Öngörülemeyen teknik sorunlar ve mücbir sebepler süreleri etkileyebilir; böyle bir durumda sizi gecikmeden bilgilendiririz.',
      ],
    },
    {
      heading: 'Fikri mülkiyet',
      paragraphs: [
        'Ücretin tamamı ödendiğinde, size özel hazırlanan tasarım ve sitenizin içerikleri üzerindeki kullanım hakları size aittir. SiteKur’un genel altyapısı, yazılım bileşenleri, şablonları ve araçları SiteKur’un mülkiyetinde kalır; hizmet süresince size kullanım lisansı verilir.',
        'Aksini yazılı olarak bildirmediğiniz sürece, yayına alınan sitenizi referans olarak portföyümüzde gösterebiliriz.',
      ],
    },
    {
      heading: 'İptal ve iade',
      items: [
        'Aboneliğinizi dilediğiniz zaman hesabınızdan veya destek kanallarımızdan iptal edebilirsiniz; iptal, içinde bulunulan dönemin sonunda geçerli olur.',
        'Tüketici sıfatını taşıyan müşterilerimiz, Mesafeli Sözleşmeler Yönetmeliği uyarınca sözleşmenin kurulmasından itibaren 14 gün içinde cayma hakkına sahiptir. Onayınızla bu süre içinde ifasına başlanan ve tamamlanan hizmetlerde cayma hakkı kullanılamaz; kısmen ifa edilen hizmetlerde yalnızca verilmeyen kısmın bedeli iade edilir.',
        'Yıllık ödemelerde, ilk 14 gün geçtikten sonra yapılan iptallerde kullanılmayan tam aylar için iade, yıllık indirim düşülerek hesaplanır.',
        'İptalden sonra içeriklerinizin bir kopyasını 30 gün boyunca talep edebilirsiniz; bu sürenin sonunda veriler silinir.',
      ],
    },
    {
      heading: 'Sorumluluğun sınırı',
      paragraphs: [
        'Hizmeti özenle ve sektördeki olağan standartlara uygun olarak sunarız; ancak kesintisiz ve hatasız çalışma garantisi veremeyiz. Planlı bakımları önceden duyururuz.',
        'Kasıt ve ağır kusur halleri ile tüketici mevzuatından doğan haklarınız saklı kalmak üzere, SiteKur’un bu sözleşmeden doğan toplam sorumluluğu, zarara yol açan olaydan önceki 12 ay içinde ödediğiniz hizmet bedeli ile sınırlıdır. Dolaylı zararlardan ve kâr kaybından sorumlu değiliz.',
      ],
    },
    {
      heading: 'Değişiklikler',
      paragraphs: [
        'Bu koşulları güncelleyebiliriz. Önemli değişiklikleri yürürlüğe girmeden en az 30 gün önce e-posta ile bildiririz; değişikliği kabul etmiyorsanız aboneliğinizi dönem sonunda iptal edebilirsiniz.',
      ],
    },
    {
      heading: 'Uyuşmazlıkların çözümü',
      paragraphs: [
        'Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Tüketici sıfatını taşıyan müşterilerimiz, parasal sınırlar dahilinde yerleşim yerlerindeki Tüketici Hakem Heyetlerine, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemelerine başvurabilir. Tacir müşterilerimizle doğabilecek uyuşmazlıklarda İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.',
        'Sorularınız için destek@sitekur.app adresinden bize ulaşabilirsiniz.',
      ],
    },
  ],
}
