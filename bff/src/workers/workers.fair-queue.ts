// Turns shared fairly between accounts: at most `cap` jobs run at once over all accounts and at most
// `perAccount` of one account. One account's jobs run in the order they came; when a turn frees up it
// goes to the waiting account whose last turn began longest ago (one that has had none yet first, in
// the order they came). So one teacher's four heavy files queue behind each other and never in front
// of another teacher's upload.
// A job is anything that calls `acquire(account)` and later the `release` it got back; `run` does both.

export type Release = () => void;

interface Waiter {
  account: string;
  start: () => void;
}

export class FairQueue {
  private running = 0;
  private readonly runningOf = new Map<string, number>();
  /** Waiting jobs per account, in arrival order; the map keeps the order the accounts began waiting in. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** When each account with jobs running or waiting last began one (a counter, not a clock). */
  private readonly lastTurn = new Map<string, number>();
  private turnsGiven = 0;

  constructor(
    private readonly cap: number,
    private readonly perAccount = 1,
  ) {
    if (cap < 1 || perAccount < 1) throw new RangeError('FairQueue needs cap and perAccount of at least 1');
  }

  /**
   * Resolves when the account's job may run; call the returned function once it is done (or failed).
   * A job must not acquire a second turn of the same queue for the same account while it holds one:
   * with `perAccount` 1 that waits for itself.
   */
  acquire(account: string): Promise<Release> {
    return new Promise<Release>((resolve) => {
      const waiter: Waiter = { account, start: () => resolve(this.releaser(account)) };
      const list = this.waiting.get(account);
      if (list) list.push(waiter);
      else this.waiting.set(account, [waiter]);
      this.pump();
    });
  }

  /** Runs `job` in the account's turn and gives the turn back however it ends. */
  async run<T>(account: string, job: () => Promise<T>): Promise<T> {
    const release = await this.acquire(account);
    try {
      return await job();
    } finally {
      release();
    }
  }

  /** Jobs waiting for a turn, over all accounts (tests, diagnostics). */
  get queued(): number {
    let n = 0;
    for (const list of this.waiting.values()) n += list.length;
    return n;
  }

  /** Jobs running now, over all accounts. */
  get active(): number {
    return this.running;
  }

  /** One account's jobs: running and waiting (tests, diagnostics). */
  of(account: string): { running: number; queued: number } {
    return { running: this.runningOf.get(account) ?? 0, queued: this.waiting.get(account)?.length ?? 0 };
  }

  private releaser(account: string): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.runningOf.get(account) ?? 1) - 1;
      if (left > 0) this.runningOf.set(account, left);
      else {
        this.runningOf.delete(account);
        if (!this.waiting.has(account)) this.lastTurn.delete(account);
      }
      this.pump();
    };
  }

  private pump(): void {
    while (this.running < this.cap) {
      const account = this.next();
      if (account === undefined) return;
      const list = this.waiting.get(account)!;
      const waiter = list.shift()!;
      if (!list.length) this.waiting.delete(account);
      this.running++;
      this.runningOf.set(account, (this.runningOf.get(account) ?? 0) + 1);
      this.lastTurn.set(account, ++this.turnsGiven);
      waiter.start();
    }
  }

  /** The waiting account below its own limit whose last turn is oldest (none yet counts as oldest). */
  private next(): string | undefined {
    let best: string | undefined;
    let bestTurn = Infinity;
    for (const account of this.waiting.keys()) {
      if ((this.runningOf.get(account) ?? 0) >= this.perAccount) continue;
      const turn = this.lastTurn.get(account) ?? 0;
      if (turn < bestTurn) [best, bestTurn] = [account, turn];
    }
    return best;
  }
}
