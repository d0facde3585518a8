/**
 * The soak's clients: learners who go through the course as a browser does (plain form posts,
 * the redirect followed), an admin who imports employees (preview, then confirm) and admins who
 * export the completions report. They run in the soak's driver (crash and backup parts) or in
 * its load processes (tests/soak/load-worker.ts), never in the server's process.
 *
 * A learner knows their own question sets (the app's selectQuestionIds with their user id) and
 * the right answers (the course content), and follows the assessment with the app's own state
 * machine (domain/assessment.ts): no page has to be parsed to know what to post next.
 *
 * Every write goes into a ledger: acknowledged once a 2xx/3xx answer was read whole. A request
 * that meets a dead server (the crash part kills it) waits until the server is back and is sent
 * again, as a browser's user would: the app takes a repeated answer as the same answer.
 */
import http from "node:http";
import { getModule, questionOf } from "../../app/content";
import { type Assessment, currentStep, giveAnswer } from "../../app/domain/assessment";
import { CERTIFICATE_MODULE, CORE_MODULES } from "../../app/domain/course";
import { selectQuestionIds } from "../../app/domain/progress";
import type { AdminSeat, LearnerSeat } from "./seed";

export type Kind = "answer" | "begin" | "start" | "sign" | "page" | "result" | "certificate" | "preview" | "import" | "export";

export interface Reply {
  status: number;
  connectMs: number;
  reqId?: string;
  location?: string;
  /** Retry-After, in seconds. */
  retryAfter?: number;
  body: string;
  bytes: number;
}

/** No answer: the connection was refused or broken, or no answer came in time. */
export class Unreachable extends Error {}

/** One request of the client, and the answer it saw. */
export interface Sample {
  kind: Kind;
  status: number;
  ms: number;
  /** When it was sent (epoch ms). */
  at: number;
  /** Of `ms`, the time until the connection was open. */
  connectMs: number;
  /** The server's X-Request-Id (its access log line has the same). */
  reqId?: string;
}

/** An answer other than the one the flow expects (a failure of the run, with what was seen). */
export interface Unexpected {
  kind: Kind;
  method: string;
  path: string;
  status: number;
  body: string;
}

export interface WriteEntry {
  kind: "begin" | "start" | "answer" | "sign";
  userId: number;
  moduleId: number;
  questionId?: number;
  /** The answer that completes its module, or the signature that completes the course (module 8 and the certificate). */
  completes?: "module" | "course";
  acked: boolean;
  /** How many times it was sent (more than once after a kill). */
  sent: number;
}

export interface ImportEntry {
  batch: number;
  emails: string[];
  acked: boolean;
}

export class Ledger {
  readonly writes: WriteEntry[] = [];
  readonly imports: ImportEntry[] = [];
  acks = 0;
}

const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) soak/1.0",
  Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "Accept-Language": "en",
};

export interface SendOptions {
  cookie?: string;
  form?: Record<string, string>;
  keepBody?: boolean;
  /**
   * The client's own address, as the trusted proxy in front of the server (TRUST_PROXY, the
   * production setup behind TLS) reports it: each learner is a person with a browser of their own.
   */
  forwardedFor?: string;
}

/**
 * Where the clients send and whether they may: the crash part closes the gate while the server
 * is down and opens it once the checks after the restart are done.
 */
export class Traffic {
  stopping = false;
  inflight = 0;
  networkErrors = 0;
  /** Signatures answered 503 (the password hashing queue full) and sent again after Retry-After, as their user would. */
  busyRetries = 0;
  readonly unexpected: Unexpected[] = [];
  unexpectedCount = 0;
  private open = true;
  private gateWaiters: (() => void)[] = [];
  private idleWaiters: (() => void)[] = [];
  private stopWaiters = new Set<() => void>();

  /**
   * The servers' ports: one, or several instances of the app on one database (PostgreSQL), taken
   * in turn, request by request; a port marked down (its server about to be killed) is left out.
   */
  readonly ports: number[];
  private readonly down = new Set<number>();
  private turn = 0;

  constructor(
    port: number | number[],
    private readonly onSample: (s: Sample) => void = () => {},
    /** Wait after a connection error before sending again (the gate closes meanwhile in the crash part). */
    private readonly retryMs = 200,
  ) {
    this.ports = typeof port === "number" ? [port] : port;
  }

  get port() {
    const up = this.ports.filter((p) => !this.down.has(p));
    const list = up.length ? up : this.ports;
    return list[this.turn++ % list.length];
  }
  /** New requests go to the other instances (requests in flight to it stay in flight). */
  markDown(port: number) {
    this.down.add(port);
  }
  markUp(port: number) {
    this.down.delete(port);
  }

  closeGate() {
    this.open = false;
  }
  openGate() {
    this.open = true;
    for (const w of this.gateWaiters.splice(0)) w();
  }
  private gate(): Promise<void> {
    return this.open ? Promise.resolve() : new Promise((resolve) => this.gateWaiters.push(resolve));
  }
  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    return this.inflight === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
  stop() {
    this.stopping = true;
    this.openGate();
    for (const w of [...this.stopWaiters]) w();
  }
  /** A pause that ends early when the traffic stops. */
  sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (ms <= 0) return new Promise((resolve) => setImmediate(resolve));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stopWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.stopWaiters.add(done);
    });
  }

  noteUnexpected(u: Unexpected) {
    this.unexpectedCount++;
    if (this.unexpected.length < 50) this.unexpected.push({ ...u, body: u.body.slice(0, 300) });
  }

  /** One request once the gate is open; Unreachable when no answer came. */
  async send(kind: Kind, method: string, path: string, o: SendOptions = {}) {
    await this.gate();
    this.inflight++;
    const at = Date.now();
    const started = performance.now();
    try {
      const reply = await request(this.port, method, path, o);
      this.onSample({ kind, status: reply.status, ms: performance.now() - started, at, connectMs: reply.connectMs, reqId: reply.reqId });
      return reply;
    } catch (e) {
      this.networkErrors++;
      throw e;
    } finally {
      if (--this.inflight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /** Until an answer comes: after a connection error, wait (for the gate) and send it again. */
  async persist(kind: Kind, method: string, path: string, o: SendOptions = {}) {
    for (;;) {
      try {
        return await this.send(kind, method, path, o);
      } catch (e) {
        if (!(e instanceof Unreachable) || this.stopping) throw e;
        await this.sleep(this.retryMs);
      }
    }
  }

  /** Checks an answer's status; a different one is noted as unexpected. */
  expect(reply: Reply, statuses: number[], kind: Kind, method: string, path: string): boolean {
    if (statuses.includes(reply.status)) return true;
    this.noteUnexpected({ kind, method, path, status: reply.status, body: reply.body });
    return false;
  }
}

/** One HTTP request on a connection of its own (no keep-alive: no race with the server's idle timeout). */
function request(port: number, method: string, path: string, o: SendOptions) {
  const body = o.form ? new URLSearchParams(o.form).toString() : undefined;
  const headers: Record<string, string> = { ...BROWSER };
  if (o.cookie) headers.Cookie = o.cookie;
  if (o.forwardedFor) headers["X-Forwarded-For"] = o.forwardedFor;
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
    headers.Origin = `http://127.0.0.1:${port}`;
    headers["Sec-Fetch-Site"] = "same-origin";
  }
  const started = performance.now();
  let connectMs = NaN;
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (c: Buffer) => {
        bytes += c.length;
        if (o.keepBody || (res.statusCode ?? 0) >= 400) chunks.push(c);
      });
      res.on("error", (e) => reject(new Unreachable(e.message)));
      res.on("aborted", () => reject(new Unreachable("answer cut off")));
      res.on("end", () => {
        if (!res.complete) return reject(new Unreachable("answer cut off"));
        resolve({
          status: res.statusCode ?? 0,
          connectMs,
          reqId: res.headers["x-request-id"] as string | undefined,
          location: res.headers.location,
          retryAfter: res.headers["retry-after"] ? Number(res.headers["retry-after"]) : undefined,
          body: Buffer.concat(chunks).toString("utf8"),
          bytes,
        });
      });
    });
    req.on("socket", (socket) => socket.once("connect", () => (connectMs = performance.now() - started)));
    req.on("timeout", () => req.destroy(new Error("no answer within 60 s")));
    req.on("error", (e: NodeJS.ErrnoException) => reject(new Unreachable(e.code ?? e.message)));
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Learners
// ---------------------------------------------------------------------------------------------

export type Pause = "page" | "read" | "question" | "result";

export interface LearnerOptions {
  /** Share of first-pass answers given wrong (then retaken); 0 in the crash part, where an answer sent twice must be the same answer. */
  wrongRate: number;
  /** Follow the redirects and read the pages, as a browser does. */
  reads: boolean;
  /** Download the certificate after the course. */
  certificate: boolean;
  /** Think time before the next step, in ms. */
  think: (pause: Pause, rng: () => number) => number;
  /** Stop ("paused") when module `until` is next (its modules before it completed): the soak's staggered start. */
  until?: number;
}

/**
 * A learner's own address (10.x.y.z from the user id). The sign-in limits count password checks
 * per address (the signature's password is one): learners sharing one address would be a company
 * behind one NAT, a different load (README, Known limits).
 */
export const learnerAddress = (userId: number) => `10.${(userId >> 16) & 255}.${(userId >> 8) & 255}.${userId & 255}`;

export interface LearnerTotals {
  answers: number;
  modules: number;
  courses: number;
  abandoned: number;
}

/**
 * One learner from where they stand (`seat.from`: module 1's assessment, as the seed left them, or
 * a later module) to the certificate, or to module `o.until`. Answers "done" ("paused" at
 * `until`), or "abandoned" after an unexpected answer (the run then fails on it).
 */
export async function runLearner(
  seat: LearnerSeat,
  t: Traffic,
  o: LearnerOptions,
  rng: () => number,
  totals: LearnerTotals,
  ledger?: Ledger,
): Promise<"done" | "paused" | "abandoned" | "stopped"> {
  const { cookie } = seat;
  const forwardedFor = learnerAddress(seat.userId);
  const get = async (kind: Kind, path: string) => {
    const r = await t.persist(kind, "GET", path, { cookie, forwardedFor });
    return t.expect(r, [200], kind, "GET", path);
  };
  /** `again`: the answers that also acknowledge a write sent again (its first sending committed before a kill). */
  const write = async (entry: WriteEntry, kind: Kind, path: string, form: Record<string, string>, again: number[] = []) => {
    if (ledger) ledger.writes.push(entry);
    for (;;) {
      try {
        entry.sent++;
        const r = await t.send(kind, "POST", path, { cookie, form, forwardedFor });
        // A signature checks a password: when more wait for a hash than the queue holds (HASH_QUEUE;
        // learners who all reach module 8 at once, as in the crash part), it answers 503 with
        // Retry-After, nothing written; its user tries again then.
        if (entry.kind === "sign" && r.status === 503 && r.retryAfter) {
          t.busyRetries++;
          await t.sleep(r.retryAfter * 1000);
          continue;
        }
        if (!t.expect(r, entry.sent > 1 ? [302, ...again] : [302], kind, "POST", path)) return undefined;
        entry.acked = true;
        if (ledger) ledger.acks++;
        return r;
      } catch (e) {
        if (!(e instanceof Unreachable) || t.stopping) throw e;
        await t.sleep(200);
      }
    }
  };
  const abandon = () => {
    totals.abandoned++;
    return "abandoned" as const;
  };
  /** Thinks; false when the traffic stopped meanwhile (nothing more is sent then). */
  const think = async (pause: Pause) => {
    await t.sleep(o.think(pause, rng));
    return !t.stopping;
  };

  for (let m = seat.from ?? 1; m <= CORE_MODULES; m++) {
    if (t.stopping) return "stopped";
    if (o.until !== undefined && m >= o.until) return "paused";
    const here = `/quest/${m}/${m}`;
    if (m > 1) {
      if (o.reads && !(await get("page", here))) return abandon();
      if (!(await think("page"))) return "stopped";
      if (!(await write({ kind: "begin", userId: seat.userId, moduleId: m, acked: false, sent: 0 }, "begin", here, { intent: "begin" })))
        return abandon();
      if (o.reads && !(await get("page", here))) return abandon();
      if (!(await think("read"))) return "stopped";
      if (
        !(await write({ kind: "start", userId: seat.userId, moduleId: m, acked: false, sent: 0 }, "start", here, {
          intent: "start-assessment",
        }))
      )
        return abandon();
    }
    if (o.reads && !(await get("page", here))) return abandon();
    let model: Assessment = {
      questionIds: selectQuestionIds(
        getModule(m)!.questions.map((q) => q.id),
        seat.userId,
        m,
      ),
      answers: [],
    };
    for (;;) {
      const step = currentStep(model);
      if (step.kind === "completed") break;
      if (!(await think("question"))) return "stopped";
      const q = questionOf(step.questionId)!;
      const right = rng() >= (step.pass === "first" ? o.wrongRate : o.wrongRate / 2);
      const choice = right ? q.correctAnswer : (q.correctAnswer + 1 + Math.floor(rng() * (q.options.length - 1))) % q.options.length;
      const outcome = giveAnswer(model, step.questionId, right);
      if (outcome.kind !== "recorded") throw new Error(`learner ${seat.email}: the model refused its own answer`);
      const completes = outcome.next.kind === "completed" ? "module" : undefined;
      const r = await write(
        { kind: "answer", userId: seat.userId, moduleId: m, questionId: step.questionId, completes, acked: false, sent: 0 },
        "answer",
        here,
        { intent: "answer", questionId: String(step.questionId), choice: String(choice) },
      );
      if (!r) return abandon();
      totals.answers++;
      model = outcome.assessment;
      if (o.reads) {
        if (!(await get("result", r.location ?? `${here}?answered=${step.questionId}`))) return abandon();
        if (!(await think("result"))) return "stopped";
        if (outcome.next.kind === "question" && !(await get("page", here))) return abandon();
      }
    }
    totals.modules++;
    if (o.reads && !(await get("page", "/world"))) return abandon();
  }
  if (o.until !== undefined) return "paused";
  // The signature (issue 13, part 5): the password typed again and the statement confirmed record
  // module 8 and the certificate. Sent again after a kill, a signature that committed answers 409
  // ("already signed").
  const sign = `/quest/${CERTIFICATE_MODULE}/${CERTIFICATE_MODULE}`;
  if (o.reads && !(await get("page", sign))) return abandon();
  if (!(await think("page"))) return "stopped";
  const signed = await write(
    { kind: "sign", userId: seat.userId, moduleId: CERTIFICATE_MODULE, completes: "course", acked: false, sent: 0 },
    "sign",
    sign,
    { intent: "sign", password: seat.password, confirm: "on" },
    [409],
  );
  if (!signed) return abandon();
  totals.courses++;
  if (o.certificate && !(await get("certificate", "/certificate.pdf"))) return abandon();
  return "done";
}

/** Writers: each takes the next learner of the pool when their learner is through the course. */
export async function runWriters(
  writers: number,
  pool: LearnerSeat[],
  t: Traffic,
  o: LearnerOptions & { rampMs: number },
  rng: () => number,
  totals: LearnerTotals,
  ledger?: Ledger,
): Promise<{ exhausted: boolean }> {
  let exhausted = false;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      await t.sleep(rng() * o.rampMs);
      while (!t.stopping) {
        const seat = pool.shift();
        if (!seat) {
          exhausted = true;
          return;
        }
        try {
          await runLearner(seat, t, o, rng, totals, ledger);
        } catch (e) {
          if (e instanceof Unreachable && t.stopping) return;
          throw e;
        }
      }
    }),
  );
  return { exhausted };
}

// ---------------------------------------------------------------------------------------------
// Administrators
// ---------------------------------------------------------------------------------------------

export interface ImportOptions {
  /** People per import (new ones each time). */
  rows: number;
  /** Distinguishes the emails of one run from another's. */
  tag: string;
  /** Between the preview and the confirmation. */
  thinkMs: (rng: () => number) => number;
  /** Between two imports. */
  pauseMs: (rng: () => number) => number;
}

export interface AdminTotals {
  imports: number;
  imported: number;
  exports: number;
  exportedRows: number;
}

const DIGEST = [/name="digest"[^>]*value="([0-9a-f]{64})"/, /value="([0-9a-f]{64})"[^>]*name="digest"/];

export const importEmail = (tag: string, batch: number, i: number) => `${tag}-${batch}-${i}@import.soak.example`;

/**
 * Bulk imports one after the other through the import page: the preview, a pause, the
 * confirmation with the preview's digest. A confirmation that met a dead server is not sent
 * again (its fate is for the checks: all of it or nothing); the next import has new people.
 */
export async function runImporter(seat: AdminSeat, t: Traffic, o: ImportOptions, rng: () => number, totals: AdminTotals, ledger?: Ledger) {
  try {
    await importLoop(seat, t, o, rng, totals, ledger);
  } catch (e) {
    if (!(e instanceof Unreachable && t.stopping)) throw e;
  }
}

async function importLoop(seat: AdminSeat, t: Traffic, o: ImportOptions, rng: () => number, totals: AdminTotals, ledger?: Ledger) {
  const path = `${seat.base}/admin/dashboard/import`;
  for (let batch = 1; !t.stopping; batch++) {
    const emails = Array.from({ length: o.rows }, (_, i) => importEmail(o.tag, batch, i));
    const csv = ["first_name,last_name,email", ...emails.map((e, i) => `Soak${i % 50},Import ${batch}-${i},${e}`)].join("\r\n");
    const preview = await t.persist("preview", "POST", path, {
      cookie: seat.cookie,
      form: { intent: "preview", csvData: csv },
      keepBody: true,
    });
    if (!t.expect(preview, [200], "preview", "POST", path)) return;
    const digest = DIGEST.map((re) => re.exec(preview.body)?.[1]).find(Boolean);
    if (!digest) {
      t.noteUnexpected({ kind: "preview", method: "POST", path, status: preview.status, body: "no digest in the preview" });
      return;
    }
    await t.sleep(o.thinkMs(rng));
    if (t.stopping) return;
    const entry: ImportEntry = { batch, emails, acked: false };
    ledger?.imports.push(entry);
    let done: Reply;
    try {
      done = await t.send("import", "POST", path, { cookie: seat.cookie, form: { intent: "confirm", csvData: csv, digest } });
    } catch (e) {
      if (!(e instanceof Unreachable) || t.stopping) return;
      await t.sleep(200);
      continue;
    }
    // Without mail, the answer shows the invitation links (200); with mail it redirects.
    if (!t.expect(done, [200, 302], "import", "POST", path)) return;
    entry.acked = true;
    if (ledger) ledger.acks++;
    totals.imports++;
    totals.imported += o.rows;
    await t.sleep(o.pauseMs(rng));
  }
}

/** Completions reports (CSV) downloaded in turn from the given admins, with a pause between. */
export async function runExporter(
  seats: AdminSeat[],
  t: Traffic,
  pauseMs: (rng: () => number) => number,
  rng: () => number,
  totals: AdminTotals,
) {
  for (let i = 0; !t.stopping; i++) {
    await t.sleep(pauseMs(rng));
    if (t.stopping) return;
    const seat = seats[i % seats.length];
    const path = `${seat.base}/admin/completions.csv`;
    let r: Reply;
    try {
      r = await t.persist("export", "GET", path, { cookie: seat.cookie, keepBody: true });
    } catch (e) {
      if (e instanceof Unreachable && t.stopping) return;
      throw e;
    }
    if (!t.expect(r, [200], "export", "GET", path)) return;
    totals.exports++;
    totals.exportedRows += Math.max(0, r.body.trimEnd().split("\r\n").length - 1);
  }
}
