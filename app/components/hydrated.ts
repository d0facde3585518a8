import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Whether a browser capability is there: false in the server render and before hydration (so
 * pages without JavaScript never show controls that need it), the check's answer afterwards.
 */
export function useClientCheck(check: () => boolean): boolean {
  return useSyncExternalStore(never, check, () => false);
}

const always = () => true;
/** True once the page is hydrated (JavaScript runs). */
export const useHydrated = () => useClientCheck(always);
