/**
 * The container image as the Dockerfile describes it, without a container engine (none runs on the test machines):
 * the Dockerfile is read, its build stage's outputs are made as its RUN lines make them (the server compiled with
 * its own tsconfig, the dependencies pruned to production ones), its final stage is laid out by following its COPY
 * lines literally, and its CMD is started with its ENV. The HEALTHCHECK command then passes, the add-in is served
 * and the API relayed to the demo service through it; once stopped, the health check fails. What this cannot see
 * is the base image itself and the switch to its `node` user.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { eventually } from "../../e2e/support/eventually";
import { readDockerfile, type DockerStage } from "../../support/dockerfile";
import { withDemoService } from "../../support/with-demo-service";

const root = path.resolve(__dirname, "../../..");
const run = promisify(execFile);
const stages = readDockerfile(path.join(root, "Dockerfile"));
const build = stages[0] as DockerStage;
const final = stages.at(-1) as DockerStage;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * What the build stage holds at its WORKDIR once its RUN lines are done: package.json, the server compiled to its
 * tsconfig's outDir, a stand-in for the webpack output (built by the browser tests), and node_modules holding only
 * what `npm prune --omit=dev` keeps — linked, not copied: what the server requires is looked up here first.
 */
async function buildStageOutputs(stageDir: string): Promise<void> {
  await cp(path.join(root, "package.json"), path.join(stageDir, "package.json"));
  const serverConfig = JSON.parse(await readFile(path.join(root, "tsconfig.server.json"), "utf8")) as { compilerOptions: { outDir: string } };
  const tsc = require.resolve("typescript/bin/tsc", { paths: [root] });
  await run(process.execPath, [tsc, "-p", path.join(root, "tsconfig.server.json"), "--outDir", path.join(stageDir, serverConfig.compilerOptions.outDir)], { cwd: root });
  await mkdir(path.join(stageDir, "dist"));
  await writeFile(path.join(stageDir, "dist", "taskpane.html"), "<!doctype html><title>FX Desk</title>");
  const { stdout } = await run("npm", ["ls", "--omit=dev", "--all", "--parseable"], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  const topLevel = stdout
    .split("\n")
    .map((line) => path.relative(root, line.trim()))
    .filter((relative) => /^node_modules\/(@[^/]+\/)?[^/@]+$/.test(relative));
  for (const relative of topLevel) {
    await mkdir(path.dirname(path.join(stageDir, relative)), { recursive: true });
    await symlink(path.join(root, relative), path.join(stageDir, relative), "dir");
  }
}

/**
 * The final stage's files: each COPY --from=build, its source read from the build stage's folder. As COPY does, a
 * file copied to a target ending in "/" lands inside it under its own name; a folder's contents land in the target.
 */
async function layOutFinalStage(stageDir: string, appDir: string): Promise<void> {
  const inside = (containerPath: string, workdir: string, folder: string) => path.join(folder, path.posix.relative(workdir, path.posix.resolve(workdir, containerPath)));
  for (const copy of final.copies) {
    expect(copy.from).toBe(build.name);
    const source = inside(copy.source, build.workdir, stageDir);
    const intoFolder = copy.target.endsWith("/") && !(await stat(source)).isDirectory();
    const target = inside(intoFolder ? path.posix.join(copy.target, path.basename(source)) : copy.target, final.workdir, appDir);
    await cp(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

/** The final stage's ENV with its absolute paths moved into `appDir`, the port free on this machine. */
function containerEnv(appDir: string, port: number, upstream: string): NodeJS.ProcessEnv {
  const moved = Object.entries(final.env).map(([name, value]) => [name, value.startsWith(`${final.workdir}/`) ? path.join(appDir, value.slice(final.workdir.length)) : value]);
  return { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, ...Object.fromEntries(moved), FXDESK_SERVE_PORT: String(port), FXDESK_SERVE_HOST: "127.0.0.1", FXDESK_UPSTREAM_URL: upstream };
}

/** The HEALTHCHECK command's exit code, run as the engine runs it: through a shell in the container's env. */
async function healthcheck(env: NodeJS.ProcessEnv, cwd: string): Promise<number> {
  return new Promise((resolve) => spawn("/bin/sh", ["-c", final.healthcheck ?? "exit 1"], { env, cwd, stdio: "ignore" }).on("exit", (code) => resolve(code ?? 1)));
}

describe("the Dockerfile", () => {
  it("builds in one stage and runs in another, as a user who is not root, with a health check on the port it exposes", () => {
    expect(stages).toHaveLength(2);
    expect(final.image).toBe(build.image);
    expect(final.user).toBeDefined();
    expect(["root", "0"]).not.toContain(final.user);
    expect(final.exposed).toEqual([Number(final.env.FXDESK_SERVE_PORT)]);
    expect(final.healthcheck).toContain("/healthz");
    // The run stage installs nothing: it only copies what the build stage made.
    expect(final.runs).toEqual([]);
    expect(final.copies.map((copy) => copy.from)).toEqual(final.copies.map(() => build.name));
  });

  it("builds with the project's own scripts, then drops the development dependencies", async () => {
    const scripts = (JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    const commands = build.runs.flatMap((line) => line.split("&&").map((command) => command.trim()));
    expect(commands[0]).toMatch(/^npm ci\b/);
    for (const command of commands.filter((each) => each.startsWith("npm run "))) expect(Object.keys(scripts)).toContain(command.split(/\s+/)[2]);
    expect(commands).toEqual(expect.arrayContaining(["npm run build", "npm run build:server", "npm prune --omit=dev"]));
    expect(commands.at(-1)).toBe("npm prune --omit=dev");
  });
});

interface RunningImage {
  url: string;
  env: NodeJS.ProcessEnv;
  /** Everything it printed so far: the start line and its access log. */
  output: () => string;
  exited: Promise<number | null>;
  process: ChildProcess;
}

/** The final stage's CMD, started in `appDir` with its ENV; resolves once it says it is serving. */
async function startImage(appDir: string, upstream: string): Promise<RunningImage> {
  const port = await freePort();
  const env = containerEnv(appDir, port, upstream);
  const [command = "", ...args] = final.cmd ?? [];
  expect(command).toBe("node");
  const started = spawn(process.execPath, args, { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | null>((resolve) => started.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("FX Desk serving")) resolve();
    };
    started.stdout.on("data", collect);
    started.stderr.on("data", collect);
    started.on("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, env, output: () => output, exited, process: started };
}

describe("the image's final stage, started as the Dockerfile says", () => {
  let demoService: DemoServer;
  let workDir: string;
  let appDir: string;
  /** Shared by the tests that only read from it; the SIGTERM test starts and stops its own. */
  let image: RunningImage | undefined;
  const running = (): RunningImage => {
    if (image === undefined) throw new Error("the image did not start");
    return image;
  };

  withDemoService((demo) => ({ demoService } = demo));
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-image-"));
    const stageDir = path.join(workDir, "build-stage");
    appDir = path.join(workDir, "app");
    await mkdir(stageDir);
    await mkdir(appDir);
    await buildStageOutputs(stageDir);
    await layOutFinalStage(stageDir, appDir);
    image = await startImage(appDir, demoService.url);
  });
  afterAll(async () => {
    if (image?.process.exitCode === null) image.process.kill("SIGKILL");
    await rm(workDir, { recursive: true, force: true });
  });

  it("passes its health check", async () => {
    expect(await healthcheck(running().env, appDir)).toBe(0);
  });

  it("serves the add-in from the copied dist with the Office framing policy", async () => {
    const page = await fetch(`${running().url}/taskpane.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>FX Desk</title>");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https://*.officeapps.live.com");
  });

  it("relays a sign-in and a read to the demo service, and keeps the API key out of its log", async () => {
    const { url, output } = running();
    demoService.state.counters.reset();
    const signIn = await fetch(`${url}/v2/authenticate/api`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey }).toString(),
    });
    expect(signIn.status).toBe(200);
    const { auth_token: token } = (await signIn.json()) as { auth_token: string };
    const balances = await fetch(`${url}/v2/balances/find`, { headers: { "X-Auth-Token": token } });
    expect(balances.status).toBe(200);
    expect(((await balances.json()) as { balances: unknown[] }).balances.length).toBeGreaterThan(0);
    expect(demoService.state.counters.snapshot()).toMatchObject({ "POST /v2/authenticate/api": 1, "GET /v2/balances/find": 1 });
    // The access log line is written once the answer has gone.
    await eventually(() => expect(output()).toContain('"path":"/v2/balances/find","status":200'));
    expect(output()).not.toContain(DEMO_USER.apiKey);
  });

  it("stops on SIGTERM, after which the health check fails", async () => {
    const own = await startImage(appDir, demoService.url);
    expect(await healthcheck(own.env, appDir)).toBe(0);
    own.process.kill("SIGTERM");
    expect(await own.exited).toBe(0);
    expect(await healthcheck(own.env, appDir)).toBe(1);
  });
});
