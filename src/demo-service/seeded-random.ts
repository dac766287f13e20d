/**
 * A small reproducible generator (mulberry32): the same seed gives the same numbers in [0, 1) on every machine, so
 * whatever the demo service draws from it (faults.ts) can be replayed from the seed alone.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed when none is given: a whole number a person can type back (FXDESK_FAULT_SEED, --fault-seed). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}
