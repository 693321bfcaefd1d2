import type { CustomerRequestRecord, SupportTicketRecord } from '../customer-requests/customer-request.shared'
import type { ThreadReplyRecord } from '../support-desk/thread-reply.shared'
import type { DemoOwner } from './demo-customers'

// The demo's support desk, one list for both hosts (docs/rules/offline-demo-and-sync.md#demo-data):
// Taleplerim requests, support tickets and the replies of their threads. A record owned by `demo` is
// seeded only where the host has a demo customer (the offline demo). Ids are fixed.

export interface DemoCustomerRequest {
  id: string
  owner: DemoOwner
  /** A website by domain (linked when its owner is the request's), or the website as the customer named it. */
  website: string | null
  type: CustomerRequestRecord['type']
  title: string
  description: string
  priority: CustomerRequestRecord['priority']
  status: CustomerRequestRecord['status']
  daysAgo: number
}

export const demoCustomerRequests: readonly DemoCustomerRequest[] = [
  {
    id: 'demo-cr-menu',
    owner: 'demo',
    website: 'demokafe.com.tr',
    type: 'change',
    title: 'Menü sayfasına yaz menüsü eklensin',
    description: 'Limonata ve soğuk kahveleri menüye ekleyebilir misiniz? Fiyat listesi ekte.',
    priority: 'medium',
    status: 'pending',
    daysAgo: 1,
  },
  {
    id: 'demo-cr-galeri',
    owner: 'demo',
    website: 'demofotograf.com',
    type: 'gallery',
    title: 'Galeriye yeni düğün fotoğrafları',
    description: 'Geçen haftaki düğünden 12 fotoğrafı galerinin başına koymak istiyorum.',
    priority: 'low',
    status: 'in-progress',
    daysAgo: 6,
  },
  {
    id: 'demo-cr-alan-adi',
    owner: 'demo',
    website: 'demokafe.com.tr',
    type: 'domain',
    title: 'Alan adı yenileme',
    description: 'demokafe.com.tr alan adının süresi dolmadan yenilenmesini rica ederim.',
    priority: 'high',
    status: 'completed',
    daysAgo: 20,
  },
  {
    id: 'demo-cr-ssl',
    owner: 'mehmet',
    website: 'demirinsaat.com',
    type: 'hosting',
    title: 'SSL sertifikası uyarısı',
    description: 'Tarayıcı sitemizde "güvenli değil" uyarısı gösteriyor.',
    priority: 'high',
    status: 'pending',
    daysAgo: 2,
  },
  {
    id: 'demo-cr-iletisim',
    owner: 'zeynep',
    website: 'kayahukuk.com',
    type: 'support',
    title: 'İletişim formu e-postaları gelmiyor',
    description: 'Sitedeki iletişim formundan gelen mesajlar bize ulaşmıyor.',
    priority: 'medium',
    status: 'pending',
    daysAgo: 4,
  },
]

export interface DemoTicket {
  id: string
  owner: DemoOwner
  title: string
  description: string
  priority: SupportTicketRecord['priority']
  status: SupportTicketRecord['status']
  daysAgo: number
  adminResponse?: string
}

export const demoTickets: readonly DemoTicket[] = [
  {
    id: 'demo-ticket-eposta',
    owner: 'demo',
    title: 'E-posta hesabı kurulumu',
    description: 'info@demokafe.com.tr adresini telefonuma kuramıyorum.',
    priority: 'normal',
    status: 'open',
    daysAgo: 2,
  },
  {
    id: 'demo-ticket-askida',
    owner: 'can',
    title: 'Hesabım askıya alındı',
    description: 'Ödememi yaptım, hesabım neden hâlâ askıda?',
    priority: 'high',
    status: 'open',
    daysAgo: 4,
  },
  {
    id: 'demo-ticket-fatura',
    owner: 'ayse',
    title: 'Fatura adresi değişikliği',
    description: 'Faturalarımın yeni iş yeri adresime kesilmesini istiyorum.',
    priority: 'low',
    status: 'closed',
    daysAgo: 15,
    adminResponse: 'Fatura adresiniz güncellendi; bir sonraki fatura yeni adrese kesilecek.',
  },
]

export interface DemoReply {
  id: string
  threadId: string
  threadKind: ThreadReplyRecord['threadKind']
  from: 'customer' | 'admin'
  body: string
  /** Hours after the thread was opened. */
  hoursLater: number
}

export const demoReplies: readonly DemoReply[] = [
  {
    id: 'demo-reply-galeri-1',
    threadId: 'demo-cr-galeri',
    threadKind: 'customerRequest',
    from: 'admin',
    body: 'Fotoğrafları aldık, bu hafta içinde galeriye ekliyoruz.',
    hoursLater: 20,
  },
  {
    id: 'demo-reply-galeri-2',
    threadId: 'demo-cr-galeri',
    threadKind: 'customerRequest',
    from: 'customer',
    body: 'Teşekkürler! Kapak fotoğrafı gelinle damadın çıkış fotoğrafı olsun lütfen.',
    hoursLater: 26,
  },
  {
    id: 'demo-reply-fatura-1',
    threadId: 'demo-ticket-fatura',
    threadKind: 'supportTicket',
    from: 'admin',
    body: 'Fatura adresiniz güncellendi; bir sonraki fatura yeni adrese kesilecek.',
    hoursLater: 5,
  },
]
