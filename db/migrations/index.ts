import type { Migration } from "kysely";
import * as m001 from "./001_initial";

/** Every migration, by name, imported statically so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "001_initial": m001,
};
