/**
 * Every screen and download of the product with what the sitemap says of it (spec 2.2:
 * category, whether it needs a session, for whom). `app/routes.ts` builds the URL map from
 * these lists and the super administrator's System Sitemap lists them, so a route added here
 * shows up in both. Plain data: the server and the browser bundles may import it.
 */
import { msg } from "./i18n/msg";

export type SitemapCategory = "Public" | "Sign-in" | "Training" | "Company administration" | "System administration" | "Downloads";

/** Each category's label as the System Sitemap shows it (translated there): the category's own name. */
export const SITEMAP_CATEGORY_LABELS: Readonly<Record<SitemapCategory, string>> = {
  Public: msg("Public"),
  "Sign-in": msg("Sign-in"),
  Training: msg("Training"),
  "Company administration": msg("Company administration"),
  "System administration": msg("System administration"),
  Downloads: msg("Downloads"),
};
export type UserType = "anyone" | "employee" | "admin" | "super_admin";

export interface Screen {
  /** Path under the context's prefix ("" is the context's home); `:name` segments are parameters. */
  path: string;
  file: string;
  /** The sitemap's name of the screen: a catalogue key (msg()), translated where shown. */
  title: string;
  category: SitemapCategory;
  auth: boolean;
  userType: UserType;
  /** Child screens of a layout (path "" is its index). */
  children?: readonly Screen[];
  /** An alias of another screen's path (shown in the sitemap, same module). */
  aliasOf?: string;
  /** A form's target (a logout: POST), not a page to visit. */
  action?: true;
  /** A query parameter it cannot do without (`company`): no single address to visit, like a `:name`. */
  needsQuery?: string;
  /** A download made by a post (it writes an audit event), its form posting `intent=download`. */
  method?: "POST";
}

/** Screens that exist in every context: none (main site), /croacademy and /company/{subdomain}. */
export const TENANT_SCREENS: readonly Screen[] = [
  { path: "", file: "routes/public/home.tsx", title: msg("Home"), category: "Public", auth: false, userType: "anyone" },
  {
    path: "login-selection",
    file: "routes/public/login-selection.tsx",
    title: msg("Login selection"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  { path: "demo", file: "routes/public/demo.tsx", title: msg("Demo training"), category: "Public", auth: false, userType: "anyone" },
  { path: "privacy", file: "routes/public/privacy.tsx", title: msg("Privacy notice"), category: "Public", auth: false, userType: "anyone" },
  {
    path: "employee/login",
    file: "routes/learner/employee-login.tsx",
    title: msg("Employee login"),
    category: "Sign-in",
    auth: false,
    userType: "employee",
  },
  {
    path: "employee/logout",
    file: "routes/learner/employee-logout.ts",
    title: msg("Employee logout"),
    category: "Sign-in",
    auth: true,
    action: true,
    userType: "employee",
  },
  {
    path: "employee/forgot-password",
    file: "routes/public/forgot-password.tsx",
    title: msg("Employee password reset request"),
    category: "Sign-in",
    auth: false,
    userType: "employee",
  },
  {
    path: "employee/reset-password",
    file: "routes/public/reset-password.tsx",
    title: msg("Employee new password (reset link)"),
    category: "Sign-in",
    auth: false,
    userType: "employee",
  },
  {
    path: "training-intro",
    file: "routes/learner/training-intro.tsx",
    title: msg("Training introduction"),
    category: "Training",
    auth: true,
    userType: "employee",
  },
  {
    path: "world",
    file: "routes/learner/world.tsx",
    title: msg("Training world map"),
    category: "Training",
    auth: true,
    userType: "employee",
  },
  {
    path: "training",
    file: "routes/learner/world.tsx",
    title: msg("Training world map"),
    category: "Training",
    auth: true,
    userType: "employee",
    aliasOf: "world",
  },
  {
    path: "quest/:regionId/:questId",
    file: "routes/learner/quest.tsx",
    title: msg("Training module"),
    category: "Training",
    auth: true,
    userType: "employee",
  },
  {
    path: "profile",
    file: "routes/learner/profile.tsx",
    title: msg("Profile and certificates"),
    category: "Training",
    auth: true,
    userType: "employee",
  },
  {
    path: "progress",
    file: "routes/learner/progress.tsx",
    title: msg("Progress and badges"),
    category: "Training",
    auth: true,
    userType: "employee",
  },
  {
    path: "certificate.pdf",
    file: "routes/learner/certificate-pdf.ts",
    title: msg("Certificate (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "employee",
  },
  {
    path: "profile/my-data.json",
    file: "routes/learner/my-data.ts",
    title: msg("My personal data (JSON)"),
    category: "Downloads",
    auth: true,
    userType: "employee",
    method: "POST",
  },
  {
    path: "profile/my-data.pdf",
    file: "routes/learner/my-data.ts",
    title: msg("My personal data (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "employee",
    method: "POST",
  },
  {
    path: "admin/login",
    file: "routes/admin/login.tsx",
    title: msg("Administrator login"),
    category: "Sign-in",
    auth: false,
    userType: "admin",
  },
  {
    path: "admin/logout",
    file: "routes/admin/logout.ts",
    title: msg("Administrator logout"),
    category: "Sign-in",
    auth: true,
    action: true,
    userType: "admin",
  },
  {
    path: "admin/forgot-password",
    file: "routes/public/forgot-password.tsx",
    title: msg("Administrator password reset request"),
    category: "Sign-in",
    auth: false,
    userType: "admin",
  },
  {
    path: "admin/reset-password",
    file: "routes/public/reset-password.tsx",
    title: msg("Administrator new password (reset link)"),
    category: "Sign-in",
    auth: false,
    userType: "admin",
  },
  {
    path: "admin/dashboard",
    file: "routes/admin/dashboard.tsx",
    title: msg("Admin dashboard"),
    category: "Company administration",
    auth: true,
    userType: "admin",
    children: [
      {
        path: "",
        file: "routes/admin/employees.tsx",
        title: msg("Employees"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "employees/:employeeId",
        file: "routes/admin/employee.tsx",
        title: msg("Employee training record"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "employees/:employeeId/mail",
        file: "routes/admin/employee-mail.tsx",
        title: msg("Employee mail log"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "import",
        file: "routes/admin/import.tsx",
        title: msg("Bulk import"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "invitations",
        file: "routes/admin/reminders.tsx",
        title: msg("Annual training reminders"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "completions",
        file: "routes/admin/completions.tsx",
        title: msg("Completions"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "settings",
        file: "routes/admin/settings.tsx",
        title: msg("Settings"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "settings/sso",
        file: "routes/admin/sso.tsx",
        title: msg("Single sign-on"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "audit",
        file: "routes/admin/audit.tsx",
        title: msg("Audit trail"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
      {
        path: "evidence",
        file: "routes/admin/evidence.tsx",
        title: msg("Evidence pack"),
        category: "Company administration",
        auth: true,
        userType: "admin",
      },
    ],
  },
  {
    path: "admin/completions.csv",
    file: "routes/admin/completions-report.ts",
    title: msg("Completions report (CSV)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/audit.csv",
    file: "routes/admin/audit-report.ts",
    title: msg("Audit trail (CSV)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/evidence-pack.zip",
    file: "routes/admin/evidence-pack.ts",
    title: msg("Evidence pack (ZIP)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/employee_template.csv",
    file: "routes/admin/employee-template.ts",
    title: msg("Employee import template (CSV)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/invitation_links.csv",
    file: "routes/admin/invitation-links.ts",
    title: msg("Invitation links (CSV)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/employees/:employeeId/certificate.pdf",
    file: "routes/admin/employee-certificate.ts",
    title: msg("An employee's certificate (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
  },
  {
    path: "admin/employees/:employeeId/personal-data.json",
    file: "routes/admin/employee-personal-data.ts",
    title: msg("An employee's personal data (JSON)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
    method: "POST",
  },
  {
    path: "admin/employees/:employeeId/personal-data.pdf",
    file: "routes/admin/employee-personal-data.ts",
    title: msg("An employee's personal data (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "admin",
    method: "POST",
  },
  {
    path: "admin/training",
    file: "routes/admin/training.tsx",
    title: msg("Administrator training"),
    category: "Company administration",
    auth: true,
    userType: "admin",
  },
  {
    path: "sso/oidc/login",
    file: "routes/public/sso-oidc-login.ts",
    title: msg("Single sign-on start (OpenID Connect)"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  {
    path: "sso/oidc/callback",
    file: "routes/public/sso-oidc-callback.tsx",
    title: msg("Single sign-on return (OpenID Connect)"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  {
    path: "sso/saml/login",
    file: "routes/public/sso-saml-login.ts",
    title: msg("Single sign-on start (SAML)"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  {
    path: "sso/saml/acs",
    file: "routes/public/sso-saml-acs.tsx",
    title: msg("Single sign-on assertion consumer (SAML)"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  {
    path: "sso/saml/metadata.xml",
    file: "routes/public/sso-saml-metadata.ts",
    title: msg("SAML service provider metadata"),
    category: "Downloads",
    auth: false,
    userType: "anyone",
  },
];

/** Screens of the platform itself, outside the tenant contexts. */
export const PLATFORM_SCREENS: readonly Screen[] = [
  {
    path: "company/login",
    file: "routes/public/company-login.tsx",
    title: msg("Company portal access"),
    category: "Sign-in",
    auth: false,
    userType: "anyone",
  },
  {
    path: "company/setup",
    file: "routes/public/company-setup.tsx",
    title: msg("New company registration"),
    category: "Public",
    auth: false,
    userType: "anyone",
  },
  {
    path: "auth/login",
    file: "routes/public/auth-login.ts",
    title: msg("External sign-in"),
    category: "Sign-in",
    auth: false,
    userType: "employee",
  },
  {
    path: "auth/callback",
    file: "routes/public/auth-callback.tsx",
    title: msg("Sign-in callback"),
    category: "Sign-in",
    auth: false,
    userType: "employee",
  },
  {
    path: "super-admin/login",
    file: "routes/super-admin/login.tsx",
    title: msg("System administration login"),
    category: "Sign-in",
    auth: false,
    userType: "super_admin",
  },
  {
    path: "super-admin/logout",
    file: "routes/super-admin/logout.ts",
    title: msg("System administration logout"),
    category: "Sign-in",
    auth: true,
    action: true,
    userType: "super_admin",
  },
  {
    path: "super-admin/forgot-password",
    file: "routes/public/forgot-password.tsx",
    title: msg("System administration password reset request"),
    category: "Sign-in",
    auth: false,
    userType: "super_admin",
  },
  {
    path: "super-admin/reset-password",
    file: "routes/public/reset-password.tsx",
    title: msg("System administration new password (reset link)"),
    category: "Sign-in",
    auth: false,
    userType: "super_admin",
  },
  {
    path: "super-admin/dashboard",
    file: "routes/super-admin/dashboard.tsx",
    title: msg("System administration dashboard"),
    category: "System administration",
    auth: true,
    userType: "super_admin",
    children: [
      {
        path: "",
        file: "routes/super-admin/companies.tsx",
        title: msg("Companies"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "modules",
        file: "routes/super-admin/modules.tsx",
        title: msg("Training modules"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "modules/:moduleId",
        file: "routes/super-admin/module-preview.tsx",
        title: msg("Module preview"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "sitemap",
        file: "routes/super-admin/sitemap.tsx",
        title: msg("System sitemap"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "analytics",
        file: "routes/super-admin/analytics.tsx",
        title: msg("Analytics"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "record-of-processing",
        file: "routes/super-admin/record-of-processing.tsx",
        title: msg("Record of processing"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
      {
        path: "account",
        file: "routes/super-admin/account.tsx",
        title: msg("Account (change password)"),
        category: "System administration",
        auth: true,
        userType: "super_admin",
      },
    ],
  },
  {
    path: "super-admin/sample-certificate.pdf",
    file: "routes/super-admin/sample-certificate.ts",
    title: msg("Sample certificate (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "super_admin",
    needsQuery: "company",
  },
  {
    path: "super-admin/record-of-processing.pdf",
    file: "routes/super-admin/record-of-processing-pdf.ts",
    title: msg("Record of processing (PDF)"),
    category: "Downloads",
    auth: true,
    userType: "super_admin",
  },
  {
    path: "verify/:number",
    file: "routes/public/verify.tsx",
    title: msg("Certificate verification"),
    category: "Public",
    auth: false,
    userType: "anyone",
  },
  { path: "healthz", file: "routes/api/healthz.ts", title: msg("Health check"), category: "Downloads", auth: false, userType: "anyone" },
  { path: "readyz", file: "routes/api/readyz.ts", title: msg("Readiness check"), category: "Downloads", auth: false, userType: "anyone" },
  {
    path: "api/openapi.json",
    file: "routes/api/openapi.ts",
    title: msg("JSON API description (OpenAPI)"),
    category: "Downloads",
    auth: false,
    userType: "anyone",
  },
];

/** Every screen as a flat list with its full path (children under their layout). */
export function flattenScreens(list: readonly Screen[], prefix = ""): (Screen & { fullPath: string })[] {
  return list.flatMap((s) => {
    const fullPath = [prefix, s.path].filter(Boolean).join("/");
    return [{ ...s, fullPath }, ...flattenScreens(s.children ?? [], fullPath)];
  });
}
