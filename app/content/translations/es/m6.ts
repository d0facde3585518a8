import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted dirige la respuesta ante violaciones de seguridad en la **Oficina de cumplimiento** de un promotor farmacéutico establecido en la UE que lleva a cabo, con una CRO, un ensayo oncológico de fase II en centros de Alemania, España y Polonia.

Un viernes a las 18:00, una monitora de ensayos clínicos (CRA) llama desde una estación de tren: le han robado el portátil. Mientras hablan, confirma que contiene una **hoja de cálculo sin cifrar que vincula los números de sujeto con los nombres de los participantes**. Su responsable propone esperar al lunes, cuando el departamento de TI pueda revisar el inventario de dispositivos, y «notificar cuando lo sepamos todo».

El lunes por la mañana, antes de que termine esa evaluación, el proveedor del sistema EDC le escribe: un **ransomware** ha cifrado parte de su entorno de alojamiento, incluida una copia de seguridad nocturna de la base de datos de su ensayo, y su investigación forense durará al menos dos semanas. El equipo de seguridad del proveedor le envía un informe detallado sobre la vulnerabilidad explotada del cortafuegos y pregunta si debe copiarse en su notificación a la autoridad de control.

Su director de operaciones clínicas insiste en que una copia de seguridad es «solo una copia». Un compañero de la filial estadounidense pregunta cuál de las distintas normas nacionales, contractuales y de ensayos clínicos debe prevalecer.

Debe determinar cuándo empezó a correr el plazo de 72 horas, qué notificar ahora y qué más tarde, qué puede contener la notificación, si hay que informar a los participantes y cómo gestionar las distintas jurisdicciones implicadas.`,
  training: {
    title: "Respuesta ante violaciones de la seguridad de los datos personales: detectar, evaluar, notificar",
    content: `## Por qué importa la respuesta ante violaciones en la investigación clínica

Los participantes entregan datos de salud, y a menudo genéticos, con la promesa de que estarán protegidos. Cuando algo sale mal, el RGPD no exige la perfección, pero sí una respuesta rápida, honesta y documentada: qué constituye una violación, a quién hay que informar, en qué plazo y con qué contenido.

## Qué constituye una violación de la seguridad de los datos personales

Una **violación de la seguridad de los datos personales** es un incidente de seguridad que ocasiona la destrucción, pérdida o alteración accidental o ilícita de datos personales, o la comunicación o el acceso no autorizados a dichos datos (artículo 4, punto 12). Las Directrices 9/2022 del CEPD subrayan que abarca las tres propiedades de la seguridad:

- **Confidencialidad**: alguien ve datos que no debería, p. ej., una notificación de acontecimiento adverso grave enviada por fax a un número equivocado o un portátil robado que contiene una lista de identificación de sujetos.
- **Integridad**: los datos se alteran sin autorización, p. ej., valores del CRD electrónico modificados por un intruso.
- **Disponibilidad**: los datos se pierden o no se puede acceder a ellos, p. ej., un ransomware que cifra una base de datos EDC o CRD en papel extraviados en el correo.

Por tanto, una indisponibilidad temporal también puede ser una violación. Los datos de ensayos codificados son datos personales seudonimizados, por lo que una violación que afecte a datos codificados sigue siendo una violación; la codificación solo influye en la gravedad del riesgo.

## Las copias de seguridad también son datos personales

Una **copia de seguridad** no es «solo una copia». Contiene los mismos datos personales que el sistema en producción, a menudo más y durante un periodo más largo. Una cinta de copia de seguridad perdida durante el transporte, un archivo de copia de seguridad olvidado en un contenedor de almacenamiento en la nube legible públicamente o una copia de seguridad cifrada por un ransomware constituyen por sí mismos una **violación de la seguridad de los datos personales**, aunque el sistema en producción esté intacto. Trátela como cualquier otra violación: evalúe el riesgo, ponga en marcha el plazo, documéntela y notifíquela cuando proceda.

## El plazo de 72 horas (artículo 33, apartado 1)

El responsable del tratamiento debe notificar la violación a la autoridad de control competente **sin dilación indebida y, de ser posible, a más tardar 72 horas después de que haya tenido constancia de ella**, a menos que sea improbable que constituya un riesgo para los derechos y las libertades de las personas (artículo 33, apartado 1).

- **Tener constancia** significa tener una certeza razonable de que los datos personales se han visto comprometidos. Se permite una breve investigación inicial para determinarlo, pero no debe convertirse en una excusa para retrasarse.
- Las 72 horas son **horas de reloj, no horas hábiles**. Corren durante las noches y los fines de semana: una violación confirmada un viernes a las 18:00 debe notificarse antes de las 18:00 del lunes siguiente.
- Los **encargados del tratamiento**, como una CRO o un proveedor de EDC, deben informar al responsable sin dilación indebida (artículo 33, apartado 2). Notificar a la autoridad de control corresponde al responsable, que tiene constancia de la violación desde que el encargado se lo comunica.
- Una notificación tardía debe ir acompañada de los motivos del retraso. Superar las 72 horas nunca es motivo para no notificar.

## No espere a que termine la investigación

Las investigaciones forenses suelen durar semanas. Si no es posible facilitar toda la información simultáneamente, puede facilitarse **de manera gradual** sin más dilación indebida (artículo 33, apartado 4). Por tanto:

- notifique en un plazo de 72 horas con lo que sepa;
- indique claramente qué se sigue investigando;
- envíe **actualizaciones** a la autoridad de control a medida que se conozcan los hechos.

## Qué contiene la notificación y qué queda fuera

Conforme al **artículo 33, apartado 3**, la notificación debe, como mínimo, describir:

- la **naturaleza de la violación**, incluidas las categorías y el número aproximado de personas y de registros afectados;
- el nombre y los datos de contacto del delegado de protección de datos o de otro **punto de contacto**;
- las **posibles consecuencias** de la violación;
- las **medidas** adoptadas o propuestas, incluidas las destinadas a mitigar los posibles efectos negativos.

Se trata de un **contenido mínimo**, y no exige un plano técnico de sus puntos débiles. Los detalles propios de un exploit, como versiones de software sin parchear, brechas de configuración explotables o la ruta exacta del ataque, no son necesarios para evaluar el riesgo para las personas, por lo que la notificación no tiene que incluirlos; consérvelos en el expediente del incidente, de acceso restringido. Quedan fuera de las comunicaciones a los participantes (artículo 34) y de los avisos públicos, donde invitarían a nuevos ataques contra usted y sus proveedores. Sin embargo, el RGPD no prohíbe ninguno de ellos: la autoridad de control puede pedir más información, incluidos los detalles técnicos, y entonces hay que facilitársela (artículo 31 y artículo 58, apartado 1; Directrices 9/2022 del CEPD).

## Informar a los participantes: solo cuando el riesgo es alto (artículo 34)

Hay que informar a las personas sin dilación indebida, en un lenguaje claro y sencillo, solo cuando sea **probable que la violación entrañe un alto riesgo** para sus derechos y libertades (artículo 34, apartados 1 y 2). La comunicación describe la naturaleza de la violación, las posibles consecuencias, las medidas adoptadas y un punto de contacto. Las violaciones que afectan a **datos de salud o genéticos** suelen considerarse de alto riesgo, por lo que una lista robada y sin cifrar que vincula números de sujeto con nombres normalmente tendrá que comunicarse a los participantes afectados, a menudo a través de los centros que los conocen.

No es necesaria la comunicación individual si (artículo 34, apartado 3):

- los datos eran ininteligibles para cualquier persona no autorizada, por ejemplo porque estaban **cifrados** y la clave se guardaba de forma segura;
- las medidas adoptadas posteriormente garantizan que ya no es probable que se materialice el alto riesgo;
- contactar con cada persona supondría un esfuerzo desproporcionado, en cuyo caso se opta por una **comunicación pública**.

La autoridad de control puede, aun así, ordenarle que informe a las personas (artículo 34, apartado 4).

## Documente cada violación (artículo 33, apartado 5)

Cada violación debe registrarse, se notifique o no: los hechos, sus efectos y las medidas correctivas adoptadas. Este **registro de violaciones** permite a la autoridad de control verificar sus decisiones, por lo que la decisión de no notificar debe motivarse y dejarse por escrito.

## Varios regímenes: una base estricta y las obligaciones propias de cada uno

Un mismo incidente puede activar varios regímenes a la vez:

- **Autoridad principal**: un responsable establecido en la UE notifica a su **autoridad de control principal** en caso de tratamiento transfronterizo (artículo 56). Un responsable no establecido en la UE que solo tenga un representante conforme al artículo 27 debe notificar a cada autoridad de control del lugar donde residan las personas afectadas (Directrices 9/2022 del CEPD).
- El **Derecho nacional** puede introducir condiciones adicionales para los datos de salud, genéticos y de investigación (artículo 9, apartado 4).
- **Reglamento de ensayos clínicos**: el mismo incidente puede ser un **incumplimiento grave** en el sentido del REC, es decir, uno que pueda afectar de forma significativa a la seguridad o los derechos de los participantes o a la fiabilidad de los datos, que se notifica a través del portal de la UE en un plazo de 7 días (artículo 52 del REC). Esta obligación independiente nunca sustituye a la notificación del RGPD.
- Los **centros** son responsables de sus propias historias clínicas y pueden tener obligaciones propias; los **contratos** y las **leyes de fuera de la UE**, como la ley sobre violaciones de seguridad de un estado de EE. UU., añaden las suyas.

Para un plan global de incidentes, una **regla práctica** de diseño razonable es adoptar como estándar interno el elemento más estricto: el plazo más corto y el umbral de escalado más bajo. Es una práctica, no una norma jurídica. No puede resolver un conflicto real entre leyes, ni convierte una notificación en todas las demás: cada régimen mantiene sus **propios destinatarios**, contenido y plazos, ya sea la autoridad de control, el portal de la UE o el regulador y los residentes de un estado de EE. UU. Remita las preguntas específicas de cada país al delegado de protección de datos.

## Consecuencias

No notificar o no documentar una violación puede costar hasta **10 millones de euros o el 2 %** del volumen de negocio total anual global, optándose por la de mayor cuantía (artículo 83, apartado 4), además de cualquier sanción por el fallo de seguridad; las personas también pueden reclamar una indemnización (artículo 82).

## Su primera hora: lista de comprobación

- Comunique de inmediato cualquier sospecha de incidente a la Oficina de cumplimiento, también por la tarde y en fin de semana, y registre cuándo tuvo constancia la empresa.
- Contenga el incidente: revoque accesos, borre los dispositivos a distancia, aísle los sistemas y las copias de seguridad afectados.
- Evalúe el riesgo: qué datos, cuántas personas, en qué medida son identificables y qué grado de sensibilidad tienen.
- Notifique a la autoridad de control en un plazo de 72 horas cuando exista un riesgo, envíe después actualizaciones e informe a los participantes cuando el riesgo sea alto.
- Compruebe las obligaciones derivadas del REC, del Derecho nacional, de los contratos y de las leyes de fuera de la UE, cada una con su propio destinatario y plazo.
- Anótelo todo en el registro de violaciones.`,
  },
  questions: [
    {
      id: 41,
      question: `Un viernes a las 18:00, una CRA comunica que le han robado el portátil, que contiene una hoja de cálculo sin cifrar que vincula números de sujeto con nombres de participantes; usted tiene una certeza razonable de que se han visto comprometidos datos personales. Su responsable quiere esperar a la revisión del inventario que hará TI el lunes y «notificar cuando lo sepamos todo». ¿Qué debe hacerse?`,
      options: [
        `Esperar a la revisión del lunes: las 72 horas solo cuentan horas hábiles, así que hay tiempo hasta el miércoles`,
        `Esperar a que el inventario confirme qué había en el portátil, ya que el plazo empieza cuando se conocen los hechos`,
        `Notificar a la autoridad a más tardar el lunes a las 18:00 con lo que se sabe y enviar actualizaciones según se conozcan hechos`,
        `Notificar a la autoridad antes del lunes a las 18:00, pero solo si para entonces la policía no ha recuperado el portátil`,
      ],
      correctAnswer: 2,
      explanation: `El artículo 33, apartado 1, exige notificar sin dilación indebida y, de ser posible, a más tardar 72 horas después de haber tenido constancia; son horas de reloj que corren durante el fin de semana. No espere a la investigación ni a que aparezca el portátil: lo que se sabe se notifica ahora y los detalles se facilitan de manera gradual (artículo 33, apartado 4). Un portátil recuperado sería una actualización, no un motivo para esperar.`,
    },
    {
      id: 42,
      question: `El lunes, el proveedor de EDC comunica un ataque de ransomware que ha cifrado la base de datos de su ensayo y su copia de seguridad nocturna, y afirma que su investigación forense durará al menos dos semanas. ¿Qué debe hacer la Oficina de cumplimiento respecto a la notificación a la autoridad de control?`,
      options: [
        `Esperar al informe forense definitivo, para que la notificación sea completa y exacta desde el primer momento`,
        `Notificar en 72 horas e informar también a todos los participantes de inmediato, ya que el ransomware siempre supone un alto riesgo`,
        `Notificar solo si la investigación demuestra después que los datos se copiaron y no solo se cifraron`,
        `Notificar en 72 horas desde el aviso del proveedor con todos los hechos conocidos hasta ahora y actualizar de manera gradual`,
      ],
      correctAnswer: 3,
      explanation: `No espere a que termine la investigación: el artículo 33, apartado 4, permite facilitar la información de manera gradual, de modo que la primera notificación se presenta en 72 horas (artículo 33, apartado 1) y después se envían actualizaciones. Un ransomware que deja indisponibles los datos y las copias de seguridad es una violación aunque no haya copia. Si hay que informar a los participantes depende del riesgo evaluado (artículo 34, apartado 1), no del tipo de ataque.`,
    },
    {
      id: 43,
      question: `Un monitor envió por correo electrónico una lista de números de sujeto codificados y fechas de visita a la persona equivocada de una CRO asociada, que la borró y lo confirmó por escrito. El delegado de protección de datos concluye que existe un riesgo, pero no un alto riesgo, para los participantes. ¿A quién hay que notificarlo?`,
      options: [
        `A la autoridad de control, pero no a los participantes, ya que la comunicación individual exige un alto riesgo probable`,
        `A la autoridad y a todos los participantes de la lista, porque cada violación notificable debe comunicarse a las personas`,
        `A nadie: el destinatario borró la lista, así que la violación está cerrada y basta con una nota interna`,
        `Solo a los participantes, ya que la autoridad se ocupa de las violaciones que afectan a nombres, no a datos codificados`,
      ],
      correctAnswer: 0,
      explanation: `Solo hay que informar a las personas cuando sea probable que la violación entrañe un alto riesgo para sus derechos y libertades (artículo 34, apartado 1), mientras que una violación que supone un riesgo se notifica igualmente a la autoridad de control en 72 horas (artículo 33, apartado 1). El borrado por el destinatario reduce el riesgo, pero no deshace la violación; los datos codificados son datos personales, y cada violación se documenta (artículo 33, apartado 5).`,
    },
    {
      id: 44,
      question: `El equipo de seguridad del proveedor de EDC se ofrece a copiar su informe técnico, con la versión sin parchear del cortafuegos y la ruta exacta del ataque, en su notificación a la autoridad de control. ¿Qué debe hacer usted?`,
      options: [
        `Copiarlo íntegro: la autoridad debe recibir cada detalle técnico que tenga la empresa, desde el primer momento`,
        `Facilitar ya el contenido del artículo 33, apartado 3; guardar el detalle del exploit en el expediente y aportarlo si se pide`,
        `Excluirlo definitivamente: el RGPD prohíbe incluir detalles técnicos de vulnerabilidades en cualquier notificación de violaciones`,
        `Retener la notificación hasta que se corrija la vulnerabilidad y enviar entonces el informe completo de una sola vez`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 33, apartado 3, fija un mínimo: la naturaleza de la violación, las personas y los registros afectados, un punto de contacto, las posibles consecuencias y las medidas adoptadas. Los detalles propios de un exploit no se exigen ahí y están más seguros en el expediente restringido del incidente, pero el RGPD no los prohíbe: la autoridad puede pedir más información y entonces hay que facilitársela (artículo 31 y artículo 58, apartado 1; Directrices 9/2022 del CEPD). Esperar a un parche solo retrasaría la notificación.`,
    },
    {
      id: 45,
      question: `Un mensajero pierde una cinta de copia de seguridad sin cifrar de su base de datos de farmacovigilancia. El sistema en producción no se ha visto afectado, así que TI dice: «Es solo una copia de seguridad; no ha pasado nada». ¿Cómo debe clasificarse el suceso?`,
      options: [
        `No es una violación: los datos originales siguen disponibles e intactos en el sistema en producción`,
        `Es una violación solo si más adelante se demuestra que alguien ha leído realmente los datos de la cinta`,
        `Es una violación de la seguridad de los datos personales: hay que evaluar el riesgo, registrarla y, si hay riesgo, notificarla en 72 horas`,
        `Es una violación que debe notificarse a la autoridad y a cada paciente incluido en la cinta, sea cual sea el riesgo existente`,
      ],
      correctAnswer: 2,
      explanation: `Una violación de la seguridad de los datos personales incluye la pérdida de datos personales o el acceso no autorizado a ellos (artículo 4, punto 12), y una copia de seguridad contiene los mismos datos personales que el sistema en producción. La cinta perdida debe someterse a una evaluación del riesgo, documentarse (artículo 33, apartado 5) y, cuando exista un riesgo, notificarse en 72 horas (artículo 33, apartado 1); solo se informa a los participantes si el riesgo es alto (artículo 34, apartado 1). Nadie tiene que demostrar que la cinta se leyó.`,
    },
    {
      id: 46,
      question: `El incidente de ransomware afecta a participantes de tres países de la UE y de un centro en EE. UU., y además constituye un incumplimiento grave según el REC. El RGPD, una ley nacional, el contrato con la CRO y una ley de un estado de EE. UU. fijan plazos, umbrales y destinatarios distintos. ¿Qué debe prever el plan de incidentes?`,
      options: [
        `Enviar una única notificación a la autoridad principal que cumpla el plazo más estricto; eso satisface a cada uno de los regímenes`,
        `Tomar el plazo más estricto como estándar interno; presentar la notificación de cada régimen a su propio destinatario`,
        `Notificar a cada una de las tres autoridades de la UE y al estado de EE. UU., ya que la regla de la autoridad principal excluye las violaciones`,
        `Dejar que la notificación del REC a través del portal de la UE sirva para todos, ya que las normas de ensayos son las más específicas`,
      ],
      correctAnswer: 1,
      explanation: `Ajustarse al plazo y al umbral más estrictos es una regla práctica útil para diseñar un plan global, no una norma jurídica: cada régimen mantiene sus propios destinatarios, contenido y plazos. Aquí eso significa la autoridad de control principal en 72 horas (artículos 33, apartado 1, y 56), el portal de la UE en 7 días (artículo 52 del REC) y la notificación al estado de EE. UU. conforme a la ley de ese estado. El Derecho nacional puede añadir condiciones (artículo 9, apartado 4), así que consulte al delegado de protección de datos.`,
    },
    {
      id: 47,
      question: `Los atacantes han publicado parte de los datos del EDC, por lo que es probable un alto riesgo para los participantes. Los centros escribirán a los participantes, y un aviso público llegará a los antiguos participantes sin dirección actual. El proveedor quiere que ambos textos mencionen la versión explotada del cortafuegos «por transparencia». ¿Qué deben contener?`,
      options: [
        `La violación, sus posibles consecuencias, las medidas adoptadas y un contacto, en lenguaje sencillo y sin detalles del exploit`,
        `El informe técnico completo del proveedor, ya que los participantes tienen derecho a la misma información que la autoridad`,
        `Ninguna comunicación hasta que termine la investigación forense, para que los participantes reciban un único relato completo y definitivo`,
        `Solo los números de sujeto afectados, ya que describir el propio incidente alarmaría a los participantes de forma innecesaria`,
      ],
      correctAnswer: 0,
      explanation: `Cuando es probable un alto riesgo, se comunica a las personas sin dilación indebida, en un lenguaje claro y sencillo, la naturaleza de la violación, sus posibles consecuencias, las medidas adoptadas y un punto de contacto (artículo 34, apartados 1 y 2); un aviso público sustituye a las cartas cuando contactar con las personas supondría un esfuerzo desproporcionado (artículo 34, apartado 3, letra c)). Los detalles del exploit no ayudan a ningún participante e invitarían a nuevos ataques, por lo que quedan fuera.`,
    },
    {
      id: 48,
      question: `Un proveedor de archivo dejó durante un día una copia de seguridad cifrada de la base de datos de farmacovigilancia en un contenedor de almacenamiento legible públicamente. La clave no quedó expuesta en ningún momento, y el delegado de protección de datos concluye que es improbable que la violación constituya un riesgo. ¿Qué debe hacerse aun así?`,
      options: [
        `Notificarlo igualmente a la autoridad de control en 72 horas, ya que todas las violaciones deben comunicársele`,
        `Informar por precaución, en lenguaje sencillo, a todos los participantes cuyos datos figuraban en la copia de seguridad`,
        `Nada en absoluto: una copia de seguridad cifrada es solo una copia, así que las normas sobre violaciones no se le aplican`,
        `Anotarlo en el registro de violaciones, como todas las violaciones, con los motivos para no notificar`,
      ],
      correctAnswer: 3,
      explanation: `Una copia de seguridad contiene datos personales, por lo que exponerla es una violación, y cada violación debe documentarse, se notifique o no (artículo 33, apartado 5). No es necesario notificar a la autoridad de control cuando es improbable que la violación constituya un riesgo (artículo 33, apartado 1), y el cifrado con una clave segura elimina la obligación de informar a las personas (artículo 34, apartado 3, letra a)).`,
    },
  ],
};
