// One run of a background look at a time (a worker looking for due rows): a
// call while it runs asks for exactly one more run after it, so a wake-up that
// arrives mid-look is never lost and never runs two looks side by side.
export class SingleFlight {
  private current: Promise<void> | null = null;
  private again = false;

  constructor(private readonly work: () => Promise<void>, private readonly onError: (err: unknown) => void) {}

  run(): void {
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.work().catch(this.onError).finally(() => {
      this.current = null;
      if (this.again) {
        this.again = false;
        this.run();
      }
    });
  }

  /** Resolves when no run is under way nor asked for. */
  async settled(): Promise<void> {
    while (this.current) await this.current;
  }
}
