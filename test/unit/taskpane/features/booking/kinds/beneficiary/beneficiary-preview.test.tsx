/**
 * @jest-environment jsdom
 */
/** The Add beneficiaries preview names each row's bank as the lookup found it (issue 31 point 5). */
import "../../../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { KindJob } from "../../../../../../../src/jobs";
import { BeneficiaryPreview } from "../../../../../../../src/taskpane/features/booking/kinds/beneficiary/beneficiary-preview";

describe("the Add beneficiaries preview", () => {
  it("lists each ready row with its bank, or what the lookup said instead", () => {
    const job = {
      preview: {
        toCreate: 2,
        alreadyExisting: 0,
        invalid: 0,
        banks: [
          { sheetRow: 2, name: "Northwind GBP", bank: "NATIONAL WESTMINSTER BANK PLC, LONDON" },
          { sheetRow: 3, name: "Orbit GBP", bank: "bank not found by the bank lookup: check the bank details" },
        ],
      },
    } as unknown as KindJob<"beneficiary">;
    render(
      <FluentProvider theme={webLightTheme}>
        <BeneficiaryPreview job={job} choices={{} as never} onChoicesChange={() => undefined} />
      </FluentProvider>,
    );
    const items = within(screen.getByRole("list", { name: "Banks of the rows" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Row 2 · Northwind GBP: NATIONAL WESTMINSTER BANK PLC, LONDON",
      "Row 3 · Orbit GBP: bank not found by the bank lookup: check the bank details",
    ]);
  });
});
