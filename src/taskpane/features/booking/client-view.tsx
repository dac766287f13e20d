/** The client kind in the task pane: the Add clients tab (bulk onboarding), beside the Clients panel. */
import { ClientPreview } from "./client-preview";
import type { KindView } from "./kind-view";

export const clientView: KindView<"client"> = {
  tab: { id: "add-clients", after: "clients" },
  Preview: ClientPreview,
};
