import { describe, expect, it } from "@jest/globals";
import { FirstAlone } from "../../../src/domain";

/** A run that answers when told to, recording when it started. */
function gated(started: string[], name: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { run: async () => (started.push(name), await gate, name), open };
}

describe("FirstAlone", () => {
  it("holds a key's later runs until its first has finished, then lets them go together; other keys never wait", async () => {
    const alone = new FirstAlone();
    const started: string[] = [];
    const [first, second, third, other] = [gated(started, "a1"), gated(started, "a2"), gated(started, "a3"), gated(started, "b1")];
    const answers = [alone.run("a", first.run), alone.run("a", second.run), alone.run("a", third.run), alone.run("b", other.run)];
    await Promise.resolve();
    expect(started).toEqual(["a1", "b1"]);
    first.open();
    await answers[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a1", "b1", "a2", "a3"]);
    second.open();
    third.open();
    other.open();
    expect(await Promise.all(answers)).toEqual(["a1", "a2", "a3", "b1"]);
  });

  it("lets the next wait its turn while `settled` says no, however the scout ended", async () => {
    const alone = new FirstAlone();
    const started: string[] = [];
    let known = false;
    const failing = gated(started, "f");
    const first = alone.run("p", async () => (await failing.run(), Promise.reject(new Error("no size said"))), () => known);
    const [second, third] = [gated(started, "s"), gated(started, "t")];
    const answers = [alone.run("p", second.run, () => known), alone.run("p", third.run, () => known)];
    failing.open();
    await expect(first).rejects.toThrow("no size said");
    await new Promise((resolve) => setImmediate(resolve));
    // Still unsettled: the second goes alone as the new scout, the third waits for it.
    expect(started).toEqual(["f", "s"]);
    known = true;
    second.open();
    await answers[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["f", "s", "t"]);
    third.open();
    expect(await Promise.all(answers)).toEqual(["s", "t"]);
  });
});
