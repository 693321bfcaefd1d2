// The privacy notice (KVKK aydınlatma metni, 6698 sayılı Kanun md. 10) shown at /privacy.
import type { LegalText } from './legal-document'

export const privacyText: LegalText = {
  title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
  updated: '22 Kasım 2026',
  intro:
    'SiteKur olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca hangi kişisel verilerinizi, hangi amaçlarla ve hangi hukuki sebeplere dayanarak işlediğimizi, kimlere aktardığımızı, ne kadar süre sakladığımızı ve haklarınızı nasıl kullanabileceğinizi açıklar.',
  sections: [
    {
      heading: 'Veri sorumlusu',
      paragraphs: [
        'Kişisel verileriniz, veri sorumlusu sıfatıyla SiteKur (“SiteKur”, “biz”) tarafından işlenir. Bu metinle ilgili her türlü soru ve başvurunuz için kvkk@sitekur.app adresinden bize ulaşabilirsiniz.',
      ],
    },
    {
      heading: 'İşlenen kişisel veriler',
      items: [
        'Kimlik bilgileri: ad ve soyad.',
        'İletişim bilgileri: e-posta adresi, telefon numarası ve tercih ettiğiniz iletişim kanalları.',
        'Müşteri işlem bilgileri: web sitesi talepleriniz, destek ve değişiklik talepleriniz, seçtiğiniz paket ve talep geçmişiniz.',
        'Finansal bilgiler: fatura bilgileri, ödeme durumu ve abonelik dönemleri (kart bilgileriniz bizim tarafımızdan saklanmaz, ödeme kuruluşunca işlenir).',
        'İşlem güvenliği bilgileri: giriş kayıtları, IP adresi, oturum ve cihaz bilgileri, doğrulama kodları.',
        'Sitenizde yayımlanmak üzere ilettiğiniz içerikler: metinler, görseller, logo ve belgeler.',
      ],
    },
    {
      heading: 'İşleme amaçları',
      items: [
        'Hesabınızın oluşturulması, e-posta adresinizin doğrulanması ve oturumunuzun güvenle yönetilmesi.',
        'Web sitenizin tasarlanması, içeriklerinizin yerleştirilmesi, barındırılması ve yayına alınması.',
        'Destek, değişiklik ve onay taleplerinizin yanıtlanması; sizinle iletişim kurulması.',
        'Paket, abonelik, faturalama ve ödeme süreçlerinin yürütülmesi.',
        'Bilgi güvenliğinin sağlanması, kötüye kullanımın önlenmesi ve hizmetin iyileştirilmesi.',
        'Mevzuattan doğan yükümlülüklerin yerine getirilmesi ve yetkili kurumların taleplerinin karşılanması.',
        'Açık rızanız olması halinde kampanya ve yenilikler hakkında bilgilendirme yapılması.',
      ],
    },
    {
      heading: 'Hukuki sebepler',
      paragraphs: [
        'Kişisel verileriniz KVKK md. 5/2 uyarınca; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (c), hukuki yükümlülüğümüzün yerine getirilmesi (ç), bir hakkın tesisi, kullanılması veya korunması (e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatlerimiz (f) hukuki sebeplerine dayanılarak işlenir.',
        'Ticari elektronik ileti gönderimi ve zorunlu olmayan analizler yalnızca KVKK md. 5/1 uyarınca açık rızanıza dayanır; rızanızı dilediğiniz zaman geri alabilirsiniz.',
      ],
    },
    {
      heading: 'Kişisel verilerin aktarılması',
      paragraphs: [
        'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olmak üzere ve KVKK md. 8 ve 9’a uygun olarak; barındırma ve altyapı hizmeti aldığımız tedarikçilere, e-posta ve bildirim hizmeti sağlayıcılarına, ödeme ve muhasebe hizmeti veren kuruluşlara, hukuki danışmanlarımıza ve talep halinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.',
        'Hizmet sağlayıcılarımızın sunucularının yurt dışında bulunduğu hallerde aktarım, KVKK md. 9’da öngörülen uygun güvencelerden biriyle (standart sözleşme gibi) yapılır.',
      ],
    },
    {
      heading: 'Toplama yöntemi ve saklama süresi',
      paragraphs: [
        'Kişisel verileriniz; kayıt ve talep formları, e-posta, WhatsApp ve destek kanalları aracılığıyla elektronik ortamda toplanır.',
        'Verileriniz, işleme amacının gerektirdiği süre boyunca ve ilgili mevzuatta öngörülen süreler kadar saklanır: sözleşme ve fatura kayıtları Vergi Usul Kanunu ve Türk Ticaret Kanunu gereği 10 yıl, erişim kayıtları 2 yıl, pazarlama izinleri rızanız geri alınana kadar. Süre dolduğunda veriler silinir, yok edilir veya anonim hale getirilir.',
      ],
    },
    {
      heading: 'Tarayıcıda saklanan bilgiler',
      paragraphs: [
        'Uygulamamız, tema tercihiniz ve oturumunuz gibi çalışması için zorunlu bilgileri tarayıcınızın yerel depolama alanında ve çevrimdışı kullanım için önbellekte tutar. Reklam veya üçüncü taraf izleme çerezi kullanmayız.',
      ],
    },
    {
      heading: 'KVKK md. 11 kapsamındaki haklarınız',
      paragraphs: ['Veri sorumlusuna başvurarak aşağıdaki haklarınızı kullanabilirsiniz:'],
      items: [
        'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
        'İşlenmişse buna ilişkin bilgi talep etme,',
        'İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
        'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
        'Eksik veya yanlış işlenmişse düzeltilmesini isteme,',
        'KVKK md. 7’de öngörülen şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
        'Düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
        'Münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
        'Kanuna aykırı işleme sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme.',
      ],
    },
    {
      heading: 'Başvuru ve iletişim',
      paragraphs: [
        'Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak kimliğinizi doğrulayan bilgilerle birlikte kvkk@sitekur.app adresine, kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza veya mobil imza ile ya da yazılı olarak iletebilirsiniz.',
        'Başvurunuz, talebin niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. Yanıtımızı yeterli bulmamanız halinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
      ],
    },
  ],
}
