/** The client kind in the task pane: the Add clients tab (bulk onboarding), beside the Clients panel; its dialog repeats its preview. */
import { ClientPreview } from "./client-preview";
import type { KindView } from "../../kind-view";

export const clientView: KindView<"client"> = {
  tab: { id: "add-clients", after: "clients" },
  Preview: ClientPreview,
  // The dialog states what the preview stated: new clients, contacts only, existing ones.
  Review: ({ job }) => <ClientPreview job={job} choices={{}} onChoicesChange={() => undefined} />,
};
