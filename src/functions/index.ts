/**
 * What the rest of the product may use of the custom functions (the task pane, the Office host, the playground):
 * pausing live cells, hearing about outages, the functions' metadata and their dates. The functions themselves
 * (functions.ts) are webpack's entry and register with Excel on their own; their caches, loader and rate book
 * stay inside (eslint.config.js refuses a deeper import from outside src/functions).
 */
export { pauseLive, refreshReports, resumeLive } from "./function-state";
export { onOutageReport } from "./outage-listeners";
export { loadFunctionMetadata, type FunctionMetadata, type FunctionParameter } from "./function-metadata";
export { formatWallClockTime, returnFormattedDates } from "./excel-dates";
export { describeUnreachable, type OutageReport } from "./service-outages";
