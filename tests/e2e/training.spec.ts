/** The learner's training journey: retake, scoring, locks, module reset, all seven modules and the certificate. */
import { expect, type Page, test } from "@playwright/test";
import {
  answerQuestion,
  atPath,
  beginModule,
  completeModuleFromBriefing,
  createUser,
  nextAfterResult,
  signCompletion,
  signInEmployee,
  scoreLine,
  startAssessment,
  t,
} from "./fixtures";
import { pdfText } from "../support/pdf";

test("a learner retakes a missed question, resets a module, completes all seven and gets the certificate", async ({ page }) => {
  test.setTimeout(420_000);
  const user = await createUser();
  await signInEmployee(page, user);

  // Module 1: one wrong first answer, then the retake.
  await page.goto("/quest/1/1");
  await expect(page.getByRole("heading", { level: 1, name: t("Legal Basis Fundamentals") })).toBeVisible();
  await beginModule(page);
  await startAssessment(page);
  const missed = await answerQuestion(page, false);
  await expect(page.getByText(t("This question will come back in the retake."))).toBeVisible();
  await nextAfterResult(page);
  for (let i = 0; i < 3; i++) {
    await answerQuestion(page, true);
    if (i < 2) await nextAfterResult(page);
  }
  await page.getByRole("link", { name: t("Next: Retake Missed Questions") }).click();
  await expect(page.getByText(t("Retake: questions you missed"))).toBeVisible();
  await expect(page.locator('input[name="questionId"]')).toHaveValue(String(missed));
  await answerQuestion(page, true);
  await page.getByRole("link", { name: t("Next: See Results") }).click();
  await expect(page.getByRole("heading", { name: t("Module Completed!") })).toBeVisible();
  // Retake corrections count: 3 right + 1 corrected = 4/4.
  await expect(page.getByText(scoreLine(100, 4, 4))).toBeVisible();
  const header = page.getByRole("navigation", { name: t("Account") });
  await expect(header.getByText(t("1000 points"), { exact: true })).toBeVisible();
  await expect(header.getByText(t("Level 1"), { exact: true })).toBeVisible();

  // Module 3 is still locked (module 2 not done): back to the academy.
  await page.goto("/quest/3/3");
  await expect(page).toHaveURL(atPath("/world"));

  // Reset module 1 from the quest header.
  await page.goto("/quest/1/1");
  await page.getByRole("link", { name: t("Reset module") }).click();
  await expect(page.getByRole("alertdialog", { name: t("Reset Training Module") })).toBeVisible();
  await page.getByRole("button", { name: t("Confirm Reset") }).click();
  await expect(page.getByText(t("Training module successfully reset!"))).toBeVisible();
  await expect(page).toHaveURL(atPath("/quest/1/1"));
  await expect(page.getByRole("button", { name: t("Begin Training Module") })).toBeVisible();
  await expect(header.getByText(t("0 points"), { exact: true })).toBeVisible();

  // All seven modules, every answer right, following "Next Module"; the seventh leads to the signature.
  for (let id = 1; id <= 7; id++) {
    await expect(page).toHaveURL(atPath(`/quest/${id}/${id}`));
    await completeModuleFromBriefing(page);
    await page.getByRole("link", { name: t(id < 7 ? "Next Module" : "Next: Sign and Receive Your Certificate") }).click();
  }
  await expect(page).toHaveURL(atPath("/quest/8/8"));
  await signCompletion(page, user.password);
  await expect(page.getByRole("heading", { name: t("Congratulations!") })).toBeVisible();

  // The certificate: its number on the profile, and the PDF.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: t("Test Person") })).toBeVisible();
  const certificate = page.getByRole("region", { name: t("Completion Certificate") });
  const shown = (await certificate.textContent()) ?? "";
  const number = /GDPR-PHARMA-[A-Z]{13}/.exec(shown)?.[0];
  expect(number, `certificate number on /profile: ${shown}`).toBeTruthy();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    certificate.getByRole("link", { name: t("Download Certificate") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`GDPR-Certificate-${number}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  const text = await pdfText(pdf);
  expect(text).toContain("Test Person");
  expect(/GDPR-PHARMA-[A-Z]{13}/.exec(text)?.[0], text).toBe(number);

  // Email the certificate: no SMTP_URL here, so it is queued in the outbox and the banner says so
  // (the spec's "has been emailed" shows only once the mail server took it).
  await certificate.getByRole("button", { name: t("Email Certificate") }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: t("Certificate queued: it will be emailed to your registered email address as soon as mail can be delivered.") }),
  ).toBeVisible();
});

/** What the read-aloud controls asked of the browser's speech: a stand-in for speechSynthesis, in every document. */
interface SpeechLog {
  calls: string[];
  spoken: { text: string; lang: string; rate: number; pitch: number; volume: number; voice?: { name: string } }[];
  /** Each utterance ends as soon as it is spoken (the voice "reads" instantly). */
  auto: boolean;
}

async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const log = { calls: [] as string[], spoken: [] as { onend?: () => void }[], auto: false };
    const voices = [
      { name: "Plain English", lang: "en-GB" },
      { name: "Natural English", lang: "en-US" },
      { name: "Deutsch", lang: "de-DE" },
    ];
    const synth = {
      getVoices: () => voices,
      speak(u: { onend?: () => void }) {
        log.spoken.push(u);
        if (log.auto) setTimeout(() => u.onend?.(), 0);
      },
      cancel: () => log.calls.push("cancel"),
      pause: () => log.calls.push("pause"),
      resume: () => log.calls.push("resume"),
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: class {
        constructor(public text: string) {}
      },
      configurable: true,
    });
    (window as unknown as { speechLog: typeof log }).speechLog = log;
  });
}

const speechLog = (page: Page) =>
  page.evaluate(() => {
    const { calls, spoken, auto } = (window as unknown as { speechLog: SpeechLog }).speechLog;
    return { calls: [...calls], spoken: spoken.map((u) => ({ ...u, voice: u.voice && { name: u.voice.name } })), auto };
  });

test("the training text is read aloud with JavaScript (it starts by itself, pauses, resumes, stops, ends with the view), and offers no controls without", async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await createUser();
  await signInEmployee(page, user);
  if (!javaScriptEnabled) {
    await page.goto("/quest/1/1");
    await beginModule(page);
    await expect(page.getByRole("group", { name: t("Read aloud") })).toHaveCount(0);
    return;
  }
  await recordSpeech(page);
  await page.goto("/quest/1/1");
  await beginModule(page);
  const controls = page.getByRole("group", { name: "Read aloud" });
  // It starts by itself (500 ms after the training text is shown), in the course's language.
  await expect(controls.getByText("Reading aloud…")).toBeVisible();
  const first = (await speechLog(page)).spoken[0];
  expect(first).toMatchObject({ lang: "en", rate: 0.85, pitch: 1.1, volume: 0.9, voice: { name: "Natural English" } });
  expect(first.text).not.toMatch(/\bGDPR\b/);

  await controls.getByRole("button", { name: "Pause" }).click();
  await expect(controls.getByText("Paused")).toBeVisible();
  await controls.getByRole("button", { name: "Resume" }).click();
  await expect(controls.getByText("Reading aloud…")).toBeVisible();
  expect((await speechLog(page)).calls.slice(-2)).toEqual(["pause", "resume"]);
  await controls.getByRole("button", { name: "Stop" }).click();
  await expect(controls.getByRole("button", { name: "Read aloud" })).toBeVisible();
  expect((await speechLog(page)).calls.at(-1)).toBe("cancel");

  // Read to the end: every chunk in turn, then "Listen again".
  await page.evaluate(() => {
    (window as unknown as { speechLog: SpeechLog }).speechLog.auto = true;
  });
  const before = (await speechLog(page)).spoken.length;
  await controls.getByRole("button", { name: "Read aloud" }).click();
  await expect(controls.getByText("Finished")).toBeVisible();
  await expect(controls.getByRole("button", { name: "Listen again" })).toBeVisible();
  const read = (await speechLog(page)).spoken.slice(before);
  expect(read.length).toBeGreaterThan(0);
  expect(read.every((u) => u.text.length <= 2000)).toBe(true);

  // Leaving the training view stops the voice.
  const cancels = (await speechLog(page)).calls.filter((c) => c === "cancel").length;
  await startAssessment(page);
  await expect.poll(async () => (await speechLog(page)).calls.filter((c) => c === "cancel").length).toBeGreaterThan(cancels);
});
