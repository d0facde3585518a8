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
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  TRUST_PROXY: trustProxy,
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** log2 of scrypt's N for new password hashes (OWASP's N=2^14 with p=5 unless set; lowered for tests). */
  PASSWORD_SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(14),
  /** Password hashes computed at once (one core of two; the other serves pages), and how many may wait; more answer 503. */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(32),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
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
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default("google"),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; secureCookies: boolean };

let cached: Env | undefined;

/** The validated configuration. Throws with every problem listed when the environment is wrong. */
export function env(): Env {
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (32+ characters)");
  }
  cached = {
    ...e,
    SESSION_SECRET: e.SESSION_SECRET ?? developmentSecret(e.DATABASE_PATH),
    secureCookies: e.PUBLIC_URL.startsWith("https:"),
  };
  return cached;
}

/** For tests that change the environment between files. */
export function resetEnvCache() {
  cached = undefined;
}
