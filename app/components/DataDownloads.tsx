import { Form } from "react-router";

/**
 * A person's data as PDF and as JSON: two plain posts (intent=download), so that no link a
 * crawler or a prefetch follows produces an export (each is audited).
 */
export function DataDownloads({ path, labels, small }: { path: string; labels: { pdf: string; json: string }; small?: boolean }) {
  return (
    <>
      {(["pdf", "json"] as const).map((format) => (
        <Form key={format} method="post" action={`${path}.${format}`} reloadDocument>
          <input type="hidden" name="intent" value="download" />
          <button type="submit" className={small ? "btn btn-small" : "btn"}>
            {labels[format]}
          </button>
        </Form>
      ))}
    </>
  );
}
