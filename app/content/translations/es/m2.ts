import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted es responsable de operaciones clínicas en Meridian Clinical Research, una CRO que lleva a cabo un ensayo oncológico de fase II para un promotor farmacéutico en 25 hospitales de la UE. El promotor quiere sustituir los formularios en papel por el **consentimiento electrónico (eConsent)** en tabletas. Junto al ensayo principal, el protocolo ofrece un **subestudio farmacogenético** opcional que analiza el ADN de los participantes y un **biobanco** opcional que conserva las muestras de sangre sobrantes para futuras investigaciones sobre el cáncer.

El primer borrador del flujo de eConsent del proveedor tiene un único botón «Acepto» al final, una **casilla premarcada** para la investigación futura y una nota según la cual los pacientes que rechacen el subestudio genético «podrían no ser elegibles» para el ensayo principal. Una enfermera del estudio pregunta si el formulario de consentimiento informado firmado es el consentimiento de la empresa a efectos del RGPD para todo.

Entonces llega un correo electrónico de un centro de Lyon. Una participante, que lleva ocho meses en el ensayo, ha escrito dos líneas en las que dice que ya no quiere participar y que quiere «que saquen sus datos». El centro pregunta si debe enviar una carta firmada en la que explique sus motivos y si ahora hay que suprimir sus notificaciones de acontecimientos adversos graves.

**Su tarea:** determinar qué hace válido el consentimiento según el RGPD, en qué se diferencia del consentimiento informado del Reglamento de ensayos clínicos, cómo diseñar los consentimientos opcionales y qué ocurre con los datos de la participante cuando lo retira.`,

  training: {
    title: "Gestión del consentimiento: consentimiento válido, consentimiento para el ensayo y retirada",
    content: `## Dos tipos distintos de consentimiento

Los equipos de operaciones clínicas trabajan con dos tipos de consentimiento que es fácil confundir.

- **El consentimiento informado del Reglamento de ensayos clínicos (REC)** es un requisito ético y de protección del participante. Se otorga por escrito, con fecha y firma, tras una entrevista con un miembro del equipo investigador cualificado conforme al Derecho nacional (artículos 28 y 29 del REC). Se obtiene antes de la inclusión, salvo en situaciones de urgencia, en las que puede obtenerse después (artículo 35 del REC).
- **El consentimiento del RGPD** es una de las seis bases jurídicas del tratamiento de datos personales (artículo 6, apartado 1, letra a)) y, en su forma explícita, una de las condiciones para tratar datos de salud y datos genéticos (artículo 9, apartado 2, letra a)).

El formulario de consentimiento informado (FCI) firmado **no es automáticamente** la base jurídica a efectos del RGPD (Dictamen 3/2019 del CEPD; considerando 161). Los pacientes enfermos o en situación de dependencia pueden no estar en condiciones de consentir libremente el tratamiento de sus datos, por lo que muchos promotores se basan en cambio en una **misión de interés público** o en **intereses legítimos**, combinados con el **artículo 9, apartado 2, letras i) o j)**, para el tratamiento con fines de investigación. La misión de interés público es la opción habitual de los promotores públicos, como los hospitales universitarios, cuya misión investigadora está establecida en el Derecho nacional (artículo 6, apartado 1, letra e), y apartado 3). La notificación de seguridad, el archivo y las inspecciones se basan en una **obligación legal** (artículo 6, apartado 1, letra c)) junto con el artículo 9, apartado 2, letra i). Por tanto, el consentimiento no es la única base para los datos del ensayo, y la firma del FCI no es el consentimiento del RGPD para todo.

## Los cinco elementos del consentimiento válido

Cuando la base jurídica a efectos del RGPD es el consentimiento, este solo es válido si reúne los **cinco elementos** establecidos en el **artículo 4, punto 11**, y el **artículo 7**:

- **Libre**: la persona tiene una elección real y puede negarse sin sufrir perjuicio alguno.
- **Específico**: abarca un fin claramente definido, con un consentimiento separado para cada fin distinto.
- **Informado**: la persona sabe quién es el responsable del tratamiento, qué se hará con los datos y que puede retirar el consentimiento.
- **Inequívoco**: no hay duda de que la persona ha aceptado.
- **Otorgado mediante una clara acción afirmativa**: una declaración o un acto deliberado, como marcar una casilla vacía o firmar.

**El silencio, la inacción y las casillas premarcadas no constituyen consentimiento** (considerando 32). Acudir a las visitas del estudio no implica consentir nada más allá de lo que la persona ha aceptado realmente.

## Consentimiento explícito y prueba

Para los datos de salud y los datos genéticos, el consentimiento utilizado como condición del artículo 9 debe ser **explícito** (artículo 9, apartado 2, letra a)): una declaración expresa, normalmente una firma o un clic de confirmación separado. El responsable del tratamiento debe poder **demostrar** el consentimiento (artículo 7, apartado 1). Conserve para cada participante:

- la **versión** del formulario de consentimiento utilizada;
- la **fecha** en que se dio el consentimiento;
- **quién** recabó el consentimiento.

Si la solicitud de consentimiento forma parte de un documento más amplio, como el FCI, debe **distinguirse claramente** de los demás asuntos, de forma inteligible y de fácil acceso y utilizando un **lenguaje claro y sencillo** (artículo 7, apartado 2).

## Cuándo el consentimiento no es libre

El consentimiento no es libre y, por tanto, no es válido cuando:

- existe un **claro desequilibrio de poder** entre la persona y el responsable del tratamiento (considerando 43);
- negarse o retirarlo causaría a la persona un **perjuicio** (considerando 42);
- está **supeditado** a otra cosa, por ejemplo cuando la prestación de un servicio o la participación se condiciona al consentimiento a un tratamiento que no es necesario para ello (artículo 7, apartado 4).

En los ensayos, esto significa que los **complementos opcionales**, como un subestudio genético, la investigación futura o un nuevo contacto, deben ser **consentimientos opcionales separados**. Rechazarlos no debe afectar a la participación en el ensayo principal. La toma de muestras genéticas para un subestudio opcional no puede ser en ningún caso una condición para la inclusión.

## Diseño de un flujo de eConsent

- Presente el ensayo principal y cada fin opcional en **pantallas** o secciones **separadas**.
- Utilice casillas **sin marcar** o botones separados para cada fin opcional; no preseleccione en ningún caso el «sí».
- Redacte en un **lenguaje sencillo** y evite la jerga jurídica.
- Indique claramente, antes de que se dé el consentimiento, que puede **retirarse en cualquier momento** y cómo.
- Registre en un registro de auditoría la versión del formulario, la fecha, la hora y la identidad de quien recaba el consentimiento.
- Facilite la información del artículo 13, sea cual sea la base jurídica (véase más abajo).

## Retirada

Un participante puede **retirar su consentimiento en cualquier momento**, y retirarlo debe ser **tan fácil como darlo**. Las personas deben ser informadas de este derecho antes de dar su consentimiento. La retirada **no** convierte en ilícito el tratamiento anterior (artículo 7, apartado 3). Un participante que consintió con un clic o una firma puede retirar el consentimiento por correo electrónico, por teléfono o en persona en el centro; no se le puede exigir una carta escrita y motivada.

Lo que ocurre con los datos depende de la base jurídica:

- **Si la base es el consentimiento**, cesa el tratamiento basado en él.
- Los datos solo pueden conservarse sobre **otra base jurídica**, por ejemplo la obligación legal para la notificación de seguridad y el archivo.
- Esa otra base debe haberse **determinado y comunicado desde el principio**. No puede sustituirse a posteriori: no cabe pasar sin más a los intereses legítimos una vez retirado el consentimiento (Directrices 05/2020 del CEPD).

Por otra parte, cuando un participante **abandona el ensayo**, el REC dispone que la retirada del consentimiento informado no afecta a las actividades ya realizadas ni a la utilización de los datos obtenidos antes de la retirada (artículo 28, apartado 3, del REC). **Cesa la recogida de nuevos datos.**

**Los datos de seguridad no se suprimen** con la retirada. Las notificaciones de acontecimientos adversos se tratan en virtud de una obligación legal con el artículo 9, apartado 2, letra i), y el archivo maestro del ensayo debe conservarse durante al menos 25 años (artículo 58 del REC).

## Uso secundario y biobancos

Al solicitar el consentimiento para el ensayo, el promotor también puede pedir al participante su consentimiento para utilizar los datos **fuera del protocolo**, **exclusivamente con fines científicos**, y este consentimiento puede retirarse en cualquier momento (artículo 28, apartado 2, del REC). El considerando 33 admite que los fines de la investigación no siempre pueden especificarse por completo en el momento de la recogida y permite el consentimiento para **ámbitos de investigación**, como un biobanco para la investigación oncológica, cuando se respetan las normas éticas. El consentimiento no se extiende a cualquier fin posterior: un fin ajeno al ámbito aceptado debe evaluarse por separado, con el DPD, antes de utilizar datos para él.

## Participantes vulnerables

- En el caso de **menores** y **adultos incapaces**, presta el consentimiento un **representante legal**, y el participante interviene en la decisión en la medida de lo posible (artículos 31 y 32 del REC).
- En **situaciones de urgencia**, cuando el paciente no puede consentir y no es posible localizar a tiempo a un representante legal, el REC permite la inclusión primero y el consentimiento **después**, del paciente o del representante, en las estrictas condiciones del artículo 35 del REC y según lo previsto en el protocolo autorizado.
- La edad de **16** años del RGPD (que los Estados miembros pueden rebajar a 13) solo se aplica al consentimiento de un niño en relación con **servicios en línea** (artículo 8, apartado 1). No regula la inclusión de menores en ensayos, aunque se utilice una aplicación de eConsent.

## Transparencia, sea cual sea la base

En el momento de la recogida, los participantes deben recibir la información del **artículo 13**: la identidad del responsable del tratamiento y los datos de contacto del delegado de protección de datos (DPD), los fines y la base jurídica, los destinatarios, las transferencias fuera de la UE, los plazos de conservación, sus derechos y el derecho a presentar una reclamación ante una autoridad de control. La transparencia se aplica tanto si se basa en el consentimiento como en una misión de interés público, en intereses legítimos o en una obligación legal.

## Puntos clave

- El consentimiento informado del REC y el consentimiento del RGPD son **cosas distintas**; la firma del FCI no es automáticamente la base jurídica.
- El consentimiento válido tiene **cinco elementos**: libre, específico, informado, inequívoco y otorgado mediante una clara acción afirmativa.
- Se necesita consentimiento explícito cuando el consentimiento es la condición del artículo 9 para datos de salud o genéticos, y usted debe poder demostrarlo.
- Los complementos opcionales son **consentimientos separados, con casillas sin marcar**, que no afectan a la participación en el ensayo principal.
- La retirada es posible en cualquier momento y tan fácil como consentir; detiene el tratamiento basado en el consentimiento, pero no borra los datos de seguridad conservados en virtud de una obligación legal.`,
  },

  questions: [
    {
      id: 9,
      question: `El borrador de eConsent del proveedor muestra la opción «Acepto que mis muestras y datos se utilicen en futuras investigaciones sobre el cáncer» con la casilla ya marcada. Los participantes pueden desmarcarla antes de firmar. ¿Es un consentimiento válido para el biobanco?`,
      options: [
        `Sí: los participantes pueden desmarcar la casilla, así que quien la deja marcada ha decidido participar.`,
        `Sí, con tal de que el biobanco se explique en un lenguaje sencillo justo al lado de la casilla.`,
        `No: una casilla premarcada no es una clara acción afirmativa; el participante debe marcar una casilla vacía.`,
        `No: el consentimiento para la investigación futura nunca es válido, porque sus fines no pueden fijarse de antemano.`,
      ],
      correctAnswer: 2,
      explanation: `El consentimiento válido exige una declaración o una clara acción afirmativa (artículo 4, punto 11), y el considerando 32 establece que las casillas premarcadas y el silencio no constituyen consentimiento. El consentimiento para la investigación futura es posible: el considerando 33 permite consentir ámbitos de investigación, como un biobanco, respetando las normas éticas, pero debe darse marcando activamente una casilla vacía.`,
    },
    {
      id: 10,
      question: `Un centro informa a los pacientes de que solo pueden participar en el ensayo oncológico principal si aceptan también el subestudio farmacogenético opcional. ¿Cuál es el problema?`,
      options: [
        `El consentimiento al subestudio no es libre, porque la inclusión en el ensayo principal depende de él.`,
        `Ninguno, con tal de que el subestudio se explique en un lenguaje sencillo y se recabe consentimiento explícito para el ADN.`,
        `Hay que suprimir el subestudio: las pruebas genéticas no pueden ofrecerse en absoluto junto a un ensayo de tratamiento.`,
        `Solo una laguna documental: el FCI debe explicar por qué el subestudio es necesario para el ensayo principal.`,
      ],
      correctAnswer: 0,
      explanation: `El consentimiento supeditado a otra cosa, o cuya negativa causa un perjuicio, no es libre (artículo 7, apartado 4; considerando 42), y una redacción explícita no lo subsana. Los complementos opcionales, como los subestudios genéticos, deben ser consentimientos separados, y rechazarlos no debe afectar a la participación en el ensayo principal. Los subestudios genéticos están permitidos; el fallo es la condición.`,
    },
    {
      id: 11,
      question: `Una enfermera del estudio dice: «La participante firmó el formulario de consentimiento informado conforme al Reglamento de ensayos clínicos, así que esa firma es nuestro consentimiento del RGPD para todo el tratamiento de sus datos». ¿Qué es correcto?`,
      options: [
        `Correcto: un consentimiento firmado conforme al REC es un consentimiento explícito y cubre el tratamiento de sus datos del ensayo.`,
        `Correcto, con tal de que el formulario se firmara tras una entrevista con un miembro cualificado del equipo investigador.`,
        `Incorrecto solo para los datos de seguridad; para los demás datos del ensayo, la firma del FCI es el consentimiento del RGPD.`,
        `Incorrecto: el consentimiento del REC protege a los participantes, pero no es automáticamente la base jurídica del RGPD.`,
      ],
      correctAnswer: 3,
      explanation: `El consentimiento informado del REC (artículos 28 y 29 del REC) es un requisito de protección del participante y no es automáticamente la base jurídica a efectos del RGPD (Dictamen 3/2019 del CEPD; considerando 161). Muchos promotores se basan en una misión de interés público o en intereses legítimos, con el artículo 9, apartado 2, letras i) o j), para la investigación, y en una obligación legal para el tratamiento relativo a la seguridad, diga lo que diga el FCI.`,
    },
    {
      id: 12,
      question: `Una participante escribe al centro de Lyon: «Ya no quiero participar y retiro mi consentimiento». El centro responde que la retirada solo se acepta mediante carta firmada en la que se indiquen los motivos. ¿Tiene razón el centro?`,
      options: [
        `Sí: la retirada firmada es necesaria para el archivo maestro del ensayo, y los motivos ayudan a la evaluación de la seguridad.`,
        `No: puede retirarlo en cualquier momento, y retirarlo debe ser tan fácil como darlo.`,
        `No, pero el correo electrónico debe confirmarse en su próxima visita del estudio antes de que la retirada surta efecto.`,
        `Sí, si el FCI indicaba que la retirada debe hacerse por escrito, como hacen muchos FCI.`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 7, apartado 3, permite a la persona retirar su consentimiento en cualquier momento y exige que retirarlo sea tan fácil como darlo, por lo que su correo electrónico surte efecto en cuanto llega. El centro puede anotarlo en el expediente y puede preguntarle, sin insistir, si seguirá acudiendo a una visita de seguimiento de seguridad.`,
    },
    {
      id: 13,
      question: `Un ensayo sobre ictus en situación de urgencia tiene un protocolo autorizado para pacientes que no pueden consentir. Llega una paciente inconsciente dentro de la ventana terapéutica y no es posible localizar a tiempo a ningún familiar. El investigador pregunta qué permite el REC.`,
      options: [
        `Su inclusión inmediata si se cumplen las condiciones del artículo 35 del REC, y recabar después el consentimiento de ella o de un representante.`,
        `Ninguna inclusión: sin el consentimiento previo por escrito de ella o de un representante, un paciente nunca puede ser incluido.`,
        `La inclusión en virtud de la condición de intereses vitales del RGPD, tras la cual no se necesita el consentimiento de nadie.`,
        `La inclusión si está de acuerdo un segundo médico, informando al comité de ética en lugar de recabar después el consentimiento de nadie.`,
      ],
      correctAnswer: 0,
      explanation: `El artículo 35 del REC permite que un ensayo en situación de urgencia incluya a un paciente que no puede consentir, cuando no es posible localizar a un representante legal dentro de la ventana terapéutica, en las estrictas condiciones de ese artículo y según lo previsto en el protocolo autorizado; el consentimiento se recaba después del representante o del paciente lo antes posible. Los intereses vitales son un fundamento del RGPD, no un consentimiento del REC.`,
    },
    {
      id: 14,
      question: `El biobanco trata los datos sobre la base del consentimiento, que una participante acaba de retirar. Un jefe de proyecto propone seguir utilizando sus datos del biobanco sobre la base de intereses legítimos. ¿Qué es correcto?`,
      options: [
        `Sí, con tal de que se documente una ponderación y se le informe de la nueva base en el plazo de un mes.`,
        `No, porque los intereses legítimos nunca pueden servir de base para los datos de salud en la investigación.`,
        `En parte: cesan las nuevas muestras, pero sus datos almacenados pueden seguir utilizándose en el biobanco por intereses legítimos.`,
        `No: cesan todos los tratamientos basados en su consentimiento, y no cabe sustituir la base a posteriori.`,
      ],
      correctAnswer: 3,
      explanation: `Cuando se retira el consentimiento, el tratamiento basado en él debe cesar (artículo 7, apartado 3). Los datos solo pueden conservarse sobre otra base determinada y comunicada desde el principio, como la obligación legal para la seguridad y el archivo; no está permitido cambiar de base a posteriori (Directrices 05/2020 del CEPD). Los intereses legítimos con el artículo 9, apartado 2, letra j), pueden amparar la investigación, pero solo si se eligen y comunican antes de que empiece el tratamiento.`,
    },
    {
      id: 15,
      question: `Un coordinador sostiene que, como este Estado miembro ha rebajado a 13 años la edad de consentimiento del artículo 8 del RGPD, una chica de 15 años puede inscribirse por sí sola en un ensayo pediátrico a través de la aplicación de eConsent. ¿Es así?`,
      options: [
        `Sí: la aplicación es un servicio en línea, así que el artículo 8 regula la inclusión y basta con su propio consentimiento.`,
        `No: el artículo 8 solo abarca los servicios en línea; consiente su representante legal y ella participa en la decisión.`,
        `Sí, con tal de que se informe a uno de los padres tras la inclusión y este no se oponga en un plazo de dos semanas.`,
        `No: a los 15 años es demasiado joven para participar en absoluto en la decisión, así que deciden solo sus padres.`,
      ],
      correctAnswer: 1,
      explanation: `La edad de 16 años del RGPD, que los Estados pueden rebajar a 13, solo se aplica al consentimiento de los niños en relación con servicios en línea (artículo 8, apartado 1). Conforme a los artículos 31 y 32 del REC, un representante legal consiente en nombre del menor, y el menor interviene en la decisión en la medida en que su comprensión lo permita.`,
    },
    {
      id: 16,
      question: `Un hospital universitario, organismo público, promueve un ensayo académico; el Derecho nacional hace de la investigación una de sus misiones de interés público. Su borrador de aviso de privacidad señala el consentimiento firmado de los participantes como base jurídica a efectos del RGPD. ¿Qué base es más adecuada?`,
      options: [
        `El consentimiento, como en el borrador: el REC exige de todos modos el consentimiento informado, así que es también la base más segura.`,
        `Los intereses legítimos (artículo 6, apartado 1, letra f)), la base habitual del tratamiento con fines de investigación de cualquier promotor.`,
        `La misión de interés público (artículo 6, apartado 1, letra e)), basada en ese Derecho nacional, con el artículo 9, apartado 2, letra j).`,
        `La obligación legal (artículo 6, apartado 1, letra c)), ya que un hospital público actúa conforme al Derecho nacional en todo lo que hace.`,
      ],
      correctAnswer: 2,
      explanation: `La misión de interés público requiere una base en el Derecho de la Unión o de los Estados miembros (artículo 6, apartado 3), que el mandato investigador del hospital proporciona, y el artículo 9, apartado 2, letra j), también requiere una norma de ese tipo (Dictamen 3/2019 del CEPD). Las autoridades públicas no pueden basarse en intereses legítimos para el ejercicio de sus funciones (artículo 6, apartado 1, párrafo segundo), la investigación no es una obligación legal y el consentimiento del REC no es automáticamente la base a efectos del RGPD.`,
    },
  ],
};
