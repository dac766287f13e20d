/**
 * What the pane keeps in localStorage (the remembered sign-in, the first-run guide, the Convert tab's rate settings)
 * is kept under Office's storage partition: where Office partitions an add-in's storage (Excel on the web, per host
 * origin), every key carries the partition, as Office asks (Microsoft's "Persist add-in state and settings", Storage
 * partitioning: use Office.context.partitionKey as part of the localStorage key; it is undefined where storage is not
 * partitioned), so one partition never reads another's values. Office sets `Office.context` only once Office.onReady
 * has resolved (Microsoft's "Initialize your Office Add-in"): the pane reads and writes these keys only after
 * TaskpaneHost.whenReady.
 */
import { officePartitionKey } from "../office-partition";

/** Any key the pane keeps in localStorage, carrying Office's partition. */
export function partitionedKey(key: string, partitionKey: string | undefined = officePartitionKey()): string {
  return partitionKey ? `${partitionKey}${key}` : key;
}

/** Some Office hosts block storage in private modes; what the pane would keep then lasts as long as the pane. */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
