/**
 * The demo service as `npm run sim` runs it, in a process of its own (a benchmark's real service, or one a test
 * kills): started on a free port, resolved once it prints where it listens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface SimProcess {
  url: string;
  child: ChildProcess;
  /** Stops it with SIGTERM and waits for it to exit. */
  close(): Promise<void>;
}

export async function startSimProcess(flags: readonly string[]): Promise<SimProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/sim/main.ts", "--port", "0", ...flags], {
    cwd: path.resolve(__dirname, "../.."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`demo service exited early (${code}): ${output}`)));
  });
  return {
    url,
    child,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
