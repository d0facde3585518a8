/** Read-aloud rules (spec/learner.md section 9): pure text preparation for the Web Speech API. */
export const SPEECH = { rate: 0.85, pitch: 1.1, volume: 0.9, chunkThreshold: 2000, pauseMs: 300, startDelayMs: 500 } as const;

const ACRONYMS: Record<string, string> = {
  GDPR: "General Data Protection Regulation",
  EU: "European Union",
  EEA: "European Economic Area",
  US: "United States",
  UK: "United Kingdom",
  CRO: "contract research organisation",
  CROs: "contract research organisations",
  DPO: "data protection officer",
  DPIA: "data protection impact assessment",
  DPIAs: "data protection impact assessments",
  SAs: "supervisory authorities",
  SCCs: "standard contractual clauses",
  SCC: "standard contractual clause",
  TIA: "transfer impact assessment",
  BCRs: "binding corporate rules",
  CTR: "Clinical Trials Regulation",
  SA: "supervisory authority",
  EDPB: "European Data Protection Board",
  IT: "I T",
};

/** Expands acronyms for reading and turns article references into words. */
export function expandForSpeech(text: string): string {
  return text
    .replace(/\bArt\.\s?/g, "Article ")
    .replace(/\bRec\.\s?/g, "Recital ")
    .replace(/\b[A-Z]{2,5}s?\b/g, (w) => ACRONYMS[w] ?? w);
}

/** Texts over 2000 characters are read in chunks of whole sentences. */
export function speechChunks(text: string, max = SPEECH.chunkThreshold): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean ? [clean] : [];
  // A sentence ends at . ! or ? followed by a space or the end (not inside "3.5" or "e.g.x").
  const sentences = clean.match(/.+?(?:[.!?]+["')\]]*(?=\s|$)\s*|$)/g)?.filter(Boolean) ?? [clean];
  const chunks: string[] = [];
  let current = "";
  for (const s of sentences.flatMap((x) => splitLong(x))) {
    if (current && (current + s).length > 400) {
      chunks.push(current.trim());
      current = "";
    }
    current += s;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}

/** A "sentence" longer than a chunk (no punctuation) is split at spaces, else hard. */
function splitLong(s: string, size = 400): string[] {
  const out: string[] = [];
  let rest = s;
  while (rest.length > size) {
    const cut = rest.lastIndexOf(" ", size);
    const at = cut > size / 2 ? cut + 1 : size;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) out.push(rest);
  return out;
}
