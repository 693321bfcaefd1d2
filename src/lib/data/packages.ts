// The package catalogue (docs/rules/packages.md). The back-office's package management:
// GET /api/admin/packages (one page: search, active, dashboard, sort), /stats, and the writes POST,
// PATCH /:id, POST /:id/copy, DELETE /:id. The customer's plan: GET /api/me/plan (their package, its
// monthly fee and the plans on offer), kept under 'me' so a change to the user refreshes it too.
import { z } from 'zod'
import type { Package } from '../../../api/packages/package.shared'
import type {
  MyPlan,
  PackageInput,
  PackageStats,
  PlanOffer,
} from '../../../api/packages/package-admin.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { meKeys } from './me'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_PACKAGES_PATH = '/api/admin/packages'
export const MY_PLAN_PATH = '/api/me/plan'
export const PUBLIC_CATALOGUE_PATH = '/api/packages'

export interface AdminPackageParams extends ListParams {
  isActive?: boolean
  showOnDashboard?: boolean
}

export const packageKeys = {
  all: ['packages'] as const,
  list: (params: AdminPackageParams) => ['packages', 'admin', 'list', params] as const,
  stats: ['packages', 'admin', 'stats'] as const,
  myPlan: [...meKeys.all, 'plan'] as const,
  catalogue: ['packages', 'catalogue'] as const,
}

const schemas = () => import('../../../api/packages/package-admin.shared')
const listSchema = lazySchema(() =>
  import('../../../api/packages/package.shared').then((m) => listAnswerSchema(m.packageViewSchema)),
)
const statsSchema = lazySchema(() =>
  schemas().then((m) => m.packageStatsResponseSchema.transform((answer) => answer.data)),
)
const packageSchema = lazySchema(() =>
  schemas().then((m) => m.packageResponseSchema.transform((answer) => answer.data.package)),
)
const myPlanSchema = lazySchema(() =>
  schemas().then((m) => m.myPlanResponseSchema.transform((answer) => answer.data)),
)
const catalogueSchema = lazySchema(() =>
  schemas().then((m) => m.publicCatalogueResponseSchema.transform((answer) => answer.data.packages)),
)

/** The packages on offer, cheapest first (GET /api/packages, public): the request form's choice. */
export const usePublicCatalogue = () =>
  useResourceQuery(packageKeys.catalogue, (signal) =>
    api.get<PlanOffer[]>(PUBLIC_CATALOGUE_PATH, { schema: catalogueSchema, signal }),
  )

export function fetchAdminPackages(
  params: AdminPackageParams = {},
  signal?: AbortSignal,
): Promise<ListPage<Package>> {
  const { isActive, showOnDashboard, ...rest } = params
  const url = new URL(listUrl(ADMIN_PACKAGES_PATH, rest), 'http://x')
  if (isActive !== undefined) url.searchParams.set('isActive', String(isActive))
  if (showOnDashboard !== undefined) url.searchParams.set('showOnDashboard', String(showOnDashboard))
  return api.get(`${url.pathname}${url.search}`, { schema: listSchema, signal })
}

export const useAdminPackages = (params: AdminPackageParams) =>
  useResourceQuery(packageKeys.list(params), (signal) => fetchAdminPackages(params, signal))

export function fetchPackageStats(signal?: AbortSignal): Promise<PackageStats> {
  return api.get(`${ADMIN_PACKAGES_PATH}/stats`, { schema: statsSchema, signal })
}

export const usePackageStats = () => useResourceQuery(packageKeys.stats, fetchPackageStats)

export function fetchMyPlan(signal?: AbortSignal): Promise<MyPlan> {
  return api.get(MY_PLAN_PATH, { schema: myPlanSchema, signal })
}

/** The signed-in user's package, its monthly fee and the plans Ödeme offers. */
export const useMyPlan = () => useResourceQuery(packageKeys.myPlan, fetchMyPlan)

// Writes. Admins work online: a write the service worker queued is reported as not done yet.

export const PACKAGE_WRITE_MESSAGES = {
  queued: 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.',
}

const changes = [packageKeys.all, meKeys.all, adminOverviewKeys.all]
const packagePath = (id: string) => `${ADMIN_PACKAGES_PATH}/${encodeURIComponent(id)}`

export interface PackageWriteResult {
  pkg: Package | null
  message: string | null
}

async function writePackage(send: () => Promise<unknown>, fallback: string): Promise<PackageWriteResult> {
  const outcome = await write(send, packageSchema, changes)
  if (outcome.kind === 'queued') return { pkg: null, message: PACKAGE_WRITE_MESSAGES.queued }
  return { pkg: outcome.value, message: outcome.message ?? fallback }
}

export const createPackage = (input: PackageInput, fallback: string) =>
  writePackage(() => api.post(ADMIN_PACKAGES_PATH, input), fallback)

export const updatePackage = (id: string, input: PackageInput, fallback: string) =>
  writePackage(() => api.patch(packagePath(id), input), fallback)

export const copyPackage = (id: string, fallback: string) =>
  writePackage(() => api.post(`${packagePath(id)}/copy`), fallback)

export async function deletePackage(id: string, fallback: string): Promise<string> {
  const outcome = await write(
    () => api.delete(packagePath(id)),
    z.object({ success: z.literal(true), message: z.string().optional() }),
    changes,
  )
  return outcome.kind === 'queued' ? PACKAGE_WRITE_MESSAGES.queued : (outcome.message ?? fallback)
}

/** The signed-in user's plan name as the catalogue resolves it; null while it loads. */
export const useMyPlanName = (): string | null => useMyPlan().data?.current.name ?? null
