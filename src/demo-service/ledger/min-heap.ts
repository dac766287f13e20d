/** A binary min-heap ordered by `at`, first-in first-out among equal times. */
interface Timed {
  at: number;
}

export class MinHeap<T extends Timed> {
  private readonly items: { item: T; order: number }[] = [];
  private counter = 0;

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0]?.item;
  }

  push(item: T): void {
    this.items.push({ item, order: this.counter++ });
    let index = this.items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(index, parent)) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (!top || !last) return undefined;
    if (this.items.length > 0) {
      this.items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let smallest = index;
        if (left < this.items.length && this.before(left, smallest)) smallest = left;
        if (right < this.items.length && this.before(right, smallest)) smallest = right;
        if (smallest === index) break;
        this.swap(index, smallest);
        index = smallest;
      }
    }
    return top.item;
  }

  clear(): void {
    this.items.length = 0;
  }

  private before(a: number, b: number): boolean {
    const x = this.items[a]!;
    const y = this.items[b]!;
    return x.item.at < y.item.at || (x.item.at === y.item.at && x.order < y.order);
  }

  private swap(a: number, b: number): void {
    const x = this.items[a]!;
    this.items[a] = this.items[b]!;
    this.items[b] = x;
  }
}
