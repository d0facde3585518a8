/**
 * The texts of every mail, one pure function each, returning the subject and both parts made
 * from one template: a plain-text part and an accessible HTML part (lang, a title, real text and
 * headings, no images, the company's colours with readable text on them). React escapes the HTML.
 *
 * Each mail is in its recipient's language (issue 27): a builder takes the language (a
 * translator and its locale) as its last argument. Called without one, it composes the mail in
 * English and remembers how it was made (a draft), so that the outbox, which knows the recipient,
 * composes it again in their language when it is queued (server/mail/outbox.server.ts): callers
 * need not look the language up themselves.
 */
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Translate } from "../i18n/i18n";
import { DEFAULT_COLORS } from "./companies";
import { CORE_MODULES } from "./course";
import { formatDateTimeUtc, formatLongDate } from "./dates";
import { englishT } from "./english";
import { type AnyLocale, intlLocale } from "./locale";
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

/** A Content with its language: the HTML's lang attribute and the button's fallback sentence. */
interface Composed extends Content {
  lang: MailLanguage;
}

/** The language a mail is composed in: the recipient's translator and locale. */
export interface MailLanguage {
  locale: AnyLocale;
  t: Translate;
}

/** A mail composed without a language: English (domain/english.ts). */
export const ENGLISH_MAIL: MailLanguage = { locale: "en", t: englishT };

/** How a mail composed without a language is composed again in another (see the module's comment). */
const drafts = new WeakMap<Mail, (lang: MailLanguage) => Mail>();

/** The mail in `lang`: composed again when it was composed without a language, else as it is. */
export function mailIn(mail: Mail, lang: MailLanguage): Mail {
  const draft = drafts.get(mail);
  return draft && lang.locale !== "en" ? draft(lang) : mail;
}

/** A builder that takes the language last, English and remembered as a draft when none is given. */
function drafted<I>(build: (m: I, lang: MailLanguage) => Mail) {
  return (m: I, lang?: MailLanguage): Mail => {
    const mail = build(m, lang ?? ENGLISH_MAIL);
    if (!lang) drafts.set(mail, (l) => build(m, l));
    return mail;
  };
}

const hello = (t: Translate, firstName: string | null | undefined) => {
  const name = firstName?.trim();
  return name ? t("Hello {name},", { name }) : t("Hello there,");
};

/** Text that reads well on a background colour: white, or near-black where white has too little contrast. */
const textOn = (background: string) => (contrastRatio("#FFFFFF", background) >= 4.5 ? "#FFFFFF" : "#1A1A1A");

const PARAGRAPH = { margin: "0 0 16px" };

/** The mail's button in the company's colour, and its address written out for mail clients that show no button. */
function actionBlock(action: NonNullable<Composed["action"]>, lang: Composed["lang"], primary: string) {
  return [
    h(
      "p",
      { key: "button", style: { margin: "24px 0" } },
      h(
        "a",
        {
          href: action.href,
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
        action.label,
      ),
    ),
    h(
      "p",
      { key: "address", style: { ...PARAGRAPH, fontSize: "14px" } },
      lang.t("If the button does not work, copy this address into your browser:") + " ",
      h("a", { href: action.href, style: { color: "#003D8F", wordBreak: "break-all" } }, action.href),
    ),
  ];
}

/**
 * The HTML document of a mail. Written with createElement rather than JSX: this module is also
 * loaded by tools that compile JSX their own way (Playwright's test runner).
 */
function mailDocument(brand: Brand, c: Composed) {
  const primary = previewColor(brand.primaryColor, "#003D8F");
  const secondary = previewColor(brand.secondaryColor, "#FF6A00");
  const paragraph = (t: string, i: number) => h("p", { key: i, style: PARAGRAPH }, t);
  const action = c.action ? actionBlock(c.action, c.lang, primary) : [];
  return h(
    "html",
    { lang: intlLocale(c.lang.locale) },
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
          h("p", { style: PARAGRAPH }, c.greeting),
          ...c.paragraphs.map(paragraph),
          c.list?.length ? h("ul", { style: PARAGRAPH }, ...c.list.map((t, i) => h("li", { key: i }, t))) : null,
          ...action,
          ...(c.after ?? []).map(paragraph),
          h("p", { style: { margin: 0 } }, brand.companyName),
        ),
      ),
    ),
  );
}

/** One template, two parts: the plain text says exactly what the HTML says. */
export function composeMail(brand: Brand, c: Composed): Mail {
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
export const invitationMail = drafted((m: InvitationMailInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  const company = m.companyName;
  return composeMail(m, {
    lang,
    subject: m.resent
      ? t("Reminder: your invitation to the GDPR training of {company}", { company })
      : t("Your invitation to the GDPR training of {company}", { company }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      m.role === "admin"
        ? t(
            "you are invited to administer the GDPR training of {company}: seven short modules on how the GDPR applies to clinical research and pharmaceutical work, with a certificate at the end.",
            { company },
          )
        : t(
            "you are invited to take the GDPR compliance training of {company}: seven short modules on how the GDPR applies to clinical research and pharmaceutical work, with a certificate at the end.",
            { company },
          ),
      ...(m.resent ? [t("This is a new link: any earlier invitation link no longer works.")] : []),
    ],
    action: { label: t("Choose your password to start"), href: m.link },
    after: [
      t("The link works once and until {date}. If it has expired, ask your administrator for a new invitation.", {
        date: formatLongDate(m.expiresAt, locale),
      }),
    ],
  });
});

/**
 * The invitation mails of many people at once (the bulk import): the template is rendered once
 * (per language) and each person's first name and link put in, escaped as React escapes text, so
 * each mail is exactly what invitationMail gives. A person without a first name gets the mail
 * composed for them (the greeting without a name is another sentence).
 */
export function invitationMails(
  m: Omit<InvitationMailInput, "firstName" | "link">,
  people: readonly { firstName: string; link: string }[],
  lang?: MailLanguage,
): Mail[] {
  const NAME = "__INVITATION_FIRST_NAME__";
  const LINK = "__INVITATION_LINK__";
  const templates = new Map<AnyLocale, Mail>();
  const template = (l: MailLanguage) => {
    let t = templates.get(l.locale);
    if (!t) {
      t = invitationMail({ ...m, firstName: NAME, link: LINK }, l);
      templates.set(l.locale, t);
    }
    return t;
  };
  const escaped = (s: string) => renderToStaticMarkup(s);
  const fill = (p: { firstName: string; link: string }, l: MailLanguage): Mail => {
    const name = p.firstName.trim();
    if (!name) return invitationMail({ ...m, ...p }, l);
    const t = template(l);
    return {
      subject: t.subject,
      text: t.text.replaceAll(NAME, name).replaceAll(LINK, p.link),
      html: t.html.replaceAll(NAME, escaped(name)).replaceAll(LINK, escaped(p.link)),
    };
  };
  return people.map((p) => {
    const mail = fill(p, lang ?? ENGLISH_MAIL);
    if (!lang) drafts.set(mail, (l) => fill(p, l));
    return mail;
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
export const passwordResetMail = drafted((m: PasswordResetMailInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  const values = { role: m.role, company: m.companyName };
  return composeMail(m, {
    lang,
    subject: t("Choose a new password for the GDPR training of {company}", { company: m.companyName }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      m.sentByAdministrator
        ? t(
            "your administrator sent you this link to choose a new password for {role, select, super_admin {your super administrator account of {company}} admin {your administrator account for the GDPR training of {company}} other {your account for the GDPR training of {company}}}.",
            values,
          )
        : t(
            "someone, hopefully you, asked to reset the password of {role, select, super_admin {your super administrator account of {company}} admin {your administrator account for the GDPR training of {company}} other {your account for the GDPR training of {company}}}.",
            values,
          ),
      t("Choosing a new password signs your account out everywhere it is signed in."),
    ],
    action: { label: t("Choose a new password"), href: m.link },
    after: [
      t("The link works once and until {time}. If it has expired, request a new one on the sign-in page.", {
        time: formatDateTimeUtc(m.expiresAt, { locale }),
      }),
      t("If you did not ask for this, you can ignore this email: your password stays as it is."),
    ],
  });
});

export interface CertificateMailInput extends Brand {
  firstName: string;
  number: string;
  validUntil: string | null;
}

const validity = ({ t, locale }: MailLanguage, validUntil: string | null) =>
  validUntil ? t("It is valid until {date}.", { date: formatLongDate(validUntil, locale) }) : t("It does not expire.");

/** The certificate the learner asked to be emailed (the PDF is attached at sending time). */
export const certificateMail = drafted((m: CertificateMailInput, lang: MailLanguage): Mail => {
  const { t } = lang;
  return composeMail(m, {
    lang,
    subject: t("Your GDPR training certificate {number}", { number: m.number }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      t("congratulations on completing the GDPR compliance training of {company}. Your certificate {number} is attached as a PDF.", {
        company: m.companyName,
        number: m.number,
      }),
      validity(lang, m.validUntil),
    ],
  });
});

/** To the employee on completing the training, with the certificate attached. */
export const completionMail = drafted((m: CertificateMailInput & { profileLink: string }, lang: MailLanguage): Mail => {
  const { t } = lang;
  return composeMail(m, {
    lang,
    subject: t("You completed the GDPR training of {company}", { company: m.companyName }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      t("well done: you have completed all seven modules of the GDPR compliance training."),
      `${t("Your certificate {number} is attached as a PDF.", { number: m.number })} ${validity(lang, m.validUntil)}`,
    ],
    action: { label: t("See your certificate and badges"), href: m.profileLink },
  });
});

export interface DigestMailInput extends Brand {
  firstName: string;
  /** The day the summary covers (YYYY-MM-DD, UTC). */
  day: string;
  completions: { name: string; email: string; certificate: string | null }[];
  dashboardLink: string;
}

/** The company administrator's daily summary of the completions of one day. */
export const completionDigestMail = drafted((m: DigestMailInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  const date = formatLongDate(m.day, locale);
  return composeMail(m, {
    lang,
    subject: t("{count, plural, one {# employee} other {# employees}} completed the GDPR training on {date}", {
      count: m.completions.length,
      date,
    }),
    greeting: hello(t, m.firstName),
    paragraphs: [t("these people of {company} completed the GDPR compliance training on {date}:", { company: m.companyName, date })],
    list: m.completions.map((c) =>
      c.certificate
        ? t("{name} ({email}), certificate {number}", { name: c.name, email: c.email, number: c.certificate })
        : `${c.name} (${c.email})`,
    ),
    action: { label: t("Open the completions report"), href: m.dashboardLink },
  });
});

export interface AnnualReminderInput extends Brand {
  firstName: string;
  number: string;
  validUntil: string;
  stage: "expiring" | "expired";
  link: string;
}

/** The annual reminder: 30 days before the certificate expires, and again on expiry. */
export const annualReminderMail = drafted((m: AnnualReminderInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  const date = formatLongDate(m.validUntil, locale);
  const values = { number: m.number, date, company: m.companyName };
  const expired = m.stage === "expired";
  return composeMail(m, {
    lang,
    subject: expired
      ? t("Your GDPR training certificate has expired: please retrain")
      : t("Your GDPR training certificate expires on {date}", { date }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      expired
        ? t("your GDPR training certificate {number} expired on {date}. {company} asks you to take the training again to renew it.", values)
        : t(
            "your GDPR training certificate {number} expires on {date}. Please take the annual refresher training of {company} before then to keep it current.",
            values,
          ),
    ],
    action: { label: t("Sign in to the training"), href: m.link },
  });
});

export interface IntervalReminderInput extends Brand {
  firstName: string;
  stage: "enrolled";
  /** The modules completed of the seven: the progress in the mail's language. */
  modulesCompleted?: number;
  /** The progress as a text already made (when modulesCompleted is not given). */
  progress?: string;
  link: string;
}

/** The reminder to an enrolled employee who has not completed (an invited one gets the invitation again). */
export const intervalReminderMail = drafted((m: IntervalReminderInput, lang: MailLanguage): Mail => {
  const { t } = lang;
  const progress =
    m.modulesCompleted === undefined ? (m.progress ?? "") : t("{done}/{total} modules", { done: m.modulesCompleted, total: CORE_MODULES });
  return composeMail(m, {
    lang,
    subject: t("Reminder: please complete the GDPR training of {company}", { company: m.companyName }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      t(
        "you have started the GDPR compliance training of {company} but not finished it yet ({progress}). Your progress is saved: you continue where you stopped.",
        { company: m.companyName, progress },
      ),
    ],
    action: { label: t("Continue the training"), href: m.link },
  });
});

export interface FailureNoteInput extends Brand {
  firstName: string;
  day: string;
  failures: { to: string; subject: string; error: string | null }[];
  dashboardLink: string;
}

/** The administrator's daily note of the mails that could not be delivered after the last try. */
export const failureNoteMail = drafted((m: FailureNoteInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  return composeMail(m, {
    lang,
    subject: t("{count, plural, one {# mail} other {# mails}} of the GDPR training could not be delivered", {
      count: m.failures.length,
    }),
    greeting: hello(t, m.firstName),
    paragraphs: [
      t(
        "on {date} these mails of {company} could not be delivered and will not be tried again. Check the addresses, then resend the invitations where needed.",
        { date: formatLongDate(m.day, locale), company: m.companyName },
      ),
    ],
    list: m.failures.map((f) => `${f.to}: ${f.subject}${f.error ? ` (${f.error})` : ""}`),
    action: { label: t("Open the employee list"), href: m.dashboardLink },
  });
});

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
export const trialNoticeMail = drafted((m: TrialNoticeInput, lang: MailLanguage): Mail => {
  const { t, locale } = lang;
  const values = { company: m.companyName, date: formatLongDate(m.trialEndsAt, locale) };
  return composeMail(m, {
    lang,
    subject:
      m.daysBefore <= 1
        ? t("The GDPR training trial of {company} ends tomorrow, on {date}", values)
        : t("The GDPR training trial of {company} ends soon, on {date}", values),
    greeting: hello(t, m.firstName),
    paragraphs: [
      t(
        "the trial of {company} on the GDPR training platform ends on {date}. After that, your employees and you cannot train or use the administration until the trial is extended or the account is activated. Nothing is deleted: every account, training record and certificate is kept, and certificates can still be verified.",
        values,
      ),
      m.contact
        ? t("To continue without a break, contact {contact} before then.", { contact: m.contact })
        : t("To continue without a break, contact the operator of this training platform before then."),
    ],
    action: { label: t("Open the administration"), href: m.link },
  });
});
