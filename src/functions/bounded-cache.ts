/**
 * A map with a size bound (least recently used goes first) whose entries remember when they were stored, so
 * each reader decides how old is too old. Thousands of distinct formulas must not grow memory without limit.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError("maxEntries must be a whole number of at least 1");
  }

  /** The value if it is at most `maxAgeMs` old; a hit counts as a use. */
  get(key: string, maxAgeMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Left in place: another reader may accept an older value, and the size bound evicts it anyway.
    if (this.now() - entry.storedAt > maxAgeMs) return undefined;
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
