import proxyaddr from "proxy-addr";
import { z } from "zod";
import { developmentSecret } from "./secret.server";

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (forwarded headers are ignored); a number
 * trusts that many hops in front of the server; otherwise a comma-separated list of proxy
 * addresses, subnets or the names proxy-addr knows (loopback, linklocal, uniquelocal).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): ((address: string, hop: number) => boolean) | null => {
    const value = v?.trim();
    if (!value || value === "false" || value === "0") return null;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "TRUST_PROXY hop count must be 10 or less" });
      return (_address, hop) => hop < hops;
    }
    if (value === "true") {
      ctx.addIssue({ code: "custom", message: "TRUST_PROXY=true would trust anyone: give a hop count or the proxies' addresses" });
      return null;
    }
    try {
      return proxyaddr.compile(
        value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      );
    } catch (e) {
      ctx.addIssue({ code: "custom", message: `TRUST_PROXY: ${e instanceof Error ? e.message : "invalid address list"}` });
      return null;
    }
  });

const schema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  /** PostgreSQL instead of the SQLite file of DATABASE_PATH (several instances share it). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Connections of this instance's pool (PostgreSQL only). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** `off` behind a pooler in transaction mode that keeps no prepared statements (PostgreSQL only). */
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  /**
   * Seconds the app waits for PostgreSQL to open a connection or to answer a statement before the
   * connection counts as lost and the request answers 503 (0: for ever). PostgreSQL only.
   */
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  TRUST_PROXY: trustProxy,
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  /** The app's requests in progress at once in this process (0: no bound); more wait their turn (scripts/admission.ts). */
  ACTIVE_REQUESTS: z.coerce.number().int().min(0).max(1000).default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** log2 of scrypt's N for new password hashes (OWASP's N=2^14 with p=5 unless set; lowered for tests). */
  PASSWORD_SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(14),
  /** Password hashes computed at once (one core of two; the other serves pages), and how many may wait; more answer 503. */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(32),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /** `smtp:` or `smtps:` (checked below, with the name of the problem). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("GDPR Training Academy <no-reply@training.local>"),
  /** The platform operator's address, shown where a company must contact the platform (an ended trial). */
  CONTACT_EMAIL: z.email().optional(),
  /** Seconds between two runs of the outbox worker in the server's scheduler. */
  MAIL_WORKER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Mails sent by one run of the worker. */
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  /** Tries of a mail before it is failed for good (an SMTP 5xx answer fails it at once). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** The UTC hour from which the daily jobs (reminders, digests, failure notes, purge) run. */
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** The server's own job scheduler: on unless jobs run from cron with `npm run jobs`. */
  JOB_SCHEDULER: z.enum(["on", "off"]).default("on"),
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut (scripts/shutdown.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /**
   * On SIGTERM or SIGINT, how long the server first goes on serving while /readyz answers 503, so
   * that a load balancer's health checks take the instance out before its connections close.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default("google"),
  /**
   * The key that encrypts companies' identity-provider secrets (issue 29); 32+ characters, the same
   * for every instance. Unset: derived from SESSION_SECRET (changing that one then loses them).
   */
  SSO_SECRET_KEY: z.string().min(32, "SSO_SECRET_KEY must be at least 32 characters").optional(),
  /** The pseudo-locale en-XA (accented English) in a production build too: the tests' untranslated-text crawl. */
  I18N_PSEUDO: z.enum(["on", "off"]).default("off"),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; secureCookies: boolean };

/** A configuration the process cannot start with: every problem, one line each ("NAME: what is wrong"). */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

const OIDC = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

/**
 * What the schema cannot say of one value alone: OpenID Connect needs all three of its settings
 * (a sign-in option that redirects to an issuer and then fails is worse than none), SMTP_URL is a
 * URL nodemailer sends with (anything else fails each mail later, in the outbox, not at start),
 * and production needs its own SESSION_SECRET.
 */
function crossChecks(e: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = OIDC.filter((name) => e[name] !== undefined);
  if (given.length > 0 && given.length < OIDC.length) {
    for (const name of OIDC.filter((n) => e[n] === undefined))
      problems.push(
        `${name}: required when ${given.join(" and ")} ${given.length > 1 ? "are" : "is"} set (OpenID Connect needs all of ${OIDC.join(", ")})`,
      );
  }
  if (e.OIDC_ISSUER !== undefined && !/^https?:$/.test(urlOf(e.OIDC_ISSUER)?.protocol ?? ""))
    problems.push("OIDC_ISSUER: must be the issuer's http(s) URL");
  if (e.SMTP_URL !== undefined && !/^smtps?:$/.test(urlOf(e.SMTP_URL)?.protocol ?? ""))
    problems.push("SMTP_URL: must be an smtp: or smtps: URL (smtp://user:password@host:587)");
  if ((e.NODE_ENV ?? "development") === "production" && !e.SESSION_SECRET)
    problems.push(
      e.DATABASE_URL
        ? "SESSION_SECRET: required with DATABASE_URL (32+ characters, the same for every instance)"
        : "SESSION_SECRET: required when NODE_ENV=production (32+ characters)",
    );
  return problems;
}

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The configuration of an environment (process.env for `env()`); empty values count as unset.
 * Throws a ConfigurationError with every problem found, never the first one alone.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "" && v !== undefined));
  const parsed = schema.safeParse(raw);
  const problems = [...(parsed.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? []), ...crossChecks(raw)];
  if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems);
  const e = parsed.data;
  return {
    ...e,
    SESSION_SECRET: e.SESSION_SECRET ?? developmentSecret(e.DATABASE_PATH),
    secureCookies: e.PUBLIC_URL.startsWith("https:"),
  };
}

let cached: Env | undefined;

/** The validated configuration of process.env. Throws a ConfigurationError listing every problem when it is wrong. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change the environment between files. */
export function resetEnvCache() {
  cached = undefined;
}
