/**
 * "Remember on this device": the sign-in details in localStorage, only when the user ticks the box.
 * localStorage is not encrypted (the form says so); unticking or signing out with the box off forgets them.
 */
import { officePartitionKey } from "../office-partition";
import { hasEnvironment, type EnvironmentId } from "./environments";

interface RememberedCredentials {
  environmentId: EnvironmentId;
  customUrl: string;
  loginId: string;
  apiKey: string;
}

const STORAGE_KEY = "fxdesk.sign-in";

/**
 * Where Office partitions an add-in's storage (Excel on the web, per host origin), the key carries the partition,
 * as Office asks (Microsoft's "Persist add-in state and settings", Storage partitioning: use Office.context.partitionKey
 * as part of the localStorage key; it is undefined where storage is not partitioned), so one partition never reads
 * another's credentials. Office sets `Office.context` only once Office.onReady has resolved (Microsoft's "Initialize your
 * Office Add-in"): the pane calls these functions only after TaskpaneHost.whenReady (use-session.ts).
 */
export function storageKey(partitionKey: string | undefined = officePartitionKey()): string {
  return partitionedKey(STORAGE_KEY, partitionKey);
}

/** Any key the pane keeps in localStorage, carrying Office's partition as the sign-in's does. */
export function partitionedKey(key: string, partitionKey: string | undefined = officePartitionKey()): string {
  return partitionKey ? `${partitionKey}${key}` : key;
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

/** Some Office hosts block storage in private modes; the add-in then simply cannot remember. */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
