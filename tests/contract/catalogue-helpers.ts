import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import type { PackageRecord } from '../../api/packages/package.shared'
import type { Harness } from './harness'

/** Launch (349 / 3.290) and Scale (649 / 5.990), active, under codes and names of this test alone. */
export async function testCatalogue(h: Harness): Promise<{ launch: PackageRecord; scale: PackageRecord }> {
  const tag = crypto.randomUUID().slice(0, 8)
  const make = (n: number, name: string, price: number, yearlyPrice: number) =>
    h.ports.repos.packages.create(
      sampleRecord(resources.packages, n, {
        id: crypto.randomUUID(),
        code: `${name.toLowerCase()}-${tag}`,
        name: `${name} ${tag}`,
        price,
        yearlyPrice,
        isActive: true,
      }),
    )
  return { launch: await make(1, 'Launch', 349, 3_290), scale: await make(2, 'Scale', 649, 5_990) }
}
