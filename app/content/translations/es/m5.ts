import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted es responsable de sistemas de TI en una empresa farmacéutica mediana que pone en marcha su primer **ensayo clínico descentralizado**. Durante 18 meses, **5000 pacientes** de seis países de la UE llevarán un reloj inteligente que registra la frecuencia cardiaca, el sueño y la actividad, y comunicarán sus síntomas mediante una **aplicación eCOA** en sus teléfonos. Todos los datos fluyen hacia una plataforma **EDC en la nube** gestionada por un proveedor especializado.

La puesta en producción está prevista dentro de ocho semanas y hay mucha presión. El proveedor de eCOA le muestra su **certificado ISO 27001** y afirma que sus condiciones generales de servicio «cubren el RGPD». El proveedor del EDC menciona que pronto incorporará un nuevo subcontratista de soporte con acceso a la base de datos de producción. El equipo clínico pregunta si el personal de los centros podría compartir un único usuario por centro «para simplificar», y el jefe de proyecto propone hacer la evaluación de impacto relativa a la protección de datos «después del lanzamiento, cuando veamos cómo se comporta el sistema».

Su director de seguridad de la información (CISO) quiere su recomendación para el viernes.

Debe determinar qué nivel de seguridad es apropiado para este tratamiento, qué necesita de cada proveedor antes de que fluya ningún dato de pacientes, si se requiere una EIPD y cuándo, y a qué propuestas de sus compañeros debe oponerse.`,
  training: {
    title: "Seguridad del tratamiento en los sistemas de ensayos clínicos",
    content: `## La seguridad es un principio de protección de datos

El RGPD convierte la seguridad en uno de sus principios fundamentales. Los datos personales deben tratarse de tal manera que se garantice una seguridad adecuada, incluida la protección contra el **tratamiento no autorizado o ilícito** y contra su **pérdida, destrucción o daño accidental** (principio de **integridad y confidencialidad**, **artículo 5, apartado 1, letra f)**). Los sistemas de ensayos clínicos contienen datos de salud, a menudo datos genéticos y, cada vez más, flujos continuos procedentes de dispositivos ponibles y aplicaciones, por lo que un fallo de seguridad puede perjudicar a los participantes y socavar la fiabilidad del ensayo.

La seguridad tiene tres propiedades, y las tres son cuestiones de protección de datos:

- **Confidencialidad:** solo las personas autorizadas pueden ver los datos.
- **Integridad:** los datos no se alteran ni se corrompen sin autorización.
- **Disponibilidad:** se puede acceder a los datos y restaurarlos cuando se necesitan. Un EDC caído durante una visita de administración de la dosis, o unos datos del ensayo perdidos sin una copia de seguridad utilizable, también son un problema de protección de datos.

Las amenazas no proceden solo de piratas informáticos externos. Los correos electrónicos enviados por error, los derechos de acceso demasiado amplios, los dispositivos perdidos y el personal que consulta datos que no necesita son igual de reales.

## Medidas apropiadas: el enfoque basado en el riesgo del artículo 32

El **artículo 32, apartado 1**, exige **tanto a los responsables como a los encargados del tratamiento** aplicar medidas técnicas y organizativas apropiadas para garantizar un nivel de seguridad adecuado al riesgo, teniendo en cuenta el **estado de la técnica**, los **costes de aplicación** y los riesgos para las personas. El artículo ofrece ejemplos:

- la **seudonimización y el cifrado** de datos personales;
- la capacidad de garantizar la **confidencialidad, integridad, disponibilidad y resiliencia** permanentes de los sistemas y servicios;
- la capacidad de **restaurar** la disponibilidad y el acceso a los datos de forma rápida en caso de incidente;
- un proceso de **verificación, evaluación y valoración regulares** de la eficacia de las medidas.

Al evaluar la adecuación, tenga en cuenta los riesgos de **destrucción, pérdida o alteración** accidental o ilícita de datos personales, o de su **comunicación o acceso no autorizados** (**artículo 32, apartado 2**).

Como la norma se basa en el riesgo, el RGPD no prescribe una lista cerrada de medidas, y **el cifrado no es obligatorio en todos los casos**. Sin embargo, para datos de salud a gran escala, el estado de la técnica apuntará normalmente al cifrado, y usted debe poder explicar cualquier medida que decida no utilizar.

**Los datos seudonimizados también necesitan seguridad.** Los códigos de sujeto reducen el riesgo, pero los datos codificados siguen siendo datos personales, y la clave que conserva el centro también debe protegerse.

## Medidas organizativas y personas

- Toda persona que actúe bajo la autoridad del responsable o del encargado y tenga acceso a datos personales solo puede tratarlos **siguiendo instrucciones** (**artículo 32, apartado 4**).
- Los encargados deben garantizar que su personal esté sujeto a **confidencialidad** (**artículo 28, apartado 3, letra b)**).
- Asigne a cada usuario una **cuenta individual** con derechos acordes a su función. Los usuarios compartidos vacían de sentido los registros de auditoría, por muy robusta que sea la contraseña.
- Describa sus medidas de seguridad en el **registro de las actividades de tratamiento** (**artículo 30, apartado 1, letra g)**).

## La capa de las BPC

Los sistemas clínicos también están sujetos a las buenas prácticas clínicas: la guía ICH E6(R3) y, para los ensayos en la UE, la directriz de la EMA sobre sistemas informatizados y datos electrónicos en ensayos clínicos (**EMA/INS/GCP/112288/2023**, en vigor desde el 9 de septiembre de 2023). El anexo 11 de las GMP de la UE es su equivalente para la fabricación, no para los ensayos. Estas normas exigen **sistemas validados**, **cuentas de usuario individuales**, **registros de auditoría** y **copias de seguridad**. Ambos marcos se refuerzan mutuamente, con dos aspectos que recordar:

- **Los propios registros de auditoría contienen datos personales** (quién cambió qué y cuándo), por lo que también necesitan protección y control de acceso.
- **Las copias de seguridad son copias de datos personales.** Deben protegerse como el sistema en producción, y la pérdida de una copia de seguridad, o el acceso no autorizado a ella, es una violación de la seguridad de los datos personales.

## Selección y contratación de proveedores

Los ensayos descentralizados dependen de proveedores de eCOA, plataformas EDC en la nube, proveedores de dispositivos ponibles y sus subcontratistas. Externalizar **no** transfiere la responsabilidad:

- Recurra únicamente a encargados que ofrezcan **garantías suficientes** de aplicar medidas apropiadas (**artículo 28, apartado 1**); en la práctica, esto implica una cualificación documentada del proveedor.
- El **contrato del artículo 28, apartado 3**, debe prever el tratamiento únicamente siguiendo instrucciones documentadas, la confidencialidad del personal, las medidas de seguridad, las condiciones para recurrir a subencargados, la asistencia en relación con los derechos de los interesados y con los artículos 32 a 36 (seguridad, notificación de violaciones, EIPD y consulta previa), la supresión o devolución de los datos al finalizar el servicio, y las auditorías e inspecciones.
- Un encargado solo puede recurrir a un **subencargado** con la autorización previa por escrito, específica o general, del responsable (**artículo 28, apartado 2**). Con una autorización **general**, el encargado debe informar al responsable de cualquier incorporación o sustitución prevista, dándole así la oportunidad de **oponerse**.
- Los encargados son **directamente responsables** de sus propios incumplimientos (artículos 82 y 83, apartado 4), pero el responsable sigue respondiendo de la elección del proveedor y de sus instrucciones.

Las **certificaciones y los códigos de conducta** pueden ayudar a demostrar el cumplimiento (**artículo 32, apartado 3**), pero no se impone ninguna norma concreta. Un certificado **ISO 27001** es una prueba útil; no equivale al cumplimiento del RGPD, ni sustituye al contrato del artículo 28 o a su propia evaluación del proveedor.

## Evaluaciones de impacto relativas a la protección de datos

Se requiere una **EIPD** **antes** de un tratamiento que probablemente entrañe un alto riesgo (**artículo 35, apartado 1**), incluido el **tratamiento a gran escala de categorías especiales de datos**, como los datos de salud (**artículo 35, apartado 3, letra b)**). Las directrices sobre la EIPD (WP248) enumeran criterios como los datos sensibles, las personas vulnerables, las nuevas tecnologías, la gran escala y los conjuntos de datos cruzados o combinados. Un tratamiento que cumple **dos o más** criterios suele requerir una EIPD. Un ensayo descentralizado que recoge datos de dispositivos ponibles de miles de pacientes cumple varios a la vez.

Una EIPD debe incluir como mínimo (**artículo 35, apartado 7**):

- una **descripción** sistemática del tratamiento y de sus fines;
- una evaluación de su **necesidad y proporcionalidad**;
- una evaluación de los **riesgos** para los derechos y libertades de las personas;
- las **medidas** previstas para afrontar esos riesgos.

Recabe el **asesoramiento del delegado de protección de datos** (artículo 35, apartado 2). Una sola EIPD puede abordar una serie de operaciones de tratamiento similares (artículo 35, apartado 1), y debe **revisarse cuando cambien los riesgos** (artículo 35, apartado 11), por ejemplo al incorporar un nuevo dispositivo o proveedor. Una EIPD no es un trámite posterior a la puesta en producción ni algo que se haga solo después de una violación.

Las EIPD no se presentan de forma rutinaria a la autoridad de control. Si, tras las medidas de mitigación, persiste un **alto riesgo residual**, el responsable debe **consultar a la autoridad de control antes de iniciar** el tratamiento (**consulta previa, artículo 36, apartado 1**). La autoridad responde en un plazo de **8 semanas**, que puede prorrogarse **6 semanas** (artículo 36, apartado 2).

## Herramientas de IA y datos de ensayos

Las herramientas públicas de IA generativa son una nueva vía por la que los datos pueden salir de la empresa. Escribir o cargar datos de participantes, narrativas de pacientes, notificaciones de acontecimientos adversos o resultados no publicados en una **herramienta pública de IA** los comunica a un proveedor que no tiene ningún contrato con usted y que puede conservar o reutilizar lo que recibe. Se trata de un tratamiento sin contrato de encargo (artículo 28) ni garantías para las transferencias, así que no lo haga.

- Utilice solo herramientas de IA **aprobadas por la empresa**, con contrato, configuradas para no entrenarse con sus entradas, e introduzca solo los datos que requiera la tarea: **seudonimizados o anonimizados** siempre que sea posible.
- El RGPD se aplica a la IA como a cualquier otro tratamiento: para la IA con datos de salud suele ser necesaria primero una **EIPD** (artículo 35), y el artículo 22 limita las decisiones automatizadas sobre personas.
- El **Reglamento de Inteligencia Artificial** (Reglamento (UE) 2024/1689) añade obligaciones de forma escalonada: sus prohibiciones de prácticas de IA y la obligación de garantizar la **alfabetización en materia de IA** del personal que utiliza IA (artículo 4) se aplican desde febrero de 2025, las normas sobre modelos de IA de uso general desde agosto de 2025, y las relativas a los sistemas de alto riesgo, como la IA en productos sanitarios, se aplicarán más adelante.

## Por qué compensa cifrar

Si los datos personales afectados por una violación se han hecho ininteligibles para cualquier persona no autorizada a acceder a ellos, por ejemplo mediante cifrado con la clave custodiada de forma segura, el responsable no tiene que comunicarlo a las personas (**artículo 34, apartado 3, letra a)**). Cifrar los portátiles, las bases de datos, las copias de seguridad y los datos en tránsito entre los dispositivos, las aplicaciones y el EDC reduce, por tanto, tanto el daño como la carga de la respuesta cuando algo sale mal.

## Multas

Las infracciones de las obligaciones de seguridad y de las relativas a los encargados pueden dar lugar a multas de hasta **10 millones de euros o el 2 %** del volumen de negocio total anual global, optándose por la de mayor cuantía (artículo 83, apartado 4). Cuando un fallo infringe además el principio de integridad y confidencialidad del artículo 5, apartado 1, letra f), se aplica el **tramo superior** de 20 millones de euros o el 4 % (artículo 83, apartado 5). Los encargados pueden ser multados directamente.

## Puntos clave

- La seguridad protege la confidencialidad, la integridad y la disponibilidad (artículo 5, apartado 1, letra f), y artículo 32).
- Las medidas se basan en el riesgo, y deben aplicarlas tanto los responsables como los encargados.
- Cualifique a los proveedores, firme contratos completos conforme al artículo 28 y autorice a los subencargados por escrito, de forma específica o general con derecho de oposición.
- Complete la EIPD antes de la puesta en producción y consulte a la autoridad de control si persiste un alto riesgo (artículos 35 y 36).
- Las cuentas individuales, los registros de auditoría protegidos y las copias de seguridad probadas sirven tanto a las BPC como al RGPD.`,
  },
  questions: [
    {
      id: 33,
      question: `Su ensayo descentralizado recogerá datos de salud de dispositivos ponibles y de eCOA de 5000 pacientes. El jefe de proyecto propone completar la EIPD tres meses después de la puesta en producción. ¿Qué es correcto?`,
      options: [
        `Es aceptable: la EIPD sirve para evaluar riesgos reales, y solo los datos en producción pueden mostrar cuáles son`,
        `No es aceptable: la EIPD debe estar terminada y aprobada por la autoridad de control antes de la puesta en producción`,
        `No es aceptable: el tratamiento a gran escala de datos de salud requiere la EIPD antes de iniciar el tratamiento`,
        `No es necesaria, porque los datos están seudonimizados con códigos de sujeto desde el primer día`,
      ],
      correctAnswer: 2,
      explanation: `El artículo 35, apartado 1, exige una EIPD antes de iniciar un tratamiento de alto riesgo, y el artículo 35, apartado 3, letra b), menciona el tratamiento a gran escala de categorías especiales de datos, como los datos de salud. Aquí concurren datos sensibles, nuevas tecnologías y gran escala; los datos seudonimizados siguen siendo datos personales, y la EIPD no se presenta de forma rutinaria a la autoridad. Solo un alto riesgo residual obliga a la consulta previa (artículo 36).`,
    },
    {
      id: 34,
      question: `Un proveedor de eCOA presenta su certificado ISO 27001 y afirma que sus condiciones generales «cubren el RGPD». Compras quiere firmar de inmediato. ¿Qué debe exigir TI?`,
      options: [
        `Una evaluación de las garantías del proveedor y un contrato con las cláusulas del artículo 28, apartado 3; el certificado ayuda`,
        `Ningún requisito más: un certificado ISO 27001 demuestra que el proveedor cumple las normas de seguridad del RGPD`,
        `Un rechazo: solo los proveedores certificados con un mecanismo aprobado conforme al artículo 42 pueden tratar datos de salud para un promotor`,
        `El último informe de auditoría ISO 27001 del proveedor, que puede sustituir a un contrato de encargo independiente`,
      ],
      correctAnswer: 0,
      explanation: `Las certificaciones pueden ayudar a demostrar el cumplimiento (artículo 32, apartado 3), pero no se impone ninguna norma concreta ni ninguna equivale al cumplimiento. Los responsables deben recurrir a encargados que ofrezcan garantías suficientes (artículo 28, apartado 1), mediante un contrato que regule las instrucciones, la seguridad, los subencargados, la asistencia, la supresión y las auditorías (artículo 28, apartado 3). La certificación del artículo 42 es voluntaria, no una condición para contratar a un encargado.`,
    },
    {
      id: 35,
      question: `El contrato del promotor con su proveedor de EDC en la nube otorga una autorización general por escrito para recurrir a subencargados. El proveedor anuncia que dentro de 30 días incorporará un nuevo subcontratista de soporte con acceso a datos del ensayo. ¿Qué se desprende del artículo 28, apartado 2?`,
      options: [
        `Ninguna consecuencia: una autorización general abarca cualquier subencargado que elija el proveedor, con o sin aviso`,
        `El promotor debe firmar su propio contrato directamente con el subcontratista antes de que pueda fluir ningún dato`,
        `El proveedor sigue necesitando una nueva autorización específica por escrito del promotor para este subcontratista`,
        `El proveedor ha informado al promotor como exige la norma, y el promotor puede oponerse antes del cambio`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 28, apartado 2, permite recurrir a subencargados con la autorización previa por escrito, específica o general, del responsable. Con una autorización general, el encargado debe informar al responsable de cualquier incorporación o sustitución prevista, dándole la oportunidad de oponerse, que es para lo que sirve el aviso de 30 días. Es el proveedor, y no el promotor, quien firma el contrato con el subencargado (artículo 28, apartado 4).`,
    },
    {
      id: 36,
      question: `Un centro pide un único usuario de eCOA compartido para sus enfermeras del turno de noche, que introducen por turnos los datos de los diarios de los pacientes. ¿Cuál es la mejor respuesta?`,
      options: [
        `Permitirlo si el centro lleva un registro en papel de qué enfermera utilizó el usuario en cada turno`,
        `Suprimir por completo la introducción de datos en el turno de noche, para que los diarios solo se introduzcan cuando esté de servicio personal de día identificado`,
        `Dar a cada enfermera una cuenta nominativa propia, para que el registro de auditoría muestre quién introdujo qué`,
        `Dejar que las enfermeras utilicen por la noche la cuenta del propio investigador del centro, ya que él es el responsable de todos modos`,
      ],
      correctAnswer: 2,
      explanation: `El artículo 32 exige medidas que protejan la confidencialidad y la integridad, y la directriz de la EMA sobre sistemas informatizados en ensayos clínicos (EMA/INS/GCP/112288/2023) espera cuentas de usuario individuales y registros de auditoría atribuibles. Un usuario compartido o prestado impide atribuir las entradas o retirar el acceso a una persona concreta, y un registro en papel no lo remedia. Las cuentas nominativas resuelven el problema sin suprimir la introducción de datos en el turno de noche.`,
    },
    {
      id: 37,
      question: `Roban un portátil del estudio que contiene una copia de datos de dispositivos ponibles. Su disco estaba protegido con un cifrado acorde al estado de la técnica y la clave no se vio comprometida. ¿Qué afirmación es correcta?`,
      options: [
        `No hay que comunicarlo a los pacientes, pues los datos son ininteligibles para el ladrón; la violación se registra`,
        `Hay que comunicarlo individualmente a todos los pacientes afectados, porque se trata de datos de salud`,
        `Hay que informar a la autoridad y a los pacientes en 72 horas, como con cualquier dispositivo perdido que contenga datos de salud`,
        `No es en absoluto una violación de la seguridad de los datos personales, así que no hay que registrar ni notificar nada`,
      ],
      correctAnswer: 0,
      explanation: `El artículo 34, apartado 3, letra a), elimina la obligación de comunicar la violación a las personas si los datos se han hecho ininteligibles, por ejemplo mediante cifrado con una clave segura. El robo sigue siendo una violación y debe documentarse (artículo 33, apartado 5); con la clave a salvo, es improbable un riesgo para los pacientes, por lo que tampoco es necesario notificarlo a la autoridad (artículo 33, apartado 1).`,
    },
    {
      id: 38,
      question: `Su EIPD para una nueva plataforma de datos genómicos concluye que, incluso después de todas las medidas previstas, persiste un alto riesgo para los participantes. ¿Qué debe hacerse a continuación?`,
      options: [
        `Ponerla en producción y supervisarla de cerca: la EIPD se ha completado, y es lo único que exige el RGPD`,
        `Consultar a la autoridad de control antes de empezar; tiene 8 semanas para responder, prorrogables 6`,
        `Detener el proyecto: el RGPD prohíbe cualquier tratamiento que mantenga un alto riesgo residual tras una EIPD`,
        `Que el delegado de protección de datos acepte por escrito el riesgo residual, lo que cierra las obligaciones de la empresa`,
      ],
      correctAnswer: 1,
      explanation: `Cuando una EIPD muestra un alto riesgo que el responsable no puede mitigar, es obligatoria la consulta previa a la autoridad de control antes del tratamiento (artículo 36, apartado 1). El RGPD no prohíbe sin más ese tratamiento: la autoridad responde en un plazo de 8 semanas, prorrogable 6, y puede ejercer sus poderes (artículo 36, apartado 2). El delegado de protección de datos asesora, pero la responsabilidad sigue siendo de la empresa.`,
    },
    {
      id: 39,
      question: `Un ransomware cifra la base de datos de producción del proveedor de eCOA. No se copiaron datos, pero la restauración a partir de las copias de seguridad tarda dos semanas porque estas no se habían probado nunca. Un compañero dice que no es una cuestión de protección de datos porque nadie vio los datos. ¿Qué es correcto?`,
      options: [
        `Tiene razón: los datos no se copiaron ni se vieron, así que la confidencialidad nunca estuvo en juego`,
        `Tiene razón, porque la caída afectó a los sistemas del proveedor y no a los del propio promotor`,
        `Se equivoca: cada caída de un sistema con datos de ensayos debe notificarse a la autoridad en un plazo de 72 horas`,
        `Se equivoca: la seguridad abarca la disponibilidad, incluidas la restauración rápida y las copias de seguridad probadas`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 5, apartado 1, letra f), protege contra la pérdida y el daño accidentales, y el artículo 32, apartado 1, exige disponibilidad, resiliencia, restauración rápida y verificaciones regulares. Perder el acceso a los datos del ensayo es un fallo de seguridad y una violación de la seguridad de los datos personales, aunque nadie viera los datos; que haya que notificarla depende del riesgo, no de un número fijo de horas.`,
    },
    {
      id: 40,
      question: `Su empresa externaliza el eCOA y el alojamiento del EDC en encargados del tratamiento. Un directivo concluye que la seguridad es ahora «problema de los proveedores». ¿Qué afirmación es correcta?`,
      options: [
        `Correcto: una vez firmado el contrato de encargo, al responsable no le queda ninguna obligación de seguridad`,
        `Incorrecto: ambos deben aplicar siempre medidas adecuadas, y el responsable debe elegir proveedores fiables`,
        `Incorrecto, porque los encargados no tienen obligaciones de seguridad propias; el responsable las conserva todas`,
        `Correcto, con tal de que los proveedores tengan la certificación ISO 27001 para sus servicios de alojamiento`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 32, apartado 1, se aplica por igual a responsables y encargados, y el artículo 28, apartado 1, hace al responsable responsable de elegir encargados que ofrezcan garantías suficientes. Los encargados también responden directamente (artículos 82 y 83, apartado 4), por lo que la responsabilidad se comparte, no se transfiere.`,
    },
    {
      id: 67,
      question: `Una redactora médica quiere pegar en un chatbot público y gratuito de IA las narrativas de pacientes de las notificaciones de acontecimientos adversos graves para obtener un resumen. ¿Qué hay que decirle?`,
      options: [
        `Puede hacerlo una vez eliminados los nombres de los participantes, ya que las fechas, las edades y los acontecimientos no son datos personales.`,
        `Puede hacerlo, porque el proveedor del chatbot pasa a ser encargado del tratamiento en cuanto alguien introduce datos en él.`,
        `No en una herramienta pública: comunica datos de salud a un proveedor sin contrato; use una herramienta aprobada.`,
        `No está permitido, pero solo por motivos de derechos de autor, ya que las narrativas pertenecen al promotor y no a ella.`,
      ],
      correctAnswer: 2,
      explanation: `Las narrativas con fechas, edades y acontecimientos médicos siguen siendo datos personales de salud aunque no lleven nombres. Introducirlas en una herramienta pública de IA las comunica a un proveedor sin contrato conforme al artículo 28, sin instrucciones y posiblemente sin garantías para las transferencias. Una relación de encargo requiere un contrato; escribir datos en una herramienta no la crea. La vía correcta es una herramienta aprobada por la empresa, con los menos datos que requiera la tarea.`,
    },
    {
      id: 68,
      question: `¿Qué obligación del Reglamento de Inteligencia Artificial (Reglamento (UE) 2024/1689) se aplica ya a una empresa cuyo personal utiliza herramientas de IA en su trabajo diario?`,
      options: [
        `Una evaluación de la conformidad por un organismo notificado para cada herramienta de IA que se utilice en una oficina.`,
        `Inscribir en la base de datos de la UE de sistemas de IA a cada empleado que utilice un chatbot.`,
        `Ninguna obligación todavía: el Reglamento no impone obligaciones a ninguna organización antes de 2030.`,
        `Adoptar medidas para garantizar un nivel suficiente de alfabetización en materia de IA del personal (artículo 4).`,
      ],
      correctAnswer: 3,
      explanation: `Desde el 2 de febrero de 2025, los proveedores y responsables del despliegue de sistemas de IA deben adoptar medidas para garantizar un nivel suficiente de alfabetización en materia de IA de su personal que se ocupa de ellos (artículo 4 del Reglamento de Inteligencia Artificial). Las evaluaciones de la conformidad afectan a los sistemas de alto riesgo y a sus proveedores, y la base de datos de la UE registra sistemas de alto riesgo, no a los usuarios de chatbots. El Reglamento se aplica de forma escalonada, y varias etapas ya han comenzado.`,
    },
  ],
};
