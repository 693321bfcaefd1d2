import { ownListRoute } from '../routes/resource-routes'
import { uploadResource } from './upload-resource'
import { defineRoute, type OwnerCheck, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { meUploadListQuerySchema, meUploadListResponseSchema } from './upload.shared'
import { uploadFormSchema, uploadResponseSchema, type UploadRecord } from './upload.shared'
import { uploadMessages } from './upload-messages.shared'
import { sendUpload, tinyPng } from './send-upload'
import { toUpload } from './upload-service'
import { declaredRecords } from '../routes/declared-records'

const TAG = 'Dosyalar'
const PATH = '/api/me/uploads'
const notFound = { description: 'Dosya yok ya da kullanıcının değil', schema: errorResponseSchema }

const ownUpload: OwnerCheck<typeof idParamsSchema, UploadRecord> = {
  find: (services, { id }) => declaredRecords(services, uploadResource).findById(id),
  ownerIds: (upload) => upload.userId,
  notFound: uploadMessages.notFound,
}

/** A real (tiny) PNG of `owner`: the smallest file the content check accepts. */
const exampleUpload: OwnerExample = async (services, owner) => {
  const upload = await services.uploads.upload(owner, new File([tinyPng()], 'ornek.png'), 'photos')
  return { id: upload.id }
}

// The dashboard's Galeri: multipart uploads (the API's body limit refuses more than 10 MB before
// anything is read), the customer's list, downloads and deletion of their own files; admins download
// any customer's file under /api/admin.
export const meUploadRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'multipart/form-data: file (en çok 10 MB; JPG, PNG, PDF, DOC, DOCX — içeriğe göre), category',
    tag: TAG,
    access: 'user',
    body: uploadFormSchema,
    bodyContentType: 'multipart/form-data',
    activity: 'service',
    responses: {
      201: { description: 'Yüklenen dosya', schema: uploadResponseSchema },
      413: { description: '10 MB sınırı aşıldı', schema: errorResponseSchema },
      415: { description: 'Desteklenmeyen dosya türü', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, ip }) => {
      // Streamed: the multipart body is never buffered whole (upload-service.ts).
      const upload = await services.uploads.uploadFromRequest(user, c.req.raw, ip)
      return c.json({ success: true, message: uploadMessages.uploaded, data: { upload } }, 201)
    },
  }),

  ownListRoute({
    declaration: uploadResource,
    path: PATH,
    tag: TAG,
    summary: 'Oturumdaki kullanıcının dosyaları: category, arama (dosya adı), sayfalama, sıralama',
    description: 'Dosyalar',
    query: meUploadListQuerySchema,
    response: meUploadListResponseSchema,
    filter: (query) => ({ category: query.category }),
    defaultSort: '-createdAt',
    view: toUpload,
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/download`,
    summary: 'Kendi dosyamı indir; Content-Disposition: attachment, özgün ad (RFC 5987)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownUpload,
    example: exampleUpload,
    responses: { 200: { description: 'Dosyanın baytları' }, 404: notFound },
    handler: async ({ c, services, user, params }) =>
      sendUpload(c, await services.uploads.download(params.id, user)),
  }),

  defineRoute({
    method: 'get',
    path: '/api/admin/uploads/:id/download',
    summary: 'Bir müşterinin dosyasını indir (admin); Content-Disposition: attachment, özgün ad',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Dosyanın baytları' }, 404: notFound },
    handler: async ({ c, services, user, params }) =>
      sendUpload(c, await services.uploads.download(params.id, user)),
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary:
      'Kendi dosyamı sil (kopyalarıyla); yayındaki bir sitede kullanılıyorsa 409, yalnızca yayınlanmamış içerikte kullanılıyorsa silinir ve yanıt uyarır',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownUpload,
    example: exampleUpload,
    activity: 'service',
    responses: {
      200: { description: 'Silindi', schema: messageResponseSchema },
      404: notFound,
      409: { description: 'Yayındaki bir sitede kullanılıyor (site adıyla)', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, params, ip }) => {
      const { drafts } = await services.uploads.remove(params.id, user, ip)
      const message = drafts.length > 0 ? uploadMessages.deletedFromDrafts(drafts) : uploadMessages.deleted
      return c.json({ success: true, message })
    },
  }),
]
