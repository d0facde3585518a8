import type { CourseTranslation } from "../../types";

export const meta: CourseTranslation["meta"] = {
  1: {
    title: "Fondamenti delle basi giuridiche",
    department: "Sede centrale USA",
    description:
      "Quando il GDPR si applica a un promotore statunitense, le sei basi giuridiche e le condizioni aggiuntive per i dati sanitari.",
    badge: "Specialista dei fondamenti giuridici in ambito farmaceutico",
  },
  2: {
    title: "Gestione del consenso",
    department: "Operazioni cliniche",
    description:
      "Il consenso valido nelle operazioni cliniche: i suoi cinque elementi, la revoca e le differenze rispetto al consenso alla sperimentazione.",
    badge: "Garante del consenso clinico",
  },
  3: {
    title: "Diritti dell'interessato",
    department: "Data Management",
    description: "Gli otto diritti dei partecipanti alle sperimentazioni e del personale, i termini di risposta e i limiti per la ricerca.",
    badge: "Difensore dei diritti degli interessati",
  },
  4: {
    title: "Minimizzazione dei dati",
    department: "Operazioni",
    description:
      "Raccogliere solo ciò che serve al protocollo, conservarlo solo per il tempo necessario e pseudonimizzare per impostazione predefinita.",
    badge: "Esperto di minimizzazione dei dati",
  },
  5: {
    title: "Misure di sicurezza",
    department: "Sistemi IT",
    description: "Misure tecniche e organizzative adeguate per i sistemi delle sperimentazioni, i fornitori e il lavoro quotidiano.",
    badge: "Custode della sicurezza dei sistemi clinici",
  },
  6: {
    title: "Risposta alle violazioni",
    department: "Ufficio Compliance",
    description:
      "Riconoscere una violazione dei dati personali, notificarla entro 72 ore e informare le persone coinvolte quando il rischio è elevato.",
    badge: "Coordinatore della risposta alle violazioni",
  },
  7: {
    title: "Trasferimenti internazionali",
    department: "Operazioni globali",
    description: "Adeguatezza, clausole contrattuali tipo, valutazioni d'impatto sul trasferimento e le deroghe di portata limitata.",
    badge: "Esperto di trasferimenti globali di dati",
  },
  8: {
    title: "Centro certificati",
    department: "Completamento del programma",
    description: "Completi tutti e sette i moduli per ottenere il Suo certificato di conformità al GDPR.",
    badge: "Professionista certificato in conformità al GDPR",
  },
};
