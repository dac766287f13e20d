/** The Balances tab as the shell lists it: the panel on the shell's clock, with a UUID maker for idempotency keys. */
import type { FeatureProps } from "../../components/feature";
import { BalancesPanel } from "./balances-panel";

const newKey = () => globalThis.crypto.randomUUID();

export function BalancesTab(props: FeatureProps) {
  return <BalancesPanel {...props} newKey={newKey} />;
}
