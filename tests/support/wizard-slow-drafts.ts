// A slow disk for the drafts database, to open the window in which a reload loses a draft: while the
// page's sessionStorage says so, every write to the `drafts` store is kept from committing (its
// transaction is kept busy with reads and its commit() ignored) until the page goes away, which aborts
// it, as a reload does to a write that has started but not committed. A write queued behind a held
// one (the synchronous write on pagehide) cannot commit either. Only localStorage gets through.
import type { Page } from '@playwright/test'

const HOLD_FLAG = 'e2e-hold-draft-writes'

interface HeldWrites {
  started: number
}

declare global {
  interface Window {
    heldDraftWrites?: HeldWrites
  }
}

function installSlowDrafts(flag: string) {
  const held = new WeakSet<IDBTransaction>()
  const state: HeldWrites = { started: 0 }
  window.heldDraftWrites = state
  // A transaction commits when no request is left: one more read on each success keeps it open.
  const keepBusy = (store: IDBObjectStore) => {
    store.count().addEventListener('success', () => keepBusy(store))
  }
  const put = IDBObjectStore.prototype.put
  const commit = IDBTransaction.prototype.commit
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
    const request = put.apply(this, args)
    const transaction = this.transaction
    if (this.name === 'drafts' && sessionStorage.getItem(flag) === '1' && !held.has(transaction)) {
      held.add(transaction)
      state.started += 1
      keepBusy(this)
    }
    return request
  }
  IDBTransaction.prototype.commit = function (this: IDBTransaction) {
    if (!held.has(this)) commit.call(this)
  }
}

/** Installs the slow disk in every document of the page; it holds nothing until holdDraftWrites(). */
export async function installSlowDraftDisk(page: Page) {
  await page.addInitScript(installSlowDrafts, HOLD_FLAG)
}

/** From now on, writes to the drafts store do not commit while this document lives. */
export async function holdDraftWrites(page: Page) {
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), HOLD_FLAG)
}

/** Writes made from now on commit again (the held ones stay held until the page goes away). */
export async function stopHoldingDraftWrites(page: Page) {
  await page.evaluate((flag) => sessionStorage.removeItem(flag), HOLD_FLAG)
}

/** Resolves once a draft write has started and is being held. */
export async function draftWriteHeld(page: Page) {
  await page.waitForFunction(() => (window.heldDraftWrites?.started ?? 0) > 0)
}
