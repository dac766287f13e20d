/**
 * A disk a test can make full or unwritable without root: the snapshot's file-system operations
 * (src/demo-service/snapshot-files.ts) over the real ones, failing as the test says, with the errors the system gives.
 * `unwritableFolder` takes a folder's write permission away with chmod where that has an effect, and falls back to
 * this injection where it has none (a process running as root writes into a read-only folder anyway).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { chmod, open, readdir, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SnapshotFileHandle, SnapshotFiles } from "../../src/demo-service/snapshot-files";

export type DiskFault =
  /** Creating a file fails as in a folder without write permission. */
  | { kind: "unwritable" }
  /** A file takes `afterBytes` bytes, then the disk is full: a partial file stays, as a real full disk leaves it. */
  | { kind: "full"; afterBytes: number }
  /** The new file is written and synced, but renaming it over the snapshot fails. */
  | { kind: "rename" }
  /** Writing works, flushing it to the device fails. */
  | { kind: "sync" };

function systemError(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  const words: Record<string, string> = { EACCES: "permission denied", ENOSPC: "no space left on device", EIO: "i/o error" };
  return Object.assign(new Error(`${code}: ${words[code] ?? code}, ${syscall} '${file}'`), { code, syscall, path: file });
}

export class FailingDisk {
  /** The failure every snapshot write meets from now on; null: the disk works. */
  fault: DiskFault | null = null;
  /** Files opened for writing while a fault was set: the attempts the service made. */
  failedAttempts = 0;
  /** While set, a write waits here before it starts: a test holds a save in progress and sends requests meanwhile. */
  gate: Promise<void> | null = null;
  /** Writes waiting at the gate. */
  waiting = 0;

  readonly files: SnapshotFiles = {
    open: async (file, flags) => {
      const fault = this.fault;
      if (flags === "w" && this.gate) {
        this.waiting += 1;
        await this.gate;
        this.waiting -= 1;
      }
      if (flags === "w" && fault) this.failedAttempts += 1;
      if (flags === "w" && fault?.kind === "unwritable") throw systemError("EACCES", "open", file);
      const handle = await open(file, flags);
      return flags === "w" && fault ? this.failing(handle, fault, file) : handle;
    },
    rename: async (from, to) => {
      if (this.fault?.kind === "rename") throw systemError("EIO", "rename", from);
      await rename(from, to);
    },
    rm: (file, options) => rm(file, options),
    readdir: (folder) => readdir(folder),
    readFile: (file, encoding) => readFile(file, encoding),
  };

  private failing(handle: SnapshotFileHandle, fault: DiskFault, file: string): SnapshotFileHandle {
    return {
      writeFile: async (text, encoding) => {
        if (fault.kind !== "full") return handle.writeFile(text, encoding);
        await handle.writeFile(Buffer.from(text, encoding).subarray(0, fault.afterBytes).toString(encoding), encoding);
        throw systemError("ENOSPC", "write", file);
      },
      sync: async () => {
        if (fault.kind === "sync") throw systemError("EIO", "fsync", file);
        await handle.sync();
      },
      close: () => handle.close(),
    };
  }
}

/** True when taking a folder's write permission away stops this process writing there (not so for root). */
export const chmodTakesEffect: boolean = (() => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "fxdesk-chmod-"));
  try {
    chmodSync(folder, 0o555);
    writeFileSync(path.join(folder, "probe"), "");
    return false;
  } catch {
    return true;
  } finally {
    chmodSync(folder, 0o755);
    rmSync(folder, { recursive: true, force: true });
  }
})();

/** How `unwritableFolder` takes the permission away on this machine, for test names. */
export const UNWRITABLE_BY = chmodTakesEffect ? "chmod 555" : "injected EACCES: chmod has no effect for root";

/** Makes a folder unwritable and writable again: chmod where it takes effect, else the disk's injected EACCES. */
export function unwritableFolder(folder: string, disk: FailingDisk) {
  return {
    make: async () => {
      if (chmodTakesEffect) await chmod(folder, 0o555);
      else disk.fault = { kind: "unwritable" };
    },
    restore: async () => {
      if (chmodTakesEffect) await chmod(folder, 0o755);
      else disk.fault = null;
    },
  };
}
