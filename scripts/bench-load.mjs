// The bench's load generator, in a process of its own (forked by scripts/bench.ts), never in the
// server's: autocannon for the measured rounds, and a burst of sign-ins from distinct loopback
// addresses. Each run answers every response's latency and status, so the bench can merge rounds.
import http from "node:http";
import autocannon from "autocannon";

/** The answer learners: each answers their own question set, one answer after the other. */
let ready = [];

function rotating(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

/** One autocannon run of a spec; resolves with the latencies (ms) and status counts. */
function runCannon(spec, onInstance) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    let unexpected = 0;
    let exhausted = 0;
    const expect = new Set(spec.expect ?? [200]);
    const base = { method: spec.method ?? "GET", headers: spec.headers ?? {} };
    let requests;
    if (spec.kind === "answer") {
      requests = [
        {
          ...base,
          setupRequest(req, context) {
            const learner = ready.shift();
            if (!learner) {
              exhausted++;
              return { ...req, method: "GET", path: spec.fallbackPath, body: undefined };
            }
            context.learner = learner;
            return {
              ...req,
              path: spec.path,
              headers: { ...req.headers, Cookie: learner.cookie, "Content-Type": "application/x-www-form-urlencoded" },
              body: learner.bodies[learner.next],
            };
          },
          onResponse(status, _body, context) {
            const learner = context.learner;
            context.learner = undefined;
            if (!learner) return;
            if (expect.has(status)) learner.next++;
            // Back at the front: the same learner goes on with the next question (a quarter of the answers complete a module).
            if (learner.next < learner.bodies.length) ready.unshift(learner);
          },
        },
      ];
    } else if (spec.cookies?.length) {
      const next = rotating(spec.cookies);
      requests = [{ ...base, path: spec.path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, Cookie: next() } }) }];
    } else {
      requests = [{ ...base, path: spec.path, body: spec.body }];
    }
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.duration,
        timeout: 30,
        requests,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          statuses,
          unexpected,
          exhausted,
          errors: result.errors,
          timeouts: result.timeouts,
          durationMs: result.duration * 1000,
          bytes: result.throughput.total,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!expect.has(status)) unexpected++;
    });
    onInstance(instance);
  });
}

/**
 * A burst of sign-ins: every body posted at once, each from its own loopback address (as many
 * people from many machines), a busy answer (503) tried again after its Retry-After.
 */
async function runBurst(spec) {
  const started = performance.now();
  const latencies = [];
  const statuses = {};
  let retries = 0;
  let unexpected = 0;
  const target = new URL(spec.url);
  const post = (body, address) =>
    new Promise((resolve) => {
      const t = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: spec.path,
          method: "POST",
          localAddress: address,
          agent: false,
          headers: { ...spec.headers, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - t);
            resolve({ status: res.statusCode, retryAfter: Number(res.headers["retry-after"] ?? 5) });
          });
        },
      );
      req.on("error", () => resolve({ status: 0, retryAfter: 1 }));
      req.end(body);
    });
  await Promise.all(
    spec.bodies.map(async (body, i) => {
      const address = `127.0.${Math.floor(i / 250)}.${2 + (i % 250)}`;
      for (let tries = 0; tries < 30; tries++) {
        const { status, retryAfter } = await post(body, address);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 503 || status === 429) {
          retries++;
          await new Promise((r) => setTimeout(r, retryAfter * 1000));
          continue;
        }
        if (!(spec.expect ?? [302]).includes(status)) unexpected++;
        return;
      }
      unexpected++;
    }),
  );
  return { latencies, statuses, unexpected, retries, errors: 0, timeouts: 0, durationMs: performance.now() - started, exhausted: 0 };
}

let current;
process.on("message", async (message) => {
  if (message.type === "learners") {
    ready = message.learners.map((l) => ({ ...l, next: 0 }));
    process.send({ type: "ok", id: message.id });
  } else if (message.type === "stop") {
    current?.stop();
  } else if (message.type === "run") {
    try {
      const result =
        message.spec.kind === "burst"
          ? await runBurst(message.spec)
          : await runCannon(message.spec, (instance) => {
              current = instance;
            });
      current = undefined;
      process.send({ type: "result", id: message.id, result: { ...result, learnersLeft: ready.length } });
    } catch (error) {
      process.send({ type: "error", id: message.id, error: String(error?.stack ?? error) });
    }
  } else if (message.type === "exit") {
    process.exit(0);
  }
});
process.send({ type: "ready" });
