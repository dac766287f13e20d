/** The interpreter of request field rules lives in domain (shared with the demo service, which keeps its own tables). */
export { checkFields, textMaxOf, type FieldProblem, type FieldRule, type FieldRules } from "../../../domain/onboarding/field-checks";
