import type { FetchLike } from "../../../src/api";
import { aroundEveryCall } from "../../../src/workbook/around-every-call";
import type { WorkbookPort } from "../../../src/workbook/port";

/**
 * Stands in for the add-in dying: after the k-th create has reached the service, its answer is lost, every later
 * request fails, and the workbook can no longer be written — so the booking exists but its result never lands.
 */
export class Crash {
  private creates = 0;
  crashed = false;

  constructor(
    private readonly afterCreates: number,
    private readonly createPath: string,
  ) {}

  fetch: FetchLike = async (input, init) => {
    if (this.crashed) throw new TypeError("fetch failed: the add-in has stopped");
    const response = await fetch(input, init);
    if (String(input).includes(this.createPath) && init.method === "POST") {
      this.creates += 1;
      if (this.creates >= this.afterCreates) {
        this.crashed = true;
        throw new TypeError("fetch failed: the add-in stopped before reading the answer");
      }
    }
    return response;
  };

  workbook(inner: WorkbookPort): WorkbookPort {
    return aroundEveryCall(inner, async (call) => {
      if (this.crashed) throw new Error("the add-in has stopped");
      return call();
    });
  }
}
