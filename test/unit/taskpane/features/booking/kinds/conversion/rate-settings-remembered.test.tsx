/**
 * @jest-environment jsdom
 */
/**
 * A remembered setting is shown where it applies (issue 43): a rate tolerance typed on an earlier day, kept on this
 * device, is in its field after a reload and the field says it is remembered, with the way back to the default,
 * which forgets it.
 */
import "../../../../../../support/jsdom-text-encoder";
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { RateSettings } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/rate-settings";
import { loadRateSettings, saveRateSettings } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/agreed-rate-settings";

const show = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <RateSettings disabled={false} />
    </FluentProvider>,
  );
const tolerance = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Rate tolerance/ });

afterEach(() => localStorage.clear());

describe("the Convert tab's remembered rate settings", () => {
  it("shows a remembered tolerance in its field, says it is remembered, and goes back to the default on request", () => {
    saveRateSettings({ holdPeriod: "none", toleranceText: "0.01" });
    show();
    expect(tolerance().value).toBe("0.01");
    expect(screen.getByTestId("tolerance-remembered").textContent).toBe(". Remembered on this device: Use the default, 0.25 %");
    expect(screen.queryByTestId("hold-period-remembered")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Use the default, 0.25 %" }));

    expect(tolerance().value).toBe("0.25");
    expect(screen.queryByTestId("tolerance-remembered")).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("says nothing is remembered at the defaults, and remembers a change as it is typed", () => {
    show();
    expect(screen.queryByTestId("tolerance-remembered")).toBeNull();
    fireEvent.change(tolerance(), { target: { value: "0.4" } });
    expect(screen.getByTestId("tolerance-remembered")).toBeTruthy();
    expect(loadRateSettings()).toEqual({ holdPeriod: "none", toleranceText: "0.4" });
  });

  it("says a remembered hold period is remembered, with its way back to not holding", () => {
    saveRateSettings({ holdPeriod: "1m", toleranceText: "0.25" });
    show();
    expect(screen.getByTestId("hold-period-remembered").textContent).toContain("Remembered on this device");
    fireEvent.click(screen.getByRole("button", { name: "Use the default, don't hold" }));
    expect(screen.queryByTestId("hold-period-remembered")).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
