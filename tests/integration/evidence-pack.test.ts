/**
 * The evidence pack (issue 13, part 4), through the real download action and API call on a
 * copied real database: the ZIP unzipped in the test, every manifest hash checked against its
 * file, the files all there and nothing else, the figures against the data, the summary's and
 * the certificates' text read back with pdfjs-dist (names outside Windows-1252 included), one
 * person's pack, another company's people never in it and its admin never getting it, the
 * validation, the audit event and its hashes, one consistent snapshot while the company changes
 * during the download, a cut-off download, and the limit of packs at once.
 */
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as download from "../../app/routes/admin/evidence-pack";
import * as tab from "../../app/routes/admin/evidence";
import * as api from "../../app/routes/api/json";
import * as learnerPdf from "../../app/routes/learner/certificate-pdf";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import { AUDIT_CSV_COLUMNS } from "../../app/domain/audit-trail";
import { REPORT_COLUMNS } from "../../app/domain/employees";
import { ATTEMPT_CSV_COLUMNS, MANIFEST_FORMAT, PACK_MSG } from "../../app/domain/evidence-pack";
import { shortVersion } from "../../app/domain/content-version";
import { verifyCompanyChain } from "../../app/server/evidence/audit-chain.server";
import { db } from "../../app/server/platform/db.server";
import { renderCertificate } from "../../app/server/training/certificate-pdf.server";
import { revokeCertificate } from "../../app/server/training/certificates.server";
import { completeTraining, createUser, type TestUser, adminCaller } from "../support/factory";
import { Browser, download as downloadOf, ORIGIN, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";
import { pdfText } from "../support/pdf";

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

const squeeze = (s: string) => s.replace(/\s+/g, "");

interface Manifest {
  format: string;
  company: { name: string; slug: string };
  range: { start: string; end: string };
  person: { email: string; name: string } | null;
  generatedBy: string;
  auditHead: { seq: number; hash: string; eventId: number } | null;
  figures: {
    people: number;
    completed: number;
    inProgress: number;
    notStarted: number;
    deleted: number;
    completionRate: number;
    certificates: { total: number; valid: number; expired: number; revoked: number; superseded: number };
    auditEvents: number;
  };
  files: { path: string; sha256: string; bytes: number }[];
}

/** The ZIP's files (in the order of its central directory) and its manifest, every manifest hash checked. */
function openPack(zip: Uint8Array) {
  const files = unzipSync(zip);
  const names = Object.keys(files);
  expect(names.at(-1)).toBe("manifest.json");
  const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8")) as Manifest;
  expect(manifest.format).toBe(MANIFEST_FORMAT);
  // every file but the manifest is listed, in order, with its hash and size; nothing else
  expect(manifest.files.map((f) => f.path)).toEqual(names.slice(0, -1));
  for (const f of manifest.files) {
    expect(sha256(files[f.path]), f.path).toBe(f.sha256);
    expect(files[f.path].length, f.path).toBe(f.bytes);
  }
  const csv = (name: string) => parse(Buffer.from(files[name]), { bom: true }) as string[][];
  return { files, names, manifest, manifestSha: sha256(files["manifest.json"]), csv };
}

interface Company {
  id: number;
  slug: string;
  base: string;
  admin: TestUser;
  b: Browser;
}

async function signedInCompany(name: string): Promise<Company> {
  const { co, ...signedIn } = await companyWithAdmin({ name }, { firstName: "Ada", lastName: "Admin" });
  return { ...co, ...signedIn };
}

const callerOf = (co: { id: number; admin: { id: number; email: string } }) => adminCaller(co.id, co.admin);

const TODAY = new Date().toISOString().slice(0, 10);
const post = (co: Company, form: Record<string, string>) => run(download.action, co.b, `${co.base}/admin/evidence-pack.zip`, { form });
async function zipOf(co: Company, form: Record<string, string> = { start: "2020-01-01", end: TODAY }) {
  const r = await post(co, form);
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  expect(r.headers.get("Content-Type")).toBe("application/zip");
  return { r, bytes: new Uint8Array(await r.response!.arrayBuffer()) };
}
const lastEvent = (companyId: number) =>
  db().selectFrom("audit_events").selectAll().where("company_id", "=", companyId).orderBy("seq", "desc").executeTakeFirstOrThrow();

/** Company A: names from three scripts, people in every state; company B: canary names. */
const A = {} as Company & { people: Record<string, TestUser>; numbers: Record<string, string> };
const B = {} as Company & { person: TestUser };

beforeAll(async () => {
  Object.assign(A, await signedInCompany("Łódź Clinical Research Sp. z o.o."));
  const person = (firstName: string, lastName: string, email: string) => createUser({ company: A.slug, firstName, lastName, email });
  A.people = {
    lukasz: await person("Łukasz", "Żółć", `lukasz.${A.slug}@example.com`),
    sokratis: await person("Σωκράτης", "Παπαδόπουλος", `sokratis.${A.slug}@example.com`),
    anna: await person("Анна", "Иванова", `anna.${A.slug}@example.com`),
    idle: await person("Ida", "Idle", `ida.${A.slug}@example.com`),
    revoked: await person("Rita", "Revoked", `rita.${A.slug}@example.com`),
  };
  A.numbers = {
    lukasz: (await completeTraining(A.people.lukasz, A.base))!,
    sokratis: (await completeTraining(A.people.sokratis, A.base))!,
    revoked: (await completeTraining(A.people.revoked, A.base))!,
  };
  await completeTraining(A.people.anna, A.base, { modules: 2 });
  // Anna took module 1 in German, 50 at the first pass and 100 after the retake (issue 28)
  await db()
    .updateTable("attempts")
    .set({ language: "de", first_score: 50, score: 100 })
    .where("user_id", "=", A.people.anna.id)
    .where("module_id", "=", 1)
    .execute();
  const outcome = await revokeCertificate(callerOf(A), A.numbers.revoked, "Trained under another person's account");
  expect(outcome.kind).toBe("revoked");

  Object.assign(B, await signedInCompany("Bravocanary Pharma"));
  B.person = await createUser({ company: B.slug, firstName: "Zedcanary", lastName: "Otherperson", email: `zed.${B.slug}@example.com` });
  await completeTraining(B.person, B.base);
}, 120_000);

describe("the evidence pack of a date range", () => {
  it("is a ZIP whose manifest lists every file with the SHA-256 and size it has, the manifest last", async () => {
    const { r, bytes } = await zipOf(A);
    expect(r.headers.get("Content-Disposition")).toBe(`attachment; filename="evidence-pack-${A.slug}-2020-01-01-to-${TODAY}.zip"`);
    expect(r.headers.get("Cache-Control")).toBe("no-store");
    const pack = openPack(bytes);
    expect(pack.names).toEqual([
      "summary.pdf",
      "completions.csv",
      "attempts.csv",
      "audit-events.csv",
      ...[A.numbers.lukasz, A.numbers.sokratis, A.numbers.revoked].map((n) => `certificates/${n}.pdf`),
      "manifest.json",
    ]);
    expect(pack.manifest.company).toEqual({ name: "Łódź Clinical Research Sp. z o.o.", slug: A.slug });
    expect(pack.manifest.range).toEqual({ start: "2020-01-01", end: TODAY });
    expect(pack.manifest.person).toBeNull();
    expect(pack.manifest.generatedBy).toBe(A.admin.email);
  });

  it("states the right figures, the same people as the completions CSV and the audit events of the company", async () => {
    const pack = openPack((await zipOf(A)).bytes);
    const f = pack.manifest.figures;
    // Rita's certificate was revoked: no completion (domain/completed.ts, issue 24), as on the dashboard
    expect(f).toMatchObject({ people: 5, completed: 2, inProgress: 1, notStarted: 2, deleted: 0, completionRate: 40 });
    expect(f.certificates).toEqual({ total: 3, valid: 2, expired: 0, revoked: 1, superseded: 0 });
    const completions = pack.csv("completions.csv");
    expect(completions[0]).toEqual([...REPORT_COLUMNS]);
    // by last name, as SQLite compares text: Idle, Revoked, Żółć, Παπαδόπουλος, Иванова
    expect(completions.slice(1).map((row) => row[1])).toEqual(
      ["ida", "rita", "lukasz", "sokratis", "anna"].map((n) => `${n}.${A.slug}@example.com`),
    );
    const events = pack.csv("audit-events.csv");
    expect(events[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(events.length - 1).toBe(f.auditEvents);
    const chain = await verifyCompanyChain({ companyId: A.id });
    expect(chain.intact).toBe(true);
    // the audit CSV ends at the head the manifest states, and that head is a real event of the chain
    const head = pack.manifest.auditHead!;
    expect(Number(events.at(-1)![1])).toBe(head.seq);
    expect(events.at(-1)![14]).toBe(head.hash);
    const stored = await db()
      .selectFrom("audit_events")
      .select(["id", "hash"])
      .where("company_id", "=", A.id)
      .where("seq", "=", head.seq)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id: head.eventId, hash: head.hash });
    expect(new Set(events.slice(1).map((e) => e[4]))).toEqual(expect.any(Set));
    expect(events.slice(1).map((e) => e[4])).toEqual(
      expect.arrayContaining(["certificate.issued", "certificate.revoked", "training.completion_signed"]),
    );
  });

  it("the summary PDF states the company, figures, head, how to verify, and every person with scores, certificate and version", async () => {
    const pack = openPack((await zipOf(A)).bytes);
    const text = await pdfText(pack.files["summary.pdf"], "all");
    const flat = squeeze(text);
    for (const s of [
      "Łódź Clinical Research Sp. z o.o.",
      "Łukasz Żółć",
      "Σωκράτης Παπαδόπουλος",
      "Анна Иванова",
      "Rita Revoked",
      A.numbers.lukasz,
      A.numbers.revoked,
      "Revoked",
      "Training Complete",
      "Training in Progress",
      "How to verify this pack",
      "manifest.json",
      `${ORIGIN}/verify/`,
      pack.manifest.auditHead!.hash,
      "Content versions",
    ])
      expect(flat, s).toContain(squeeze(s));
    // every module scored 100 for the completed learners; Anna has two modules
    expect(flat).toMatch(new RegExp(`ŁukaszŻółć.{0,120}?(100){7}${A.numbers.lukasz}Valid`));
    expect(flat).toMatch(/АннаИванова.{0,120}?100100(–){5}Notissued/);
    const { version } = await db()
      .selectFrom("certificates")
      .select("content_version as version")
      .where("number", "=", A.numbers.lukasz)
      .executeTakeFirstOrThrow();
    expect(flat).toContain(version!.slice(0, 12));
    expect(flat).toContain(version!);
  });

  it("attempts.csv lists every attempt with its final and first-pass score, course language and version; the summary shows them per module (issue 28)", async () => {
    const pack = openPack((await zipOf(A)).bytes);
    const [header, ...rows] = pack.csv("attempts.csv");
    expect(header).toEqual([...ATTEMPT_CSV_COLUMNS]);
    expect(header).toEqual(expect.arrayContaining(["language", "first_score", "content_version"]));
    const col = (name: (typeof ATTEMPT_CSV_COLUMNS)[number]) => header.indexOf(name);
    const stored = await db()
      .selectFrom("attempts")
      .select(["module_id", "content_version"])
      .where("user_id", "=", A.people.anna.id)
      .orderBy("module_id")
      .execute();
    const anna = rows.filter((r) => r[col("email")] === A.people.anna.email);
    expect(anna.map((r) => [r[col("module")], r[col("phase")], r[col("score")], r[col("first_score")], r[col("language")]])).toEqual([
      ["1", "completed", "100", "50", "de"],
      ["2", "completed", "100", "100", "en"],
      ...anna.slice(2).map((r) => [r[col("module")], r[col("phase")], "", "", "en"]),
    ]);
    expect(anna[0][col("content_version")]).toBe(stored[0].content_version);
    // Łukasz: seven modules at 100 on the first pass, and module 8 (the certificate) without a first pass
    const lukasz = rows.filter((r) => r[col("email")] === A.people.lukasz.email);
    expect(lukasz.map((r) => r[col("first_score")])).toEqual(["100", "100", "100", "100", "100", "100", "100", ""]);
    // every row is one of the pack's people, none of company B
    expect(rows.some((r) => r[col("email")] === B.person.email)).toBe(false);
    // completions.csv: the first-pass figure last (Anna: 50 and 100, 75)
    const completions = pack.csv("completions.csv");
    expect(completions.find((r) => r[1] === A.people.anna.email)!.at(-1)).toBe("75");
    // the summary: module 1 of Anna with its language, short version and first pass
    const flat = squeeze(await pdfText(pack.files["summary.pdf"], "all"));
    expect(flat).toContain(squeeze(`M1 de ${shortVersion(stored[0].content_version!)} (50)`));
    expect(flat).toContain("attempts.csv");
  });

  it("every certificate PDF in it carries its number and its holder's name, in any script", async () => {
    const pack = openPack((await zipOf(A)).bytes);
    const expected: [string, string][] = [
      [A.numbers.lukasz, "Łukasz Żółć"],
      [A.numbers.sokratis, "Σωκράτης Παπαδόπουλος"],
      [A.numbers.revoked, "Rita Revoked"],
    ];
    for (const [number, name] of expected) {
      const text = squeeze(await pdfText(pack.files[`certificates/${number}.pdf`]));
      expect(text).toContain(number);
      expect(text).toContain(squeeze(name));
      expect(text).toContain(squeeze(`${ORIGIN}/verify/${number}`));
    }
  });

  it("a narrower range leaves out the certificates and completions outside it (records without a completion stay)", async () => {
    const pack = openPack((await zipOf(A, { start: "2020-01-01", end: "2020-12-31" })).bytes);
    expect(pack.names).toEqual(["summary.pdf", "completions.csv", "attempts.csv", "audit-events.csv", "manifest.json"]);
    expect(pack.manifest.figures).toMatchObject({
      people: 2,
      completed: 0,
      certificates: { total: 0, valid: 0, expired: 0, revoked: 0, superseded: 0 },
      auditEvents: 0,
    });
    expect(
      pack
        .csv("completions.csv")
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(["Anna Иванова".replace("Anna", "Анна"), "Ida Idle"].sort());
    expect(pack.csv("audit-events.csv")).toHaveLength(1);
  });
});

describe("the evidence pack is audited", () => {
  it("writes evidence_pack.exported once the download is read to its end, with the manifest's SHA-256 and the head it states", async () => {
    const { bytes } = await zipOf(A);
    const pack = openPack(bytes);
    const event = await lastEvent(A.id);
    expect(event.action).toBe("evidence_pack.exported");
    expect(event.actor_user_id).toBe(A.admin.id);
    expect(event.subject_user_id).toBeNull();
    const d = JSON.parse(event.details) as Record<string, unknown>;
    expect(d).toEqual({
      start: "2020-01-01",
      end: TODAY,
      person: null,
      completed: true,
      people: 5,
      certificates: 3,
      auditEvents: pack.manifest.figures.auditEvents,
      files: pack.names.length,
      bytes: bytes.length,
      manifestSha256: pack.manifestSha,
      auditHead: pack.manifest.auditHead,
    });
    // the event follows the head the pack states: nothing else was written in between
    expect(event.seq).toBe(pack.manifest.auditHead!.seq + 1);
    expect(event.prev_hash).toBe(pack.manifest.auditHead!.hash);
    expect((await verifyCompanyChain({ companyId: A.id })).intact).toBe(true);
  });

  it("one consistent snapshot: what changes during the download is not in the pack, and the event tells the head it used", async () => {
    const r = await post(A, { start: "2020-01-01", end: TODAY });
    expect(r.status).toBe(200);
    const reader = r.response!.body!.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    // meanwhile: a certificate revoked, an employee added (events and rows written)
    const revoked = await revokeCertificate(callerOf(A), A.numbers.sokratis, "Revoked while a pack was being downloaded");
    expect(revoked.kind).toBe("revoked");
    const late = await createUser({ company: A.slug, firstName: "Late", lastName: "Comer" });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const pack = openPack(Buffer.concat(chunks));
    expect(pack.manifest.figures.people).toBe(5);
    expect(pack.manifest.figures.certificates.revoked).toBe(1);
    expect(pack.csv("completions.csv").some((row) => row[1] === late.email)).toBe(false);
    const events = pack.csv("audit-events.csv");
    expect(events.some((e) => e[4] === "certificate.revoked" && e[10].includes("while a pack"))).toBe(false);
    expect(Number(events.at(-1)![1])).toBe(pack.manifest.auditHead!.seq);
    const summary = squeeze(await pdfText(pack.files["summary.pdf"], "all"));
    expect(summary).not.toContain("LateComer");
    const event = await lastEvent(A.id);
    expect(event.action).toBe("evidence_pack.exported");
    const d = JSON.parse(event.details) as { auditHead: unknown; manifestSha256: string };
    expect(d.auditHead).toEqual(pack.manifest.auditHead);
    expect(d.manifestSha256).toBe(pack.manifestSha);
    // the revocation came after the pack's head and before its own event
    const revocation = await db()
      .selectFrom("audit_events")
      .select("seq")
      .where("company_id", "=", A.id)
      .where("action", "=", "certificate.revoked")
      .orderBy("seq", "desc")
      .executeTakeFirstOrThrow();
    expect(revocation.seq).toBeGreaterThan(pack.manifest.auditHead!.seq);
    expect(event.seq).toBeGreaterThan(revocation.seq);
  });

  it("a download cut off is audited as not completed, without a manifest hash, and frees its place", async () => {
    // (the event of this download: the one before may be the last test's export, and the audit
    // of a cut-off download is written after the cancel returns, later on PostgreSQL than on SQLite)
    const before = (await lastEvent(A.id)).seq;
    const r = await post(A, { start: "2020-01-01", end: TODAY });
    const reader = r.response!.body!.getReader();
    await reader.read();
    await reader.cancel();
    let event = await lastEvent(A.id);
    for (let i = 0; i < 200 && (event.seq <= before || event.action !== "evidence_pack.exported"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      event = await lastEvent(A.id);
    }
    expect(event.action).toBe("evidence_pack.exported");
    const d = JSON.parse(event.details) as Record<string, unknown>;
    expect(d).toMatchObject({ completed: false, manifestSha256: null });
    expect(d.bytes).toBeGreaterThan(0);
    // the places are free again: two more packs at once, then a third is told to wait
    const held = [await post(A, { start: "2020-01-01", end: TODAY }), await post(A, { start: "2020-01-01", end: TODAY })];
    expect(held.map((h) => h.status)).toEqual([200, 200]);
    const third = await post(A, { start: "2020-01-01", end: TODAY });
    expect(third.status).toBe(303);
    expect(third.location).toContain("busy=1");
    const busyPage = await run(tab.loader, A.b, third.location!);
    expect(busyPage.status).toBe(503);
    const busyApi = await apiPost(A, { start: "2020-01-01", end: TODAY });
    expect(busyApi.status).toBe(503);
    expect(busyApi.headers.get("Retry-After")).toBe("60");
    for (const h of held) await h.response!.body!.cancel();
    const again = await post(A, { start: "2020-01-01", end: TODAY });
    expect(again.status).toBe(200);
    // (a pack left unread holds its snapshot: on PostgreSQL a connection the pool waits for at the end)
    await again.response!.body!.cancel();
  });
});

/** The JSON API call with the admin's cookie: status, headers, the JSON answer or the response (a ZIP). */
async function apiPost(co: Company, body: unknown) {
  const request = new Request(`${ORIGIN}/api/company/${co.slug}/admin/evidence-pack`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: co.b.header() },
    body: JSON.stringify(body),
  });
  let res: Response;
  try {
    res = (await api.action({
      request,
      url: new URL(request.url),
      params: { subdomain: co.slug, "*": "admin/evidence-pack" },
      context: co.b.context(),
    } as never)) as Response;
  } catch (e) {
    if (e instanceof Response) res = e;
    else throw e;
  }
  const json = res.headers.get("Content-Type")?.includes("json");
  return { status: res.status, headers: res.headers, data: json ? ((await res.json()) as unknown) : null, response: res };
}

describe("one person's evidence pack", () => {
  it("holds that employee only: their record, certificates and audit events; the event names them", async () => {
    const lukasz = A.people.lukasz;
    const { r, bytes } = await zipOf(A, { start: "2020-01-01", end: TODAY, email: lukasz.email.toUpperCase() });
    expect(r.headers.get("Content-Disposition")).toContain(`-person-${lukasz.id}.zip`);
    const pack = openPack(bytes);
    expect(pack.names).toEqual([
      "summary.pdf",
      "completions.csv",
      "attempts.csv",
      "audit-events.csv",
      `certificates/${A.numbers.lukasz}.pdf`,
      "manifest.json",
    ]);
    // his eight attempts, nobody else's
    expect(
      pack
        .csv("attempts.csv")
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(Array.from({ length: 8 }, () => lukasz.email));
    expect(pack.manifest.person).toEqual({ email: lukasz.email, name: "Łukasz Żółć" });
    expect(pack.manifest.figures).toMatchObject({ people: 1, completed: 1, certificates: { total: 1, valid: 1 } });
    expect(
      pack
        .csv("completions.csv")
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([lukasz.email]);
    const events = pack.csv("audit-events.csv").slice(1);
    expect(events.length).toBeGreaterThan(7);
    for (const e of events) expect([e[6], e[8]]).toContain(lukasz.email);
    const summary = squeeze(await pdfText(pack.files["summary.pdf"], "all"));
    expect(summary).toContain("ŁukaszŻółć");
    expect(summary).not.toContain("Σωκράτης");
    const event = await lastEvent(A.id);
    expect(event.subject_user_id).toBe(lukasz.id);
    expect(JSON.parse(event.details)).toMatchObject({ person: lukasz.email, people: 1, certificates: 1, completed: true });
  });
});

describe("scoping and validation", () => {
  it("another company's people, certificates and events never appear in a pack", async () => {
    const pack = openPack((await zipOf(A)).bytes);
    const bNumber = (await db().selectFrom("certificates").select("number").where("company_id", "=", B.id).executeTakeFirstOrThrow())
      .number;
    const texts = [
      Buffer.from(pack.files["completions.csv"]).toString("utf8"),
      Buffer.from(pack.files["audit-events.csv"]).toString("utf8"),
      Buffer.from(pack.files["manifest.json"]).toString("utf8"),
      await pdfText(pack.files["summary.pdf"], "all"),
    ];
    for (const t of texts)
      for (const canary of ["Zedcanary", "Otherperson", "Bravocanary", B.person.email, bNumber]) expect(t).not.toContain(canary);
    expect(pack.names.some((n) => n.includes(bNumber))).toBe(false);
  });

  it("an email of another company's employee is unknown: back to the form, the message beside the field (400), nothing written", async () => {
    const before = await lastEvent(A.id);
    const r = await post(A, { start: "2020-01-01", end: TODAY, email: B.person.email });
    expect(r.status).toBe(303);
    expect(r.location).toMatch(new RegExp(`^${A.base}/admin/dashboard/evidence\\?`));
    const page = await run(tab.loader, A.b, r.location!);
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.data)).toContain(PACK_MSG.unknownPerson);
    const api = await apiPost(A, { start: "2020-01-01", end: TODAY, email: B.person.email });
    expect(api.status).toBe(400);
    expect(api.data).toEqual({ error: PACK_MSG.unknownPerson, field: "email", code: "invalid_request" });
    expect((await lastEvent(A.id)).id).toBe(before.id);
  });

  it("A's admin on B's URLs is refused, an employee gets 403, signed-out visitors go to the login", async () => {
    const onB = await run(download.action, A.b, `${B.base}/admin/evidence-pack.zip`, { form: { start: "2020-01-01", end: TODAY } });
    expect(onB.status).toBe(302);
    expect(onB.location).toBe(`${B.base}/admin/login`);
    const anon = await run(download.action, new Browser(), `${A.base}/admin/evidence-pack.zip`, {
      form: { start: "2020-01-01", end: TODAY },
    });
    expect(anon.location).toBe(`${A.base}/admin/login`);
    const employee = new Browser();
    await run(employeeLogin.action, employee, `${A.base}/employee/login`, {
      form: { intent: "login", email: A.people.idle.email, password: A.people.idle.password },
    });
    const refused = await run(download.action, employee, `${A.base}/admin/evidence-pack.zip`, {
      form: { start: "2020-01-01", end: TODAY },
    });
    expect(refused.status).toBe(403);
    const get = await run(download.loader, A.b, `${A.base}/admin/evidence-pack.zip`);
    expect(get.location).toBe(`${A.base}/admin/dashboard/evidence`);
  });

  it("bad input comes back beside its field (400), the API answers 400 with the field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ start: "", end: TODAY }, "start", PACK_MSG.start],
      [{ start: "2021-02-30", end: TODAY }, "start", PACK_MSG.start],
      [{ start: "2021-01-01", end: "yesterday" }, "end", PACK_MSG.end],
      [{ start: TODAY, end: "2021-01-01" }, "end", PACK_MSG.order],
      [{ start: "2021-01-01", end: TODAY, email: "not-an-email" }, "email", PACK_MSG.email],
    ];
    for (const [form, field, message] of cases) {
      const r = await post(A, form);
      expect(r.status, JSON.stringify(form)).toBe(303);
      const page = await run(tab.loader, A.b, r.location!);
      expect(page.status).toBe(400);
      const result = (page.data as { result: { error: Record<string, string[]> } }).result;
      expect(result.error[field], JSON.stringify(form)).toEqual([message]);
      const viaApi = await apiPost(A, form);
      expect(viaApi.status).toBe(400);
      expect(viaApi.data).toEqual({ error: message, field, code: "invalid_request" });
    }
  });

  it("the tab starts with the company's first day to today, and an employee's email from a link", async () => {
    const page = await run(tab.loader, A.b, `${A.base}/admin/dashboard/evidence`);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ defaults: { start: TODAY, end: TODAY }, busy: false });
    const linked = await run(tab.loader, A.b, `${A.base}/admin/dashboard/evidence?email=${encodeURIComponent(A.people.anna.email)}`);
    expect(linked.status).toBe(200);
    // the form shows that email (and the default range), no error
    const result = (linked.data as { result: { initialValue: Record<string, string>; error?: Record<string, string[]> } }).result;
    expect(result.initialValue).toMatchObject({ email: A.people.anna.email, start: TODAY, end: TODAY });
    expect(result.error ?? {}).toEqual({});
  });

  it("the JSON API streams the same pack", async () => {
    const r = await apiPost(A, { start: "2020-01-01", end: TODAY, email: A.people.sokratis.email });
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toBe("application/zip");
    const pack = openPack(new Uint8Array(await r.response!.arrayBuffer()));
    expect(pack.manifest.person?.name).toBe("Σωκράτης Παπαδόπουλος");
    expect(pack.names).toContain(`certificates/${A.numbers.sokratis}.pdf`);
  });
});

describe("certificates draw names outside Windows-1252", () => {
  it("Łukasz Żółć, Σωκράτης Παπαδόπουλος and Анна Иванова read back from their certificates as typed", async () => {
    for (const name of ["Łukasz Żółć", "Σωκράτης Παπαδόπουλος", "Анна Иванова"]) {
      const pdf = await renderCertificate({
        name,
        number: "GDPR-PHARMA-ABCDEFGHIJKLM",
        issuedAt: "2026-03-05T10:00:00.000Z",
        validUntil: "2027-03-05T10:00:00.000Z",
        companyName: "Łódź Clinical Research Sp. z o.o.",
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
        signerName: "Dr. Ольга Šťastná",
        signerTitle: "Υπεύθυνος Προστασίας Δεδομένων",
        contentVersion: "a".repeat(64),
        signature: { name, signedAt: "2026-03-05T10:00:00.000Z", meaning: "I confirm that I completed this training myself" },
      });
      const text = await pdfText(new Uint8Array(pdf));
      expect(text).toContain(name);
      expect(text).toContain("Dr. Ольга Šťastná");
      expect(text).toContain("Υπεύθυνος Προστασίας Δεδομένων");
      expect(text).toContain("ŁÓDŹ CLINICAL RESEARCH SP. Z O.O.");
      expect(squeeze(text)).toContain("GDPR-PHARMA-ABCDEFGHIJKLM");
    }
  });

  it("the learner's own download too", async () => {
    const b = new Browser();
    const who = A.people.lukasz;
    await run(employeeLogin.action, b, `${A.base}/employee/login`, { form: { intent: "login", email: who.email, password: who.password } });
    const pdf = await run(downloadOf(learnerPdf), b, `${A.base}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.response!.arrayBuffer()))).toContain("Łukasz Żółć");
  });
});
