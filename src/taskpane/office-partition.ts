/**
 * Office's storage partition (Microsoft's "Persist add-in state and settings", Storage partitioning): where Office
 * partitions an add-in's storage (Excel on the web, per host origin) `Office.context.partitionKey` names the
 * partition, to be made part of every localStorage key; it is undefined where storage is not partitioned, and
 * outside Office (the playground). Office sets `Office.context` only once Office.onReady has resolved.
 */
export function officePartitionKey(): string | undefined {
  return (globalThis as { Office?: { context?: { partitionKey?: string } } }).Office?.context?.partitionKey || undefined;
}
