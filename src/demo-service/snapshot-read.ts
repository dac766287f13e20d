/**
 * Reading the snapshot at start: the whole file is checked against its schema (snapshot-schema.ts) before the service
 * uses any of it, and a damaged one is refused with every bad place named, never repaired or half used.
 */
import type { SnapshotFiles } from "./snapshot-files";
import { checkSnapshot } from "./snapshot-schema";
import type { SavedData } from "./state";

/** At most this many bad places are listed; the rest are counted. */
const LISTED_PROBLEMS = 5;

/** The saved data and the simulated instant it was saved at, or null when there is no snapshot yet. */
export async function readSnapshot(files: SnapshotFiles, file: string): Promise<{ data: SavedData; savedAt: number } | null> {
  let text: string;
  try {
    text = await files.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`The snapshot ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const refuse = (why: string) => new Error(`The snapshot ${file} cannot be used: ${why}. Mend it, or move it away to start afresh.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse(`it is not JSON (${(error as Error).message})`);
  }
  const checked = checkSnapshot(json);
  if ("problems" in checked) {
    const { problems } = checked;
    const more = problems.length > LISTED_PROBLEMS ? `; and ${problems.length - LISTED_PROBLEMS} more` : "";
    throw refuse(`${problems.slice(0, LISTED_PROBLEMS).join("; ")}${more}`);
  }
  return checked;
}
