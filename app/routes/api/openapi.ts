import { openApiDocument } from "./openapi.server";

/** GET /api/openapi.json: the OpenAPI 3.1 description of the JSON API (public, like the API's shape). */
export function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
