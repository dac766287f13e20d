/**
 * Reads the project's Dockerfile into its stages, so a test can lay out and start the final stage the way a
 * container engine would (none runs on the test machines). Understands what the Dockerfile uses: FROM … AS,
 * WORKDIR, COPY [--from=stage], RUN, ARG, ENV k=v …, USER, EXPOSE, HEALTHCHECK [options] CMD <shell>, CMD [json].
 */
import { readFileSync } from "node:fs";

export interface DockerStage {
  image: string;
  name: string | undefined;
  workdir: string;
  env: Record<string, string>;
  runs: string[];
  copies: { from: string | undefined; source: string; target: string }[];
  user: string | undefined;
  exposed: number[];
  healthcheck: string | undefined;
  cmd: string[] | undefined;
}

/** Instructions with their continuation lines joined; comments and blank lines left out. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** `ENV A=1 B=two` → { A: "1", B: "two" } (values without spaces, as this Dockerfile writes them). */
function envPairs(text: string): Record<string, string> {
  return Object.fromEntries(text.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string]));
}

export function readDockerfile(file: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const line of instructions(readFileSync(file, "utf8"))) {
    const [keyword = "", rest = ""] = line.split(/\s+(.*)/s);
    const stage = stages.at(-1);
    if (keyword === "FROM") {
      const [image = "", as, name] = rest.split(/\s+/);
      stages.push({ image, name: as === "AS" ? name : undefined, workdir: "/", env: {}, runs: [], copies: [], user: undefined, exposed: [], healthcheck: undefined, cmd: undefined });
      continue;
    }
    if (stage === undefined) throw new Error(`Dockerfile: ${keyword} before FROM`);
    switch (keyword) {
      case "WORKDIR":
        stage.workdir = rest;
        break;
      case "ENV":
        Object.assign(stage.env, envPairs(rest));
        break;
      case "RUN":
        stage.runs.push(rest);
        break;
      case "COPY": {
        const from = /^--from=(\S+)\s+/.exec(rest);
        const [source = "", target = ""] = (from ? rest.slice(from[0].length) : rest).split(/\s+/);
        stage.copies.push({ from: from?.[1], source, target });
        break;
      }
      case "USER":
        stage.user = rest;
        break;
      case "EXPOSE":
        stage.exposed.push(...rest.split(/\s+/).map(Number));
        break;
      case "HEALTHCHECK":
        stage.healthcheck = rest.slice(rest.indexOf("CMD ") + "CMD ".length);
        break;
      case "CMD":
        stage.cmd = JSON.parse(rest) as string[];
        break;
      case "ARG":
        break;
      default:
        throw new Error(`Dockerfile: ${keyword} is not understood by this reader`);
    }
  }
  return stages;
}
