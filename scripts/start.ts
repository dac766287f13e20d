/**
 * `npm start`: the whole product on one machine. Starts the demo service in-process and the webpack dev server,
 * then prints where to go: the playground URL, the demo sign-in, and the manifest for sideloading.
 *
 * `npm run start:excel` (`--excel`): the dev server over https with office-addin-dev-certs, forwarding
 * /demo-service to the demo service so the add-in inside Excel can reach it, and the sideloading steps.
 * Not run by CI (it needs a trusted certificate and Excel).
 */
import path from "node:path";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { parseStartInstant } from "../src/demo-service/clock";
import { DEMO_APPROVER, DEMO_USER } from "../src/demo-service/demo-credentials";
import { devServerOrigins } from "../src/demo-service/options";
import { buildDemoServer } from "../src/demo-service/server";

const SIM_PORT = Number(process.env.FXDESK_DEMO_PORT ?? 4010);
const DEV_PORT = Number(process.env.FXDESK_DEV_PORT ?? 3000);
const forExcel = process.argv.includes("--excel");

async function main(): Promise<void> {
  // The page is served from the dev server's port, whichever it is: the demo service must allow that origin.
  const demoService = await buildDemoServer({ port: SIM_PORT, host: "127.0.0.1", corsOrigins: devServerOrigins(DEV_PORT), clock: { start: parseStartInstant(process.env.FXDESK_DEMO_START) }, approvalWorkflow: process.env.FXDESK_DEMO_APPROVAL_WORKFLOW === "1" });
  const devOrigin = `${forExcel ? "https" : "http"}://localhost:${DEV_PORT}`;
  process.env.FXDESK_DEV_PORT = String(DEV_PORT);
  if (forExcel) {
    process.env.FXDESK_HTTPS = "1";
    process.env.FXDESK_DEMO_PROXY_TARGET = demoService.url;
    process.env.FXDESK_DEMO_SERVICE_URL = `${devOrigin}/demo-service`;
  } else {
    process.env.FXDESK_DEMO_SERVICE_URL = demoService.url;
  }

  // Loaded after the environment is set: the config reads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS without types
  const configure = require("../webpack.config.js") as (
    env: unknown,
    argv: { mode: "development" },
  ) => Promise<webpack.Configuration & { devServer: WebpackDevServer.Configuration }>;
  const config = await configure({}, { mode: "development" });
  const compiler = webpack(config);
  // "Running" only once the first build is served: before that the URL would show a blank page for seconds.
  const firstBuild = new Promise<webpack.Stats>((resolve) => compiler.hooks.done.tap("fxdesk-ready", resolve));
  const server = new WebpackDevServer(config.devServer, compiler);
  console.info("Building the add-in (the first build takes a little while)…");
  await server.start();
  const stats = await firstBuild;
  if (stats.hasErrors()) console.error(stats.toString({ all: false, errors: true }));

  const manifest = path.resolve(__dirname, "..", "manifest.xml");
  console.info(
    [
      "",
      "FX Desk is running.",
      `  Demo service:  ${demoService.url}`,
      forExcel ? `  Task pane:     ${devOrigin}/taskpane.html` : `  Playground:    ${devOrigin}/playground.html`,
      "  Sign in with:  environment \"Local demo service\"",
      `                 login id ${DEMO_USER.loginId}`,
      `                 API key  ${DEMO_USER.apiKey}`,
      `  Approver:      login id ${DEMO_APPROVER.loginId} (a second user on the same account, for maker-checker)`,
      `                 API key  ${DEMO_APPROVER.apiKey}`,
      `  Approvals:     FXDESK_DEMO_APPROVAL_WORKFLOW=1 npm start makes payments await authorisation by the other user`,
      `  Manifest:      ${manifest}`,
      ...(forExcel ? sideloadingSteps(manifest) : ["  Excel:         npm run start:excel (see README, \"Sideloading\")"]),
      "",
      "Press Ctrl+C to stop.",
    ].join("\n"),
  );

  const stop = async () => {
    await server.stop();
    await demoService.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

/** office-addin-debugging is not a dependency, so this prints what it would automate. */
function sideloadingSteps(manifest: string): string[] {
  return [
    "",
    "Sideload into Excel (the dev certificate must be trusted first: npx office-addin-dev-certs install):",
    "  Excel on the web: open a workbook > Home > Add-ins > More Settings > Upload My Add-in,",
    `                    choose ${manifest}.`,
    "  Excel on Windows: share a folder holding manifest.xml, add it under File > Options > Trust Center >",
    "                    Trust Center Settings > Trusted Add-in Catalogs (Show in Menu), restart Excel, then",
    "                    Home > Add-ins > More Settings > SHARED FOLDER > FX Desk > Add.",
    "  Excel on Mac:     copy manifest.xml to ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/",
    "                    and restart Excel; FX Desk appears under Home > Add-ins.",
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
