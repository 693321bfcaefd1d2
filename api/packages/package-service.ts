import type { ApiPorts, Repositories } from '../ports'
import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { defaultPackageLimitations, type Package, type PackageRecord } from './package.shared'
import { packageInUseMessage, packageMessages, type PackageInput } from './package-admin.shared'
import { cleanFeatures, copyName } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'
import { myPlan } from './my-plan'
import { countSubscribers, packageStats, toPackageView, toPackageViews } from './package-view'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

type Fields = Omit<PackageRecord, 'id' | 'createdAt' | 'updatedAt'>

/** A new package's fields (docs/rules/packages.md#create): the spec's defaults under what was sent. */
export function newPackageFields(input: PackageInput): Fields {
  return {
    name: (input.name ?? '').trim(),
    price: input.price ?? 0,
    currency: input.currency ?? 'TRY',
    billingPeriod: input.billingPeriod ?? 'monthly',
    description: (input.description ?? '').trim(),
    features: cleanFeatures(input.features ?? []),
    limitations: { ...defaultPackageLimitations, ...input.limitations },
    isPopular: input.isPopular ?? false,
    isActive: input.isActive ?? true,
    showOnDashboard: input.showOnDashboard ?? false,
    color: input.color ?? 'blue',
    icon: input.icon ?? 'crown',
  }
}

/** The name and price rule, then at least one feature; the same for a new package and an edit. */
export function checkPackageFields(fields: Pick<Fields, 'name' | 'price' | 'features'>): void {
  if (!fields.name.trim() || !Number.isInteger(fields.price) || fields.price <= 0)
    throw new ApiError(400, packageMessages.required)
  if (fields.features.length === 0) throw new ApiError(400, packageMessages.featureRequired)
}

/** Only the fields sent, cleaned the way a new package's are. */
function editedFields(current: PackageRecord, input: PackageInput): Partial<Fields> {
  const { limitations, name, description, features, ...rest } = input
  const patch: Partial<Fields> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  )
  if (name !== undefined) patch.name = name.trim()
  if (description !== undefined) patch.description = description.trim()
  if (features !== undefined) patch.features = cleanFeatures(features)
  if (limitations !== undefined) patch.limitations = { ...current.limitations, ...limitations }
  return patch
}

/** Only isActive changes: the screen's switch ('Paket durumu güncellendi.'). */
const isStatusChange = (input: PackageInput) =>
  input.isActive !== undefined &&
  Object.values({ ...input, isActive: undefined }).every((v) => v === undefined)

// Package management (docs/rules/packages.md): every write stores the package, its audit row and its
// activity entry in one transaction.
export function createPackageService({ ports, activity, audit }: Deps) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const change = (actor: Actor, recordId: string) => ({ actor, resource: 'packages', recordId })
  const log = (tx: Repositories, actor: Actor, pkg: PackageRecord, action: string, details: string) =>
    activity.log(
      {
        ...activityActor(actor),
        action,
        details,
        type: 'system',
        severity:
          action === 'Paket silindi' ? 'warning' : action === 'Paket oluşturuldu' ? 'success' : 'info',
        subject: { resource: 'packages', recordId: pkg.id },
      },
      tx,
    )

  async function insert(fields: Fields, actor: Actor, action: string, details: string) {
    const at = now()
    const record: PackageRecord = { ...fields, id: ports.ids.uuid(), createdAt: at, updatedAt: at }
    await repos.transaction(async (tx) => {
      await tx.packages.create(record)
      await audit.created(tx, change(actor, record.id), record)
      await log(tx, actor, record, action, details)
    })
    return toPackageView(repos, record)
  }

  return {
    /** The packages screen's cards. */
    stats: () => packageStats(repos),
    /** A package as the back-office shows it (with its subscriber count). */
    view: (record: PackageRecord) => toPackageView(repos, record),
    /** A page of packages as the back-office lists them (one subscriber count for the page). */
    views: (records: PackageRecord[]) => toPackageViews(repos, records),
    /** One package as the back-office shows it, or null. */
    async findView(id: string) {
      const record = await repos.packages.findById(id)
      return record && toPackageView(repos, record)
    },
    /** The customer's plan and the plans on offer (docs/rules/packages.md#dashboard-plans). */
    myPlan: (user: Pick<UserRecord, 'packageId' | 'subscription'>) => myPlan(repos, user),

    async create(input: PackageInput, actor: Actor): Promise<Package> {
      const fields = newPackageFields(input)
      checkPackageFields(fields)
      return insert(fields, actor, 'Paket oluşturuldu', `${fields.name} paketi eklendi.`)
    },

    /** '<name> (Kopya)': the rest kept, not popular; a new package has no subscribers. */
    async copy(id: string, actor: Actor): Promise<Package> {
      const source = await repos.packages.findById(id)
      if (!source) throw new ApiError(404, packageMessages.notFound)
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = source
      const fields = { ...rest, name: copyName(source.name), isPopular: false }
      return insert(
        fields,
        actor,
        'Paket kopyalandı',
        `${source.name} paketinden ${fields.name} oluşturuldu.`,
      )
    },

    /** Returns the package and the success message the screen shows. */
    async update(id: string, input: PackageInput, actor: Actor): Promise<{ pkg: Package; message: string }> {
      const updated = await repos.transaction(async (tx) => {
        const current = await tx.packages.findById(id)
        if (!current) throw new ApiError(404, packageMessages.notFound)
        const patch = editedFields(current, input)
        checkPackageFields({ ...current, ...patch })
        const after = await tx.packages.update(id, { ...patch, updatedAt: now() })
        if (!after) throw new ApiError(404, packageMessages.notFound)
        await audit.updated(tx, change(actor, id), current, after)
        const status = after.isActive ? 'aktif' : 'pasif'
        await log(
          tx,
          actor,
          after,
          isStatusChange(input) ? 'Paket durumu güncellendi' : 'Paket güncellendi',
          isStatusChange(input)
            ? `${after.name} paketi ${status} yapıldı.`
            : `${after.name} paketi güncellendi.`,
        )
        return after
      })
      return {
        pkg: await toPackageView(repos, updated),
        message: isStatusChange(input) ? packageMessages.statusUpdated : packageMessages.updated,
      }
    },

    /** A package customers are on is never deleted (docs/rules/packages.md#delete): deactivate it instead. */
    async remove(id: string, actor: Actor): Promise<void> {
      await repos.transaction(async (tx) => {
        const pkg = await tx.packages.findById(id)
        if (!pkg) throw new ApiError(404, packageMessages.notFound)
        const subscribers = await countSubscribers(tx, id)
        if (subscribers > 0) throw new ApiError(409, packageInUseMessage(subscribers))
        if (!(await tx.packages.delete(id))) throw new ApiError(404, packageMessages.notFound)
        await audit.deleted(tx, change(actor, id), pkg)
        await log(tx, actor, pkg, 'Paket silindi', `${pkg.name} paketi silindi.`)
      })
    },
  }
}
export type PackageService = ReturnType<typeof createPackageService>
