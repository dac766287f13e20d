import type { Page } from "playwright-core";

/** Roles a user operates; each must have a name a screen reader can announce. */
const INTERACTIVE_ROLES = new Set(["button", "textbox", "combobox", "tab", "checkbox", "switch", "listbox", "searchbox", "spinbutton", "radio", "link"]);

export interface UnnamedControl {
  role: string;
  html: string;
}

/**
 * Every interactive control on the page whose accessible name (as Chromium computes it for assistive
 * technology, through the DevTools accessibility tree) is empty.
 */
export async function controlsWithoutAccessibleName(page: Page): Promise<{ checked: number; unnamed: UnnamedControl[] }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Accessibility.enable");
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }[];
    };
    const interactive = nodes.filter((node) => !node.ignored && INTERACTIVE_ROLES.has(String(node.role?.value ?? "")));
    const unnamed: UnnamedControl[] = [];
    for (const node of interactive) {
      if (String(node.name?.value ?? "").trim() !== "") continue;
      let html = "(no DOM node)";
      if (node.backendDOMNodeId !== undefined) {
        const { outerHTML } = (await cdp.send("DOM.getOuterHTML", { backendNodeId: node.backendDOMNodeId })) as { outerHTML: string };
        html = outerHTML.slice(0, 200);
      }
      unnamed.push({ role: String(node.role?.value), html });
    }
    return { checked: interactive.length, unnamed };
  } finally {
    await cdp.detach();
  }
}
