/**
 * manifest.xml against the Office add-in manifest XSDs, offline (test/fixtures/office-manifest-xsd): the file in
 * the repository, the one a production build writes (localhost URLs replaced by the public URL), and
 * deliberately broken copies that must be refused.
 */
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper, so the test checks what the build writes
const { rewriteManifest } = require("../../../scripts/public-url.js") as { rewriteManifest: (xml: string, url: string) => string };

const root = path.resolve(__dirname, "../../..");
const schemaDir = path.join(root, "test/fixtures/office-manifest-xsd");
const MAIN_SCHEMA = "OfficeAppManifestV1_1.xsd";
const manifest = readFileSync(path.join(root, "manifest.xml"), "utf8");

async function schemaErrors(xml: string): Promise<string[]> {
  const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(schemaDir, fileName), "utf8") });
  const result = await validateXML({
    xml: [{ fileName: "manifest.xml", contents: xml }],
    schema: [schemaFile(MAIN_SCHEMA)],
    preload: readdirSync(schemaDir).filter((name) => name.endsWith(".xsd") && name !== MAIN_SCHEMA).map(schemaFile),
  });
  return result.errors.map((error) => error.message);
}

/** The manifest with one change that must break it; the change must apply, or the case proves nothing. */
function broken(from: string | RegExp, to: string): string {
  const changed = manifest.replace(from, to);
  if (changed === manifest) throw new Error(`the manifest has no ${String(from)}`);
  return changed;
}

describe("manifest.xml against the Office manifest schemas", () => {
  it("is valid as checked in", async () => {
    expect(await schemaErrors(manifest)).toEqual([]);
  });

  it("is valid as a production build writes it", async () => {
    const built = rewriteManifest(manifest, "https://fxdesk.example.com/addin");
    expect(built).not.toContain("localhost");
    expect(await schemaErrors(built)).toEqual([]);
  });

  it.each([
    ["without its Id", /<Id>[^<]+<\/Id>\s*/, ""],
    ["with a version that is not four numbers", "<Version>0.1.0.0</Version>", "<Version>0.1-beta</Version>"],
    ["with the runtime's lifetime misspelt", 'lifetime="long"', 'lifetime="forever"'],
    ["with an element the schema does not know", "<Runtimes>", "<Runtimes><Unknown/>"],
    ["with the requirement sets after the default settings", /(<Requirements>[\s\S]*?<\/Requirements>)\s*(<DefaultSettings>[\s\S]*?<\/DefaultSettings>)/, "$2$1"],
  ])("refuses a manifest %s", async (_name, from, to) => {
    expect((await schemaErrors(broken(from, to))).length).toBeGreaterThan(0);
  });
});
