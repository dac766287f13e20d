/** The one page-size policy of the client's finds: learnt from the service's refusal, asked again once, remembered. */
import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { BadRequestError } from "../../../../src/api";
import { PageSizeRefusedError, pagedBy, PageSizes } from "../../../../src/api/internal/page-sizes";
import type { Requester, RequestSpec } from "../../../../src/api/internal/request-spec";

function tooBig(path: string, message: string, params: Record<string, unknown> = {}) {
  return new BadRequestError({
    status: 400,
    errorCode: "payment_find_failed",
    messages: { per_page: [{ code: "per_page_is_too_big", message, params }] },
    requestId: undefined,
    method: "GET",
    path,
  });
}

/** A service whose finds refuse pages over `largest` with `refusal`'s words, recording each path and per_page sent. */
function service(largest: number, refusal = (path: string) => tooBig(path, `per_page can not be bigger than ${largest}`)) {
  const sent: [path: string, perPage: unknown][] = [];
  const requester: Requester = {
    request<T>(spec: RequestSpec<T>): Promise<T> {
      sent.push([spec.path, spec.params?.per_page]);
      if (typeof spec.params?.per_page === "number" && spec.params.per_page > largest) return Promise.reject(refusal(spec.path));
      return Promise.resolve({ per_page: spec.params?.per_page } as T);
    },
  };
  return { sent, requester };
}

const find = (path: string, perPage: number): RequestSpec<unknown> => ({ method: "GET", path, params: { page: 1, per_page: perPage }, schema: z.unknown() });

describe("the page size of every find", () => {
  it("learns the largest page from the refusal's message, asks that page once more at it, and keeps it for the endpoint", async () => {
    const { sent, requester } = service(25);
    const sizes = new PageSizes();
    const finds = pagedBy(requester, sizes);
    expect(await finds.request(find("/v2/payments/find", 100))).toEqual({ per_page: 25 });
    expect(sent).toEqual([["/v2/payments/find", 100], ["/v2/payments/find", 25]]);
    expect(sizes.largestFor("/v2/payments/find")).toBe(25);

    // Later finds of that endpoint are sent at the learnt size at once; a smaller wish is sent as it is.
    sent.length = 0;
    await finds.request(find("/v2/payments/find", 500));
    await finds.request(find("/v2/payments/find", 10));
    expect(sent).toEqual([["/v2/payments/find", 25], ["/v2/payments/find", 10]]);

    // Another endpoint has not been refused yet: it is asked at the caller's size, and learns its own.
    sent.length = 0;
    await finds.request(find("/v2/beneficiaries/find", 100));
    expect(sent).toEqual([["/v2/beneficiaries/find", 100], ["/v2/beneficiaries/find", 25]]);
    expect(sizes.largestFor("/v2/accounts/find")).toBeUndefined();
  });

  it("takes the refusal's maxvalue parameter over its words", async () => {
    const { sent, requester } = service(40, (path) => tooBig(path, "per_page can not be bigger than %i", { maxvalue: 40 }));
    await pagedBy(requester, new PageSizes()).request(find("/v2/contacts/find", 100));
    expect(sent.map(([, perPage]) => perPage)).toEqual([100, 40]);
  });

  it("asks again only once: a second refusal is the caller's", async () => {
    // The service names 25 but refuses it too.
    const { sent, requester } = service(10, (path) => tooBig(path, "per_page can not be bigger than 25"));
    await expect(pagedBy(requester, new PageSizes()).request(find("/v2/accounts/find", 100))).rejects.toBeInstanceOf(BadRequestError);
    expect(sent.map(([, perPage]) => perPage)).toEqual([100, 25]);
  });

  it("passes on a refusal that names no size in words, asking nothing again", async () => {
    const { sent, requester } = service(25, (path) => tooBig(path, "per_page can not be bigger than %i"));
    const refused = await pagedBy(requester, new PageSizes()).request(find("/v2/transfers/find", 100)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PageSizeRefusedError);
    expect((refused as PageSizeRefusedError).userMessage).toBe(
      "The FX Desk service would not send this list 100 records at a time and did not say how many it sends at once, so the list could not be read: try again, and tell support if it happens again",
    );
    expect((refused as PageSizeRefusedError).toldByTheService).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("leaves other failures and requests without a page size alone", async () => {
    const other = new BadRequestError({ status: 400, errorCode: "payment_find_failed", messages: { currency: [{ code: "currency_is_in_invalid_format", message: "currency is not valid", params: {} }] }, requestId: undefined, method: "GET", path: "/v2/payments/find" });
    let asked = 0;
    const requester: Requester = { request: () => ((asked += 1), Promise.reject(other)) };
    await expect(pagedBy(requester, new PageSizes()).request(find("/v2/payments/find", 100))).rejects.toBe(other);
    expect(asked).toBe(1);
    const { sent, requester: plain } = service(25);
    await pagedBy(plain, new PageSizes()).request({ method: "GET", path: "/v2/accounts/current", schema: z.unknown() });
    expect(sent).toEqual([["/v2/accounts/current", undefined]]);
  });
});

describe("finds sent at once", () => {
  it("wait for the endpoint's first find, so a refused size costs one refusal, then go together", async () => {
    const { sent, requester } = service(25);
    const finds = pagedBy(requester, new PageSizes());
    const answers = await Promise.all([finds.request(find("/v2/transactions/find", 500)), finds.request(find("/v2/transactions/find", 500)), finds.request(find("/v2/transactions/find", 500))]);
    expect(answers).toEqual([{ per_page: 25 }, { per_page: 25 }, { per_page: 25 }]);
    expect(sent.map(([, perPage]) => perPage)).toEqual([500, 25, 25, 25]);
  });

  it("do not wait once the endpoint has answered the size they want", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    let hold = false;
    const requester: Requester = {
      request<T>(spec: RequestSpec<T>): Promise<T> {
        sent.push(spec.params?.per_page);
        return (hold ? held : Promise.resolve()).then(() => ({}) as T);
      },
    };
    const finds = pagedBy(requester, new PageSizes());
    await finds.request(find("/v2/payments/find", 1000));
    hold = true;
    const both = Promise.all([finds.request(find("/v2/payments/find", 1000)), finds.request(find("/v2/payments/find", 100))]);
    // Both are on the wire before either answers.
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([1000, 1000, 100]);
    release();
    await both;
  });
});
