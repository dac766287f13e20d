/**
 * @jest-environment jsdom
 */
/**
 * The list of 5,000 beneficiaries renders only the rows in view (and a few either side) inside a spacer as tall as
 * all of them; scrolling far down renders those rows and asks for their page directly; the arrow keys move the
 * selection.
 */
import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { BeneficiaryFindParams } from "../../../../../src/api";
import type { BeneficiariesFindResult, Beneficiary } from "../../../../../src/api/schemas";
import { BeneficiaryList } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-list";
import { beneficiaryPages } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-pages";

const TOTAL = 5000;

function pagesOf5000() {
  const asked: number[] = [];
  const find = async (params: BeneficiaryFindParams): Promise<BeneficiariesFindResult> => {
    const page = params.page ?? 1;
    const perPage = params.per_page ?? 25;
    asked.push(page);
    const first = (page - 1) * perPage;
    const beneficiaries = Array.from({ length: Math.min(perPage, TOTAL - first) }, (_, offset) => {
      const index = first + offset;
      return { id: `id-${index}`, name: `Payee ${index}`, currency: "EUR", bank_country: "DE", iban: "DE89370400440532013000", account_number: null, payment_types: ["regular"] } as unknown as Beneficiary;
    });
    return {
      beneficiaries,
      pagination: { total_entries: TOTAL, total_pages: TOTAL / perPage, current_page: page, per_page: perPage, previous_page: page - 1 || -1, next_page: page + 1, order: "name", order_asc_desc: "asc" },
    };
  };
  return { pages: beneficiaryPages(find, {}, {}), asked };
}

async function renderList(onSelect = jest.fn<(beneficiary: Beneficiary) => void>(), selectedId?: string) {
  const { pages, asked } = pagesOf5000();
  await act(async () => pages.show(0, 1));
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <BeneficiaryList pages={pages} total={TOTAL} selectedId={selectedId} onSelect={onSelect} />
    </FluentProvider>,
  );
  await act(async () => undefined);
  return { pages, asked, onSelect, view };
}

const options = () => screen.getAllByRole("option");

describe("the beneficiaries list", () => {
  it("renders about a viewport of rows out of 5,000, in a spacer as tall as all of them", async () => {
    await renderList();
    expect(options().length).toBeLessThanOrEqual(20);
    expect(options()[0]?.textContent).toContain("Payee 0");
    expect(options()[0]?.textContent).toContain("EUR · bank in DE · IBAN •••• 3000 · Local");
    expect(options()[0]?.getAttribute("aria-setsize")).toBe("5000");
    const spacer = screen.getByRole("listbox", { name: "Beneficiaries" }).firstElementChild as HTMLElement;
    expect(spacer.style.height).toBe(`${TOTAL * 48}px`);
  });

  it("renders the rows scrolled to and asks for their page directly", async () => {
    const { asked } = await renderList();
    const listbox = screen.getByRole("listbox", { name: "Beneficiaries" });
    await act(async () => {
      fireEvent.scroll(listbox, { target: { scrollTop: 4000 * 48 } });
    });
    await act(async () => undefined);
    expect(asked).toEqual([1, 40, 41]);
    const shown = options().map((option) => option.getAttribute("aria-posinset"));
    expect(shown).toContain("4001");
    expect(options().length).toBeLessThanOrEqual(20);
    expect(screen.getByText("Payee 4000")).toBeTruthy();
  });

  it("selects a row by click, and the next one with the down arrow", async () => {
    const onSelect = jest.fn<(beneficiary: Beneficiary) => void>();
    const { view, pages } = await renderList(onSelect);
    fireEvent.click(screen.getByText("Payee 2"));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: "id-2" }));
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <BeneficiaryList pages={pages} total={TOTAL} selectedId="id-2" onSelect={onSelect} />
      </FluentProvider>,
    );
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("Payee 2");
    fireEvent.keyDown(screen.getByRole("listbox", { name: "Beneficiaries" }), { key: "ArrowDown" });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: "id-3" }));
  });
});
