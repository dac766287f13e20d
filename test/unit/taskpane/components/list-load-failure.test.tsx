/**
 * @jest-environment jsdom
 */
import "../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { ConnectionError } from "../../../../src/api";
import { ListLoadFailure } from "../../../../src/taskpane/components/list-load-failure";

// Fluent's MessageBar measures itself; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

describe("a list that could not load a page", () => {
  it("says what and why, and asks again on Try again", () => {
    const retry = jest.fn();
    render(<ListLoadFailure what="sub-accounts" failure={new ConnectionError("connect ECONNREFUSED", "GET", "/v2/accounts/find")} onRetry={retry} />);
    expect(screen.getByRole("alert").textContent).toMatch(/^Could not load sub-accounts: Cannot reach the FX Desk service: connect ECONNREFUSED/);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
