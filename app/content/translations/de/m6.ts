import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie leiten die Reaktion auf Datenschutzverletzungen im **Compliance Office** eines in der EU niedergelassenen pharmazeutischen Sponsors, der mit einem Auftragsforschungsinstitut (CRO) eine onkologische Phase-II-Studie an Prüfzentren in Deutschland, Spanien und Polen durchführt.

Freitag, 18:00 Uhr: Eine Clinical Research Associate (CRA) ruft von einem Bahnhof aus an. Ihr Laptop wurde gestohlen. Noch während des Gesprächs bestätigt sie, dass darauf eine **unverschlüsselte Tabelle liegt, die Teilnehmernummern den Namen der Teilnehmenden zuordnet**. Ihr Vorgesetzter schlägt vor, bis Montag zu warten, wenn die IT das Geräteinventar prüfen kann, und dann „zu melden, sobald wir alles wissen“.

Am Montagmorgen, bevor diese Bewertung abgeschlossen ist, schreibt Ihnen der EDC-Dienstleister: **Ransomware** hat einen Teil seiner Hosting-Umgebung verschlüsselt, darunter eine nächtliche Sicherungskopie Ihrer Studiendatenbank, und seine forensische Untersuchung wird mindestens zwei Wochen dauern. Das Sicherheitsteam des Dienstleisters schickt einen ausführlichen Bericht über die ausgenutzte Schwachstelle in der Firewall und fragt, ob er in Ihre Meldung an die Aufsichtsbehörde übernommen werden soll.

Ihre Leiterin Clinical Operations besteht darauf, dass eine Sicherungskopie „nur eine Kopie“ sei. Ein Kollege in der US-Tochtergesellschaft fragt, welche der verschiedenen nationalen, vertraglichen und studienrechtlichen Regeln Vorrang haben sollen.

Sie müssen klären, wann die 72-Stunden-Frist zu laufen begann, was jetzt und was später zu melden ist, was die Meldung enthalten darf, ob die Teilnehmenden benachrichtigt werden müssen und wie mit den verschiedenen beteiligten Rechtsordnungen umzugehen ist.`,
  training: {
    title: "Reaktion auf Datenschutzverletzungen: erkennen, bewerten, melden",
    content: `## Warum die Reaktion auf Datenschutzverletzungen in der klinischen Forschung wichtig ist

Teilnehmende überlassen uns Gesundheitsdaten und oft auch genetische Daten im Vertrauen darauf, dass diese geschützt werden. Geht etwas schief, erwartet die DSGVO keine Perfektion, wohl aber eine schnelle, ehrliche und dokumentierte Reaktion: was als Verletzung gilt, wer zu informieren ist, bis wann und mit welchem Inhalt.

## Was als Verletzung des Schutzes personenbezogener Daten gilt

Eine **Verletzung des Schutzes personenbezogener Daten** ist eine Verletzung der Sicherheit, die zur Vernichtung, zum Verlust, zur Veränderung oder zur unbefugten Offenlegung von beziehungsweise zum unbefugten Zugang zu personenbezogenen Daten führt, ob unbeabsichtigt oder unrechtmäßig (Art. 4 Nr. 12 DSGVO). Die EDSA-Leitlinien 9/2022 betonen, dass dies alle drei Schutzziele umfasst:

- **Vertraulichkeit**: Jemand sieht Daten, die er nicht sehen darf, z. B. eine SAE-Meldung, die an die falsche Faxnummer geht, oder ein gestohlener Laptop mit einer Patientenidentifikationsliste.
- **Integrität**: Daten werden unbefugt verändert, z. B. eCRF-Werte, die ein Eindringling manipuliert.
- **Verfügbarkeit**: Daten gehen verloren oder sind nicht erreichbar, z. B. wenn Ransomware eine EDC-Datenbank verschlüsselt oder Papier-CRFs auf dem Postweg verloren gehen.

Auch eine vorübergehende Nichtverfügbarkeit kann daher eine Verletzung sein. Schlüsselcodierte Prüfungsdaten sind pseudonymisierte personenbezogene Daten; eine Verletzung codierter Daten ist also ebenfalls eine Verletzung, die Codierung beeinflusst nur, wie ernst das Risiko ist.

## Auch Sicherungskopien sind personenbezogene Daten

Eine **Sicherungskopie** ist nicht „nur eine Kopie“. Sie enthält dieselben personenbezogenen Daten wie das Live-System, oft mehr davon und über einen längeren Zeitraum. Ein beim Transport verlorenes Backup-Band, eine Sicherungsdatei in einem öffentlich lesbaren Cloud-Speicher oder eine durch Ransomware verschlüsselte Sicherungskopie ist für sich genommen eine **Verletzung des Schutzes personenbezogener Daten**, auch wenn das Produktivsystem unversehrt ist. Behandeln Sie sie wie jede andere Verletzung: Risiko bewerten, Frist starten, dokumentieren und melden, wo dies erforderlich ist.

## Die 72-Stunden-Frist (Art. 33 Abs. 1 DSGVO)

Der Verantwortliche muss die zuständige Aufsichtsbehörde **unverzüglich und möglichst binnen 72 Stunden, nachdem ihm die Verletzung bekannt wurde**, benachrichtigen, es sei denn, die Verletzung führt voraussichtlich nicht zu einem Risiko für die Rechte und Freiheiten natürlicher Personen (Art. 33 Abs. 1 DSGVO).

- **Bekannt** heißt: Es besteht hinreichende Gewissheit, dass personenbezogene Daten kompromittiert wurden. Eine kurze erste Untersuchung, um dies festzustellen, ist zulässig, darf aber nicht zum Vorwand für Verzögerungen werden.
- Die 72 Stunden sind **Zeitstunden, keine Arbeitsstunden**. Sie laufen über Nächte und Wochenenden: Eine am Freitag um 18:00 Uhr bestätigte Verletzung ist bis Montag um 18:00 Uhr zu melden.
- **Auftragsverarbeiter** wie ein CRO oder ein EDC-Dienstleister müssen den Verantwortlichen unverzüglich informieren (Art. 33 Abs. 2 DSGVO). Die Meldung an die Aufsichtsbehörde ist Sache des Verantwortlichen. Der Verantwortliche gilt als in Kenntnis gesetzt, sobald der Auftragsverarbeiter ihn informiert hat.
- Eine verspätete Meldung muss die Gründe für die Verzögerung nennen. Das Versäumen der 72 Stunden ist nie ein Grund, gar nicht zu melden.

## Warten Sie nicht auf das Ende der Untersuchung

Forensische Untersuchungen dauern oft Wochen. Wenn nicht alle Informationen zur gleichen Zeit vorliegen, können sie ohne unangemessene weitere Verzögerung **schrittweise** zur Verfügung gestellt werden (Art. 33 Abs. 4 DSGVO). Deshalb:

- melden Sie innerhalb von 72 Stunden mit dem, was Sie wissen;
- geben Sie klar an, was noch untersucht wird;
- schicken Sie der Aufsichtsbehörde **Aktualisierungen**, sobald Fakten vorliegen.

## Was die Meldung enthält und was draußen bleibt

Nach **Art. 33 Abs. 3 DSGVO** muss die Meldung zumindest Folgendes beschreiben:

- die **Art der Verletzung**, einschließlich der Kategorien und der ungefähren Zahl der betroffenen Personen und Datensätze;
- den Namen und die Kontaktdaten des Datenschutzbeauftragten oder einer sonstigen **Anlaufstelle**;
- die **wahrscheinlichen Folgen** der Verletzung;
- die ergriffenen oder vorgeschlagenen **Maßnahmen**, einschließlich Maßnahmen zur Abmilderung möglicher nachteiliger Auswirkungen.

Das ist ein **Mindestinhalt**, und er verlangt keinen technischen Bauplan Ihrer Schwachstellen. Details auf Exploit-Ebene, etwa ungepatchte Softwareversionen, ausnutzbare Konfigurationslücken oder der genaue Angriffsweg, sind für die Bewertung des Risikos für die Betroffenen nicht erforderlich; die Meldung muss sie daher nicht enthalten. Bewahren Sie sie in der zugriffsbeschränkten Vorfallakte auf. In Mitteilungen an die Teilnehmenden (Art. 34 DSGVO) und in öffentlichen Bekanntmachungen haben sie nichts zu suchen, denn dort würden sie zu weiteren Angriffen auf Sie und Ihre Dienstleister einladen. Die DSGVO verbietet jedoch nichts davon: Die Aufsichtsbehörde kann mehr verlangen, auch technische Details, und muss diese dann erhalten (Art. 31, Art. 58 Abs. 1 DSGVO; EDSA-Leitlinien 9/2022).

## Benachrichtigung der Teilnehmenden: nur bei hohem Risiko (Art. 34 DSGVO)

Betroffene Personen müssen nur dann unverzüglich und in klarer und einfacher Sprache benachrichtigt werden, wenn die Verletzung **voraussichtlich ein hohes Risiko** für ihre Rechte und Freiheiten zur Folge hat (Art. 34 Abs. 1–2 DSGVO). Die Nachricht beschreibt die Art der Verletzung, die wahrscheinlichen Folgen, die ergriffenen Maßnahmen und eine Anlaufstelle. Verletzungen bei **Gesundheits- oder genetischen Daten** werden in der Regel als hohes Risiko behandelt; eine gestohlene, unverschlüsselte Liste, die Teilnehmernummern Namen zuordnet, muss daher normalerweise den betroffenen Teilnehmenden mitgeteilt werden, oft über die Prüfzentren, die sie kennen.

Eine Benachrichtigung der einzelnen Personen ist nicht erforderlich, wenn (Art. 34 Abs. 3 DSGVO):

- die Daten für Unbefugte unzugänglich waren, etwa weil sie **verschlüsselt** waren und der Schlüssel sicher verwahrt ist;
- nachträgliche Maßnahmen sicherstellen, dass das hohe Risiko aller Wahrscheinlichkeit nach nicht mehr besteht;
- die Benachrichtigung jeder einzelnen Person mit einem unverhältnismäßigen Aufwand verbunden wäre; dann tritt an ihre Stelle eine **öffentliche Bekanntmachung**.

Die Aufsichtsbehörde kann Sie dennoch anweisen, die betroffenen Personen zu benachrichtigen (Art. 34 Abs. 4 DSGVO).

## Jede Verletzung dokumentieren (Art. 33 Abs. 5 DSGVO)

Jede Verletzung ist zu dokumentieren, ob sie gemeldet wird oder nicht: die Fakten, ihre Auswirkungen und die ergriffenen Abhilfemaßnahmen. Dieses **Verletzungsregister** ermöglicht der Aufsichtsbehörde, Ihre Entscheidungen zu überprüfen; eine Entscheidung, nicht zu melden, sollte daher begründet und schriftlich festgehalten werden.

## Mehrere Regelwerke: eine strenge Basis, die eigenen Pflichten jedes Regelwerks

Ein einziger Vorfall kann mehrere Regelwerke zugleich auslösen:

- **Federführende Aufsichtsbehörde**: Ein in der EU niedergelassener Verantwortlicher meldet grenzüberschreitende Verarbeitungen seiner **federführenden Aufsichtsbehörde** (Art. 56 DSGVO). Ein Verantwortlicher außerhalb der EU, der nur einen Vertreter nach Art. 27 DSGVO hat, muss jede Aufsichtsbehörde benachrichtigen, in deren Staat betroffene Personen leben (EDSA-Leitlinien 9/2022).
- **Nationales Recht** kann zusätzliche Bedingungen für Gesundheits-, genetische und Forschungsdaten vorsehen (Art. 9 Abs. 4 DSGVO).
- **Verordnung über klinische Prüfungen**: Derselbe Vorfall kann ein **schwerwiegender Verstoß** im Sinne der CTR sein, also einer, der die Sicherheit oder die Rechte der Teilnehmenden oder die Zuverlässigkeit der Daten wahrscheinlich erheblich beeinträchtigt; er ist innerhalb von 7 Tagen über das EU-Portal zu melden (Art. 52 CTR). Diese gesonderte Pflicht ersetzt nie die Meldung nach der DSGVO.
- **Prüfzentren** sind für ihre eigenen Krankenakten verantwortlich und haben unter Umständen eigene Pflichten; **Verträge** und **Recht außerhalb der EU**, etwa das Gesetz eines US-Bundesstaats über Datenschutzverletzungen, fügen weitere hinzu.

Für einen einheitlichen globalen Vorfallplan ist es eine sinnvolle **Faustregel**, das strengste Element zum internen Standard zu machen: die kürzeste Frist und die niedrigste Schwelle für die Eskalation. Das ist Praxis, kein Recht. Es kann einen echten Konflikt zwischen Gesetzen nicht lösen, und es macht aus einer Meldung nicht alle Meldungen: Jedes Regelwerk behält seine **eigenen Empfänger**, Inhalte und Fristen, ob Aufsichtsbehörde, EU-Portal oder die Behörde und die Einwohner eines US-Bundesstaats. Länderspezifische Fragen gehen an den Datenschutzbeauftragten.

## Folgen

Wer eine Verletzung nicht meldet oder nicht dokumentiert, riskiert eine Geldbuße von bis zu **10 Mio. EUR oder 2 %** des weltweiten Jahresumsatzes, je nachdem, welcher Betrag höher ist (Art. 83 Abs. 4 DSGVO), zusätzlich zu einer Sanktion für das Sicherheitsversagen selbst; betroffene Personen können außerdem Schadenersatz verlangen (Art. 82 DSGVO).

## Ihre erste Stunde: eine Checkliste

- Melden Sie jeden vermuteten Vorfall sofort dem Compliance Office, auch abends und am Wochenende, und halten Sie fest, wann das Unternehmen davon Kenntnis erlangt hat.
- Eindämmen: Zugänge sperren, Geräte aus der Ferne löschen, betroffene Systeme und Sicherungskopien isolieren.
- Risiko bewerten: welche Daten, wie viele Personen, wie leicht identifizierbar, wie sensibel.
- Bei einem Risiko binnen 72 Stunden die Aufsichtsbehörde benachrichtigen, Aktualisierungen nachreichen und bei hohem Risiko die Teilnehmenden benachrichtigen.
- Pflichten nach CTR, nationalem Recht, Verträgen und Recht außerhalb der EU prüfen, jeweils mit eigenem Empfänger und eigener Frist.
- Alles im Verletzungsregister dokumentieren.`,
  },
  questions: [
    {
      id: 41,
      question:
        "Freitag, 18:00 Uhr: Eine CRA meldet, dass ihr Laptop mit einer unverschlüsselten Tabelle, die Teilnehmernummern den Namen der Teilnehmenden zuordnet, gestohlen wurde; Sie sind hinreichend sicher, dass personenbezogene Daten kompromittiert sind. Ihr Vorgesetzter will die Inventarprüfung der IT am Montag abwarten und „melden, sobald wir alles wissen“. Was sollte geschehen?",
      options: [
        "Die Prüfung am Montag abwarten: Die 72 Stunden zählen nur Arbeitsstunden, es bleibt also Zeit bis Mittwoch",
        "Warten, bis das Inventar bestätigt, was auf dem Laptop gespeichert war, da die Frist erst läuft, wenn alle Fakten bekannt sind",
        "Spätestens bis Montag, 18:00 Uhr, mit dem bekannten Stand melden; Aktualisierungen folgen, sobald Fakten vorliegen",
        "Bis Montag, 18:00 Uhr, melden, aber nur, wenn die Polizei den Laptop bis dahin nicht wiedergefunden hat",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 33 Abs. 1 DSGVO verlangt eine Meldung unverzüglich und möglichst binnen 72 Stunden, nachdem die Verletzung bekannt wurde; das sind Zeitstunden, die über das Wochenende laufen. Warten Sie nicht auf die Untersuchung oder darauf, dass der Laptop auftaucht: Das Bekannte wird jetzt gemeldet, Einzelheiten folgen schrittweise (Art. 33 Abs. 4 DSGVO). Ein wiedergefundener Laptop wäre eine Aktualisierung, kein Grund zu warten.",
    },
    {
      id: 42,
      question:
        "Am Montag meldet der EDC-Dienstleister einen Ransomware-Angriff, der Ihre Studiendatenbank und deren nächtliche Sicherungskopie verschlüsselt hat, und teilt mit, dass seine forensische Untersuchung mindestens zwei Wochen dauern wird. Was sollte das Compliance Office hinsichtlich der Meldung an die Aufsichtsbehörde tun?",
      options: [
        "Den abschließenden forensischen Bericht abwarten, damit die Meldung gleich beim ersten Mal vollständig und korrekt ist",
        "Binnen 72 Stunden melden und zugleich alle Teilnehmenden benachrichtigen, da Ransomware immer ein hohes Risiko bedeutet",
        "Nur melden, wenn die Untersuchung später ergibt, dass Daten kopiert und nicht nur verschlüsselt wurden",
        "Binnen 72 Stunden nach dem Bericht des Dienstleisters mit allen bekannten Fakten melden und schrittweise ergänzen",
      ],
      correctAnswer: 3,
      explanation:
        "Warten Sie nicht auf den Abschluss der Untersuchung: Nach Art. 33 Abs. 4 DSGVO können Informationen schrittweise bereitgestellt werden; die erste Meldung geht also binnen 72 Stunden ein (Art. 33 Abs. 1 DSGVO), Aktualisierungen folgen. Ransomware, die Daten und Sicherungskopien unzugänglich macht, ist auch ohne Kopieren eine Verletzung. Ob die Teilnehmenden zu benachrichtigen sind, hängt vom bewerteten Risiko ab (Art. 34 Abs. 1 DSGVO), nicht von der Art des Angriffs.",
    },
    {
      id: 43,
      question:
        "Ein Monitor hat eine Liste mit codierten Teilnehmernummern und Visitendaten per E-Mail an die falsche Person bei einem Partner-CRO geschickt; diese hat sie gelöscht und das schriftlich bestätigt. Der Datenschutzbeauftragte kommt zu dem Schluss, dass ein Risiko, aber kein hohes Risiko für die Teilnehmenden besteht. Wer muss benachrichtigt werden?",
      options: [
        "Die Aufsichtsbehörde, nicht aber die Teilnehmenden, da deren Benachrichtigung ein voraussichtlich hohes Risiko voraussetzt",
        "Die Behörde und sämtliche Teilnehmende auf der Liste, denn jede meldepflichtige Verletzung muss auch die betroffenen Personen erreichen",
        "Niemand: Die Empfängerin hat die Liste gelöscht, die Verletzung ist erledigt und braucht nur einen internen Vermerk",
        "Nur die Teilnehmenden, da die Behörde für Verletzungen bei Namen zuständig ist, nicht bei codierten Daten",
      ],
      correctAnswer: 0,
      explanation:
        "Betroffene Personen sind nur zu benachrichtigen, wenn eine Verletzung voraussichtlich ein hohes Risiko für ihre Rechte und Freiheiten zur Folge hat (Art. 34 Abs. 1 DSGVO), während eine Verletzung, die ein Risiko birgt, binnen 72 Stunden an die Aufsichtsbehörde geht (Art. 33 Abs. 1 DSGVO). Die Löschung durch die Empfängerin senkt das Risiko, macht die Verletzung aber nicht ungeschehen; codierte Daten sind personenbezogene Daten, und jede Verletzung wird dokumentiert (Art. 33 Abs. 5 DSGVO).",
    },
    {
      id: 44,
      question:
        "Das Sicherheitsteam des EDC-Dienstleisters bietet an, seinen technischen Bericht mit der ungepatchten Firewall-Version und dem genauen Angriffsweg in Ihre Meldung an die Aufsichtsbehörde einzufügen. Was sollten Sie tun?",
      options: [
        "Vollständig einfügen: Die Behörde muss von Anfang an jedes technische Detail erhalten, über das das Unternehmen verfügt",
        "Jetzt die Angaben nach Art. 33 Abs. 3 liefern; Exploit-Details in der Vorfallakte behalten und auf Anfrage vorlegen",
        "Dauerhaft weglassen: Die DSGVO verbietet technische Angaben zu Schwachstellen in jeder Meldung einer Verletzung",
        "Die Meldung zurückhalten, bis die Schwachstelle gepatcht ist, und dann den vollständigen Bericht auf einmal senden",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 33 Abs. 3 DSGVO legt einen Mindestinhalt fest: die Art der Verletzung, die betroffenen Personen und Datensätze, eine Anlaufstelle, die wahrscheinlichen Folgen und die ergriffenen Maßnahmen. Details auf Exploit-Ebene werden dort nicht verlangt und sind in der zugriffsbeschränkten Vorfallakte besser aufgehoben, doch die DSGVO verbietet sie nicht: Die Behörde kann mehr verlangen und muss es dann erhalten (Art. 31, Art. 58 Abs. 1 DSGVO; EDSA-Leitlinien 9/2022). Auf einen Patch zu warten, würde die Meldung nur verzögern.",
    },
    {
      id: 45,
      question:
        "Ein Kurierdienst verliert ein unverschlüsseltes Backup-Band Ihrer Pharmakovigilanz-Datenbank. Das Live-System ist nicht betroffen, daher sagt die IT: „Das ist nur eine Sicherungskopie; es ist nichts passiert.“ Wie ist das Ereignis einzuordnen?",
      options: [
        "Keine Verletzung: Die Originaldaten sind im Live-System weiterhin verfügbar und unversehrt",
        "Eine Verletzung nur, wenn sich später nachweisen lässt, dass jemand die Daten auf dem Band tatsächlich gelesen hat",
        "Eine Datenschutzverletzung: Risiko bewerten, dokumentieren und bei einem Risiko binnen 72 Stunden melden",
        "Eine Verletzung, die der Behörde und jedem Patienten auf dem Band unabhängig vom Risiko zu melden ist",
      ],
      correctAnswer: 2,
      explanation:
        "Eine Verletzung des Schutzes personenbezogener Daten umfasst den Verlust personenbezogener Daten oder den unbefugten Zugang zu ihnen (Art. 4 Nr. 12 DSGVO), und eine Sicherungskopie enthält dieselben personenbezogenen Daten wie das Live-System. Für das verlorene Band ist das Risiko zu bewerten, es ist zu dokumentieren (Art. 33 Abs. 5 DSGVO) und bei einem Risiko binnen 72 Stunden zu melden (Art. 33 Abs. 1 DSGVO); die Teilnehmenden werden nur bei hohem Risiko benachrichtigt (Art. 34 Abs. 1 DSGVO). Niemand muss beweisen, dass das Band gelesen wurde.",
    },
    {
      id: 46,
      question:
        "Der Ransomware-Vorfall betrifft Teilnehmende in drei EU-Ländern und an einem US-Prüfzentrum und ist zugleich ein schwerwiegender Verstoß im Sinne der CTR. Die DSGVO, ein nationales Gesetz, der CRO-Vertrag und das Gesetz eines US-Bundesstaats setzen unterschiedliche Fristen, Schwellen und Empfänger. Was sollte der Vorfallplan vorsehen?",
      options: [
        "Eine einzige Meldung an die federführende Behörde innerhalb der strengsten Frist; damit ist jedem Regelwerk genügt",
        "Die strengste Frist als internen Standard nutzen; jede Meldung beim Empfänger des jeweiligen Regelwerks einreichen",
        "Bei jeder der drei EU-Behörden und beim US-Bundesstaat melden, da die Federführung für Verletzungen nicht gilt",
        "Die CTR-Meldung über das EU-Portal für sämtliche Regelwerke genügen lassen, da die Prüfungsregeln am spezifischsten sind",
      ],
      correctAnswer: 1,
      explanation:
        "Sich an der strengsten Frist und Schwelle auszurichten, ist eine nützliche Faustregel für einen globalen Plan, aber keine Rechtsregel: Jedes Regelwerk behält seine eigenen Empfänger, Inhalte und Fristen. Hier heißt das: die federführende Aufsichtsbehörde binnen 72 Stunden (Art. 33 Abs. 1, Art. 56 DSGVO), das EU-Portal innerhalb von 7 Tagen (Art. 52 CTR) und die Benachrichtigung nach dem Recht des US-Bundesstaats. Nationales Recht kann Bedingungen hinzufügen (Art. 9 Abs. 4 DSGVO); fragen Sie daher den Datenschutzbeauftragten.",
    },
    {
      id: 47,
      question:
        "Die Angreifer haben einen Teil der EDC-Daten veröffentlicht, ein hohes Risiko für die Teilnehmenden ist also wahrscheinlich. Die Prüfzentren schreiben den Teilnehmenden, und eine öffentliche Bekanntmachung erreicht ehemalige Teilnehmende ohne aktuelle Anschrift. Der Dienstleister möchte in beiden Texten „aus Gründen der Transparenz“ die ausgenutzte Firewall-Version nennen. Was sollten die Texte enthalten?",
      options: [
        "Die Verletzung, die wahrscheinlichen Folgen, die Maßnahmen und eine Anlaufstelle, in einfachen Worten, ohne Exploit-Details",
        "Den vollständigen technischen Bericht des Dienstleisters, da Teilnehmende Anspruch auf dieselben Informationen wie die Behörde haben",
        "Noch gar nichts, bis die forensische Untersuchung endet, damit die Teilnehmenden einen vollständigen, abschließenden Bericht erhalten",
        "Nur die betroffenen Teilnehmernummern, da eine Beschreibung des Vorfalls selbst die Teilnehmenden unnötig beunruhigen würde",
      ],
      correctAnswer: 0,
      explanation:
        "Bei einem voraussichtlich hohen Risiko werden die Betroffenen unverzüglich und in klarer und einfacher Sprache über die Art der Verletzung, ihre wahrscheinlichen Folgen, die ergriffenen Maßnahmen und eine Anlaufstelle informiert (Art. 34 Abs. 1–2 DSGVO); eine öffentliche Bekanntmachung ersetzt Briefe, wenn die Kontaktaufnahme mit unverhältnismäßigem Aufwand verbunden wäre (Art. 34 Abs. 3 Buchst. c DSGVO). Exploit-Details helfen keinem Teilnehmenden und würden zu weiteren Angriffen einladen; sie bleiben daher draußen.",
    },
    {
      id: 48,
      question:
        "Ein Archivdienstleister hat eine verschlüsselte Sicherungskopie der Pharmakovigilanz-Datenbank einen Tag lang in einem öffentlich lesbaren Speicher-Bucket liegen lassen. Der Schlüssel war zu keinem Zeitpunkt offengelegt, und der Datenschutzbeauftragte kommt zu dem Schluss, dass die Verletzung voraussichtlich zu keinem Risiko führt. Was muss trotzdem geschehen?",
      options: [
        "Trotzdem binnen 72 Stunden die Aufsichtsbehörde benachrichtigen, da ihr jede Verletzung gemeldet werden muss",
        "Vorsorglich jede teilnehmende Person, deren Daten in der Sicherungskopie waren, in einfacher Sprache informieren",
        "Nichts: Eine verschlüsselte Sicherungskopie ist nur eine Kopie, die Regeln für Verletzungen gelten für sie nicht",
        "Sie wie alle Verletzungen im Verletzungsregister erfassen, mit der Begründung, warum nicht gemeldet wird",
      ],
      correctAnswer: 3,
      explanation:
        "Eine Sicherungskopie enthält personenbezogene Daten; ihre Offenlegung ist daher eine Verletzung, und jede Verletzung ist zu dokumentieren, ob sie gemeldet wird oder nicht (Art. 33 Abs. 5 DSGVO). Eine Meldung an die Aufsichtsbehörde ist nicht erforderlich, wenn die Verletzung voraussichtlich zu keinem Risiko führt (Art. 33 Abs. 1 DSGVO), und eine Verschlüsselung mit sicher verwahrtem Schlüssel lässt die Pflicht zur Benachrichtigung der Betroffenen entfallen (Art. 34 Abs. 3 Buchst. a DSGVO).",
    },
  ],
};
