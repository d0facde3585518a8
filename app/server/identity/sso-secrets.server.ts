import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "../platform/env.server";

/**
 * Secrets a company hands us for its identity provider (an OpenID Connect client secret), kept
 * encrypted at rest with AES-256-GCM under a key from the environment: SSO_SECRET_KEY, else one
 * derived from SESSION_SECRET (HKDF), so a copy of the database alone does not reveal them.
 * Stored as `v1.{iv}.{tag}.{ciphertext}` in base64url; a tampered value does not decrypt.
 */
const VERSION = "v1";

function key(): Buffer {
  const e = env();
  if (e.SSO_SECRET_KEY) return createHash("sha256").update(e.SSO_SECRET_KEY).digest();
  return Buffer.from(hkdfSync("sha256", e.SESSION_SECRET, "gdpr-academy", "identity-provider secrets", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The secret in clear; null when it cannot be opened (another key, or tampered with). */
export function openSecret(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
