import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted es gestor de datos en la oficina de la UE de Halden Pharma, que promueve un ensayo multinacional de fase III sobre diabetes. Los sistemas de Halden solo contienen **datos codificados**: números de sujeto, datos de visitas, resultados de laboratorio y notificaciones de acontecimientos adversos. Los registros de identificación que vinculan los números de sujeto con los nombres permanecen en los hospitales participantes, y una CRO gestiona el EDC por cuenta de Halden.

Un martes por la mañana, una participante de un centro de Ámsterdam llama a la **línea de información médica de Halden en EE. UU.** Dice que quiere «una copia de todos mis datos» y que después quiere que «se borre todo». Menciona también que su peso basal se registró mal. El agente del centro de llamadas registra la llamada y envía una nota a su equipo diez días después.

En la reunión del equipo, un compañero propone pedirle una copia compulsada del pasaporte antes de hacer nada. Otro dice que la solicitud no cuenta porque no se presentó en el formulario de solicitudes de privacidad de la empresa. Un tercero propone borrar sin más su registro del EDC para cerrar el asunto.

**Su tarea:** determinar qué derechos tiene la participante, cuándo empezó a correr el plazo de respuesta y cuánto dura, cómo confirmar su identidad sin recoger más datos y qué puede conservar Halden pese a su solicitud de supresión.`,

  training: {
    title: "Derechos de los interesados: responder a las solicitudes correctamente y a tiempo",
    content: `## Los datos codificados también conllevan derechos

Los promotores que solo tienen números de sujeto suelen suponer que los participantes no tienen derechos frente a ellos. Los datos de ensayos codificados son **datos personales seudonimizados** (artículo 4, punto 5), por lo que los derechos se aplican. La diferencia práctica está en cómo llegar a la persona: un promotor **no está obligado a obtener información adicional para identificarla** con el único fin de atender solicitudes (artículo 11). En su lugar, canalice las solicitudes a través del **centro que conserva el registro de identificación**, que puede vincular el número de sujeto con la persona.

## Los ocho derechos de los interesados

El RGPD reconoce a las personas **ocho derechos**:

- **Información** sobre el tratamiento (artículos 13 y 14)
- **Acceso** a sus datos (artículo 15)
- **Rectificación** de los datos inexactos (artículo 16)
- **Supresión**, el «derecho al olvido» (artículo 17)
- **Limitación** del tratamiento (artículo 18)
- **Portabilidad** de los datos (artículo 20)
- **Oposición** al tratamiento (artículo 21)
- Protección frente a **decisiones basadas únicamente en un tratamiento automatizado**, incluida la elaboración de perfiles (artículo 22)

Las personas también pueden **retirar su consentimiento** en cualquier momento (artículo 7, apartado 3), **presentar una reclamación** ante una autoridad de control (artículo 77) y **reclamar una indemnización** por los daños sufridos (artículo 82).

## El plazo: un mes, más dos

Una solicitud debe responderse **sin dilación indebida** y, a más tardar, en el plazo de **un mes a partir de su recepción** (artículo 12, apartado 3).

- El plazo empieza a correr cuando la **organización recibe** la solicitud por cualquier canal por el que la persona pueda **razonablemente esperar** que le llegue: una línea de información médica, un buzón general o una carta al delegado de protección de datos. Una solicitud no requiere ningún formulario ni redacción especial, por lo que una solicitud que no utiliza el formulario de la empresa sigue siendo válida.
- El plazo es de un mes natural, **no de 30 días hábiles**.
- En el caso de solicitudes **complejas o numerosas**, el plazo puede **prorrogarse otros dos meses**, pero solo si se informa a la persona de la prórroga y de sus motivos **dentro del primer mes**. Una prórroga anunciada el día 60 llega tarde.
- Si decide **no dar curso** a la solicitud, explique por qué en el plazo de un mes e indique la posibilidad de presentar una reclamación ante una autoridad de control y de ejercitar acciones judiciales (artículo 12, apartado 4).

## Cánones y comprobación de la identidad

Las solicitudes son **gratuitas**. Solo se permite cobrar un canon razonable, o negarse a actuar, ante solicitudes **manifiestamente infundadas o excesivas**, lo que el responsable del tratamiento debe demostrar (artículo 12, apartado 5); pueden cobrarse las copias adicionales (artículo 15, apartado 3).

Compruebe la identidad solo **en la medida necesaria** (artículo 12, apartado 6). No se exige por defecto una copia compulsada del pasaporte; en el caso de datos de ensayos codificados, el centro que conoce a la participante suele ser el lugar más adecuado para confirmar quién es.

## Acceso (artículo 15)

El derecho de acceso incluye:

- la **confirmación** de si se están tratando sus datos;
- una **copia** de los datos;
- los **fines**, los **destinatarios** y el **plazo de conservación**;
- el **origen** de los datos que no se hayan obtenido de ella;
- las **garantías** aplicables a las transferencias fuera de la UE.

La copia no debe afectar negativamente a los derechos y libertades de otros (artículo 15, apartado 4), por ejemplo a los datos de otros participantes o a información confidencial sobre terceros.

## Rectificación (artículo 16)

Las personas pueden obtener la rectificación de los datos inexactos y que se completen los datos incompletos, incluso mediante una **declaración adicional**. En un ensayo, las correcciones siguen las **buenas prácticas clínicas**: se realiza una **modificación con registro de auditoría** a través del centro y del proceso de consultas de datos, y **nunca se sobrescribe** ni se borra la entrada original del EDC. Rectificar no significa borrar el historial.

## Supresión (artículo 17)

El derecho de supresión **no es absoluto**. Cede cuando el tratamiento es necesario (artículo 17, apartado 3):

- para el cumplimiento de una **obligación legal**, como el archivo y la notificación de seguridad exigidos por el REC;
- por razones de **salud pública**;
- para la formulación, el ejercicio o la defensa de **reclamaciones**;
- con fines de **investigación científica**, cuando la supresión pueda hacer imposible u obstaculizar gravemente la investigación.

**Los datos de seguridad y de farmacovigilancia normalmente se conservan.** La supresión no prevalece sobre la conservación exigida por el REC o por la legislación sobre farmacovigilancia. Explique cualquier denegación en el plazo de un mes e indique el derecho a presentar una reclamación (artículo 12, apartado 4).

## Limitación y comunicación a los destinatarios

La **limitación** significa que los datos se **conservan, pero no se utilizan** (artículo 18). Una persona puede solicitarla mientras se verifica la **exactitud** de los datos impugnados, mientras se pondera una **oposición**, cuando el tratamiento es ilícito pero prefiere que los datos se conserven en lugar de suprimirse, o cuando el responsable ya no necesita los datos pero la persona los necesita para **reclamaciones** (artículo 18, apartado 1). Los datos limitados pueden seguir conservándose; cualquier otro uso requiere el consentimiento de la persona, la existencia de reclamaciones, la protección de los derechos de otra persona o razones de interés público importante (artículo 18, apartado 2). Informe a la persona **antes** de que se levante la limitación (artículo 18, apartado 3). Cuando rectifique, suprima o limite datos, **comuníquelo a cada destinatario** al que se hayan comunicado los datos, salvo que sea imposible o exija un esfuerzo desproporcionado (artículo 19).

## Portabilidad (artículo 20)

La portabilidad es más limitada que el acceso. Solo abarca los datos que la persona haya **facilitado**, tratados **por medios automatizados** sobre la base del **consentimiento o de un contrato**. **No se aplica en ningún caso** al tratamiento basado en una obligación legal, en una misión de interés público o en intereses legítimos. La portabilidad no abarca todos los datos conservados; la participante puede obtener igualmente una copia mediante el derecho de acceso.

## Oposición (artículo 21)

Las personas pueden oponerse al tratamiento basado en una **misión de interés público** o en **intereses legítimos**. El tratamiento cesa entonces, salvo que el responsable acredite **motivos legítimos imperiosos** o necesite los datos para **reclamaciones** (artículo 21, apartado 1). En el caso de la **investigación**, solo puede desestimarse una oposición cuando el tratamiento sea necesario para el **cumplimiento de una misión realizada por razones de interés público** (artículo 21, apartado 6), como en el caso de un promotor público que se basa en una misión de interés público; los intereses legítimos no permiten desestimarla. La oposición no se aplica al tratamiento basado en una obligación legal, como la notificación de seguridad.

## Decisiones automatizadas (artículo 22)

Las **decisiones basadas únicamente en un tratamiento automatizado** con efectos jurídicos o que afecten significativamente de modo similar, como un cribado algorítmico de elegibilidad que rechaza a pacientes sin revisión humana, requieren garantías que incluyan el derecho a obtener **intervención humana**, a expresar su punto de vista y a impugnar la decisión. Si utilizan datos de salud, necesitan el **consentimiento explícito** o una norma basada en un **interés público esencial** (artículo 22, apartados 3 y 4).

## Recogida indirecta y límites en la investigación

- Cuando los datos proceden de otra persona, por ejemplo historias clínicas o notificaciones de acontecimientos adversos de profesionales sanitarios, informe a la persona en el plazo de **un mes** (artículo 14, apartado 3).
- En la investigación, no es necesaria la información individual cuando resulte **imposible o suponga un esfuerzo desproporcionado**, por ejemplo para miles de registros procedentes de un registro de pacientes (artículo 14, apartado 5, letra b)). En ese caso, el responsable debe proteger a las personas de otras formas, incluso **haciendo pública la información**. Esta excepción solo abarca los datos obtenidos de terceros; los participantes que facilitan ellos mismos sus datos son informados en el momento de la recogida (artículo 13).
- El Derecho de la Unión o de los Estados miembros puede **limitar** el acceso, la rectificación, la limitación y la oposición en la investigación (**artículo 89, apartado 2**), con las garantías del artículo 89, apartado 1, y solo en la medida en que esos derechos puedan hacer imposible u obstaculizar gravemente la investigación. Si no existe tal norma, los derechos se aplican plenamente: un protocolo, un formulario de consentimiento informado o un PNT de la empresa no pueden crear la limitación. Consulte al delegado de protección de datos qué disposiciones nacionales existen.
- Las **CRO** y demás encargados del tratamiento deben ayudar al promotor a responder a las solicitudes (artículo 28, apartado 3, letra e)).

## El personal tiene los mismos derechos

Los empleados y demás personal tienen los mismos derechos con los mismos plazos. La solicitud de una empleada sobre su expediente de recursos humanos o sobre los correos electrónicos que hablan de ella se responde en el plazo de un mes, protegiendo los datos de otras personas que contengan (artículo 15, apartado 4). Remítala a Recursos Humanos y al delegado de protección de datos el mismo día.

## Un flujo de trabajo para la gestión de datos

- **Registre** la solicitud el mismo día en que cualquier parte de la empresa la reciba y calcule el plazo de un mes.
- **Remítala** de inmediato al equipo de privacidad o al delegado de protección de datos y, si se trata de datos codificados, al **centro** que conserva el registro de identificación.
- **Identifique** los derechos en juego: una sola llamada puede combinar acceso, supresión y rectificación.
- **Busque** en el EDC, la base de datos de seguridad, el IRT, el eTMF y los sistemas de los proveedores, con la ayuda de la CRO.
- **Decida** qué puede facilitarse, corregirse o suprimirse y qué debe conservarse conforme al artículo 17, apartado 3.
- **Responda** en un lenguaje claro y sencillo y **documente** cada paso.

## Puntos clave

- Los datos seudonimizados conllevan derechos; canalice las solicitudes a través del centro en lugar de recoger identidades.
- Responda en el plazo de **un mes** desde la recepción, prorrogable **otros dos meses** si lo comunica dentro del primer mes.
- La supresión cede ante las obligaciones legales, la salud pública, las reclamaciones y la investigación; los datos de seguridad se conservan.`,
  },

  questions: [
    {
      id: 17,
      question: `La solicitud de una participante de «todos mis datos» llegó a la línea de información médica de Halden en EE. UU. el 3 de marzo. El centro de llamadas la remitió al equipo de privacidad el 13 de marzo. ¿Desde cuándo corre el plazo de respuesta y cuánto dura?`,
      options: [
        `Un mes desde el 13 de marzo, cuando la recibió el equipo de privacidad; un centro de llamadas no es un canal para solicitudes de privacidad.`,
        `Un mes desde el 3 de marzo, pero sin posibilidad de prórroga, ya que el centro de llamadas ya dejó pasar diez días.`,
        `Todavía no corre ningún plazo: la solicitud solo cuenta cuando la haya presentado en el formulario de privacidad de la empresa.`,
        `Un mes desde el 3 de marzo, cuando la recibió el centro de llamadas, prorrogable dos meses si es compleja o hay muchas.`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 12, apartado 3, fija un mes desde la recepción, y una solicitud cuenta en cuanto llega a la organización por cualquier canal por el que la persona pueda razonablemente esperar que le llegue, como su línea de información médica; no se necesita ningún formulario especial. El plazo solo puede prorrogarse otros dos meses en el caso de solicitudes complejas o numerosas.`,
    },
    {
      id: 18,
      question: `El día 60 después de recibir una solicitud de acceso, el equipo se da cuenta de que recopilar datos de cinco proveedores es complejo y quiere utilizar la prórroga de dos meses. ¿Puede hacerlo?`,
      options: [
        `Sí: la prórroga puede anunciarse en cualquier momento antes de que hayan transcurrido los tres meses.`,
        `No: la prórroga, con sus motivos, debía comunicársele dentro del primer mes.`,
        `Sí, con tal de que reciba ahora una primera parte de sus datos y el resto dentro de la prórroga.`,
        `No: las prórrogas nunca son posibles en las solicitudes de acceso, solo en las de supresión y rectificación.`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 12, apartado 3, permite prorrogar el plazo otros dos meses en el caso de solicitudes complejas o numerosas, incluidas las de acceso, pero solo si se informa a la persona de la prórroga, con sus motivos, en el plazo de un mes desde la recepción. El día 60 el primer mes ya ha pasado, por lo que la respuesta ya llega tarde.`,
    },
    {
      id: 19,
      question: `Halden solo tiene datos codificados y no conoce el nombre de quien llama. ¿Cómo debe confirmar que quien llama es la participante cuyos datos solicita?`,
      options: [
        `Canalizarla por el centro que tiene el registro de identificación, comprobando la identidad solo en lo necesario.`,
        `Pedirle una copia compulsada del pasaporte antes de registrar la solicitud, como la comprobación más segura contra el fraude.`,
        `Pedirle nombre, dirección y fecha de nacimiento y guardarlos en la base de datos clínica para futuras solicitudes.`,
        `Decirle que Halden solo tiene datos codificados, así que no puede identificarla y no tiene nada que darle.`,
      ],
      correctAnswer: 0,
      explanation: `La identidad solo debe comprobarse en la medida necesaria (artículo 12, apartado 6), y un promotor no está obligado a obtener datos identificativos adicionales para atender solicitudes (artículo 11). Los datos codificados también conllevan derechos: el centro que conserva el registro de identificación puede vincularla con su número de sujeto sin que Halden exija documentos de identidad.`,
    },
    {
      id: 20,
      question: `La participante pide a Halden que suprima todos sus datos del ensayo, incluidas sus notificaciones de acontecimientos adversos graves y los registros conservados en el archivo maestro del ensayo. ¿Cuál es el enfoque correcto?`,
      options: [
        `Suprimirlo íntegramente en un mes: el derecho de supresión prevalece sobre la conservación exigida por el REC y la farmacovigilancia.`,
        `Suprimir los datos de eficacia pero conservar las notificaciones de seguridad, ya que solo estas se conservan por obligación legal.`,
        `Conservar lo que exigen la ley o la investigación y explicar por qué en un mes, indicando su derecho a reclamar.`,
        `Anonimizar de inmediato sus registros, lo que responde a la solicitud y deja intacto el análisis del ensayo.`,
      ],
      correctAnswer: 2,
      explanation: `La supresión (artículo 17) cede ante las obligaciones legales, la salud pública, las reclamaciones y la investigación que la supresión obstaculizaría gravemente (artículo 17, apartado 3), por lo que los datos de seguridad y del archivo maestro normalmente se conservan, y el archivo maestro debe archivarse tal como está. Toda denegación debe explicarse en el plazo de un mes, indicando el derecho a presentar una reclamación (artículo 12, apartado 4).`,
    },
    {
      id: 21,
      question: `Una participante pide, en virtud del derecho a la portabilidad, todos sus datos del ensayo, incluidos los resultados de laboratorio y las evaluaciones del investigador, en un formato de lectura mecánica. El tratamiento con fines de investigación se basa en intereses legítimos. ¿Qué se aplica?`,
      options: [
        `La portabilidad se aplica a cada dato que el promotor tenga sobre ella, sea cual sea la base jurídica del tratamiento.`,
        `La portabilidad no se aplica a los intereses legítimos, pero el acceso le da una copia de todos sus datos.`,
        `La portabilidad se aplica, pero solo a los valores que el investigador introdujo en el EDC en sus visitas.`,
        `No se aplican ni la portabilidad ni el acceso, porque el promotor solo tiene datos codificados sobre ella.`,
      ],
      correctAnswer: 1,
      explanation: `La portabilidad (artículo 20) solo abarca los datos que la persona haya facilitado, tratados por medios automatizados sobre la base del consentimiento o de un contrato; no se aplica en ningún caso a los intereses legítimos, a la misión de interés público ni a la obligación legal. El derecho de acceso (artículo 15) le da igualmente una copia de sus datos, codificados o no.`,
    },
    {
      id: 22,
      question: `La participante afirma que su peso basal se registró mal, y las notas fuente del centro lo confirman. Un gestor de datos propone sobrescribir el valor en el EDC para que no quede rastro de la cifra errónea. ¿Qué debe hacerse?`,
      options: [
        `Sobrescribirlo como se propone, para que la base de datos deje de contener un valor que se sabe inexacto.`,
        `Dejar el EDC tal como se introdujo, ya que los datos del ensayo no deben cambiar, y anotar su opinión en el archivo del centro.`,
        `Corregirlo solo en el extracto propio de Halden y dejar la entrada del EDC del centro como se introdujo.`,
        `Que el centro lo corrija con una modificación auditada que conserve el valor anterior, e informar a todos los destinatarios.`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 16 reconoce el derecho a la rectificación de los datos inexactos, y conforme a las BPC se realiza mediante una modificación con registro de auditoría a través del centro, nunca sobrescribiendo la entrada original. Debe comunicarse la rectificación a los destinatarios a los que se hayan comunicado los datos (artículo 19).`,
    },
    {
      id: 23,
      question: `Una participante se opone al uso de sus datos por Halden en un análisis de investigación de seguimiento, basado en intereses legítimos, y también a la notificación de seguridad realizada por obligación legal. ¿Cómo debe responder Halden?`,
      options: [
        `Rechazar ambas oposiciones: una vez que una participante se ha incluido, las oposiciones a la investigación nunca prosperan.`,
        `Detener cualquier tratamiento de sus datos, incluida la notificación de seguridad, porque la oposición alcanza a cualquier base.`,
        `Atender la oposición a la investigación, que solo una misión de interés público podría desestimar, y seguir notificando.`,
        `Rechazar la oposición a la investigación una vez que Halden documente motivos legítimos imperiosos, y seguir notificando.`,
      ],
      correctAnswer: 2,
      explanation: `La oposición (artículo 21) se aplica al tratamiento basado en intereses legítimos o en una misión de interés público. En la investigación, solo puede desestimarse cuando el tratamiento sea necesario para una misión realizada por razones de interés público (artículo 21, apartado 6), como en el caso de un promotor público que se basa en una misión de interés público; los intereses legítimos de un promotor privado no permiten desestimarla. La notificación de seguridad se basa en una obligación legal, a la que no alcanza la oposición.`,
    },
    {
      id: 24,
      question: `Durante un ensayo enmascarado, una participante pide una copia de sus datos, incluido su grupo de tratamiento. El responsable de la investigación quiere rechazar cualquier solicitud de acceso hasta que termine el ensayo, «porque el RGPD limita los derechos en la investigación». ¿Qué determina si su solicitud puede limitarse?`,
      options: [
        `Que una norma de la Unión o nacional lo prevea conforme al artículo 89, apartado 2, y solo en lo que la investigación requiera.`,
        `El propio artículo 89, apartado 2, que suspende el acceso y la rectificación en toda investigación hasta que termine el ensayo.`,
        `Que el protocolo y el formulario de consentimiento indiquen ambos que el acceso queda suspendido hasta el cierre de la base de datos.`,
        `Nada puede limitarla: el RGPD no prevé excepciones para la investigación, así que lo recibe ya íntegramente, grupo de tratamiento incluido.`,
      ],
      correctAnswer: 0,
      explanation: `El artículo 89, apartado 2, permite que el Derecho de la Unión o de los Estados miembros limite el acceso (artículo 15), la rectificación, la limitación y la oposición en la investigación, con las garantías del artículo 89, apartado 1, y solo en la medida en que esos derechos puedan hacer imposible u obstaculizar gravemente la investigación. Sin tal norma, los derechos se aplican plenamente; un protocolo o un formulario de consentimiento no pueden crear la limitación. Consulte al delegado de protección de datos qué disposición nacional se aplica.`,
    },
    {
      id: 61,
      question: `Una participante afirma que su fecha de nacimiento en el EDC es errónea y pide que sus datos no se utilicen hasta que se compruebe. La comprobación durará dos semanas. ¿Qué hace el gestor de datos?`,
      options: [
        `Suprimir su registro, ya que los datos cuya exactitud impugna una participante deben suprimirse sin dilación.`,
        `Limitar los datos mientras se verifica su exactitud: conservarlos sin usarlos e informarla antes de levantar la limitación.`,
        `Seguir utilizando los datos: una limitación solo se aplica cuando una autoridad de control la ha ordenado.`,
        `Pedirle que abandone el ensayo, ya que los datos impugnados dejan inutilizable la totalidad de su registro.`,
      ],
      correctAnswer: 1,
      explanation: `Impugnar la exactitud es uno de los supuestos de limitación: durante el tiempo necesario para verificar los datos, estos se conservan, pero no se tratan de otro modo (artículo 18, apartado 1, letra a)). Debe informarse a la participante antes de levantar la limitación (artículo 18, apartado 3), y se comunica a los destinatarios (artículo 19). Ella no ha pedido la supresión, y una limitación no requiere la orden de ninguna autoridad.`,
    },
    {
      id: 62,
      question: `Los datos de una participante en la base de datos del ensayo están limitados mientras se pondera su oposición. ¿Qué puede seguir haciendo el promotor con ellos entretanto?`,
      options: [
        `Utilizarlos en el análisis intermedio, con tal de que la limitación conste en el registro de auditoría.`,
        `Nada en absoluto, ni siquiera conservarlos: los datos limitados deben sacarse de la base de datos del ensayo.`,
        `Conservarlos; otro uso requiere su consentimiento, reclamaciones, derechos de otros o un interés público importante.`,
        `Enviarlos a la CRO para su depuración, ya que el trabajo de un encargado no cuenta como uso de los datos.`,
      ],
      correctAnswer: 2,
      explanation: `Limitar significa conservar sin utilizar. Salvo su conservación, los datos limitados solo pueden tratarse con el consentimiento de la persona, para la formulación, el ejercicio o la defensa de reclamaciones, para proteger los derechos de otra persona o por razones de interés público importante (artículo 18, apartado 2). Utilizarlos en un análisis o enviarlos para su depuración también es tratamiento, lo haga quien lo haga.`,
    },
    {
      id: 63,
      question: `Un proveedor ofrece un algoritmo que revisa historias clínicas hospitalarias y rechaza a pacientes por no ser elegibles para el ensayo, sin que nadie revise sus resultados. ¿Qué dice el RGPD al respecto?`,
      options: [
        `El artículo 22 no se aplica: el cribado de elegibilidad forma parte del protocolo, no es una decisión sobre una persona.`,
        `Está permitido en cuanto se haya validado la exactitud del algoritmo conforme a las buenas prácticas clínicas.`,
        `Aquí solo importa la seguridad: el proveedor debe proteger las historias que lee el algoritmo (artículo 32).`,
        `Es una decisión únicamente automatizada con efectos significativos: se aplican los límites y garantías del artículo 22.`,
      ],
      correctAnswer: 3,
      explanation: `Una decisión basada únicamente en un tratamiento automatizado que afecta significativamente a una persona, como ser excluida de un ensayo sin revisión humana, está sujeta al artículo 22. Solo se permite en los supuestos del artículo 22, apartado 2, con garantías que incluyen la intervención humana, y con datos de salud solo mediante consentimiento explícito o una norma basada en un interés público esencial (artículo 22, apartado 4). Validar el algoritmo no sustituye estas garantías.`,
    },
    {
      id: 64,
      question: `Una paciente rechazada por una herramienta automatizada de preselección pide que una persona examine su caso. ¿Qué debe ofrecer el responsable del tratamiento cuando estas decisiones automatizadas están permitidas?`,
      options: [
        `Intervención humana, la posibilidad de expresar su punto de vista y una vía para impugnar la decisión.`,
        `El código fuente del algoritmo, que el artículo 22 obliga al responsable a revelar si se le solicita.`,
        `Ningún paso más: al haber aceptado el cribado, debe aceptar su resultado como definitivo.`,
        `Una segunda ejecución de la misma herramienta, ya que repetir la comprobación equivale a la revisión que se le debe.`,
      ],
      correctAnswer: 0,
      explanation: `Cuando las decisiones basadas únicamente en un tratamiento automatizado están permitidas conforme al artículo 22, apartado 2, letras a) o c), el responsable debe ofrecer como mínimo el derecho a obtener intervención humana, a expresar su punto de vista y a impugnar la decisión (artículo 22, apartado 3). Una segunda ejecución de la misma herramienta no es intervención humana. Tiene derecho a información significativa sobre la lógica aplicada (artículo 15, apartado 1, letra h)), no al código fuente.`,
    },
  ],
};
