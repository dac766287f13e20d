/**
 * The house account's onboarding forms, filtered by status and kind, most recently changed first: a paged list
 * (taskpane/components/find-pages) that asks for each page as its rows come into view, so a house with hundreds of
 * forms lists every one of them without fetching them all before the first shows. A new list whenever a filter
 * changes, the one it replaces cancelled.
 */
import type { FxDeskClient } from "../../../api";
import type { ApplicationStatus, EntityType, OnboardingFormWithSections } from "../../../api/schemas";
import { FindPages } from "../../components/find-pages";
import { useFindPages } from "../../components/use-find-pages";

interface FormFilters {
  status?: ApplicationStatus;
  entityType?: EntityType;
}

export function useFormList(client: FxDeskClient, { status, entityType }: FormFilters) {
  return useFindPages(
    (signal) =>
      new FindPages<OnboardingFormWithSections>(async (paging, options) => {
        const result = await client.onboarding.forms.list(
          { ...paging, order: "updated_at", order_asc_desc: "desc", ...(status ? { application_status: status } : {}), ...(entityType ? { entity_type: entityType } : {}) },
          options,
        );
        return { items: result.forms, pagination: result.pagination };
      }, { signal }),
    [client, status, entityType],
  );
}
