/**
 * Values read from the database, kept for `ttlMs` at most, that only serve while someone says they are
 * current (`enable(true)`); `clear()` forgets everything at once. A read that began before a clear is
 * answered but not kept, so it cannot bring back what the clear removed.
 */
export class ReadCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; until: number }>();
  #generation = 0;
  #enabled = false;

  constructor(
    private readonly ttlMs: number,
    /** Past this many entries the cache starts again empty (many sessions signing in at once). */
    private readonly maxEntries = 10_000,
  ) {}

  /** The kept value of `key`, or what `load` answers; an undefined answer is not kept. */
  async get<Loaded extends Value | undefined>(
    key: Key,
    load: () => Promise<Loaded>,
  ): Promise<Value | Loaded> {
    if (!this.#enabled) {
      return load();
    }
    const entry = this.#entries.get(key);
    if (entry && entry.until > performance.now()) {
      return entry.value;
    }
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && this.#enabled && generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) {
        this.#entries.clear();
      }
      this.#entries.set(key, { value, until: performance.now() + this.ttlMs });
    }
    return value;
  }

  forget(key: Key) {
    this.#entries.delete(key);
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Serve kept values (true) or read every time (false); either way it starts empty. */
  enable(on: boolean) {
    this.#enabled = on;
    this.clear();
  }
}
