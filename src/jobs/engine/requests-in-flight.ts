/**
 * How many requests a run or a check has on the wire at once. The client's rate budget paces them (README "Rate
 * budget"); this only has to be enough to keep the budget busy while answers take their time: at 8, answers may take
 * up to 8 / (allowed per second) each — a second at the production limit of 480 a minute, 3.3 s at the demo's 145 —
 * before the requests fall behind the budget. A check's lookups asked 4 at a time, half what a run sends: both are
 * paced alike now (docs/engine.md, "A check paced as a run").
 */
export const REQUESTS_IN_FLIGHT = 8;
