// One-shot timers by name: setting a name again replaces its timer, so each kind of wait (the device
// change, the next source, the renewal…) is pending at most once.
export class NamedTimers<Name extends string> {
  private readonly timers = new Map<Name, ReturnType<typeof setTimeout>>()

  after(name: Name, ms: number, run: () => void): void {
    this.clear(name)
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name)
        run()
      }, ms),
    )
  }

  clear(name: Name): void {
    clearTimeout(this.timers.get(name))
    this.timers.delete(name)
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }
}
