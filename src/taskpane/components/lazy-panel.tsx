/**
 * A tab's panel loaded when it is first opened (its own webpack chunk), so the pane's first screens do not carry
 * every panel (docs/pane.md, "What the first screen loads"). While it loads the tab says so, after a
 * moment: a panel that arrives at once shows no spinner that flashes.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Spinner } from "@fluentui/react-components";
import type { FeatureProps } from "./feature";

/** How long a loading tab stays blank before it says it is loading. */
export const LOADING_WORDS_AFTER_MS = 200;

/** The panel `name` of the module `load` brings, as a component that loads it at its first render. */
export function lazyPanel<Name extends string, Props extends object = FeatureProps>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Loaded = lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] }));
  return Loaded;
}

/** The tab's panel, or "Loading the … tab…" while its code is fetched. */
export function PanelLoading({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<LoadingWords label={label} />}>{children}</Suspense>;
}

function LoadingWords({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_WORDS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <Spinner size="small" label={`Loading the ${label} tab…`} /> : null;
}
