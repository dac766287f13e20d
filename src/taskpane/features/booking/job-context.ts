import type { JobContext } from "../../../jobs";
import { getActingAs } from "../../../api";
import type { FeatureProps } from "../../components/feature";

/**
 * What the engine needs for one action, built when the action starts: the signed-in client, the host's workbook,
 * and the acting-as chosen in the shell at that moment as the default for rows without their own acting-as.
 */
export function bookingContext({ session, host }: Pick<FeatureProps, "session" | "host">): JobContext {
  return {
    api: session.client.core,
    cancellable: (signal) => session.client.coreCancelledBy(signal),
    workbook: host.workbook,
    signedInLogin: () => session.client.session.state().loginId,
    houseAccountName: session.houseAccountName,
    defaultActingAs: getActingAs(),
    budget: session.client.limiter,
  };
}
