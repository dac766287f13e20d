/**
 * The demo service's data on disk, so a demo survives a restart and loses nothing it acknowledged:
 * - every write goes to a temporary file that is fsynced, renamed over the snapshot, and the folder fsynced;
 * - `durable()` lets an answer wait until the change it reports is on disk (group commit: the requests of a burst
 *   share one write), so a create answered 200 survives `kill -9`;
 * - a failed write (the folder removed, the disk full) is logged and retried, never an unhandled crash;
 * - at start, temporary files a killed process left behind are removed, and a snapshot that does not hold what
 *   the service needs is refused with a message that says so.
 */
import { open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { randomText, type SimData } from "./state";

interface SnapshotFile {
  version: 1;
  savedAt: number;
  data: SimData;
}

const RECORD_MAPS = ["accounts", "contacts", "balances", "beneficiaries", "conversions", "payments", "fundings"] as const;
/** Maps added later: a snapshot saved before them lacks them, but one that has them must hold records. */
const LATER_RECORD_MAPS = ["heldRates", "heldQuotes"] as const;
const RETRY_MS = 1_000;

export class SnapshotWriter {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  /** Bumped by every change; a write saves every change up to the version it read. */
  private version = 0;
  private savedVersion = 0;

  constructor(
    private readonly file: string,
    private readonly read: () => { data: SimData; now: number },
    private readonly log: (message: string) => void = (message) => console.error(message),
    private readonly delayMs = 50,
  ) {}

  /** Called after every change; bursts are coalesced into one write. */
  markDirty(): void {
    this.version += 1;
    this.schedule(this.delayMs);
  }

  /** Resolves once every change made so far is on disk; rejects if that write failed (it is retried meanwhile). */
  async durable(): Promise<void> {
    const target = this.version;
    while (this.savedVersion < target) await this.flush();
  }

  /** Writes now (after any write in progress), unless nothing changed since the last one. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.writing) await this.writing.catch(() => undefined);
    if (this.savedVersion >= this.version) return;
    const version = this.version;
    const { data, now } = this.read();
    const text = JSON.stringify({ version: 1, savedAt: now, data } satisfies SnapshotFile);
    this.writing = writeDurably(this.file, text);
    try {
      await this.writing;
      this.savedVersion = Math.max(this.savedVersion, version);
    } catch (error) {
      this.log(`demo service: could not save ${this.file} (${(error as Error).message}); trying again in ${RETRY_MS / 1000} s`);
      this.schedule(RETRY_MS);
      throw error;
    } finally {
      this.writing = null;
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A failed write is logged and scheduled again by flush itself.
      this.flush().catch(() => undefined);
    }, delayMs);
    this.timer.unref();
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomText(6, "abcdefghijklmnopqrstuvwxyz")}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Temporary files of writes a killed process never finished. */
export async function removeStaleTemporaries(file: string): Promise<void> {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith(".tmp")).map((name) => rm(path.join(folder, name), { force: true })));
}

/** The saved data and the simulated instant it was saved at, or null when there is no snapshot yet. */
export async function readSnapshot(file: string): Promise<{ data: SimData; savedAt: number } | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const refuse = (why: string) => new Error(`The snapshot ${file} cannot be used: ${why}. Move it away to start afresh.`);
  let parsed: Partial<SnapshotFile>;
  try {
    parsed = JSON.parse(text) as Partial<SnapshotFile>;
  } catch {
    throw refuse("it is not JSON");
  }
  if (parsed.version !== 1) throw refuse(`its version is ${JSON.stringify(parsed.version)}, not 1`);
  if (typeof parsed.savedAt !== "number" || !Number.isFinite(parsed.savedAt) || parsed.savedAt < 0 || parsed.savedAt > 8.64e15) {
    throw refuse("savedAt is not an instant");
  }
  const data = parsed.data as Partial<SimData> | undefined;
  if (typeof data?.houseAccountId !== "string") throw refuse("it names no house account");
  for (const map of RECORD_MAPS) {
    const records = data[map];
    if (typeof records !== "object" || records === null || Array.isArray(records)) throw refuse(`"${map}" is not a set of records`);
  }
  for (const map of LATER_RECORD_MAPS) {
    const records = data[map];
    if (records !== undefined && (typeof records !== "object" || records === null || Array.isArray(records))) throw refuse(`"${map}" is not a set of records`);
  }
  if (!Object.hasOwn(data.accounts as object, data.houseAccountId)) throw refuse("its house account is not among its accounts");
  return { data: data as SimData, savedAt: parsed.savedAt };
}
