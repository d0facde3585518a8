import { describe, expect, it } from "vitest";
import { expandForSpeech } from "../../app/domain/speech";

describe("speech: expandForSpeech per language", () => {
  it("reads each language's own name of the GDPR", () => {
    expect(expandForSpeech("Die DSGVO gilt.", "de")).toBe("Die Datenschutz-Grundverordnung gilt.");
    expect(expandForSpeech("Le RGPD s'applique.", "fr")).toBe("Le règlement général sur la protection des données s'applique.");
    expect(expandForSpeech("El RGPD se aplica.", "es")).toBe("El Reglamento General de Protección de Datos se aplica.");
    expect(expandForSpeech("Il GDPR si applica.", "it")).toBe("Il regolamento generale sulla protezione dei dati si applica.");
    expect(expandForSpeech("RODO obowiązuje.", "pl")).toBe("ogólne rozporządzenie o ochronie danych obowiązuje.");
  });

  it("expands the English GDPR into the page's language (a course text not yet translated)", () => {
    expect(expandForSpeech("GDPR", "de")).toBe("Datenschutz-Grundverordnung");
    expect(expandForSpeech("GDPR", "pl")).toBe("ogólne rozporządzenie o ochronie danych");
  });

  it("reads the course translations' own acronyms in full (issue 28)", () => {
    expect(expandForSpeech("Art. 58 CTR", "de")).toBe("Artikel 58 Verordnung über klinische Prüfungen");
    expect(expandForSpeech("les CCT et une AITD", "fr")).toBe(
      "les clauses contractuelles types et une analyse d'impact des transferts de données",
    );
    expect(expandForSpeech("la EIT", "es")).toBe("la evaluación de impacto de la transferencia");
    expect(expandForSpeech("EPDZ", "pl")).toBe("Europejska Przestrzeń Danych dotyczących Zdrowia");
  });

  it("reads article and recital references in the page's language", () => {
    expect(expandForSpeech("Art. 33 DSGVO", "de")).toBe("Artikel 33 Datenschutz-Grundverordnung");
    expect(expandForSpeech("Rec. 26", "fr")).toBe("considérant 26");
    expect(expandForSpeech("Art. 5", "pl")).toBe("artykuł 5");
  });

  it("leaves another language's acronyms alone", () => {
    expect(expandForSpeech("the DSGVO", "en")).toBe("the DSGVO");
    expect(expandForSpeech("Ask the DPO.", "de")).toBe("Ask the DPO.");
    expect(expandForSpeech("EU and UE", "fr")).toBe("EU and Union européenne");
  });

  it("English stays the default, and the pseudo-locale reads as English", () => {
    expect(expandForSpeech("GDPR")).toBe("General Data Protection Regulation");
    expect(expandForSpeech("GDPR", "en")).toBe("General Data Protection Regulation");
    expect(expandForSpeech("GDPR per Art. 33", "en-XA")).toBe("General Data Protection Regulation per Article 33");
  });
});
