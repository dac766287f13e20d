/** Opens sections of the guided form by their headers, as a person does; a section already open stays open. */
import { fireEvent, screen } from "@testing-library/react";

export async function openSections(...labels: string[]): Promise<void> {
  for (const label of labels) {
    const header = await screen.findByRole("button", { name: new RegExp(`^${label.replace(/[&]/g, "\\$&")}`) });
    if (header.getAttribute("aria-expanded") !== "true") fireEvent.click(header);
  }
}
