import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie leiten Clinical Data Operations bei einem Auftragsforschungsinstitut (CRO), das im Auftrag eines europäischen pharmazeutischen Sponsors die Datenbank für eine Phase-III-Studie zur rheumatoiden Arthritis aufbaut. Der eCRF-Entwurf des Sponsors verlangt von jedem Prüfzentrum das **vollständige Geburtsdatum** und die **Initialen** jeder teilnehmenden Person sowie ein Freitextfeld mit der Überschrift „Relevante Anamnese – bitte ausführlich beschreiben“. Der Data Manager, der den Entwurf erstellt hat, meint, mehr Details seien immer sicherer: „Vielleicht brauchen wir sie für künftige Analysen.“

Bei der Durchsicht der ersten Uploads aus den Pilotzentren bemerken Sie etwas Schlimmeres. Eine Studienkoordinatorin in einer Klinik hat **Entlassbriefe** von Patienten als Belegdokumente zu unerwünschten Ereignissen ins EDC-System hochgeladen. Die Briefe sind **nicht geschwärzt**: Vollständige Namen, Wohnanschriften, Kliniknummern und die Namen der behandelnden Ärzte sind für alle mit EDC-Zugang sichtbar, auch für Mitarbeitende des Sponsors und Dienstleister.

Der Prüfplan braucht für die Eignung das Alter beim Screening (18 bis 75), die Anamnese nur für die in den Ausschlusskriterien genannten Erkrankungen und Quelldokumente für schwerwiegende unerwünschte Ereignisse.

Sie müssen klären, welche der angeforderten Daten wirklich erforderlich sind, wie eCRF und EDC gestaltet werden sollten, damit standardmäßig nur erforderliche Daten erhoben und eingesehen werden, und was jetzt sofort mit den ungeschwärzten Entlassbriefen zu tun ist.`,
  training: {
    title: "Datenminimierung und Zweckbindung in der klinischen Forschung",
    content: `## Warum Datenminimierung in der klinischen Forschung wichtig ist

Jedes Feld in einem eCRF, jedes hochgeladene Quelldokument und jede Spalte einer Sicherheitsdatenbank enthält personenbezogene Daten, die gerechtfertigt sein müssen. Der Grundsatz der **Datenminimierung** verlangt, dass personenbezogene Daten dem Zweck **angemessen und erheblich sowie auf das notwendige Maß beschränkt** sind (**Art. 5 Abs. 1 Buchst. c DSGVO**). Erwägungsgrund 39 ergänzt, dass personenbezogene Daten nur verarbeitet werden sollten, wenn der Zweck nicht in zumutbarer Weise durch andere Mittel erreicht werden kann.

Die Datenminimierung gilt uneingeschränkt auch für die Forschung. Die nach **Art. 89 Abs. 1 DSGVO** erforderlichen Garantien für die Forschung müssen ihrerseits die Achtung der Datenminimierung sicherstellen, und wo Forschung mit Daten möglich ist, die niemanden mehr identifizieren, sollte sie so durchgeführt werden (Art. 89 Abs. 1 DSGVO, Erwägungsgrund 156). Nach dem Grundsatz der **Rechenschaftspflicht** (Art. 5 Abs. 2 DSGVO) muss der Verantwortliche, in der Regel der Sponsor, nachweisen können, warum jedes Datenelement gebraucht wird.

## Drei Fragen für jedes Datenelement

Bevor ein Feld in den Prüfplan, den eCRF oder eine Datenlieferung eines Dienstleisters aufgenommen wird, fragen Sie:

- **Angemessen:** Reicht es aus, um die wissenschaftliche oder sicherheitsbezogene Frage zu beantworten? Datenminimierung bedeutet nicht, zu wenig für eine valide Studie zu erheben.
- **Erheblich:** Hängt es mit einem Endpunkt, einem Eignungskriterium, einer Sicherheitsbewertung oder einer rechtlichen Verpflichtung zusammen?
- **Beschränkt:** Würde eine weniger detaillierte Form genügen, etwa das Alter statt des Geburtsdatums oder eine codierte Kategorie statt Freitext?

„Alles erheben, falls es später nützlich ist“ besteht keinen dieser drei Tests.

## Die Zweckbindung gehört dazu

Daten müssen für **festgelegte, eindeutige und legitime Zwecke** erhoben werden (**Art. 5 Abs. 1 Buchst. b DSGVO**). Der Zweck bestimmt, was „erforderlich“ ist; ein vager Zweck kann daher keinen breiten Datensatz rechtfertigen. Eine Weiterverarbeitung für wissenschaftliche Forschung gilt als mit dem ursprünglichen Zweck vereinbar, wenn Garantien nach Art. 89 Abs. 1 bestehen (Art. 5 Abs. 1 Buchst. b DSGVO). Bei der Prüfung der Vereinbarkeit anderer Weiterverarbeitungen sprechen Garantien wie **Pseudonymisierung und Verschlüsselung** für die Vereinbarkeit (Art. 6 Abs. 4 Buchst. e DSGVO). Keine der beiden Regeln erlaubt es, heute zusätzliche Daten für ein unbestimmtes Projekt von morgen zu erheben.

## Datenschutz durch Technikgestaltung und durch datenschutzfreundliche Voreinstellungen

**Art. 25 Abs. 1 DSGVO** verpflichtet Verantwortliche, Maßnahmen wie die Pseudonymisierung schon in der Entwurfsphase in ihre Systeme und Prozesse einzubauen. **Art. 25 Abs. 2 DSGVO** verlangt, dass **durch Voreinstellung** nur die personenbezogenen Daten verarbeitet werden, die für den jeweiligen bestimmten Zweck erforderlich sind. Das betrifft vier Dimensionen:

- die **Menge** der erhobenen Daten;
- den **Umfang** ihrer Verarbeitung;
- ihre **Speicherfrist**;
- ihre **Zugänglichkeit**, also wer sie sehen kann.

Für operative Teams heißt das: Über die Datenminimierung wird entschieden, wenn Prüfplan, eCRF, Datenübertragungsspezifikationen und Systemrollen geschrieben werden, und nicht hinterher nachgebessert.

## Pseudonymisierung ist keine Anonymisierung

**Pseudonymisierung** bedeutet, Daten so zu verarbeiten, dass sie ohne Hinzuziehung zusätzlicher Informationen, die gesondert aufbewahrt und geschützt werden, keiner Person mehr zugeordnet werden können (**Art. 4 Nr. 5 DSGVO**). Teilnehmercodes in einer Studie sind Pseudonymisierung: Das Prüfzentrum führt die Identifizierungsliste (den Schlüssel), und Monitore und Inspektoren können weiterhin die Originaldaten einsehen.

Pseudonymisierte Daten bleiben **personenbezogene Daten**. Alle Grundsätze der DSGVO, auch die Datenminimierung, gelten weiterhin für sie. Das Entfernen von Namen macht Daten nicht anonym.

**Anonyme Daten** fallen nur dann nicht unter die DSGVO, wenn eine Re-Identifizierung nicht nach allgemeinem Ermessen wahrscheinlich ist, unter Berücksichtigung von Faktoren wie Kosten, Zeitaufwand und verfügbarer Technologie (**Erwägungsgrund 26**). Umfangreiche Studiendatensätze mit seltenen Diagnosen, genauen Daten, kleinen Prüfzentren oder genomischen Daten lassen sich kaum wirklich anonymisieren. Nur Daten, die tatsächlich anonym sind, brauchen keine Rechtsgrundlage.

Die Datenminimierung wirkt auch in die andere Richtung: Ein Verantwortlicher ist **nicht verpflichtet, zusätzliche Informationen zur Identifizierung zu erheben**, nur um die DSGVO einzuhalten (**Art. 11 Abs. 1 DSGVO**). Ein Sponsor sollte weder Namen verlangen, nur um Teilnehmende zu „verwalten“, noch Anschriften sammeln, nur um Hinweise zu verschicken: Wäre die Information jeder einzelnen Person in einer Registerstudie unmöglich oder unverhältnismäßig, wird die Information stattdessen öffentlich bereitgestellt (Art. 14 Abs. 5 Buchst. b DSGVO, Modul 3).

## Datenminimierung in der Praxis: eCRF und EDC

Typische Maßnahmen von Sponsoren und CROs:

- **Geburtsjahr oder Alter** statt des vollständigen Geburtsdatums, sofern der Prüfplan nicht wirklich das genaue Datum braucht.
- **Keine Namen, Initialen oder Kontaktdaten** in den Systemen des Sponsors. Die Verbindung ist der Teilnehmercode; den Schlüssel behält das Prüfzentrum.
- **Codierte Felder statt Freitext.** Freitextfelder wie „relevante Anamnese“ ziehen Namen von Angehörigen, Kliniknamen, Daten und andere Identifikatoren an. Auch Freitext ist nicht von der Datenminimierung ausgenommen.
- **Anamnese beschränkt** auf die Erkrankungen, die der Prüfplan tatsächlich auswertet.

Kombinationen zählen: Initialen plus vollständiges Geburtsdatum plus Prüfzentrum plus eine seltene Erkrankung können auf eine einzige Person verweisen. Kein Feld ist für sich genommen „harmlos“.

## Quelldokumente, Bilder und Sicherheitsfälle

Ins EDC hochgeladene oder an die Arzneimittelsicherheit geschickte Dokumente sind eine häufige Quelle übermäßiger Datenerhebung:

- **Schwärzen** Sie SAE-Quelldokumente, Entlassbriefe, Befundberichte zu Bildgebung und Labor im Prüfzentrum, bevor sie die Klinik verlassen: Namen, Anschriften, Kliniknummern und andere direkte Identifikatoren entfernen und den Teilnehmercode hinzufügen.
- **Bereinigen Sie DICOM-Header**, bevor Bilder an eine zentrale Auswertung gehen; die Header können Namen, Geburtsdaten und Klinikkennungen enthalten.
- In der **Pharmakovigilanz** hat ein gültiger Einzelfallbericht (ICSR) **vier Mindestkriterien**: einen **identifizierbaren Meldenden**, einen **identifizierbaren Patienten**, mindestens eine vermutete Nebenwirkung und mindestens ein verdächtigtes Arzneimittel (EU-GVP-Modul VI, VI.B.2). Der Patient muss nur **identifizierbar** sein: Alter, Geschlecht oder Initialen genügen, ein Name wird nie gebraucht. Dasselbe gilt nach der Zulassung für **Spontanmeldungen** und für Fälle, die das Unternehmen in der **medizinischen Fachliteratur** findet, die es sichten muss.

Lädt ein Prüfzentrum ungeschwärzte Dokumente hoch, handeln Sie sofort: Zugriff auf die Dateien beschränken, das Prüfzentrum bitten, sie über den dokumentierten Prozess mit Prüfpfad durch geschwärzte, mit dem Teilnehmercode versehene Fassungen zu ersetzen, den **Datenschutzbeauftragten** einbeziehen (der beurteilen kann, ob eine Verletzung des Schutzes personenbezogener Daten vorliegt) und die Ursache mit Nachschulungen und Upload-Kontrollen beheben.

## Zugriff nach dem Need-to-know-Prinzip

Die Zugänglichkeit ist Teil der datenschutzfreundlichen Voreinstellungen (Art. 25 Abs. 2 DSGVO). Nutzen Sie **rollenbasierte Zugriffe** in EDC, IRT und Sicherheitssystemen:

- **entblindete Daten** erhalten nur entblindete Rollen;
- **Monitore** sehen nur die Prüfzentren, die sie betreuen;
- Dienstleister sehen nur die Daten, die ihre Aufgabe erfordert.

Überprüfen Sie die Zugriffslisten, sobald Mitarbeitende ihre Rolle wechseln oder die Studie verlassen.

## Sekundärnutzung und der Europäische Gesundheitsdatenraum

Studien- und Gesundheitsdaten werden zunehmend für neue Forschung weiterverwendet. Nach der DSGVO gilt eine Weiterverarbeitung für die Forschung als vereinbar, wenn **Garantien nach Art. 89 Abs. 1** bestehen (Art. 5 Abs. 1 Buchst. b DSGVO), und die Datenminimierung gilt weiterhin: pseudonymisieren oder, wo die Forschung es zulässt, anonymisieren.

Die **Verordnung (EU) 2025/327 über den europäischen Gesundheitsdatenraum (EHDS)** schafft zusätzlich einen Rahmen für die **Sekundärnutzung** elektronischer Gesundheitsdaten:

- Forschende, auch Unternehmen, beantragen bei einer nationalen **Zugangsstelle für Gesundheitsdaten** eine **Datengenehmigung** für einen angegebenen Zweck;
- sie arbeiten mit den Daten nur in einer **sicheren Verarbeitungsumgebung**, standardmäßig **anonymisiert** und nur dann **pseudonymisiert**, wenn der Zweck es erfordert; die Re-Identifizierung von Personen ist verboten;
- Personen können der Sekundärnutzung **widersprechen (Opt-out)**, vorbehaltlich der Ausnahmen, die die Verordnung zulässt.

Die Verordnung ist 2025 in Kraft getreten, und ihre Regeln zur Sekundärnutzung gelten schrittweise ab 2029. Sie ersetzt die DSGVO nicht: Beide gelten.

## Speicherbegrenzung und Aufbewahrung

Daten dürfen nicht länger als nötig in identifizierbarer Form gespeichert werden (**Speicherbegrenzung**, **Art. 5 Abs. 1 Buchst. e DSGVO**). Forschungsdaten dürfen länger gespeichert werden, wenn Garantien nach Art. 89 Abs. 1 bestehen, aber „länger“ heißt nicht „für immer“. Die Speicherfristen sind im **Verzeichnis nach Art. 30** festzuhalten (Art. 30 Abs. 1 Buchst. f DSGVO) und in den Datenschutzhinweisen zu erläutern (Art. 13 Abs. 2 Buchst. a DSGVO).

Bei klinischen Prüfungen ist der **Trial Master File (TMF)** **mindestens 25 Jahre** lang zu archivieren (Art. 58 CTR); Krankenakten richten sich nach nationalem Recht. Diese Pflicht rechtfertigt die **Aufbewahrung** der Daten, nicht ihre **Weiterverwendung** für neue Zwecke. Datenminimierung bedeutet nie, den TMF vorzeitig zu vernichten, und Verschlüsselung erlaubt keine unbegrenzte Aufbewahrung.

Die Transparenz gegenüber der Öffentlichkeit folgt derselben Logik: Der öffentliche Teil der EU-Datenbank für klinische Prüfungen enthält keine personenbezogenen Daten der Prüfungsteilnehmer (Art. 81 CTR).

## Das Wichtigste in Kürze

- Jedes Datenelement braucht einen dokumentierten Zweck; „für alle Fälle“ ist kein Zweck (Art. 5 Abs. 1 Buchst. b und c DSGVO).
- Bauen Sie die Datenminimierung in Prüfpläne, eCRFs und Systeme ein, damit sie durch Voreinstellung gilt (Art. 25 DSGVO).
- Codierte Daten sind pseudonymisierte personenbezogene Daten; die Datenminimierung gilt also weiterhin (Art. 4 Nr. 5 DSGVO, Erwägungsgrund 26).
- Bevorzugen Sie Alter, codierte Felder und geschwärzte Dokumente; halten Sie Namen aus Sponsorsystemen und Sicherheitsfällen heraus.
- Bewahren Sie den TMF für die volle gesetzliche Dauer auf, ohne ihn für neue Zwecke weiterzuverwenden (Art. 5 Abs. 1 Buchst. e DSGVO, Art. 58 CTR).`,
  },
  questions: [
    {
      id: 25,
      question:
        "Der eCRF-Entwurf für eine Phase-III-Studie verlangt von den Prüfzentren das vollständige Geburtsdatum jeder teilnehmenden Person. Der Prüfplan nutzt nur das Alter beim Screening, um die Eignungsspanne von 18 bis 75 Jahren zu prüfen und die Studienpopulation zu beschreiben. Was empfehlen Sie?",
      options: [
        "Das vollständige Geburtsdatum behalten: Die Daten sind codiert, das zusätzliche Detail bedeutet also kein Risiko",
        "Alter beim Screening oder Geburtsjahr erfassen; das volle Datum wird für diesen Prüfplan nie gebraucht",
        "Das vollständige Geburtsdatum behalten, es aber vor Sponsor-Nutzern verbergen, da die Prüfzentren es ohnehin haben",
        "Gar kein Alter erfassen: Ein Ja/Nein-Häkchen zur Eignung genügt, und weniger Daten sind immer die bessere Wahl",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 5 Abs. 1 Buchst. c DSGVO verlangt, dass Daten angemessen, erheblich und auf das notwendige Maß beschränkt sind, und Art. 25 Abs. 2 DSGVO wendet das durch Voreinstellung an. Genügen Alter oder Geburtsjahr dem Prüfplan, ist das vollständige Geburtsdatum vom Moment der Erhebung an überschüssig; codierte Prüfungsdaten bleiben personenbezogene Daten (Art. 4 Nr. 5 DSGVO). Datenminimierung heißt aber auch angemessene Daten: Der Prüfplan beschreibt die Population nach Alter, ein Ja/Nein-Häkchen wäre daher zu wenig.",
    },
    {
      id: 26,
      question:
        "Für eine Registerstudie schicken 12 Kliniken codierte Datensätze von 30.000 ehemaligen Patienten. Ein Projektmanager möchte, dass die Kliniken Namen und Wohnanschriften ergänzen, damit der Sponsor jedem Patienten die nach Art. 14 erforderlichen Informationen schreiben kann. Was raten Sie?",
      options: [
        "Namen und Anschriften erheben, da Art. 14 verlangt, jeden Patienten einzeln schriftlich zu informieren",
        "Namen und Anschriften erheben, sie aber löschen, sobald die Briefe verschickt sind, um die Studie so schlank wie möglich zu halten",
        "Überhaupt keine Informationen geben: Codierte Registerdaten sind von den Transparenzpflichten ausgenommen",
        "Nicht erheben: Ist die Einzelinformation unverhältnismäßig, erlaubt Art. 14 Abs. 5 Buchst. b eine öffentliche Information",
      ],
      correctAnswer: 3,
      explanation:
        "Ein Verantwortlicher muss keine Identifizierungsdaten erheben, nur um die DSGVO einzuhalten (Art. 11 Abs. 1 DSGVO). Bei Forschung mit Garantien nach Art. 89 Abs. 1 entfällt nach Art. 14 Abs. 5 Buchst. b DSGVO die Pflicht, jede Person einzeln zu informieren, wenn dies unmöglich wäre oder einen unverhältnismäßigen Aufwand erfordern würde; der Verantwortliche schützt die Personen dann auf andere Weise, unter anderem indem er die Informationen öffentlich zugänglich macht.",
    },
    {
      id: 27,
      question:
        "Sie stellen fest, dass ein Prüfzentrum ungeschwärzte Entlassbriefe mit Namen und Wohnanschriften der Patienten als Belegdokumente zu unerwünschten Ereignissen ins EDC hochgeladen hat. Was ist die angemessenste Reaktion?",
      options: [
        "Zugriff auf die Dateien beschränken, das Prüfzentrum geschwärzte, codierte Fassungen einsetzen lassen, den DSB informieren",
        "Sie belassen: Das EDC ist validiert und zugriffsgeschützt, die Briefe sind also dort, wo sie schon sind, gut aufgehoben",
        "Die Briefe herunterladen, zentral schwärzen und erneut hochladen, damit die Prüfzentren nicht belastet werden",
        "Die Briefe sofort spurlos aus dem EDC löschen, damit nirgendwo mehr identifizierbare Daten von Patienten verbleiben",
      ],
      correctAnswer: 0,
      explanation:
        "Namen und Anschriften sind in Sponsorsystemen nicht erforderlich; ihre Speicherung verstößt daher gegen Art. 5 Abs. 1 Buchst. c DSGVO und gegen den Datenschutz durch Voreinstellung (Art. 25 Abs. 2 DSGVO). Der Zugriff sollte sofort beschränkt werden, und das Prüfzentrum sollte an der Quelle über den Prozess mit Prüfpfad schwärzen; das Herauskopieren von Dateien vervielfacht die Offenlegung, und der Datenschutzbeauftragte kann beurteilen, ob eine Verletzung des Schutzes personenbezogener Daten vorliegt.",
    },
    {
      id: 28,
      question:
        "Das Biostatistik-Team möchte auf jeder Visitenseite des eCRF ein Freitextfeld „Sonstige Informationen, die für künftige Forschung nützlich sein könnten“ ergänzen. Welche Antwort entspricht der DSGVO?",
      options: [
        "Zustimmen: Die Forschung ist von der Datenminimierung ausgenommen, solange die Daten pseudonymisiert bleiben",
        "Ablehnen und auch die Anamnesefelder streichen, da ein eCRF ausschließlich codierte Werte enthalten darf",
        "Ablehnen: Ein Feld ohne festgelegten Zweck erhebt Daten auf Vorrat, was die Datenminimierung verbietet",
        "Es auf die Abschlussvisite beschränken, damit die zusätzlichen Daten nur einmal und nicht bei jeder einzelnen Visite erhoben werden",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 5 Abs. 1 Buchst. b DSGVO verlangt festgelegte, eindeutige Zwecke, und Art. 5 Abs. 1 Buchst. c DSGVO beschränkt die Daten auf das, was diese Zwecke erfordern. Die Forschungsgarantien nach Art. 89 Abs. 1 müssen ihrerseits die Datenminimierung sicherstellen, und Freitext erfasst oft zusätzliche Identifikatoren; ein vages Feld für „künftige Forschung“ lässt sich daher bei keiner Visite rechtfertigen; Verschlüsselung schützt Daten, macht sie aber nicht erforderlich. Die Anamnesefelder, die die Ausschlusskriterien brauchen, bleiben.",
    },
    {
      id: 29,
      question:
        "Beim Literatur-Screening wird ein veröffentlichter Fallbericht gefunden: „Eine 54-jährige Frau“ entwickelte nach Einnahme des vermarkteten Produkts des Unternehmens eine Hepatitis. Ein Arzt der Arzneimittelsicherheit will die Autoren nach ihrem Namen und ihrer Kliniknummer fragen, „damit der Fall gültig ist“. Was sagen Sie ihm?",
      options: [
        "Er ist ohne Namen gültig: Identifizierbare Meldende und Patientin, vermutete Nebenwirkung und Produkt genügen",
        "Er hat recht: Ohne Namen ist die Patientin nicht identifizierbar, der Fall kann also nicht als ICSR bearbeitet werden",
        "Literaturfälle sind überhaupt nicht meldepflichtig, weil die Autoren und nicht das Unternehmen die Patientin beobachtet haben",
        "Nach dem Namen fragen, ihn aber nur in der Sicherheitsdatenbank speichern, die als gesetzliche Pflicht von der Minimierung ausgenommen ist",
      ],
      correctAnswer: 0,
      explanation:
        "Ein gültiger ICSR hat vier Mindestkriterien: einen identifizierbaren Meldenden, einen identifizierbaren Patienten, mindestens eine vermutete Nebenwirkung und mindestens ein verdächtigtes Arzneimittel (EU-GVP-Modul VI, VI.B.2). Alter und Geschlecht machen die Patientin identifizierbar, und in der medizinischen Fachliteratur gefundene Fälle sind wie Spontanmeldungen zu behandeln. Auch eine Verarbeitung aufgrund einer rechtlichen Verpflichtung muss die Datenminimierung wahren (Art. 5 Abs. 1 Buchst. c DSGVO).",
    },
    {
      id: 30,
      question:
        "Eine Studie wurde vor zwei Jahren abgeschlossen. Um „die Datenminimierung umzusetzen“, schlägt ein Records Manager vor, den Trial Master File (TMF) jetzt zu vernichten. Was trifft zu?",
      options: [
        "Jetzt vernichten: Die Speicherbegrenzung verlangt die Löschung, sobald die Studie beendet ist",
        "Ihn nur bis zur Erteilung der Zulassung aufbewahren und dann nach dem Grundsatz der Speicherbegrenzung vernichten",
        "Ihn aufbewahren und, da er ohnehin aufbewahrt wird, jeder neuen Studie des Sponsors frei zur Verfügung stellen",
        "Vollständig mindestens 25 Jahre aufbewahren, wie die CTR es verlangt, ohne ihn für neue Zwecke zu verwenden",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 58 CTR verlangt die Archivierung des TMF über mindestens 25 Jahre, und die Speicherbegrenzung (Art. 5 Abs. 1 Buchst. e DSGVO) erlaubt eine Aufbewahrung, solange ein gerechtfertigter Zweck es erfordert. Die Archivierungspflicht rechtfertigt die Aufbewahrung der Daten, nicht ihre Nutzung für neue Zwecke.",
    },
    {
      id: 31,
      question:
        "Sie konfigurieren die EDC-Rollen. Eine CRA, die drei Prüfzentren in Deutschland betreut, bittet um Lesezugriff auf alle 40 Prüfzentren der Studie, „um die Datenqualität zu vergleichen“. Was verlangen die datenschutzfreundlichen Voreinstellungen?",
      options: [
        "Vollen Lesezugriff gewähren: Die CRA unterliegt der beruflichen Schweigepflicht, das ist Schutz genug",
        "Den Zugriff auf ihre drei Prüfzentren beschränkt lassen; Vergleiche können auf aggregierten Berichten beruhen",
        "Die Daten der anderen Prüfzentren für die CRA in eine Tabelle exportieren, damit die EDC-Rollen unverändert bleiben",
        "Den Zugriff belassen und den Vergleich ablehnen: Die Datenqualität von Prüfzentren zu vergleichen ist kein rechtmäßiger Zweck",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 25 Abs. 2 DSGVO verlangt, dass personenbezogene Daten durch Voreinstellung nicht über das hinaus zugänglich gemacht werden, was der jeweilige Zweck erfordert. Rollenbasierter Zugriff bedeutet, dass Monitore nur die Prüfzentren sehen, die sie betreuen; Verschwiegenheitspflichten ersetzen keine Zugriffsbeschränkungen, und ein Export verbreitet dieselben Daten noch weiter. Der Vergleich der Datenqualität ist ein legitimer Zweck, und aggregierte Berichte erfüllen ihn, ohne die Datensätze anderer Prüfzentren offenzulegen.",
    },
    {
      id: 32,
      question:
        "Ein Sponsor möchte einen „anonymisierten“ Datensatz aus einer Studie zu einer seltenen Erkrankung mit 40 Patienten weitergeben. Namen und Teilnehmercodes wurden entfernt, aber genaue Visitendaten, Land, Diagnose-Subtyp und genomische Varianten sind noch enthalten. Wie ist der Datensatz zu behandeln?",
      options: [
        "Als anonyme Daten: Sämtliche direkten Identifikatoren sind entfernt, die DSGVO gilt für den Datensatz also nicht mehr",
        "Als anonyme Daten, sobald er unter einer Vereinbarung weitergegeben wird, die jeden Versuch der Re-Identifizierung verbietet",
        "Als personenbezogene Daten: Seltene Erkrankung, genaue Daten und Genvarianten machen eine Re-Identifizierung wahrscheinlich",
        "Nur hinsichtlich der Daten als personenbezogen; die genomischen Varianten für sich sind anonym",
      ],
      correctAnswer: 2,
      explanation:
        "Nach Erwägungsgrund 26 sind Daten nur dann anonym, wenn eine Re-Identifizierung unter Berücksichtigung von Kosten, Zeitaufwand und Technologie nicht nach allgemeinem Ermessen wahrscheinlich ist. Kleine, detailreiche Datensätze zu seltenen Erkrankungen mit Datumsangaben und Genomdaten bestehen diesen Test selten, und ein Vertrag ändert nichts daran, was die Daten sind; die DSGVO, einschließlich der Datenminimierung, gilt also weiterhin.",
    },
    {
      id: 65,
      question:
        "Ein Forschungsteam möchte Gesundheitsdaten aus drei Mitgliedstaaten für eine Studie zu Verläufen bei Herzinsuffizienz über den Europäischen Gesundheitsdatenraum nutzen, sobald dessen Regeln zur Sekundärnutzung gelten. Wie erhält es die Daten?",
      options: [
        "Es beantragt bei einer Zugangsstelle für Gesundheitsdaten eine Datengenehmigung und arbeitet in einer sicheren Umgebung.",
        "Es bittet jede Klinik um eine Kopie, da der EHDS jedem Unternehmen erlaubt, die benötigten Akten herunterzuladen.",
        "Es holt zuerst die ausdrückliche Einwilligung jedes Patienten ein, da der EHDS die Sekundärnutzung nur mit Einwilligung erlaubt.",
        "Es braucht keine Erlaubnis: Daten im EHDS sind per Definition anonym, daher gelten für sie keinerlei Regeln.",
      ],
      correctAnswer: 0,
      explanation:
        "Nach der EHDS-Verordnung (EU) 2025/327 beantragt ein Datennutzer bei einer Zugangsstelle für Gesundheitsdaten eine Datengenehmigung für einen angegebenen Zweck und verarbeitet die Daten nur in einer sicheren Verarbeitungsumgebung. Die Daten werden standardmäßig anonymisiert und nur bei Bedarf pseudonymisiert bereitgestellt; für pseudonymisierte Daten gilt die DSGVO also weiterhin. Der Weg führt über die Genehmigung, nicht über die Einwilligung jedes Patienten, auch wenn Personen widersprechen können.",
    },
    {
      id: 66,
      question:
        "In welcher Form stellt der Europäische Gesundheitsdatenraum elektronische Gesundheitsdaten für die Sekundärnutzung bereit?",
      options: [
        "Vollständig identifiziert, damit Forschende die Patienten später wegen Folgestudien kontaktieren können.",
        "Standardmäßig anonymisiert, pseudonymisiert, wo der Zweck es erfordert; Re-Identifizierung ist verboten.",
        "In der Form, die jede Klinik bevorzugt, da der EHDS das Format den Dateninhabern überlässt.",
        "Pseudonymisiert, wobei der Schlüssel an das Forschungsteam geht, damit Datensätze später verknüpft werden können.",
      ],
      correctAnswer: 1,
      explanation:
        "Der EHDS folgt der Datenminimierung: Daten werden anonymisiert bereitgestellt, wo sich der Zweck so erreichen lässt, und nur dann pseudonymisiert, wo das nicht möglich ist; der Schlüssel verbleibt bei der Zugangsstelle für Gesundheitsdaten. Datennutzer dürfen nicht versuchen, jemanden zu re-identifizieren. Das entspricht der eigenen Regel der DSGVO, dass pseudonymisierte Daten personenbezogene Daten bleiben (Art. 4 Nr. 5 DSGVO).",
    },
  ],
};
