import type { CourseTranslation } from "../../types";

export const meta: CourseTranslation["meta"] = {
  1: {
    title: "Les bases juridiques du traitement",
    department: "Siège américain",
    description:
      "Quand le RGPD s’applique à un promoteur américain, les six bases juridiques et les conditions supplémentaires applicables aux données de santé.",
    badge: "Spécialiste des fondements juridiques pharmaceutiques",
  },
  2: {
    title: "Gestion du consentement",
    department: "Opérations cliniques",
    description:
      "Le consentement valable dans les opérations cliniques : ses cinq éléments, son retrait et ce qui le distingue du consentement à l’essai.",
    badge: "Garant du consentement clinique",
  },
  3: {
    title: "Droits des personnes concernées",
    department: "Gestion des données",
    description:
      "Les huit droits des participants aux essais et du personnel, les délais de réponse et les limites propres à la recherche.",
    badge: "Défenseur des droits des personnes concernées",
  },
  4: {
    title: "Minimisation des données",
    department: "Opérations",
    description: "Ne collecter que ce dont le protocole a besoin, ne le conserver que le temps nécessaire et pseudonymiser par défaut.",
    badge: "Praticien de la minimisation des données",
  },
  5: {
    title: "Mesures de sécurité",
    department: "Systèmes informatiques",
    description:
      "Des mesures techniques et organisationnelles appropriées pour les systèmes des essais, les prestataires et le travail au quotidien.",
    badge: "Gardien de la sécurité des systèmes cliniques",
  },
  6: {
    title: "Gestion des violations de données",
    department: "Service conformité",
    description:
      "Reconnaître une violation de données à caractère personnel, la notifier dans les 72 heures et informer les personnes concernées lorsque le risque est élevé.",
    badge: "Coordinateur de la réponse aux violations",
  },
  7: {
    title: "Transferts internationaux",
    department: "Opérations internationales",
    description: "Adéquation, clauses contractuelles types, analyses d’impact des transferts et dérogations d’interprétation stricte.",
    badge: "Expert des transferts internationaux de données",
  },
  8: {
    title: "Espace certificat",
    department: "Achèvement du programme",
    description: "Terminez les sept modules pour obtenir votre certificat de conformité au RGPD.",
    badge: "Professionnel certifié en conformité RGPD",
  },
};
