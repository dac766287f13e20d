/**
 * A resource's `get`: `GET /v2/<resource>/<id>`, the id checked to be a UUID before anything is sent, on behalf of
 * a sub-account when asked. Conversions, beneficiaries, transactions and transfers are read this one way.
 */
import type { z } from "zod";
import { parseUuid } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import { splitCallOptions } from "./call-options";

export function getById<T>(requester: Requester, resource: string, schema: z.ZodType<T>) {
  return async (id: string, callOptions: CallOptions = {}): Promise<T> => {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    return requester.request({ method: "GET", path: `/v2/${resource}/${parseUuid(id, "id")}`, params: { on_behalf_of: onBehalfOf }, schema, options });
  };
}
