/**
 * Offline manifest checks (docs/tests.md, "Manifest checks are offline"): the validator CLI calls a web service, so
 * this test parses manifest.xml and asserts the invariants a shared-runtime custom-functions add-in depends on.
 */
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";

const root = path.resolve(__dirname, "../../..");
const manifestText = readFileSync(path.join(root, "manifest.xml"), "utf8");
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Elements that may repeat are always arrays, so a second entry cannot silently change the shape.
  isArray: (name) => ["Set", "Runtime", "ExtensionPoint", "bt:Image", "bt:Url", "bt:String", "Control"].includes(name),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML is untyped; each assertion names its path
const app: any = parser.parse(manifestText).OfficeApp;
const host = app.VersionOverrides.Hosts.Host;
const resources = app.VersionOverrides.Resources;

function resourceUrl(resid: string): string {
  const entry = resources["bt:Urls"]["bt:Url"].find((u: { "@id": string }) => u["@id"] === resid);
  if (!entry) throw new Error(`No bt:Url with id ${resid}`);
  return entry["@DefaultValue"];
}

function shortString(resid: string): string {
  const entry = resources["bt:ShortStrings"]["bt:String"].find((s: { "@id": string }) => s["@id"] === resid);
  if (!entry) throw new Error(`No bt:String with id ${resid}`);
  return entry["@DefaultValue"];
}

function extensionPoint(section: { ExtensionPoint: { "@xsi:type": string }[] }, type: string) {
  const point = section.ExtensionPoint.find((p) => p["@xsi:type"] === type);
  if (!point) throw new Error(`No ExtensionPoint ${type}`);
  return point as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("manifest.xml", () => {
  it("is a task pane add-in for Excel workbooks", () => {
    expect(app["@xsi:type"]).toBe("TaskPaneApp");
    expect(app.Hosts.Host["@Name"]).toBe("Workbook");
    expect(host["@xsi:type"]).toBe("Workbook");
    expect(app.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("requires the sets of what it calls: SharedRuntime 1.1, CustomFunctionsRuntime 1.2 (CustomFunctions.Error), ExcelApi 1.9", () => {
    const sets = app.Requirements.Sets.Set.map((s: Record<string, string>) => `${s["@Name"]} ${s["@MinVersion"]}`);
    expect(sets).toEqual(["SharedRuntime 1.1", "CustomFunctionsRuntime 1.2", "ExcelApi 1.9"]);
  });

  it("declares one long-lived shared runtime", () => {
    const runtimes = host.Runtimes.Runtime;
    expect(runtimes).toHaveLength(1);
    expect(runtimes[0]["@lifetime"]).toBe("long");
  });

  it("loads the custom functions page, the function file and the task pane from the runtime's resid", () => {
    const runtimeResid = host.Runtimes.Runtime[0]["@resid"];
    const functions = extensionPoint(host.AllFormFactors, "CustomFunctions");
    const ribbon = extensionPoint(host.DesktopFormFactor, "PrimaryCommandSurface");
    const action = ribbon.OfficeTab.Group.Control[0].Action;

    expect(functions.Page.SourceLocation["@resid"]).toBe(runtimeResid);
    expect(host.DesktopFormFactor.FunctionFile["@resid"]).toBe(runtimeResid);
    expect(action["@xsi:type"]).toBe("ShowTaskpane");
    expect(action.SourceLocation["@resid"]).toBe(runtimeResid);
    // A long-lived shared runtime has one task pane; a TaskpaneId would name a second one.
    expect(action.TaskpaneId).toBeUndefined();
    expect(resourceUrl(runtimeResid)).toMatch(/\/taskpane\.html$/);
    expect(app.DefaultSettings.SourceLocation["@DefaultValue"]).toBe(resourceUrl(runtimeResid));
  });

  it("puts the custom functions in the FX namespace with generated metadata", () => {
    const functions = extensionPoint(host.AllFormFactors, "CustomFunctions");
    expect(shortString(functions.Namespace["@resid"])).toBe("FX");
    expect(resourceUrl(functions.Metadata.SourceLocation["@resid"])).toMatch(/\/functions\.json$/);
    expect(resourceUrl(functions.Script.SourceLocation["@resid"])).toMatch(/\/functions\.js$/);
  });

  it('has a ribbon button labelled "FX Desk" on the Home tab', () => {
    const ribbon = extensionPoint(host.DesktopFormFactor, "PrimaryCommandSurface");
    expect(ribbon.OfficeTab["@id"]).toBe("TabHome");
    const control = ribbon.OfficeTab.Group.Control[0];
    expect(control["@xsi:type"]).toBe("Button");
    expect(shortString(control.Label["@resid"])).toBe("FX Desk");
  });

  it("has every icon it references, and icons at 16, 32, 64, 80 and 128 px in assets/", () => {
    for (const size of [16, 32, 64, 80, 128]) {
      const file = path.join(root, "assets", `icon-${size}.png`);
      expect(existsSync(file)).toBe(true);
      const png = readFileSync(file);
      // PNG IHDR: width and height are big-endian uint32 at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const referenced = [
      app.IconUrl["@DefaultValue"],
      app.HighResolutionIconUrl["@DefaultValue"],
      ...resources["bt:Images"]["bt:Image"].map((i: Record<string, string>) => i["@DefaultValue"]),
    ] as string[];
    for (const url of referenced) {
      const file = path.join(root, new URL(url).pathname);
      expect(existsSync(file)).toBe(true);
    }
  });

  it("every resid it uses is defined", () => {
    const used = [...manifestText.matchAll(/resid="([^"]+)"/g)].map((m) => m[1]);
    const defined = new Set([...manifestText.matchAll(/<bt:(?:Image|Url|String) id="([^"]+)"/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((resid) => !defined.has(resid!))).toEqual([]);
  });

  it("uses https everywhere except localhost", () => {
    const urls = [...manifestText.matchAll(/(?:DefaultValue="|<AppDomain>)([a-z]+:\/\/[^"<]+)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(5);
    const insecure = urls.filter((url) => url.startsWith("http://") && !/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url));
    expect(insecure).toEqual([]);
  });
});
