/**
 * Whether the first-run guide was dismissed on this device: kept in localStorage under Office's partition, as the
 * remembered sign-in is (components/pane-storage.ts), and read only once signed in — after TaskpaneHost.whenReady.
 */
import { partitionedKey, safeLocalStorage } from "../components/pane-storage";

const GUIDE_KEY = "fxdesk.first-run-guide";

export function guideDismissed(storage: Storage | undefined = safeLocalStorage()): boolean {
  return storage?.getItem(partitionedKey(GUIDE_KEY)) === "dismissed";
}

export function dismissGuide(storage: Storage | undefined = safeLocalStorage()): void {
  storage?.setItem(partitionedKey(GUIDE_KEY), "dismissed");
}
