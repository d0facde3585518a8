/**
 * The shape of the course, in one place: seven core modules, then the certificate as module 8
 * (spec/learner.md section 9). Content, rules, routes, seed and migrations read these.
 */
export const CORE_MODULES = 7;
export const CERTIFICATE_MODULE = 8;
export const QUESTIONS_PER_ASSESSMENT = 4;
/** A module's badge (certification) needs this score or more. */
export const BADGE_THRESHOLD = 80;
/** Module 8 is recorded with this score when the seven core modules are complete. */
export const CERTIFICATE_SCORE = 100;

export const isCoreModule = (id: number) => Number.isInteger(id) && id >= 1 && id <= CORE_MODULES;
export const isModule = (id: number) => Number.isInteger(id) && id >= 1 && id <= CERTIFICATE_MODULE;

/** A module id from a URL segment: "1" to "8" exactly (no sign, zeros, spaces or decimals); null otherwise. */
export function moduleIdParam(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,2}$/.test(param)) return null;
  const id = Number(param);
  return isModule(id) ? id : null;
}

/**
 * The module of a /quest/{regionId}/{questId} address: each module (region) has one quest with
 * the module's id, so both segments must name the same module; null for anything else (/quest/9/9,
 * /quest/1/2, /quest/01/1), which answers 404.
 */
export function questModuleParam(regionId: string | undefined, questId: string | undefined): number | null {
  const id = moduleIdParam(regionId);
  return id !== null && moduleIdParam(questId) === id ? id : null;
}
