// Components read the app's valtio stores through this hook: a snapshot, re-rendered on any change.
// (valtio/react's render-tracking useSnapshot is fine in features; this lighter hook keeps the
// first-load bundle small for the shell.)
import { useSyncExternalStore } from 'react'
import { snapshot, subscribe } from 'valtio/vanilla'
import type { Snapshot } from 'valtio/vanilla'

const subscribers = new WeakMap<object, (onChange: () => void) => () => void>()

function subscriberFor(store: object) {
  let subscribeToStore = subscribers.get(store)
  if (!subscribeToStore) {
    subscribeToStore = (onChange) => subscribe(store, onChange)
    subscribers.set(store, subscribeToStore)
  }
  return subscribeToStore
}

export function useStore<T extends object>(store: T): Snapshot<T> {
  const read = () => snapshot(store)
  return useSyncExternalStore(subscriberFor(store), read, read)
}
