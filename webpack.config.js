/**
 * One build for the add-in and the playground.
 *
 * - taskpane.html hosts BOTH the task pane and the custom functions (shared runtime). `runtimeChunk: "single"`
 *   makes the two entries share one module registry, so src/api/shared-client and src/api/acting-as are
 *   single instances on the page (the client itself also lives on globalThis, see src/api/shared-client.ts).
 * - functions.json is generated from the JSDoc tags of src/functions/functions.ts.
 * - office.js comes from Microsoft's CDN <script> tag in taskpane.html; the playground needs no office.js: it
 *   installs a stand-in CustomFunctions runtime and uses the in-memory workbook.
 *
 * Build-time settings (README "Configuration"):
 *   FXDESK_PUBLIC_URL        https origin the production add-in is served from; rewrites manifest URLs.
 *   FXDESK_DEMO_SERVICE_URL  the "Local demo service" choice of the sign-in form (default http://127.0.0.1:4010).
 *                            With it the form offers the demo service's seeded users (src/demo-service/demo-credentials.ts).
 *   FXDESK_HTTPS=1           dev server over https with office-addin-dev-certs (npm run start:excel).
 *   FXDESK_DEV_PORT          dev server port (default 3000).
 *   FXDESK_DEMO_PROXY_TARGET dev server forwards /demo-service to this URL, so an https page inside Excel
 *                            reaches the local demo service without mixed content (scripts/start.ts --excel).
 *
 * Production (`npm run build`) is the deployable add-in: it needs FXDESK_PUBLIC_URL and leaves the local demo
 * service and the playground out. `--env demo` is a production-optimised build of the product on the demo service (the browser
 * tests, benchmarks): it keeps the demo environment and writes no manifest, so it cannot be deployed by mistake.
 */
const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const { execFileSync } = require("node:child_process");
const { DefinePlugin } = require("webpack");
const { publicUrlFrom, rewriteManifest } = require("./scripts/public-url");

const DEFAULT_DEMO_SERVICE_URL = "http://127.0.0.1:4010";

/**
 * The demo service's seeded users as the sign-in form offers them (src/taskpane/shell/demo-sign-ins.ts), read from
 * the one module that defines them, so the form and the service never disagree. That module is TypeScript: a
 * short child process loads it through tsx (an in-process loader would not work where the config is itself loaded
 * by a test runner's module system).
 */
function demoSignIns() {
  const script = [
    'const loaded = await import("./src/demo-service/demo-credentials.ts");',
    // The package is CommonJS, so the module's exports arrive as its default.
    "const { DEMO_USER, DEMO_APPROVER } = loaded.default ?? loaded;",
    "const offer = (label, user) => ({ label: `${label} (${user.loginId})`, loginId: user.loginId, apiKey: user.apiKey });",
    'process.stdout.write(JSON.stringify([offer("Demo maker", DEMO_USER), offer("Demo approver", DEMO_APPROVER)]));',
  ].join("\n");
  return JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], { cwd: __dirname, encoding: "utf8" }));
}
const functionsSource = "./src/functions/functions.ts";

module.exports = async (env, argv) => {
  const production = argv.mode === "production";
  const demoBuild = Boolean(env && env.demo);
  const deployable = production && !demoBuild;
  const publicUrl = publicUrlFrom(process.env.FXDESK_PUBLIC_URL);
  // Empty in a deployable build: the sign-in form then offers no local demo service.
  const demoServiceUrl = deployable ? "" : process.env.FXDESK_DEMO_SERVICE_URL || DEFAULT_DEMO_SERVICE_URL;
  const https = process.env.FXDESK_HTTPS === "1";
  const port = Number(process.env.FXDESK_DEV_PORT || 3000);
  const demoProxyTarget = process.env.FXDESK_DEMO_PROXY_TARGET;

  if (deployable && !publicUrl) {
    throw new Error(
      "npm run build makes the add-in you deploy: set FXDESK_PUBLIC_URL to the https origin it will be served from " +
        "(e.g. FXDESK_PUBLIC_URL=https://fxdesk.example.com npm run build). For a build on the demo service, add --env demo.",
    );
  }

  return {
    mode: production ? "production" : "development",
    entry: {
      functions: functionsSource,
      taskpane: "./src/taskpane/index.tsx",
      // The playground runs the product on the demo service: never part of what is deployed.
      ...(deployable ? {} : { playground: "./src/playground/index.tsx" }),
    },
    output: {
      path: path.resolve(__dirname, process.env.FXDESK_OUTPUT_DIR || "dist"),
      // The manifest names functions.js (its Script URL must not change between builds); the rest is hashed.
      filename: (pathData) =>
        pathData.chunk.name === "functions" || !production ? "[name].js" : "[name].[contenthash:8].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
    module: {
      rules: [
        // Our modules run nothing when imported but what their importers use, so webpack keeps of a barrel (src/api,
        // src/domain, src/functions index.ts) only what is used: the sign-in screen stays small (docs/pane.md,
        // "What the first screen loads"). The two modules imported for their effect are the exceptions.
        {
          test: /\.tsx?$/,
          include: path.resolve(__dirname, "src"),
          exclude: [path.resolve(__dirname, functionsSource), path.resolve(__dirname, "src/playground/install-runtime.ts")],
          sideEffects: false,
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            // Type checking is `npm run typecheck`'s job; the bundle only needs transpiling.
            options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production } },
          },
        },
      ],
    },
    devtool: production ? false : "eval-cheap-module-source-map",
    // Modules used by both entries of taskpane.html go into shared chunks instead of being bundled twice.
    optimization: { runtimeChunk: "single", splitChunks: { chunks: "all" } },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        "process.env.FXDESK_DEMO_SERVICE_URL": JSON.stringify(demoServiceUrl),
        // Only where there is a local demo service to sign in to: never in a deployable build.
        "process.env.FXDESK_DEMO_SIGN_INS": JSON.stringify(demoServiceUrl ? JSON.stringify(demoSignIns()) : ""),
        // A deployable build is served by the relay server (src/server): it offers "Through this server".
        "process.env.FXDESK_RELAY_ENVIRONMENT": JSON.stringify(deployable ? "1" : ""),
      }),
      new CustomFunctionsMetadataPlugin({ input: functionsSource, output: "functions.json" }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      ...(deployable ? [] : [new HtmlWebpackPlugin({ filename: "playground.html", template: "./src/playground/playground.html", chunks: ["playground"] })]),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "src/taskpane/help.html", to: "help.html" },
          ...(demoBuild
            ? []
            : [{ from: "manifest.xml", to: "manifest.xml", transform: (content) => (production ? rewriteManifest(content.toString(), publicUrl) : content) }]),
        ],
      }),
    ],
    devServer: {
      port,
      host: "localhost",
      hot: false,
      // Office fetches functions.json and the scripts from other origins; the demo service's answers keep its own CORS.
      headers: (request) => (request.url.startsWith("/demo-service") ? {} : { "Access-Control-Allow-Origin": "*" }),
      static: false,
      server: https
        ? { type: "https", options: await require("office-addin-dev-certs").getHttpsServerOptions() }
        : { type: "http" },
      client: { overlay: { warnings: false } },
      proxy: demoProxyTarget
        ? [{ context: ["/demo-service"], target: demoProxyTarget, pathRewrite: { "^/demo-service": "" } }]
        : [],
    },
  };
};
