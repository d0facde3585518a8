import type { CourseTranslation } from "../../types";

export const meta: CourseTranslation["meta"] = {
  1: {
    title: "Podstawy prawne przetwarzania",
    department: "Centrala w USA",
    description:
      "Kiedy RODO obejmuje sponsora z USA, sześć podstaw prawnych przetwarzania i dodatkowe warunki dla danych dotyczących zdrowia.",
    badge: "Specjalista ds. podstaw prawnych w farmacji",
  },
  2: {
    title: "Zarządzanie zgodami",
    department: "Operacje kliniczne",
    description: "Ważna zgoda w operacjach klinicznych: jej pięć elementów, wycofanie zgody i różnice wobec zgody na udział w badaniu.",
    badge: "Opiekun zgód w badaniach klinicznych",
  },
  3: {
    title: "Prawa osób, których dane dotyczą",
    department: "Zarządzanie danymi",
    description: "Osiem praw uczestników badań i pracowników, terminy udzielania odpowiedzi i ograniczenia w badaniach naukowych.",
    badge: "Rzecznik praw osób, których dane dotyczą",
  },
  4: {
    title: "Minimalizacja danych",
    department: "Operacje",
    description:
      "Zbieranie tylko tego, czego wymaga protokół, przechowywanie tylko tak długo, jak to konieczne, i domyślna pseudonimizacja.",
    badge: "Praktyk minimalizacji danych",
  },
  5: {
    title: "Środki bezpieczeństwa",
    department: "Systemy IT",
    description: "Odpowiednie środki techniczne i organizacyjne dla systemów badań klinicznych, dostawców i codziennej pracy.",
    badge: "Strażnik bezpieczeństwa systemów klinicznych",
  },
  6: {
    title: "Reagowanie na naruszenia",
    department: "Biuro ds. zgodności",
    description:
      "Rozpoznanie naruszenia ochrony danych osobowych, zgłoszenie w ciągu 72 godzin i zawiadomienie osób, których dotyczy, gdy ryzyko jest wysokie.",
    badge: "Koordynator reagowania na naruszenia",
  },
  7: {
    title: "Przekazywanie danych do państw trzecich",
    department: "Operacje globalne",
    description: "Odpowiedni stopień ochrony, standardowe klauzule umowne, ocena skutków przekazania i wąsko określone wyjątki.",
    badge: "Ekspert ds. międzynarodowego przekazywania danych",
  },
  8: {
    title: "Centrum certyfikatów",
    department: "Ukończenie programu",
    description: "Ukończenie wszystkich siedmiu modułów daje certyfikat zgodności z RODO.",
    badge: "Certyfikowany specjalista ds. zgodności z RODO",
  },
};
