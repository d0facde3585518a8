/**
 * The texts of every mail, one pure function each, returning the subject and both parts made
 * from one template: a plain-text part and an accessible HTML part (lang, a title, real text and
 * headings, no images, the company's colours with readable text on them). React escapes the HTML.
 */
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_COLORS } from "./companies";
import { formatDateTimeUtc, formatLongDate } from "./dates";
import { MAIN_TENANT } from "./tenants";
import { contrastRatio, previewColor } from "./setup";

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The company a mail comes from: its name and brand colours. */
export interface Brand {
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
}

interface Content {
  subject: string;
  greeting: string;
  paragraphs: string[];
  list?: string[];
  action?: { label: string; href: string };
  after?: string[];
}

const hello = (firstName: string | null | undefined) => `Hello ${firstName?.trim() || "there"},`;

/** Text that reads well on a background colour: white, or near-black where white has too little contrast. */
const textOn = (background: string) => (contrastRatio("#FFFFFF", background) >= 4.5 ? "#FFFFFF" : "#1A1A1A");

/**
 * The HTML document of a mail. Written with createElement rather than JSX: this module is also
 * loaded by tools that compile JSX their own way (Playwright's test runner).
 */
function mailDocument(brand: Brand, c: Content) {
  const primary = previewColor(brand.primaryColor, "#003D8F");
  const secondary = previewColor(brand.secondaryColor, "#FF6A00");
  const p = { margin: "0 0 16px" };
  const paragraph = (t: string, i: number) => h("p", { key: i, style: p }, t);
  const action = c.action
    ? [
        h(
          "p",
          { key: "button", style: { margin: "24px 0" } },
          h(
            "a",
            {
              href: c.action.href,
              style: {
                display: "inline-block",
                padding: "12px 20px",
                borderRadius: "4px",
                background: primary,
                color: textOn(primary),
                fontWeight: "bold",
                textDecoration: "none",
              },
            },
            c.action.label,
          ),
        ),
        h(
          "p",
          { key: "address", style: { ...p, fontSize: "14px" } },
          "If the button does not work, copy this address into your browser: ",
          h("a", { href: c.action.href, style: { color: "#003D8F", wordBreak: "break-all" } }, c.action.href),
        ),
      ]
    : [];
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, c.subject),
    ),
    h(
      "body",
      {
        style: {
          margin: 0,
          padding: "16px",
          background: "#f4f5f7",
          color: "#14213d",
          fontFamily: "Arial, Helvetica, sans-serif",
          fontSize: "16px",
          lineHeight: 1.5,
        },
      },
      h(
        "div",
        {
          role: "article",
          "aria-label": c.subject,
          style: { maxWidth: "600px", margin: "0 auto", background: "#ffffff", borderBottom: `4px solid ${secondary}` },
        },
        h(
          "p",
          { style: { margin: 0, padding: "16px 24px", background: primary, color: textOn(primary), fontWeight: "bold", fontSize: "18px" } },
          brand.companyName,
        ),
        h(
          "div",
          { style: { padding: "24px" } },
          h("h1", { style: { margin: "0 0 16px", fontSize: "22px", color: "#14213d" } }, c.subject),
          h("p", { style: p }, c.greeting),
          ...c.paragraphs.map(paragraph),
          c.list?.length ? h("ul", { style: p }, ...c.list.map((t, i) => h("li", { key: i }, t))) : null,
          ...action,
          ...(c.after ?? []).map(paragraph),
          h("p", { style: { margin: 0 } }, brand.companyName),
        ),
      ),
    ),
  );
}

/** One template, two parts: the plain text says exactly what the HTML says. */
export function composeMail(brand: Brand, c: Content): Mail {
  const text = [
    c.greeting,
    ...c.paragraphs.flatMap((t) => ["", t]),
    ...(c.list?.length ? ["", ...c.list.map((t) => `- ${t}`)] : []),
    ...(c.action ? ["", `${c.action.label}:`, c.action.href] : []),
    ...(c.after ?? []).flatMap((t) => ["", t]),
    "",
    brand.companyName,
  ].join("\n");
  return { subject: c.subject, text, html: `<!DOCTYPE html>${renderToStaticMarkup(mailDocument(brand, c))}` };
}

export interface InvitationMailInput extends Brand {
  firstName: string;
  /** The sign-in page's link with the invitation token, on PUBLIC_URL. */
  link: string;
  expiresAt: string;
  role: "employee" | "admin";
  /** A new link for an earlier invitation: sent again by the admin, or as the interval reminder. */
  resent: boolean;
}

/** The invitation of an employee or of a company administrator, first sent or resent. */
export function invitationMail(m: InvitationMailInput): Mail {
  const what = m.role === "admin" ? "administer the GDPR training of" : "take the GDPR compliance training of";
  return composeMail(m, {
    subject: `${m.resent ? "Reminder: your" : "Your"} invitation to the GDPR training of ${m.companyName}`,
    greeting: hello(m.firstName),
    paragraphs: [
      `you are invited to ${what} ${m.companyName}: seven short modules on how the GDPR applies to clinical research and pharmaceutical work, with a certificate at the end.`,
      ...(m.resent ? ["This is a new link: any earlier invitation link no longer works."] : []),
    ],
    action: { label: "Choose your password to start", href: m.link },
    after: [
      `The link works once and until ${formatLongDate(m.expiresAt)}. If it has expired, ask your administrator for a new invitation.`,
    ],
  });
}

/**
 * The invitation mails of many people at once (the bulk import): the template is rendered once
 * and each person's first name and link put in, escaped as React escapes text, so each mail is
 * exactly what invitationMail gives.
 */
export function invitationMails(
  m: Omit<InvitationMailInput, "firstName" | "link">,
  people: readonly { firstName: string; link: string }[],
): Mail[] {
  const NAME = "__INVITATION_FIRST_NAME__";
  const LINK = "__INVITATION_LINK__";
  const t = invitationMail({ ...m, firstName: NAME, link: LINK });
  const escaped = (s: string) => renderToStaticMarkup(s);
  return people.map((p) => {
    const name = p.firstName.trim() || "there";
    return {
      subject: t.subject,
      text: t.text.replaceAll(NAME, name).replaceAll(LINK, p.link),
      html: t.html.replaceAll(NAME, escaped(name)).replaceAll(LINK, escaped(p.link)),
    };
  });
}

/** The platform's own mail (to a super administrator): the main site's name and the default colours. */
export const PLATFORM_BRAND: Brand = {
  companyName: MAIN_TENANT.name,
  primaryColor: DEFAULT_COLORS.primary,
  secondaryColor: DEFAULT_COLORS.secondary,
};

export interface PasswordResetMailInput extends Brand {
  firstName: string;
  /** The reset page of the person's context and role, with the token, on PUBLIC_URL. */
  link: string;
  expiresAt: string;
  role: "employee" | "admin" | "super_admin";
  /** Sent by an administrator (or the super administrator) rather than asked for by the person. */
  sentByAdministrator: boolean;
}

/** A link to choose a new password: asked for on a sign-in page, or sent by an administrator. */
export function passwordResetMail(m: PasswordResetMailInput): Mail {
  const account =
    m.role === "super_admin"
      ? `your super administrator account of ${m.companyName}`
      : `your ${m.role === "admin" ? "administrator " : ""}account for the GDPR training of ${m.companyName}`;
  return composeMail(m, {
    subject: `Choose a new password for the GDPR training of ${m.companyName}`,
    greeting: hello(m.firstName),
    paragraphs: [
      m.sentByAdministrator
        ? `your administrator sent you this link to choose a new password for ${account}.`
        : `someone, hopefully you, asked to reset the password of ${account}.`,
      "Choosing a new password signs your account out everywhere it is signed in.",
    ],
    action: { label: "Choose a new password", href: m.link },
    after: [
      `The link works once and until ${formatDateTimeUtc(m.expiresAt)}. If it has expired, request a new one on the sign-in page.`,
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ],
  });
}

export interface CertificateMailInput extends Brand {
  firstName: string;
  number: string;
  validUntil: string | null;
}

const validity = (validUntil: string | null) => (validUntil ? `It is valid until ${formatLongDate(validUntil)}.` : "It does not expire.");

/** The certificate the learner asked to be emailed (the PDF is attached at sending time). */
export function certificateMail(m: CertificateMailInput): Mail {
  return composeMail(m, {
    subject: `Your GDPR training certificate ${m.number}`,
    greeting: hello(m.firstName),
    paragraphs: [
      `congratulations on completing the GDPR compliance training of ${m.companyName}. Your certificate ${m.number} is attached as a PDF.`,
      validity(m.validUntil),
    ],
  });
}

/** To the employee on completing the training, with the certificate attached. */
export function completionMail(m: CertificateMailInput & { profileLink: string }): Mail {
  return composeMail(m, {
    subject: `You completed the GDPR training of ${m.companyName}`,
    greeting: hello(m.firstName),
    paragraphs: [
      "well done: you have completed all seven modules of the GDPR compliance training.",
      `Your certificate ${m.number} is attached as a PDF. ${validity(m.validUntil)}`,
    ],
    action: { label: "See your certificate and badges", href: m.profileLink },
  });
}

export interface DigestMailInput extends Brand {
  firstName: string;
  /** The day the summary covers (YYYY-MM-DD, UTC). */
  day: string;
  completions: { name: string; email: string; certificate: string | null }[];
  dashboardLink: string;
}

/** The company administrator's daily summary of the completions of one day. */
export function completionDigestMail(m: DigestMailInput): Mail {
  const n = m.completions.length;
  return composeMail(m, {
    subject: `${n} ${n === 1 ? "employee" : "employees"} completed the GDPR training on ${formatLongDate(m.day)}`,
    greeting: hello(m.firstName),
    paragraphs: [`these people of ${m.companyName} completed the GDPR compliance training on ${formatLongDate(m.day)}:`],
    list: m.completions.map((c) => `${c.name} (${c.email})${c.certificate ? `, certificate ${c.certificate}` : ""}`),
    action: { label: "Open the completions report", href: m.dashboardLink },
  });
}

export interface AnnualReminderInput extends Brand {
  firstName: string;
  number: string;
  validUntil: string;
  stage: "expiring" | "expired";
  link: string;
}

/** The annual reminder: 30 days before the certificate expires, and again on expiry. */
export function annualReminderMail(m: AnnualReminderInput): Mail {
  const expired = m.stage === "expired";
  return composeMail(m, {
    subject: expired
      ? `Your GDPR training certificate has expired: please retrain`
      : `Your GDPR training certificate expires on ${formatLongDate(m.validUntil)}`,
    greeting: hello(m.firstName),
    paragraphs: [
      expired
        ? `your GDPR training certificate ${m.number} expired on ${formatLongDate(m.validUntil)}. ${m.companyName} asks you to take the training again to renew it.`
        : `your GDPR training certificate ${m.number} expires on ${formatLongDate(m.validUntil)}. Please take the annual refresher training of ${m.companyName} before then to keep it current.`,
    ],
    action: { label: "Sign in to the training", href: m.link },
  });
}

export interface IntervalReminderInput extends Brand {
  firstName: string;
  stage: "enrolled";
  progress: string;
  link: string;
}

/** The reminder to an enrolled employee who has not completed (an invited one gets the invitation again). */
export function intervalReminderMail(m: IntervalReminderInput): Mail {
  return composeMail(m, {
    subject: `Reminder: please complete the GDPR training of ${m.companyName}`,
    greeting: hello(m.firstName),
    paragraphs: [
      `you have started the GDPR compliance training of ${m.companyName} but not finished it yet (${m.progress}). Your progress is saved: you continue where you stopped.`,
    ],
    action: { label: "Continue the training", href: m.link },
  });
}

export interface FailureNoteInput extends Brand {
  firstName: string;
  day: string;
  failures: { to: string; subject: string; error: string | null }[];
  dashboardLink: string;
}

/** The administrator's daily note of the mails that could not be delivered after the last try. */
export function failureNoteMail(m: FailureNoteInput): Mail {
  const n = m.failures.length;
  return composeMail(m, {
    subject: `${n} ${n === 1 ? "mail" : "mails"} of the GDPR training could not be delivered`,
    greeting: hello(m.firstName),
    paragraphs: [
      `on ${formatLongDate(m.day)} these mails of ${m.companyName} could not be delivered and will not be tried again. Check the addresses, then resend the invitations where needed.`,
    ],
    list: m.failures.map((f) => `${f.to}: ${f.subject}${f.error ? ` (${f.error})` : ""}`),
    action: { label: "Open the employee list", href: m.dashboardLink },
  });
}

export interface TrialNoticeInput extends Brand {
  firstName: string;
  trialEndsAt: string;
  /** The notice: 7 or 1 days before the end. */
  daysBefore: number;
  /** The platform's contact (CONTACT_EMAIL), or null. */
  contact: string | null;
  link: string;
}

/** The company administrator's notice that the trial ends soon (7 days and 1 day before; docs/decisions/017-trials-end.md). */
export function trialNoticeMail(m: TrialNoticeInput): Mail {
  const when = formatLongDate(m.trialEndsAt);
  return composeMail(m, {
    subject: `The GDPR training trial of ${m.companyName} ends ${m.daysBefore <= 1 ? "tomorrow" : "soon"}, on ${when}`,
    greeting: hello(m.firstName),
    paragraphs: [
      `the trial of ${m.companyName} on the GDPR training platform ends on ${when}. After that, your employees and you cannot train or use the administration until the trial is extended or the account is activated. Nothing is deleted: every account, training record and certificate is kept, and certificates can still be verified.`,
      `To continue without a break, contact ${m.contact ?? "the operator of this training platform"} before then.`,
    ],
    action: { label: "Open the administration", href: m.link },
  });
}
