import type { SectorStarter, StarterWords } from './starter-types.shared'

// German starter text (formal "Sie"): one general set for every sector (the sector texts are Turkish).

export const DE_WORDS: StarterWords = {
  hrefs: { contact: '/kontakt', services: '/leistungen', products: '/produkte', about: '/uber-uns' },
  companyFallback: 'Unser Unternehmen',
  heroContact: 'Kontakt aufnehmen',
  heroBooking: 'Termin vereinbaren',
  heroServices: 'Unsere Leistungen',
  heroProducts: 'Unsere Produkte',
  heroAbout: 'Über uns',
  aboutHeading: 'Über uns',
  valuesHeading: 'Warum wir?',
  servicesHeading: 'Unsere Leistungen',
  servicesTeaserHeading: 'Was wir für Sie tun',
  productsHeading: 'Unsere Produkte',
  referencesHeading: 'Das sagen unsere Kunden',
  galleryHeading: 'Galerie',
  galleryImagesHeading: 'Fotos',
  blogHeading: 'Blog',
  blogIntro: 'Neuigkeiten, Ankündigungen und nützliche Beiträge.',
  welcomePost: (name, topics) => ({
    title: 'Willkommen auf unserer neuen Website',
    excerpt: `${name} hat eine neue Website. Hier teilen wir ${topics}.`,
    body: `Willkommen auf unserer neuen Website! Wir haben sie eingerichtet, damit Sie ${name} leichter erreichen und schnell finden, was Sie suchen.\n\nIn diesem Blog teilen wir ${topics}. Wenn Sie sich ein Thema wünschen, schreiben Sie uns – vielleicht wird Ihre Frage unser nächster Beitrag.\n\nVielen Dank für Ihren Besuch.`,
  }),
  welcomeSlug: 'willkommen',
  teamHeading: 'Unser Team',
  pricingHeading: 'Preise',
  planButton: 'Angebot anfragen',
  faqHeading: 'Häufige Fragen',
  contactHeading: 'Kontakt',
  hoursHeading: 'Öffnungszeiten',
  hoursNote:
    'Außerhalb dieser Zeiten hinterlassen Sie uns gern eine Nachricht; wir rufen am nächsten Werktag zurück.',
  ctaButton: 'Kontakt aufnehmen',
  bookingButton: 'Termin vereinbaren',
  bookingHeading: 'Termin anfragen',
  bookingText: 'Wählen Sie einen passenden Tag und eine Uhrzeit; wir bestätigen Ihre Anfrage per E-Mail.',
  newsletterHeading: 'Newsletter abonnieren',
  newsletterText:
    'Erfahren Sie als Erste von Neuigkeiten und Angeboten. Wir nutzen Ihre Adresse nur für diesen Newsletter.',
  customText:
    'Für weitere Informationen oder eine Anfrage nehmen Sie gern Kontakt mit uns auf – wir melden uns zeitnah.',
}

export const DE_STARTER: SectorStarter = {
  tagline: 'Sorgfältige Arbeit, klare Preise und Termine, auf die Sie sich verlassen können.',
  about: (name) =>
    `${name} ist ein kleines Unternehmen, das für sorgfältige und zuverlässige Arbeit steht. Jeder Auftrag beginnt mit einem Gespräch: Wir hören zu, halten Umfang und Preis vor Beginn schriftlich fest und liefern zum vereinbarten Termin. Als kleines Team kennen wir unsere Kundinnen und Kunden persönlich und beantworten Fragen noch am selben Werktag.`,
  values: [
    {
      title: 'Klare Preise von Anfang an',
      text: 'Vor Arbeitsbeginn erhalten Sie ein schriftliches Angebot – ohne spätere Überraschungen.',
    },
    {
      title: 'Ein fester Ansprechpartner',
      text: 'Vom ersten Anruf bis zur Abnahme sprechen Sie mit derselben Person.',
    },
    {
      title: 'Antwort am selben Tag',
      text: 'Ob Anruf, E-Mail oder Nachricht: Wir melden uns noch am selben Werktag.',
    },
  ],
  servicesIntro: 'Vom ersten Gespräch bis zur Betreuung nach der Übergabe sind wir an Ihrer Seite.',
  services: [
    {
      title: 'Kostenloses Erstgespräch',
      text: 'Wir besprechen Ihren Bedarf persönlich oder telefonisch und schlagen den passenden Weg vor.',
    },
    {
      title: 'Schriftliches Angebot',
      text: 'Ein detailliertes Angebot mit Umfang, Zeitplan und Preis – wir beginnen erst nach Ihrer Zustimmung.',
    },
    {
      title: 'Geplante Umsetzung',
      text: 'Wir teilen die Arbeit in Abschnitte auf und informieren Sie nach jedem davon.',
    },
    {
      title: 'Übergabe und Kontrolle',
      text: 'Wir prüfen das Ergebnis gemeinsam mit Ihnen und erledigen offene Punkte sofort.',
    },
    {
      title: 'Betreuung nach dem Auftrag',
      text: 'Auch nach der Übergabe sind wir für Sie erreichbar und helfen bei Bedarf vor Ort.',
    },
  ],
  productsIntro: 'Eine Auswahl unserer beliebtesten Pakete; aktuelle Preise erfahren Sie bei uns.',
  products: [
    {
      title: 'Einstiegspaket',
      text: 'Deckt das Wichtigste für neue Kundinnen und Kunden ab.',
      price: '750 ₺',
    },
    {
      title: 'Standardpaket',
      text: 'Unsere beliebteste Wahl: das Einstiegspaket mit regelmäßiger Kontrolle.',
      price: '1.500 ₺',
    },
    {
      title: 'Komplettpaket',
      text: 'Alle Leistungen in einem Paket, mit bevorzugter Betreuung.',
      price: '2.750 ₺',
    },
    { title: 'Geschenkgutschein', text: 'Verschenken Sie die freie Wahl einer Leistung.', price: '500 ₺' },
  ],
  faq: [
    {
      question: 'Wie erfahre ich Ihre Preise?',
      answer:
        'Schildern Sie uns Ihren Bedarf telefonisch oder über die Kontaktseite – Sie erhalten noch am selben Tag ein schriftliches Angebot.',
    },
    {
      question: 'Wie schnell können Sie beginnen?',
      answer:
        'Die meisten Aufträge beginnen innerhalb einer Woche nach Annahme des Angebots. Bei dringenden Anliegen rufen Sie uns einfach an.',
    },
    {
      question: 'In welcher Gegend sind Sie tätig?',
      answer:
        'Wir arbeiten im gesamten Stadtgebiet; Anfahrtskosten für weiter entfernte Aufträge weisen wir im Angebot gesondert aus.',
    },
    {
      question: 'Wie kann ich bezahlen?',
      answer: 'Per Überweisung oder Kreditkarte. Für jeden Auftrag stellen wir eine Rechnung aus.',
    },
    {
      question: 'Was passiert, wenn ich nicht zufrieden bin?',
      answer:
        'Bei der Übergabe prüfen wir die Arbeit gemeinsam; fehlende oder fehlerhafte Punkte beheben wir ohne Aufpreis.',
    },
  ],
  testimonials: [
    {
      quote:
        'Der Preis im Angebot war der Preis, den wir bezahlt haben – und fertig war alles am versprochenen Tag.',
      author: 'Thomas B.',
      role: 'Istanbul',
    },
    {
      quote:
        'Auf jede Frage bekam ich noch am selben Tag eine Antwort. Ich wusste immer, wo die Dinge stehen.',
      author: 'Sabine K.',
      role: 'Antalya',
    },
    {
      quote: 'Ein kleiner Auftrag, aber mit großer Sorgfalt erledigt. Ich empfehle sie gern weiter.',
      author: 'Elif S.',
      role: 'Izmir',
    },
  ],
  pricingIntro: 'Unsere Preise sind Einstiegspreise; gern erstellen wir Ihnen ein individuelles Angebot.',
  plans: [
    {
      name: 'Basis',
      price: '1.500 ₺',
      period: 'einmalig',
      features: [
        'Kostenloses Erstgespräch',
        'Schriftliches Angebot',
        'Grundleistung',
        'Unterstützung per E-Mail',
      ],
    },
    {
      name: 'Standard',
      price: '3.000 ₺',
      period: 'einmalig',
      features: [
        'Alles aus Basis',
        'Bevorzugte Terminvergabe',
        'Kontrolle nach der Übergabe',
        'Telefonische Unterstützung',
      ],
      highlighted: true,
    },
    {
      name: 'Komplett',
      price: '5.500 ₺',
      period: 'einmalig',
      features: [
        'Alles aus Standard',
        'Feste Projektleitung',
        'Drei Monate kostenlose Betreuung',
        'Kontrollbesuch vor Ort',
      ],
    },
  ],
  cta: {
    title: 'Sprechen wir über Ihr Vorhaben',
    text: 'Erzählen Sie uns kurz, was Sie vorhaben – wir schlagen Ihnen kostenlos den passenden Weg und Preis vor.',
  },
  team: [
    { name: 'Geschäftsleitung', role: 'Leitung und Kundenbetreuung' },
    { name: 'Projektleitung', role: 'Planung und Umsetzung' },
    { name: 'Kundenberatung', role: 'Angebote und Betreuung' },
  ],
  teamIntro: 'Ein kleines Team, das Ihren Auftrag von Anfang bis Ende begleitet und Sie persönlich kennt.',
  galleryIntro:
    'Bilder unserer abgeschlossenen Arbeiten, unserer Räume und unseres Teams. Weitere Beispiele zeigen wir Ihnen auf Anfrage gern.',
  blogTopics: 'praktische Tipps rund um unsere Arbeit, Antworten auf häufige Fragen und unsere Neuigkeiten',
  contactText:
    'Schreiben Sie uns oder rufen Sie an – für Fragen, Angebote und Termine. Wir antworten noch am selben Werktag.',
}
