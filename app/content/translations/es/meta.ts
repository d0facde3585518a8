import type { CourseTranslation } from "../../types";

export const meta: CourseTranslation["meta"] = {
  1: {
    title: "Fundamentos de las bases jurídicas",
    department: "Sede central en EE. UU.",
    description:
      "Cuándo el RGPD alcanza a un promotor estadounidense, las seis bases jurídicas del tratamiento y las condiciones adicionales para los datos de salud.",
    badge: "Especialista en fundamentos jurídicos farmacéuticos",
  },
  2: {
    title: "Gestión del consentimiento",
    department: "Operaciones clínicas",
    description:
      "El consentimiento válido en las operaciones clínicas: sus cinco elementos, la retirada y en qué se diferencia del consentimiento para el ensayo.",
    badge: "Garante del consentimiento clínico",
  },
  3: {
    title: "Derechos de los interesados",
    department: "Gestión de datos",
    description:
      "Los ocho derechos de los participantes en ensayos y del personal, los plazos de respuesta y los límites en la investigación.",
    badge: "Defensor de los derechos de los interesados",
  },
  4: {
    title: "Minimización de datos",
    department: "Operaciones",
    description: "Recoger solo lo que exige el protocolo, conservarlo solo el tiempo necesario y seudonimizar por defecto.",
    badge: "Experto en minimización de datos",
  },
  5: {
    title: "Medidas de seguridad",
    department: "Sistemas de TI",
    description: "Medidas técnicas y organizativas apropiadas para los sistemas de ensayos, los proveedores y el trabajo diario.",
    badge: "Guardián de la seguridad de los sistemas clínicos",
  },
  6: {
    title: "Respuesta ante violaciones de seguridad",
    department: "Oficina de cumplimiento",
    description:
      "Reconocer una violación de la seguridad de los datos personales, notificarla en un plazo de 72 horas e informar a los afectados cuando el riesgo sea alto.",
    badge: "Coordinador de respuesta ante violaciones de seguridad",
  },
  7: {
    title: "Transferencias internacionales",
    department: "Operaciones globales",
    description:
      "Adecuación, cláusulas contractuales tipo, evaluaciones de impacto de las transferencias y las excepciones de alcance limitado.",
    badge: "Experto en transferencias internacionales de datos",
  },
  8: {
    title: "Centro de certificados",
    department: "Finalización del programa",
    description: "Complete los siete módulos para obtener su certificado de cumplimiento del RGPD.",
    badge: "Profesional certificado en cumplimiento del RGPD",
  },
};
