/**
 * @jest-environment jsdom
 */
/**
 * The pane's tabs: a booking tab for every registered kind of row work, built from the registry of kind views and
 * placed where each view says; the daily ones in the tab row.
 */
import "../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { BOOKING_FEATURES } from "../../../../src/taskpane/features/booking";
import { KINDS } from "../../../../src/taskpane/features/booking/kind-views";
import { FEATURES, PRIMARY_FEATURE_IDS } from "../../../../src/taskpane/shell/feature-tabs";

describe("the pane's tabs", () => {
  it("has a booking tab per registered kind, labelled by its spec", () => {
    expect(BOOKING_FEATURES.map((feature) => feature.label).sort()).toEqual(KINDS.map((spec) => spec.labels.tab).sort());
  });

  it("puts each booking tab after the tab its view names, and the daily ones in the tab row", () => {
    const ids = FEATURES.map((feature) => feature.id);
    const isBooking = (id: string) => BOOKING_FEATURES.some((booking) => booking.id === id);
    // The panels keep their order; each booking tab follows the tab it names, only booking tabs between them.
    expect(ids.filter((id) => !isBooking(id))).toEqual(["rates", "balances", "beneficiaries", "clients", "approvals", "onboarding"]);
    expect(ids).toHaveLength(new Set(ids).size);
    for (const booking of BOOKING_FEATURES) {
      const after = ids.indexOf(booking.tab.after);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(ids.slice(after + 1, ids.indexOf(booking.id)).every(isBooking)).toBe(true);
    }
    expect(ids.filter((id) => ["rates", "convert", "pay", "balances", "transfer", "beneficiaries", "add-beneficiaries", "clients", "add-clients"].includes(id))).toEqual(["rates", "convert", "pay", "balances", "transfer", "beneficiaries", "add-beneficiaries", "clients", "add-clients"]);
    const primaryBookings = BOOKING_FEATURES.filter((booking) => booking.tab.primary === true).map((booking) => booking.id);
    expect([...PRIMARY_FEATURE_IDS].sort()).toEqual(["rates", "balances", ...primaryBookings].sort());
    expect(primaryBookings).toEqual(expect.arrayContaining(["convert", "pay"]));
  });
});
