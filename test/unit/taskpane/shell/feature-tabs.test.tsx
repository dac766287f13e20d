/**
 * @jest-environment jsdom
 */
/**
 * The pane's tabs: a booking tab for every registered kind of row work, built from the registry of kind views and
 * placed where each view says; the daily ones in the tab row.
 */
import "../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { KINDS, kindSpec } from "../../../../src/jobs";
import { BOOKING_FEATURES } from "../../../../src/taskpane/features/booking";
import { FEATURES, PRIMARY_FEATURE_IDS } from "../../../../src/taskpane/shell/feature-tabs";

describe("the pane's tabs", () => {
  it("has a booking tab per registered kind, labelled by its spec", () => {
    expect(BOOKING_FEATURES.map((feature) => feature.label).sort()).toEqual(KINDS.map((spec) => kindSpec(spec.kind).labels.tab).sort());
  });

  it("puts each booking tab after the tab its view names, and the daily ones in the tab row", () => {
    expect(FEATURES.map((feature) => feature.id)).toEqual(["rates", "convert", "pay", "balances", "transfer", "beneficiaries", "add-beneficiaries", "clients", "add-clients", "approvals", "onboarding"]);
    expect([...PRIMARY_FEATURE_IDS].sort()).toEqual(["balances", "convert", "pay", "rates"]);
  });
});
