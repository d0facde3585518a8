import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted es responsable de cumplimiento en la sede central de Calloway Therapeutics en Boston, un promotor farmacéutico con sede central en EE. UU. Calloway realiza un ensayo de fase III de un nuevo medicamento para la insuficiencia cardiaca en 40 hospitales de Irlanda, Alemania, España y Polonia. El ensayo lo gestiona la filial irlandesa de Calloway y lo lleva a cabo en el día a día una organización de investigación por contrato (CRO). Los centros envían **datos codificados** a un EDC alojado en servidores de Virginia, y los equipos de bioestadística y de seguridad de Calloway en Boston trabajan con los datos a diario.

En la reunión de dirección de esta mañana le han llegado tres preguntas. El vicepresidente de Desarrollo Clínico pregunta: «Somos una empresa estadounidense y los servidores están en EE. UU., así que ¿de verdad se nos aplica el RGPD?». La directora de Asuntos Regulatorios afirma: «La normativa de la FDA nos obliga a conservar estos registros, así que esa será nuestra base jurídica, ¿no?». Y el director financiero quiere saber cuánto podría costar una multa y si se limitaría al volumen de negocio de la pequeña filial irlandesa.

**Su tarea:** determinar si el RGPD se aplica a Calloway y por qué, qué **base jurídica** del artículo 6, apartado 1, y qué **condición del artículo 9, apartado 2**, amparan cada uso de los datos del ensayo, y quién es responsable de qué.`,

  training: {
    title: "Fundamentos de las bases jurídicas: cuándo se aplica el RGPD y qué hace lícito un tratamiento",
    content: `## Por qué un promotor de Boston está sujeto al RGPD

El RGPD sigue al tratamiento, no a la sede central. Conforme al **artículo 3, apartado 1**, se aplica al tratamiento efectuado **en el contexto de las actividades de un establecimiento en la UE**, independientemente de que el tratamiento tenga lugar en la Unión o no. Cuando una filial de la UE gestiona un ensayo, sus datos están sujetos al RGPD aunque se almacenen o analicen en EE. UU. Conforme al **artículo 3, apartado 2**, el RGPD alcanza también a organizaciones sin establecimiento alguno en la UE cuando **ofrecen bienes o servicios** a personas en la UE o **controlan** su comportamiento en ella.

- **La nacionalidad es irrelevante** (considerando 14). Un ciudadano estadounidense incluido en un centro de Dublín está protegido exactamente igual que un paciente irlandés.
- **La ubicación del servidor es irrelevante.** Alojar los datos en EE. UU. no los saca del ámbito del RGPD; añade además las normas sobre transferencias del capítulo V (artículo 44).
- Un responsable no establecido en la UE al que solo alcance el artículo 3, apartado 2, necesita un **representante en la UE** (artículo 27), una función distinta de la del **representante legal** del promotor previsto en el artículo 74 del Reglamento de ensayos clínicos (REC).

## Los datos codificados siguen siendo datos personales

Los centros sustituyen los nombres por números de sujeto y conservan el registro de identificación. El resultado son **datos seudonimizados** (artículo 4, punto 5), no datos anónimos (considerando 26): el centro puede volver a vincular cada registro, y los monitores ven los documentos fuente. En el asunto **SEPD/JUR** (C-413/23 P, 2025), el Tribunal de Justicia valoró la identificabilidad desde la perspectiva de quien tiene los datos; un promotor con acceso de monitorización sigue teniendo datos personales. Cumplir una norma estadounidense de **desidentificación de la HIPAA** no equivale a anonimizar; lo decisivo es el criterio del considerando 26.

## Las seis bases jurídicas del artículo 6, apartado 1

Cada operación de tratamiento necesita al menos una de las **seis bases jurídicas** enumeradas en el **artículo 6, apartado 1**:

- **a) consentimiento** del interesado
- **b) contrato** con el interesado
- **c) obligación legal** aplicable al responsable del tratamiento
- **d) intereses vitales** del interesado o de otra persona física
- **e) misión de interés público**, es decir, el cumplimiento de una misión realizada en interés público o en el ejercicio de poderes públicos
- **f) intereses legítimos**, que exigen una **ponderación** documentada frente a los intereses y derechos de la persona (considerando 47)

**Ninguna base prevalece sobre otra.** El consentimiento no es la opción por defecto; elija la base adecuada para cada fin antes de que empiece el tratamiento y documéntela.

La **obligación legal** y la **misión de interés público** deben tener una base en el **Derecho de la Unión o de los Estados miembros** (artículo 6, apartado 3). **La normativa de la FDA por sí sola no sirve**: una norma estadounidense puede explicar por qué la empresa quiere conservar registros, pero no puede aportar por sí misma una base del artículo 6, apartado 1, letra c), a efectos del RGPD.

## Los datos de salud necesitan una segunda llave: el artículo 9, apartado 2

Los datos de salud y los datos genéticos son **categorías especiales** de datos personales. Su tratamiento necesita **una base del artículo 6 más una condición del artículo 9, apartado 2**; una base del artículo 6 por sí sola nunca es suficiente. Las condiciones más relevantes en el sector farmacéutico son:

- **Artículo 9, apartado 2, letra a)**: consentimiento explícito
- **Artículo 9, apartado 2, letra c)**: intereses vitales
- **Artículo 9, apartado 2, letra h)**: asistencia sanitaria
- **Artículo 9, apartado 2, letra i)**: salud pública, incluida la seguridad de los medicamentos
- **Artículo 9, apartado 2, letra j)**: investigación científica conforme al artículo 89, apartado 1

Las condiciones de las letras i) y j) no funcionan por sí solas. Cada una necesita una **norma del Derecho de la Unión o de los Estados miembros** que prevea el tratamiento con garantías adecuadas y específicas; en el caso de la letra j), esa norma debe además respetar el artículo 89, apartado 1, y ser proporcional al objetivo de la investigación. Para el tratamiento relativo a la seguridad, ese papel lo desempeñan el REC y la legislación sobre farmacovigilancia; para la investigación, el delegado de protección de datos debe identificar la disposición aplicable en cada país en el que se recojan datos. El Derecho nacional puede añadir condiciones (artículo 9, apartado 4, y artículo 89, apartado 2). Por tanto, los datos de salud **no** siempre necesitan consentimiento, pero cada vía debe corresponder a un fin y, en el caso de las letras i) y j), a una norma.

## Organismos públicos como promotores

Los hospitales universitarios, los institutos públicos de investigación y otros organismos públicos promueven muchos ensayos académicos. Cuando el Derecho nacional les atribuye la investigación como misión de interés público, su base habitual es la **misión de interés público** (artículo 6, apartado 1, letra e)) con el artículo 9, apartado 2, letras i) o j), y esa norma es el anclaje que exige el artículo 6, apartado 3 (Dictamen 3/2019 del CEPD). Un promotor comercial sin ese mandato legal no puede invocar sin más la misión de interés público; se basa en cambio en intereses legítimos o en el consentimiento explícito.

## Cómo se aplican las bases en un ensayo clínico y tras la autorización

El CEPD explicó las combinaciones para los ensayos en su **Dictamen 3/2019** (23 de enero de 2019):

- **El tratamiento relativo a la seguridad y la fiabilidad exigido por ley**, como la notificación de seguridad, la conservación del archivo maestro del ensayo (TMF) durante al menos 25 años (artículo 58 del REC) y las inspecciones, se basa en el **artículo 6, apartado 1, letra c), más el artículo 9, apartado 2, letra i)**.
- **El tratamiento exclusivamente con fines de investigación** se basa en el **consentimiento explícito, la misión de interés público o los intereses legítimos**, combinados con el **artículo 9, apartado 2, letras a), i) o j)**.

La **farmacovigilancia** no termina cuando acaba el ensayo. Tras la autorización, la empresa debe recoger y evaluar las **notificaciones espontáneas** de sospechas de reacciones adversas procedentes de médicos, farmacéuticos y pacientes, así como los casos descritos en la **bibliografía médica** (Directiva 2001/83/CE y Reglamento (CE) n.º 726/2004). Al igual que la notificación de seguridad en los ensayos, se trata de una obligación legal basada en el artículo 6, apartado 1, letra c), más el artículo 9, apartado 2, letra i), por lo que **no cabe excluirse** de una notificación de seguridad obligatoria.

La investigación científica se interpreta de manera amplia e incluye la **investigación financiada por el sector privado** (considerando 159); la reutilización de datos con fines de investigación se presume compatible si se aplican las **garantías del artículo 89, apartado 1** (artículo 5, apartado 1, letra b)).

## Quién es responsable: responsables y encargados del tratamiento

Las funciones se determinan por los hechos, **no por las etiquetas del contrato** (artículo 4, puntos 7 y 8; Directrices 07/2020 del CEPD). El **responsable del tratamiento** decide por qué y cómo se tratan los datos; el **encargado del tratamiento** actúa por cuenta de aquel.

- El **promotor** suele ser el responsable del tratamiento, aunque no vea nunca el nombre de un participante.
- La **CRO** suele ser un **encargado del tratamiento** vinculado por un contrato conforme al artículo 28; alojar el EDC no la convierte en responsable.
- Un **centro** puede ser encargado, **corresponsable del tratamiento** (artículo 26) o responsable independiente, y es en todo caso responsable de sus propias historias clínicas.

## Corresponsables del tratamiento y el centro del ensayo (artículo 26)

Cuando dos o más organizaciones **determinan conjuntamente** por qué y cómo se tratan los datos, son **corresponsables del tratamiento** (artículo 26, apartado 1). Un promotor y un hospital universitario que diseñan juntos un estudio están en esta situación; un centro que se limita a ejecutar un protocolo redactado por el promotor suele ser encargado del promotor respecto de los datos del ensayo.

- Los corresponsables fijan sus **responsabilidades respectivas mediante un acuerdo**, en particular quién informa a los participantes y quién responde a sus solicitudes, y ponen **los aspectos esenciales del acuerdo a disposición** de las personas afectadas (artículo 26, apartado 2).
- Con independencia de lo que diga el acuerdo, la persona puede ejercer sus derechos **frente a cada uno** de los responsables (artículo 26, apartado 3).
- La corresponsabilidad no implica una responsabilidad igual: la parte de cada responsable depende de su participación real (Directrices 07/2020 del CEPD).

## Datos propios de los investigadores y de los profesionales sanitarios

Los promotores y las CRO tratan también los **datos personales propios de los investigadores y de otros profesionales sanitarios**: currículos y registros de formación en BPC, datos de contacto en el archivo maestro del ensayo (TMF), nombres en los registros de auditoría y pagos a médicos.

- Estas personas tienen los **mismos derechos** que los participantes y deben ser informadas (artículos 13 y 14).
- Conservar los currículos y los registros de formación de los investigadores en el TMF es una **obligación legal** derivada del REC (artículo 6, apartado 1, letra c)); la selección de centros y la gestión de las relaciones suelen basarse en **intereses legítimos** (artículo 6, apartado 1, letra f)) con una ponderación documentada.
- La publicación de los pagos a profesionales sanitarios es obligatoria por ley en algunos países y, en los demás, se basa en códigos del sector: consulte al delegado de protección de datos qué base se aplica en cada caso.

## Responsabilidad proactiva, el delegado de protección de datos y las multas

En virtud del principio de **responsabilidad proactiva** (artículo 5, apartado 2, y artículo 24), el responsable del tratamiento debe poder **demostrar** el cumplimiento, empezando por el **registro de las actividades de tratamiento del artículo 30**, que pone a disposición de la autoridad de control cuando esta lo solicita.

- Es obligatorio designar un **delegado de protección de datos (DPD)** cuando las actividades principales consisten en el tratamiento a gran escala de categorías especiales de datos (artículo 37, apartado 1, letra c)). Un grupo puede nombrar un único DPD (artículo 37, apartado 2); el DPD es independiente y rinde cuentas directamente al más alto nivel jerárquico (artículo 38, apartado 3).
- Es la **empresa**, y no el DPD, la responsable del cumplimiento.

Las **multas** (artículo 83) alcanzan **20 millones de euros o el 4 %** del volumen de negocio total anual global, optándose por la de mayor cuantía, por infracciones de los principios, de las bases jurídicas, del artículo 9, de los derechos o de las normas sobre transferencias, y **10 millones de euros o el 2 %** por infracciones de los artículos 25 a 39. **Cuenta el volumen de negocio del grupo** (considerando 150), no solo el de la filial.

## Un procedimiento global, varios regímenes

Los equipos globales suelen trabajar bajo varios regímenes a la vez: el RGPD, las leyes sanitarias y de investigación de los Estados miembros, el REC y normas estadounidenses como la HIPAA y la normativa de la FDA. Cumplir una norma estadounidense no satisface el RGPD. Una **regla práctica** habitual para diseñar un procedimiento global es ajustarlo al requisito aplicable **más estricto**. Es una buena práctica, **no una norma jurídica**: no puede resolver un conflicto real entre leyes (una orden de un tribunal extranjero, por ejemplo, solo justifica una transferencia en virtud de un acuerdo internacional, artículo 48), y nunca sustituye lo que cada régimen exige por sí mismo: sus **propios destinatarios**, contenido y plazos. Consulte al DPD cuando los países difieran.

## Puntos clave

- El RGPD se aplica a través del establecimiento en la UE, con independencia de dónde estén los servidores o de la nacionalidad de los participantes.
- Cada uso necesita una de las **seis bases del artículo 6, apartado 1**; los datos de salud necesitan además una **condición del artículo 9, apartado 2**, y las letras i) y j), una norma que las respalde.
- El tratamiento relativo a la seguridad, en los ensayos y tras la autorización, se basa en el artículo 6, apartado 1, letra c), más el artículo 9, apartado 2, letra i).
- Las funciones se determinan por los hechos; las multas se calculan sobre el volumen de negocio del grupo.`,
  },

  questions: [
    {
      id: 1,
      question: `El vicepresidente estadounidense de Calloway sostiene: «Somos una empresa de Boston y la base de datos del ensayo está en servidores de Virginia, así que el RGPD no se aplica al ensayo en la UE que lleva nuestra filial irlandesa». ¿Cuál es la respuesta correcta?`,
      options: [
        `Tiene razón en cuanto a las copias en EE. UU.: solo están sujetos al RGPD los datos que la filial irlandesa guarda en servidores de la UE.`,
        `Se equivoca: abarca todos los tratamientos en el contexto de las actividades de la filial irlandesa, dondequiera que se realicen.`,
        `Se equivoca, pero solo porque los participantes son ciudadanos de la UE, cuyos datos protege el RGPD vayan donde vayan.`,
        `Tiene razón una vez que Calloway designe un representante legal conforme al artículo 74 del REC, que asume entonces las obligaciones del RGPD.`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 3, apartado 1, aplica el RGPD al tratamiento efectuado en el contexto de un establecimiento en la UE, con independencia de dónde tenga lugar, así que los servidores en EE. UU. no cambian nada. La nacionalidad es irrelevante (considerando 14): un ciudadano estadounidense en un centro de Dublín también está protegido. El representante legal del REC es una función distinta que no desactiva el RGPD.`,
    },
    {
      id: 2,
      question: `Los centros solo envían a Calloway datos codificados: números de sujeto en lugar de nombres, y cada centro conserva el registro de identificación. Los monitores de Calloway revisan los documentos fuente durante las visitas a los centros. ¿Cómo deben clasificarse los datos codificados de la base de datos del promotor?`,
      options: [
        `Como datos anónimos para Calloway, porque solo los centros tienen la clave y la base de datos no contiene ningún nombre.`,
        `Como datos desidentificados según la HIPAA, que el RGPD trata como anónimos cuando un experto ha certificado el método.`,
        `Como datos seudonimizados, a los que el RGPD solo se aplica mientras se almacenan y analizan dentro de la UE.`,
        `Como datos personales seudonimizados: los centros pueden volver a vincularlos y los monitores ven los documentos fuente.`,
      ],
      correctAnswer: 3,
      explanation: `Los datos codificados son seudonimizados, no anónimos (artículo 4, punto 5; considerando 26): el registro del centro permite volver a vincularlos y los monitores ven los documentos fuente. Desde el asunto SEPD/JUR (C-413/23 P), la identificabilidad se valora desde la perspectiva de quien tiene los datos, y un promotor con acceso de monitorización sigue teniendo datos personales. La desidentificación de la HIPAA no es el criterio del RGPD. El lugar donde se aloja la base de datos no cambia nada (artículo 3, apartado 1).`,
    },
    {
      id: 3,
      question: `La directora de Asuntos Regulatorios afirma: «La normativa de la FDA nos obliga a conservar estos registros del ensayo, así que nuestra base jurídica es el artículo 6, apartado 1, letra c), la obligación legal». ¿Es correcto?`,
      options: [
        `No por sí sola: la obligación legal siempre es una obligación establecida en el Derecho de la Unión o de un Estado miembro.`,
        `Sí: una norma vinculante de cualquier país en el que opere el promotor es una obligación legal a efectos del artículo 6, apartado 1, letra c).`,
        `Sí, con tal de que el requisito de la FDA y su plazo de conservación consten en el registro del artículo 30.`,
        `No: la obligación legal no puede amparar los registros del ensayo, que deben conservarse sobre la base del consentimiento de los participantes.`,
      ],
      correctAnswer: 0,
      explanation: `El artículo 6, apartado 3, exige que la obligación legal y la misión de interés público tengan una base en el Derecho de la Unión o de los Estados miembros, por lo que la normativa de la FDA por sí sola no sirve. La obligación de archivo del REC (artículo 58 del REC) sí es una norma de ese tipo, de modo que los registros del ensayo pueden basarse en el artículo 6, apartado 1, letra c); ninguna base jurídica prevalece sobre otra, y el consentimiento no es la opción por defecto.`,
    },
    {
      id: 4,
      question: `Un equipo de proyecto ha documentado una ponderación de intereses legítimos para utilizar datos de salud de los participantes en un análisis exploratorio. Concluye que no necesita nada más. ¿Qué falta?`,
      options: [
        `No falta ningún requisito: una ponderación documentada abarca cualquier categoría de datos personales, incluidos los de salud.`,
        `El consentimiento explícito de cada participante, porque los datos de salud solo pueden tratarse con consentimiento.`,
        `Una condición del artículo 9, apartado 2, p. ej., la investigación de la letra j), con su norma y sus garantías.`,
        `Una evaluación de impacto (EIPD), que convierte la ponderación en una base suficiente para las categorías especiales de datos.`,
      ],
      correctAnswer: 2,
      explanation: `Los datos de salud y los datos genéticos son categorías especiales: necesitan una base del artículo 6 más una condición del artículo 9, apartado 2, por lo que una base del artículo 6 por sí sola nunca es suficiente. El consentimiento es solo una vía; la investigación conforme al artículo 9, apartado 2, letra j), basada en una norma de la Unión o de un Estado miembro con las garantías del artículo 89, apartado 1, es otra. Una evaluación de impacto relativa a la protección de datos (EIPD) valora el riesgo, pero no aporta ninguna condición.`,
    },
    {
      id: 5,
      question: `Tras la comercialización, un farmacéutico llama a la línea de información médica de Calloway: una paciente de 60 años ha desarrollado una erupción cutánea grave con el nuevo medicamento. Más tarde, la paciente escribe para pedir a Calloway que suprima la notificación. ¿Sobre qué base se trata esta notificación espontánea y qué consecuencias tiene?`,
      options: [
        `Consentimiento: la paciente nunca aceptó la llamada del farmacéutico, así que la notificación debe suprimirse a petición suya.`,
        `Intereses legítimos: Calloway puede conservar la notificación, pero debe dejar de usarla en cuanto ella se oponga.`,
        `Obligación legal (artículo 6, apartado 1, letra c)) y artículo 9, apartado 2, letra i): se conserva y evalúa; no cabe excluirse.`,
        `No se necesita base alguna: las notificaciones de seguridad poscomercialización quedan fuera del RGPD porque no son datos de ensayos.`,
      ],
      correctAnswer: 2,
      explanation: `Recoger y evaluar las notificaciones espontáneas es una obligación legal del titular de la autorización de comercialización conforme a la Directiva 2001/83/CE y al Reglamento 726/2004, por lo que se basa en el artículo 6, apartado 1, letra c), más el artículo 9, apartado 2, letra i), tras la autorización igual que en los ensayos. El RGPD se aplica, pero una notificación de seguridad obligatoria no puede retirarse a petición de la paciente.`,
    },
    {
      id: 6,
      question: `El contrato de la CRO la califica de «responsable del tratamiento» porque aloja el EDC. Calloway redactó el protocolo, decide qué datos se recogen y por qué, y solo ve datos codificados. ¿Quién es con mayor probabilidad el responsable del tratamiento?`,
      options: [
        `Calloway: decide por qué y cómo se tratan los datos, diga lo que diga el contrato sobre la CRO.`,
        `La CRO, porque el contrato la designa responsable y las partes son libres de repartirse las funciones como quieran.`,
        `La CRO, porque aloja los datos; un promotor que solo ve datos codificados nunca puede ser responsable del tratamiento.`,
        `Calloway y la CRO conjuntamente, porque ambas manejan cada día los mismos datos del ensayo.`,
      ],
      correctAnswer: 0,
      explanation: `Las funciones se determinan por los hechos, no por las etiquetas del contrato (artículo 4, puntos 7 y 8; Directrices 07/2020 del CEPD). El promotor que decide por qué y cómo se tratan los datos suele ser el responsable del tratamiento aunque no vea nombres, mientras que la CRO que actúa siguiendo sus instrucciones es encargada conforme al artículo 28. Manejar los mismos datos no convierte a dos partes en corresponsables.`,
    },
    {
      id: 7,
      question: `Para un estudio de investigación de seguimiento en centros de Alemania y Polonia, Calloway prevé basarse en intereses legítimos con el artículo 9, apartado 2, letra j), para los datos de salud. La responsable polaca del estudio pregunta qué exige la propia letra j) más allá del protocolo. ¿Cuál es la respuesta?`,
      options: [
        `Ningún requisito adicional al protocolo: la letra j) se aplica directamente a cualquier investigación científica, en cada Estado miembro.`,
        `Un dictamen favorable del comité de ética de cada país, que sirve de base jurídica a efectos del artículo 9, apartado 2, letra j).`,
        `También el consentimiento explícito de cada participante, ya que la letra j) solo puede utilizarse junto con el consentimiento.`,
        `Una norma de la Unión o de un Estado miembro que prevea la investigación, con las garantías del artículo 89, apartado 1, en cada país.`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 9, apartado 2, letra j), al igual que la letra i), solo funciona sobre la base de una norma del Derecho de la Unión o de los Estados miembros que prevea el tratamiento con garantías adecuadas y específicas, conforme al artículo 89, apartado 1. Por ello, el delegado de protección de datos debe identificar la disposición aplicable en cada país. El dictamen ético es exigido por el REC, pero no es esa norma, y la letra j) no depende del consentimiento.`,
    },
    {
      id: 8,
      question: `Calloway está redactando un único PNT global para los datos de pacientes en ensayos que se realizan en EE. UU. y en la UE. La HIPAA, la normativa de la FDA, el RGPD y las leyes nacionales sobre datos de salud difieren en varios puntos. ¿Qué papel debe desempeñar en el PNT el requisito más estricto?`,
      options: [
        `Es la ley: un proceso que cumple el requisito más estricto satisface automáticamente cada uno de los regímenes a la vez.`,
        `Una base de diseño para el procedimiento único, sin dejar de cumplir los destinatarios, el contenido y los plazos de cada régimen.`,
        `Ninguno: hay que seguir la HIPAA en todo, ya que Calloway y sus sistemas globales de datos tienen su sede en Estados Unidos.`,
        `Ninguno: hay que aplicar el RGPD a los registros de los ciudadanos de la UE y la HIPAA a los demás, sea cual sea el centro.`,
      ],
      correctAnswer: 1,
      explanation: `Ajustarse al requisito más estricto es una regla práctica para diseñar un procedimiento global, no una norma jurídica: no puede resolver un conflicto real de leyes, y deben seguir cumpliéndose los destinatarios, el contenido y los plazos propios de cada régimen. El RGPD se aplica a través del establecimiento en la UE con independencia de la nacionalidad (artículo 3, apartado 1; considerando 14), y cumplir la HIPAA no basta para satisfacerlo.`,
    },
    {
      id: 57,
      question: `Calloway y un hospital universitario de Dublín diseñan juntos un estudio de registro sobre insuficiencia cardiaca: acuerdan sus fines, los datos que se recogerán y cuánto tiempo se conservarán. Una participante pide al hospital una copia de sus datos, y el hospital responde que, según su acuerdo con Calloway, solo Calloway atiende las solicitudes. ¿Tiene razón el hospital?`,
      options: [
        `No: los corresponsables pueden repartirse las tareas en su acuerdo, pero ella puede ejercer sus derechos frente a cada uno.`,
        `Sí: el acuerdo entre los corresponsables determina a cuál de ellos debe dirigirse una participante.`,
        `Sí: un hospital actúa como encargado del tratamiento en cualquier investigación que una empresa farmacéutica ayude a financiar.`,
        `No: los corresponsables deben responder conjuntamente a cada solicitud, en una única carta firmada por ambos.`,
      ],
      correctAnswer: 0,
      explanation: `El hospital y Calloway determinan conjuntamente los fines y los medios, por lo que son corresponsables del tratamiento (artículo 26, apartado 1). Su acuerdo puede encomendar a Calloway la tarea de responder a las solicitudes, y sus aspectos esenciales deben ponerse a disposición de los participantes (artículo 26, apartado 2), pero no puede privar a la participante de su derecho a ejercer sus derechos frente a cada responsable (artículo 26, apartado 3). El hospital debe trasladar la solicitud de inmediato o atenderla él mismo.`,
    },
    {
      id: 58,
      question: `Calloway y una red de investigación académica deciden conjuntamente los fines y los medios del tratamiento en un ensayo promovido por investigadores. ¿Qué deben establecer entre ellos?`,
      options: [
        `Un contrato de encargo del artículo 28 en virtud del cual la red solo actúa siguiendo instrucciones documentadas de Calloway.`,
        `Un acuerdo que fije sus responsabilidades respectivas, cuyos aspectos esenciales puedan conocer los participantes (artículo 26).`,
        `Ningún documento escrito: cada corresponsable es en cualquier caso plenamente responsable de la totalidad del tratamiento.`,
        `Una evaluación de impacto de la transferencia, ya que los datos intercambiados entre dos responsables cuentan como transferencia al extranjero.`,
      ],
      correctAnswer: 1,
      explanation: `Los corresponsables deben determinar sus responsabilidades respectivas, en particular en cuanto a los derechos de los interesados y a la información que debe facilitárseles, mediante un acuerdo cuyos aspectos esenciales se pongan a disposición de las personas afectadas (artículo 26, apartados 1 y 2). Un contrato del artículo 28 es para un encargado que actúa siguiendo instrucciones de un responsable, y la red no lo es. La corresponsabilidad no implica una responsabilidad igual, y un intercambio dentro de la UE no es una transferencia en el sentido del capítulo V.`,
    },
    {
      id: 59,
      question: `El equipo de selección de centros de Calloway mantiene una base de datos de oncólogos con sus currículos, publicaciones y valoraciones de ensayos anteriores. Una oncóloga pregunta qué datos tiene Calloway sobre ella. ¿Cómo debe tratar el equipo su solicitud?`,
      options: [
        `Como una cortesía hacia un contacto profesional, que se atiende si el equipo tiene tiempo, ya que el RGPD protege a los pacientes.`,
        `Como una solicitud que puede denegar, porque los datos profesionales publicados en revistas ya no son datos personales.`,
        `Como una solicitud de acceso del artículo 15, que se responde en un mes: los datos propios de los investigadores son datos personales.`,
        `Como un asunto de su hospital, que es el responsable de cualquier dato que exista sobre sus médicos.`,
      ],
      correctAnswer: 2,
      explanation: `Los investigadores y los demás profesionales sanitarios son interesados como cualquier otra persona: sus currículos, valoraciones y datos de contacto son datos personales, y Calloway es el responsable de su base de datos de selección de centros. Su solicitud es una solicitud de acceso conforme al artículo 15, que debe responderse en el plazo de un mes (artículo 12, apartado 3). Que la información se haya publicado en algún lugar no impide que sean datos personales.`,
    },
    {
      id: 60,
      question: `¿Qué base jurídica ampara normalmente la conservación de los currículos y los registros de formación en BPC de los investigadores en el archivo maestro del ensayo?`,
      options: [
        `El consentimiento, que cada investigador da al firmar el currículo y puede retirar cuando lo desee.`,
        `Solo los intereses legítimos, ya que el promotor decidió recoger los currículos al seleccionar sus centros.`,
        `Los intereses vitales, porque los investigadores cualificados protegen la salud y la vida de los participantes.`,
        `La obligación legal (artículo 6, apartado 1, letra c)): el REC exige que el TMF acredite la cualificación.`,
      ],
      correctAnswer: 3,
      explanation: `El Reglamento de ensayos clínicos exige al promotor documentar la cualificación de los investigadores y conservarla en el archivo maestro del ensayo, por lo que la conservación de estos registros se basa en una obligación legal (artículo 6, apartado 1, letra c)). El consentimiento sería una base inadecuada, ya que el investigador no podría negarse a darlo y seguir dirigiendo el ensayo. Los intereses legítimos amparan otros usos, como la selección de centros para futuros estudios, con una ponderación documentada.`,
    },
  ],
};
