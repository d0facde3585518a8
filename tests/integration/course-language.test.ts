/**
 * The course in the learner's language, as evidence (issue 28), through the quest's own loader
 * and action with plain form posts (what a browser without JavaScript sends): the whole course
 * in each of the five new languages, each attempt and the certificate recording the language and
 * that language's content versions; a running assessment keeping its language when the learner
 * switches; the first pass's score kept beside the final one.
 */
import { describe, expect, it } from "vitest";
import * as quest from "../../app/routes/learner/quest";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as profile from "../../app/routes/learner/profile";
import * as demo from "../../app/routes/public/demo";
import { getModule, questionOf } from "../../app/content";
import type { Locale } from "../../app/domain/locale";
import { db } from "../../app/server/platform/db.server";
import { currentModuleVersion, currentVersions } from "../../app/server/training/content-versions.server";
import { createUser } from "../support/factory";
import { Browser, run } from "../support/http";

const params = (id: number) => ({ regionId: String(id), questId: String(id) });
const path = (id: number) => `/quest/${id}/${id}`;
const load = async (b: Browser, id: number) => (await run(quest.loader, b, path(id), { params: params(id) })).data;
const post = (b: Browser, id: number, form: Record<string, string | number>) =>
  run(quest.action, b, path(id), { form, params: params(id) });

async function learner(locale: Locale) {
  const u = await createUser();
  await db().updateTable("users").set({ locale }).where("id", "=", u.id).execute();
  const b = new Browser();
  const r = await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: u.email, password: u.password } });
  expect(r.status).toBe(302);
  return { u, b };
}

/** Walks one module: briefing, training, then every question; `wrongFirst` misses the first question once. */
async function walk(b: Browser, id: number, language: Locale, wrongFirst = false) {
  const briefing = await load(b, id);
  expect(briefing.module).toMatchObject({ language, briefing: getModule(id, language)!.briefing });
  expect((await post(b, id, { intent: "begin" })).status).toBe(302);
  const training = await load(b, id);
  expect(training.module?.training).toEqual(getModule(id, language)!.training);
  expect((await post(b, id, { intent: "start-assessment" })).status).toBe(302);
  for (let n = 0; n < 12; n++) {
    const d = await load(b, id);
    if (d.quest.kind !== "question") break;
    const q = questionOf(d.quest.question.id, language)!;
    // the question as the page shows it is the translation, options in the English order
    expect(d.quest.question).toEqual({ id: q.id, question: q.question, options: q.options });
    const choice = wrongFirst && n === 0 ? (q.correctAnswer + 1) % 4 : q.correctAnswer;
    expect((await post(b, id, { intent: "answer", questionId: q.id, choice })).status).toBe(302);
  }
  expect((await load(b, id)).quest.kind).toBe("completed");
}

const attemptsOf = (userId: number) =>
  db()
    .selectFrom("attempts")
    .select(["module_id", "language", "content_version", "score", "first_score"])
    .where("user_id", "=", userId)
    .where("superseded_at", "is", null)
    .orderBy("module_id")
    .execute();

describe("the whole course in each language, without JavaScript", () => {
  for (const language of ["de", "fr", "es", "it", "pl"] as const) {
    it(`${language}: every module in ${language}, with ${language} content versions, and a certificate in ${language}`, async () => {
      const { u, b } = await learner(language);
      for (let id = 1; id <= 7; id++) await walk(b, id, language);
      const signed = await post(b, 8, { intent: "sign", confirm: "on", password: u.password });
      expect(signed.status, JSON.stringify(signed.data)).toBe(302);

      const attempts = await attemptsOf(u.id);
      for (const a of attempts.filter((x) => x.module_id <= 7)) {
        expect(a, `module ${a.module_id}`).toMatchObject({
          language,
          content_version: currentModuleVersion(a.module_id, language).version,
        });
        expect(a.content_version).not.toBe(currentModuleVersion(a.module_id, "en").version);
      }
      const cert = await db()
        .selectFrom("certificates")
        .select(["language", "content_version"])
        .where("user_id", "=", u.id)
        .executeTakeFirstOrThrow();
      // the course version of seven modules in one language is that language's course version
      expect(cert).toEqual({ language, content_version: currentVersions(language).course.version });
      const kept = await db()
        .selectFrom("content_versions")
        .select(["version", "language", "content"])
        .where(
          "version",
          "in",
          attempts.map((a) => a.content_version!),
        )
        .execute();
      expect(kept).toHaveLength(8);
      for (const k of kept) expect(k.language).toBe(language);
      // the snapshot keeps that language's text
      const one = kept.find((k) => k.version === currentModuleVersion(1, language).version)!;
      expect(JSON.parse(one.content).briefing).toBe(getModule(1, language)!.briefing);
      // the profile names the badges in the language, and shows each module's language and first pass
      const page = (await run(profile.loader, b, "/profile")).data;
      expect(page.badges.map((x: { name: string }) => x.name)).toEqual(
        Array.from({ length: 8 }, (_, i) => getModule(i + 1, language)!.badge),
      );
      expect(page.modules[0]).toMatchObject({ title: getModule(1, language)!.title, language, firstScore: 100 });
    });
  }
});

describe("switching language", () => {
  it("a running assessment keeps its language after the learner switches; the certificate then has it too", async () => {
    const { u, b } = await learner("de");
    for (let id = 1; id <= 6; id++) await walk(b, id, "de");
    expect((await post(b, 7, { intent: "begin" })).status).toBe(302);
    expect((await post(b, 7, { intent: "start-assessment" })).status).toBe(302);
    await db().updateTable("users").set({ locale: "fr" }).where("id", "=", u.id).execute();
    const running = await load(b, 7);
    expect(running.module?.language).toBe("de");
    if (running.quest.kind !== "question") throw new Error("a question expected");
    expect(running.quest.question.question).toBe(questionOf(running.quest.question.id, "de")!.question);
    for (let n = 0; n < 4; n++) {
      const d = await load(b, 7);
      if (d.quest.kind !== "question") break;
      await post(b, 7, { intent: "answer", questionId: d.quest.question.id, choice: questionOf(d.quest.question.id)!.correctAnswer });
    }
    expect((await attemptsOf(u.id)).find((a) => a.module_id === 7)?.language).toBe("de");
    expect((await post(b, 8, { intent: "sign", confirm: "on", password: u.password })).status).toBe(302);
    const cert = await db()
      .selectFrom("certificates")
      .select(["language", "content_version"])
      .where("user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(cert.language).toBe("de");
    const course = await db()
      .selectFrom("content_versions")
      .select("language")
      .where("version", "=", cert.content_version!)
      .executeTakeFirstOrThrow();
    expect(course.language).toBe("de");
  });

  it("a module begun after the switch is in the new language", async () => {
    const { u, b } = await learner("it");
    await walk(b, 1, "it");
    await db().updateTable("users").set({ locale: "pl" }).where("id", "=", u.id).execute();
    await walk(b, 2, "pl");
    const [one, two] = await attemptsOf(u.id);
    expect([one.language, two.language]).toEqual(["it", "pl"]);
  });
});

describe("the first pass's score", () => {
  it("is kept beside the final score: one miss, corrected in the retake, is 75 then 100", async () => {
    const { u, b } = await learner("es");
    await walk(b, 1, "es", true);
    const [a] = await attemptsOf(u.id);
    expect(a).toMatchObject({ score: 100, first_score: 75 });
  });
});

describe("the public demo", () => {
  it("is in the visitor's language (the browser's, or the one picked), English otherwise", async () => {
    const as = async (headers: Record<string, string>) => (await run(demo.loader, new Browser(), "/demo", { headers })).data;
    const german = await as({ "Accept-Language": "de-DE,de;q=0.9" });
    expect(german).toMatchObject({ language: "de", briefing: getModule(1, "de")!.briefing, module: { title: getModule(1, "de")!.title } });
    const polish = await as({ "Accept-Language": "pl" });
    expect(polish.briefing).toBe(getModule(1, "pl")!.briefing);
    const english = await as({ "Accept-Language": "ja" });
    expect(english).toMatchObject({ language: "en", briefing: getModule(1)!.briefing });
  });
});
