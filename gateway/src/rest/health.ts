// Whether the /rest/ back end is answering, shared by every call and by /readyz (a circuit
// breaker). A call that runs long or fails to connect makes the gateway probe the back end; a
// failed probe marks it down, and from then on calls fail at once instead of each waiting out its
// timeout, and reads still waiting are given up. While down, a probe runs every recovery interval;
// the first one answered marks the back end up again. A probe that times out while other calls
// are being answered (a busy back end, not a frozen one) does not count as down.

export interface RestHealthOptions {
  /** Answers whether the back end answered at all (within its own time limit). */
  probe: () => Promise<boolean>;
  /** Between probes while the back end is down. */
  recoveryIntervalMs: number;
}

export class RestHealth {
  private down = false;
  private checking: Promise<boolean> | undefined;
  private recovery: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly upListeners = new Set<() => void>();
  private closed = false;
  private lastAnswerAt = 0;

  constructor(private readonly options: RestHealthOptions) {}

  /** Known down: calls should fail fast. */
  get isDown(): boolean {
    return this.down;
  }

  /** Probes now (one probe at a time, shared by whoever asks); answers whether the back end is up. */
  check(): Promise<boolean> {
    const startedAt = performance.now();
    this.checking ??= this.options
      .probe()
      .catch(() => false)
      .then((answered) => {
        const up = answered || this.lastAnswerAt >= startedAt;
        this.checking = undefined;
        if (!this.closed) this.set(up);
        return up;
      });
    return this.checking;
  }

  /** The back end answered a call (any status): it is there. */
  answered(): void {
    this.lastAnswerAt = performance.now();
    if (this.down) this.set(true);
  }

  /** Something looked wrong (a slow call, a refused connection): probe without waiting for it. */
  suspect(): void {
    if (!this.down) void this.check();
  }

  /** Called once each time the back end goes down. */
  onDown(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called once each time the back end is answering again after being down. */
  onUp(listener: () => void): () => void {
    this.upListeners.add(listener);
    return () => this.upListeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.recovery);
    this.recovery = undefined;
  }

  private set(up: boolean): void {
    if (up) {
      const wasDown = this.down;
      this.down = false;
      clearInterval(this.recovery);
      this.recovery = undefined;
      if (wasDown) for (const listener of this.upListeners) listener();
      return;
    }
    if (this.down) return;
    this.down = true;
    this.recovery = setInterval(() => void this.check(), this.options.recoveryIntervalMs);
    this.recovery.unref();
    for (const listener of this.listeners) listener();
  }
}
