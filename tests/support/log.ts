/**
 * The process logger's lines while a piece of a test runs. The tests' level is silent: the app's
 * and the access log's are set to `level` for the time, and the stream they share (pino's) is
 * read instead of written.
 */
import pino from "pino";
import { accessLog, log } from "../../app/server/platform/log.server";

export interface LogLine {
  level: number;
  msg?: string;
  err?: { code?: string; message?: string };
  [field: string]: unknown;
}

/** Runs `fn` and answers its value, the lines written meanwhile as text, and each parsed. */
export async function logged<T>(fn: () => T | Promise<T>, level = "info"): Promise<{ value: T; text: string; lines: LogLine[] }> {
  const stream = (log() as unknown as Record<symbol, { write: (line: string) => unknown }>)[pino.symbols.streamSym]!;
  const [write, levels] = [stream.write, [log().level, accessLog().level]];
  const written: string[] = [];
  stream.write = (line: string) => written.push(line);
  log().level = level;
  accessLog().level = level;
  try {
    const value = await fn();
    const text = written.join("");
    return {
      value,
      text,
      lines:
        text.trim() === ""
          ? []
          : text
              .trim()
              .split("\n")
              .map((l) => JSON.parse(l) as LogLine),
    };
  } finally {
    stream.write = write;
    [log().level, accessLog().level] = levels as [string, string];
  }
}
