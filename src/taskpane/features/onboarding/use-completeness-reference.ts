/**
 * The permitted countries and sectors the checklist checks against, loaded once for the tab (every form opened in
 * it uses the same lists). Until they are loaded the checklist cannot be trusted to be complete, so the view holds
 * Submit back and says why; a failure can be tried again without leaving the form.
 */
import { useCallback, useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import { loadCompletenessReference, type CompletenessReference } from "../../../jobs";
import { describeError } from "../../components/describe-error";

export interface ReferenceState {
  reference?: CompletenessReference;
  problem?: string;
  retry(): void;
}

export function useCompletenessReference(client: FxDeskClient): ReferenceState {
  const [reference, setReference] = useState<CompletenessReference>();
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadCompletenessReference(client.onboarding).then(
      (loaded) => {
        if (!current) return;
        setReference(loaded);
        setProblem(undefined);
      },
      (error: unknown) => {
        if (current) setProblem(`The list of permitted countries could not be loaded: ${describeError(error).message}`);
      },
    );
    return () => {
      current = false;
    };
  }, [client, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { reference, problem, retry };
}
