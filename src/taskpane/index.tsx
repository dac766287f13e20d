/**
 * Entry of taskpane.html, the shared runtime's one page: the custom functions (functions entry, same runtime
 * chunk) register themselves; this renders the task pane. The pane renders before Office is ready so the sign-in
 * form shows at once (what is remembered is read, and a sign-in sent, only once Office is ready: use-session.ts),
 * and again once the host is ready (office-host.ts waits for Office.onReady) to pick up Office's theme.
 */
import { createRoot } from "react-dom/client";
import { TaskpaneApp } from "./app";
import { createOfficeHost } from "./office-host";

const container = document.getElementById("root");
if (!container) throw new Error("taskpane.html has no #root element");
const root = createRoot(container);
const host = createOfficeHost();
root.render(<TaskpaneApp host={host} />);
void host.whenReady().then(() => root.render(<TaskpaneApp host={host} />));
