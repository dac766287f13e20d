/** The client kind's part of the preview: how many rows onboard a new client, only add its contact, find one complete, or are refused. */
import { Caption1 } from "@fluentui/react-components";
import type { KindJob } from "../../../../../jobs";
import type { PreviewSlotProps } from "../../kind-view";
import { plural } from "../../../../../domain";

const clients = (count: number) => plural(count, "client");

/** Clients: counts of new, contact-only (account found by your reference), already complete and refused rows. */
export function ClientPreview({ job }: PreviewSlotProps<KindJob<"client">>) {
  const { toCreate, contactOnly, alreadyExisting, invalid } = job.preview;
  return (
    <div data-testid="client-preview">
      <Caption1 data-testid="clients-to-create">{clients(toCreate)} to create (sub-account and contact).</Caption1>{" "}
      {contactOnly > 0 && <Caption1 data-testid="clients-contact-only">{clients(contactOnly)} found by your reference without a contact: only the contact is created.</Caption1>}{" "}
      <Caption1 data-testid="clients-existing">
        {clients(alreadyExisting)} already exist{alreadyExisting === 1 ? "s" : ""} with the same reference: written beside their rows, not created again.
      </Caption1>{" "}
      {invalid > 0 && <Caption1 data-testid="clients-invalid">{plural(invalid, "row")} refused: see the message beside each.</Caption1>}
    </div>
  );
}
