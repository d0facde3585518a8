/**
 * DATABASE_URL read for logs and rewritten for libpq's programs (pg_dump): the password never in
 * either, node-postgres's own parameters left out of libpq's, libpq's form without a host kept.
 */
import { describe, expect, it } from "vitest";
import { libpqConnection, shownUrl } from "../../app/server/platform/postgres/url.server";

describe("shownUrl", () => {
  it("hides the password and keeps the rest as written", () => {
    expect(shownUrl("postgres://academy:s3cret@db:5432/academy?sslmode=verify-full&sslrootcert=/etc/ca.pem")).toBe(
      "postgres://academy:***@db:5432/academy?sslmode=verify-full&sslrootcert=/etc/ca.pem",
    );
    expect(shownUrl("postgresql://academy@db/academy")).toBe("postgresql://academy@db/academy");
  });

  it("reads libpq's form without a host (a Unix socket), which WHATWG's URL refuses", () => {
    expect(shownUrl("postgres://academy:s3cret@/academy?host=/var/run/postgresql")).toBe(
      "postgres://academy:***@/academy?host=/var/run/postgresql",
    );
  });

  it("shows no part of what it cannot read", () => {
    expect(shownUrl("postgres://academy:s3cret@[bad/x")).toBe("(a PostgreSQL URL)");
  });
});

describe("libpqConnection", () => {
  it("passes the password in PGPASSWORD, decoded, and not in the URL", () => {
    const { dbname, env } = libpqConnection("postgres://academy:p%40ss%2Fw@db:5432/academy");
    expect(env).toEqual({ PGPASSWORD: "p@ss/w" });
    expect(dbname).toBe("postgres://academy@db:5432/academy");
    expect(libpqConnection("postgres://academy@db/academy").env).toEqual({});
  });

  it("keeps libpq's TLS parameters and drops node-postgres's own", () => {
    const { dbname } = libpqConnection(
      "postgres://academy:pw@db/academy?sslmode=verify-full&sslrootcert=/etc/ssl/ca.pem&uselibpqcompat=true&statement_timeout=5000&application_name=x",
    );
    expect(dbname).toBe("postgres://academy@db/academy?sslmode=verify-full&sslrootcert=%2Fetc%2Fssl%2Fca.pem&application_name=x");
  });

  it("turns node-postgres's ssl=true into libpq's sslmode=require, unless a mode is given", () => {
    expect(libpqConnection("postgres://a@db/x?ssl=true").dbname).toBe("postgres://a@db/x?sslmode=require");
    expect(libpqConnection("postgres://a@db/x?ssl=true&sslmode=verify-full").dbname).toBe("postgres://a@db/x?sslmode=verify-full");
    expect(libpqConnection("postgres://a@db/x?ssl=false").dbname).toBe("postgres://a@db/x");
  });

  it("encodes a space as libpq decodes it, and keeps the form without a host", () => {
    const { dbname, env } = libpqConnection("postgres://a:pw@/x?host=/run/postgresql&options=-c%20search_path%3Dpublic");
    expect(dbname).toBe("postgres://a@/x?host=%2Frun%2Fpostgresql&options=-c%20search_path%3Dpublic");
    expect(env).toEqual({ PGPASSWORD: "pw" });
  });
});
