import { data } from "react-router";

// Placeholder until this tab is built (issue 8): the URL answers 404 rather than a half screen.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function Placeholder() {
  return null;
}
