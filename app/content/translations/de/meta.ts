import type { CourseTranslation } from "../../types";

export const meta: CourseTranslation["meta"] = {
  1: {
    title: "Rechtsgrundlagen der Verarbeitung",
    department: "US-Hauptsitz",
    description:
      "Wann die DSGVO für einen US-Sponsor gilt, die sechs Rechtsgrundlagen und die zusätzlichen Bedingungen für Gesundheitsdaten.",
    badge: "Spezialist/in für pharmarechtliche Grundlagen",
  },
  2: {
    title: "Einwilligungsmanagement",
    department: "Clinical Operations",
    description:
      "Wirksame Einwilligung im klinischen Betrieb: ihre fünf Elemente, der Widerruf und der Unterschied zur Einwilligung in die klinische Prüfung.",
    badge: "Verantwortliche/r für klinische Einwilligungen",
  },
  3: {
    title: "Rechte der betroffenen Personen",
    department: "Datenmanagement",
    description: "Die acht Rechte von Prüfungsteilnehmenden und Beschäftigten, Antwortfristen und die Grenzen in der Forschung.",
    badge: "Fürsprecher/in der Betroffenenrechte",
  },
  4: {
    title: "Datenminimierung",
    department: "Operations",
    description: "Nur erheben, was der Prüfplan erfordert, nur so lange speichern wie nötig und standardmäßig pseudonymisieren.",
    badge: "Praktiker/in der Datenminimierung",
  },
  5: {
    title: "Sicherheitsmaßnahmen",
    department: "IT-Systeme",
    description: "Geeignete technische und organisatorische Maßnahmen für Prüfungssysteme, Dienstleister und die tägliche Arbeit.",
    badge: "Hüter/in der Sicherheit klinischer Systeme",
  },
  6: {
    title: "Reaktion auf Datenschutzverletzungen",
    department: "Compliance Office",
    description:
      "Eine Verletzung des Schutzes personenbezogener Daten erkennen, binnen 72 Stunden melden und die Betroffenen bei hohem Risiko benachrichtigen.",
    badge: "Koordinator/in für Datenschutzverletzungen",
  },
  7: {
    title: "Internationale Datenübermittlungen",
    department: "Global Operations",
    description: "Angemessenheit, Standardvertragsklauseln, Transfer Impact Assessments und die eng begrenzten Ausnahmen.",
    badge: "Experte/Expertin für globale Datenübermittlungen",
  },
  8: {
    title: "Zertifikatscenter",
    department: "Programmabschluss",
    description: "Schließen Sie alle sieben Module ab, um Ihr DSGVO-Compliance-Zertifikat zu erhalten.",
    badge: "Zertifizierte Fachkraft für DSGVO-Compliance",
  },
};
