/**
 * Imported first by scripts/start.ts: memory settings of the serving process. Its V8 heap grows
 * by at most a factor of 2 over what a full garbage collection left alive, instead of V8's own
 * factor (up to 4 when collections are fast). Under load the pages' garbage, promoted to the old generation while
 * requests wait, otherwise let the heap grow to 150+ MB and the process to 260-380 MB; with this,
 * 190-230 MB for about 3% more CPU a request on some pages (docs/decisions/009-speed.md). The flag
 * is read at every resize of the heap, so setting it here, before the app loads, is enough. The
 * young generation's size (`--max-semi-space-size=8`) is read only when node starts: it is on npm
 * start's command line and the image's instead.
 */
import v8 from "node:v8";

v8.setFlagsFromString("--heap-growing-percent=100");

/**
 * Small buffers (Buffer.from of a short string, allocUnsafe under half the pool) are slices of a
 * shared pool; one slice kept alive keeps its whole pool. Node 24 made the pool 64 KiB instead of
 * 8 KiB, so a long job that keeps one small buffer per item (the evidence pack's ZIP keeps each
 * file's name as a Buffer until its central directory is written, with PDF rendering in between)
 * kept 64 KiB per certificate: 65 MB more for 1,000. Node 20 and 22's 8 KiB keeps that at 8 MB.
 */
Buffer.poolSize = 8 * 1024;
