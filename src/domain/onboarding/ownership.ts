/**
 * Owners of a company: every natural person owning 10 % or more is listed as an ultimate business owner with their
 * share; each share lies between 0 and 100 %, and the shares add up to at most 100 %. Shares are added as decimals,
 * so 33.33 + 33.33 + 33.34 is exactly 100.
 */
import Decimal from "decimal.js";
import type { CheckContext } from "./check-context";
import { personLabel, readDecimal, rolesOf } from "./field-values";
import { finding, type Finding } from "./findings";
import { UBO_OWNERSHIP_THRESHOLD_PERCENT } from "./values";

const HUNDRED = new Decimal(100);

export function checkOwnership(context: CheckContext): Finding[] {
  if (!context.isCorporate) return [];
  const found: Finding[] = [];
  let total = new Decimal(0);
  context.people.forEach((person, personIndex) => {
    const name = personLabel(person, personIndex);
    const isOwner = rolesOf(person).includes("ultimate_business_owner");
    const share = readDecimal(person.ownership_percentage);
    if (share === "not_given") {
      if (isOwner) found.push(finding({ section: "people", personIndex, field: "ownership_percentage" }, "missing", "ownership_percentages", `Ownership percentage of ${name} is needed: ${name} is an ultimate business owner.`));
      return;
    }
    if (share === "unreadable" || share.isNegative() || share.greaterThan(HUNDRED)) {
      found.push(finding({ section: "people", personIndex, field: "ownership_percentage" }, "invalid", "ownership_percentages", `Ownership percentage of ${name} must be a number from 0 to 100.`));
      return;
    }
    total = total.plus(share);
    if (!isOwner && share.greaterThanOrEqualTo(UBO_OWNERSHIP_THRESHOLD_PERCENT)) {
      found.push(
        finding(
          { section: "people", personIndex, field: "roles" },
          "missing",
          "owners_listed",
          `${name} owns ${share.toString()} %, so add the role Ultimate business owner (needed from ${UBO_OWNERSHIP_THRESHOLD_PERCENT} %).`,
        ),
      );
    }
  });
  if (total.greaterThan(HUNDRED)) {
    found.push(finding({ section: "people", field: "ownership_percentage" }, "invalid", "ownership_percentages", `The ownership percentages add up to ${total.toString()} %, more than 100 %.`));
  }
  return found;
}
