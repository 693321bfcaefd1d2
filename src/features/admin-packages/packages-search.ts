// The package list's state in the URL: search text, the status chip (Aktif/Pasif), where a package is
// offered (the customers' Ödeme cards or managed only), page, page size and sort (cheapest first unless
// the admin picks another column).
import { z } from 'zod'
import { PACKAGE_SORT_FIELDS } from '../../../api/packages/package-admin.shared'
import { listSearchSchema } from '../../components/data-table/list-search'

export const packageStatusFilterSchema = z.enum(['active', 'passive'])
export const packageOfferFilterSchema = z.enum(['dashboard', 'managed'])

export const packagesSearchSchema = listSearchSchema({
  sortFields: PACKAGE_SORT_FIELDS,
  filters: { status: packageStatusFilterSchema, offer: packageOfferFilterSchema },
})

export type PackagesSearch = z.infer<typeof packagesSearchSchema>

export const PACKAGES_DEFAULTS = { sortFields: PACKAGE_SORT_FIELDS, sort: 'price' }
