import type { ReactNode } from "react";

/** One figure of a row of cards: what it counts, the figure, and a line under it. */
export interface Stat {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/** A row of figures (the dashboards' counts, a profile's points, an import's preview); a false item is left out. */
export function Stats({ items }: { items: readonly (Stat | false)[] }) {
  return (
    <div className="stats">
      {items.map((s) =>
        s ? (
          <div className="stat" key={s.label}>
            <span>{s.label}</span>
            <strong>{s.value}</strong>
            {s.note ? <span className="muted">{s.note}</span> : null}
          </div>
        ) : null,
      )}
    </div>
  );
}
