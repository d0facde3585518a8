/** The texts of the mails, as pure functions (the outbox sends what they return). */
import { formatLongDate } from "./certificate";

export interface InvitationMailInput {
  companyName: string;
  firstName: string;
  /** The sign-in page's link with the invitation token, on PUBLIC_URL. */
  link: string;
  expiresAt: string;
  role: "employee" | "admin";
  resent: boolean;
}

export function invitationMail(m: InvitationMailInput): { subject: string; text: string } {
  const what = m.role === "admin" ? "administer the GDPR training of" : "take the GDPR compliance training of";
  const subject = `${m.resent ? "Reminder: your" : "Your"} invitation to the GDPR training of ${m.companyName}`;
  const text = [
    `Hello ${m.firstName || "there"},`,
    "",
    `you are invited to ${what} ${m.companyName}: seven short modules on how the GDPR applies to clinical research and pharmaceutical work, with a certificate at the end.`,
    "",
    "Choose your password here to start:",
    m.link,
    "",
    `The link works once and until ${formatLongDate(m.expiresAt)}. If it has expired, ask your administrator for a new invitation.`,
    "",
    m.companyName,
  ].join("\n");
  return { subject, text };
}
