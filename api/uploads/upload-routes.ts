import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { ApiError } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import { messageResponseSchema } from '../schemas/auth'
import {
  uploadCategorySchema,
  uploadFormSchema,
  uploadListResponseSchema,
  uploadResponseSchema,
} from '../schemas/upload'
import type { Services } from '../services'
import { z } from 'zod'
import { attachmentDisposition } from './content-disposition'
import { uploadMessages } from '../schemas/upload-messages'

const TAG = 'Dosyalar'
const notFound = { description: 'Dosya yok ya da kullanıcının değil', schema: errorResponseSchema }

async function readForm(c: Context<ApiEnv>) {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, uploadMessages.missingFile)
  }
  try {
    return await c.req.parseBody()
  } catch {
    throw new ApiError(400, uploadMessages.missingFile)
  }
}

// The dashboard's Galeri: multipart uploads (the API's body limit refuses more than 10 MB before
// anything is read), the customer's list, and downloads for the owner or an admin.
export function uploadRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/uploads',
      summary: 'multipart/form-data: file (en çok 10 MB; JPG, PNG, PDF, DOC, DOCX — içeriğe göre), category',
      tag: TAG,
      access: 'user',
      body: uploadFormSchema,
      bodyContentType: 'multipart/form-data',
      responses: {
        201: { description: 'Yüklenen dosya', schema: uploadResponseSchema },
        413: { description: '10 MB sınırı aşıldı', schema: errorResponseSchema },
        415: { description: 'Desteklenmeyen dosya türü', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const form = await readForm(c)
      const file = form.file
      if (!(file instanceof File)) throw new ApiError(400, uploadMessages.missingFile)
      const category = uploadCategorySchema.safeParse(form.category ?? 'photos')
      if (!category.success) throw new ApiError(400, uploadMessages.invalidCategory)
      const upload = await services.uploads.upload(user, file, category.data)
      return c.json({ success: true, message: uploadMessages.uploaded, data: { upload } }, 201)
    },
  )

  const mineQuery = z.object({ category: uploadCategorySchema.optional() })
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/uploads/mine',
      summary: 'Oturumdaki kullanıcının dosyaları (isteğe bağlı category)',
      tag: TAG,
      access: 'user',
      query: mineQuery,
      responses: {
        200: { description: 'Dosyalar', schema: uploadListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const category = uploadCategorySchema.safeParse(c.req.query('category'))
      return c.json({
        success: true,
        data: await services.uploads.mine(user, category.success ? category.data : undefined),
      })
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/uploads/:id/download',
      summary: 'Dosyayı indir (sahibi ya da admin); Content-Disposition: attachment, özgün ad (RFC 5987)',
      tag: TAG,
      access: 'user',
      responses: { 200: { description: 'Dosyanın baytları' }, 404: notFound },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const { record, bytes } = await services.uploads.download(c.req.param('id') ?? '', user)
      return c.body(bytes, 200, {
        'Content-Type': record.mimeType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': attachmentDisposition(record.originalName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      })
    },
  )

  registry.route(
    app,
    {
      method: 'delete',
      path: '/api/uploads/:id',
      summary: 'Dosyayı sil (sahibi ya da admin)',
      tag: TAG,
      access: 'user',
      responses: { 200: { description: 'Silindi', schema: messageResponseSchema }, 404: notFound },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      await services.uploads.remove(c.req.param('id') ?? '', user)
      return c.json({ success: true, message: uploadMessages.deleted })
    },
  )

  return app
}
