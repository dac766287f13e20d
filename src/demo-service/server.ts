/**
 * The demo service: a fastify app with the real API's paths, envelopes and formats (see routes/), plus the
 * cross-cutting pipeline every call goes through: request id, CORS, faults, limits, token, due settlements.
 */
import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { DemoClock, MINUTE } from "./clock";
import { RouteCounters } from "./counters";
import { DEMO_APPROVER, DEMO_USER, type DemoUser } from "./demo-credentials";
import { authFailed, message, SERVICE_UNAVAILABLE, DemoError, TOO_MANY_REQUESTS } from "./errors";
import { Faults } from "./faults";
import { Lifecycle } from "./ledger/lifecycle";
import { DEMO_LIMITS, RateLimiter } from "./limits";
import { DEFAULT_CORS_ORIGINS, type DemoServiceOptions } from "./options";
import { MAX_PER_PAGE } from "./pagination";
import { RatesTable } from "./rates-table";
import { registerAccountRoutes } from "./routes/accounts";
import { registerAdminRoutes } from "./routes/admin";
import { registerAuthRoutes } from "./routes/auth";
import { registerBalanceRoutes } from "./routes/balances";
import { registerBeneficiaryRoutes } from "./routes/beneficiaries";
import { registerAccountVerificationRoutes } from "./routes/account-verification";
import { registerContactRoutes } from "./routes/contacts";
import { registerConversionRoutes } from "./routes/conversions";
import { registerDemoTopUpRoutes } from "./routes/demo-top-up";
import { registerPaymentProofRoutes } from "./routes/payment-proof";
import { registerPaymentRoutes } from "./routes/payments";
import { registerQuoteRoutes } from "./routes/quotes";
import { registerRatesRoutes } from "./routes/rates";
import { registerReferenceRoutes } from "./routes/reference";
import { registerBankDetailsRoutes } from "./routes/bank-details";
import { registerTransactionRoutes } from "./routes/transactions";
import { registerTransferRoutes } from "./routes/transfers";
import { registerOnboardingRoutes } from "./onboarding";
import { OnboardingError, onboardingErrorBody } from "./onboarding/errors";
import type { DemoRuntime } from "./runtime";
import { ensureUserContacts, seedData } from "./seed";
import { Sessions } from "./sessions";
import { couldNotSaveText, SnapshotWriter } from "./snapshot";
import { nodeFiles, removeStaleTemporaries } from "./snapshot-files";
import { readSnapshot } from "./snapshot-read";
import type { DemoData } from "./state";
import { withLedger } from "./ledger/transactions";
import { UniqueKeys } from "./unique-keys";

export type { DemoServiceOptions } from "./options";

export interface DemoServer {
  app: FastifyInstance;
  /** Base URL, e.g. `http://127.0.0.1:49152` (paths start with /v2). */
  url: string;
  clock: DemoClock;
  state: DemoStateHandle;
  close(): Promise<void>;
}

interface DemoStateHandle {
  readonly data: DemoData;
  /** The data as JSON text: compare two of these to prove nothing changed. */
  dump(): string;
  /** Back to the seeded data; tokens and login locks are cleared too. */
  reset(): void;
  faults: Faults;
  counters: RouteCounters;
  /** Writes the snapshot now (no-op without a snapshot path); a failure is logged and undone, never thrown. */
  flush(): Promise<void>;
}

const REQUEST_BODY_LIMIT = 1024 * 1024;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);

/** The host name of a Host header ("127.0.0.1:4010", "[::1]:4010", "localhost"), lower-cased. */
function hostName(host: string | undefined): string {
  if (host === undefined) return "";
  const name = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.split(":")[0];
  return (name ?? "").toLowerCase();
}

export async function buildDemoServer(options: DemoServiceOptions = {}): Promise<DemoServer> {
  const clock = new DemoClock(options.clock);
  const mainUser: DemoUser = options.credentials ? { ...DEMO_USER, ...options.credentials } : DEMO_USER;
  const users = mainUser.loginId === DEMO_APPROVER.loginId ? [mainUser] : [mainUser, DEMO_APPROVER];
  const limiter = new RateLimiter(options.limits === false ? false : { ...DEMO_LIMITS, ...options.limits }, options.limitsClock);
  const faults = new Faults(options.faults, options.faultSeed);
  const counters = new RouteCounters();
  const uniqueKeys = new UniqueKeys();

  const files = options.snapshotFiles ?? nodeFiles;
  if (options.snapshotPath) await removeStaleTemporaries(files, options.snapshotPath);
  const restored = options.snapshotPath ? await readSnapshot(files, options.snapshotPath) : null;
  if (restored) clock.setAtLeast(restored.savedAt);
  const store = { data: restored ? withLedger(restored.data) : seedData(clock.now()) };
  let userContacts = ensureUserContacts(store.data, users, clock.now());
  // A login's contact as the data holds it now: an update (a name, `not_enabled`) replaces the stored object.
  const contactOfLogin = (loginId: string) => {
    const id = userContacts.get(loginId)?.id;
    return id === undefined ? undefined : store.data.contacts[id];
  };
  const sessions = new Sessions(users, (options.tokenIdleMinutes ?? 30) * MINUTE, contactOfLogin);

  const snapshot = options.snapshotPath
    ? new SnapshotWriter(
        options.snapshotPath,
        { read: () => ({ data: store.data, now: clock.now() }), restore: (data) => replaceData(data) },
        { files, log: options.log },
      )
    : null;
  const changed = () => snapshot?.markDirty("request");
  /** Writes the data and the clock's instant now (the clock moves without changing data); a failure is logged. */
  const saveNow = async () => {
    snapshot?.markDirty("background");
    await snapshot?.flush();
  };
  // Settlements follow from the clock: no answer waits for their save, and after a rollback they simply happen again.
  const lifecycle = new Lifecycle(() => store.data, () => snapshot?.markDirty("background"));

  const demoService: DemoRuntime = {
    clock,
    store,
    sessions,
    rates: new RatesTable((options.rateRefreshSeconds ?? 60) * 1000),
    lifecycle,
    switches: {
      paymentsRequireUniqueRequestId: options.paymentsRequireUniqueRequestId ?? false,
      approvalWorkflow: options.approvalWorkflow ?? false,
      paymentTracking: true,
      payeeNameCheck: true,
      strongCustomerAuthentication: false,
      pageLimit: MAX_PER_PAGE,
      authorisationSteps: options.authorisationSteps ?? 1,
    },
    listedPurposeCodes: [],
    uniqueKeys,
    changed,
  };
  const reindex = () => {
    uniqueKeys.rebuild(store.data);
    lifecycle.rebuild();
  };
  reindex();

  /** New data in place of the old, with everything built from it. */
  function replaceData(data: DemoData): void {
    store.data = data;
    userContacts = ensureUserContacts(store.data, users, clock.now());
    reindex();
  }

  const reset = () => {
    replaceData(seedData(clock.now()));
    demoService.listedPurposeCodes.length = 0;
    sessions.clear();
    changed();
  };

  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: REQUEST_BODY_LIMIT,
    forceCloseConnections: true,
    http: { maxHeaderSize: 64 * 1024 },
  });
  app.decorateRequest("demoUser", null);
  app.decorateRequest("snapshotTicket", 0);
  app.decorateRequest("demoPageLimit", MAX_PER_PAGE);
  // The API reads forms (and JSON objects); a plain-text body carries no parameters and is refused as unreadable.
  app.removeContentTypeParser("text/plain");

  if (snapshot) {
    // First of all hooks: from here on, the request may see changes whose save can still fail (snapshot.ts).
    app.addHook("onRequest", (request, _reply, done) => {
      request.snapshotTicket = snapshot.ticket();
      done();
    });
  }

  const corsOrigins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS;
  const listensOnLoopback = LOOPBACK_NAMES.has((options.host ?? "127.0.0.1").replace(/^\[|\]$/g, ""));
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("X-Request-Id", randomUUID());
    request.demoPageLimit = demoService.switches.pageLimit;
    counters.count(request.method, request.routeOptions.url);
    // DNS rebinding: a page of another site that resolves its own name to 127.0.0.1 still sends its own Host.
    if (listensOnLoopback && !LOOPBACK_NAMES.has(hostName(request.headers.host))) {
      return done(new DemoError(403, "forbidden", { base: [message("forbidden", "The demo service answers only requests addressed to localhost")] }));
    }
    // CORS hides answers from other sites but does not stop a form post: changes from them are refused here.
    const origin = request.headers.origin;
    if (origin !== undefined && request.method !== "GET" && request.method !== "OPTIONS" && !corsOrigins.includes(origin)) {
      return done(new DemoError(403, "forbidden", { base: [message("forbidden", `Requests from ${origin} are not allowed`)] }));
    }
    done();
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ["GET", "POST", "PUT", "DELETE"],
    allowedHeaders: ["Content-Type", "X-Auth-Token"],
    // The SCA headers too: the task pane reads whether a payment needs strong customer authentication (routes/payments.ts).
    exposedHeaders: ["X-Request-Id", "x-sca-id", "x-sca-required", "x-sca-type"],
    maxAge: 600,
  });
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fieldSize: REQUEST_BODY_LIMIT, fields: 500, files: 5, fileSize: REQUEST_BODY_LIMIT },
  });

  /** Token, limits and due settlements; synchronous so the common path costs no promise. */
  const admit = (request: FastifyRequest): void => {
    const now = clock.now();
    const config = request.routeOptions.config;
    if (config.public) {
      if (!limiter.allow("login", request.ip)) throw TOO_MANY_REQUESTS;
    } else {
      const token = request.headers["x-auth-token"];
      const user = typeof token === "string" ? sessions.use(token, now) : undefined;
      if (!user) throw authFailed();
      request.demoUser = user;
      if (!limiter.allow("authenticated", user.account_id)) throw TOO_MANY_REQUESTS;
      if (config.limitClass === "rates" && !limiter.allow("rates", user.account_id)) throw TOO_MANY_REQUESTS;
    }
    if (lifecycle.isDue(now)) lifecycle.run(now);
  };
  app.addHook("onRequest", (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || route.startsWith("/__admin/")) return done();
    if (!faults.active) {
      try {
        admit(request);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    applyFault(faults, request, reply).then(
      (handled) => {
        if (handled) return;
        admit(request);
        done();
      },
    ).catch((error: unknown) => done(error as Error));
  });

  if (snapshot) {
    // Nothing is acknowledged before it is on disk: a create answered 200 survives the process being killed. An
    // answer that made or could show a change that was rolled back instead is a 503: no change happened.
    app.addHook("onSend", async (request, reply, payload) => {
      try {
        await snapshot.durable(request.snapshotTicket);
        return payload;
      } catch (error) {
        const refusal = new OnboardingError(503, "service_unavailable", couldNotSaveText(error), { base: [message("service_unavailable", couldNotSaveText(error))] });
        reply.code(503).type("application/json; charset=utf-8");
        return JSON.stringify(request.url.startsWith("/onboarding/") ? onboardingErrorBody(refusal) : refusal.envelope());
      }
    });
  }

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DemoError) return reply.code(error.status).send(error.envelope());
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Framework-level refusals (unsupported content type, malformed or oversized body) keep the envelope.
      return reply.code(400).send(
        new DemoError(400, "invalid_request", { base: [message("invalid_request", (error as Error).message)] }).envelope(),
      );
    }
    const requestId = reply.getHeader("X-Request-Id");
    return reply.code(500).send(
      new DemoError(500, "internal_server_error", {
        base: [message("internal_server_error", "Internal server error", { request_id: requestId })],
      }).envelope(),
    );
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      new DemoError(404, "not_found", { base: [message("not_found", `No route for ${request.method} ${request.url.split("?")[0]}`)] }).envelope(),
    );
  });

  registerAuthRoutes(app, demoService);
  registerRatesRoutes(app, demoService);
  registerQuoteRoutes(app, demoService);
  registerConversionRoutes(app, demoService);
  registerAccountRoutes(app, demoService);
  registerContactRoutes(app, demoService);
  registerBalanceRoutes(app, demoService);
  registerAccountVerificationRoutes(app, demoService);
  registerBeneficiaryRoutes(app, demoService);
  registerReferenceRoutes(app, demoService);
  registerBankDetailsRoutes(app);
  registerPaymentRoutes(app, demoService);
  registerPaymentProofRoutes(app, demoService);
  registerDemoTopUpRoutes(app, demoService);
  registerTransactionRoutes(app, demoService);
  registerTransferRoutes(app, demoService);
  registerOnboardingRoutes(app, demoService);
  if (options.adminRoutes) registerAdminRoutes(app, demoService, { faults, counters, reset });

  await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host ?? "127.0.0.1";
  await saveNow();

  return {
    app,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    clock,
    state: {
      get data() {
        return store.data;
      },
      dump: () => JSON.stringify(store.data),
      reset,
      faults,
      counters,
      flush: saveNow,
    },
    close: async () => {
      await app.close();
      await saveNow();
      snapshot?.close();
    },
  };
}

/** Applies the configured latency and draws a fault; true when the request was answered or dropped here. */
async function applyFault(faults: Faults, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const { latencyMs } = faults.settings;
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  switch (faults.draw()) {
    case "drop":
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    case "429":
      throw TOO_MANY_REQUESTS;
    case "503":
      throw SERVICE_UNAVAILABLE;
    case "none":
      return false;
  }
}
