import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".xml": "application/xml",
  ".txt": "text/plain",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Text in a served script or page replaced as it is served: a placeholder the build left for this host to fill. */
export interface Substitution {
  placeholder: string;
  /** Read at each request, so the value can be known after the server's own origin is. */
  value: () => string;
}

const substituted = new Set([".html", ".js"]);

/** Serves a built folder on a free loopback port, as a static host would in production. */
export async function serveStatic(folder: string, substitution?: Substitution): Promise<StaticServer> {
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(folder, path.normalize(pathname).replace(/^([/\\])+/, ""));
    if (!file.startsWith(folder)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error("not a file");
      const headers = { "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream" };
      if (substitution !== undefined && substituted.has(path.extname(file))) {
        const text = (await readFile(file, "utf8")).replaceAll(substitution.placeholder, substitution.value());
        response.writeHead(200, headers).end(text);
        return;
      }
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
