import type { Clock } from '../../api/ports/infrastructure'

// A clock tests can move: real time plus an offset, so code that also reads the system time (JWT
// libraries) stays consistent, while `advance` jumps past expiries and rate-limit windows.
export class TestClock implements Clock {
  private offsetMs = 0

  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }

  advance(ms: number): void {
    this.offsetMs += ms
  }

  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now()
  }

  reset(): void {
    this.offsetMs = 0
  }
}
