/**
 * SWIFT's character set X, the characters every payment network the provider pays through carries in a payment's
 * texts: letters a–z and A–Z, digits, space and / - ? : ( ) . , ' +. The provider's reference gives no character range
 * of its own for a payment's reason and reference (SW ValidatePayment's `field_contains_invalid_characters` names the
 * range per field in its answer only), so a text of these characters is taken to be accepted on every route
 * (Assumption: docs/provider-api.md §18). Source: SWIFT's "Standards MT General Information", section "Character set X".
 */
const SWIFT_X = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** True when every character of `text` is in SWIFT's character set X. */
export function isSwiftText(text: string): boolean {
  return SWIFT_X.test(text);
}
