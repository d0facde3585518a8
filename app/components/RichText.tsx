import { useCourseLanguage } from "./course-language";
import { Fragment } from "react";

/** Renders the course text format: "## " headings, "- " lists, blank-line paragraphs, **bold**. */
export function RichText({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const blocks = text.trim().split(/\n\s*\n/);
  const H = `h${headingLevel}` as "h2" | "h3";
  const courseLanguage = useCourseLanguage();
  return (
    <div className="rich" lang={courseLanguage}>
      {blocks.map((block, i) => {
        const lines = block
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean);
        if (lines.length === 1 && lines[0].startsWith("## ")) return <H key={i}>{inline(lines[0].slice(3))}</H>;
        if (lines.every((l) => l.startsWith("- "))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return (
          <Fragment key={i}>
            {lines.map((l, j) =>
              l.startsWith("## ") ? (
                <H key={j}>{inline(l.slice(3))}</H>
              ) : l.startsWith("- ") ? (
                <ul key={j}>
                  <li>{inline(l.slice(2))}</li>
                </ul>
              ) : (
                <p key={j}>{inline(l)}</p>
              ),
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

function inline(s: string) {
  return s
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith("**") && part.endsWith("**") ? <strong key={i}>{part.slice(2, -2)}</strong> : <Fragment key={i}>{part}</Fragment>,
    );
}

/** Plain text for reading aloud: markers removed. */
export const plainText = (s: string) => s.replace(/\*\*/g, "").replace(/^## /gm, "").replace(/^- /gm, "");
