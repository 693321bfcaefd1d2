// A clock a test moves in a server process it started, like libfaketime: loaded with
// `node --import` (NODE_OPTIONS), it makes `Date` read the real time plus the offset in milliseconds
// written in the file SITEKUR_TEST_CLOCK_FILE (read again at most every 50 ms). Every process started
// with the same file shares the moved time. Tests only: the product has no such switch.
import { readFileSync } from 'node:fs'

const file = process.env.SITEKUR_TEST_CLOCK_FILE
if (file) {
  const RealDate = Date
  let offset = 0
  let readAt = Number.NEGATIVE_INFINITY
  const now = () => {
    const real = RealDate.now()
    if (real - readAt > 50) {
      readAt = real
      try {
        offset = Number(readFileSync(file, 'utf8').trim()) || 0
      } catch {
        // no file yet: the real time
      }
    }
    return real + offset
  }
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  })
}
