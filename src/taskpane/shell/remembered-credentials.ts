/**
 * "Remember on this device": the sign-in details in localStorage, only when the user ticks the box.
 * localStorage is not encrypted (the form says so); unticking or signing out with the box off forgets them.
 */
import { partitionedKey, safeLocalStorage } from "../components/pane-storage";
import { officePartitionKey } from "../office-partition";
import { hasEnvironment, type EnvironmentId } from "../components/environments";

interface RememberedCredentials {
  environmentId: EnvironmentId;
  customUrl: string;
  loginId: string;
  apiKey: string;
}

const STORAGE_KEY = "fxdesk.sign-in";

/** The sign-in's key, under Office's partition (components/pane-storage.ts says why). */
export function storageKey(partitionKey: string | undefined = officePartitionKey()): string {
  return partitionedKey(STORAGE_KEY, partitionKey);
}

export function loadRememberedCredentials(storage: Storage | undefined = safeLocalStorage()): RememberedCredentials | undefined {
  const text = storage?.getItem(storageKey());
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<RememberedCredentials>;
    if (typeof value.loginId !== "string" || typeof value.apiKey !== "string" || typeof value.environmentId !== "string") {
      return undefined;
    }
    // Remembered by another build (the local demo service is not in a deployed one): nothing to sign in to.
    if (!hasEnvironment(value.environmentId)) return undefined;
    return { environmentId: value.environmentId, customUrl: value.customUrl ?? "", loginId: value.loginId, apiKey: value.apiKey };
  } catch {
    return undefined;
  }
}

export function rememberCredentials(credentials: RememberedCredentials, storage: Storage | undefined = safeLocalStorage()): void {
  storage?.setItem(storageKey(), JSON.stringify(credentials));
}

export function forgetCredentials(storage: Storage | undefined = safeLocalStorage()): void {
  storage?.removeItem(storageKey());
}
