/**
 * In Excel, dates are typed and shown in Office's language (issue 43: "dates typed as the Office locale types
 * them"): its content language, else its display language; the browser's until Office is ready or where it says none.
 */
import { afterEach, describe, expect, it } from "@jest/globals";
import { browserLanguage } from "../../../src/taskpane/host";
import { createOfficeHost } from "../../../src/taskpane/office-host";

/** A stand-in for Office.js with these languages, ready when `ready` resolves. */
function installOffice(languages: { contentLanguage?: string; displayLanguage?: string }): () => void {
  let ready = () => {};
  const started = new Promise<void>((resolve) => (ready = resolve));
  const office = {
    onReady: () => started,
    context: { ...languages, requirements: { isSetSupported: () => false } },
  };
  (globalThis as { Office?: unknown }).Office = office;
  return ready;
}

afterEach(() => {
  delete (globalThis as { Office?: unknown }).Office;
});

describe("the Excel host's date language", () => {
  it("is Office's content language once Office is ready, the browser's before", async () => {
    const ready = installOffice({ contentLanguage: "fr-FR", displayLanguage: "en-US" });
    const host = createOfficeHost();
    expect(host.dateLocale?.()).toBe(browserLanguage());
    ready();
    await host.whenReady();
    expect(host.dateLocale?.()).toBe("fr-FR");
  });

  it("is Office's display language where it gives no content language, and the browser's where it gives neither", async () => {
    installOffice({ displayLanguage: "de-DE" })();
    const host = createOfficeHost();
    await host.whenReady();
    expect(host.dateLocale?.()).toBe("de-DE");
    delete (globalThis as { Office?: unknown }).Office;
    installOffice({})();
    const bare = createOfficeHost();
    await bare.whenReady();
    expect(bare.dateLocale?.()).toBe(browserLanguage());
  });
});
