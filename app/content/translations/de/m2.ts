import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie sind Clinical Operations Manager bei Meridian Clinical Research, einem Auftragsforschungsinstitut (CRO), das für einen pharmazeutischen Sponsor eine onkologische Phase-II-Studie an 25 Krankenhäusern in der EU durchführt. Der Sponsor möchte die Papierformulare durch **eConsent** auf Tablets ersetzen. Neben der Hauptprüfung bietet der Prüfplan eine optionale **pharmakogenetische Substudie** an, die die DNA der Teilnehmenden analysiert, sowie eine optionale **Biobank**, die übrig gebliebene Blutproben für die künftige Krebsforschung aufbewahrt.

Der erste Entwurf des eConsent-Ablaufs vom Dienstleister hat am Ende einen einzigen Button „Ich stimme zu“, ein **vorangekreuztes Kästchen** für künftige Forschung und den Hinweis, dass Patientinnen und Patienten, die die genetische Substudie ablehnen, „möglicherweise nicht für die Hauptstudie in Frage kommen“. Eine Study Nurse fragt, ob die unterschriebene Einwilligungserklärung (ICF) die DSGVO-Einwilligung des Unternehmens für alles ist.

Dann trifft eine E-Mail von einem Prüfzentrum in Lyon ein. Eine Teilnehmerin, seit acht Monaten in der Studie, hat in zwei Zeilen geschrieben, dass sie nicht mehr teilnehmen möchte und „ihre Daten raus haben“ will. Das Prüfzentrum fragt, ob sie einen unterschriebenen Brief mit Begründung schicken muss und ob ihre Meldungen schwerwiegender unerwünschter Ereignisse jetzt gelöscht werden müssen.

**Ihre Aufgabe:** Klären Sie, was eine Einwilligung nach der DSGVO wirksam macht, wie sie sich von der Einwilligung nach Aufklärung gemäß der Verordnung über klinische Prüfungen unterscheidet, wie die optionalen Einwilligungen zu gestalten sind und was mit den Daten der Teilnehmerin geschieht, wenn sie ihre Einwilligung widerruft.`,

  training: {
    title: "Einwilligungsmanagement: wirksame Einwilligung, Einwilligung in die Prüfung und Widerruf",
    content: `## Zwei verschiedene Arten der Einwilligung

Teams im klinischen Betrieb haben mit zwei Arten der Einwilligung zu tun, die leicht verwechselt werden.

- **Die Einwilligung nach Aufklärung gemäß der Verordnung über klinische Prüfungen (CTR)** ist eine ethische Anforderung zum Schutz der Teilnehmenden. Sie wird schriftlich erteilt, datiert und unterzeichnet, nach einem Gespräch mit einem nach nationalem Recht qualifizierten Mitglied des Prüfungsteams (Art. 28–29 CTR). Sie liegt vor der Aufnahme in die Prüfung vor, außer in Notfällen, in denen sie nachträglich eingeholt werden darf (Art. 35 CTR).
- **Die Einwilligung nach der DSGVO** ist eine der sechs Rechtsgrundlagen für die Verarbeitung personenbezogener Daten (Art. 6 Abs. 1 Buchst. a DSGVO) und in ihrer ausdrücklichen Form eine der Bedingungen für die Verarbeitung von Gesundheits- und genetischen Daten (Art. 9 Abs. 2 Buchst. a DSGVO).

Die unterschriebene Einwilligungserklärung (ICF) ist **nicht automatisch** die Rechtsgrundlage nach der DSGVO (Stellungnahme 3/2019 des EDSA; Erwägungsgrund 161). Kranke oder abhängige Patientinnen und Patienten sind unter Umständen nicht in der Lage, frei in die Verarbeitung ihrer Daten einzuwilligen; viele Sponsoren stützen die Forschungsverarbeitung daher stattdessen auf die **Wahrnehmung einer Aufgabe im öffentlichen Interesse** oder auf **berechtigte Interessen**, jeweils in Verbindung mit **Art. 9 Abs. 2 Buchst. i oder j DSGVO**. Die Aufgabe im öffentlichen Interesse ist die übliche Wahl öffentlicher Sponsoren wie Universitätskliniken, deren Forschungsauftrag im nationalen Recht festgelegt ist (Art. 6 Abs. 1 Buchst. e, Art. 6 Abs. 3 DSGVO). Sicherheitsmeldungen, Archivierung und Inspektionen beruhen auf einer **rechtlichen Verpflichtung** (Art. 6 Abs. 1 Buchst. c DSGVO) in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO. Die Einwilligung ist also nicht die einzige Grundlage für Prüfungsdaten, und die Unterschrift auf dem ICF ist keine DSGVO-Einwilligung für alles.

## Die fünf Elemente einer wirksamen Einwilligung

Ist die Rechtsgrundlage nach der DSGVO die Einwilligung, ist sie nur wirksam, wenn sie alle **fünf Elemente** aus **Art. 4 Nr. 11** und **Art. 7 DSGVO** aufweist:

- **Freiwillig**: Die Person hat eine echte Wahl und kann ohne Nachteile ablehnen.
- **Für den bestimmten Fall**: Sie deckt einen klar festgelegten Zweck ab, mit einer gesonderten Einwilligung für jeden gesonderten Zweck.
- **In informierter Weise**: Die Person weiß, wer der Verantwortliche ist, was mit den Daten geschieht und dass die Einwilligung widerrufen werden kann.
- **Unmissverständlich**: Es besteht kein Zweifel daran, dass die Person zugestimmt hat.
- **Durch eine eindeutige bestätigende Handlung**: eine Erklärung oder eine bewusste Handlung, etwa das Ankreuzen eines leeren Kästchens oder eine Unterschrift.

**Stillschweigen, Untätigkeit und bereits angekreuzte Kästchen sind keine Einwilligung** (Erwägungsgrund 32). Wer zu Studienvisiten erscheint, willigt damit nicht in etwas ein, das über das tatsächlich Vereinbarte hinausgeht.

## Ausdrückliche Einwilligung und Nachweis

Bei Gesundheits- und genetischen Daten muss eine Einwilligung, die als Bedingung nach Art. 9 dient, **ausdrücklich** sein (Art. 9 Abs. 2 Buchst. a DSGVO): eine ausdrückliche Erklärung, typischerweise eine Unterschrift oder ein gesonderter Bestätigungsklick. Der Verantwortliche muss die Einwilligung **nachweisen** können (Art. 7 Abs. 1 DSGVO). Dokumentieren Sie für jede teilnehmende Person:

- die **Version** des verwendeten Einwilligungsformulars;
- das **Datum**, an dem die Einwilligung erteilt wurde;
- **wer** die Einwilligung eingeholt hat.

Ist das Ersuchen um Einwilligung Teil eines längeren Dokuments wie des ICF, muss es von den anderen Sachverhalten **klar zu unterscheiden** sein, in verständlicher und leicht zugänglicher Form und in einer **klaren und einfachen Sprache** (Art. 7 Abs. 2 DSGVO).

## Wann eine Einwilligung nicht freiwillig ist

Eine Einwilligung ist nicht freiwillig und damit unwirksam, wenn:

- zwischen der Person und dem Verantwortlichen ein **klares Ungleichgewicht** besteht (Erwägungsgrund 43);
- eine Ablehnung oder ein Widerruf für die Person mit **Nachteilen** verbunden wäre (Erwägungsgrund 42);
- sie mit etwas anderem **gekoppelt** ist, etwa wenn eine Leistung oder die Teilnahme von der Einwilligung in eine Verarbeitung abhängig gemacht wird, die dafür nicht erforderlich ist (Art. 7 Abs. 4 DSGVO).

Für klinische Prüfungen bedeutet das: **Optionale Zusatzangebote** wie eine genetische Substudie, künftige Forschung oder eine erneute Kontaktaufnahme müssen **gesonderte Opt-ins** sein. Ihre Ablehnung darf die Teilnahme an der Hauptprüfung nicht berühren. Genetische Probenahmen für eine optionale Substudie dürfen niemals zur Bedingung für die Aufnahme in die Prüfung gemacht werden.

## Gestaltung eines eConsent-Ablaufs

- Stellen Sie die Hauptprüfung und jeden optionalen Zweck auf **getrennten Bildschirmen** oder in getrennten Abschnitten dar.
- Verwenden Sie für jeden optionalen Zweck **nicht angekreuzte** Kästchen oder eigene Buttons; wählen Sie „Ja“ niemals vorab aus.
- Schreiben Sie in **einfacher Sprache** und vermeiden Sie juristischen Fachjargon.
- Sagen Sie vor der Einwilligung klar, dass sie **jederzeit widerrufen** werden kann und wie.
- Erfassen Sie Formularversion, Datum, Uhrzeit und die Identität der Person, die die Einwilligung einholt, in einem Prüfpfad.
- Stellen Sie die Informationen nach Art. 13 bereit, unabhängig von der Rechtsgrundlage (siehe unten).

## Widerruf

Teilnehmende können ihre **Einwilligung jederzeit widerrufen**, und der Widerruf muss **so einfach wie die Erteilung** der Einwilligung sein. Die Betroffenen müssen vor der Einwilligung über dieses Recht informiert werden. Der Widerruf macht die bis dahin erfolgte Verarbeitung **nicht** rechtswidrig (Art. 7 Abs. 3 DSGVO). Wer per Klick oder Unterschrift eingewilligt hat, kann per E-Mail, telefonisch oder persönlich im Prüfzentrum widerrufen; einen schriftlichen, begründeten Brief dürfen Sie nicht verlangen.

Was mit den Daten geschieht, hängt von der Rechtsgrundlage ab:

- **Ist die Einwilligung die Grundlage**, endet die auf der Einwilligung beruhende Verarbeitung.
- Daten dürfen nur auf einer **anderen Rechtsgrundlage** aufbewahrt werden, etwa einer rechtlichen Verpflichtung für Sicherheitsmeldungen und Archivierung.
- Diese andere Grundlage muss **von Anfang an festgelegt und mitgeteilt** worden sein. Sie kann nicht nachträglich ausgetauscht werden: Nach einem Widerruf können Sie nicht einfach auf berechtigte Interessen umsteigen (EDSA-Leitlinien 05/2020).

Unabhängig davon gilt, wenn eine teilnehmende Person **aus der Prüfung ausscheidet**: Nach der CTR berührt der Widerruf der Einwilligung nach Aufklärung weder die bereits durchgeführten Tätigkeiten noch die Verwendung der vor dem Widerruf gewonnenen Daten (Art. 28 Abs. 3 CTR). **Neue Daten werden nicht mehr erhoben.**

**Sicherheitsdaten werden** beim Widerruf **nicht gelöscht**. Meldungen unerwünschter Ereignisse werden aufgrund einer rechtlichen Verpflichtung in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO verarbeitet, und der Trial Master File ist mindestens 25 Jahre lang aufzubewahren (Art. 58 CTR).

## Sekundärnutzung und Biobanken

Beim Einholen der Einwilligung in die Prüfung kann der Sponsor die teilnehmende Person auch um ihre Einwilligung bitten, die Daten **außerhalb des Prüfplans** zu verwenden, **ausschließlich für wissenschaftliche Zwecke**; diese Einwilligung kann jederzeit widerrufen werden (Art. 28 Abs. 2 CTR). Erwägungsgrund 33 erkennt an, dass Forschungszwecke bei der Erhebung oft nicht vollständig angegeben werden können, und lässt eine Einwilligung für **bestimmte Bereiche wissenschaftlicher Forschung** zu, etwa eine Biobank für die Krebsforschung, wenn die anerkannten ethischen Standards eingehalten werden. Die Einwilligung erstreckt sich nicht auf jeden späteren Zweck: Ein Zweck außerhalb des vereinbarten Bereichs muss gesondert und gemeinsam mit dem Datenschutzbeauftragten geprüft werden, bevor Daten dafür verwendet werden.

## Schutzbedürftige Teilnehmende

- Bei **Minderjährigen** und **nicht einwilligungsfähigen Erwachsenen** willigt ein **gesetzlicher Vertreter** ein, und die teilnehmende Person wird so weit wie möglich in die Entscheidung einbezogen (Art. 31–32 CTR).
- In **Notfällen**, wenn der Patient nicht einwilligen kann und kein gesetzlicher Vertreter rechtzeitig erreichbar ist, erlaubt die CTR die Aufnahme zuerst und die Einwilligung **danach**, durch den Patienten oder den Vertreter, unter den strengen Bedingungen des Art. 35 CTR und wie im genehmigten Prüfplan vorgesehen.
- Die Altersgrenze von **16** Jahren nach der DSGVO (die die Mitgliedstaaten auf 13 absenken dürfen) gilt nur für die Einwilligung eines Kindes in **Online-Dienste** (Art. 8 Abs. 1 DSGVO). Sie regelt nicht die Aufnahme Minderjähriger in klinische Prüfungen, auch nicht bei Verwendung einer eConsent-App.

## Transparenz, unabhängig von der Rechtsgrundlage

Bei der Erhebung müssen die Teilnehmenden die Informationen nach **Art. 13 DSGVO** erhalten: die Identität des Verantwortlichen und die Kontaktdaten des Datenschutzbeauftragten, die Zwecke und die Rechtsgrundlage, die Empfänger, Übermittlungen außerhalb der EU, die Speicherdauer, ihre Rechte und das Recht auf Beschwerde bei einer Aufsichtsbehörde. Die Transparenzpflicht gilt, ob Sie sich auf Einwilligung, Aufgabe im öffentlichen Interesse, berechtigte Interessen oder eine rechtliche Verpflichtung stützen.

## Das Wichtigste in Kürze

- Die Einwilligung nach Aufklärung gemäß CTR und die Einwilligung nach der DSGVO sind **zwei verschiedene Dinge**; die Unterschrift auf dem ICF ist nicht automatisch die Rechtsgrundlage.
- Eine wirksame Einwilligung hat **fünf Elemente**: freiwillig, für den bestimmten Fall, in informierter Weise, unmissverständlich und durch eine eindeutige bestätigende Handlung abgegeben.
- Eine ausdrückliche Einwilligung ist erforderlich, wenn die Einwilligung die Bedingung nach Art. 9 für Gesundheits- oder genetische Daten ist, und Sie müssen sie nachweisen können.
- Optionale Zusatzangebote sind **gesonderte, nicht vorangekreuzte Opt-ins**, die die Teilnahme an der Hauptprüfung nicht berühren.
- Ein Widerruf ist jederzeit möglich und so einfach wie die Einwilligung; er beendet die auf der Einwilligung beruhende Verarbeitung, löscht aber keine Sicherheitsdaten, die aufgrund einer rechtlichen Verpflichtung gespeichert sind.`,
  },

  questions: [
    {
      id: 9,
      question:
        "Der eConsent-Entwurf des Dienstleisters zeigt die Option „Ich bin damit einverstanden, dass meine Proben und Daten für die künftige Krebsforschung verwendet werden“ mit bereits gesetztem Häkchen. Die Teilnehmenden können es vor der Unterschrift entfernen. Ist das eine wirksame Einwilligung für die Biobank?",
      options: [
        "Ja: Die Teilnehmenden können das Häkchen entfernen; wer es stehen lässt, hat sich also für die Teilnahme entschieden.",
        "Ja, sofern die Biobank direkt neben dem Kästchen in einfacher, gut verständlicher Sprache erläutert wird.",
        "Nein: Ein vorangekreuztes Kästchen ist keine eindeutige bestätigende Handlung; nötig ist ein leeres Kästchen.",
        "Nein: Eine Einwilligung in künftige Forschung ist nie wirksam, weil sich deren Zwecke nicht im Voraus festlegen lassen.",
      ],
      correctAnswer: 2,
      explanation:
        "Eine wirksame Einwilligung erfordert eine Erklärung oder eine eindeutige bestätigende Handlung (Art. 4 Nr. 11 DSGVO), und nach Erwägungsgrund 32 sind bereits angekreuzte Kästchen und Stillschweigen keine Einwilligung. Eine Einwilligung in künftige Forschung ist möglich: Erwägungsgrund 33 lässt eine Einwilligung für bestimmte Forschungsbereiche wie eine Biobank zu, unter Einhaltung ethischer Standards; sie muss aber durch aktives Ankreuzen eines leeren Kästchens erteilt werden.",
    },
    {
      id: 10,
      question:
        "Ein Prüfzentrum teilt Patientinnen und Patienten mit, dass sie an der onkologischen Hauptprüfung nur teilnehmen können, wenn sie auch der optionalen pharmakogenetischen Substudie zustimmen. Worin liegt das Problem?",
      options: [
        "Die Einwilligung in die Substudie ist nicht freiwillig, weil die Aufnahme in die Hauptprüfung von ihr abhängt.",
        "Es gibt keines, sofern die Substudie in einfacher Sprache erläutert und für die DNA eine ausdrückliche Einwilligung eingeholt wird.",
        "Die Substudie muss entfallen: Genetische Tests dürfen neben einer Therapiestudie überhaupt nicht angeboten werden.",
        "Nur eine Dokumentationslücke: Das ICF muss erklären, warum die Substudie für die Hauptprüfung benötigt wird.",
      ],
      correctAnswer: 0,
      explanation:
        "Eine Einwilligung, die mit etwas anderem gekoppelt ist oder deren Verweigerung Nachteile mit sich bringt, ist nicht freiwillig (Art. 7 Abs. 4 DSGVO, Erwägungsgrund 42), und eine ausdrückliche Formulierung kann das nicht heilen. Optionale Zusatzangebote wie genetische Substudien müssen gesonderte Opt-ins sein, und ihre Ablehnung darf die Teilnahme an der Hauptprüfung nicht berühren. Genetische Substudien sind zulässig; der Fehler liegt in der Bedingung.",
    },
    {
      id: 11,
      question:
        "Eine Study Nurse sagt: „Die Teilnehmerin hat die Einwilligungserklärung nach der Verordnung über klinische Prüfungen unterschrieben, also ist diese Unterschrift unsere DSGVO-Einwilligung für jede Verarbeitung ihrer Daten.“ Was trifft zu?",
      options: [
        "Richtig: Eine unterschriebene CTR-Einwilligung ist eine ausdrückliche Einwilligung und deckt jede Verarbeitung ihrer Prüfungsdaten ab.",
        "Richtig, sofern das Formular nach einem Gespräch mit einem qualifizierten Mitglied des Prüfungsteams unterschrieben wurde.",
        "Nur für Sicherheitsdaten falsch; für die übrigen Prüfungsdaten ist die ICF-Unterschrift die DSGVO-Einwilligung.",
        "Falsch: Die CTR-Einwilligung schützt die Teilnehmenden, ist aber nicht von selbst die Rechtsgrundlage nach der DSGVO.",
      ],
      correctAnswer: 3,
      explanation:
        "Die Einwilligung nach Aufklärung gemäß CTR (Art. 28–29 CTR) ist eine Anforderung zum Schutz der Teilnehmenden und nicht automatisch die Rechtsgrundlage nach der DSGVO (Stellungnahme 3/2019 des EDSA; Erwägungsgrund 161). Viele Sponsoren stützen die Forschung auf die Wahrnehmung einer Aufgabe im öffentlichen Interesse oder auf berechtigte Interessen in Verbindung mit Art. 9 Abs. 2 Buchst. i oder j DSGVO und die Sicherheitsverarbeitung auf eine rechtliche Verpflichtung, unabhängig vom Wortlaut des ICF.",
    },
    {
      id: 12,
      question:
        "Eine Teilnehmerin schreibt dem Prüfzentrum in Lyon per E-Mail: „Ich möchte nicht mehr teilnehmen und widerrufe meine Einwilligung.“ Das Prüfzentrum antwortet, ein Widerruf werde nur per unterschriebenem Brief mit Begründung akzeptiert. Hat das Prüfzentrum recht?",
      options: [
        "Ja: Für den Trial Master File ist ein unterschriebener Widerruf nötig, und die Gründe helfen bei der Sicherheitsbewertung.",
        "Nein: Sie kann jederzeit widerrufen, und der Widerruf muss so einfach sein wie die Einwilligung.",
        "Nein, aber die E-Mail muss bei ihrer nächsten Studienvisite bestätigt werden, bevor der Widerruf wirksam wird.",
        "Ja, wenn im ICF steht, dass der Widerruf schriftlich erfolgen muss, wie es in vielen ICFs der Fall ist.",
      ],
      correctAnswer: 1,
      explanation:
        "Nach Art. 7 Abs. 3 DSGVO kann eine Person ihre Einwilligung jederzeit widerrufen, und der Widerruf muss so einfach wie die Erteilung der Einwilligung sein; ihre E-Mail wird also mit dem Eingang wirksam. Das Prüfzentrum kann den Widerruf in der Akte vermerken und sie, ohne darauf zu bestehen, fragen, ob sie noch zu einer Sicherheits-Nachuntersuchung kommt.",
    },
    {
      id: 13,
      question:
        "Für eine Notfallstudie zum Schlaganfall gibt es einen genehmigten Prüfplan für Patienten, die nicht einwilligen können. Eine Patientin wird innerhalb des Behandlungsfensters bewusstlos eingeliefert, und kein Angehöriger ist rechtzeitig erreichbar. Der Prüfer fragt, was die CTR erlaubt.",
      options: [
        "Aufnahme jetzt, wenn die Bedingungen des Art. 35 CTR erfüllt sind; die Einwilligung wird danach bei ihr oder einem Vertreter eingeholt.",
        "Keine Aufnahme: Ohne vorherige schriftliche Einwilligung von ihr oder einem Vertreter darf eine Patientin in keinem Fall aufgenommen werden.",
        "Aufnahme auf Grundlage der lebenswichtigen Interessen nach der DSGVO; danach muss niemand mehr einwilligen.",
        "Aufnahme, wenn ein zweiter Arzt zustimmt; die Ethik-Kommission wird informiert, statt später eine Einwilligung einzuholen.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 35 CTR erlaubt es, in einer Notfallprüfung einen Patienten aufzunehmen, der nicht einwilligen kann, wenn innerhalb des therapeutischen Zeitfensters kein gesetzlicher Vertreter erreichbar ist, unter den strengen Bedingungen dieses Artikels und wie im genehmigten Prüfplan vorgesehen; die Einwilligung wird dann so bald wie möglich beim Vertreter oder beim Patienten eingeholt. Lebenswichtige Interessen sind ein Tatbestand der DSGVO, keine Einwilligung nach der CTR.",
    },
    {
      id: 14,
      question:
        "Die Biobank verarbeitet Daten auf Grundlage einer Einwilligung, die eine Teilnehmerin nun widerrufen hat. Ein Projektmanager schlägt vor, ihre Biobankdaten stattdessen auf Grundlage berechtigter Interessen weiter zu nutzen. Was trifft zu?",
      options: [
        "Ja, sofern eine Interessenabwägung dokumentiert und sie innerhalb eines Monats über die neue Grundlage informiert wird.",
        "Nein, weil berechtigte Interessen in der Forschung niemals als Grundlage für Gesundheitsdaten dienen können.",
        "Teilweise: Neue Proben entfallen, aber ihre gespeicherten Daten dürfen in der Biobank aufgrund berechtigter Interessen weiter genutzt werden.",
        "Nein: Alle Verarbeitungen auf Grundlage ihrer Einwilligung enden, und eine neue Grundlage lässt sich nicht nachschieben.",
      ],
      correctAnswer: 3,
      explanation:
        "Wird die Einwilligung widerrufen, muss die darauf beruhende Verarbeitung enden (Art. 7 Abs. 3 DSGVO). Daten dürfen nur auf einer anderen Grundlage aufbewahrt werden, die von Anfang an festgelegt und mitgeteilt wurde, etwa einer rechtlichen Verpflichtung für Sicherheit und Archivierung; ein nachträglicher Wechsel der Grundlage ist unzulässig (EDSA-Leitlinien 05/2020). Berechtigte Interessen in Verbindung mit Art. 9 Abs. 2 Buchst. j DSGVO können Forschung tragen, aber nur, wenn sie vor Beginn der Verarbeitung gewählt und mitgeteilt wurden.",
    },
    {
      id: 15,
      question:
        "Eine Koordinatorin argumentiert: Da dieser Mitgliedstaat die Altersgrenze nach Art. 8 DSGVO auf 13 Jahre abgesenkt hat, kann sich eine 15-Jährige über die eConsent-App selbst in eine pädiatrische Prüfung aufnehmen lassen. Stimmt das?",
      options: [
        "Ja: Die App ist ein Online-Dienst, daher regelt Art. 8 die Aufnahme, und ihre eigene Einwilligung genügt.",
        "Nein: Art. 8 gilt nur für Online-Dienste; ihr gesetzlicher Vertreter willigt ein, und sie wird einbezogen.",
        "Ja, sofern ein Elternteil nach der Aufnahme informiert wird und nicht binnen zwei Wochen widerspricht.",
        "Nein: Mit 15 ist sie zu jung, um überhaupt an der Entscheidung mitzuwirken, daher entscheiden allein die Eltern.",
      ],
      correctAnswer: 1,
      explanation:
        "Die Altersgrenze von 16 Jahren nach der DSGVO, die die Mitgliedstaaten auf 13 absenken dürfen, gilt nur für die Einwilligung von Kindern in Online-Dienste (Art. 8 Abs. 1 DSGVO). Nach Art. 31–32 CTR willigt für Minderjährige ein gesetzlicher Vertreter ein, und die Minderjährige wird so weit in die Entscheidung einbezogen, wie es ihr Verständnis erlaubt.",
    },
    {
      id: 16,
      question:
        "Eine Universitätsklinik, eine öffentliche Stelle, ist Sponsor einer akademischen Prüfung; das nationale Recht zählt Forschung zu ihren Aufgaben im öffentlichen Interesse. Ihr Entwurf der Datenschutzhinweise nennt die unterschriebene Einwilligung der Teilnehmenden als Rechtsgrundlage nach der DSGVO. Welche Grundlage passt besser?",
      options: [
        "Die Einwilligung, wie entworfen: Die CTR verlangt ohnehin eine Einwilligung nach Aufklärung, also ist sie auch die sicherste DSGVO-Grundlage.",
        "Berechtigte Interessen (Art. 6 Abs. 1 Buchst. f DSGVO), die übliche Grundlage für die Forschungsverarbeitung jedes Sponsors.",
        "Aufgabe im öffentlichen Interesse (Art. 6 Abs. 1 Buchst. e), verankert in diesem Gesetz, mit Art. 9 Abs. 2 Buchst. j für die Gesundheitsdaten.",
        "Rechtliche Verpflichtung (Art. 6 Abs. 1 Buchst. c DSGVO), da eine öffentliche Klinik bei jeder Tätigkeit auf Grundlage nationalen Rechts handelt.",
      ],
      correctAnswer: 2,
      explanation:
        "Die Wahrnehmung einer Aufgabe im öffentlichen Interesse braucht eine Grundlage im Unionsrecht oder im Recht der Mitgliedstaaten (Art. 6 Abs. 3 DSGVO), die der Forschungsauftrag der Klinik liefert, und auch Art. 9 Abs. 2 Buchst. j DSGVO setzt ein solches Gesetz voraus (Stellungnahme 3/2019 des EDSA). Behörden können sich bei der Erfüllung ihrer Aufgaben nicht auf berechtigte Interessen stützen (Art. 6 Abs. 1 Unterabs. 2 DSGVO), Forschung ist keine rechtliche Verpflichtung, und die CTR-Einwilligung ist nicht automatisch die DSGVO-Grundlage.",
    },
  ],
};
