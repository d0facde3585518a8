import { describe, expect, it } from "vitest";
import * as quest from "../../app/routes/learner/quest";
import * as world from "../../app/routes/learner/world";
import * as profile from "../../app/routes/learner/profile";
import * as progressPage from "../../app/routes/learner/progress";
import * as intro from "../../app/routes/learner/training-intro";
import * as certificatePdf from "../../app/routes/learner/certificate-pdf";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as adminLogin from "../../app/routes/admin/login";
import * as api from "../../app/routes/api/json";
import { getModule, questionOf } from "../../app/content";
import { selectCycleQuestionIds, selectQuestionIds } from "../../app/domain/progress";
import { db } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { auditEventsAbout, createCompany, createUser } from "../support/factory";
import { Browser, download, run } from "../support/http";
import { renderPage } from "../support/render";

async function signedIn(opts: Parameters<typeof createUser>[0] = {}, base = "") {
  const u = await createUser(opts);
  const b = new Browser();
  const r = await run(employeeLogin.action, b, `${base}/employee/login`, {
    form: { intent: "login", email: u.email, password: u.password },
  });
  expect(r.status).toBe(302);
  return { u, b, base };
}

const answersOf = (userId: number) =>
  db()
    .selectFrom("answers as a")
    .innerJoin("attempts as t", "t.id", "a.attempt_id")
    .selectAll("a")
    .where("t.user_id", "=", userId)
    .execute();

const params = (id: number) => ({ regionId: String(id), questId: String(id) });
const questPath = (base: string, id: number) => `${base}/quest/${id}/${id}`;
const view = async (b: Browser, base: string, id: number, query = "") =>
  (await run(quest.loader, b, questPath(base, id) + query, { params: params(id) })).data.quest;
const post = (b: Browser, base: string, id: number, form: Record<string, string | number>) =>
  run(quest.action, b, questPath(base, id), { form, params: params(id) });

/** Answers the current question; `right` picks the correct option or a wrong one. */
async function answer(b: Browser, base: string, id: number, right: boolean) {
  const v = await view(b, base, id);
  expect(v.kind).toBe("question");
  const q = questionOf(v.question.id)!;
  const choice = right ? q.correctAnswer : (q.correctAnswer + 1) % 4;
  const r = await post(b, base, id, { intent: "answer", questionId: q.id, choice });
  expect(r.status).toBe(302);
  expect(r.location).toBe(`${questPath(base, id)}?answered=${q.id}`);
  return q.id;
}

/** Signs the completion on module 8's screen (issue 13): the statement ticked, the password typed again. */
async function sign(b: Browser, base: string, password: string) {
  const r = await post(b, base, 8, { intent: "sign", confirm: "on", password });
  expect(r.status, JSON.stringify(r.data)).toBe(302);
  expect(r.location).toBe(questPath(base, 8));
  return r;
}

async function completeModule(b: Browser, base: string, id: number, wrongFirst = 0) {
  await post(b, base, id, { intent: "begin" });
  await post(b, base, id, { intent: "start-assessment" });
  for (let i = 0; i < 4; i++) await answer(b, base, id, i >= wrongFirst);
  for (let i = 0; i < wrongFirst; i++) await answer(b, base, id, true);
  const done = await view(b, base, id);
  expect(done.kind).toBe("completed");
  return done;
}

describe("module flow", () => {
  it("briefing -> training -> assessment -> retake -> completed, with the score counting retake corrections", async () => {
    const { u, b, base } = await signedIn();
    expect((await view(b, base, 1)).kind).toBe("briefing");
    // GET never changes state: no attempt yet
    expect(await db().selectFrom("attempts").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);
    await post(b, base, 1, { intent: "begin" });
    const training = await run(quest.loader, b, questPath(base, 1), { params: params(1) });
    expect(training.data.quest.kind).toBe("training");
    expect(training.data.module.training.content.length).toBeGreaterThan(2000);
    expect(training.data.module.briefing).toBeNull();
    await post(b, base, 1, { intent: "start-assessment" });

    const first = await answer(b, base, 1, false);
    const result = await view(b, base, 1, `?answered=${first}`);
    expect(result).toMatchObject({ kind: "result", correct: false, pass: "first", number: 1, of: 4, next: "question" });
    expect(result.explanation).toBe(questionOf(first)!.explanation);
    // the question shown to the learner never carries the answer
    const q2 = await view(b, base, 1);
    expect(q2.question).not.toHaveProperty("correctAnswer");
    expect(q2.question).not.toHaveProperty("explanation");

    for (let i = 0; i < 3; i++) await answer(b, base, 1, true);
    const retake = await view(b, base, 1);
    expect(retake).toMatchObject({ kind: "question", pass: "retake", number: 1, of: 1 });
    expect(retake.question.id).toBe(first);
    await answer(b, base, 1, true);
    const done = await view(b, base, 1);
    expect(done).toMatchObject({ kind: "completed", score: 100, correct: 4, badge: getModule(1)!.badge });

    const w = await run(world.loader, b, "/world");
    expect(w.data.points).toBe(1000);
    expect(w.data.level).toBe(1);
    expect(w.data.cards[0]).toMatchObject({ percent: 100, status: "completed" });
    expect(w.data.cards[1]).toMatchObject({ unlocked: true, status: "start" });
    expect(w.data.cards[2]).toMatchObject({ unlocked: false, status: "locked" });
    const enrollment = await db().selectFrom("enrollments").selectAll().where("user_id", "=", u.id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: "in_progress", modules_completed: 1, completed_at: null });
    expect(enrollment.started_at).not.toBeNull();
  });

  it("a wrong retake answer is not queued again and no badge below 80", async () => {
    const { b, base } = await signedIn();
    await post(b, base, 1, { intent: "begin" });
    await post(b, base, 1, { intent: "start-assessment" });
    await answer(b, base, 1, false);
    await answer(b, base, 1, false);
    await answer(b, base, 1, true);
    await answer(b, base, 1, true);
    await answer(b, base, 1, false); // retake 1 stays wrong
    await answer(b, base, 1, true); // retake 2 corrected
    const done = await view(b, base, 1);
    expect(done).toMatchObject({ kind: "completed", score: 75, correct: 3, badge: null });
    const p = await run(profile.loader, b, "/profile");
    expect(p.data.badges).toHaveLength(0);
    expect(p.data.points).toBe(750);
  });

  it("repeated posts, a second tab and out-of-order posts never double-count", async () => {
    const { u, b, base } = await signedIn();
    await post(b, base, 1, { intent: "begin" });
    await post(b, base, 1, { intent: "begin" }); // double submit
    await post(b, base, 1, { intent: "start-assessment" });
    const v = await view(b, base, 1);
    const q = questionOf(v.question.id)!;
    const ids: number[] = JSON.parse(
      (await db().selectFrom("attempts").select("question_ids").where("user_id", "=", u.id).executeTakeFirstOrThrow()).question_ids,
    );
    // out of order: the last question before the first
    const ooo = await post(b, base, 1, { intent: "answer", questionId: ids[3], choice: 0 });
    expect(ooo.status).toBe(409);
    expect(ooo.data.error).toBe("Please answer the current question first.");
    await post(b, base, 1, { intent: "answer", questionId: q.id, choice: q.correctAnswer });
    // a second tab posts the same question with another choice: the first record stands
    const again = await post(b, base, 1, { intent: "answer", questionId: q.id, choice: (q.correctAnswer + 1) % 4 });
    expect(again.status).toBe(302);
    const answers = await answersOf(u.id);
    expect(answers.filter((a) => a.question_id === q.id)).toHaveLength(1);
    expect(answers.find((a) => a.question_id === q.id)!.correct).toBe(1);
    // a question not in the attempt
    const foreign = getModule(1)!
      .questions.map((x) => x.id)
      .find((id) => !ids.includes(id))!;
    const notIn = await post(b, base, 1, { intent: "answer", questionId: foreign, choice: 0 });
    expect(notIn.status).toBe(400);
    expect(notIn.data.error).toBe("That question is not part of your assessment.");
    // a question of another module
    expect((await post(b, base, 1, { intent: "answer", questionId: 50, choice: 0 })).status).toBe(400);
    // no choice
    const none = await post(b, base, 1, { intent: "answer", questionId: ids[1] });
    expect(none.status).toBe(400);
    expect(none.data.error).toBe("Please select an answer before submitting.");
    // reload of the result view reads the recorded answer back
    expect(await view(b, base, 1, `?answered=${q.id}`)).toMatchObject({ kind: "result", correct: true });
  });

  it("posts of one question racing each other record it once, and the last one completes the module once", async () => {
    const { u, b, base } = await signedIn();
    await post(b, base, 1, { intent: "begin" });
    await post(b, base, 1, { intent: "start-assessment" });
    // Each question posted from ten tabs at once: on PostgreSQL the ten run on the pool's
    // connections side by side, read the same state and insert together.
    for (let i = 0; i < 4; i++) {
      const q = questionOf((await view(b, base, 1)).question.id)!;
      const posts = await Promise.all(
        Array.from({ length: 10 }, () => post(b, base, 1, { intent: "answer", questionId: q.id, choice: q.correctAnswer })),
      );
      expect(posts.map((r) => r.status)).toEqual(Array(10).fill(302));
      expect((await answersOf(u.id)).filter((a) => a.question_id === q.id)).toHaveLength(1);
    }
    expect(await answersOf(u.id)).toHaveLength(4);
    expect(await auditEventsAbout(u.id, "training.module_completed")).toHaveLength(1);
    const enrollment = await db().selectFrom("enrollments").selectAll().where("user_id", "=", u.id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: "in_progress", modules_completed: 1 });
    expect((await view(b, base, 1)).kind).toBe("completed");
  });

  it("uses a stable personal question set per user and module; an attempt after a reset asks what was not asked before", async () => {
    const a = await signedIn();
    const c = await signedIn();
    const setOf = async (userId: number) =>
      JSON.parse(
        (
          await db()
            .selectFrom("attempts")
            .select("question_ids")
            .where("user_id", "=", userId)
            .where("module_id", "=", 1)
            .where("superseded_at", "is", null)
            .executeTakeFirstOrThrow()
        ).question_ids,
      ) as number[];
    const bank = getModule(1)!.questions.map((q) => q.id);
    for (const s of [a, c]) await post(s.b, "", 1, { intent: "begin" });
    const first = await setOf(a.u.id);
    expect(new Set(first).size).toBe(4);
    expect(first).toEqual(selectQuestionIds(bank, a.u.id, 1));
    expect(await setOf(c.u.id)).toEqual(selectQuestionIds(bank, c.u.id, 1));
    // a second begin keeps the set; after a reset the new attempt draws the questions not asked
    // yet (module 1's bank has 12), the same ones on every reload
    await post(a.b, "", 1, { intent: "begin" });
    expect(await setOf(a.u.id)).toEqual(first);
    await post(a.b, "", 1, { intent: "reset-module" });
    await post(a.b, "", 1, { intent: "begin" });
    const second = await setOf(a.u.id);
    expect(second).toEqual(selectCycleQuestionIds(bank, a.u.id, 1, [first]));
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await post(a.b, "", 1, { intent: "begin" });
    expect(await setOf(a.u.id)).toEqual(second);
    // the shuffle depends on the user: over a few users at least two sets differ
    const sets = new Set(Array.from({ length: 6 }, (_, i) => selectQuestionIds(bank, a.u.id + i, 1).join(",")));
    expect(sets.size).toBeGreaterThan(1);
  });

  it("locked modules send the learner back to the map; unknown modules show Not Found", async () => {
    const { u, b, base } = await signedIn();
    const locked = await run(quest.loader, b, "/quest/3/3", { params: params(3) });
    expect(locked.location).toBe("/world");
    const lockedPost = await post(b, base, 3, { intent: "begin" });
    expect(lockedPost.location).toBe("/world");
    expect(await db().selectFrom("attempts").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);
    const unknown = await view(b, base, 99);
    expect(unknown.kind).toBe("not-found");
    expect((await run(quest.loader, b, "/quest/abc/abc", { params: { regionId: "abc", questId: "abc" } })).data.quest.kind).toBe(
      "not-found",
    );
  });

  it("an address that names no module answers 404 with Training Module Not Found, in every context", async () => {
    for (const base of ["", "/croacademy"]) {
      const { b } = await signedIn(base ? { company: "croacademy" } : {}, base);
      // /quest/9/9, ids out of range or not written as the module's id, and a region with another quest
      for (const [regionId, questId] of [
        ["9", "9"],
        ["0", "0"],
        ["1", "2"],
        ["2", "1"],
        ["01", "1"],
        ["1", "01"],
        ["1.0", "1"],
      ]) {
        const at = `${base}/quest/${regionId}/${questId}`;
        const page = await run(quest.loader, b, at, { params: { regionId, questId } });
        expect(page.status, at).toBe(404);
        expect(page.data.quest.kind, at).toBe("not-found");
        expect(page.data.module, at).toBeNull();
        const posted = await run(quest.action, b, at, { params: { regionId, questId }, form: { intent: "begin" } });
        expect(posted.status, at).toBe(404);
      }
      // the module's own address still answers 200
      expect((await run(quest.loader, b, `${base}/quest/1/1`, { params: params(1) })).status).toBe(200);
    }
    const co = await createCompany();
    const { b } = await signedIn({ company: co.slug }, `/company/${co.slug}`);
    expect((await run(quest.loader, b, `/company/${co.slug}/quest/9/9`, { params: params(9) })).status).toBe(404);
  });

  it("the module screen shows the module's reward (xpReward)", async () => {
    const { b } = await signedIn();
    const page = await run(quest.loader, b, "/quest/1/1", { params: params(1) });
    expect(page.data.module.xpReward).toBe(getModule(1)!.xpReward);
    const html = renderPage(quest.default, { at: "/quest/1/1", data: page.data });
    expect(html).toContain(`Module reward: <strong>${getModule(1)!.xpReward} points</strong>`);
  });

  it("another user's attempt is never read or changed", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await post(alice.b, "", 1, { intent: "begin" });
    await post(alice.b, "", 1, { intent: "start-assessment" });
    const aliceQ = (await view(alice.b, "", 1)).question.id;
    // Bob has no attempt: posting Alice's question refers to Bob's own (absent) assessment
    const r = await post(bob.b, "", 1, { intent: "answer", questionId: aliceQ, choice: 0 });
    expect(r.status).toBe(409);
    expect(await answersOf(bob.u.id)).toHaveLength(0);
    expect((await view(bob.b, "", 1)).kind).toBe("briefing");
    // Bob's reset does not touch Alice's attempt
    await post(bob.b, "", 1, { intent: "reset-module" });
    expect((await view(alice.b, "", 1)).kind).toBe("question");
  });
});

describe("resets", () => {
  it("module reset returns to the briefing, removes the badge and is audited", async () => {
    const { u, b, base } = await signedIn();
    await completeModule(b, base, 1);
    const r = await post(b, base, 1, { intent: "reset-module" });
    expect(r.location).toBe("/quest/1/1");
    expect(r.headers.getSetCookie().some((c) => c.startsWith("academy_flash="))).toBe(true);
    expect((await view(b, base, 1)).kind).toBe("briefing");
    expect((await run(profile.loader, b, "/profile")).data.badges).toHaveLength(0);
    // kept as history: the badge revoked, the attempt superseded with its answers
    const badges = await db().selectFrom("badges").select(["revoked_at"]).where("user_id", "=", u.id).execute();
    expect(badges).toHaveLength(1);
    expect(badges[0].revoked_at).not.toBeNull();
    const attempts = await db().selectFrom("attempts").select(["superseded_at", "phase"]).where("user_id", "=", u.id).execute();
    expect(attempts).toEqual([{ superseded_at: expect.any(String), phase: "completed" }]);
    expect(await answersOf(u.id)).toHaveLength(4);
    const ev = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("subject_user_id", "=", u.id)
      .where("action", "=", "training.reset_module")
      .executeTakeFirstOrThrow();
    expect(ev.ip_address).toBe(b.address);
    const details = JSON.parse(ev.details);
    expect(details.attempts[0]).toMatchObject({ moduleId: 1, phase: "completed", score: 100 });
    expect(details.badges[0].name).toBe(getModule(1)!.badge);
  });

  it("department reset from the map, with the confirmation view", async () => {
    const { u, b, base } = await signedIn();
    await completeModule(b, base, 1);
    const confirm = await run(world.loader, b, "/world?confirm=reset-1");
    expect(confirm.data.confirm).toEqual({ id: 1, title: "Legal Basis Fundamentals" });
    const noConfirm = await run(world.loader, b, "/world?confirm=reset-3"); // locked: no dialog
    expect(noConfirm.data.confirm).toBeNull();
    const r = await run(world.action, b, "/world", { form: { intent: "reset-department", regionId: 1 } });
    expect(r.location).toBe("/world");
    const w = await run(world.loader, b, "/world");
    expect(w.data.root).toBeUndefined();
    expect(w.data.cards[0]).toMatchObject({ percent: 0, status: "start" });
    expect(w.data.points).toBe(0);
    const bad = await run(world.action, b, "/world", { form: { intent: "reset-department", regionId: 42 } });
    expect(bad.status).toBe(400);
    expect(
      await db()
        .selectFrom("audit_events")
        .select("id")
        .where("subject_user_id", "=", u.id)
        .where("action", "=", "training.reset_department")
        .execute(),
    ).toHaveLength(1);
  });
});

describe("completing the course", () => {
  it("module 7 records module 8 at 100, awards the certificate badge and issues the certificate", async () => {
    const { u, b, base } = await signedIn({ company: "acme-pharma", firstName: "Marie", lastName: "Curie" }, "/company/acme-pharma").catch(
      async () => {
        // acme-pharma is seed data; create it in this fresh database
        const { createCompany } = await import("../support/factory");
        await createCompany("acme-pharma", { name: "Acme Pharma", validityDays: 730 });
        return signedIn({ company: "acme-pharma", firstName: "Marie", lastName: "Curie" }, "/company/acme-pharma");
      },
    );
    for (let id = 1; id <= 7; id++) await completeModule(b, base, id);
    // module 8 asks for the signature first: no certificate yet
    expect(await view(b, base, 8)).toEqual({ kind: "sign", method: "password", ready: true, name: "Marie Curie", provider: null });
    expect((await run(world.loader, b, `${base}/world`)).data.cards[7]).toMatchObject({ unlocked: true, percent: 0, status: "start" });
    await sign(b, base, u.password);
    const cert = await view(b, base, 8);
    expect(cert).toEqual({ kind: "certificate", number: expect.stringMatching(/^GDPR-PHARMA-[A-Z]{13}$/) });
    const w = await run(world.loader, b, `${base}/world`);
    expect(w.data.cards[7]).toMatchObject({ unlocked: true, percent: 100, status: "completed" });
    expect(w.data.points).toBe(8 * 1000);
    expect(w.data.level).toBe(5);
    const p = await run(profile.loader, b, `${base}/profile`);
    expect(p.data.badges).toHaveLength(8);
    expect(p.data.badges.at(-1).name).toBe(getModule(8)!.badge);
    expect(p.data.certificate.number).toBe(cert.number);
    const issued = Date.parse(p.data.certificate.issuedAt);
    expect(Date.parse(p.data.certificate.validUntil) - issued).toBe(730 * 86_400_000);
    const enrollment = await db().selectFrom("enrollments").selectAll().where("user_id", "=", u.id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: "completed", modules_completed: 7 });
    expect(enrollment.completed_at).not.toBeNull();

    const pdf = await run(download(certificatePdf), b, `${base}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.response!.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A4 landscape: 841.89 x 595.28 points
    expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);

    const ps = await run(progressPage.loader, b, `${base}/progress`);
    expect(ps.data.certificate.number).toBe(p.data.certificate.number);

    // reset all removes everything from the view; the audit trail keeps the certificate number
    const reset = await run(profile.action, b, `${base}/profile`, { form: { intent: "reset-all" } });
    expect(reset.location).toBe(`${base}/profile`);
    const after = await run(profile.loader, b, `${base}/profile`);
    expect(after.data).toMatchObject({ points: 0, level: 1, certificate: null, badges: [] });
    const ev = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("subject_user_id", "=", u.id)
      .where("action", "=", "training.reset_all")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(ev.details).certificates[0].number).toBe(p.data.certificate.number);
    // the certificate stays on record, revoked with the reason
    const kept = await db()
      .selectFrom("certificates")
      .select(["number", "revoked_at", "revoked_reason"])
      .where("user_id", "=", u.id)
      .execute();
    expect(kept).toEqual([{ number: p.data.certificate.number, revoked_at: expect.any(String), revoked_reason: "training reset (all)" }]);
    expect((await db().selectFrom("enrollments").select("status").where("user_id", "=", u.id).executeTakeFirstOrThrow()).status).toBe(
      "not_started",
    );
    expect((await run(download(certificatePdf), b, `${base}/certificate.pdf`)).status).toBe(404);
  });

  it("the intro greets by first name and the pages are gated", async () => {
    const { b } = await signedIn({ firstName: "Grace" });
    expect((await run(intro.loader, b, "/training-intro")).data.name).toBe("Grace");
    const anon = new Browser();
    for (const [fn, path] of [
      [intro.loader, "/training-intro"],
      [profile.loader, "/profile"],
      [download(certificatePdf), "/certificate.pdf"],
    ] as const) {
      const r = await run(fn, anon, path);
      expect(r.location).toBe("/employee/login");
    }
    // the progress screen sends signed-out visitors home
    expect((await run(progressPage.loader, anon, "/progress")).location).toBe("/");
    expect((await run(progressPage.loader, anon, "/croacademy/progress")).location).toBe("/croacademy");
  });
});

describe("administrators taking the training", () => {
  it("an admin sees the Admin Dashboard button, trains, and is enrolled; employees do not see the button", async () => {
    const admin = await createUser({ role: "admin" });
    const b = new Browser();
    await run(adminLogin.action, b, "/admin/login", { form: { intent: "login", email: admin.email, password: admin.password } });
    const w = await run(world.loader, b, "/world?admin=true");
    expect(w.data.isAdmin).toBe(true);
    await completeModule(b, "", 1);
    const enrollment = await db().selectFrom("enrollments").selectAll().where("user_id", "=", admin.id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: "in_progress", modules_completed: 1 });
    const { b: eb } = await signedIn();
    expect((await run(world.loader, eb, "/world")).data.isAdmin).toBe(false);
  });
});

describe("speed", () => {
  it("the map, quest and profile pages run a fixed number of queries whatever the progress", async () => {
    const { b, base } = await signedIn();
    const count = async (fn: () => Promise<unknown>) => {
      const before = workQueries();
      await fn();
      return workQueries() - before;
    };
    const pages = () => ({
      world: () => run(world.loader, b, "/world"),
      quest: () => run(quest.loader, b, "/quest/1/1", { params: params(1) }),
      profile: () => run(profile.loader, b, "/profile"),
    });
    await completeModule(b, base, 1);
    const fresh: Record<string, number> = {};
    for (const [name, fn] of Object.entries(pages())) fresh[name] = await count(fn);
    for (let id = 2; id <= 6; id++) await completeModule(b, base, id);
    const later: Record<string, number> = {};
    for (const [name, fn] of Object.entries(pages())) later[name] = await count(fn);
    expect(later).toEqual(fresh);
    for (const n of Object.values(later)) expect(n).toBeLessThanOrEqual(6);
  });
});

describe("history is kept", () => {
  const counts = async (userId: number) => ({
    attempts: (await db().selectFrom("attempts").select("id").where("user_id", "=", userId).execute()).length,
    answers: (await answersOf(userId)).length,
    badges: (await db().selectFrom("badges").select("id").where("user_id", "=", userId).execute()).length,
    certificates: (await db().selectFrom("certificates").select("id").where("user_id", "=", userId).execute()).length,
  });
  const apiGet = async (b: Browser, rest: string) => {
    const r = await run(api.loader, b, `/api/${rest}`, { params: { "*": rest } });
    return r.data;
  };

  it("a department reset of module 7 takes back module 8 and the certificate everywhere, and completing 7 again issues a new one", async () => {
    const { u, b, base } = await signedIn({ firstName: "Rosalind", lastName: "Franklin" });
    for (let id = 1; id <= 7; id++) await completeModule(b, base, id);
    await sign(b, base, u.password);
    const before = await run(profile.loader, b, "/profile");
    const firstNumber = before.data.certificate.number as string;

    const r = await run(world.action, b, "/world", { form: { intent: "reset-department", regionId: 7 } });
    expect(r.location).toBe("/world");
    // map, points, level, profile, API and PDF agree: modules 1-6 complete, no module 8, no certificate
    const w = await run(world.loader, b, "/world");
    expect(w.data.cards[6]).toMatchObject({ unlocked: true, percent: 0, status: "start" });
    expect(w.data.cards[7]).toMatchObject({ unlocked: false, percent: 0, status: "locked" });
    expect(w.data).toMatchObject({ points: 6000, level: 4 });
    const p = await run(profile.loader, b, "/profile");
    expect(p.data).toMatchObject({ points: 6000, level: 4, certificate: null, certifications: 6 });
    expect(p.data.badges.map((x: { name: string }) => x.name)).not.toContain(getModule(8)!.badge);
    const progress = await apiGet(b, "auth/progress");
    expect(progress.map((x: { region_id: number }) => x.region_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await apiGet(b, "auth/stats")).toMatchObject({ total_xp: 6000, level: 4 });
    expect((await run(download(certificatePdf), b, "/certificate.pdf")).status).toBe(404);
    expect((await run(quest.loader, b, "/quest/8/8", { params: params(8) })).location).toBe("/world");
    const revoked = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("subject_user_id", "=", u.id)
      .where("action", "=", "certificate.revoked")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(revoked.details)).toEqual({ number: firstNumber, reason: "training reset (department)" });

    // completing module 7 again and signing again records module 8 and issues a second certificate; the first stays revoked
    await completeModule(b, base, 7);
    await sign(b, base, u.password);
    const again = await run(profile.loader, b, "/profile");
    expect(again.data).toMatchObject({ points: 8000, level: 5, certifications: 8 });
    expect(again.data.certificate.number).not.toBe(firstNumber);
    const certificates = await db()
      .selectFrom("certificates")
      .select(["number", "revoked_at"])
      .where("user_id", "=", u.id)
      .orderBy("id")
      .execute();
    expect(certificates).toEqual([
      { number: firstNumber, revoked_at: expect.any(String) },
      { number: again.data.certificate.number, revoked_at: null },
    ]);
    expect((await run(download(certificatePdf), b, "/certificate.pdf")).status).toBe(200);
  });

  it("resetting never removes an attempt, answer, badge or certificate row, and the database refuses deletes", async () => {
    const { u, b, base } = await signedIn();
    for (let id = 1; id <= 7; id++) await completeModule(b, base, id, id === 3 ? 1 : 0);
    await sign(b, base, u.password);
    const full = await counts(u.id);
    expect(full).toEqual({ attempts: 8, answers: 29, badges: 8, certificates: 1 });
    await post(b, base, 2, { intent: "reset-module" });
    await run(world.action, b, "/world", { form: { intent: "reset-department", regionId: 5 } });
    await run(profile.action, b, "/profile", { form: { intent: "reset-all" } });
    expect(await counts(u.id)).toEqual(full);
    const current = await db().selectFrom("attempts").select("id").where("user_id", "=", u.id).where("superseded_at", "is", null).execute();
    expect(current).toHaveLength(0);
    for (const table of ["attempts", "answers", "badges", "certificates", "enrollments", "users", "companies"] as const) {
      await expect(db().deleteFrom(table).execute()).rejects.toThrow(/kept as evidence/);
    }
    expect(await counts(u.id)).toEqual(full);
  });
});
