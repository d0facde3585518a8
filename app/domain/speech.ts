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
  const sentences = clean.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [clean];
  const chunks: string[] = [];
  let current = "";
  for (const s of sentences) {
    if (current && (current + s).length > 400) {
      chunks.push(current.trim());
      current = "";
    }
    current += s;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
