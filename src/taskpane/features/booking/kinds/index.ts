/**
 * The registry of kinds of row work: one line a kind, its spec and its view, exported from the kind's folder here
 * (`BookingKind`, kind-view.ts) under the kind's name. Nothing else lists the kinds: the jobs layer takes its types
 * from this list (kind-views.tsx fills jobs' `KindRegistry`) and is handed a kind's spec, the booking tabs and the
 * panel read it through kind-views.tsx, and the tests take their lists from it (docs/kinds.md, "Adding a kind of row
 * work"; test/unit/project/kind-registration.test.ts holds each kind to its one line).
 */
export { conversion } from "./conversion/conversion-view";
export { payment } from "./payment/payment-view";
export { beneficiary } from "./beneficiary/beneficiary-view";
export { client } from "./client/client-view";
export { transfer } from "./transfer/transfer-view";
export { contact } from "./contact/contact-view";
