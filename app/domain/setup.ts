/**
 * Self-service company setup (spec/administration.md 2.9, 4 "Company setup wizard", 5, 8): the
 * three steps and the answers each one asks, the answers carried between the steps' forms,
 * the brand preview's colours, and the daily allowance per client address.
 */
import { msg } from "../i18n/msg";
import { TRIAL_DAYS } from "./companies";

export type SetupStep = 1 | 2 | 3;

/** The steps' titles: catalogue keys (msg()), translated where shown. */
export const SETUP_STEP_TITLES: Record<SetupStep, string> = {
  1: msg("Company information"),
  2: msg("Administrator account"),
  3: msg("Brand customisation"),
};

/** The answers of each step, in the order the forms show them. */
export const STEP_FIELDS = {
  1: ["companyName", "contactEmail", "subdomain"],
  2: ["adminFirstName", "adminLastName", "adminEmail"],
  3: ["primaryColor", "secondaryColor", "trialDurationDays"],
} as const satisfies Record<SetupStep, readonly string[]>;

export type SetupField = (typeof STEP_FIELDS)[SetupStep][number];
export const SETUP_FIELDS: readonly SetupField[] = [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3]];

/** Next on step 1 needs all of step 1, Next on step 2 all of step 2; step 3 has defaults (spec 4). */
const REQUIRED: Record<SetupStep, readonly SetupField[]> = { 1: STEP_FIELDS[1], 2: STEP_FIELDS[2], 3: [] };

/** The answers as the forms hold them: plain strings by field. */
export type SetupValues = Partial<Record<SetupField, string>>;

/** The longest answer carried back in a hidden field (longer ones are refused by the schemas anyway). */
const CARRY_MAX = 320;

const isField = (name: string): name is SetupField => (SETUP_FIELDS as readonly string[]).includes(name);

/**
 * The answers a step's form posted (its own fields and the earlier ones it carried as hidden
 * fields): known fields only, strings only, cut to a bounded length. Never trusted: every
 * step validates the answers it needs again.
 */
export function carriedValues(payload: Record<string, unknown>): SetupValues {
  const values: SetupValues = {};
  for (const [name, value] of Object.entries(payload)) {
    if (isField(name) && typeof value === "string") values[name] = value.slice(0, CARRY_MAX);
  }
  return values;
}

/** Validated answers (normalised by the schemas) as the strings the forms show. */
export function formValues(parsed: Partial<Record<SetupField, string | number>>): SetupValues {
  const values: SetupValues = {};
  for (const name of SETUP_FIELDS) {
    const v = parsed[name];
    if (v !== undefined) values[name] = String(v);
  }
  return values;
}

/** The step an answer belongs to. */
export function stepOf(field: string): SetupStep | null {
  for (const step of [1, 2, 3] as const) if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return null;
}

/** The earliest step with an error on one of its answers (the one to show again), or null. */
export function firstStepWithError(errors: Record<string, unknown> | null | undefined): SetupStep | null {
  const steps = Object.keys(errors ?? {})
    .map(stepOf)
    .filter((s): s is SetupStep => s !== null);
  return steps.length ? (Math.min(...steps) as SetupStep) : null;
}

/** The errors of one step's answers (the ones its form can show beside its fields). */
export function errorsOfStep(errors: Record<string, string[] | null | undefined> | null | undefined, step: SetupStep) {
  const own: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) if (messages?.length && stepOf(name) === step) own[name] = messages;
  return own;
}

/** The answers of the other steps, which this step's form carries as hidden fields. */
export function hiddenAnswers(values: SetupValues, step: SetupStep): [SetupField, string][] {
  return SETUP_FIELDS.filter((f) => stepOf(f) !== step && values[f] !== undefined && values[f] !== "").map((f) => [f, values[f]!]);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Whether a required answer of the step is empty (spec 5: 'Please fill in all required fields'). */
export function missingRequired(values: Record<string, unknown>, step: SetupStep): boolean {
  return REQUIRED[step].some((f) => isBlank(values[f]));
}

/** The steps' buttons: each submits its step's form with one of these values of `go`. */
export const SETUP_GO = ["company", "admin", "create", "preview", "back-company", "back-admin"] as const;

/** The step whose form has the button: the one shown again when its answers are refused. */
export function stepOfGo(go: unknown): SetupStep {
  switch (go) {
    case "admin":
    case "back-company":
      return 2;
    case "create":
    case "preview":
    case "back-admin":
      return 3;
    default:
      return 1;
  }
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour of the preview: a #RRGGBB value as given (uppercase), anything else the default. */
export function previewColor(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX.test(value.trim()) ? value.trim().toUpperCase() : fallback;
}

const luminance = (hex: string) => {
  const c = previewColor(hex, "#000000");
  const channel = (i: number) => {
    const v = parseInt(c.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** The WCAG contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The portal's text colours on the brand colours: white on the primary, near-black on the secondary (app.css). */
export const BRAND_TEXT = { onPrimary: "#FFFFFF", onSecondary: "#1A1A1A" } as const;

/** The brand colours whose text would be hard to read (under WCAG AA's 4.5:1), for the preview's warning. */
export function lowContrast(primary: string, secondary: string): ("primary" | "secondary")[] {
  const low: ("primary" | "secondary")[] = [];
  if (contrastRatio(BRAND_TEXT.onPrimary, primary) < 4.5) low.push("primary");
  if (contrastRatio(BRAND_TEXT.onSecondary, secondary) < 4.5) low.push("secondary");
  return low;
}

/**
 * The trial days a form value gives, read as the schema reads it: empty or not a number is 30
 * (spec 5), a whole number from 1 to 365 is itself, anything else null (refused).
 */
export function trialDaysOf(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return TRIAL_DAYS.default;
  const n = Number(value);
  if (!Number.isFinite(n)) return TRIAL_DAYS.default;
  return Number.isInteger(n) && n >= TRIAL_DAYS.min && n <= TRIAL_DAYS.max ? n : null;
}

/** At most this many companies set up from one client address in a day (issue 8). */
export const SETUP_LIMIT = { companies: 5, windowSeconds: 86_400 } as const;

/**
 * The refusal of a setup over the daily allowance, to translate with setupLimitValues (the
 * page's language); setupLimitMessage is the same text in English (the JSON API).
 */
export const SETUP_LIMIT_MSG = msg(
  "Too many companies have been set up from your network today (at most {max} a day). Please try again in {hours, plural, one {about an hour} other {about # hours}}, or contact the platform administrator.",
);

/** The values of SETUP_LIMIT_MSG: the daily allowance and the whole hours to wait (at least one). */
export const setupLimitValues = (retryAfterSeconds: number) => ({
  max: SETUP_LIMIT.companies,
  hours: Math.ceil(Math.max(1, retryAfterSeconds) / 3600),
});

/** The refusal of a setup over the daily allowance, with the time to wait (English). */
export function setupLimitMessage(retryAfterSeconds: number): string {
  const hours = Math.ceil(Math.max(1, retryAfterSeconds) / 3600);
  const wait = hours <= 1 ? "about an hour" : `about ${hours} hours`;
  return `Too many companies have been set up from your network today (at most ${SETUP_LIMIT.companies} a day). Please try again in ${wait}, or contact the platform administrator.`;
}
