import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted trabaja en **Operaciones globales** en la filial irlandesa de un grupo farmacéutico con sede central en EE. UU. Su ensayo cardiovascular de fase III se realiza en centros de toda la UE, y una CRO gestiona los datos clínicos. En una semana le llegan cuatro solicitudes.

Primero, el **equipo de bioestadística** de la matriz estadounidense quiere el conjunto de datos codificados del ensayo para los análisis intermedios. La matriz no figura en la Lista del Marco de Privacidad de Datos, y un directivo estadounidense argumenta: «Somos todos una misma empresa, así que no hace falta papeleo».

Segundo, la CRO prevé encargar la depuración de datos a su **subcontratista en la India**. Los programadores del subcontratista trabajarían directamente en el EDC alojado en la UE mediante acceso remoto. «Los datos no salen nunca de Fráncfort», dice la CRO, «así que no es una transferencia».

Tercero, una participante que está de viaje en Estados Unidos ha ingresado **inconsciente** en un servicio de urgencias. El médico que la atiende necesita saber con urgencia qué tratamiento recibió la paciente. Un compañero propone utilizar a partir de ahora la misma vía de urgencia para todos los datos de seguridad rutinarios.

Cuarto, un laboratorio central en **Suiza** pregunta qué cláusulas de transferencia debe firmar antes de que su equipo le envíe datos de laboratorio codificados.

Debe determinar cuáles de estos flujos de datos son transferencias internacionales, qué instrumento de transferencia necesita cada uno y cuándo puede utilizarse una excepción para situaciones de urgencia.`,
  training: {
    title: "Transferencias internacionales: envío de datos de ensayos fuera de la UE",
    content: `## Por qué importan las transferencias en los ensayos globales

Los ensayos modernos son globales. Los datos fluyen desde los centros de la UE hacia promotores, CRO, laboratorios centrales, estadísticos y equipos de seguridad de todo el mundo. La protección del RGPD debe viajar con los datos, por lo que el capítulo V establece condiciones estrictas para enviar datos personales a **terceros países**. Los datos de ensayos codificados son datos personales seudonimizados, por lo que estas normas se les aplican plenamente.

## La regla básica (artículo 44)

Toda **transferencia** de datos personales a un tercer país, incluidas las **transferencias ulteriores** desde allí a otro país, necesita un instrumento de transferencia del capítulo V (artículo 44). Hay tres familias de instrumentos:

- una **decisión de adecuación** (artículo 45);
- **garantías adecuadas**, como las cláusulas contractuales tipo o las normas corporativas vinculantes (artículos 46 y 47);
- **excepciones** de alcance limitado para situaciones específicas y ocasionales (artículo 49).

## Qué constituye una transferencia

Hay transferencia cuando se ponen datos personales a disposición de un **responsable o encargado distinto** en un tercer país (Directrices 05/2021 del CEPD). El lugar donde se encuentra el servidor no es determinante:

- **El acceso remoto es una transferencia.** Si el personal de un subcontratista de una CRO en la India se conecta a un EDC alojado en la UE y visualiza datos en pantalla, se ponen datos personales a disposición en la India (Recomendaciones 01/2020 del CEPD). Se necesita el mismo instrumento de transferencia que si los archivos se hubieran enviado por correo electrónico.
- Las **transferencias ulteriores** cuentan: un encargado estadounidense que pasa datos a su propio subencargado en otro lugar también necesita un instrumento.
- Que un **empleado propio** abra archivos en el extranjero durante un viaje de trabajo no es una transferencia, porque ninguna organización distinta recibe los datos, aunque siguen aplicándose las normas de seguridad.

## Países adecuados: ninguna garantía adicional (artículo 45)

La Comisión Europea puede decidir que un tercer país garantiza un nivel de protección adecuado. Las transferencias a un **país adecuado** no necesitan **ninguna garantía de transferencia adicional**: ni CCT, ni evaluación de impacto de la transferencia, ni autorización específica (artículo 45). Las decisiones de adecuación abarcan, entre otros:

- Suiza, Japón, Corea e Israel;
- Canadá (organizaciones comerciales);
- el Reino Unido (renovada hasta el 27 de diciembre de 2031).

La adecuación solo responde a la cuestión de la transferencia. El resto del RGPD sigue aplicándose: se necesita una base jurídica, y un encargado del tratamiento sigue necesitando un contrato conforme al artículo 28.

Para Estados Unidos, la decisión de adecuación relativa al **Marco de Privacidad de Datos UE-EE. UU. (DPF)**, Decisión (UE) 2023/1795, de 10 de julio de 2023, abarca **solo a las organizaciones autocertificadas que figuran en la Lista del DPF**, y los datos de recursos humanos solo si la organización está certificada para ellos. Compruebe siempre la lista: una empresa estadounidense que no figure en ella necesita otro instrumento. El Tribunal General confirmó el DPF el 3 de septiembre de 2025 (T-553/23); hay un recurso de casación pendiente (C-703/25 P).

## Países no adecuados: CCT más una evaluación de impacto de la transferencia

Cuando no existe una decisión de adecuación, como en el caso de la India, el exportador necesita una **garantía adecuada** conforme al artículo 46. En la práctica, suelen ser las **cláusulas contractuales tipo (CCT)** adoptadas mediante la Decisión (UE) 2021/914, de 4 de junio de 2021.

- Las CCT tienen cuatro módulos: de responsable a responsable, de responsable a encargado, de encargado a encargado y de encargado a responsable.
- La **cláusula 14** exige una **evaluación de impacto de la transferencia (EIT)**: una evaluación documentada de si la legislación y las prácticas del país de destino, en particular el acceso de las autoridades públicas, permiten al importador cumplir las cláusulas. La cláusula 15 regula cómo gestiona el importador las solicitudes de acceso de las autoridades.
- El texto de las CCT **no debe modificarse**.
- Las antiguas CCT no podían utilizarse en contratos nuevos después del 27 de septiembre de 2021 y dejaron de ser válidas el 27 de diciembre de 2022.

Firmar las CCT nunca basta por sí solo: el estándar es **CCT más una EIT**. Así se desprende de la sentencia **Schrems II** del Tribunal de Justicia (C-311/18, de 16 de julio de 2020), que anuló el Escudo de la Privacidad UE-EE. UU. y declaró que los exportadores deben evaluar cada transferencia y añadir **medidas complementarias** o suspenderla. Las Recomendaciones 01/2020 del CEPD establecen seis pasos:

- inventariar sus transferencias;
- determinar el instrumento de transferencia;
- evaluar la legislación y las prácticas del tercer país;
- adoptar medidas complementarias;
- completar los trámites procedimentales necesarios;
- reevaluar a intervalos adecuados.

En los ensayos, una medida eficaz es enviar solo **datos codificados mientras la clave permanece en la UE**. Cuando el importador necesita los datos en claro, puede no existir ninguna medida complementaria eficaz. Las garantías de la Orden Ejecutiva estadounidense 14086 se aplican a todas las transferencias entre la UE y EE. UU., sea cual sea el instrumento utilizado. Otros instrumentos del artículo 46 son los códigos de conducta, las certificaciones y las cláusulas autorizadas por una autoridad de control.

## Transferencias dentro del grupo: sin exención

El RGPD **no contempla ninguna exención para los grupos**. Cuando una filial de la UE envía datos a su matriz estadounidense, se trata de una transferencia a una entidad jurídica distinta, exactamente igual que si el destinatario fuera una empresa ajena al grupo. El grupo necesita un instrumento adecuado:

- **CCT intragrupo**, firmadas entre las sociedades del grupo y respaldadas por una EIT; o
- **normas corporativas vinculantes (NCV)**: normas de todo el grupo aprobadas por una autoridad de control, vinculantes para cada entidad del grupo y que confieren a las personas derechos exigibles (artículo 47).

Una sociedad estadounidense del grupo que esté autocertificada en la Lista del DPF también puede ampararse en esa decisión de adecuación. Una matriz común, una política interna o un memorando del consejero delegado no son instrumentos de transferencia.

## Encargados y subencargados

Un encargado solo puede transferir datos siguiendo **instrucciones documentadas** del responsable (artículo 28, apartado 3, letra a)). Una CRO que quiera recurrir a un subencargado en otro país necesita la **autorización** del promotor y **CCT del módulo 3 (de encargado a encargado)** con ese subencargado, además de una EIT.

## Excepciones: de alcance limitado y ocasionales (artículo 49)

Las excepciones del artículo 49 están pensadas para transferencias **ocasionales**, no para flujos de datos rutinarios:

- consentimiento explícito, tras haber informado a la persona de los riesgos;
- necesidad para la ejecución de un contrato;
- razones importantes de interés público;
- reclamaciones;
- **intereses vitales**, cuando la persona no pueda dar su consentimiento (artículo 49, apartado 1, letra f));
- transferencias desde registros públicos;
- como último recurso, intereses legítimos imperiosos, informando a la autoridad de control.

La **excepción por intereses vitales** es **solo para urgencias**. Si un participante yace inconsciente en un servicio de urgencias de EE. UU. y los médicos que lo atienden necesitan la información de desenmascaramiento, esa comunicación encaja en el artículo 49, apartado 1, letra f). No puede justificar en ningún caso los envíos periódicos de datos de seguridad, los análisis intermedios ni las exportaciones de bases de datos: para ello se necesita una decisión de adecuación, CCT con una EIT o NCV.

## Órdenes de tribunales y autoridades extranjeros

Una solicitud de un tribunal o una autoridad extranjeros, como una citación judicial (subpoena) estadounidense, no hace lícita por sí sola una transferencia. Solo puede reconocerse sobre la base de un acuerdo internacional, como un tratado de asistencia judicial mutua (MLAT) (artículo 48). Remita estas solicitudes a la asesoría jurídica y al delegado de protección de datos.

## Transparencia y ejecución

La información a los participantes debe mencionar las transferencias a terceros países (artículo 13, apartado 1, letra f)). Las autoridades de control pueden ordenar la suspensión de los flujos de datos (artículo 58, apartado 2, letra j)), y las infracciones relativas a las transferencias se sancionan en el tramo superior de multas, de hasta **20 millones de euros o el 4 %** del volumen de negocio total anual global, optándose por la de mayor cuantía (artículo 83, apartado 5, letra c)). En 2023, la Comisión de Protección de Datos irlandesa impuso a Meta una multa de 1200 millones de euros por sus transferencias a EE. UU.

## Su lista de comprobación de transferencias

- ¿Recibe los datos o accede a ellos una organización distinta fuera de la UE, también mediante acceso remoto?
- ¿Es adecuado el país de destino? En el caso de EE. UU., ¿figura el destinatario en la Lista del DPF?
- Si no: CCT del módulo correcto más una EIT documentada, o NCV.
- ¿Se necesitan medidas complementarias, como conservar la clave en la UE?
- ¿Es una excepción del artículo 49 realmente ocasional, o se trata en realidad de un flujo rutinario?
- ¿Figura la transferencia en el registro del artículo 30 y se ha informado de ella a los participantes?`,
  },
  questions: [
    {
      id: 49,
      question: `Con la autorización del promotor, la CRO quiere que su subcontratista en la India, país sin decisión de adecuación de la UE, depure datos codificados del ensayo conectándose mediante acceso remoto al EDC alojado en la UE. ¿Qué se necesita?`,
      options: [
        `Nada más: los datos permanecen en servidores de la UE y están codificados, así que no hay transferencia`,
        `El consentimiento explícito de cada participante a la transferencia, recabado en la próxima visita al centro`,
        `CCT de encargado a encargado con el subcontratista y una evaluación de impacto de la transferencia`,
        `Solo un cifrado robusto de la conexión remota, que protege los datos durante su transmisión`,
      ],
      correctAnswer: 2,
      explanation: `El acceso remoto por parte de una organización distinta en un tercer país es una transferencia (Recomendaciones 01/2020 del CEPD). Sin decisión de adecuación se necesita una garantía del artículo 46, en este caso CCT del módulo 3, y la cláusula 14 exige una evaluación de impacto de la transferencia. Los datos codificados siguen siendo datos personales, el cifrado en tránsito no es un instrumento de transferencia y el consentimiento no ampara transferencias rutinarias (artículo 49).`,
    },
    {
      id: 50,
      question: `Su equipo va a enviar datos de laboratorio codificados a un laboratorio central en Suiza. ¿Qué garantía de transferencia adicional exige el capítulo V?`,
      options: [
        `Nada más: Suiza cuenta con una decisión de adecuación, así que no se necesitan CCT ni EIT`,
        `CCT más una evaluación de impacto de la transferencia, como para cualquier país de fuera de la Unión`,
        `Ninguna en absoluto: Suiza pertenece al EEE, así que no es un tercer país`,
        `El consentimiento explícito de cada participante a la transferencia de sus datos a un laboratorio suizo`,
      ],
      correctAnswer: 0,
      explanation: `Una transferencia a un país cubierto por una decisión de adecuación no necesita ninguna garantía adicional ni autorización específica (artículo 45), y Suiza es un país adecuado. Las demás normas del RGPD, como la base jurídica y un contrato conforme al artículo 28 si el laboratorio es encargado del tratamiento, siguen aplicándose. Suiza no forma parte del EEE: es un tercer país con decisión de adecuación.`,
    },
    {
      id: 51,
      question: `Un participante de su ensayo en la UE ingresa inconsciente en un servicio de urgencias de EE. UU. El médico que lo atiende pregunta con urgencia al monitor médico del promotor qué tratamiento del estudio recibió el paciente. ¿Qué permite esta comunicación?`,
      options: [
        `Las CCT intragrupo firmadas con la matriz estadounidense, que cubren a todos los destinatarios de EE. UU.`,
        `El Marco de Privacidad de Datos UE-EE. UU., que abarca a los hospitales de Estados Unidos`,
        `Nada: sin el consentimiento por escrito del paciente, la información debe retenerse`,
        `La excepción por intereses vitales del artículo 49, apartado 1, letra f), porque el paciente no puede consentir`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 49, apartado 1, letra f), permite una transferencia necesaria para proteger los intereses vitales de una persona cuando esta no puede dar su consentimiento, que es exactamente la situación de urgencia de un paciente inconsciente. El hospital no es parte de las CCT del grupo, y el DPF solo abarca a las organizaciones autocertificadas que figuran en la Lista del DPF.`,
    },
    {
      id: 52,
      question: `Los bioestadísticos de la matriz estadounidense, cuya empresa no figura en la Lista del DPF, quieren conectarse en remoto al EDC alojado en la UE en lugar de recibir archivos. Un directivo estadounidense dice: «Es el mismo grupo y los datos no salen de Fráncfort, así que nada de papeleo». ¿Qué es correcto?`,
      options: [
        `Es una transferencia: necesita CCT intragrupo con una EIT o normas corporativas vinculantes aprobadas`,
        `No hay transferencia: los datos se quedan en servidores de la UE, y verlos en una pantalla no equivale a recibirlos`,
        `Dentro de un mismo grupo no se necesita instrumento de transferencia, sea cual sea la forma en que la matriz accede a los datos`,
        `Es una transferencia, pero la cubre la política de intercambio de datos del grupo firmada por el consejero delegado global`,
      ],
      correctAnswer: 0,
      explanation: `El acceso remoto desde un tercer país es una transferencia (Recomendaciones 01/2020 del CEPD), y el RGPD no contempla ninguna exención para los grupos: la matriz es una entidad jurídica distinta. Se necesitan CCT intragrupo con una evaluación de impacto de la transferencia (artículo 46) o normas corporativas vinculantes aprobadas por una autoridad de control (artículo 47); una política interna no es ni lo uno ni lo otro.`,
    },
    {
      id: 53,
      question: `El centro de servicios compartidos del grupo en la India, una sociedad del grupo, gestionará el servicio de asistencia del EDC con acceso a datos del ensayo. La asesoría jurídica afirma que basta con la política de privacidad del grupo, firmada por cada filial. ¿Es así?`,
      options: [
        `Sí: una política firmada por todas las filiales vincula al grupo, y eso es precisamente lo que son las NCV`,
        `Sí, con tal de que el centro indio sea una filial íntegramente participada por la empresa de la UE`,
        `No: se necesitan CCT intragrupo con una EIT o NCV aprobadas por una autoridad`,
        `No, pero el consentimiento explícito de los participantes cubriría el acceso del servicio de asistencia`,
      ],
      correctAnswer: 2,
      explanation: `Las sociedades del grupo son entidades jurídicas distintas, por lo que no existe una exención para los grupos. Las normas corporativas vinculantes deben ser aprobadas por una autoridad de control y conferir a las personas derechos exigibles (artículo 47); de lo contrario, se necesitan CCT intragrupo con una evaluación de impacto de la transferencia (artículo 46). El consentimiento no puede amparar un flujo rutinario (artículo 49).`,
    },
    {
      id: 54,
      question: `Tras la comunicación de urgencia, un compañero propone ampararse en la excepción por intereses vitales para la transferencia semanal de todos los datos de acontecimientos adversos graves al equipo de seguridad de EE. UU., porque la seguridad es «siempre vital». ¿Qué debe responder?`,
      options: [
        `Aceptar: cualquier transferencia relacionada con la seguridad protege, en última instancia, los intereses vitales de los participantes`,
        `Aceptar, a condición de que cada transferencia semanal figure en el registro del artículo 30 y se informe al delegado de protección de datos`,
        `Rechazarlo: las excepciones nunca se aplican a los datos de seguridad, así que incluso la comunicación de urgencia debió basarse en CCT`,
        `Rechazarlo: los intereses vitales sirven para urgencias; los flujos rutinarios necesitan adecuación, CCT con una EIT o NCV`,
      ],
      correctAnswer: 3,
      explanation: `Las excepciones del artículo 49 son de alcance limitado y están pensadas para transferencias ocasionales, y los intereses vitales (artículo 49, apartado 1, letra f)) cubren urgencias en las que la persona no puede consentir, como la del paciente inconsciente. Los flujos de datos periódicos y planificados deben basarse en una decisión de adecuación (artículo 45) o en garantías adecuadas (artículos 46 y 47).`,
    },
    {
      id: 55,
      question: `El subcontratista indio devuelve las CCT de 2021 tras suprimir la cláusula 15, relativa a las solicitudes de acceso de las autoridades, y pide omitir la evaluación de impacto de la transferencia por ser «un mero trámite». ¿Qué responde usted?`,
      options: [
        `Aceptarlo: la redacción de las CCT puede negociarse entre las partes como la de cualquier otro contrato`,
        `Rechazarlo: el texto de las CCT no debe modificarse, y la cláusula 14 hace obligatoria la EIT`,
        `Aceptar la supresión si se realiza una EIT que compense la cláusula que falta`,
        `Rechazarlo y utilizar en su lugar las CCT anteriores a 2021, que no contienen ninguna de las dos cláusulas`,
      ],
      correctAnswer: 1,
      explanation: `Las CCT de 2021 (Decisión (UE) 2021/914) deben utilizarse sin modificar su texto, y la cláusula 14 exige una evaluación de impacto de la transferencia. Las CCT anteriores a 2021 dejaron de ser válidas el 27 de diciembre de 2022 y ya no pueden utilizarse.`,
    },
    {
      id: 56,
      question: `Un proveedor estadounidense de eCOA que actúa como su encargado del tratamiento afirma que no hace falta documentación de transferencia porque «el Marco de Privacidad de Datos UE-EE. UU. hace que todo EE. UU. sea adecuado». ¿Qué debe hacer?`,
      options: [
        `Aceptarlo: desde julio de 2023, todos los destinatarios estadounidenses están cubiertos por la decisión de adecuación del DPF`,
        `Consultar la Lista del DPF: si el proveedor figura, no hace falta nada más; si no, CCT más una EIT`,
        `Aceptarlo, con tal de que el proveedor cifre los datos durante su transmisión a Estados Unidos`,
        `Detener de inmediato todas las transferencias a EE. UU., porque el Tribunal General anuló el DPF en septiembre de 2025`,
      ],
      correctAnswer: 1,
      explanation: `La Decisión (UE) 2023/1795 es una decisión de adecuación solo para las organizaciones autocertificadas en la Lista del DPF. Un proveedor que figure en ella no necesita ningún otro instrumento de transferencia; uno que no figure necesita CCT más una evaluación de impacto de la transferencia (artículo 46). El Tribunal General confirmó el DPF el 3 de septiembre de 2025 (T-553/23), aunque hay un recurso de casación pendiente.`,
    },
  ],
};
