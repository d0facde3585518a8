import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie sind IT-Systemmanager eines mittelgroßen Pharmaunternehmens, das seine erste **dezentrale klinische Prüfung** startet. Über 18 Monate werden **5.000 Patienten** in sechs EU-Ländern eine Smartwatch tragen, die Herzfrequenz, Schlaf und Aktivität aufzeichnet, und Symptome über eine **eCOA-App** auf ihrem Smartphone melden. Alle Daten fließen in eine **Cloud-EDC-Plattform**, die ein spezialisierter Dienstleister betreibt.

Der Go-live ist in acht Wochen geplant, und der Druck ist groß. Der eCOA-Dienstleister zeigt Ihnen sein **ISO-27001-Zertifikat** und sagt, seine Standard-Nutzungsbedingungen „decken die DSGVO ab“. Der EDC-Dienstleister erwähnt, dass er bald einen neuen Support-Unterauftragnehmer mit Zugriff auf die Produktivdatenbank hinzuziehen wird. Das klinische Team fragt, ob sich die Mitarbeitenden eines Prüfzentrums „der Einfachheit halber“ ein gemeinsames Login teilen könnten, und der Projektmanager schlägt vor, die Datenschutz-Folgenabschätzung „nach dem Start zu machen, wenn wir sehen, wie sich das System verhält“.

Ihr Chief Information Security Officer möchte Ihre Empfehlung bis Freitag.

Sie müssen herausfinden, welches Sicherheitsniveau für diese Verarbeitung angemessen ist, was Sie von jedem Dienstleister brauchen, bevor Patientendaten fließen, ob und wann eine DSFA erforderlich ist und welchen Vorschlägen Ihrer Kollegen Sie widersprechen müssen.`,
  training: {
    title: "Sicherheit der Verarbeitung in Systemen für klinische Prüfungen",
    content: `## Sicherheit ist ein Datenschutzgrundsatz

Die DSGVO macht die Sicherheit zu einem ihrer Kerngrundsätze. Personenbezogene Daten müssen so verarbeitet werden, dass eine angemessene Sicherheit gewährleistet ist, einschließlich des Schutzes vor **unbefugter oder unrechtmäßiger Verarbeitung** und vor **unbeabsichtigtem Verlust, unbeabsichtigter Zerstörung oder Schädigung** (Grundsatz der **Integrität und Vertraulichkeit**, **Art. 5 Abs. 1 Buchst. f DSGVO**). Systeme für klinische Prüfungen enthalten Gesundheitsdaten, oft genetische Daten und zunehmend kontinuierliche Datenströme aus Wearables und Apps; ein Sicherheitsversagen kann daher Teilnehmenden schaden und die Zuverlässigkeit der Prüfung untergraben.

Sicherheit hat drei Eigenschaften, und alle drei sind Datenschutzthemen:

- **Vertraulichkeit:** Nur befugte Personen können die Daten sehen.
- **Integrität:** Daten werden nicht unbefugt verändert oder beschädigt.
- **Verfügbarkeit:** Daten sind bei Bedarf zugänglich und wiederherstellbar. Ein EDC-System, das während einer Dosierungsvisite ausfällt, oder Prüfungsdaten, die ohne brauchbare Sicherungskopie verloren gehen, sind ebenfalls ein Datenschutzproblem.

Bedrohungen kommen nicht nur von externen Hackern. Fehlgeleitete E-Mails, zu weit gefasste Zugriffsrechte, verlorene Geräte und Mitarbeitende, die Daten ansehen, die sie nicht brauchen, sind ebenso real.

## Geeignete Maßnahmen: der risikobasierte Ansatz des Art. 32 DSGVO

**Art. 32 Abs. 1 DSGVO** verpflichtet **Verantwortliche und Auftragsverarbeiter gleichermaßen**, technische und organisatorische Maßnahmen zu treffen, die ein dem Risiko angemessenes Schutzniveau gewährleisten, unter Berücksichtigung des **Stands der Technik**, der **Implementierungskosten** und der Risiken für die betroffenen Personen. Der Artikel nennt Beispiele:

- die **Pseudonymisierung und Verschlüsselung** personenbezogener Daten;
- die Fähigkeit, die **Vertraulichkeit, Integrität, Verfügbarkeit und Belastbarkeit** der Systeme und Dienste auf Dauer sicherzustellen;
- die Fähigkeit, die Verfügbarkeit der Daten und den Zugang zu ihnen bei einem Zwischenfall rasch **wiederherzustellen**;
- ein Verfahren zur **regelmäßigen Überprüfung**, Bewertung und Evaluierung der Wirksamkeit der Maßnahmen.

Bei der Beurteilung, was angemessen ist, sind die Risiken zu berücksichtigen, die mit der **Vernichtung, dem Verlust, der Veränderung oder der unbefugten Offenlegung** personenbezogener Daten oder dem **unbefugten Zugang** zu ihnen verbunden sind, ob unbeabsichtigt oder unrechtmäßig (**Art. 32 Abs. 2 DSGVO**).

Weil der Maßstab risikobasiert ist, schreibt die DSGVO keine feste Checkliste vor, und **Verschlüsselung ist nicht in jedem Fall Pflicht**. Bei umfangreichen Gesundheitsdaten wird der Stand der Technik jedoch normalerweise auf Verschlüsselung hinauslaufen, und Sie müssen jede Maßnahme begründen können, auf die Sie verzichten.

**Auch pseudonymisierte Daten brauchen Sicherheit.** Teilnehmercodes verringern das Risiko, aber codierte Daten bleiben personenbezogene Daten, und auch der im Prüfzentrum verwahrte Schlüssel muss geschützt werden.

## Organisatorische Maßnahmen und Menschen

- Wer dem Verantwortlichen oder dem Auftragsverarbeiter unterstellt ist und Zugang zu personenbezogenen Daten hat, darf sie nur **auf Anweisung** verarbeiten (**Art. 32 Abs. 4 DSGVO**).
- Auftragsverarbeiter müssen gewährleisten, dass ihr Personal zur **Vertraulichkeit** verpflichtet ist (**Art. 28 Abs. 3 Buchst. b DSGVO**).
- Geben Sie jedem Nutzer ein **eigenes Konto** mit Rechten, die seiner Rolle entsprechen. Gemeinsame Logins machen Prüfpfade bedeutungslos, wie stark das Passwort auch sein mag.
- Beschreiben Sie Ihre Sicherheitsmaßnahmen im **Verzeichnis von Verarbeitungstätigkeiten** (**Art. 30 Abs. 1 Buchst. g DSGVO**).

## Die GCP-Ebene

Klinische Systeme unterliegen auch der Guten Klinischen Praxis: ICH E6(R3) und, für Prüfungen in der EU, die EMA-Leitlinie zu computergestützten Systemen und elektronischen Daten in klinischen Prüfungen (**EMA/INS/GCP/112288/2023**, in Kraft seit 9. September 2023). Der EU-GMP-Anhang 11 ist ihr Gegenstück für die Herstellung, nicht für klinische Prüfungen. Diese Regeln verlangen **validierte Systeme**, **eigene Benutzerkonten**, **Prüfpfade** und **Sicherungskopien**. Die beiden Regelwerke ergänzen sich; zwei Punkte sollten Sie sich merken:

- **Prüfpfade enthalten selbst personenbezogene Daten** (wer was wann geändert hat); sie brauchen daher ebenfalls Schutz und Zugriffskontrolle.
- **Sicherungskopien sind Kopien personenbezogener Daten.** Sie müssen wie das Live-System geschützt werden, und der Verlust einer Sicherungskopie oder ein unbefugter Zugriff darauf ist eine Verletzung des Schutzes personenbezogener Daten.

## Auswahl und Beauftragung von Dienstleistern

Dezentrale Prüfungen hängen von eCOA-Anbietern, Cloud-EDC-Plattformen, Wearable-Anbietern und deren Unterauftragnehmern ab. Auslagerung überträgt die Verantwortung **nicht**:

- Setzen Sie nur Auftragsverarbeiter ein, die **hinreichende Garantien** für geeignete Maßnahmen bieten (**Art. 28 Abs. 1 DSGVO**); in der Praxis bedeutet das eine dokumentierte Dienstleisterqualifizierung.
- Der **Vertrag nach Art. 28 Abs. 3 DSGVO** muss Folgendes regeln: Verarbeitung nur auf dokumentierte Weisung, Vertraulichkeit des Personals, Sicherheitsmaßnahmen, die Bedingungen für die Inanspruchnahme von Unterauftragsverarbeitern, Unterstützung bei den Betroffenenrechten und bei den Pflichten aus Art. 32–36 (Sicherheit, Meldung von Verletzungen, DSFA und vorherige Konsultation), Löschung oder Rückgabe der Daten nach Ende der Leistung sowie Überprüfungen und Inspektionen.
- Ein Auftragsverarbeiter darf einen **Unterauftragsverarbeiter** nur mit vorheriger gesonderter oder allgemeiner schriftlicher Genehmigung des Verantwortlichen hinzuziehen (**Art. 28 Abs. 2 DSGVO**). Bei einer **allgemeinen** Genehmigung muss der Auftragsverarbeiter den Verantwortlichen über jede beabsichtigte Hinzuziehung oder Ersetzung informieren, sodass dieser **Einspruch** erheben kann.
- Auftragsverarbeiter **haften unmittelbar** für eigene Versäumnisse (Art. 82 und Art. 83 Abs. 4 DSGVO), doch der Verantwortliche bleibt für die Auswahl des Dienstleisters und für seine Weisungen rechenschaftspflichtig.

**Zertifizierungen und Verhaltensregeln** können helfen, die Einhaltung nachzuweisen (**Art. 32 Abs. 3 DSGVO**), aber kein Standard ist vorgeschrieben. Ein **ISO-27001**-Zertifikat ist ein nützlicher Nachweis; es ist keine DSGVO-Konformität und ersetzt weder den Vertrag nach Art. 28 noch Ihre eigene Bewertung des Dienstleisters.

## Datenschutz-Folgenabschätzungen

Eine **DSFA** ist **vor** einer Verarbeitung erforderlich, die voraussichtlich ein hohes Risiko zur Folge hat (**Art. 35 Abs. 1 DSGVO**), einschließlich der **umfangreichen Verarbeitung besonderer Kategorien von Daten** wie Gesundheitsdaten (**Art. 35 Abs. 3 Buchst. b DSGVO**). Die Leitlinien zur DSFA (WP248) nennen Kriterien wie sensible Daten, schutzbedürftige Personen, neue Technologien, großen Umfang und abgeglichene oder zusammengeführte Datensätze. Eine Verarbeitung, die **zwei oder mehr** Kriterien erfüllt, braucht in der Regel eine DSFA. Eine dezentrale Prüfung, die Wearable-Daten von Tausenden von Patienten erhebt, erfüllt mehrere zugleich.

Eine DSFA muss zumindest enthalten (**Art. 35 Abs. 7 DSGVO**):

- eine systematische **Beschreibung** der Verarbeitung und ihrer Zwecke;
- eine Bewertung ihrer **Notwendigkeit und Verhältnismäßigkeit**;
- eine Bewertung der **Risiken** für die Rechte und Freiheiten der betroffenen Personen;
- die zur Bewältigung dieser Risiken geplanten **Abhilfemaßnahmen**.

Holen Sie den **Rat des Datenschutzbeauftragten** ein (Art. 35 Abs. 2 DSGVO). Eine DSFA kann mehrere ähnliche Verarbeitungsvorgänge abdecken (Art. 35 Abs. 1 DSGVO), und sie muss **überprüft werden, wenn sich die Risiken ändern** (Art. 35 Abs. 11 DSGVO), etwa wenn ein neues Gerät oder ein neuer Dienstleister hinzukommt. Eine DSFA ist keine Formalität nach dem Go-live und auch nichts, was erst nach einer Verletzung erledigt wird.

DSFAs werden nicht routinemäßig bei der Aufsichtsbehörde eingereicht. Bleibt nach den Abhilfemaßnahmen ein **hohes Restrisiko**, muss der Verantwortliche **vor Beginn der Verarbeitung die Aufsichtsbehörde konsultieren** (**vorherige Konsultation, Art. 36 Abs. 1 DSGVO**). Die Aufsichtsbehörde antwortet innerhalb von **8 Wochen**; diese Frist kann um **6 Wochen** verlängert werden (Art. 36 Abs. 2 DSGVO).

## KI-Tools und Prüfungsdaten

Öffentliche generative KI-Tools sind ein neuer Weg, auf dem Daten das Unternehmen verlassen. Wer Teilnehmerdaten, Patientennarrative, Meldungen unerwünschter Ereignisse oder unveröffentlichte Ergebnisse in ein **öffentliches KI-Tool** eintippt oder hochlädt, legt sie gegenüber einem Anbieter offen, der keinen Vertrag mit Ihnen hat und das Erhaltene möglicherweise speichert oder weiterverwendet. Das ist eine Verarbeitung ohne Auftragsverarbeitungsvertrag (Art. 28 DSGVO) und ohne Übermittlungsgarantien; tun Sie das also nicht.

- Nutzen Sie nur **vom Unternehmen freigegebene** KI-Tools, unter Vertrag und so eingestellt, dass sie nicht mit Ihren Eingaben trainieren, und geben Sie nicht mehr Daten ein, als die Aufgabe erfordert: wo möglich **pseudonymisiert oder anonymisiert**.
- Die DSGVO gilt für KI wie für jede andere Verarbeitung: Bei KI mit Gesundheitsdaten steht in der Regel zuerst eine **DSFA** (Art. 35 DSGVO), und Art. 22 DSGVO begrenzt automatisierte Entscheidungen über Personen.
- Die **KI-Verordnung** (Verordnung (EU) 2024/1689) fügt schrittweise Pflichten hinzu: Ihre Verbote bestimmter Praktiken und die Pflicht, die **KI-Kompetenz** der Mitarbeitenden sicherzustellen, die KI nutzen (Art. 4 KI-VO), gelten seit Februar 2025, die Regeln für KI-Modelle mit allgemeinem Verwendungszweck seit August 2025, und die Regeln für Hochrisiko-Systeme, etwa KI in Medizinprodukten, gelten später.

## Warum sich Verschlüsselung auszahlt

Wurden die von einer Verletzung betroffenen personenbezogenen Daten für alle Unbefugten unzugänglich gemacht, etwa durch Verschlüsselung mit sicher verwahrtem Schlüssel, muss der Verantwortliche die betroffenen Personen nicht benachrichtigen (**Art. 34 Abs. 3 Buchst. a DSGVO**). Die Verschlüsselung von Laptops, Datenbanken, Sicherungskopien und Daten bei der Übertragung zwischen Geräten, Apps und dem EDC-System verringert daher sowohl den Schaden als auch den Aufwand, wenn etwas schiefgeht.

## Geldbußen

Verstöße gegen die Sicherheitspflichten und die Pflichten zur Auftragsverarbeitung können Geldbußen von bis zu **10 Mio. EUR oder 2 %** des weltweiten Jahresumsatzes nach sich ziehen, je nachdem, welcher Betrag höher ist (Art. 83 Abs. 4 DSGVO). Verstößt ein Versäumnis zugleich gegen den Grundsatz der Integrität und Vertraulichkeit nach Art. 5 Abs. 1 Buchst. f DSGVO, gilt die **obere Stufe** von 20 Mio. EUR oder 4 % (Art. 83 Abs. 5 DSGVO). Gegen Auftragsverarbeiter können unmittelbar Geldbußen verhängt werden.

## Das Wichtigste in Kürze

- Sicherheit schützt Vertraulichkeit, Integrität und Verfügbarkeit (Art. 5 Abs. 1 Buchst. f, Art. 32 DSGVO).
- Die Maßnahmen sind risikobasiert, und Verantwortliche wie Auftragsverarbeiter müssen sie umsetzen.
- Qualifizieren Sie Dienstleister, schließen Sie vollständige Verträge nach Art. 28 und genehmigen Sie Unterauftragsverarbeiter schriftlich, gesondert oder allgemein mit Einspruchsrecht.
- Schließen Sie die DSFA vor dem Go-live ab, und konsultieren Sie die Aufsichtsbehörde, wenn ein hohes Risiko bleibt (Art. 35–36 DSGVO).
- Eigene Benutzerkonten, geschützte Prüfpfade und getestete Sicherungskopien dienen GCP und DSGVO gleichermaßen.`,
  },
  questions: [
    {
      id: 33,
      question:
        "Ihre dezentrale Prüfung wird Wearable- und eCOA-Gesundheitsdaten von 5.000 Patienten erheben. Der Projektmanager schlägt vor, die DSFA drei Monate nach dem Go-live abzuschließen. Was trifft zu?",
      options: [
        "Vertretbar: Eine DSFA soll reale Risiken bewerten, und erst Live-Daten können zeigen, welche das sind",
        "Nicht vertretbar: Die DSFA muss vor dem Go-live abgeschlossen und von der Aufsichtsbehörde genehmigt sein",
        "Nicht vertretbar: Umfangreiche Verarbeitung von Gesundheitsdaten braucht die DSFA vor Beginn",
        "Nicht nötig, weil die Daten vom ersten Tag an mit Teilnehmercodes pseudonymisiert sind",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 35 Abs. 1 DSGVO verlangt eine DSFA, bevor eine Verarbeitung mit hohem Risiko beginnt, und Art. 35 Abs. 3 Buchst. b DSGVO nennt die umfangreiche Verarbeitung besonderer Kategorien von Daten wie Gesundheitsdaten. Sensible Daten, neue Technologie und großer Umfang liegen hier alle vor; pseudonymisierte Daten bleiben personenbezogene Daten, und eine DSFA wird nicht routinemäßig bei der Behörde eingereicht. Nur ein hohes Restrisiko führt zur vorherigen Konsultation (Art. 36 DSGVO).",
    },
    {
      id: 34,
      question:
        "Ein eCOA-Dienstleister legt sein ISO-27001-Zertifikat vor und sagt, seine Standardbedingungen „decken die DSGVO ab“. Der Einkauf will sofort unterschreiben. Was sollte die IT verlangen?",
      options: [
        "Eine Prüfung der Garantien des Dienstleisters und einen Vertrag mit allen Inhalten nach Art. 28 Abs. 3; das Zertifikat hilft",
        "Nichts weiter: Ein ISO-27001-Zertifikat belegt, dass der Dienstleister die Sicherheitsregeln der DSGVO erfüllt",
        "Eine Absage: Nur nach einem genehmigten Verfahren gemäß Art. 42 zertifizierte Dienstleister dürfen für einen Sponsor Gesundheitsdaten verarbeiten",
        "Den neuesten ISO-27001-Auditbericht des Dienstleisters, der einen gesonderten Auftragsverarbeitungsvertrag ersetzen kann",
      ],
      correctAnswer: 0,
      explanation:
        "Zertifizierungen können helfen, die Einhaltung nachzuweisen (Art. 32 Abs. 3 DSGVO), aber kein Standard ist vorgeschrieben oder mit der Einhaltung gleichzusetzen. Verantwortliche müssen Auftragsverarbeiter mit hinreichenden Garantien einsetzen (Art. 28 Abs. 1 DSGVO), auf Grundlage eines Vertrags, der Weisungen, Sicherheit, Unterauftragsverarbeiter, Unterstützung, Löschung und Überprüfungen regelt (Art. 28 Abs. 3 DSGVO). Eine Zertifizierung nach Art. 42 DSGVO ist freiwillig und keine Voraussetzung für die Beauftragung eines Auftragsverarbeiters.",
    },
    {
      id: 35,
      question:
        "Der Vertrag des Sponsors mit seinem Cloud-EDC-Dienstleister enthält eine allgemeine schriftliche Genehmigung für Unterauftragsverarbeiter. Der Dienstleister kündigt an, in 30 Tagen einen neuen Support-Unterauftragnehmer mit Zugriff auf Prüfungsdaten hinzuzuziehen. Was folgt aus Art. 28 Abs. 2?",
      options: [
        "Nichts: Eine allgemeine Genehmigung deckt jeden Unterauftragsverarbeiter ab, den der Dienstleister wählt, mit oder ohne Ankündigung",
        "Der Sponsor muss einen eigenen Vertrag direkt mit dem Unterauftragnehmer schließen, bevor Daten fließen dürfen",
        "Der Dienstleister braucht für diesen Unterauftragnehmer trotzdem eine neue, gesonderte schriftliche Genehmigung des Sponsors",
        "Der Dienstleister hat den Sponsor wie vorgeschrieben informiert, und der Sponsor kann vor der Änderung Einspruch erheben",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 28 Abs. 2 DSGVO erlaubt Unterauftragsverarbeiter mit vorheriger gesonderter oder allgemeiner schriftlicher Genehmigung des Verantwortlichen. Bei einer allgemeinen Genehmigung muss der Auftragsverarbeiter den Verantwortlichen über jede beabsichtigte Hinzuziehung oder Ersetzung informieren, sodass dieser Einspruch erheben kann; dafür ist die Ankündigung mit 30 Tagen Vorlauf da. Den Vertrag mit dem Unterauftragsverarbeiter schließt der Dienstleister, nicht der Sponsor (Art. 28 Abs. 4 DSGVO).",
    },
    {
      id: 36,
      question:
        "Ein Prüfzentrum bittet um ein gemeinsames eCOA-Login für seine Nachtschicht-Pflegekräfte, die abwechselnd die Tagebuchdaten der Patienten eingeben. Was ist die beste Antwort?",
      options: [
        "Zulassen, wenn das Prüfzentrum auf Papier protokolliert, welche Pflegekraft das Login in welcher Schicht genutzt hat",
        "Die Eingabe in der Nachtschicht ganz einstellen, damit Tagebücher nur eingegeben werden, wenn namentlich bekanntes Tagespersonal im Dienst ist",
        "Jeder Pflegekraft ein eigenes namentliches Konto geben, damit der Prüfpfad zeigt, wer was eingegeben hat",
        "Die Pflegekräfte nachts das Konto des Prüfers nutzen lassen, da er ohnehin verantwortlich ist",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 32 DSGVO verlangt Maßnahmen zum Schutz von Vertraulichkeit und Integrität, und die EMA-Leitlinie zu computergestützten Systemen in klinischen Prüfungen (EMA/INS/GCP/112288/2023) erwartet eigene Benutzerkonten und zuordenbare Prüfpfade. Ein gemeinsames oder geliehenes Login macht es unmöglich, Einträge zuzuordnen oder einer einzelnen Person den Zugang zu entziehen, und ein Papierprotokoll behebt das nicht. Namentliche Konten lösen das Problem, ohne die Eingabe in der Nachtschicht zu stoppen.",
    },
    {
      id: 37,
      question:
        "Ein Studien-Laptop mit einer Kopie von Wearable-Daten wird gestohlen. Seine Festplatte war nach dem Stand der Technik verschlüsselt, und der Schlüssel wurde nicht kompromittiert. Welche Aussage trifft zu?",
      options: [
        "Die Patienten sind nicht zu benachrichtigen, da die Daten für den Dieb unverständlich sind; die Verletzung wird dokumentiert",
        "Sämtliche betroffenen Patienten müssen einzeln benachrichtigt werden, weil Gesundheitsdaten betroffen sind",
        "Behörde und Patienten müssen binnen 72 Stunden informiert werden, wie bei jedem verlorenen Gerät mit Gesundheitsdaten",
        "Es ist überhaupt keine Verletzung des Schutzes personenbezogener Daten, also gibt es nichts zu dokumentieren oder zu melden",
      ],
      correctAnswer: 0,
      explanation:
        "Nach Art. 34 Abs. 3 Buchst. a DSGVO entfällt die Pflicht zur Benachrichtigung der betroffenen Personen, wenn die Daten unzugänglich gemacht wurden, etwa durch Verschlüsselung mit sicherem Schlüssel. Der Diebstahl ist dennoch eine Verletzung und muss dokumentiert werden (Art. 33 Abs. 5 DSGVO); bei sicherem Schlüssel ist ein Risiko für die Patienten unwahrscheinlich, sodass auch die Behörde nicht benachrichtigt werden muss (Art. 33 Abs. 1 DSGVO).",
    },
    {
      id: 38,
      question:
        "Ihre DSFA für eine neue Plattform für Genomdaten kommt zu dem Schluss, dass auch nach allen geplanten Maßnahmen ein hohes Risiko für die Teilnehmenden bleibt. Was muss als Nächstes geschehen?",
      options: [
        "Live gehen und genau überwachen: Die DSFA ist abgeschlossen, und mehr verlangt die DSGVO nicht",
        "Vor dem Start die Aufsichtsbehörde konsultieren; sie hat 8 Wochen Zeit, verlängerbar um 6",
        "Das Projekt stoppen: Die DSGVO verbietet jede Verarbeitung, bei der nach einer DSFA ein hohes Restrisiko bleibt",
        "Den Datenschutzbeauftragten das Restrisiko schriftlich akzeptieren lassen, womit die Pflichten des Unternehmens erfüllt sind",
      ],
      correctAnswer: 1,
      explanation:
        "Zeigt eine DSFA ein hohes Risiko, das der Verantwortliche nicht eindämmen kann, ist vor der Verarbeitung eine vorherige Konsultation der Aufsichtsbehörde erforderlich (Art. 36 Abs. 1 DSGVO). Die DSGVO verbietet eine solche Verarbeitung nicht einfach: Die Aufsichtsbehörde antwortet innerhalb von 8 Wochen, verlängerbar um 6, und kann ihre Befugnisse nutzen (Art. 36 Abs. 2 DSGVO). Der Datenschutzbeauftragte berät, aber das Unternehmen bleibt verantwortlich.",
    },
    {
      id: 39,
      question:
        "Ransomware verschlüsselt die Produktivdatenbank des eCOA-Dienstleisters. Es wurden keine Daten kopiert, aber die Wiederherstellung aus Sicherungskopien dauert zwei Wochen, weil die Sicherungskopien nie getestet worden waren. Ein Kollege meint, das sei kein Datenschutzthema, weil niemand die Daten gesehen habe. Was trifft zu?",
      options: [
        "Er hat recht: Die Daten wurden weder kopiert noch von jemandem gesehen, die Vertraulichkeit stand also nie auf dem Spiel",
        "Er hat recht, weil der Ausfall die Systeme des Dienstleisters traf und nicht die des Sponsors",
        "Er irrt: Jeder Ausfall eines Systems mit Prüfungsdaten muss der Behörde binnen 72 Stunden gemeldet werden",
        "Er irrt: Sicherheit umfasst die Verfügbarkeit, einschließlich rascher Wiederherstellung und getesteter Backups",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 5 Abs. 1 Buchst. f DSGVO schützt vor unbeabsichtigtem Verlust und unbeabsichtigter Schädigung, und Art. 32 Abs. 1 DSGVO erwartet Verfügbarkeit, Belastbarkeit, rasche Wiederherstellung und regelmäßige Überprüfung. Der Verlust des Zugangs zu Prüfungsdaten ist ein Sicherheitsversagen und eine Verletzung des Schutzes personenbezogener Daten, auch wenn niemand die Daten gesehen hat; ob sie meldepflichtig ist, hängt vom Risiko ab, nicht von einer festen Stundenzahl.",
    },
    {
      id: 40,
      question:
        "Ihr Unternehmen lagert eCOA und EDC-Hosting an Auftragsverarbeiter aus. Eine Führungskraft folgert, die Sicherheit sei jetzt „das Problem der Dienstleister“. Welche Aussage trifft zu?",
      options: [
        "Richtig: Sobald ein Auftragsverarbeitungsvertrag unterzeichnet ist, hat der Verantwortliche keine Sicherheitspflichten mehr",
        "Falsch: Beide müssen immer geeignete Maßnahmen treffen, und der Verantwortliche muss solide Dienstleister wählen",
        "Falsch, weil Auftragsverarbeiter keine eigenen Sicherheitspflichten haben; der Verantwortliche behält sie alle",
        "Richtig, sofern die Dienstleister für ihre Hosting-Dienste nach ISO 27001 zertifiziert sind",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 32 Abs. 1 DSGVO gilt für Verantwortliche und Auftragsverarbeiter gleichermaßen, und nach Art. 28 Abs. 1 DSGVO ist der Verantwortliche dafür verantwortlich, Auftragsverarbeiter mit hinreichenden Garantien auszuwählen. Auftragsverarbeiter haften zudem unmittelbar (Art. 82, Art. 83 Abs. 4 DSGVO); die Verantwortung wird also geteilt, nicht übertragen.",
    },
    {
      id: 67,
      question:
        "Eine Medical Writerin möchte Patientennarrative aus Meldungen schwerwiegender unerwünschter Ereignisse in einen kostenlosen öffentlichen KI-Chatbot einfügen, um eine Zusammenfassung zu erhalten. Was sollte man ihr sagen?",
      options: [
        "Sie darf das, sobald die Namen der Teilnehmenden entfernt sind, da Daten, Alter und Ereignisse keine personenbezogenen Daten sind.",
        "Sie darf das, weil der Anbieter des Chatbots zum Auftragsverarbeiter wird, sobald jemand Daten eingibt.",
        "Nicht in einem öffentlichen Tool: Es legt Gesundheitsdaten einem Anbieter ohne Vertrag offen; ein freigegebenes Tool nutzen.",
        "Nicht erlaubt, aber nur aus urheberrechtlichen Gründen, da die Narrative dem Sponsor gehören und nicht ihr.",
      ],
      correctAnswer: 2,
      explanation:
        "Narrative mit Datumsangaben, Alter und medizinischen Ereignissen bleiben auch ohne Namen personenbezogene Gesundheitsdaten. Ihre Eingabe in ein öffentliches KI-Tool legt sie einem Anbieter ohne Vertrag nach Art. 28 DSGVO, ohne Weisungen und möglicherweise ohne Übermittlungsgarantien offen. Eine Auftragsverarbeitung braucht einen Vertrag; das Eintippen von Daten in ein Tool begründet keinen. Der richtige Weg ist ein vom Unternehmen freigegebenes Tool, mit so wenigen Daten, wie die Aufgabe erfordert.",
    },
    {
      id: 68,
      question:
        "Welche Pflicht der KI-Verordnung (Verordnung (EU) 2024/1689) gilt bereits für ein Unternehmen, dessen Mitarbeitende in ihrer täglichen Arbeit KI-Tools nutzen?",
      options: [
        "Eine Konformitätsbewertung durch eine notifizierte Stelle für jedes im Büro eingesetzte KI-Tool.",
        "Die Registrierung jedes einzelnen Mitarbeitenden, der einen Chatbot nutzt, in der EU-Datenbank für KI-Systeme.",
        "Noch keine: Keine der Pflichten der KI-Verordnung gilt vor 2030 für irgendeine Organisation.",
        "Maßnahmen, die ein ausreichendes Maß an KI-Kompetenz des Personals sicherstellen, das KI nutzt (Art. 4).",
      ],
      correctAnswer: 3,
      explanation:
        "Seit dem 2. Februar 2025 müssen Anbieter und Betreiber von KI-Systemen Maßnahmen ergreifen, um sicherzustellen, dass ihr Personal, das mit diesen Systemen befasst ist, über ein ausreichendes Maß an KI-Kompetenz verfügt (Art. 4 KI-Verordnung). Konformitätsbewertungen betreffen Hochrisiko-Systeme und deren Anbieter, und in der EU-Datenbank werden Hochrisiko-Systeme registriert, nicht die Nutzer von Chatbots. Die Verordnung gilt schrittweise, und mehrere Stufen haben bereits begonnen.",
    },
  ],
};
