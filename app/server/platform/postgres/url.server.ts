/**
 * DATABASE_URL, read and rewritten: for logs (without its password) and for libpq's programs
 * (pg_dump), which read it with their own rules.
 */

/** Stands for the host of a URL that has none (a Unix socket named by `?host=`) while it is a WHATWG URL. */
const NO_HOST = "no-host.invalid";

/**
 * A PostgreSQL URL after `edit`, also libpq's form without a host (`postgres://user:pw@/db?host=
 * /run/postgresql`, a Unix socket), which WHATWG's URL refuses and node-postgres takes.
 */
function editPostgresUrl(url: string, edit: (u: URL) => void): string {
  const hostless = /^postgres(?:ql)?:\/\/[^/?#]*@\//.test(url);
  const u = new URL(hostless ? url.replace("@/", `@${NO_HOST}/`) : url);
  edit(u);
  const out = u.toString();
  return hostless ? out.replace(`@${NO_HOST}/`, "@/") : out;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  try {
    return editPostgresUrl(url, (u) => {
      if (u.password) u.password = "***";
    });
  } catch {
    return "(a PostgreSQL URL)";
  }
}

/** The parameters of a connection URI that libpq (PostgreSQL 15-17) takes; it refuses any other. */
const LIBPQ_PARAMETERS = new Set(
  (
    "host hostaddr port dbname user passfile channel_binding connect_timeout client_encoding options application_name " +
    "fallback_application_name keepalives keepalives_idle keepalives_interval keepalives_count tcp_user_timeout " +
    "gssencmode sslmode requiressl sslcompression sslcert sslkey sslpassword sslrootcert sslcrl sslcrldir sslsni " +
    "requirepeer ssl_min_protocol_version ssl_max_protocol_version krbsrvname gsslib service target_session_attrs " +
    "load_balance_hosts sslnegotiation sslcertmode require_auth"
  ).split(" "),
);

/**
 * DATABASE_URL as libpq's programs (pg_dump) are given it: the password in PGPASSWORD, not on a
 * command line that `ps` shows every user of the host, and without node-postgres's own
 * parameters (`ssl`, `uselibpqcompat`, `statement_timeout`…), which libpq refuses; `ssl=true`
 * alone becomes `sslmode=require`. The TLS parameters both read alike (`sslmode=verify-full`,
 * `sslrootcert`) pass as they are.
 */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const env: Record<string, string> = {};
  const dbname = editPostgresUrl(url, (u) => {
    if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = "";
    const kept = [...u.searchParams].filter(([name]) => LIBPQ_PARAMETERS.has(name));
    const ssl = u.searchParams.get("ssl");
    if (ssl && !["0", "false"].includes(ssl) && !u.searchParams.has("sslmode")) kept.push(["sslmode", "require"]);
    // libpq decodes %XX but not a form's "+" for a space (`options=-c%20…`), so not URLSearchParams' encoding
    u.search = kept.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  });
  return { dbname, env };
}
