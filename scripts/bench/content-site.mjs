// A content-rich published site for section 8 (issue "real websites"' budget): six sections and six
// photos on the home page, written through the same API the edit screen uses, then published. The photos
// are JPEGs Chromium draws (a gradient with a word, 1200 × 800), uploaded as the owner's images.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { BENCH_ADMIN, login } from './api-client.mjs'

const PHOTO_COUNT = 6

async function photos() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
    const shots = []
    for (let i = 0; i < PHOTO_COUNT; i++) {
      const hue = i * 57
      await page.setContent(
        `<body style="margin:0;height:800px;display:grid;place-items:center;font:700 120px sans-serif;color:#fff;` +
          `background:linear-gradient(135deg,hsl(${hue} 60% 45%),hsl(${hue + 40} 70% 25%))">Fırın ${i + 1}</body>`,
      )
      shots.push(await page.screenshot({ type: 'jpeg', quality: 70 }))
    }
    return shots
  } finally {
    await browser.close()
  }
}

async function upload(baseUrl, token, bytes, name) {
  const form = new FormData()
  form.set('category', 'photos')
  form.set('file', new Blob([bytes], { type: 'image/jpeg' }), name)
  const res = await fetch(`${baseUrl}/api/me/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: form,
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`upload → ${res.status}: ${text.slice(0, 160)}`)
  const body = JSON.parse(text)
  return body.data?.upload?.id ?? body.data?.file?.id ?? body.data?.id
}

const image = (uploadId, alt) => ({ uploadId, alt })

function homeSections(ids) {
  const id = () => crypto.randomUUID()
  return [
    {
      id: id(),
      kind: 'hero',
      title: 'Yılmaz Fırın',
      text: 'Her sabah 6’da taş fırından çıkan ekmekler, siparişe özel pastalar.',
      image: image(ids[0], 'Fırının vitrini'),
      primary: { label: 'Sipariş verin', href: '/iletisim' },
      secondary: { label: 'Ürünlerimiz', href: '/urunler' },
    },
    {
      id: id(),
      kind: 'services',
      heading: 'Ürünlerimiz',
      intro: 'Ekşi maya, tam buğday ve günlük tatlılar.',
      items: [1, 2, 3].map((n) => ({
        id: id(),
        title: ['Ekşi mayalı ekmek', 'Tam buğday somun', 'Tereyağlı kruvasan'][n - 1],
        text: 'Gece boyunca mayalanır, sabah taş fırında pişer.',
        image: image(ids[n], `Ürün ${n}`),
        price: ['₺85', '₺70', '₺45'][n - 1],
      })),
    },
    {
      id: id(),
      kind: 'text',
      heading: 'Hikâyemiz',
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '1987’den beri aynı mahallede, aynı tarifle ekmek yapıyoruz.' }],
          },
        ],
      },
    },
    {
      id: id(),
      kind: 'gallery',
      heading: 'Fırından kareler',
      intro: '',
      images: [image(ids[4], 'Hamur'), image(ids[5], 'Fırın')],
    },
    {
      id: id(),
      kind: 'hours',
      heading: 'Çalışma saatleri',
      days: [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, closed: day === 0, opens: '06:00', closes: '20:00' })),
      note: '',
    },
    {
      id: id(),
      kind: 'cta',
      title: 'Özel gün pastası mı istiyorsunuz?',
      text: 'İki gün önceden haber verin, isteğinize göre hazırlayalım.',
      button: { label: 'Bize yazın', href: '/iletisim' },
    },
  ]
}

/** Publishes the content-rich site; its address and domain, and the home page's HTML size (raw and gzip). */
export async function contentRichSite(baseUrl, call) {
  const token = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const stamp = Date.now().toString(36)
  const domain = `yilmaz-firin-${stamp}.example.com`
  const created = await call(baseUrl, '/api/websites', {
    token,
    body: {
      action: 'create',
      name: 'Yılmaz Fırın',
      domain,
      ownerEmail: BENCH_ADMIN.email,
      description: 'Ekmek, pasta ve sipariş sayfası olan bir mahalle fırını.',
    },
  })
  const website = created.data?.website ?? created.website ?? created.data
  const ids = []
  for (const [index, bytes] of (await photos()).entries()) {
    ids.push(await upload(baseUrl, token, bytes, `firin-${index + 1}.jpg`))
  }
  const pages = [
    { id: 'home', name: 'Ana Sayfa', url: '/', status: 'published', sections: homeSections(ids) },
    { id: 'urunler', name: 'Ürünler', url: '/urunler', status: 'published' },
    { id: 'iletisim', name: 'İletişim', url: '/iletisim', status: 'published' },
  ]
  const form = new FormData()
  form.set('pages', JSON.stringify(pages))
  form.set('contactInfo', JSON.stringify({ email: 'siparis@yilmazfirin.com.tr', phone: '0216 555 01 02' }))
  const saved = await fetch(`${baseUrl}/api/me/websites/${website.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: form,
  })
  if (!saved.ok) throw new Error(`save → ${saved.status}: ${(await saved.text()).slice(0, 160)}`)
  const published = await call(baseUrl, `/api/admin/websites/${website.id}/publish`, { token })
  const slug = published.data?.website?.slug
  if (!slug) throw new Error('publish answered no slug')
  const url = `${baseUrl}/sites/${slug}/`
  const html = await (await fetch(url)).text()
  return { url, domain, htmlBytes: Buffer.byteLength(html), htmlGzip: gzipSync(html, { level: 9 }).length }
}
