/**
 * How many requests the app works on at once (docs/decisions/028). On PostgreSQL a request waits
 * for the database between its statements, and without a bound every open connection's request
 * is then in progress at once: fifty requests' objects alive together outlive the young
 * generation, and the collector copies and promotes them. A few requests at a time do the same
 * work with far less of it (measured in docs/measurements/023-postgresql-speed.md).
 *
 * A slot is a lease, not a lock: it is handed on when its request is answered or after
 * `leaseMs`, whichever comes first. A request that waits on something slow (a password hash in
 * its queue, a company's identity provider, a client that sends its body slowly) so delays the
 * others by at most `leaseMs`, and can never keep the instance from serving.
 */
export interface AdmissionGate {
  /** Resolves when the caller may start; call the returned function when its answer is written. */
  enter(): Promise<() => void>;
  /** Requests in progress under a lease, and requests waiting for one. */
  load(): { leased: number; waiting: number };
}

export function admissionGate(slots: number, leaseMs: number): AdmissionGate {
  let leased = 0;
  const waiting: (() => void)[] = [];

  function handOn() {
    const next = waiting.shift();
    if (next) next();
    else leased--;
  }

  function lease(): () => void {
    let open = true;
    const release = () => {
      if (!open) return;
      open = false;
      clearTimeout(expiry);
      handOn();
    };
    const expiry = setTimeout(release, leaseMs);
    expiry.unref();
    return release;
  }

  return {
    async enter() {
      if (slots <= 0) return () => {};
      if (leased < slots) leased++;
      // The slot of the request that leaves passes straight to the first in line.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return lease();
    },
    load: () => ({ leased, waiting: waiting.length }),
  };
}
