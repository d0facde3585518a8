import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie arbeiten im Bereich **Global Operations** bei der irischen Tochtergesellschaft eines pharmazeutischen Konzerns mit Hauptsitz in den USA. Ihre kardiovaskuläre Phase-III-Studie läuft an Prüfzentren in der gesamten EU, und ein Auftragsforschungsinstitut (CRO) verwaltet die klinischen Daten. Innerhalb einer Woche landen vier Anfragen auf Ihrem Tisch.

Erstens möchte das **Biostatistik-Team** der US-Muttergesellschaft den codierten Studiendatensatz für Zwischenanalysen erhalten. Die Muttergesellschaft steht nicht auf der Data-Privacy-Framework-Liste, und ein US-Manager argumentiert: „Wir sind doch alle ein Unternehmen, da braucht es keinen Papierkram.“

Zweitens will das CRO die Datenbereinigung an seinen **Unterauftragnehmer in Indien** abgeben. Dessen Programmierer würden per Fernzugriff direkt im in der EU gehosteten EDC-System arbeiten. „Die Daten verlassen Frankfurt nie“, sagt das CRO, „also ist das keine Übermittlung.“

Drittens wurde ein Teilnehmer, der in den Vereinigten Staaten unterwegs ist, **bewusstlos** in eine Notaufnahme eingeliefert. Der behandelnde Arzt muss dringend wissen, welche Behandlung der Patient erhalten hat. Ein Kollege schlägt vor, künftig denselben Notfallweg für alle routinemäßigen Sicherheitsdaten zu nutzen.

Viertens fragt ein Zentrallabor in der **Schweiz**, welche Übermittlungsklauseln es unterzeichnen muss, bevor Ihr Team ihm codierte Labordaten schickt.

Sie müssen klären, welche dieser Datenflüsse internationale Übermittlungen sind, welches Übermittlungsinstrument jeder davon braucht und wann eine Ausnahme für Notfälle genutzt werden darf.`,
  training: {
    title: "Internationale Datenübermittlungen: Studiendaten außerhalb der EU",
    content: `## Warum Übermittlungen in globalen Studien wichtig sind

Moderne klinische Prüfungen sind global. Daten fließen von Prüfzentren in der EU zu Sponsoren, CROs, Zentrallaboren, Statistikern und Sicherheitsteams in aller Welt. Der Schutz der DSGVO muss mit den Daten reisen; deshalb stellt Kapitel V strenge Bedingungen für die Übermittlung personenbezogener Daten an **Drittländer** auf. Schlüsselcodierte Prüfungsdaten sind pseudonymisierte personenbezogene Daten und fallen daher vollständig unter diese Regeln.

## Die Grundregel (Art. 44 DSGVO)

Jede **Übermittlung** personenbezogener Daten an ein Drittland, einschließlich **Weiterübermittlungen** von dort in ein weiteres Land, braucht ein Übermittlungsinstrument nach Kapitel V (Art. 44 DSGVO). Es gibt drei Gruppen von Instrumenten:

- einen **Angemessenheitsbeschluss** (Art. 45 DSGVO);
- **geeignete Garantien** wie Standardvertragsklauseln oder verbindliche interne Datenschutzvorschriften (Art. 46–47 DSGVO);
- eng begrenzte **Ausnahmen** für bestimmte, gelegentliche Fälle (Art. 49 DSGVO).

## Was als Übermittlung gilt

Eine Übermittlung liegt vor, wenn personenbezogene Daten einem **anderen Verantwortlichen oder Auftragsverarbeiter** in einem Drittland zugänglich gemacht werden (EDSA-Leitlinien 05/2021). Wo der Server steht, ist nicht entscheidend:

- **Fernzugriff ist eine Übermittlung.** Melden sich Beschäftigte eines CRO-Unterauftragnehmers in Indien an einem in der EU gehosteten EDC-System an und sehen Daten auf dem Bildschirm, werden personenbezogene Daten in Indien zugänglich gemacht (EDSA-Empfehlungen 01/2020). Es ist dasselbe Übermittlungsinstrument nötig, als wären die Dateien per E-Mail verschickt worden.
- **Weiterübermittlungen** zählen: Ein US-Auftragsverarbeiter, der Daten an seinen eigenen Unterauftragsverarbeiter in einem anderen Land weitergibt, braucht ebenfalls ein Instrument.
- Öffnet Ihr **eigener Mitarbeiter** auf einer Dienstreise im Ausland Dateien, ist das keine Übermittlung, weil keine andere Organisation die Daten erhält; die Sicherheitsregeln gelten trotzdem.

## Angemessene Länder: keine weitere Garantie (Art. 45 DSGVO)

Die Europäische Kommission kann beschließen, dass ein Drittland ein angemessenes Schutzniveau bietet. Übermittlungen in ein **angemessenes Land** brauchen **keine weitere Übermittlungsgarantie**: keine SCC, kein Transfer Impact Assessment und keine besondere Genehmigung (Art. 45 DSGVO). Angemessenheitsbeschlüsse bestehen unter anderem für:

- die Schweiz, Japan, Korea und Israel;
- Kanada (kommerzielle Organisationen);
- das Vereinigte Königreich (verlängert bis 27. Dezember 2031).

Die Angemessenheit beantwortet nur die Frage der Übermittlung. Die übrige DSGVO gilt weiter: Sie brauchen eine Rechtsgrundlage, und ein Auftragsverarbeiter braucht weiterhin einen Vertrag nach Art. 28 DSGVO.

Für die Vereinigten Staaten gilt der Angemessenheitsbeschluss zum **EU-US Data Privacy Framework (DPF)**, Durchführungsbeschluss (EU) 2023/1795 vom 10. Juli 2023, **nur für selbstzertifizierte Organisationen auf der DPF-Liste**, und für Personaldaten nur, wenn die Organisation dafür zertifiziert ist. Prüfen Sie stets die Liste: Ein US-Unternehmen, das nicht gelistet ist, braucht ein anderes Instrument. Das Gericht der EU hat das DPF am 3. September 2025 bestätigt (T-553/23); ein Rechtsmittel ist anhängig (C-703/25 P).

## Nicht angemessene Länder: SCC plus Transfer Impact Assessment

Gibt es keinen Angemessenheitsbeschluss, wie für Indien, braucht der Datenexporteur eine **geeignete Garantie** nach Art. 46 DSGVO. In der Praxis sind das meist die **Standardvertragsklauseln (SCC)**, die mit dem Durchführungsbeschluss (EU) 2021/914 vom 4. Juni 2021 erlassen wurden.

- Die SCC haben vier Module: Verantwortlicher an Verantwortlichen, Verantwortlicher an Auftragsverarbeiter, Auftragsverarbeiter an Auftragsverarbeiter und Auftragsverarbeiter an Verantwortlichen.
- **Klausel 14** verlangt ein **Transfer Impact Assessment (TIA)**: eine dokumentierte Beurteilung, ob Recht und Praxis des Bestimmungslands, insbesondere der Zugriff von Behörden, es dem Datenimporteur erlauben, die Klauseln einzuhalten. Klausel 15 regelt, wie der Importeur mit Zugriffsersuchen von Behörden umgeht.
- Der Text der SCC darf **nicht verändert** werden.
- Die alten SCC durften nach dem 27. September 2021 nicht mehr in neuen Verträgen verwendet werden und sind am 27. Dezember 2022 ausgelaufen.

Die Unterzeichnung der SCC allein genügt nie: **SCC plus TIA** ist der Standard. Das folgt aus dem **Schrems-II-Urteil** des Gerichtshofs der EU (C-311/18, 16. Juli 2020), das den EU-US Privacy Shield für ungültig erklärte und entschied, dass Datenexporteure jede Übermittlung prüfen und **ergänzende Maßnahmen** treffen oder die Übermittlung einstellen müssen. Die EDSA-Empfehlungen 01/2020 beschreiben sechs Schritte:

- Übermittlungen erfassen;
- das Übermittlungsinstrument bestimmen;
- Recht und Praxis des Drittlands beurteilen;
- ergänzende Maßnahmen ergreifen;
- etwaige Verfahrensschritte abschließen;
- in angemessenen Abständen neu bewerten.

Für klinische Prüfungen ist es eine wirksame Maßnahme, nur **codierte Daten zu senden, während der Schlüssel in der EU bleibt**. Braucht der Importeur die Daten im Klartext, gibt es unter Umständen keine wirksame ergänzende Maßnahme. Die Garantien der US-Executive-Order 14086 gelten für alle Übermittlungen von der EU in die USA, gleich welches Instrument genutzt wird. Weitere Instrumente nach Art. 46 DSGVO sind Verhaltensregeln, Zertifizierungen und von einer Aufsichtsbehörde genehmigte Klauseln.

## Übermittlungen im Konzern: keine Ausnahme

Die DSGVO kennt **kein Konzernprivileg**. Schickt eine EU-Tochtergesellschaft Daten an ihre US-Muttergesellschaft, ist das eine Übermittlung an eine eigenständige juristische Person, genau so, als wäre der Empfänger ein fremdes Unternehmen. Der Konzern braucht ein geeignetes Instrument:

- **konzerninterne SCC**, zwischen den Konzerngesellschaften unterzeichnet und durch ein TIA abgesichert; oder
- **verbindliche interne Datenschutzvorschriften (Binding Corporate Rules, BCR)**: konzernweite Regeln, von einer Aufsichtsbehörde genehmigt, für jede Konzerngesellschaft verbindlich und mit durchsetzbaren Rechten für die betroffenen Personen (Art. 47 DSGVO).

Eine US-Konzerngesellschaft, die selbst auf der DPF-Liste selbstzertifiziert ist, kann sich auch auf diesen Angemessenheitsbeschluss stützen. Eine gemeinsame Muttergesellschaft, eine interne Richtlinie oder ein Memo des CEO ist kein Übermittlungsinstrument.

## Auftragsverarbeiter und Unterauftragsverarbeiter

Ein Auftragsverarbeiter darf Daten nur auf **dokumentierte Weisung** des Verantwortlichen übermitteln (Art. 28 Abs. 3 Buchst. a DSGVO). Ein CRO, das einen Unterauftragsverarbeiter im Ausland einsetzen will, braucht die **Genehmigung** des Sponsors und **SCC nach Modul 3 (Auftragsverarbeiter an Auftragsverarbeiter)** mit diesem Unterauftragsverarbeiter, dazu ein TIA.

## Ausnahmen: eng und gelegentlich (Art. 49 DSGVO)

Die Ausnahmen nach Art. 49 DSGVO gelten für **gelegentliche** Übermittlungen, nicht für routinemäßige Datenflüsse:

- ausdrückliche Einwilligung, nachdem die Person über die Risiken unterrichtet wurde;
- Erforderlichkeit für einen Vertrag;
- wichtige Gründe des öffentlichen Interesses;
- Rechtsansprüche;
- **lebenswichtige Interessen**, wenn die Person nicht einwilligen kann (Art. 49 Abs. 1 Buchst. f DSGVO);
- Übermittlungen aus öffentlichen Registern;
- als letztes Mittel zwingende berechtigte Interessen, unter Information der Aufsichtsbehörde.

Die **Ausnahme der lebenswichtigen Interessen** gilt **nur für Notfälle**. Liegt ein Teilnehmer bewusstlos in einer US-Notaufnahme und brauchen die behandelnden Ärzte Entblindungsinformationen, fällt diese Offenlegung unter Art. 49 Abs. 1 Buchst. f DSGVO. Regelmäßige Sicherheitsdatenlieferungen, Zwischenanalysen oder Datenbankexporte kann sie niemals rechtfertigen: Dafür braucht es Angemessenheit, SCC mit TIA oder BCR.

## Anordnungen ausländischer Gerichte und Behörden

Ein Ersuchen eines ausländischen Gerichts oder einer ausländischen Behörde, etwa eine US-Subpoena, macht eine Übermittlung nicht schon für sich rechtmäßig. Es kann nur auf Grundlage einer internationalen Übereinkunft wie eines Rechtshilfeabkommens (MLAT) anerkannt werden (Art. 48 DSGVO). Leiten Sie solche Ersuchen an die Rechtsabteilung und den Datenschutzbeauftragten weiter.

## Transparenz und Durchsetzung

Die Informationen für Teilnehmende müssen Übermittlungen an Drittländer offenlegen (Art. 13 Abs. 1 Buchst. f DSGVO). Aufsichtsbehörden können die Aussetzung von Datenflüssen anordnen (Art. 58 Abs. 2 Buchst. j DSGVO), und Verstöße bei Übermittlungen fallen in die obere Bußgeldstufe von bis zu **20 Mio. EUR oder 4 %** des weltweiten Jahresumsatzes, je nachdem, welcher Betrag höher ist (Art. 83 Abs. 5 Buchst. c DSGVO). 2023 verhängte die irische Datenschutzbehörde (Data Protection Commission) gegen Meta eine Geldbuße von 1,2 Mrd. EUR wegen seiner Übermittlungen in die USA.

## Ihre Checkliste für Übermittlungen

- Erhält eine andere Organisation außerhalb der EU die Daten oder greift sie darauf zu, auch per Fernzugriff?
- Ist das Bestimmungsland angemessen? Steht der Empfänger bei den USA auf der DPF-Liste?
- Falls nicht: SCC im richtigen Modul plus ein dokumentiertes TIA, oder BCR.
- Sind ergänzende Maßnahmen nötig, etwa der Verbleib des Schlüssels in der EU?
- Ist eine Ausnahme nach Art. 49 DSGVO wirklich gelegentlich, oder handelt es sich in Wahrheit um einen Routinefluss?
- Ist die Übermittlung im Verzeichnis nach Art. 30 DSGVO erfasst und den Teilnehmenden offengelegt?`,
  },
  questions: [
    {
      id: 49,
      question:
        "Mit Genehmigung des Sponsors will das CRO seinen Unterauftragnehmer in Indien, einem Land ohne Angemessenheitsbeschluss der EU, codierte Prüfungsdaten bereinigen lassen, indem er sich per Fernzugriff am in der EU gehosteten EDC-System anmeldet. Was ist dafür erforderlich?",
      options: [
        "Nichts weiter: Die Daten bleiben auf EU-Servern und sind codiert, also findet keine Übermittlung statt",
        "Eine ausdrückliche Einwilligung jeder teilnehmenden Person in die Übermittlung, eingeholt beim nächsten Besuch",
        "SCC zwischen Auftragsverarbeitern mit dem Unterauftragnehmer und ein Transfer Impact Assessment",
        "Nur eine starke Verschlüsselung der Fernverbindung, die die Daten während der Übertragung schützt",
      ],
      correctAnswer: 2,
      explanation:
        "Der Fernzugriff einer anderen Organisation in einem Drittland ist eine Übermittlung (EDSA-Empfehlungen 01/2020). Ohne Angemessenheitsbeschluss ist eine Garantie nach Art. 46 DSGVO nötig, hier SCC nach Modul 3, und Klausel 14 verlangt ein Transfer Impact Assessment. Codierte Daten bleiben personenbezogene Daten, eine Transportverschlüsselung ist kein Übermittlungsinstrument, und eine Einwilligung trägt keine routinemäßigen Übermittlungen (Art. 49 DSGVO).",
    },
    {
      id: 50,
      question:
        "Ihr Team wird codierte Labordaten an ein Zentrallabor in der Schweiz senden. Welche zusätzliche Übermittlungsgarantie verlangt Kapitel V?",
      options: [
        "Nichts weiter: Für die Schweiz besteht ein Angemessenheitsbeschluss, SCC oder TIA sind nicht nötig",
        "SCC plus ein Transfer Impact Assessment, wie für jedes Land außerhalb der Europäischen Union",
        "Überhaupt nichts: Die Schweiz gehört zum EWR und ist daher kein Drittland",
        "Eine ausdrückliche Einwilligung jeder teilnehmenden Person in die Übermittlung ihrer Daten an ein Schweizer Labor",
      ],
      correctAnswer: 0,
      explanation:
        "Eine Übermittlung in ein Land mit Angemessenheitsbeschluss braucht keine weitere Garantie und keine besondere Genehmigung (Art. 45 DSGVO), und für die Schweiz besteht ein solcher Beschluss. Die übrigen Regeln der DSGVO, etwa eine Rechtsgrundlage und ein Vertrag nach Art. 28 DSGVO, wenn das Labor Auftragsverarbeiter ist, gelten weiterhin. Die Schweiz gehört nicht zum EWR: Sie ist ein Drittland mit Angemessenheitsbeschluss.",
    },
    {
      id: 51,
      question:
        "Ein Teilnehmer Ihrer EU-Studie wird bewusstlos in eine US-Notaufnahme eingeliefert. Der behandelnde Arzt fragt den Medical Monitor des Sponsors dringend, welche Studienbehandlung der Patient erhalten hat. Was erlaubt diese Offenlegung?",
      options: [
        "Die mit der US-Muttergesellschaft unterzeichneten konzerninternen SCC, die alle US-Empfänger abdecken",
        "Das EU-US Data Privacy Framework, das Krankenhäuser in den Vereinigten Staaten abdeckt",
        "Nichts: Ohne schriftliche Einwilligung des Patienten muss die Information zurückgehalten werden",
        "Die Ausnahme der lebenswichtigen Interessen (Art. 49 Abs. 1 Buchst. f), da er nicht einwilligen kann",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 49 Abs. 1 Buchst. f DSGVO erlaubt eine Übermittlung, die zum Schutz lebenswichtiger Interessen einer Person erforderlich ist, wenn diese Person nicht einwilligen kann; genau das ist der Notfall eines bewusstlosen Patienten. Das Krankenhaus ist nicht Partei der SCC des Konzerns, und das DPF erfasst nur selbstzertifizierte Organisationen auf der DPF-Liste.",
    },
    {
      id: 52,
      question:
        "Die Biostatistiker der US-Muttergesellschaft, die nicht auf der DPF-Liste steht, wollen sich per Fernzugriff am in der EU gehosteten EDC-System anmelden, statt Dateien zu erhalten. Ein US-Manager sagt: „Selber Konzern, und die Daten verlassen Frankfurt nie, also kein Papierkram.“ Was trifft zu?",
      options: [
        "Es ist eine Übermittlung: Sie braucht konzerninterne SCC mit TIA oder genehmigte BCR",
        "Keine Übermittlung: Die Daten bleiben auf EU-Servern, und sie auf einem Bildschirm anzusehen ist nicht dasselbe wie sie zu erhalten",
        "Innerhalb eines Konzerns ist kein Übermittlungsinstrument nötig, egal wie die Muttergesellschaft auf die Daten zugreift",
        "Es ist eine Übermittlung, aber die vom globalen CEO unterzeichnete Datenaustauschrichtlinie des Konzerns deckt sie ab",
      ],
      correctAnswer: 0,
      explanation:
        "Der Fernzugriff aus einem Drittland ist eine Übermittlung (EDSA-Empfehlungen 01/2020), und die DSGVO kennt kein Konzernprivileg: Die Muttergesellschaft ist eine eigenständige juristische Person. Nötig sind konzerninterne SCC mit Transfer Impact Assessment (Art. 46 DSGVO) oder von einer Aufsichtsbehörde genehmigte verbindliche interne Datenschutzvorschriften (Art. 47 DSGVO); eine interne Richtlinie ist keines von beiden.",
    },
    {
      id: 53,
      question:
        "Das Shared-Service-Center des Konzerns in Indien, eine Konzerngesellschaft, soll den EDC-Helpdesk mit Zugriff auf Prüfungsdaten betreiben. Die Rechtsabteilung meint, die von jeder Tochtergesellschaft unterzeichnete Konzern-Datenschutzrichtlinie genüge. Stimmt das?",
      options: [
        "Ja: Eine von sämtlichen Tochtergesellschaften unterzeichnete Richtlinie bindet den Konzern, und genau das sind BCR",
        "Ja, sofern das indische Center eine hundertprozentige Tochtergesellschaft des EU-Unternehmens ist",
        "Nein: Nötig sind konzerninterne SCC mit TIA oder von einer Behörde genehmigte BCR",
        "Nein, aber eine ausdrückliche Einwilligung der Teilnehmenden würde den Helpdesk-Zugriff abdecken",
      ],
      correctAnswer: 2,
      explanation:
        "Konzerngesellschaften sind eigenständige juristische Personen; ein Konzernprivileg gibt es nicht. Verbindliche interne Datenschutzvorschriften müssen von einer Aufsichtsbehörde genehmigt werden und den betroffenen Personen durchsetzbare Rechte geben (Art. 47 DSGVO); andernfalls sind konzerninterne SCC mit Transfer Impact Assessment nötig (Art. 46 DSGVO). Eine Einwilligung kann keinen Routinefluss tragen (Art. 49 DSGVO).",
    },
    {
      id: 54,
      question:
        "Nach der Offenlegung im Notfall schlägt ein Kollege vor, die wöchentliche Übermittlung aller Daten zu schwerwiegenden unerwünschten Ereignissen an das US-Sicherheitsteam auf die Ausnahme der lebenswichtigen Interessen zu stützen, weil Sicherheit „immer lebenswichtig“ sei. Wie reagieren Sie?",
      options: [
        "Zustimmen: Letztlich schützt jede sicherheitsbezogene Übermittlung die lebenswichtigen Interessen der Teilnehmenden",
        "Zustimmen, sofern jede wöchentliche Übermittlung im Verzeichnis nach Art. 30 steht und der Datenschutzbeauftragte informiert ist",
        "Ablehnen: Ausnahmen gelten nie für Sicherheitsdaten, also hätte auch die Offenlegung im Notfall auf SCC beruhen müssen",
        "Ablehnen: Lebenswichtige Interessen passen für Notfälle; Routineflüsse brauchen Angemessenheit, SCC mit TIA oder BCR",
      ],
      correctAnswer: 3,
      explanation:
        "Die Ausnahmen nach Art. 49 DSGVO sind eng und für gelegentliche Übermittlungen gedacht, und die lebenswichtigen Interessen (Art. 49 Abs. 1 Buchst. f DSGVO) erfassen Notfälle, in denen die Person nicht einwilligen kann, wie beim bewusstlosen Patienten. Regelmäßige, geplante Datenflüsse müssen auf einem Angemessenheitsbeschluss (Art. 45 DSGVO) oder geeigneten Garantien (Art. 46–47 DSGVO) beruhen.",
    },
    {
      id: 55,
      question:
        "Der indische Unterauftragnehmer schickt die SCC von 2021 zurück, in denen Klausel 15 zu Zugriffsersuchen von Behörden gestrichen ist, und bittet darum, das Transfer Impact Assessment als „reine Formalität“ auszulassen. Wie reagieren Sie?",
      options: [
        "Akzeptieren: Der Wortlaut der SCC ist wie bei jedem anderen Vertrag zwischen den Parteien verhandelbar",
        "Ablehnen: Der SCC-Text darf nicht verändert werden, und Klausel 14 schreibt das TIA vor",
        "Die Streichung akzeptieren, wenn zum Ausgleich für die fehlende Klausel ein TIA durchgeführt wird",
        "Ablehnen und stattdessen die SCC aus der Zeit vor 2021 verwenden, die keine der beiden Klauseln enthalten",
      ],
      correctAnswer: 1,
      explanation:
        "Die SCC von 2021 (Durchführungsbeschluss (EU) 2021/914) müssen ohne Änderung ihres Textes verwendet werden, und Klausel 14 verlangt ein Transfer Impact Assessment. Die SCC aus der Zeit vor 2021 sind am 27. Dezember 2022 ausgelaufen und können nicht mehr verwendet werden.",
    },
    {
      id: 56,
      question:
        "Ein US-Anbieter für eCOA, der als Ihr Auftragsverarbeiter tätig ist, meint, es brauche keine Übermittlungsunterlagen, weil „das EU-US Data Privacy Framework die gesamten USA angemessen macht“. Was sollten Sie tun?",
      options: [
        "Akzeptieren: Seit Juli 2023 ist jeder US-Empfänger vom DPF-Angemessenheitsbeschluss erfasst",
        "Die DPF-Liste prüfen: Ist der Anbieter gelistet, ist nichts weiter nötig; sonst SCC plus TIA",
        "Akzeptieren, sofern der Anbieter die Daten bei der Übertragung in die Vereinigten Staaten verschlüsselt",
        "Sofort alle Übermittlungen in die USA stoppen, weil das Gericht der EU das DPF im September 2025 für nichtig erklärt hat",
      ],
      correctAnswer: 1,
      explanation:
        "Der Durchführungsbeschluss (EU) 2023/1795 ist ein Angemessenheitsbeschluss nur für Organisationen, die auf der DPF-Liste selbstzertifiziert sind. Ein gelisteter Anbieter braucht kein weiteres Übermittlungsinstrument; ein nicht gelisteter braucht SCC plus ein Transfer Impact Assessment (Art. 46 DSGVO). Das Gericht der EU hat das DPF am 3. September 2025 bestätigt (T-553/23), auch wenn ein Rechtsmittel anhängig ist.",
    },
  ],
};
