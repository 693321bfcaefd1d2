import type { SiteLanguage } from '../site-renderer/site-model'
import type { FormKind } from './form-submission.shared'

// The words of a published site's forms that the visitor reads, in the site's language: the booking and
// newsletter fields, what the page says after sending, why a submission was refused, the newsletter's
// confirmation page and the mails a visitor gets. The contact form's own labels are the site's
// (site-strings-*.ts). docs/rules/site-forms.md

export type FormRefusal =
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'consent'
  | 'date'
  | 'time'
  | 'service'
  | 'too-long'
  | 'characters'
  | 'too-fast'
  | 'too-many'
  | 'unknown-form'

export interface FormStrings {
  booking: { heading: string; service: string; date: string; time: string; note: string; send: string }
  newsletter: { heading: string; email: string; send: string }
  /** The honeypot's label: people never see it. */
  leaveEmpty: string
  sent: Readonly<Record<FormKind, string>>
  refusedHeading: string
  refused: Readonly<Record<FormRefusal, string>>
  /** Under a refusal: the visitor's text is still in the form they left. */
  goBack: string
  confirm: { heading: string; text: string; button: string; done: string; invalid: string }
  mail: {
    confirmSubject: (site: string) => string
    confirmText: (site: string, link: string) => string
    bookingSubject: (site: string, confirmed: boolean) => string
    bookingText: (site: string, confirmed: boolean, when: string) => string
  }
}

const TR: FormStrings = {
  booking: {
    heading: 'Randevu / rezervasyon talebi',
    service: 'Hizmet',
    date: 'Tercih ettiğiniz gün',
    time: 'Tercih ettiğiniz saat',
    note: 'Notunuz',
    send: 'Talep gönder',
  },
  newsletter: { heading: 'Bültenimize katılın', email: 'E-posta adresiniz', send: 'Abone ol' },
  leaveEmpty: 'Bu alanı boş bırakın',
  sent: {
    contact: 'Teşekkürler, mesajınız bize ulaştı. En kısa sürede dönüş yapacağız.',
    booking: 'Teşekkürler, talebiniz bize ulaştı. Onayladığımızda size e-posta ile bildireceğiz.',
    newsletter:
      'Neredeyse tamam: aboneliğinizi onaylamak için e-postanıza gönderdiğimiz bağlantıya tıklayın.',
  },
  refusedHeading: 'Formunuz gönderilemedi',
  refused: {
    name: 'Lütfen adınızı yazın.',
    email: 'Lütfen geçerli bir e-posta adresi yazın.',
    phone: 'Lütfen telefon numaranızı yazın.',
    message: 'Lütfen mesajınızı yazın.',
    consent: 'Göndermek için kişisel verilerin işlenmesine onay vermeniz gerekiyor.',
    date: 'Lütfen bugünden sonraki geçerli bir gün seçin.',
    time: 'Lütfen geçerli bir saat seçin (SS:DD).',
    service: 'Lütfen bir hizmet seçin.',
    'too-long': 'Gönderdiğiniz metin çok uzun.',
    characters: 'Metinde izin verilmeyen karakterler var.',
    'too-fast': 'Form çok hızlı gönderildi. Lütfen birkaç saniye bekleyip yeniden gönderin.',
    'too-many': 'Kısa sürede çok fazla form gönderildi. Lütfen biraz sonra yeniden deneyin.',
    'unknown-form': 'Bu form artık sayfada yok. Sayfayı yenileyip yeniden deneyin.',
  },
  goBack: 'Tarayıcınızın geri düğmesiyle forma dönebilirsiniz; yazdıklarınız orada duruyor.',
  confirm: {
    heading: 'Bülten aboneliğini onaylayın',
    text: 'Bu adrese bülten gönderilmesini onaylıyor musunuz?',
    button: 'Aboneliği onayla',
    done: 'Teşekkürler, aboneliğiniz onaylandı.',
    invalid: 'Bu onay bağlantısı geçersiz ya da süresi dolmuş.',
  },
  mail: {
    confirmSubject: (site) => `${site} bülten aboneliğinizi onaylayın`,
    confirmText: (site, link) =>
      `${site} bültenine abone olmak için bu adres kullanıldı. Onaylamak için bağlantıyı açın:\n\n${link}\n\nSiz istemediyseniz bu e-postayı yok sayın; onaylanmayan adres bir hafta içinde silinir.`,
    bookingSubject: (site, confirmed) =>
      confirmed ? `${site}: rezervasyonunuz onaylandı` : `${site}: rezervasyon talebiniz hakkında`,
    bookingText: (site, confirmed, when) =>
      confirmed
        ? `${site} rezervasyon talebinizi onayladı (${when}). Görüşmek üzere!`
        : `${site} bu kez rezervasyon talebinizi (${when}) karşılayamıyor. Başka bir zaman için yeniden talep gönderebilirsiniz.`,
  },
}

const EN: FormStrings = {
  booking: {
    heading: 'Request an appointment',
    service: 'Service',
    date: 'Preferred day',
    time: 'Preferred time',
    note: 'Your note',
    send: 'Send request',
  },
  newsletter: { heading: 'Join our newsletter', email: 'Your e-mail address', send: 'Subscribe' },
  leaveEmpty: 'Leave this field empty',
  sent: {
    contact: 'Thank you, your message has reached us. We will get back to you soon.',
    booking: 'Thank you, your request has reached us. We will e-mail you once it is confirmed.',
    newsletter: 'Almost done: click the link we sent to your e-mail to confirm your subscription.',
  },
  refusedHeading: 'Your form was not sent',
  refused: {
    name: 'Please enter your name.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter your phone number.',
    message: 'Please enter your message.',
    consent: 'Please agree to the processing of your personal data to send the form.',
    date: 'Please choose a valid day from today on.',
    time: 'Please choose a valid time (HH:MM).',
    service: 'Please choose a service.',
    'too-long': 'What you sent is too long.',
    characters: 'The text contains characters that are not allowed.',
    'too-fast': 'The form was sent too quickly. Please wait a few seconds and send it again.',
    'too-many': 'Too many forms were sent in a short time. Please try again a little later.',
    'unknown-form': 'This form is no longer on the page. Reload the page and try again.',
  },
  goBack: "Use your browser's back button to return to the form; what you wrote is still there.",
  confirm: {
    heading: 'Confirm your subscription',
    text: 'Do you want newsletters sent to this address?',
    button: 'Confirm subscription',
    done: 'Thank you, your subscription is confirmed.',
    invalid: 'This confirmation link is invalid or has expired.',
  },
  mail: {
    confirmSubject: (site) => `Confirm your ${site} newsletter subscription`,
    confirmText: (site, link) =>
      `This address was used to subscribe to the ${site} newsletter. Open the link to confirm:\n\n${link}\n\nIf this was not you, ignore this e-mail; an unconfirmed address is deleted within a week.`,
    bookingSubject: (site, confirmed) =>
      confirmed ? `${site}: your booking is confirmed` : `${site}: about your booking request`,
    bookingText: (site, confirmed, when) =>
      confirmed
        ? `${site} has confirmed your booking request (${when}). See you soon!`
        : `${site} cannot take your booking request (${when}) this time. You are welcome to request another time.`,
  },
}

const DE: FormStrings = {
  booking: {
    heading: 'Termin anfragen',
    service: 'Leistung',
    date: 'Wunschtag',
    time: 'Wunschzeit',
    note: 'Ihre Nachricht',
    send: 'Anfrage senden',
  },
  newsletter: { heading: 'Newsletter abonnieren', email: 'Ihre E-Mail-Adresse', send: 'Abonnieren' },
  leaveEmpty: 'Dieses Feld leer lassen',
  sent: {
    contact: 'Vielen Dank, Ihre Nachricht ist bei uns angekommen. Wir melden uns bald.',
    booking: 'Vielen Dank, Ihre Anfrage ist angekommen. Wir schreiben Ihnen, sobald sie bestätigt ist.',
    newsletter: 'Fast geschafft: Bestätigen Sie Ihr Abonnement über den Link in Ihrer E-Mail.',
  },
  refusedHeading: 'Ihr Formular wurde nicht gesendet',
  refused: {
    name: 'Bitte geben Sie Ihren Namen ein.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone: 'Bitte geben Sie Ihre Telefonnummer ein.',
    message: 'Bitte schreiben Sie Ihre Nachricht.',
    consent: 'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, um das Formular zu senden.',
    date: 'Bitte wählen Sie einen gültigen Tag ab heute.',
    time: 'Bitte wählen Sie eine gültige Uhrzeit (HH:MM).',
    service: 'Bitte wählen Sie eine Leistung.',
    'too-long': 'Ihr Text ist zu lang.',
    characters: 'Der Text enthält nicht erlaubte Zeichen.',
    'too-fast':
      'Das Formular wurde zu schnell gesendet. Bitte warten Sie einige Sekunden und senden Sie es erneut.',
    'too-many':
      'In kurzer Zeit wurden zu viele Formulare gesendet. Bitte versuchen Sie es etwas später erneut.',
    'unknown-form':
      'Dieses Formular ist nicht mehr auf der Seite. Laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  mail: {
    confirmSubject: (site) => `Bestätigen Sie Ihr Newsletter-Abonnement bei ${site}`,
    confirmText: (site, link) =>
      `Mit dieser Adresse wurde der Newsletter von ${site} abonniert. Öffnen Sie den Link zur Bestätigung:\n\n${link}\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail; eine unbestätigte Adresse wird innerhalb einer Woche gelöscht.`,
    bookingSubject: (site, confirmed) =>
      confirmed ? `${site}: Ihr Termin ist bestätigt` : `${site}: zu Ihrer Terminanfrage`,
    bookingText: (site, confirmed, when) =>
      confirmed
        ? `${site} hat Ihre Terminanfrage bestätigt (${when}). Bis bald!`
        : `${site} kann Ihre Terminanfrage (${when}) diesmal nicht annehmen. Sie können gern einen anderen Termin anfragen.`,
  },
  goBack: 'Mit der Zurück-Taste Ihres Browsers kommen Sie zum Formular zurück; Ihre Eingaben sind noch da.',
  confirm: {
    heading: 'Abonnement bestätigen',
    text: 'Möchten Sie den Newsletter an diese Adresse erhalten?',
    button: 'Abonnement bestätigen',
    done: 'Vielen Dank, Ihr Abonnement ist bestätigt.',
    invalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  },
}

const AR: FormStrings = {
  booking: {
    heading: 'طلب موعد',
    service: 'الخدمة',
    date: 'اليوم المفضل',
    time: 'الوقت المفضل',
    note: 'ملاحظتك',
    send: 'إرسال الطلب',
  },
  newsletter: { heading: 'اشترك في نشرتنا', email: 'بريدك الإلكتروني', send: 'اشترك' },
  leaveEmpty: 'اترك هذا الحقل فارغًا',
  sent: {
    contact: 'شكرًا لك، وصلتنا رسالتك. سنرد عليك قريبًا.',
    booking: 'شكرًا لك، وصلنا طلبك. سنراسلك عند تأكيده.',
    newsletter: 'بقيت خطوة: اضغط على الرابط المرسل إلى بريدك لتأكيد الاشتراك.',
  },
  refusedHeading: 'لم يتم إرسال النموذج',
  refused: {
    name: 'يرجى كتابة اسمك.',
    email: 'يرجى كتابة عنوان بريد إلكتروني صالح.',
    phone: 'يرجى كتابة رقم هاتفك.',
    message: 'يرجى كتابة رسالتك.',
    consent: 'يجب الموافقة على معالجة بياناتك الشخصية لإرسال النموذج.',
    date: 'يرجى اختيار يوم صالح بدءًا من اليوم.',
    time: 'يرجى اختيار وقت صالح (HH:MM).',
    service: 'يرجى اختيار خدمة.',
    'too-long': 'النص الذي أرسلته طويل جدًا.',
    characters: 'يحتوي النص على أحرف غير مسموح بها.',
    'too-fast': 'أُرسل النموذج بسرعة كبيرة. يرجى الانتظار بضع ثوانٍ وإعادة الإرسال.',
    'too-many': 'أُرسلت نماذج كثيرة في وقت قصير. يرجى المحاولة لاحقًا.',
    'unknown-form': 'هذا النموذج لم يعد في الصفحة. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  mail: {
    confirmSubject: (site) => `أكّد اشتراكك في نشرة ${site}`,
    confirmText: (site, link) =>
      `استُخدم هذا العنوان للاشتراك في نشرة ${site}. افتح الرابط للتأكيد:\n\n${link}\n\nإن لم تكن أنت، تجاهل هذه الرسالة؛ يُحذف العنوان غير المؤكد خلال أسبوع.`,
    bookingSubject: (site, confirmed) => (confirmed ? `${site}: تم تأكيد موعدك` : `${site}: بخصوص طلب موعدك`),
    bookingText: (site, confirmed, when) =>
      confirmed
        ? `أكّد ${site} طلب موعدك (${when}). نراك قريبًا!`
        : `لا يستطيع ${site} تلبية طلب موعدك (${when}) هذه المرة. يمكنك طلب وقت آخر.`,
  },
  goBack: 'استخدم زر الرجوع في المتصفح للعودة إلى النموذج؛ ما كتبته ما زال هناك.',
  confirm: {
    heading: 'أكّد اشتراكك',
    text: 'هل تريد استلام النشرة على هذا العنوان؟',
    button: 'تأكيد الاشتراك',
    done: 'شكرًا لك، تم تأكيد اشتراكك.',
    invalid: 'رابط التأكيد غير صالح أو انتهت صلاحيته.',
  },
}

const BY_LANGUAGE: Readonly<Record<SiteLanguage, FormStrings>> = { tr: TR, en: EN, de: DE, ar: AR }

/** The form words of `language` (Turkish for a language the renderer does not know). */
export function formStrings(language: string): FormStrings {
  return Object.hasOwn(BY_LANGUAGE, language) ? BY_LANGUAGE[language as SiteLanguage] : TR
}
