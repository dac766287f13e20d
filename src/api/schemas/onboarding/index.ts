/** Wire schemas of the onboarding API (`/onboarding/v1`), and the value sets the client and the demo service share. */
export * from "./values";
export * from "./image-file";
export * from "./request-checks";
export * from "./request-fields";
export * from "./envelopes";
export * from "./address";
export * from "./people";
export * from "./account-usage";
export * from "./business-information";
export * from "./documents";
export * from "./forms";
export * from "./reference";
