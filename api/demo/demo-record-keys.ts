import { sha256Hex } from '../lib/crypto'

// How the demo seed writes the fixed ids and unique values of the demo's lists
// (docs/rules/offline-demo-and-sync.md#demo-data), the one place of that rule: as the lists say them (the
// host's own demo), or for a user's own copy of owner `demo`'s records (copy-demo-account.ts). A copy's
// values are derived from the user's id alone, so signing in again finds the same records and adds
// nothing, and two users' copies never share an id, a domain or a number.

export interface DemoRecordKeys {
  /** A record's id from the list's fixed id. */
  id(fixedId: string): string
  /** A website's domain (or a requested one) from the list's domain. */
  domain(domain: string): string
  /** An invoice's number from the list's 'INV-DEMO-…' number. */
  invoiceNumber(number: string): string
  /** A website request's number from the list's: the candidates in order, the first free one is taken. */
  requestNumbers(number: string): Promise<string[]>
}

/** The host's own demo: every value as the lists have it. */
export const listedDemoKeys: DemoRecordKeys = {
  id: (fixedId) => fixedId,
  domain: (domain) => domain,
  invoiceNumber: (number) => number,
  requestNumbers: async (number) => [number],
}

/** Eight base-36 characters; a copy's values carry them, so they fit the id and label limits. */
const TAG_LENGTH = 8
const REQUEST_NUMBER_CANDIDATES = 10

/**
 * The label a copy's tag joins: the name before the public suffix ('demokafe' in blog.demokafe.com.tr),
 * where a suffix is the last label, or the last two when a short one precedes a country code ('com.tr').
 */
function nameLabelIndex(labels: readonly string[]): number {
  const last = labels.at(-1) ?? ''
  const secondLevel = labels.at(-2) ?? ''
  const suffix = labels.length > 2 && last.length === 2 && secondLevel.length <= 3 ? 2 : 1
  return Math.max(0, labels.length - suffix - 1)
}

/** A six-digit request number (100000-999999) from five hex digits of a digest. */
const sixDigits = (hex: string) => String(100_000 + (parseInt(hex, 16) % 900_000))

/** The values of `userId`'s copy: its tag comes from a SHA-256 of the user's id. */
export async function demoCopyKeys(userId: string): Promise<DemoRecordKeys> {
  const digest = await sha256Hex(`sitekur-demo-copy:${userId}`)
  const tag = (parseInt(digest.slice(0, 12), 16) % 36 ** TAG_LENGTH).toString(36).padStart(TAG_LENGTH, '0')
  return {
    id: (fixedId) => `${fixedId}-${tag}`,
    domain(domain) {
      const labels = domain.split('.')
      const at = nameLabelIndex(labels)
      return labels.map((label, i) => (i === at ? `${label}-${tag}` : label)).join('.')
    },
    // 'INV-DEMO-1001' → 'INV-DEMO-K3X9Q0A1-1001': still outside every series (docs/rules/invoices-and-plans.md#numbers).
    invoiceNumber: (number) => number.replace(/-(\d+)$/, `-${tag.toUpperCase()}-$1`),
    async requestNumbers(number) {
      const candidates = await sha256Hex(`sitekur-demo-copy:${userId}:${number}`)
      return Array.from({ length: REQUEST_NUMBER_CANDIDATES }, (_, i) =>
        sixDigits(candidates.slice(i * 5, i * 5 + 5)),
      )
    },
  }
}
