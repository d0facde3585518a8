import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server.tsx (empty in the browser). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
