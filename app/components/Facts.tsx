import { useT } from "../i18n/react";

/** A list of catalogue texts (the privacy notice's and the record of processing's facts), each in the reader's language. */
export function Facts({ items }: { items: readonly string[] }) {
  const t = useT();
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{t(item)}</li>
      ))}
    </ul>
  );
}
