/**
 * One form as the guided form shows it: loaded with its documents and images, and its live checklist — the
 * completeness check run on the saved form at the instant of the clock the panel is given, against the service's
 * permitted countries and sectors once they are loaded.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FxDeskClient } from "../../../api";
import { checkCompleteness, type Finding } from "../../../domain/onboarding";
import { applicationModel, loadApplication, type CompletenessReference, type LoadedApplication } from "../../../jobs";
import { describeError } from "../../components/describe-error";

interface ApplicationState {
  loaded?: LoadedApplication;
  loadError?: string;
  findings: Finding[];
  /** Loads the form again; answers what was loaded (undefined when loading failed). */
  reload(): Promise<LoadedApplication | undefined>;
}

export function useApplication(client: FxDeskClient, formId: string, now: () => number, reference: CompletenessReference | undefined): ApplicationState {
  const [loaded, setLoaded] = useState<LoadedApplication>();
  const [loadError, setLoadError] = useState<string>();
  const reload = useCallback(async () => {
    try {
      const fresh = await loadApplication(client.onboarding, formId);
      setLoaded(fresh);
      setLoadError(undefined);
      return fresh;
    } catch (error) {
      setLoadError(describeError(error).message);
      return undefined;
    }
  }, [client, formId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const findings = useMemo(() => (loaded ? checkCompleteness(applicationModel(loaded), { now: new Date(now()), ...reference }) : []), [loaded, now, reference]);
  return { loaded, loadError, findings, reload };
}
