// The Idempotency-Key of a form's sending: the same while the request is the same (a retry after a
// lost answer must not create a second request), a new one once it changed (the server refuses a known
// key with another body). Keys and replays: docs/rules/offline-demo-and-sync.md#outbox.

export interface SubmitAttempt {
  body: string
  key: string
}

export function nextAttempt(
  previous: SubmitAttempt | null,
  body: string,
  newKey: () => string = () => crypto.randomUUID(),
): SubmitAttempt {
  return previous && previous.body === body ? previous : { body, key: newKey() }
}
