/** Pages of the list fetched as rows come into view: directly, once each, with the total from the first answer. */
import { describe, expect, it } from "@jest/globals";
import type { BeneficiaryFindParams, CallOptions } from "../../../../../src/api";
import type { BeneficiariesFindResult, Beneficiary } from "../../../../../src/api/schemas";
import { PAGE_SIZE } from "../../../../../src/taskpane/components/find-pages";
import { beneficiaryPages } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-pages";

function fakeService(count: number, failPages: Set<number> = new Set()) {
  const all = Array.from({ length: count }, (_, index) => ({ id: `id-${index}`, name: `Payee ${String(index).padStart(5, "0")}` }) as Beneficiary);
  const asked: BeneficiaryFindParams[] = [];
  const options: CallOptions[] = [];
  const find = async (params: BeneficiaryFindParams, callOptions: CallOptions): Promise<BeneficiariesFindResult> => {
    asked.push(params);
    options.push(callOptions);
    const page = params.page ?? 1;
    if (failPages.has(page)) throw new Error(`page ${page} failed`);
    const perPage = params.per_page ?? 25;
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    return {
      beneficiaries: all.slice((page - 1) * perPage, page * perPage),
      pagination: {
        total_entries: all.length,
        total_pages: totalPages,
        current_page: page,
        per_page: perPage,
        previous_page: page > 1 ? page - 1 : -1,
        next_page: page < totalPages ? page + 1 : -1,
        order: "name",
        order_asc_desc: "asc",
      },
    };
  };
  return { all, asked, options, find };
}

describe("BeneficiaryPages", () => {
  it("asks for the first page to learn the total, with the filters, the acting-as and the order by name", async () => {
    const service = fakeService(5000);
    const pages = beneficiaryPages(service.find, { currency: "EUR" }, { onBehalfOf: "contact-1" });
    expect(pages.snapshot().total).toBeUndefined();
    await pages.show(0, 13);
    expect(service.asked).toEqual([{ currency: "EUR", page: 1, per_page: PAGE_SIZE, order: "name", order_asc_desc: "asc" }]);
    expect(service.options).toEqual([{ onBehalfOf: "contact-1" }]);
    expect(pages.snapshot().total).toBe(5000);
    expect(pages.at(0)?.name).toBe("Payee 00000");
    expect(pages.at(99)?.name).toBe("Payee 00099");
    expect(pages.at(100)).toBeUndefined();
  });

  it("reaches any page directly, without the pages before it, and asks for each page once", async () => {
    const service = fakeService(5000);
    const pages = beneficiaryPages(service.find, {}, {});
    await pages.show(0, 13);
    await pages.show(3994, 4013);
    await pages.show(3994, 4013);
    await Promise.all([pages.show(4990, 5000), pages.show(4990, 5000)]);
    expect(service.asked.map((params) => params.page)).toEqual([1, 40, 41, 50]);
    expect(pages.at(3999)?.name).toBe("Payee 03999");
    expect(pages.at(4000)?.name).toBe("Payee 04000");
    expect(pages.at(4999)?.name).toBe("Payee 04999");
  });

  it("never asks beyond the last page", async () => {
    const service = fakeService(150);
    const pages = beneficiaryPages(service.find, {}, {});
    await pages.show(0, 13);
    await pages.show(140, 400);
    expect(service.asked.map((params) => params.page)).toEqual([1, 2]);
  });

  it("keeps a failed page's error for the tab, and asks for it again on retry", async () => {
    const failing = new Set([2]);
    const service = fakeService(250, failing);
    const pages = beneficiaryPages(service.find, {}, {});
    let changes = 0;
    pages.subscribe(() => changes++);
    await pages.show(0, 13);
    await pages.show(100, 120);
    expect((pages.snapshot().failure as Error).message).toBe("page 2 failed");
    expect(pages.at(100)).toBeUndefined();
    failing.clear();
    await pages.retry();
    expect(pages.snapshot().failure).toBeUndefined();
    expect(pages.at(100)?.name).toBe("Payee 00100");
    expect(changes).toBeGreaterThanOrEqual(4);
  });

  it("drops a deleted beneficiary at once, and asks again for the pages after it", async () => {
    const service = fakeService(250);
    const pages = beneficiaryPages(service.find, {}, {});
    await pages.show(0, 13);
    await pages.show(100, 210);
    pages.remove("id-5");
    expect(pages.snapshot().total).toBe(249);
    expect(pages.at(5)?.name).toBe("Payee 00006");
    expect(pages.at(100)).toBeUndefined();
    await pages.show(100, 110);
    expect(service.asked.map((params) => params.page)).toEqual([1, 2, 3, 2]);
  });

  it("says nothing once its requests are cancelled (a new search replaced it)", async () => {
    const controller = new AbortController();
    const service = fakeService(10, new Set([1]));
    const pages = beneficiaryPages(service.find, {}, { signal: controller.signal });
    controller.abort();
    await pages.show(0, 13);
    expect(pages.snapshot()).toEqual({ total: undefined, failure: undefined });
  });
});
