import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Usted dirige las operaciones de datos clínicos en una CRO que está construyendo la base de datos de un ensayo de fase III sobre artritis reumatoide por cuenta de un promotor farmacéutico europeo. El borrador de CRD electrónico del promotor pide a cada centro que introduzca la **fecha de nacimiento completa** de cada participante, sus **iniciales** y un campo de texto libre titulado «Antecedentes médicos relevantes: descríbalos con detalle». El gestor de datos que lo redactó dice que más detalle siempre es más seguro: «Puede que lo necesitemos para análisis futuros».

Al revisar las primeras cargas de los centros piloto, usted observa algo peor. Una coordinadora de estudio de un hospital ha estado adjuntando al EDC los **informes de alta** de los pacientes como documentación de apoyo de los acontecimientos adversos. Los informes están **sin tachar**: los nombres completos, los domicilios, los números de historia clínica y los nombres de los médicos que los atienden son visibles para cualquiera con acceso al EDC, incluidos el personal del promotor y los proveedores.

El protocolo necesita la edad en la selección (de 18 a 75 años) para la elegibilidad, los antecedentes médicos solo de las enfermedades enumeradas en los criterios de exclusión y los documentos fuente de los acontecimientos adversos graves.

Debe determinar cuáles de los datos solicitados son realmente necesarios, cómo deben diseñarse el CRD electrónico y el EDC para que por defecto solo se recojan y se vean los datos necesarios, y qué hacer ahora mismo con los informes de alta sin tachar.`,
  training: {
    title: "Minimización de datos y limitación de la finalidad en la investigación clínica",
    content: `## Por qué importa la minimización en la investigación clínica

Cada campo de un CRD electrónico, cada documento fuente cargado y cada columna de una base de datos de seguridad contiene datos personales que deben estar justificados. El principio de **minimización de datos** exige que los datos personales sean **adecuados, pertinentes y limitados a lo necesario** en relación con los fines para los que son tratados (**artículo 5, apartado 1, letra c)**). El considerando 39 añade que los datos personales solo deben tratarse si la finalidad no puede lograrse razonablemente por otros medios.

La minimización se aplica plenamente a la investigación. Las garantías para la investigación exigidas por el **artículo 89, apartado 1**, deben garantizar a su vez el respeto de la minimización, y cuando la investigación pueda realizarse con datos que ya no identifiquen a nadie, debe hacerse de ese modo (artículo 89, apartado 1; considerando 156). En virtud del principio de **responsabilidad proactiva** (artículo 5, apartado 2), el responsable del tratamiento, normalmente el promotor, debe poder demostrar por qué se necesita cada dato.

## Tres preguntas para cada dato

Antes de que un campo entre en el protocolo, en el CRD electrónico o en una transferencia de datos a un proveedor, pregúntese:

- **Adecuado:** ¿basta para responder a la pregunta científica o de seguridad? Minimizar no significa recoger tan poco que no se pueda realizar un ensayo válido.
- **Pertinente:** ¿está vinculado a una variable de valoración, a un criterio de elegibilidad, a una evaluación de seguridad o a una obligación legal?
- **Limitado:** ¿serviría una forma menos detallada, por ejemplo la edad en lugar de la fecha de nacimiento, o una categoría codificada en lugar de texto libre?

«Recogerlo todo por si resulta útil más adelante» no supera ninguna de las tres pruebas.

## La limitación de la finalidad va de la mano

Los datos deben recogerse con **fines determinados, explícitos y legítimos** (**artículo 5, apartado 1, letra b)**). La finalidad define qué es «necesario», por lo que una finalidad vaga no puede justificar un conjunto de datos amplio. El tratamiento ulterior con fines de investigación científica se considera compatible con la finalidad inicial si existen las garantías del artículo 89, apartado 1 (artículo 5, apartado 1, letra b)). Al evaluar la compatibilidad de otros tratamientos ulteriores, garantías como la **seudonimización y el cifrado** cuentan a favor (artículo 6, apartado 4, letra e)). Ninguna de estas normas permite recoger hoy datos adicionales para un proyecto indefinido de mañana.

## Protección de datos desde el diseño y por defecto

El **artículo 25, apartado 1**, exige a los responsables integrar medidas como la seudonimización en sus sistemas y procesos desde la fase de diseño. El **artículo 25, apartado 2**, exige que, **por defecto**, solo se traten los datos personales necesarios para cada uno de los fines específicos del tratamiento. Esto abarca cuatro dimensiones:

- la **cantidad** de datos recogidos;
- la **extensión** de su tratamiento;
- su **plazo de conservación**;
- su **accesibilidad**, es decir, quién puede verlos.

Para los equipos de operaciones, esto significa que la minimización se decide al redactar el protocolo, el CRD electrónico, las especificaciones de transferencia de datos y las funciones del sistema, y no se arregla después.

## La seudonimización no es anonimización

La **seudonimización** consiste en tratar los datos de manera que ya no puedan atribuirse a una persona sin utilizar información adicional que figure por separado y esté protegida (**artículo 4, punto 5**). Los códigos de sujeto de un ensayo son seudonimización: el centro conserva el registro de identificación (la clave), y los monitores y los inspectores pueden seguir viendo los documentos fuente.

Los datos seudonimizados siguen siendo **datos personales**. Todos los principios del RGPD, incluida la minimización, siguen aplicándose a ellos. Eliminar los nombres no convierte los datos en anónimos.

Los **datos anónimos** solo quedan fuera del RGPD si no es razonablemente probable la reidentificación, teniendo en cuenta factores como los costes, el tiempo y la tecnología disponible (**considerando 26**). Los conjuntos de datos de ensayos ricos en información, con diagnósticos raros, fechas exactas, centros pequeños o datos genómicos, se resisten a una verdadera anonimización. Solo los datos que son realmente anónimos no necesitan base jurídica.

La minimización también funciona en sentido contrario: el responsable **no está obligado a obtener información adicional para identificar** al interesado con el único fin de cumplir el RGPD (**artículo 11, apartado 1**). Un promotor no debe pedir nombres solo para «gestionar» a los participantes ni reunir direcciones solo para enviar avisos: cuando informar a cada persona de un estudio de registro sea imposible o desproporcionado, la información se hace pública (artículo 14, apartado 5, letra b); módulo 3).

## La minimización en la práctica: el CRD electrónico y el EDC

Medidas habituales de promotores y CRO:

- **Año de nacimiento o edad** en lugar de la fecha de nacimiento completa, salvo que el protocolo necesite realmente la fecha exacta.
- **Ni nombres, ni iniciales, ni datos de contacto** en los sistemas del promotor. El código de sujeto es el vínculo; el centro conserva la clave.
- **Campos codificados en lugar de texto libre.** Los campos de texto libre como «antecedentes médicos relevantes» atraen nombres de familiares, nombres de hospitales, fechas y otros identificadores. El texto libre no está exento de la minimización.
- **Antecedentes médicos limitados** a las enfermedades que el protocolo evalúa realmente.

Las combinaciones importan: las iniciales más la fecha de nacimiento completa más el centro más una enfermedad rara pueden señalar a una sola persona. Ningún campo es «inofensivo» de forma aislada.

## Documentos fuente, imágenes y casos de seguridad

Los documentos cargados en el EDC o enviados al departamento de seguridad son una fuente frecuente de recogida excesiva:

- **Tache los identificadores** de los documentos fuente de los AAG, los informes de alta, los informes de imagen y los de laboratorio en el centro, antes de que salgan del hospital: elimine nombres, direcciones, números de historia clínica y otros identificadores directos y añada el código de sujeto.
- **Limpie las cabeceras DICOM** antes de que las imágenes lleguen a un lector central; las cabeceras pueden contener nombres, fechas de nacimiento e identificadores hospitalarios.
- En **farmacovigilancia**, una notificación individual de caso de seguridad (ICSR) válida tiene **cuatro criterios mínimos**: un **notificador identificable**, un **paciente identificable**, al menos una sospecha de reacción adversa y al menos un medicamento sospechoso (módulo VI de las GVP de la UE, VI.B.2). Basta con que el paciente sea **identificable**: la edad, el sexo o las iniciales son suficientes, y nunca se necesita un nombre. Lo mismo vale tras la autorización para las **notificaciones espontáneas** y para los casos que la empresa encuentre en la **bibliografía médica**, que está obligada a revisar.

Si un centro carga documentos sin tachar, actúe de inmediato: restrinja el acceso a los archivos, pida al centro que los sustituya por versiones con los identificadores tachados y codificadas mediante el proceso documentado y con registro de auditoría del sistema, implique al **delegado de protección de datos** (que puede evaluar si se ha producido una violación de la seguridad de los datos personales) y corrija la causa de fondo con nueva formación y controles de carga.

## Acceso según la necesidad de conocer

La accesibilidad forma parte de la minimización por defecto (artículo 25, apartado 2). Utilice un **acceso basado en funciones** en los sistemas EDC, IRT y de seguridad:

- los **datos desenmascarados** solo llegan a las funciones no enmascaradas;
- los **monitores** solo ven los centros que monitorizan;
- los proveedores solo ven los datos que exige su tarea.

Revise las listas de acceso siempre que el personal cambie de función o deje el estudio.

## Uso secundario y el Espacio Europeo de Datos de Salud

Los datos de ensayos y de salud se reutilizan cada vez más en nuevas investigaciones. Conforme al RGPD, el tratamiento ulterior con fines de investigación se considera compatible cuando se aplican las **garantías del artículo 89, apartado 1** (artículo 5, apartado 1, letra b)), y la minimización sigue aplicándose: seudonimice o, cuando la investigación lo permita, anonimice.

El **Reglamento (UE) 2025/327 relativo al Espacio Europeo de Datos de Salud (EEDS)** añade un marco para el **uso secundario** de los datos de salud electrónicos:

- los investigadores, incluidas las empresas, solicitan a un **organismo de acceso a datos de salud** nacional un **permiso de datos** para una finalidad determinada;
- trabajan con los datos únicamente dentro de un **entorno de tratamiento seguro**, **anonimizados** por defecto y **seudonimizados** solo cuando la finalidad lo requiera; está prohibido reidentificar a las personas;
- las personas pueden **ejercer la exclusión voluntaria** del uso secundario, con las excepciones que permite el Reglamento.

El Reglamento entró en vigor en 2025 y sus normas sobre el uso secundario se aplican de forma escalonada a partir de 2029. No sustituye al RGPD: ambos se aplican.

## Limitación del plazo de conservación

Los datos no deben conservarse de forma que permita identificar a los interesados durante más tiempo del necesario (**limitación del plazo de conservación**, **artículo 5, apartado 1, letra e)**). Los datos de investigación pueden conservarse durante más tiempo cuando se aplican las garantías del artículo 89, apartado 1, pero «más tiempo» no significa «para siempre». Los plazos de conservación deben constar en el **registro del artículo 30** (artículo 30, apartado 1, letra f)) y explicarse en los avisos de privacidad (artículo 13, apartado 2, letra a)).

En los ensayos clínicos, el **archivo maestro del ensayo (TMF)** debe archivarse durante **al menos 25 años** (artículo 58 del REC); las historias clínicas se rigen por el Derecho nacional. Esta obligación justifica **conservar** los datos; no justifica **reutilizarlos** para nuevos fines. Minimizar nunca significa destruir antes de tiempo el TMF, y cifrar los datos no permite conservarlos indefinidamente.

La transparencia ante el público sigue la misma lógica: la parte pública de la base de datos de ensayos clínicos de la UE no contiene datos personales de los participantes en los ensayos (artículo 81 del REC).

## Puntos clave

- Cada dato necesita una finalidad documentada; «por si acaso» no es una finalidad (artículo 5, apartado 1, letras b) y c)).
- Integre la minimización en los protocolos, los CRD electrónicos y los sistemas para que se aplique por defecto (artículo 25).
- Los datos codificados son datos personales seudonimizados, por lo que la minimización sigue aplicándose (artículo 4, punto 5; considerando 26).
- Prefiera la edad, los campos codificados y los documentos con los identificadores tachados; mantenga los nombres fuera de los sistemas del promotor y de los casos de seguridad.
- Conserve el TMF durante todo el plazo legal sin reutilizarlo para nuevos fines (artículo 5, apartado 1, letra e); artículo 58 del REC).`,
  },
  questions: [
    {
      id: 25,
      question: `El borrador de CRD electrónico de un ensayo de fase III pide a los centros que registren la fecha de nacimiento completa de cada participante. El protocolo solo utiliza la edad en la selección para comprobar el intervalo de elegibilidad de 18 a 75 años y para describir la población del estudio. ¿Qué debe recomendar?`,
      options: [
        `Mantener la fecha de nacimiento completa: los datos están codificados, así que el detalle adicional no supone riesgo para los participantes`,
        `Registrar la edad en la selección o el año de nacimiento; la fecha completa nunca es necesaria para los fines de este protocolo`,
        `Mantener la fecha de nacimiento completa pero ocultarla a los usuarios del promotor, ya que los centros la tienen de todos modos`,
        `No registrar la edad: basta con una casilla sí/no de elegibilidad, y menos datos siempre es la mejor opción`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 5, apartado 1, letra c), exige que los datos sean adecuados, pertinentes y limitados a lo necesario, y el artículo 25, apartado 2, lo aplica por defecto. Si la edad o el año de nacimiento cubren las necesidades del protocolo, la fecha de nacimiento completa es un dato excesivo desde el momento en que se recoge; los datos codificados del ensayo siguen siendo datos personales (artículo 4, punto 5). Minimizar significa también recoger datos adecuados: el protocolo describe la población por edad, por lo que una casilla sí/no sería insuficiente.`,
    },
    {
      id: 26,
      question: `Para un estudio de registro, 12 hospitales enviarán registros codificados de 30 000 antiguos pacientes. Un jefe de proyecto quiere que los hospitales añadan nombres y domicilios para que el promotor pueda escribir a cada paciente con la información que exige el artículo 14. ¿Qué aconseja usted?`,
      options: [
        `Recoger nombres y domicilios, ya que el artículo 14 exige informar a cada paciente individualmente por escrito`,
        `Recoger nombres y domicilios, pero borrarlos una vez enviadas las cartas, para que el estudio siga siendo mínimo`,
        `No dar ninguna información: los datos de registro codificados están exentos de las obligaciones de transparencia`,
        `No recogerlos: si la comunicación individual es desproporcionada, el artículo 14, apartado 5, letra b), permite informar públicamente`,
      ],
      correctAnswer: 3,
      explanation: `El responsable no está obligado a obtener datos identificativos con el único fin de cumplir el RGPD (artículo 11, apartado 1). En la investigación con las garantías del artículo 89, apartado 1, el artículo 14, apartado 5, letra b), exime de informar a cada persona cuando resulte imposible o suponga un esfuerzo desproporcionado; el responsable protege entonces a las personas de otras formas, incluso haciendo pública la información.`,
    },
    {
      id: 27,
      question: `Descubre que un centro ha cargado en el EDC, como documentación de apoyo de acontecimientos adversos, informes de alta sin tachar en los que aparecen los nombres y domicilios de los pacientes. ¿Cuál es la respuesta más adecuada?`,
      options: [
        `Restringir el acceso, pedir al centro que los sustituya por versiones tachadas y codificadas e informar al DPD`,
        `Dejarlos donde están: el EDC está validado y tiene control de acceso, así que los informes ya están seguros donde se encuentran`,
        `Descargar los informes, tacharlos de forma centralizada y volver a cargarlos, para no sobrecargar a los centros`,
        `Borrar de inmediato los informes del EDC, sin dejar rastro, para que no quede ningún dato identificable en ningún sitio`,
      ],
      correctAnswer: 0,
      explanation: `Los nombres y los domicilios no son necesarios en los sistemas del promotor, por lo que conservarlos infringe el artículo 5, apartado 1, letra c), y la protección de datos por defecto (artículo 25, apartado 2). El acceso debe limitarse de inmediato y el centro debe tachar los identificadores en origen mediante el proceso con registro de auditoría; copiar los archivos fuera multiplica la exposición, y el delegado de protección de datos puede evaluar si se ha producido una violación de la seguridad de los datos personales.`,
    },
    {
      id: 28,
      question: `El equipo de bioestadística quiere añadir a cada página de visita del CRD electrónico un campo de texto libre «Cualquier otra información que pueda ser útil para investigaciones futuras». ¿Qué respuesta refleja el RGPD?`,
      options: [
        `Aceptarlo: la investigación está exenta de la minimización mientras los datos sigan seudonimizados`,
        `Rechazarlo y suprimir también los campos de antecedentes médicos, ya que un CRD electrónico solo puede contener valores codificados`,
        `Rechazarlo: un campo sin finalidad determinada recoge datos por si acaso, algo que la minimización prohíbe`,
        `Limitarlo a la última visita, para que los datos adicionales se recojan una sola vez y no en cada una de las visitas`,
      ],
      correctAnswer: 2,
      explanation: `El artículo 5, apartado 1, letra b), exige fines determinados y explícitos, y el artículo 5, apartado 1, letra c), limita los datos a lo que esos fines necesitan. Las garantías para la investigación del artículo 89, apartado 1, deben asegurar a su vez la minimización, y el texto libre suele captar identificadores adicionales, por lo que un campo vago de «investigación futura» no puede justificarse en ninguna visita; el cifrado protege los datos, pero no los hace necesarios. Los campos de antecedentes médicos que necesitan los criterios de exclusión se mantienen.`,
    },
    {
      id: 29,
      question: `La revisión de la bibliografía encuentra un caso publicado: «una mujer de 54 años» desarrolló una hepatitis tras tomar el producto comercializado de la empresa. Un médico de seguridad quiere pedir a los autores su nombre y su número de historia clínica «para que el caso sea válido». ¿Qué debe decirle?`,
      options: [
        `Es válido sin nombre: bastan un notificador y un paciente identificables, una reacción y un producto sospechosos`,
        `Tiene razón: sin nombre la paciente no es identificable, así que el caso no puede tratarse como una ICSR`,
        `Los casos de la bibliografía no son notificables en absoluto, porque fueron los autores, no la empresa, quienes observaron a la paciente`,
        `Pedir el nombre pero guardarlo solo en la base de datos de seguridad, que como obligación legal está exenta de la minimización`,
      ],
      correctAnswer: 0,
      explanation: `Una ICSR válida tiene cuatro criterios mínimos: un notificador identificable, un paciente identificable, al menos una sospecha de reacción y al menos un producto sospechoso (módulo VI de las GVP de la UE, VI.B.2). La edad y el sexo hacen identificable a la paciente, y los casos encontrados en la bibliografía médica deben tratarse como las notificaciones espontáneas. El tratamiento basado en una obligación legal también respeta la minimización (artículo 5, apartado 1, letra c)).`,
    },
    {
      id: 30,
      question: `Un ensayo se cerró hace dos años. Para «aplicar la minimización de datos», un gestor de archivos propone destruir ahora el archivo maestro del ensayo (TMF). ¿Qué es correcto?`,
      options: [
        `Destruirlo ahora: la limitación del plazo de conservación exige la supresión en cuanto termina el estudio`,
        `Conservarlo solo hasta que se conceda la autorización de comercialización y destruirlo después por la limitación del plazo de conservación`,
        `Conservarlo y, ya que se conserva de todos modos, dejar que cualquier nuevo estudio del promotor lo utilice libremente`,
        `Conservarlo íntegro al menos 25 años, como exige el REC, sin reutilizarlo para nuevos fines`,
      ],
      correctAnswer: 3,
      explanation: `El artículo 58 del REC exige archivar el TMF durante al menos 25 años, y la limitación del plazo de conservación (artículo 5, apartado 1, letra e)) permite conservarlo mientras lo requiera una finalidad justificada. La obligación de archivo justifica conservar los datos, no utilizarlos para nuevos fines.`,
    },
    {
      id: 31,
      question: `Está configurando las funciones del EDC. Una CRA que monitoriza tres centros en Alemania pide acceso de lectura a los 40 centros del ensayo «para comparar la calidad de los datos». ¿Qué exige la protección de datos por defecto?`,
      options: [
        `Conceder acceso de lectura completo: la CRA está sujeta al secreto profesional, que ya es garantía suficiente`,
        `Mantener el acceso a sus tres centros; las comparaciones entre centros pueden basarse en informes agregados`,
        `Exportar a una hoja de cálculo los datos de los demás centros para la CRA, para que las funciones del EDC no cambien`,
        `Mantener el acceso como está y rechazar la comparación: comparar la calidad de los datos de los centros no es un fin lícito`,
      ],
      correctAnswer: 1,
      explanation: `El artículo 25, apartado 2, exige que, por defecto, los datos personales no sean accesibles más allá de lo que requiera cada fin. El acceso basado en funciones implica que los monitores solo ven los centros que monitorizan; el deber de confidencialidad no sustituye a los límites de acceso, y una exportación difunde aún más los mismos datos. Comparar la calidad de los datos es un fin legítimo, y los informes agregados lo cumplen sin exponer los registros de otros centros.`,
    },
    {
      id: 32,
      question: `Un promotor quiere compartir un conjunto de datos «anonimizado» de un ensayo sobre una enfermedad rara con 40 pacientes. Se han eliminado los nombres y los códigos de sujeto, pero se mantienen las fechas exactas de las visitas, el país, el subtipo de diagnóstico y las variantes genómicas. ¿Cómo debe tratarse el conjunto de datos?`,
      options: [
        `Como datos anónimos: han desaparecido todos los identificadores directos, así que el RGPD ya no se aplica al conjunto`,
        `Como datos anónimos una vez que se compartan con un acuerdo que prohíba cualquier intento de reidentificar a los pacientes`,
        `Como datos personales: la enfermedad rara, las fechas exactas y las variantes genómicas hacen probable la reidentificación`,
        `Como datos personales solo en cuanto a las fechas; las variantes genómicas por sí solas son anónimas`,
      ],
      correctAnswer: 2,
      explanation: `Según el considerando 26, los datos solo son anónimos si la reidentificación no es razonablemente probable, teniendo en cuenta los costes, el tiempo y la tecnología. Los conjuntos de datos pequeños y ricos de enfermedades raras, con fechas y datos genómicos, rara vez superan esa prueba, y un contrato no cambia la naturaleza de los datos, por lo que el RGPD, incluida la minimización, sigue aplicándose.`,
    },
    {
      id: 65,
      question: `Un equipo de investigación quiere utilizar historias clínicas de tres Estados miembros para un estudio sobre los resultados de la insuficiencia cardiaca, a través del Espacio Europeo de Datos de Salud, una vez que se apliquen sus normas sobre uso secundario. ¿Cómo obtiene los datos?`,
      options: [
        `Solicita un permiso de datos a un organismo de acceso a datos de salud y trabaja en un entorno de tratamiento seguro.`,
        `Pide una copia a cada hospital, ya que el EEDS permite a cualquier empresa descargar las historias que necesite.`,
        `Recaba primero el consentimiento explícito de cada paciente, ya que el EEDS solo permite el uso secundario con consentimiento.`,
        `No necesita permiso: los datos del EEDS son anónimos por definición, así que no se les aplica ninguna norma.`,
      ],
      correctAnswer: 0,
      explanation: `Conforme al Reglamento (UE) 2025/327 relativo al EEDS, un usuario de datos solicita a un organismo de acceso a datos de salud un permiso de datos para una finalidad determinada y trata los datos únicamente en un entorno de tratamiento seguro. Los datos se facilitan anonimizados por defecto y seudonimizados solo cuando es necesario, por lo que el RGPD sigue aplicándose a los datos seudonimizados. La vía es el permiso, no el consentimiento de cada paciente, aunque las personas pueden ejercer la exclusión voluntaria.`,
    },
    {
      id: 66,
      question: `¿De qué forma pone el Espacio Europeo de Datos de Salud los datos de salud electrónicos a disposición para el uso secundario?`,
      options: [
        `Plenamente identificados, para que los investigadores puedan contactar más adelante con los pacientes sobre estudios de seguimiento.`,
        `Anonimizados por defecto, seudonimizados si la finalidad lo exige, y con la reidentificación prohibida.`,
        `En la forma que prefiera cada hospital, ya que el EEDS deja el formato en manos de los titulares de los datos.`,
        `Seudonimizados, con la clave enviada al equipo de investigación para que los registros puedan vincularse más adelante.`,
      ],
      correctAnswer: 1,
      explanation: `El EEDS sigue la minimización de datos: los datos se facilitan anonimizados cuando la finalidad puede cumplirse así, y seudonimizados solo cuando no es posible, con la clave en poder del organismo de acceso a datos de salud. Los usuarios de datos no pueden intentar reidentificar a nadie. Esto refleja la propia norma del RGPD según la cual los datos seudonimizados siguen siendo datos personales (artículo 4, punto 5).`,
    },
  ],
};
