import type { SectorStarter, StarterWords } from './starter-types.shared'

// English starter text: one general set for every sector (the sector texts are Turkish).

export const EN_WORDS: StarterWords = {
  hrefs: { contact: '/contact', services: '/services', products: '/products', about: '/about-us' },
  companyFallback: 'Our company',
  heroContact: 'Get in touch',
  heroBooking: 'Book an appointment',
  heroServices: 'Our services',
  heroProducts: 'Our products',
  heroAbout: 'About us',
  aboutHeading: 'About us',
  valuesHeading: 'Why choose us?',
  servicesHeading: 'Our services',
  servicesTeaserHeading: 'What we do',
  productsHeading: 'Our products',
  referencesHeading: 'What our customers say',
  galleryHeading: 'Gallery',
  galleryImagesHeading: 'Photos',
  blogHeading: 'Blog',
  blogIntro: 'News, announcements and articles you will find useful.',
  welcomePost: (name, topics) => ({
    title: 'Welcome to our new website',
    excerpt: `${name} has a new website. Here we will share ${topics}.`,
    body: `Welcome to our new website! We built it so that you can reach ${name} more easily and quickly find what you are looking for.\n\nIn this blog we will share ${topics}. If there is something you would like us to write about, let us know: your question may become our next post.\n\nThank you for visiting.`,
  }),
  welcomeSlug: 'welcome',
  teamHeading: 'Our team',
  pricingHeading: 'Prices',
  planButton: 'Ask for details',
  faqHeading: 'Frequently asked questions',
  contactHeading: 'Contact',
  hoursHeading: 'Opening hours',
  hoursNote: 'Outside these hours, leave us a message and we will call you back on the next working day.',
  ctaButton: 'Contact us',
  bookingButton: 'Book an appointment',
  bookingHeading: 'Request an appointment',
  bookingText: 'Choose a day and time that suit you; we will confirm your request by e-mail.',
  newsletterHeading: 'Subscribe to our newsletter',
  newsletterText:
    'Be the first to hear about our news and offers. We use your address for this newsletter only.',
  customText: 'For more information or any request, contact us and we will get back to you shortly.',
}

export const EN_STARTER: SectorStarter = {
  tagline: 'Careful work, clear prices and delivery on the day we promise.',
  about: (name) =>
    `${name} is a small business built on careful, reliable work. We start every job by listening, put the scope and the price in writing before we begin, and deliver on the date we agreed. As a small team we know every customer by name and answer questions the same working day.`,
  values: [
    {
      title: 'Clear prices up front',
      text: 'You receive a written quote before any work starts, so there are no surprises later.',
    },
    {
      title: 'One point of contact',
      text: 'You deal with the same person from the first call to the final check.',
    },
    {
      title: 'Same-day replies',
      text: 'Call, e-mail or message us and we will get back to you the same working day.',
    },
  ],
  servicesIntro: 'From the first conversation to support after delivery, we are with you at every step.',
  services: [
    {
      title: 'Free first consultation',
      text: 'We listen to what you need, in person or by phone, and suggest the right approach.',
    },
    {
      title: 'Written quote',
      text: 'A detailed quote with scope, schedule and price; we never start without your approval.',
    },
    {
      title: 'Planned delivery',
      text: 'We split the work into stages and update you at the end of each one.',
    },
    {
      title: 'Handover and check',
      text: 'We review the result with you and complete anything missing straight away.',
    },
    {
      title: 'Aftercare',
      text: 'We stay available after delivery and help on site when needed.',
    },
  ],
  productsIntro: 'A selection of our most popular packages; contact us for current prices.',
  products: [
    { title: 'Starter package', text: 'Covers the essentials for first-time customers.', price: '₺750' },
    {
      title: 'Standard package',
      text: 'Our most popular choice: the starter package plus regular check-ins.',
      price: '₺1,500',
    },
    { title: 'Complete package', text: 'Everything we offer, with priority support.', price: '₺2,750' },
    {
      title: 'Gift voucher',
      text: 'Let someone you care about choose the service they want.',
      price: '₺500',
    },
  ],
  faq: [
    {
      question: 'How can I find out your prices?',
      answer:
        'Tell us what you need by phone or through the contact page and we will send you a written quote the same day.',
    },
    {
      question: 'How soon can you start?',
      answer:
        'We start most jobs within a week of the quote being approved. For urgent work, call us and we will look at the schedule together.',
    },
    {
      question: 'Which areas do you cover?',
      answer:
        'We work throughout the city; for jobs further away, travel costs are shown separately in the quote.',
    },
    {
      question: 'How can I pay?',
      answer: 'By bank transfer or credit card. We issue an invoice for every job.',
    },
    {
      question: 'What if I am not happy with the result?',
      answer: 'We check the work with you at handover and fix anything missing or wrong at no extra cost.',
    },
  ],
  testimonials: [
    {
      quote: 'The price in the quote was the price we paid, and the job was finished on the promised day.',
      author: 'Sarah M.',
      role: 'Istanbul',
    },
    {
      quote: 'Every question I asked was answered the same day. I always knew where things stood.',
      author: 'Elif S.',
      role: 'Ankara',
    },
    {
      quote:
        'I called about a small job and was treated with great care. I recommend them without hesitation.',
      author: 'Daniel K.',
      role: 'Izmir',
    },
  ],
  pricingIntro: 'Our prices are starting prices; we prepare a quote that fits what you need.',
  plans: [
    {
      name: 'Basic',
      price: '₺1,500',
      period: 'one-off',
      features: ['Free first consultation', 'Written quote', 'Core service', 'E-mail support'],
    },
    {
      name: 'Standard',
      price: '₺3,000',
      period: 'one-off',
      features: ['Everything in Basic', 'Priority scheduling', 'Check after handover', 'Phone support'],
      highlighted: true,
    },
    {
      name: 'Complete',
      price: '₺5,500',
      period: 'one-off',
      features: [
        'Everything in Standard',
        'A dedicated project lead',
        'Three months of free support',
        'On-site follow-up visit',
      ],
    },
  ],
  cta: {
    title: "Let's talk about what you need",
    text: 'Tell us briefly what you have in mind and we will suggest the best approach and price, free of charge.',
  },
  team: [
    { name: 'Founder', role: 'Management and customer relations' },
    { name: 'Project lead', role: 'Planning and delivery' },
    { name: 'Customer adviser', role: 'Quotes and support' },
  ],
  teamIntro: 'A small team that looks after your job from start to finish and knows you by name.',
  galleryIntro:
    'Pictures of our finished work, our workplace and our team. If you would like to see more examples, write to us and we will gladly share similar projects.',
  blogTopics: 'practical tips about our work, answers to common questions and our news',
  contactText:
    'Write or call us with questions, quote requests or appointments; we reply the same working day.',
}
