import { ApiError } from '../lib/http'
import { adminListRoute } from '../routes/resource-routes'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import {
  adminPackageListQuerySchema,
  adminPackageListResponseSchema,
  myPlanResponseSchema,
  packageInputSchema,
  packageMessages,
  packageResponseSchema,
  packageStatsResponseSchema,
  publicCatalogueResponseSchema,
} from './package-admin.shared'
import { packageResource } from './package-resource'

const TAG = 'Paketler (admin)'
const PATH = '/api/admin/packages'
const missing = { description: packageMessages.notFound, schema: errorResponseSchema }
const refused = {
  description: `${packageMessages.required} / ${packageMessages.featureRequired} / ${packageMessages.codeInvalid}`,
  schema: errorResponseSchema,
}
const codeTaken = { description: packageMessages.codeTaken, schema: errorResponseSchema }

// Package management (docs/rules/packages.md) and the customer's plan from the same catalogue. Each
// write's service logs its activity entry and audit row.
export const adminPackageRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Paket sayıları: toplam, aktif, abone, tahmini aylık gelir (₺)',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Paket sayıları', schema: packageStatsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.packages.stats() }),
  }),

  adminListRoute({
    declaration: packageResource,
    path: PATH,
    tag: TAG,
    summary: 'Paketler: arama (ad, açıklama), aktif, müşteri planı, sayfalama, sıralama',
    description: 'Paketler, her biri gerçek abone sayısıyla',
    query: adminPackageListQuerySchema,
    response: adminPackageListResponseSchema,
    filter: (query) => ({ isActive: query.isActive, showOnDashboard: query.showOnDashboard }),
    defaultSort: 'price',
    views: (records, services) => services.packages.views(records),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir paket (abone sayısıyla)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Paket', schema: packageResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const pkg = await services.packages.findView(params.id)
      if (!pkg) throw new ApiError(404, packageMessages.notFound)
      return c.json({ success: true, data: { package: pkg } })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Paket oluştur: ad ve fiyat zorunlu, en az bir özellik; diğer alanlar varsayılanlarla',
    tag: TAG,
    access: 'admin',
    body: packageInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan paket', schema: packageResponseSchema },
      400: refused,
      409: codeTaken,
    },
    handler: async ({ c, services, body, actor }) => {
      const { pkg, message } = await services.packages.create(body, actor)
      return c.json({ success: true, message, data: { package: pkg } }, 201)
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/copy`,
    summary: "Paketi kopyala: '<ad> (Kopya)', popüler değil, abonesiz",
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: { 201: { description: 'Kopya', schema: packageResponseSchema }, 404: missing },
    handler: async ({ c, services, params, actor }) => {
      const pkg = await services.packages.copy(params.id, actor)
      return c.json({ success: true, message: packageMessages.copied, data: { package: pkg } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary: 'Paketi güncelle (yalnızca gönderilen alanlar); yalnızca isActive: aktif/pasif',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: packageInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen paket', schema: packageResponseSchema },
      400: refused,
      404: missing,
      409: codeTaken,
    },
    handler: async ({ c, services, params, body, actor }) => {
      const { pkg, message } = await services.packages.update(params.id, body, actor)
      return c.json({ success: true, message, data: { package: pkg } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Paketi sil: müşterisi olan paket silinemez (409), yalnızca pasif yapılabilir',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Silindi', schema: messageResponseSchema },
      404: missing,
      409: { description: 'Paketi kullanan müşteriler var', schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      await services.packages.remove(params.id, actor)
      return c.json({ success: true, message: packageMessages.deleted })
    },
  }),
]

export const mePlanRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/packages',
    summary: 'Paket kataloğu: sunulan aktif paketler, aylık ve yıllık fiyatlarıyla (ucuzdan pahalıya)',
    tag: 'Paketler',
    access: 'public',
    responses: { 200: { description: 'Sunulan paketler', schema: publicCatalogueResponseSchema } },
    handler: async ({ c, services }) =>
      c.json({ success: true, data: { packages: await services.packages.catalogue() } }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/me/plan',
    summary: 'Planım: paketim ve aylık ücreti, müşteri panelinde sunulan aktif paketler (ucuzdan pahalıya)',
    tag: 'Hesabım',
    access: 'user',
    responses: { 200: { description: 'Plan ve teklifler', schema: myPlanResponseSchema } },
    handler: async ({ c, services, user }) =>
      c.json({ success: true, data: await services.packages.myPlan(user) }),
  }),
]
