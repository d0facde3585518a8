import { createContext } from "react-router";
import type { Flash } from "./cookies.server";

/** Per-request values set by the root middleware (and by the Node server for the address). */
export const nonceContext = createContext<string>("");
export const flashContext = createContext<Flash | null>(null);
export const clientAddressContext = createContext<string>("unknown");
