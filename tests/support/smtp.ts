/** A real SMTP server (smtp-server) on a free port for the mail tests, with the messages it received, parsed. */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string;
  raw: string;
  header: (name: string) => string | undefined;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? "" : raw.slice(at + 4) };
}

function decode(p: Part): Buffer {
  const cte = (p.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (cte === "base64") return Buffer.from(p.body.replace(/\s+/g, ""), "base64");
  if (cte === "quoted-printable")
    return Buffer.from(
      p.body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    );
  return Buffer.from(p.body, "latin1");
}

/** Walks a MIME message: the text and HTML parts and the attachments. */
function parse(raw: string, out: Omit<Received, "to" | "raw" | "header">) {
  const part = splitPart(raw);
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const child of part.body.split(`--${boundary}`).slice(1)) {
      if (child.startsWith("--")) break;
      parse(child.replace(/^\r\n/, ""), out);
    }
    return;
  }
  const content = decode(part);
  const filename = /filename="?([^";]+)"?/i.exec(part.headers.get("content-disposition") ?? "")?.[1];
  if (filename) out.attachments.push({ filename, contentType: type.split(";")[0], content });
  else if (/^text\/html/i.test(type)) out.html = content.toString("utf8");
  else out.text = content.toString("utf8");
}

/**
 * Starts the server; `refuse` answers an SMTP error (code and text) for a recipient, or null
 * to accept. Messages arrive in `received`; `slow` makes the server wait that many ms before
 * accepting each message (so that two workers' deliveries overlap).
 */
export async function startSmtp(received: Received[] = []) {
  let slowMs = 0;
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, cb) {
      const code = refusals.get(address.address);
      if (!code) return cb();
      cb(Object.assign(new Error(code >= 500 ? "No such user here" : "Mailbox busy, try again later"), { responseCode: code }));
    },
    onData(stream, session, cb) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("latin1")));
      stream.on("end", () => {
        const parts = { text: "", html: "", attachments: [] as Received["attachments"] };
        parse(raw, parts);
        const head = splitPart(raw).headers;
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw,
          header: (n) => head.get(n.toLowerCase()),
          ...parts,
        });
        if (slowMs > 0) setTimeout(cb, slowMs);
        else cb();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    /** The SMTP reply code the server answers for this recipient (0: accept again). */
    refuse: (address: string, code: number) => (code ? refusals.set(address, code) : refusals.delete(address)),
    slow: (ms: number) => (slowMs = ms),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
