import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { createDebouncer } from "../../../../src/taskpane/components/debounce";

describe("createDebouncer", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("delivers only the last value, once typing has paused for the delay", () => {
    const delivered: string[] = [];
    const debouncer = createDebouncer<string>(300, (value) => delivered.push(value));
    debouncer.push("A");
    jest.advanceTimersByTime(200);
    debouncer.push("Ac");
    jest.advanceTimersByTime(200);
    debouncer.push("Acme");
    jest.advanceTimersByTime(299);
    expect(delivered).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(delivered).toEqual(["Acme"]);
    jest.advanceTimersByTime(1000);
    expect(delivered).toEqual(["Acme"]);
  });

  it("delivers each value after its own pause", () => {
    const delivered: string[] = [];
    const debouncer = createDebouncer<string>(300, (value) => delivered.push(value));
    debouncer.push("EUR");
    jest.advanceTimersByTime(300);
    debouncer.push("GBP");
    jest.advanceTimersByTime(300);
    expect(delivered).toEqual(["EUR", "GBP"]);
  });

  it("delivers nothing once cancelled", () => {
    const delivered: string[] = [];
    const debouncer = createDebouncer<string>(300, (value) => delivered.push(value));
    debouncer.push("Acme");
    debouncer.cancel();
    jest.advanceTimersByTime(1000);
    expect(delivered).toEqual([]);
  });
});
