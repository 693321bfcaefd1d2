import type { ApiPorts, Repositories } from '../ports'
import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import {
  defaultPackageLimitations,
  PACKAGE_CODE_PATTERN,
  type Package,
  type PackageRecord,
} from './package.shared'
import {
  packageInUseMessage,
  packageMessages,
  popularMovedMessage,
  type PackageInput,
} from './package-admin.shared'
import { cleanFeatures, codeFromName, copyName, defaultYearlyPrice } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'
import { myPlan, publicCatalogue } from './my-plan'
import { keepOnlyPopular, POPULAR_LOCK } from './popular-package'
import { countSubscribers, packageStats, toPackageView, toPackageViews } from './package-view'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

type Fields = Omit<PackageRecord, 'id' | 'createdAt' | 'updatedAt'>

/** A new package's fields (docs/rules/packages.md#create): the spec's defaults under what was sent. */
export function newPackageFields(input: PackageInput): Fields {
  const name = (input.name ?? '').trim()
  const price = input.price ?? 0
  return {
    code: input.code !== undefined ? input.code.trim() : codeFromName(name),
    name,
    price,
    yearlyPrice: input.yearlyPrice ?? defaultYearlyPrice(price),
    currency: input.currency ?? 'TRY',
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

/** The name and price rule, the yearly price, the code, then at least one feature; for a new package and an edit. */
export function checkPackageFields(
  fields: Pick<Fields, 'name' | 'price' | 'yearlyPrice' | 'code' | 'features'>,
): void {
  if (!fields.name.trim() || !Number.isInteger(fields.price) || fields.price <= 0)
    throw new ApiError(400, packageMessages.required)
  if (!Number.isInteger(fields.yearlyPrice) || fields.yearlyPrice <= 0)
    throw new ApiError(400, packageMessages.yearlyPriceInvalid)
  if (fields.code.length > 40 || !PACKAGE_CODE_PATTERN.test(fields.code))
    throw new ApiError(400, packageMessages.codeInvalid)
  if (fields.features.length === 0) throw new ApiError(400, packageMessages.featureRequired)
}

/** A code no other package has (docs/rules/packages.md#fields): 409 otherwise, before the insert. */
async function checkCodeFree(tx: Repositories, code: string, id: string | null): Promise<void> {
  const holder = await tx.packages.findOne({ code })
  if (holder && holder.id !== id) throw new ApiError(409, packageMessages.codeTaken)
}

/** A copy's code: the source's with '-kopya', numbered when that is taken too. */
async function copyCode(tx: Repositories, code: string): Promise<string> {
  const base = `${code.slice(0, 33)}-kopya`
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await tx.packages.findOne({ code: candidate }))) return candidate
  }
}

/** Only the fields sent, cleaned the way a new package's are. */
function editedFields(current: PackageRecord, input: PackageInput): Partial<Fields> {
  const { limitations, name, description, features, code: _code, ...rest } = input
  const patch: Partial<Fields> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  )
  if (name !== undefined) patch.name = name.trim()
  if (input.code !== undefined) patch.code = input.code.trim()
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

  /** The popular mark off every other package, each change audited; answers their names. */
  async function clearOtherPopular(tx: Repositories, actor: Actor, id: string, at: string) {
    const cleared = await keepOnlyPopular(tx, id, at)
    for (const { before, after } of cleared) await audit.updated(tx, change(actor, before.id), before, after)
    return cleared.map(({ before }) => before.name)
  }
  const withMoved = (message: string, moved: readonly string[]) =>
    moved.length > 0 ? `${message}${popularMovedMessage(moved)}` : message

  async function insert(fields: Fields, actor: Actor, action: string, details: string) {
    const at = now()
    const record: PackageRecord = { ...fields, id: ports.ids.uuid(), createdAt: at, updatedAt: at }
    const moved = await repos.transaction(async (tx) => {
      if (record.isPopular) await tx.lock(POPULAR_LOCK)
      await checkCodeFree(tx, record.code, null)
      await tx.packages.create(record)
      const cleared = record.isPopular ? await clearOtherPopular(tx, actor, record.id, at) : []
      await audit.created(tx, change(actor, record.id), record)
      await log(tx, actor, record, action, details)
      return cleared
    })
    return { pkg: await toPackageView(repos, record), moved }
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
    /** The packages on offer, for everyone (docs/rules/packages.md#the-public-catalogue). */
    catalogue: () => publicCatalogue(repos),

    /** Returns the package and the success message the screen shows. */
    async create(input: PackageInput, actor: Actor): Promise<{ pkg: Package; message: string }> {
      const fields = newPackageFields(input)
      checkPackageFields(fields)
      const { pkg, moved } = await insert(
        fields,
        actor,
        'Paket oluşturuldu',
        `${fields.name} paketi eklendi.`,
      )
      return { pkg, message: withMoved(packageMessages.created, moved) }
    },

    /** '<name> (Kopya)': the rest kept, not popular; a new package has no subscribers. */
    async copy(id: string, actor: Actor): Promise<Package> {
      const source = await repos.packages.findById(id)
      if (!source) throw new ApiError(404, packageMessages.notFound)
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = source
      const code = await copyCode(repos, source.code)
      const fields = { ...rest, code, name: copyName(source.name), isPopular: false }
      const { pkg } = await insert(
        fields,
        actor,
        'Paket kopyalandı',
        `${source.name} paketinden ${fields.name} oluşturuldu.`,
      )
      return pkg
    },

    /** Returns the package and the success message the screen shows. */
    async update(id: string, input: PackageInput, actor: Actor): Promise<{ pkg: Package; message: string }> {
      const { updated, moved } = await repos.transaction(async (tx) => {
        if (input.isPopular) await tx.lock(POPULAR_LOCK)
        const current = await tx.packages.findById(id)
        if (!current) throw new ApiError(404, packageMessages.notFound)
        const patch = editedFields(current, input)
        checkPackageFields({ ...current, ...patch })
        if (patch.code !== undefined) await checkCodeFree(tx, patch.code, id)
        const at = now()
        const after = await tx.packages.update(id, { ...patch, updatedAt: at })
        if (!after) throw new ApiError(404, packageMessages.notFound)
        await audit.updated(tx, change(actor, id), current, after)
        const cleared = after.isPopular ? await clearOtherPopular(tx, actor, id, at) : []
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
        return { updated: after, moved: cleared }
      })
      return {
        pkg: await toPackageView(repos, updated),
        message: withMoved(
          isStatusChange(input) ? packageMessages.statusUpdated : packageMessages.updated,
          moved,
        ),
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
