/**
 * The service writes some patterns in Ruby's syntax (reference/payer_required_details: `\A.{1,255}\z`, a date rule
 * wrapped in slashes; docs/provider-api.md §15). As a JavaScript pattern: `\A` is `^`, `\z` and `\Z` are `$`, the
 * slashes go. Undefined when the platform cannot run the result, so a rule we cannot read is never held against a row.
 */
export function rubyPattern(rule: string): RegExp | undefined {
  const body = rule.length > 1 && rule.startsWith("/") && rule.endsWith("/") ? rule.slice(1, -1) : rule;
  try {
    return new RegExp(body.replace(/\\A/g, "^").replace(/\\[zZ]/g, "$"));
  } catch {
    return undefined;
  }
}
