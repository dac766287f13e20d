/** The Balances tab as the shell lists it: the panel given the page's clock and a UUID maker for idempotency keys. */
import type { FeatureProps } from "../../shell/feature";
import { BalancesPanel } from "./balances-panel";

const newKey = () => globalThis.crypto.randomUUID();

/** The tab as the shell shows it: the panel on the page's clock, with fresh UUIDs for idempotency keys. */
export function BalancesTab(props: FeatureProps) {
  return <BalancesPanel {...props} now={Date.now} newKey={newKey} />;
}
