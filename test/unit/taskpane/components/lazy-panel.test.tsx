/**
 * @jest-environment jsdom
 */
/**
 * A tab's panel loaded when first opened: nothing for a moment (a fast load shows no spinner that flashes), then a
 * spinner saying which tab is loading, then the panel.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { FeatureProps } from "../../../../src/taskpane/components/feature";
import { LOADING_WORDS_AFTER_MS, lazyPanel, PanelLoading } from "../../../../src/taskpane/components/lazy-panel";

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** A panel module whose load the test finishes when it chooses. */
function pendingModule() {
  let finish: () => void = () => undefined;
  const loaded = new Promise<{ BalancesTab: (props: FeatureProps) => React.ReactNode }>((resolve) => {
    finish = () => resolve({ BalancesTab: () => <p>Balances of the house account</p> });
  });
  return { load: () => loaded, finish };
}

function renderPanel(load: () => Promise<{ BalancesTab: (props: FeatureProps) => React.ReactNode }>) {
  const Panel = lazyPanel(load, "BalancesTab");
  render(
    <FluentProvider theme={webLightTheme}>
      <PanelLoading label="Balances">
        <Panel {...({} as FeatureProps)} />
      </PanelLoading>
    </FluentProvider>,
  );
}

describe("a tab's panel loaded when it is opened", () => {
  it("shows nothing at first, then says which tab is loading, then shows the panel", async () => {
    const panel = pendingModule();
    renderPanel(panel.load);
    expect(screen.queryByText(/Loading/)).toBeNull();

    act(() => jest.advanceTimersByTime(LOADING_WORDS_AFTER_MS - 1));
    expect(screen.queryByText(/Loading/)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Loading the Balances tab…")).toBeTruthy();

    await act(async () => panel.finish());
    expect(screen.getByText("Balances of the house account")).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it("never shows the spinner when the panel arrives before the moment passes", async () => {
    const panel = pendingModule();
    renderPanel(panel.load);
    await act(async () => panel.finish());
    act(() => jest.advanceTimersByTime(LOADING_WORDS_AFTER_MS * 2));
    expect(screen.getByText("Balances of the house account")).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });
});
