/** The client kind in the task pane: the Add clients tab (bulk onboarding), beside the Clients panel; its dialog repeats its preview. */
import { ClientPreview } from "./client-preview";
import type { BookingKind, KindView } from "../../kind-view";
import { clientKind } from "../../../../../jobs/kinds/client";

const clientView: KindView<"client"> = {
  tab: { id: "add-clients", after: "clients" },
  Preview: ClientPreview,
  // The dialog states what the preview stated: new clients, contacts only, existing ones.
  Review: ({ job }) => <ClientPreview job={job} choices={{}} onChoicesChange={() => undefined} />,
};

/** The client kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const client: BookingKind<typeof clientKind> = { spec: clientKind, view: clientView };
