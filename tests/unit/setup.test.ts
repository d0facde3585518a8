/** The self-service setup's rules (app/domain/setup.ts) and its step schemas (app/domain/forms-setup.ts). */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { COMPANY_MSG, companySetupSchema } from "../../app/domain/forms-companies";
import { setupPreviewSchema, setupStep1Schema, setupStep2Schema, setupWizardSchema } from "../../app/domain/forms-setup";
import {
  carriedValues,
  contrastRatio,
  errorsOfStep,
  firstStepWithError,
  formValues,
  hiddenAnswers,
  lowContrast,
  missingRequired,
  previewColor,
  SETUP_FIELDS,
  SETUP_GO,
  setupLimitMessage,
  stepOf,
  stepOfGo,
  trialDaysOf,
} from "../../app/domain/setup";

const form = (o: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(o)) f.append(k, v);
  return f;
};

/** The messages of a refused submission (null when it passed). */
const errorsOf = (s: { status?: string; error?: unknown }) => (s.status === "success" ? null : s.error);

describe("setup: steps and answers", () => {
  it("every answer of the whole setup belongs to exactly one step", () => {
    expect([...SETUP_FIELDS].sort()).toEqual(Object.keys(companySetupSchema.shape).sort());
    expect(SETUP_FIELDS.map(stepOf)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(stepOf("go")).toBeNull();
  });

  it("carries known answers as bounded strings only", () => {
    expect(
      carriedValues({
        companyName: "Helix",
        subdomain: ["a", "b"],
        go: "company",
        evil: "x",
        adminEmail: "y".repeat(1000),
        trialDurationDays: 5,
      }),
    ).toEqual({ companyName: "Helix", adminEmail: "y".repeat(320) });
    expect(carriedValues(JSON.parse('{"__proto__":{"companyName":"x"}}'))).toEqual({});
  });

  it("turns validated answers into the forms' strings", () => {
    expect(formValues({ subdomain: "helix", trialDurationDays: 30, primaryColor: "#112233" })).toEqual({
      subdomain: "helix",
      trialDurationDays: "30",
      primaryColor: "#112233",
    });
  });

  it("finds the step to show again and its own messages", () => {
    expect(firstStepWithError(null)).toBeNull();
    expect(firstStepWithError({ "": ["x"] })).toBeNull();
    expect(firstStepWithError({ trialDurationDays: ["x"], adminEmail: ["y"] })).toBe(2);
    expect(firstStepWithError({ trialDurationDays: ["x"], subdomain: ["y"] })).toBe(1);
    expect(errorsOfStep({ "": ["f"], subdomain: ["s"], adminEmail: ["a"], companyName: null }, 1)).toEqual({ subdomain: ["s"] });
  });

  it("hands the other steps' answers to a step's form as hidden fields", () => {
    const values = { companyName: "Helix", subdomain: "helix", contactEmail: "", adminFirstName: "Hana", primaryColor: "#112233" };
    expect(hiddenAnswers(values, 1)).toEqual([
      ["adminFirstName", "Hana"],
      ["primaryColor", "#112233"],
    ]);
    expect(hiddenAnswers(values, 3)).toEqual([
      ["companyName", "Helix"],
      ["subdomain", "helix"],
      ["adminFirstName", "Hana"],
    ]);
  });

  it("needs every answer of steps 1 and 2; step 3 has defaults", () => {
    expect(missingRequired({ companyName: "a", contactEmail: "b", subdomain: "c" }, 1)).toBe(false);
    expect(missingRequired({ companyName: " ", contactEmail: "b", subdomain: "c" }, 1)).toBe(true);
    expect(missingRequired({ companyName: "a", contactEmail: "b" }, 1)).toBe(true);
    expect(missingRequired({}, 2)).toBe(true);
    expect(missingRequired({}, 3)).toBe(false);
  });

  it("knows the step of each button", () => {
    expect(SETUP_GO.map(stepOfGo)).toEqual([1, 2, 3, 3, 2, 3]);
    expect(stepOfGo(undefined)).toBe(1);
    expect(stepOfGo(["create"])).toBe(1);
  });
});

describe("setup: brand preview and trial", () => {
  it("uses a posted colour only when it is #RRGGBB", () => {
    expect(previewColor("#aabbcc", "#000000")).toBe("#AABBCC");
    expect(previewColor(" #112233 ", "#000000")).toBe("#112233");
    for (const odd of ["red", "#abc", "url(x)", "#11223344", "", undefined, 5]) expect(previewColor(odd, "#003D8F")).toBe("#003D8F");
  });

  it("measures contrast as WCAG does and warns of hard-to-read brand colours", () => {
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(contrastRatio("#FFFFFF", "#003D8F")).toBeGreaterThan(10);
    expect(lowContrast("#003D8F", "#FF6A00")).toEqual([]);
    expect(lowContrast("#FFFF00", "#000000")).toEqual(["primary", "secondary"]);
    expect(lowContrast("#111111", "#222222")).toEqual(["secondary"]);
  });

  it("reads the trial length as the schema does: 30 when not a number, 1 to 365 days", () => {
    for (const [value, days] of [
      ["", 30],
      [undefined, 30],
      ["abc", 30],
      ["14", 14],
      ["1", 1],
      ["365", 365],
      ["0", null],
      ["366", null],
      ["1.5", null],
      ["-3", null],
      ["1e400", 30],
    ] as const) {
      expect(trialDaysOf(value), String(value)).toBe(days);
      const parsed = parseWithZod(form(value === undefined ? {} : { trialDurationDays: value }), { schema: setupPreviewSchema });
      expect(parsed.status === "success" ? parsed.value.trialDurationDays : null, String(value)).toBe(days);
    }
  });

  it("tells an address over its daily allowance how long to wait", () => {
    expect(setupLimitMessage(86_400)).toBe(
      "Too many companies have been set up from your network today (at most 5 a day). Please try again in about 24 hours, or contact the platform administrator.",
    );
    expect(setupLimitMessage(120)).toContain("in about an hour");
  });
});

describe("setup: step schemas", () => {
  it("step 1 asks all its answers ('Please fill in all required fields') and normalises the subdomain", () => {
    const empty = parseWithZod(form({ companyName: "", contactEmail: "", subdomain: "" }), { schema: setupStep1Schema });
    expect(errorsOf(empty)).toMatchObject({ "": [COMPANY_MSG.required], companyName: [COMPANY_MSG.required] });
    const ok = parseWithZod(form({ companyName: " A ", contactEmail: "A@B.example", subdomain: " Helix_Co! " }), {
      schema: setupStep1Schema,
    });
    expect(ok.status === "success" && ok.value).toEqual({ companyName: "A", contactEmail: "a@b.example", subdomain: "helixco" });
  });

  it("step 2 validates the carried step-1 answers with its own", () => {
    const r = parseWithZod(form({ companyName: "A", contactEmail: "a@b.example", subdomain: "admin", adminFirstName: "x" }), {
      schema: setupStep2Schema,
    });
    expect(errorsOf(r)).toMatchObject({
      subdomain: [COMPANY_MSG.subdomainReserved],
      adminLastName: [COMPANY_MSG.required],
      adminEmail: [COMPANY_MSG.adminEmail],
    });
  });

  it("the wizard's action reads the button: Back validates nothing, an unknown button is refused", () => {
    expect(parseWithZod(form({ go: "back-admin", companyName: "" }), { schema: setupWizardSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ go: "elsewhere" }), { schema: setupWizardSchema }))).toHaveProperty("go");
    const create = parseWithZod(
      form({
        go: "create",
        companyName: "A",
        contactEmail: "a@b.example",
        subdomain: "abc",
        adminFirstName: "F",
        adminLastName: "L",
        adminEmail: "f@b.example",
      }),
      { schema: setupWizardSchema },
    );
    expect(create.status === "success" && create.value).toMatchObject({
      primaryColor: "#003D8F",
      secondaryColor: "#FF6A00",
      trialDurationDays: 30,
    });
  });
});
