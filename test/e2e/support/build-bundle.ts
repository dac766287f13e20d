import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");

/**
 * Runs the production-optimised demo build (`--env demo`) into `outputDir`, with the sign-in form's "Local demo
 * service" pointing at `demoServiceUrl`. A child process: webpack inside jest's module registry is slow and fragile.
 */
export async function buildBundle(demoServiceUrl: string, outputDir: string): Promise<void> {
  const webpackCli = require.resolve("webpack-cli/bin/cli.js", { paths: [root] });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, "--mode", "production", "--env", "demo"], {
      cwd: root,
      env: { ...process.env, FXDESK_DEMO_SERVICE_URL: demoServiceUrl, FXDESK_OUTPUT_DIR: outputDir, FXDESK_PUBLIC_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}:\n${output}`))));
  });
}
