import { z } from 'zod'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { editableWebsiteResponseSchema } from './website.shared'
import { WEBSITE_IMAGE_PATH } from './website-image-urls'
import { websiteMessages } from './website-messages'
import { exampleWebsite, ownWebsite } from './own-website'

const TAG = 'Websiteler'
const PATH = '/api/me/websites/:id'
const missing = { description: 'Website yok ya da kullanıcının değil', schema: errorResponseSchema }

/** multipart/form-data as the edit screen sends it (documentation only: the service reads the stream). */
export const editFormSchema = z.object({
  title: z.string().meta({ description: 'Website adı (zorunlu)' }),
  socialLinks: z.string().meta({ description: 'JSON: { facebook, twitter, instagram, linkedin }' }),
  contactInfo: z.string().meta({ description: 'JSON: { email, phone, address, whatsapp }' }),
  pages: z.string().meta({
    description:
      'JSON: [{ id, name, url, status, sections? }]; sections: sayfanın bölümleri (docs/rules/site-content.md)',
  }),
  gallery: z.string().meta({ description: 'JSON: saklanacak galeri görsellerinin yükleme kimlikleri' }),
  logo: z.string().meta({ format: 'binary', description: 'Yeni logo (JPG, PNG, WebP, GIF)' }),
  favicon: z.string().meta({ format: 'binary', description: 'Yeni favicon (ayrıca ICO)' }),
  gallery_0: z
    .string()
    .meta({ format: 'binary', description: 'Yeni galeri görseli; gallery_1, gallery_2, …' }),
})

const imageQuerySchema = z.object({
  expires: z.coerce.number().int().catch(0),
  signature: z.string().max(128).catch(''),
})

// The edit screen (/edit-website/$id): the customer's own website with its edit model and images, its
// multipart save, and the signed image addresses the screen's <img> elements load.
export const meWebsiteEditRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Kendi websitem: düzenleme modeli, görsellerin imzalı adresleri, yayın adresi',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    responses: { 200: { description: 'Website', schema: editableWebsiteResponseSchema }, 404: missing },
    handler: async ({ c, services, record }) =>
      c.json({ success: true, data: { website: await services.websiteEdits.view(record) } }),
  }),

  defineRoute({
    method: 'put',
    path: PATH,
    summary:
      'Düzenleme ekranının kaydı (multipart/form-data): alanlar adlarıyla, nesneler JSON, logo, favicon, gallery_0…; ya hep ya hiç',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    body: editFormSchema,
    bodyContentType: 'multipart/form-data',
    owner: ownWebsite,
    example: exampleWebsite,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen website', schema: editableWebsiteResponseSchema },
      400: { description: 'Geçersiz alan ya da görsel olmayan dosya', schema: errorResponseSchema },
      404: missing,
      409: { description: 'Domain başka bir websitede', schema: errorResponseSchema },
      413: { description: 'Dosya 10 MB’tan büyük ya da depolama kotası dolu', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, record, ip }) => {
      const website = await services.websiteEdits.save(user, record, c.req.raw, ip)
      return c.json({ success: true, message: websiteMessages.updated, data: { website } })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${WEBSITE_IMAGE_PATH}/:id`,
    summary: 'Bir website görseli, imzalı ve süreli adresle (düzenleme ekranının <img> öğeleri için)',
    tag: TAG,
    access: 'public',
    params: idParamsSchema,
    query: imageQuerySchema,
    responses: {
      200: { description: 'Görselin baytları' },
      404: { description: 'Adres geçersiz ya da süresi dolmuş', schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, query }) => {
      const image = await services.websiteEdits.signedImage(params.id, query.expires, query.signature)
      return c.body(image.bytes, 200, {
        'Content-Type': image.record.mimeType,
        'Content-Length': String(image.bytes.length),
        'Cache-Control': `private, max-age=${image.secondsLeft}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
    },
  }),
]
