/**
 * The file-system operations the snapshot uses, injectable so a test can make the disk full or read-only without
 * root (docs/demo-service.md, "The demo service's snapshot"), and the one durable write built on them: a temporary
 * file, fsynced, renamed over the snapshot, the folder fsynced. A write that fails removes its temporary file, so a
 * full disk gets its space back.
 */
import { open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { randomText } from "./state";

export interface SnapshotFileHandle {
  writeFile(text: string, encoding: "utf8"): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface SnapshotFiles {
  open(file: string, flags: "w" | "r"): Promise<SnapshotFileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: true }): Promise<void>;
  readdir(folder: string): Promise<string[]>;
  readFile(file: string, encoding: "utf8"): Promise<string>;
}

export const nodeFiles: SnapshotFiles = { open, rename, rm, readdir, readFile };

const TEMPORARY_SUFFIX = ".tmp";

/** Writes `text` to `file` so that a crash leaves either the old snapshot or the new one, never a mix. */
export async function writeDurably(files: SnapshotFiles, file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomText(6, "abcdefghijklmnopqrstuvwxyz")}${TEMPORARY_SUFFIX}`;
  const handle = await files.open(temporary, "w");
  try {
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await files.rename(temporary, file);
  } catch (error) {
    // A partial file on a full disk holds the space the next write needs.
    await files.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  const folder = await files.open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Temporary files of writes a killed process never finished. */
export async function removeStaleTemporaries(files: SnapshotFiles, file: string): Promise<void> {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await files.readdir(folder).catch(() => [] as string[]);
  const stale = names.filter((name) => name.startsWith(prefix) && name.endsWith(TEMPORARY_SUFFIX));
  await Promise.all(stale.map((name) => files.rm(path.join(folder, name), { force: true }).catch(() => undefined)));
}

/** Why a save failed, in words an operator acts on; the system's code in brackets. */
export function saveFailureInWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOSPC":
    case "EDQUOT":
      return `the disk holding its snapshot is full (${code})`;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `the folder of its snapshot cannot be written (${code})`;
    case "ENOENT":
      return "the folder of its snapshot does not exist (ENOENT)";
    default:
      return `the disk refused the write (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}
