/**
 * The company administrator's JSON calls (spec/administration.md 7.2), on the same services and
 * schemas as the dashboard's tabs. Every call acts in the signed-in admin's company only; an id
 * of another company's employee is simply unknown (404).
 */
import { actionLabel, auditQuery, auditSummary } from "../../domain/audit-trail";
import { BADGE_LABEL, employeeBadge, progressSummary } from "../../domain/employees";
import { employeeListQuery, newEmployeeSchema, SETTINGS_MSG, settingsSchema } from "../../domain/forms";
import { bulkImportSchema } from "../../domain/forms-import";
import { addEmployee, companyStats, deleteEmployee, listEmployees, resendInvitation } from "../../server/admin/employees.server";
import { bulkImport } from "../../server/admin/import.server";
import { enrollSelf, trainingStatus } from "../../server/admin/self-training.server";
import { readSettings, updateSettings } from "../../server/admin/settings.server";
import { verifyCompanyChain } from "../../server/evidence/audit-chain.server";
import { sendEmployeeReset } from "../../server/identity/password-resets.server";
import { listAuditEvents } from "../../server/evidence/audit-trail.server";
import { evidencePack, findPackPerson, PackBusyError } from "../../server/evidence/evidence-pack.server";
import { evidencePackSchema, PACK_MSG } from "../../domain/evidence-pack";
import { isMailRefusal } from "../../server/mail/limits.server";
import { msg } from "../../i18n/msg";
import {
  type ApiRoute,
  firstIssue,
  idParam,
  invalidBody,
  json,
  MAIL_LIMIT_DOC,
  mailRefused,
  said,
  type SignedInCall,
} from "./table.server";
import { API_ERRORS } from "./errors.server";

/** The success messages: the employee pages' own texts. */
const INVITED_AGAIN = msg("A new invitation was made for {name}; the earlier link no longer works.");
const RESET_MADE = msg("A password reset link was made for {name}; an earlier one no longer works.");
const DELETED = msg("{name} has been deleted successfully.");

const employeeId = (call: SignedInCall) => idParam(call.params.id);
const unknownEmployee = () => json({ error: API_ERRORS.employee_not_found }, 404);

const listQuery = {
  q: "search by name or email, whatever the case and the accents (muller finds Müller)",
  status: "all (default), invited, not_started, in_progress, completed, recertification_due, certificate_revoked or deactivated",
  page: "a page of 50; without it, every employee",
};

export const ADMIN_CALLS: readonly ApiRoute[] = [
  {
    method: "GET",
    paths: ["admin/employees"],
    access: "admin",
    doc: {
      summary: "The company's employees, by last name and first name (case and accents aside)",
      query: listQuery,
      responses: {
        200: "[{id, first_name, last_name, email, status, enrollment_status, status_label, last_login_at, completed_at, progress_summary, certificate_id, certificate_number}], with X-Total-Count",
      },
    },
    handle: async (c) => {
      const params = c.args.url.searchParams;
      const query = employeeListQuery.parse(Object.fromEntries(params));
      const list = await listEmployees(c.caller.scope, {
        q: query.q,
        filter: query.status,
        page: query.page,
        pageSize: params.has("page") ? undefined : null,
      });
      const rows = list.rows.map((e) => ({
        id: e.id,
        first_name: e.first_name,
        last_name: e.last_name,
        email: e.email,
        status: e.status,
        enrollment_status: e.enrollment ?? "not_started",
        status_label:
          BADGE_LABEL[
            employeeBadge(e.status, e.enrollment, e.certificate_id ? { validUntil: e.certificate_valid_until, now: new Date() } : null)
          ],
        last_login_at: e.last_login_at,
        completed_at: e.completed_at,
        progress_summary: progressSummary(e.modules_completed),
        certificate_id: e.certificate_id,
        certificate_number: e.certificate_number,
      }));
      return json(rows, 200, { "X-Total-Count": String(list.total) });
    },
  },
  {
    method: "POST",
    paths: ["admin/employees"],
    access: "admin",
    doc: {
      summary: "Add an employee and invite them (the invitation mail goes to the outbox)",
      body: newEmployeeSchema,
      responses: {
        201: "{success: true, employee: {id, firstName, lastName, email, status}, invitationLink}: the link only when mail is not configured",
        400: "{error}: a missing or malformed field",
        403: `{error, field: 'email'}: ${MAIL_LIMIT_DOC.domain}`,
        409: "{error}: the email is already in use, or every seat is taken",
        429: `{error}: ${MAIL_LIMIT_DOC.limits}, with Retry-After`,
      },
    },
    handle: async (c) => {
      const parsed = newEmployeeSchema.safeParse(c.body);
      if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400);
      const outcome = await addEmployee(c.caller, c.tenant, parsed.data, new Date(), (await c.language()).t);
      if (isMailRefusal(outcome)) return mailRefused(outcome, (await c.language()).t);
      if (outcome.kind !== "added") return json({ error: outcome.message }, 409);
      const employee = {
        id: outcome.id,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        email: outcome.email,
        status: "invited",
      };
      return json({ success: true, employee, invitationLink: outcome.link }, 201);
    },
  },
  {
    method: "POST",
    paths: ["admin/employees/bulk"],
    access: "admin",
    doc: {
      summary: "Import employees from CSV text (columns first_name, last_name, email), applied at once in one transaction",
      body: bulkImportSchema,
      responses: {
        200: "{success, added, restored, alreadyPresent, invalid, skipped: [{line, email, reason}], invitations: [{email, link}] (only without mail)}",
        400: "{error}: no data, an unreadable CSV, a bad header or over 10,000 rows",
        409: "{error}: more new employees than seats left; nothing written",
        429: "{error}: more new employees than the company's invitations left today (UTC); nothing written, the refusal audited. Rows at addresses the company may not invite (outside its contact email's domain, for a company that set itself up) are skipped as invalid",
        413: "{error}: over 2 MB",
      },
    },
    handle: async (c) => {
      const r = await bulkImport(c.caller, c.tenant, c.body, (await c.language()).t);
      return json(r.body, r.status);
    },
  },
  {
    method: "POST",
    paths: ["admin/employees/:id/resend-invitation"],
    access: "admin",
    doc: {
      summary: "A new invitation for an invited employee (the earlier link stops working)",
      responses: {
        200: "{success: true, message, invitationLink}: the link only when mail is not configured",
        404: "{error}: no such invited employee",
        429: `{error}: ${MAIL_LIMIT_DOC.limits}, with Retry-After`,
      },
    },
    handle: async (c) => {
      const id = employeeId(c);
      const invited = id ? await resendInvitation(c.caller, c.tenant, id) : null;
      if (!invited) return unknownEmployee();
      if (isMailRefusal(invited)) return mailRefused(invited, (await c.language()).t);
      const message = await said(c, INVITED_AGAIN, { name: invited.name });
      return json({ success: true, message, invitationLink: invited.link });
    },
  },
  {
    method: "POST",
    paths: ["admin/employees/:id/password-reset"],
    access: "admin",
    doc: {
      summary: "Send an active employee a password reset link (the earlier link stops working; their password works until it is used)",
      responses: {
        200: "{success: true, message, expiresAt, resetLink}: the link only when mail is not configured (null otherwise)",
        404: "{error}: no such active employee of this company",
      },
    },
    handle: async (c) => {
      const id = employeeId(c);
      const sent = id ? await sendEmployeeReset(c.caller, c.tenant, id) : null;
      if (!sent) return unknownEmployee();
      return json({
        success: true,
        message: await said(c, RESET_MADE, { name: sent.name || sent.email }),
        expiresAt: sent.expiresAt,
        resetLink: sent.link,
      });
    },
  },
  {
    method: "DELETE",
    paths: ["admin/employees/:id"],
    access: "admin",
    doc: {
      summary: "Delete an employee (a leaver): no more sign-in; history kept, and the certificate keeps its status (not revoked)",
      responses: { 200: "{success: true, message: '… has been deleted successfully.'}", 404: "{error}: no such employee" },
    },
    handle: async (c) => {
      const id = employeeId(c);
      const deleted = id ? await deleteEmployee(c.caller, id) : null;
      if (!deleted) return unknownEmployee();
      return json({ success: true, message: await said(c, DELETED, { name: deleted.name }) });
    },
  },
  {
    method: "GET",
    paths: ["admin/company-stats"],
    access: "admin",
    doc: {
      summary: "Employee counts",
      responses: { 200: "{companyName, totalEmployees, completedEmployees, inProgressEmployees, maxEmployees}" },
    },
    handle: async (c) => json(await companyStats(c.caller.scope)),
  },
  {
    method: "GET",
    paths: ["admin/training-status"],
    access: "admin",
    doc: {
      summary: "The administrator's own training",
      responses: { 200: "{isEnrolled, enrollment: {status, created_at} | null, stats: {total_xp, level}, badges}" },
    },
    handle: async (c) => {
      const s = await trainingStatus(c.caller);
      return json({
        isEnrolled: s.isEnrolled,
        enrollment: s.enrollment ? { status: s.enrollment.status, created_at: s.enrollment.createdAt } : null,
        stats: { total_xp: s.stats.points, level: s.stats.level },
        badges: s.badges.map((b) => ({ id: b.id, badge_name: b.name, earned_at: b.earnedAt })),
      });
    },
  },
  {
    method: "GET",
    paths: ["admin/settings"],
    access: "admin",
    doc: { summary: "The company's settings (spec section 3)", responses: { 200: "the whole settings object" } },
    handle: async (c) => json(await readSettings(c.caller.scope)),
  },
  {
    method: "PUT",
    paths: ["admin/settings"],
    access: "admin",
    doc: {
      summary: "Replace the company's settings (the whole object; audited with the changed fields)",
      body: settingsSchema,
      responses: {
        200: "{success: true, message: 'Settings saved successfully!', changed: [field names]}",
        400: "{error}: a field outside its rules",
      },
    },
    handle: async (c) => {
      const parsed = settingsSchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const { changed } = await updateSettings(c.caller, parsed.data);
      return json({ success: true, message: await said(c, SETTINGS_MSG.saved), changed });
    },
  },
  {
    method: "POST",
    paths: ["admin/enroll-self"],
    access: "admin",
    doc: { summary: "Enrol the administrator in the training", responses: { 200: "{success: true}" } },
    handle: async (c) => {
      await enrollSelf(c.caller);
      return json({ success: true });
    },
  },
  {
    method: "GET",
    paths: ["admin/audit"],
    access: "admin",
    doc: {
      summary: "The company's audit trail, newest first, 50 a page (the Audit tab's filters)",
      query: {
        person: "part of a name or an email, of the actor or the subject",
        action: "one action code of the audit vocabulary (e.g. training.module_completed)",
        start: "first day, YYYY-MM-DD (UTC)",
        end: "last day, YYYY-MM-DD (UTC)",
        page: "the page (50 events), from 1",
      },
      responses: {
        200: "[{id, seq, created_at, action, action_label, actor: {email, name} | null, subject: {email, name} | null, summary, details, ip_address, user_agent, prev_hash, hash}], with X-Total-Count",
      },
    },
    handle: async (c) => {
      const query = auditQuery.parse(Object.fromEntries(c.args.url.searchParams));
      const list = await listAuditEvents(c.caller.scope, query);
      const rows = list.events.map((e) => ({
        id: e.id,
        seq: e.seq,
        created_at: e.created_at,
        action: e.action,
        action_label: actionLabel(e.action),
        actor: e.actor_email ? { email: e.actor_email, name: e.actor_name } : null,
        subject: e.subject_email ? { email: e.subject_email, name: e.subject_name } : null,
        summary: auditSummary(e.action, e.details),
        details: parseDetails(e.details),
        ip_address: e.ip_address,
        user_agent: e.user_agent,
        prev_hash: e.prev_hash,
        hash: e.hash,
      }));
      return json(rows, 200, { "X-Total-Count": String(list.total) });
    },
  },
  {
    method: "GET",
    paths: ["admin/audit/verify"],
    access: "admin",
    doc: {
      summary: "Re-compute the company's audit chain (changes nothing)",
      responses: {
        200: "{intact: true, events, headHash, headSeq} or {intact: false, events (checked before the break), problem: {kind, eventId, seq, message}}",
      },
    },
    handle: async (c) => json(await verifyCompanyChain(c.caller.scope)),
  },
  {
    method: "POST",
    paths: ["admin/evidence-pack"],
    access: "admin",
    doc: {
      summary:
        "The evidence pack as a ZIP stream (the Evidence Pack tab's download): summary.pdf, completions.csv, audit-events.csv, certificates/{number}.pdf and manifest.json; audited when the download ends",
      body: evidencePackSchema,
      responses: {
        200: "application/zip, with Content-Disposition: attachment; filename=evidence-pack-{slug}-{start}-to-{end}[-person-{id}].zip",
        400: "{error, field}: a day missing or malformed, the end before the start, or an email of no employee of the company",
        503: "{error}: other packs are being built; try again after Retry-After",
      },
    },
    handle: async (c) => {
      const parsed = evidencePackSchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const { start, end, email } = parsed.data;
      const person = email ? await findPackPerson(c.caller.scope, email) : null;
      if (email && !person) return json({ error: PACK_MSG.unknownPerson, field: "email" }, 400);
      try {
        const pack = await evidencePack(c.caller, { start, end, person });
        return new Response(pack.stream, {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": `attachment; filename="${pack.fileName}"`,
            "Cache-Control": "no-store",
          },
        });
      } catch (error) {
        if (error instanceof PackBusyError) return json({ error: PACK_MSG.busy }, 503, { "Retry-After": "60" });
        throw error;
      }
    },
  },
];

/** Stored details as JSON (text that is no JSON, which only tampering could make, as it is). */
function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
