/**
 * Lets the event loop take a turn (timers, new connections, other requests' I/O) before a long
 * job goes on. Long jobs here are chains of promises (SQLite answers at once, pdfkit and yazl end
 * their streams on the next tick) and a response's writes to a client that reads fast complete
 * at once too, so without a turn now and then such a job never gives the loop back: the evidence
 * pack of 1,000 certificates kept every other request of the process waiting up to 8 s, of 10,000
 * for 80 s (docs/decisions/009-speed.md). `setImmediate` runs after the loop has polled for I/O.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
