/** Read-aloud rules (spec/learner.md section 9): pure text preparation for the Web Speech API. */
import { type AnyLocale, type Locale, isLocale } from "./locale";

export const SPEECH = { rate: 0.85, pitch: 1.1, volume: 0.9, chunkThreshold: 2000, pauseMs: 300, startDelayMs: 500 } as const;

/**
 * Acronyms read in full, per language of the page: a voice reads its own language's acronyms
 * (DSGVO, RGPD, RODO) and spells or mangles the rest; the course's translations use these. An
 * attempt begun in English keeps its English text, read with the English list.
 */
const ACRONYMS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
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
  },
  de: {
    CTR: "Verordnung über klinische Prüfungen",
    EHDS: "Europäischer Gesundheitsdatenraum",
    TIA: "Transfer-Folgenabschätzung",
    TMF: "Trial Master File",
    KI: "K I",
    DSGVO: "Datenschutz-Grundverordnung",
    GDPR: "Datenschutz-Grundverordnung",
    EU: "Europäische Union",
    EWR: "Europäischer Wirtschaftsraum",
    USA: "Vereinigte Staaten",
    CRO: "Auftragsforschungsinstitut",
    DSFA: "Datenschutz-Folgenabschätzung",
    EDSA: "Europäischer Datenschutzausschuss",
    SCC: "Standardvertragsklauseln",
    SCCs: "Standardvertragsklauseln",
    IT: "I T",
  },
  fr: {
    REC: "règlement relatif aux essais cliniques",
    CCT: "clauses contractuelles types",
    DPD: "délégué à la protection des données",
    AITD: "analyse d'impact des transferts de données",
    EEDS: "espace européen des données de santé",
    RGPD: "règlement général sur la protection des données",
    GDPR: "règlement général sur la protection des données",
    UE: "Union européenne",
    EEE: "Espace économique européen",
    DPO: "délégué à la protection des données",
    AIPD: "analyse d'impact relative à la protection des données",
    CEPD: "Comité européen de la protection des données",
    CRO: "organisme de recherche sous contrat",
  },
  es: {
    REC: "Reglamento de ensayos clínicos",
    CCT: "cláusulas contractuales tipo",
    EIT: "evaluación de impacto de la transferencia",
    EEDS: "Espacio Europeo de Datos Sanitarios",
    NCV: "normas corporativas vinculantes",
    RGPD: "Reglamento General de Protección de Datos",
    GDPR: "Reglamento General de Protección de Datos",
    UE: "Unión Europea",
    EEE: "Espacio Económico Europeo",
    DPD: "delegado de protección de datos",
    EIPD: "evaluación de impacto relativa a la protección de datos",
    CEPD: "Comité Europeo de Protección de Datos",
    CRO: "organización de investigación por contrato",
  },
  it: {
    CTR: "regolamento sulla sperimentazione clinica",
    SCC: "clausole contrattuali tipo",
    EHDS: "spazio europeo dei dati sanitari",
    GDPR: "regolamento generale sulla protezione dei dati",
    UE: "Unione europea",
    SEE: "Spazio economico europeo",
    RPD: "responsabile della protezione dei dati",
    DPIA: "valutazione d'impatto sulla protezione dei dati",
    EDPB: "Comitato europeo per la protezione dei dati",
    CRO: "organizzazione di ricerca a contratto",
  },
  pl: {
    CTR: "rozporządzenie w sprawie badań klinicznych",
    EPDZ: "Europejska Przestrzeń Danych dotyczących Zdrowia",
    SCC: "standardowe klauzule umowne",
    CRO: "organizacja prowadząca badania kontraktowe",
    RODO: "ogólne rozporządzenie o ochronie danych",
    GDPR: "ogólne rozporządzenie o ochronie danych",
    UE: "Unia Europejska",
    EOG: "Europejski Obszar Gospodarczy",
    IOD: "inspektor ochrony danych",
    EROD: "Europejska Rada Ochrony Danych",
    USA: "Stany Zjednoczone",
  },
};

/** "Art. 5" and "Rec. 26" (the English course's references) in words of the page's language. */
const REFERENCE_WORDS: Readonly<Record<Locale, { article: string; recital: string }>> = {
  en: { article: "Article", recital: "Recital" },
  de: { article: "Artikel", recital: "Erwägungsgrund" },
  fr: { article: "article", recital: "considérant" },
  es: { article: "artículo", recital: "considerando" },
  it: { article: "articolo", recital: "considerando" },
  pl: { article: "artykuł", recital: "motyw" },
};

/** The language a text is read in: the pseudo-locale reads as English. */
const speechLocale = (locale: AnyLocale): Locale => (isLocale(locale) ? locale : "en");

/** Expands acronyms for reading and turns article references into words, in the page's language. */
export function expandForSpeech(text: string, locale: AnyLocale = "en"): string {
  const lang = speechLocale(locale);
  const acronyms = ACRONYMS[lang];
  const words = REFERENCE_WORDS[lang];
  return text
    .replace(/\bArt\.\s?/g, `${words.article} `)
    .replace(/\bRec\.\s?/g, `${words.recital} `)
    .replace(/\b[A-Z]{2,5}s?\b/g, (w) => acronyms[w] ?? w);
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
