/** The contact kind in the task pane: the Add contacts tab, after Add clients; its dialog repeats its preview. */
import { Caption1 } from "@fluentui/react-components";
import { plural } from "../../../../../domain";
import type { KindJob } from "../../../../../jobs";
import type { BookingKind, KindView, PreviewSlotProps } from "../../kind-view";
import { contactKind } from "../../../../../jobs/kinds/contact";

/** Who joins which account, a line each. */
function ContactPreview({ job }: PreviewSlotProps<KindJob<"contact">>) {
  const { contacts } = job.preview;
  return (
    <div data-testid="contact-preview">
      <Caption1>{plural(contacts.length, "contact")} to add.</Caption1>
      <ul>
        {contacts.map((contact) => (
          <li key={contact.row}>
            <Caption1>
              Row {contact.row + 1}: {contact.name} joins {contact.account}
            </Caption1>
          </li>
        ))}
      </ul>
    </div>
  );
}

const contactView: KindView<"contact"> = {
  tab: { id: "add-contacts", after: "add-clients" },
  Preview: ContactPreview,
  Review: ({ job }) => <ContactPreview job={job} choices={{}} onChoicesChange={() => undefined} />,
};

/** The contact kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const contact: BookingKind<typeof contactKind> = { spec: contactKind, view: contactView };
