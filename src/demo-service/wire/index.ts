/**
 * The demo service's own wire: the answers it writes and the request rules it checks, written from the provider's
 * reference (docs/provider-api.md) and never imported from the client (src/api), so that the two can disagree and a
 * test (test/unit/project/request-rules-agree.test.ts, wire-types-agree.test.ts) says where.
 */
export * from "./pagination";
export * from "./authentication";
export * from "./rates";
export * from "./quotes";
export * from "./conversions";
export * from "./accounts";
export * from "./contacts";
export * from "./balances";
export * from "./beneficiaries";
export * from "./reference";
export * from "./bank-details";
export * from "./payments";
export * from "./payment-checks";
export * from "./demo-top-up";
export * from "./transactions";
export * from "./transfers";
export * from "./onboarding-records";
export * from "./onboarding-reference";
export * from "./onboarding-values";
export * from "./onboarding-fields";
// How a rule and an uploaded file are read: domain's, the client's too.
export { checkFields, type FieldProblem, type FieldRules } from "../../domain/onboarding/field-checks";
export { checkImageFile, MAX_IMAGE_BYTES, type ImageFileType } from "../../domain/onboarding/image-file";
