/**
 * jsdom leaves out TextEncoder, which the workbook's payload estimates use at load: a jsdom test that renders a
 * component importing the jobs imports this first, so Node's own is there.
 */
import { TextEncoder } from "node:util";

if (globalThis.TextEncoder === undefined) Object.assign(globalThis, { TextEncoder });
