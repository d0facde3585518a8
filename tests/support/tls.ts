/**
 * Certificates for a test server's TLS, made with openssl (Debian's postgresql package needs it,
 * through ssl-cert): a certificate authority of the test's own, and a server certificate it signs
 * for loopback (IP 127.0.0.1, DNS localhost), as a company's PostgreSQL or its managed service has.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface TestCertificates {
  /** The authority's certificate file (PEM): what a client is told to trust (`sslrootcert`). */
  caFile: string;
  /** The server's certificate and key (PEM text). */
  cert: string;
  key: string;
}

const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
const KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/** A new authority in `dir`, and a server certificate it signed. */
export function makeCertificates(dir: string, name: string): TestCertificates {
  mkdirSync(dir, { recursive: true });
  const at = (file: string) => path.join(dir, file);
  openssl(["req", "-x509", ...KEY, "-days", "2", "-subj", `/CN=${name} test authority`, "-keyout", at("ca.key"), "-out", at("ca.pem")]);
  openssl(["req", ...KEY, "-subj", "/CN=127.0.0.1", "-keyout", at("server.key"), "-out", at("server.csr")]);
  writeFileSync(at("server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  openssl([
    "x509",
    "-req",
    "-in",
    at("server.csr"),
    "-CA",
    at("ca.pem"),
    "-CAkey",
    at("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    at("server.ext"),
    "-out",
    at("server.crt"),
  ]);
  return { caFile: at("ca.pem"), cert: readFileSync(at("server.crt"), "utf8"), key: readFileSync(at("server.key"), "utf8") };
}
