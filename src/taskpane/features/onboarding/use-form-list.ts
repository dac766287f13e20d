/** The house account's onboarding forms, filtered by status and kind, newest change first; and starting a new one. */
import { useCallback, useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { ApplicationStatus, EntityType, OnboardingFormWithSections } from "../../../api/schemas";
import { describeError } from "../../shell/describe-error";

interface FormFilters {
  status?: ApplicationStatus;
  entityType?: EntityType;
}

export function useFormList(client: FxDeskClient, filters: FormFilters) {
  const [forms, setForms] = useState<OnboardingFormWithSections[]>();
  const [problem, setProblem] = useState<string>();
  const { status, entityType } = filters;
  const load = useCallback(async () => {
    try {
      const found = await client.onboarding.forms
        .listAll({ order: "updated_at", ...(status ? { application_status: status } : {}), ...(entityType ? { entity_type: entityType } : {}) })
        .toArray();
      setForms(found);
      setProblem(undefined);
    } catch (error) {
      setProblem(describeError(error).message);
    }
  }, [client, status, entityType]);
  useEffect(() => {
    void load();
  }, [load]);
  return { forms, problem, reload: load };
}

