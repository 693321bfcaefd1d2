import { ApiError } from '../lib/http'
import { publicCatalogue } from '../packages/my-plan'
import type { Repositories } from '../ports'
import { websiteRequestMessages } from './website-request-messages.shared'
import type { RequestPriority, WebsiteRequestRecord } from './website-request.shared'

// The package a website request is for (docs/rules/website-requests.md#packages-and-revenue): one of
// the packages the catalogue offers, chosen by the customer (or none). Its price is the catalogue's.

/** The request form's older keys and the catalogue codes they stand for (docs/decisions/0031-one-price-catalogue.md). */
export const LEGACY_REQUEST_PACKAGES: Readonly<Record<string, string>> = {
  basic: 'launch',
  professional: 'scale',
  premium: 'vision',
}

/**
 * The package a body asks for, as the record keeps it: its code, and the request's priority by the
 * package's place in the offer (the dearest high, the cheapest normal, the rest medium). Nothing asked:
 * null. A package the catalogue does not offer: 400, nothing stored.
 */
export async function requestPackage(
  repos: Repositories,
  wanted: string | null | undefined,
): Promise<{ selectedPackage: string; priority: RequestPriority } | null> {
  const text = wanted?.trim().toLocaleLowerCase('en-US')
  if (!text) return null
  const code = Object.hasOwn(LEGACY_REQUEST_PACKAGES, text) ? LEGACY_REQUEST_PACKAGES[text] : text
  const offered = await publicCatalogue(repos)
  const rank = offered.findIndex((pkg) => pkg.code === code)
  const pkg = offered[rank]
  if (!pkg) throw new ApiError(400, websiteRequestMessages.packageNotFound)
  const priority = rank === offered.length - 1 && rank > 0 ? 'high' : rank === 0 ? 'normal' : 'medium'
  return { selectedPackage: pkg.code, priority }
}

/** The chosen package's name and monthly price for the request's view; nulls without one. */
export async function requestPackageView(
  repos: Repositories,
  record: Pick<WebsiteRequestRecord, 'selectedPackage'>,
): Promise<{ packageName: string | null; packagePrice: number | null }> {
  const pkg = record.selectedPackage ? await repos.packages.findOne({ code: record.selectedPackage }) : null
  return { packageName: pkg?.name ?? null, packagePrice: pkg?.price ?? null }
}
