import { data } from "react-router";

// Placeholder until this download is built (issue 7): the URL answers 404.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}
