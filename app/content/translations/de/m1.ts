import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie sind Compliance Lead in der Bostoner Zentrale von Calloway Therapeutics, einem pharmazeutischen Sponsor mit Hauptsitz in den USA. Calloway führt an 40 Krankenhäusern in Irland, Deutschland, Spanien und Polen eine Phase-III-Studie mit einem neuen Arzneimittel gegen Herzinsuffizienz durch. Die Studie wird von Calloways irischer Tochtergesellschaft gesteuert und im Tagesgeschäft von einem Auftragsforschungsinstitut (CRO) durchgeführt. Die Prüfzentren senden **schlüsselcodierte Daten** an ein EDC-System auf Servern in Virginia, und Calloways Biostatistik- und Sicherheitsteams in Boston arbeiten täglich mit diesen Daten.

In der heutigen Leitungsrunde sind drei Fragen auf Ihrem Tisch gelandet. Der Vice President Clinical Development fragt: „Wir sind ein amerikanisches Unternehmen, und die Server stehen in den USA. Gilt die DSGVO für uns überhaupt?“ Die Leiterin Regulatory Affairs sagt: „Die FDA-Vorschriften verpflichten uns, diese Unterlagen aufzubewahren, das ist doch sicher unsere Rechtsgrundlage?“ Und der Chief Financial Officer möchte wissen, was ein Bußgeld kosten könnte und ob es auf den Umsatz der kleinen irischen Tochtergesellschaft begrenzt wäre.

**Ihre Aufgabe:** Klären Sie, ob und warum die DSGVO für Calloway gilt, welche **Rechtsgrundlage** nach Art. 6 Abs. 1 DSGVO und welche **Bedingung nach Art. 9 Abs. 2 DSGVO** die jeweilige Nutzung der Studiendaten tragen und wer wofür verantwortlich ist.`,

  training: {
    title: "Rechtsgrundlagen: Wann die DSGVO gilt und was eine Verarbeitung rechtmäßig macht",
    content: `## Warum ein Sponsor aus Boston unter die DSGVO fällt

Die DSGVO folgt der Verarbeitung, nicht dem Firmensitz. Nach **Art. 3 Abs. 1 DSGVO** gilt sie für Verarbeitungen, die **im Rahmen der Tätigkeiten einer Niederlassung in der EU** erfolgen, unabhängig davon, wo die Verarbeitung selbst stattfindet. Steuert eine EU-Tochtergesellschaft eine klinische Prüfung, unterliegen ihre Daten der DSGVO, auch wenn sie in den USA gespeichert oder ausgewertet werden. Nach **Art. 3 Abs. 2 DSGVO** erfasst die DSGVO auch Organisationen ganz ohne Niederlassung in der EU, wenn sie Personen in der EU **Waren oder Dienstleistungen anbieten** oder deren Verhalten dort **beobachten**.

- **Die Staatsangehörigkeit spielt keine Rolle** (Erwägungsgrund 14). Ein US-Bürger, der an einem Prüfzentrum in Dublin teilnimmt, ist genauso geschützt wie ein irischer Patient.
- **Der Serverstandort spielt keine Rolle.** Werden Daten in den USA gehostet, fallen sie dadurch nicht aus der DSGVO heraus; es kommen zusätzlich die Übermittlungsregeln von Kapitel V hinzu (Art. 44 DSGVO).
- Ein Verantwortlicher außerhalb der EU, der nur nach Art. 3 Abs. 2 erfasst ist, braucht einen **Vertreter in der Union** (Art. 27 DSGVO); das ist eine andere Rolle als der **rechtliche Vertreter** des Sponsors nach Art. 74 CTR.

## Schlüsselcodierte Daten bleiben personenbezogene Daten

Die Prüfzentren ersetzen Namen durch Teilnehmernummern und führen die Identifizierungsliste. Das Ergebnis sind **pseudonymisierte Daten** (Art. 4 Nr. 5 DSGVO), keine anonymen Daten (Erwägungsgrund 26): Das Prüfzentrum kann jeden Datensatz wieder zuordnen, und Monitore sehen die Originaldaten. In der Rechtssache **EDSB/SRB** (C-413/23 P, 2025) hat der Gerichtshof die Identifizierbarkeit aus Sicht des Besitzers der Daten beurteilt; ein Sponsor mit Monitoring-Zugang verfügt weiterhin über personenbezogene Daten. Die Erfüllung eines US-Standards zur **HIPAA-De-Identifizierung** ist nicht dasselbe wie eine Anonymisierung; maßgeblich ist der Test nach Erwägungsgrund 26.

## Die sechs Rechtsgrundlagen des Art. 6 Abs. 1 DSGVO

Jeder Verarbeitungsvorgang braucht mindestens eine der **sechs Rechtsgrundlagen** aus **Art. 6 Abs. 1 DSGVO**:

- **Buchst. a: Einwilligung** der betroffenen Person
- **Buchst. b: Vertrag** mit der betroffenen Person
- **Buchst. c: rechtliche Verpflichtung**, der der Verantwortliche unterliegt
- **Buchst. d: lebenswichtige Interessen** der betroffenen Person oder einer anderen Person
- **Buchst. e: Aufgabe im öffentlichen Interesse** oder in Ausübung öffentlicher Gewalt
- **Buchst. f: berechtigte Interessen**, die eine dokumentierte **Interessenabwägung** mit den Interessen und Rechten der betroffenen Person erfordern (Erwägungsgrund 47)

**Keine Rechtsgrundlage hat Vorrang vor einer anderen.** Die Einwilligung ist nicht der Regelfall; wählen Sie für jeden Zweck vor Beginn der Verarbeitung die passende Grundlage und dokumentieren Sie sie.

**Rechtliche Verpflichtung** und **Aufgabe im öffentlichen Interesse** brauchen eine Grundlage im **Unionsrecht oder im Recht der Mitgliedstaaten** (Art. 6 Abs. 3 DSGVO). **FDA-Vorschriften allein genügen nicht**: Eine US-Vorschrift kann erklären, warum das Unternehmen Unterlagen aufbewahren möchte, sie kann aber für sich genommen keine Grundlage nach Art. 6 Abs. 1 Buchst. c DSGVO liefern.

## Gesundheitsdaten brauchen einen zweiten Schlüssel: Art. 9 Abs. 2 DSGVO

Gesundheits- und genetische Daten gehören zu den **besonderen Kategorien** personenbezogener Daten. Ihre Verarbeitung braucht **eine Grundlage nach Art. 6 plus eine Bedingung nach Art. 9 Abs. 2**; eine Grundlage nach Art. 6 allein genügt nie. In der Pharmabranche sind vor allem diese Bedingungen wichtig:

- **Art. 9 Abs. 2 Buchst. a** ausdrückliche Einwilligung
- **Art. 9 Abs. 2 Buchst. c** lebenswichtige Interessen
- **Art. 9 Abs. 2 Buchst. h** Gesundheitsversorgung
- **Art. 9 Abs. 2 Buchst. i** öffentliche Gesundheit, einschließlich der Sicherheit von Arzneimitteln
- **Art. 9 Abs. 2 Buchst. j** wissenschaftliche Forschung nach Art. 89 Abs. 1

Die Buchstaben i und j wirken nicht für sich allein. Beide brauchen ein **Gesetz der Union oder eines Mitgliedstaats**, das die Verarbeitung mit angemessenen und spezifischen Garantien vorsieht; für Buchstabe j muss dieses Gesetz außerdem Art. 89 Abs. 1 wahren und in angemessenem Verhältnis zum Forschungsziel stehen. Für die Sicherheitsverarbeitung übernehmen die CTR und das Pharmakovigilanzrecht diese Rolle; für die Forschung sollte der Datenschutzbeauftragte in jedem Land, in dem Daten erhoben werden, die einschlägige Vorschrift benennen. Nationales Recht kann zusätzliche Bedingungen vorsehen (Art. 9 Abs. 4, Art. 89 Abs. 2 DSGVO). Gesundheitsdaten brauchen daher **nicht** immer eine Einwilligung, aber jeder Weg muss einem Zweck und, bei i und j, einem Gesetz zugeordnet sein.

## Öffentliche Stellen als Sponsoren

Universitätskliniken, öffentliche Forschungsinstitute und andere öffentliche Stellen sind Sponsoren vieler akademischer Studien. Weist ihnen das nationale Recht die Forschung als Aufgabe im öffentlichen Interesse zu, ist ihre übliche Grundlage die **Aufgabe im öffentlichen Interesse** (Art. 6 Abs. 1 Buchst. e DSGVO) in Verbindung mit Art. 9 Abs. 2 Buchst. i oder j; dieses Gesetz ist die Verankerung, die Art. 6 Abs. 3 verlangt (Stellungnahme 3/2019 des EDSA). Ein kommerzieller Sponsor ohne einen solchen gesetzlichen Auftrag kann sich nicht einfach auf eine Aufgabe im öffentlichen Interesse berufen; er stützt sich stattdessen auf berechtigte Interessen oder eine ausdrückliche Einwilligung.

## Wie die Grundlagen in einer klinischen Prüfung und nach der Zulassung greifen

Der EDSA hat die Kombinationen für klinische Prüfungen in der **Stellungnahme 3/2019** (23. Januar 2019) erläutert:

- **Gesetzlich vorgeschriebene Verarbeitungen zu Sicherheit und Zuverlässigkeit**, etwa Sicherheitsmeldungen, die Archivierung des Trial Master File (TMF) über mindestens 25 Jahre (Art. 58 CTR) und Inspektionen, beruhen auf **Art. 6 Abs. 1 Buchst. c in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO**.
- **Reine Forschungsverarbeitungen** beruhen auf **ausdrücklicher Einwilligung, Aufgabe im öffentlichen Interesse oder berechtigten Interessen**, jeweils in Verbindung mit **Art. 9 Abs. 2 Buchst. a, i oder j DSGVO**.

Die **Pharmakovigilanz** endet nicht mit dem Ende der Prüfung. Nach der Zulassung muss das Unternehmen **Spontanmeldungen** über Verdachtsfälle von Nebenwirkungen von Ärzten, Apothekern und Patienten sowie in der **medizinischen Fachliteratur** beschriebene Fälle erfassen und bewerten (Richtlinie 2001/83/EG, Verordnung (EG) Nr. 726/2004). Wie die Sicherheitsmeldungen in der Prüfung ist das eine rechtliche Verpflichtung auf Grundlage von Art. 6 Abs. 1 Buchst. c in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO; gegen eine vorgeschriebene Sicherheitsmeldung gibt es also **kein Opt-out**.

Wissenschaftliche Forschung ist weit auszulegen und umfasst auch **privat finanzierte** Forschung (Erwägungsgrund 159); die Weiterverwendung von Daten für die Forschung gilt als vereinbar, wenn **Garantien nach Art. 89 Abs. 1** bestehen (Art. 5 Abs. 1 Buchst. b DSGVO).

## Wer verantwortlich ist: Verantwortliche und Auftragsverarbeiter

Die Rollen folgen den tatsächlichen Verhältnissen, **nicht den Bezeichnungen im Vertrag** (Art. 4 Nr. 7–8 DSGVO; EDSA-Leitlinien 07/2020). Der **Verantwortliche** entscheidet über Zwecke und Mittel der Verarbeitung; der **Auftragsverarbeiter** handelt in seinem Auftrag.

- Der **Sponsor** ist in der Regel der Verantwortliche, auch wenn er nie den Namen einer teilnehmenden Person sieht.
- Das **CRO** ist in der Regel **Auftragsverarbeiter** und an einen Vertrag nach Art. 28 DSGVO gebunden; das Hosting des EDC-Systems macht es nicht zum Verantwortlichen.
- Ein **Prüfzentrum** kann Auftragsverarbeiter, **gemeinsam Verantwortlicher** (Art. 26 DSGVO) oder eigenständiger Verantwortlicher sein, und für seine eigenen Krankenakten ist es stets selbst verantwortlich.

## Gemeinsam Verantwortliche und das Prüfzentrum (Art. 26 DSGVO)

Legen zwei oder mehr Organisationen **gemeinsam** die Zwecke und Mittel der Verarbeitung fest, sind sie **gemeinsam Verantwortliche** (Art. 26 Abs. 1 DSGVO). Ein Sponsor und eine Universitätsklinik, die eine Studie gemeinsam konzipieren, befinden sich in dieser Lage; ein Prüfzentrum, das nur einen vom Sponsor verfassten Prüfplan umsetzt, ist für die Prüfungsdaten in der Regel Auftragsverarbeiter des Sponsors.

- Gemeinsam Verantwortliche legen ihre **jeweiligen Zuständigkeiten in einer Vereinbarung** fest, insbesondere wer die Teilnehmenden informiert und wer ihre Anträge beantwortet, und stellen **das Wesentliche dieser Vereinbarung** den betroffenen Personen zur Verfügung (Art. 26 Abs. 2 DSGVO).
- Unabhängig von der Vereinbarung kann eine Person ihre Rechte **gegenüber jedem einzelnen** der Verantwortlichen geltend machen (Art. 26 Abs. 3 DSGVO).
- Gemeinsame Verantwortlichkeit bedeutet keine gleiche Verantwortung: Der Anteil jedes Verantwortlichen richtet sich nach seiner tatsächlichen Beteiligung (EDSA-Leitlinien 07/2020).

## Eigene Daten von Prüfern und Angehörigen der Gesundheitsberufe

Sponsoren und CROs verarbeiten auch die **eigenen personenbezogenen Daten von Prüfern und anderen Angehörigen der Gesundheitsberufe**: Lebensläufe und GCP-Schulungsnachweise, Kontaktdaten im Trial Master File (TMF), Namen in Prüfpfaden und Zahlungen an Ärztinnen und Ärzte.

- Diese Personen haben **dieselben Rechte** wie die Teilnehmenden und müssen informiert werden (Art. 13–14 DSGVO).
- Die Aufbewahrung von Lebensläufen und Schulungsnachweisen der Prüfer im TMF ist eine **rechtliche Verpflichtung** nach der CTR (Art. 6 Abs. 1 Buchst. c DSGVO); die Auswahl von Prüfzentren und die Pflege der Beziehungen beruhen in der Regel auf **berechtigten Interessen** (Art. 6 Abs. 1 Buchst. f DSGVO) mit dokumentierter Interessenabwägung.
- Die Offenlegung von Zahlungen an Angehörige der Gesundheitsberufe ist in manchen Ländern gesetzlich vorgeschrieben und beruht ansonsten auf Branchenkodizes: Fragen Sie den Datenschutzbeauftragten, welche Grundlage wo gilt.

## Rechenschaftspflicht, Datenschutzbeauftragter und Bußgelder

Nach dem Grundsatz der **Rechenschaftspflicht** (Art. 5 Abs. 2, Art. 24 DSGVO) muss der Verantwortliche die Einhaltung **nachweisen** können, beginnend mit dem **Verzeichnis von Verarbeitungstätigkeiten nach Art. 30**, das er der Aufsichtsbehörde auf Anfrage vorlegt.

- Ein **Datenschutzbeauftragter** ist verpflichtend, wenn die Kerntätigkeit in der umfangreichen Verarbeitung besonderer Kategorien von Daten besteht (Art. 37 Abs. 1 Buchst. c DSGVO). Ein einziger Datenschutzbeauftragter kann für die gesamte Unternehmensgruppe zuständig sein (Art. 37 Abs. 2 DSGVO); er ist unabhängig und berichtet unmittelbar der höchsten Managementebene (Art. 38 Abs. 3 DSGVO).
- Für die Einhaltung haftet das **Unternehmen**, nicht der Datenschutzbeauftragte.

**Geldbußen** (Art. 83 DSGVO) betragen bis zu **20 Mio. EUR oder 4 %** des weltweiten Jahresumsatzes, je nachdem, welcher Betrag höher ist, bei Verstößen gegen die Grundsätze, die Rechtsgrundlagen, Art. 9, die Betroffenenrechte oder die Übermittlungsregeln, und bis zu **10 Mio. EUR oder 2 %** bei Verstößen gegen Art. 25 bis 39. **Maßgeblich ist der Konzernumsatz** (Erwägungsgrund 150), nicht nur der Umsatz der Tochtergesellschaft.

## Ein globales Verfahren, mehrere Regelwerke

Globale Teams arbeiten oft unter mehreren Regelwerken zugleich: der DSGVO, dem Gesundheits- und Forschungsrecht der Mitgliedstaaten, der CTR und US-Vorschriften wie HIPAA und den FDA-Regeln. Wer einen US-Standard erfüllt, genügt damit nicht der DSGVO. Eine verbreitete **Faustregel** für ein einheitliches globales Verfahren lautet, sich an der **strengsten** anwendbaren Anforderung auszurichten. Das ist gute Praxis, **keine Rechtsregel**: Sie kann einen echten Konflikt zwischen Gesetzen nicht lösen (eine ausländische Gerichtsanordnung etwa rechtfertigt eine Übermittlung nur auf Grundlage einer internationalen Übereinkunft, Art. 48 DSGVO), und sie ersetzt nie, was jedes Regelwerk selbst verlangt: seine **eigenen Empfänger**, Inhalte und Fristen. Fragen Sie den Datenschutzbeauftragten, wo die Länder voneinander abweichen.

## Das Wichtigste in Kürze

- Die DSGVO gilt über die Niederlassung in der EU, unabhängig vom Serverstandort und von der Staatsangehörigkeit der Teilnehmenden.
- Jede Nutzung braucht eine der **sechs Grundlagen nach Art. 6 Abs. 1**; Gesundheitsdaten brauchen zusätzlich eine **Bedingung nach Art. 9 Abs. 2**, und die Buchstaben i und j ein stützendes Gesetz.
- Die Sicherheitsverarbeitung, in der Prüfung wie nach der Zulassung, beruht auf Art. 6 Abs. 1 Buchst. c in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO.
- Die Rollen folgen den tatsächlichen Verhältnissen; Bußgelder bemessen sich nach dem Konzernumsatz.`,
  },

  questions: [
    {
      id: 1,
      question:
        "Calloways US-Vice-President argumentiert: „Wir sind ein Bostoner Unternehmen, und die Studiendatenbank liegt auf Servern in Virginia, also gilt die DSGVO nicht für die EU-Studie, die unsere irische Tochtergesellschaft durchführt.“ Was ist die richtige Antwort?",
      options: [
        "Für die US-Kopien hat er recht: Nur die Daten, die die irische Tochter auf EU-Servern speichert, fallen unter die DSGVO.",
        "Er irrt: Jede Verarbeitung im Rahmen der Tätigkeiten der irischen Tochter ist erfasst, wo immer sie stattfindet.",
        "Er irrt, aber nur weil die Teilnehmenden EU-Bürger sind, deren Daten die DSGVO überallhin begleitet und schützt.",
        "Er hat recht, sobald Calloway einen rechtlichen Vertreter nach Art. 74 CTR bestellt, der dann die DSGVO-Pflichten trägt.",
      ],
      correctAnswer: 1,
      explanation:
        "Nach Art. 3 Abs. 1 DSGVO gilt die DSGVO für Verarbeitungen im Rahmen der Tätigkeiten einer Niederlassung in der EU, unabhängig davon, wo die Verarbeitung stattfindet; US-Server ändern daran nichts. Die Staatsangehörigkeit spielt keine Rolle (Erwägungsgrund 14): Auch ein US-Bürger an einem Prüfzentrum in Dublin ist geschützt. Der rechtliche Vertreter nach der CTR ist eine eigene Rolle, die die DSGVO nicht ausschaltet.",
    },
    {
      id: 2,
      question:
        "Die Prüfzentren senden Calloway nur schlüsselcodierte Daten: Teilnehmernummern statt Namen, die Identifizierungsliste bleibt im jeweiligen Prüfzentrum. Calloways Monitore prüfen bei Besuchen vor Ort die Originaldaten. Wie sind die codierten Daten in der Datenbank des Sponsors einzuordnen?",
      options: [
        "Als anonyme Daten für Calloway, weil nur die Prüfzentren den Schlüssel haben und die Datenbank überhaupt keine Namen enthält.",
        "Als nach HIPAA de-identifizierte Daten, die die DSGVO als anonym behandelt, sobald ein Sachverständiger die Methode zertifiziert hat.",
        "Als pseudonymisierte Daten, die die DSGVO nur erfasst, solange sie innerhalb der EU gespeichert und ausgewertet werden.",
        "Als pseudonymisierte personenbezogene Daten: Die Prüfzentren können sie zuordnen, Calloways Monitore sehen Originaldaten.",
      ],
      correctAnswer: 3,
      explanation:
        "Schlüsselcodierte Daten sind pseudonymisiert, nicht anonym (Art. 4 Nr. 5 DSGVO, Erwägungsgrund 26): Die Liste des Prüfzentrums ermöglicht die Zuordnung, und Monitore sehen die Originaldaten. Seit EDSB/SRB (C-413/23 P) wird die Identifizierbarkeit aus Sicht des Besitzers beurteilt, und ein Sponsor mit Monitoring-Zugang verfügt weiterhin über personenbezogene Daten. Die HIPAA-De-Identifizierung ist nicht der Maßstab der DSGVO. Wo die Datenbank gehostet wird, ändert daran nichts (Art. 3 Abs. 1 DSGVO).",
    },
    {
      id: 3,
      question:
        "Die Leiterin Regulatory Affairs sagt: „Die FDA-Vorschriften verlangen, dass wir diese Studienunterlagen aufbewahren, also ist Art. 6 Abs. 1 Buchst. c, die rechtliche Verpflichtung, unsere Rechtsgrundlage.“ Stimmt das?",
      options: [
        "Nicht für sich allein: Gemeint ist immer eine Verpflichtung aus dem Unionsrecht oder dem Recht eines Mitgliedstaats.",
        "Ja: Eine verbindliche Vorschrift jedes Landes, in dem der Sponsor tätig ist, ist eine rechtliche Verpflichtung nach Art. 6 Abs. 1 Buchst. c.",
        "Ja, solange die FDA-Anforderung und ihre Aufbewahrungsfrist im Verzeichnis nach Art. 30 eingetragen sind.",
        "Nein: Eine rechtliche Verpflichtung kann keine Studienunterlagen abdecken, sie müssen auf Grundlage der Einwilligung aufbewahrt werden.",
      ],
      correctAnswer: 0,
      explanation:
        "Nach Art. 6 Abs. 3 DSGVO brauchen rechtliche Verpflichtung und Aufgabe im öffentlichen Interesse eine Grundlage im Unionsrecht oder im Recht der Mitgliedstaaten; FDA-Vorschriften allein genügen daher nicht. Die Archivierungspflicht der CTR (Art. 58 CTR) ist ein solches Gesetz, sodass Studienunterlagen auf Art. 6 Abs. 1 Buchst. c DSGVO beruhen können; keine Rechtsgrundlage hat Vorrang vor einer anderen, und die Einwilligung ist nicht der Regelfall.",
    },
    {
      id: 4,
      question:
        "Ein Projektteam hat eine Interessenabwägung für berechtigte Interessen dokumentiert, um Gesundheitsdaten der Teilnehmenden in einer explorativen Analyse zu nutzen. Das Team meint, mehr sei nicht nötig. Was fehlt?",
      options: [
        "Nichts weiter: Eine dokumentierte Interessenabwägung deckt alle Kategorien personenbezogener Daten ab, auch Gesundheitsdaten.",
        "Eine ausdrückliche Einwilligung jeder teilnehmenden Person, weil Gesundheitsdaten nur mit Einwilligung verarbeitet werden dürfen.",
        "Eine Bedingung nach Art. 9 Abs. 2, z. B. Forschung nach Buchst. j mit dem stützenden Gesetz und den Garantien.",
        "Eine DSFA, die die Interessenabwägung zu einer ausreichenden Grundlage für besondere Kategorien von Daten macht.",
      ],
      correctAnswer: 2,
      explanation:
        "Gesundheits- und genetische Daten sind besondere Kategorien: Sie brauchen eine Grundlage nach Art. 6 plus eine Bedingung nach Art. 9 Abs. 2 DSGVO; eine Grundlage nach Art. 6 allein genügt nie. Die Einwilligung ist nur ein Weg; Forschung nach Art. 9 Abs. 2 Buchst. j DSGVO auf Grundlage eines Gesetzes der Union oder eines Mitgliedstaats mit Garantien nach Art. 89 Abs. 1 ist ein anderer. Eine Datenschutz-Folgenabschätzung bewertet Risiken, liefert aber keine Bedingung.",
    },
    {
      id: 5,
      question:
        "Nach der Markteinführung ruft ein Apotheker bei Calloways medizinischem Informationsdienst an: Eine 60-jährige Patientin hat unter dem neuen Arzneimittel einen schweren Hautausschlag entwickelt. Die Patientin schreibt später und bittet Calloway, die Meldung zu löschen. Auf welcher Grundlage wird diese Spontanmeldung verarbeitet, und was folgt daraus?",
      options: [
        "Einwilligung: Die Patientin hat dem Anruf des Apothekers nie zugestimmt, daher ist die Meldung auf ihren Wunsch zu löschen.",
        "Berechtigte Interessen: Calloway darf die Meldung behalten, muss ihre Nutzung aber nach einem Widerspruch einstellen.",
        "Rechtliche Verpflichtung (Art. 6 Abs. 1 Buchst. c) mit Art. 9 Abs. 2 Buchst. i: aufbewahren und bewerten, kein Opt-out.",
        "Keine Grundlage nötig: Sicherheitsmeldungen nach der Zulassung fallen nicht unter die DSGVO, da es keine Studiendaten sind.",
      ],
      correctAnswer: 2,
      explanation:
        "Die Erfassung und Bewertung von Spontanmeldungen ist eine rechtliche Verpflichtung des Zulassungsinhabers nach der Richtlinie 2001/83/EG und der Verordnung (EG) Nr. 726/2004; sie beruht daher nach der Zulassung wie in der Prüfung auf Art. 6 Abs. 1 Buchst. c in Verbindung mit Art. 9 Abs. 2 Buchst. i DSGVO. Die DSGVO gilt, aber eine vorgeschriebene Sicherheitsmeldung kann nicht auf Wunsch der Patientin zurückgezogen werden.",
    },
    {
      id: 6,
      question:
        "Der Vertrag des CRO bezeichnet das CRO als „Verantwortlichen“, weil es das EDC-System hostet. Calloway hat den Prüfplan geschrieben, entscheidet, welche Daten wozu erhoben werden, und sieht nur codierte Daten. Wer ist wahrscheinlich der Verantwortliche?",
      options: [
        "Calloway: Es entscheidet über Zwecke und Mittel der Verarbeitung, gleich wie der Vertrag das CRO nennt.",
        "Das CRO, weil der Vertrag es als Verantwortlichen benennt und die Parteien die Rollen frei untereinander verteilen dürfen.",
        "Das CRO, weil es die Daten hostet; ein Sponsor, der nur codierte Daten sieht, kann nie Verantwortlicher sein.",
        "Calloway und das CRO gemeinsam, weil beide täglich mit denselben Studiendaten umgehen.",
      ],
      correctAnswer: 0,
      explanation:
        "Die Rollen folgen den tatsächlichen Verhältnissen, nicht den Bezeichnungen im Vertrag (Art. 4 Nr. 7–8 DSGVO; EDSA-Leitlinien 07/2020). Der Sponsor, der über Zwecke und Mittel der Verarbeitung entscheidet, ist in der Regel der Verantwortliche, auch ohne Namen zu sehen, während das CRO, das nach seinen Weisungen handelt, Auftragsverarbeiter nach Art. 28 DSGVO ist. Der Umgang mit denselben Daten macht zwei Parteien nicht zu gemeinsam Verantwortlichen.",
    },
    {
      id: 7,
      question:
        "Für eine Folgestudie an Prüfzentren in Deutschland und Polen will Calloway sich für die Gesundheitsdaten auf berechtigte Interessen mit Art. 9 Abs. 2 Buchst. j stützen. Die polnische Studienleiterin fragt, was Art. 9 Abs. 2 Buchst. j selbst über den Prüfplan hinaus verlangt. Was ist die Antwort?",
      options: [
        "Nichts über den Prüfplan hinaus: Buchst. j gilt unmittelbar für sämtliche wissenschaftliche Forschung in jedem Mitgliedstaat.",
        "Ein positives Votum der Ethik-Kommission in jedem Land, das als Rechtsgrundlage nach Art. 9 Abs. 2 Buchst. j dient.",
        "Zusätzlich eine ausdrückliche Einwilligung jeder teilnehmenden Person, da Buchst. j nur zusammen mit einer Einwilligung greift.",
        "Ein Gesetz der Union oder des Mitgliedstaats, das die Forschung vorsieht, mit Garantien nach Art. 89 Abs. 1, in jedem Land.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 9 Abs. 2 Buchst. j DSGVO wirkt, wie Buchst. i, nur auf Grundlage eines Gesetzes der Union oder eines Mitgliedstaats, das die Verarbeitung mit angemessenen und spezifischen Garantien im Einklang mit Art. 89 Abs. 1 vorsieht. Der Datenschutzbeauftragte muss daher die Vorschrift in jedem Land benennen. Ein Ethikvotum verlangt die CTR, es ist aber nicht dieses Gesetz, und Buchst. j hängt nicht von einer Einwilligung ab.",
    },
    {
      id: 8,
      question:
        "Calloway schreibt eine globale SOP für Patientendaten in Studien, die in den USA und in der EU laufen. HIPAA, FDA-Regeln, die DSGVO und nationale Gesundheitsdatengesetze weichen in mehreren Punkten voneinander ab. Welche Rolle sollte die strengste Anforderung in der SOP spielen?",
      options: [
        "Sie ist geltendes Recht: Ein Prozess, der die strengste Anforderung erfüllt, genügt automatisch jedem Regelwerk zugleich.",
        "Eine Gestaltungsbasis für das einheitliche Verfahren, wobei Empfänger, Inhalte und Fristen jedes Regelwerks eingehalten werden.",
        "Keine: Durchgehend HIPAA anwenden, da Calloway und seine globalen Datensysteme in den Vereinigten Staaten angesiedelt sind.",
        "Keine: Die DSGVO auf die Unterlagen von EU-Bürgern anwenden und HIPAA auf alle anderen, unabhängig vom Prüfzentrum.",
      ],
      correctAnswer: 1,
      explanation:
        "Sich an der strengsten Anforderung auszurichten, ist eine Faustregel für die Gestaltung eines globalen Verfahrens, keine Rechtsregel: Sie kann einen echten Normenkonflikt nicht lösen, und die eigenen Empfänger, Inhalte und Fristen jedes Regelwerks müssen weiterhin eingehalten werden. Die DSGVO gilt über die Niederlassung in der EU unabhängig von der Staatsangehörigkeit (Art. 3 Abs. 1 DSGVO, Erwägungsgrund 14), und die Einhaltung von HIPAA genügt ihr nicht.",
    },
    {
      id: 57,
      question:
        "Calloway und eine Universitätsklinik in Dublin konzipieren gemeinsam eine Registerstudie zur Herzinsuffizienz: Sie legen die Zwecke, die zu erhebenden Daten und die Speicherdauer fest. Eine Teilnehmerin bittet die Klinik um eine Kopie ihrer Daten, und die Klinik antwortet, nach ihrer Vereinbarung mit Calloway beantworte nur Calloway Anträge. Hat die Klinik recht?",
      options: [
        "Nein: Gemeinsam Verantwortliche dürfen Aufgaben aufteilen, aber sie kann ihre Rechte gegenüber jedem von ihnen geltend machen.",
        "Ja: Die Vereinbarung der gemeinsam Verantwortlichen legt fest, an welchen von ihnen sich eine Teilnehmerin wenden muss.",
        "Ja: Eine Klinik ist bei jeder Forschung, die ein Pharmaunternehmen mitfinanziert, Auftragsverarbeiter.",
        "Nein: Gemeinsam Verantwortliche müssen jeden Antrag gemeinsam beantworten, in einem von beiden unterschriebenen Brief.",
      ],
      correctAnswer: 0,
      explanation:
        "Die Klinik und Calloway legen die Zwecke und Mittel gemeinsam fest und sind daher gemeinsam Verantwortliche (Art. 26 Abs. 1 DSGVO). Ihre Vereinbarung kann Calloway die Beantwortung von Anträgen übertragen, und das Wesentliche der Vereinbarung ist den Teilnehmenden zur Verfügung zu stellen (Art. 26 Abs. 2 DSGVO), sie kann der Teilnehmerin aber nicht das Recht nehmen, ihre Rechte gegenüber jedem Verantwortlichen geltend zu machen (Art. 26 Abs. 3 DSGVO). Die Klinik sollte den Antrag sofort weiterleiten oder selbst beantworten.",
    },
    {
      id: 58,
      question:
        "Calloway und ein akademisches Forschungsnetzwerk legen in einer vom Prüfer initiierten Studie gemeinsam die Zwecke und Mittel der Verarbeitung fest. Was müssen sie untereinander regeln?",
      options: [
        "Einen Auftragsverarbeitungsvertrag nach Art. 28, nach dem das Netzwerk nur auf dokumentierte Weisung von Calloway handelt.",
        "Eine Vereinbarung über ihre jeweiligen Zuständigkeiten, deren Wesentliches die Teilnehmenden einsehen können (Art. 26).",
        "Nichts Schriftliches: Jeder gemeinsam Verantwortliche ist ohnehin für die gesamte Verarbeitung voll verantwortlich.",
        "Ein Transfer Impact Assessment, da der Datenaustausch zwischen zwei Verantwortlichen als Übermittlung ins Ausland gilt.",
      ],
      correctAnswer: 1,
      explanation:
        "Gemeinsam Verantwortliche müssen ihre jeweiligen Zuständigkeiten, insbesondere für die Rechte der betroffenen Personen und deren Information, in einer Vereinbarung festlegen, deren Wesentliches den betroffenen Personen zur Verfügung gestellt wird (Art. 26 Abs. 1–2 DSGVO). Ein Vertrag nach Art. 28 DSGVO ist für einen Auftragsverarbeiter gedacht, der auf Weisung eines Verantwortlichen handelt, und das ist das Netzwerk nicht. Gemeinsame Verantwortlichkeit bedeutet keine gleiche Verantwortung, und ein Austausch innerhalb der EU ist keine Übermittlung nach Kapitel V.",
    },
    {
      id: 59,
      question:
        "Calloways Team für die Auswahl von Prüfzentren führt eine Datenbank mit Onkologinnen und Onkologen, ihren Lebensläufen, Publikationen und Bewertungen aus früheren Studien. Eine Onkologin fragt, welche Daten Calloway über sie hat. Wie sollte das Team ihre Anfrage behandeln?",
      options: [
        "Als Gefälligkeit gegenüber einem Geschäftskontakt, die beantwortet wird, wenn Zeit ist, denn die DSGVO schützt die Patienten.",
        "Als Anfrage, die es ablehnen darf, weil in Fachzeitschriften veröffentlichte berufliche Angaben keine personenbezogenen Daten mehr sind.",
        "Als Auskunftsantrag nach Art. 15, binnen eines Monats zu beantworten: Auch Daten von Prüfern sind personenbezogen.",
        "Als Angelegenheit ihrer Klinik, die für sämtliche Daten über ihre Ärztinnen und Ärzte die Verantwortliche ist.",
      ],
      correctAnswer: 2,
      explanation:
        "Prüfer und andere Angehörige der Gesundheitsberufe sind betroffene Personen wie alle anderen: Ihre Lebensläufe, Bewertungen und Kontaktdaten sind personenbezogene Daten, und Calloway ist Verantwortlicher für seine Datenbank zur Auswahl von Prüfzentren. Ihre Anfrage ist ein Auskunftsantrag nach Art. 15 DSGVO, der binnen eines Monats zu beantworten ist (Art. 12 Abs. 3 DSGVO). Dass Informationen irgendwo veröffentlicht sind, ändert nichts daran, dass sie personenbezogene Daten sind.",
    },
    {
      id: 60,
      question:
        "Welche Rechtsgrundlage deckt in der Regel die Aufbewahrung der Lebensläufe und GCP-Schulungsnachweise von Prüfern im Trial Master File ab?",
      options: [
        "Die Einwilligung, die jeder Prüfer mit der Unterschrift unter den Lebenslauf erteilt und jederzeit widerrufen kann.",
        "Allein berechtigte Interessen, da sich der Sponsor bei der Auswahl seiner Prüfzentren entschieden hat, die Lebensläufe zu erheben.",
        "Lebenswichtige Interessen, weil qualifizierte Prüfer die Gesundheit und das Leben der Teilnehmenden schützen.",
        "Rechtliche Verpflichtung (Art. 6 Abs. 1 Buchst. c), da der TMF nach der CTR die Qualifikation belegen muss.",
      ],
      correctAnswer: 3,
      explanation:
        "Die Verordnung über klinische Prüfungen verpflichtet den Sponsor, die Qualifikation der Prüfer zu dokumentieren und im Trial Master File aufzubewahren; die Aufbewahrung dieser Unterlagen beruht daher auf einer rechtlichen Verpflichtung (Art. 6 Abs. 1 Buchst. c DSGVO). Die Einwilligung wäre die falsche Grundlage, da der Prüfer sie nicht verweigern und die Prüfung trotzdem weiterführen könnte. Berechtigte Interessen decken andere Nutzungen ab, etwa die Auswahl von Prüfzentren für künftige Studien, mit dokumentierter Interessenabwägung.",
    },
  ],
};
