import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Sie sind Data Manager im EU-Büro von Halden Pharma, dem Sponsor einer multinationalen Phase-III-Studie zu Diabetes. Haldens Systeme enthalten nur **schlüsselcodierte Daten**: Teilnehmernummern, Visitendaten, Laborwerte und Meldungen unerwünschter Ereignisse. Die Identifizierungslisten, die Teilnehmernummern mit Namen verknüpfen, bleiben in den Kliniken der Prüfzentren, und ein Auftragsforschungsinstitut (CRO) betreibt das EDC-System im Auftrag von Halden.

An einem Dienstagmorgen ruft eine Teilnehmerin eines Prüfzentrums in Amsterdam bei Haldens **medizinischem Informationsdienst in den USA** an. Sie möchte „eine Kopie aller meiner Daten“ und danach soll „alles gelöscht“ werden. Außerdem erwähnt sie, dass ihr Ausgangsgewicht falsch erfasst wurde. Der Mitarbeiter im Callcenter protokolliert den Anruf und leitet zehn Tage später eine Notiz an Ihr Team weiter.

In der Teambesprechung schlägt eine Kollegin vor, zuerst eine beglaubigte Passkopie von ihr zu verlangen. Ein anderer meint, der Antrag zähle nicht, weil er nicht über das Datenschutz-Antragsformular des Unternehmens gestellt wurde. Ein Dritter schlägt vor, ihren Datensatz einfach aus dem EDC-System zu löschen, damit die Sache erledigt ist.

**Ihre Aufgabe:** Klären Sie, welche Rechte die Teilnehmerin hat, wann die Antwortfrist zu laufen begann und wie lang sie ist, wie ihre Identität bestätigt werden kann, ohne zusätzliche Daten zu erheben, und was Halden trotz ihres Löschantrags behalten darf.`,

  training: {
    title: "Rechte der betroffenen Personen: Anträge richtig und fristgerecht beantworten",
    content: `## Auch codierte Daten begründen Rechte

Sponsoren, die nur Teilnehmernummern besitzen, gehen oft davon aus, dass Teilnehmende ihnen gegenüber keine Rechte haben. Schlüsselcodierte Prüfungsdaten sind jedoch **pseudonymisierte personenbezogene Daten** (Art. 4 Nr. 5 DSGVO), also gelten die Rechte. Der praktische Unterschied liegt darin, wie Sie die Person erreichen: Ein Sponsor **muss keine zusätzlichen Informationen zur Identifizierung erheben**, nur um Anträge zu beantworten (Art. 11 DSGVO). Leiten Sie Anträge stattdessen über das **Prüfzentrum, das die Identifizierungsliste führt** und die Teilnehmernummer der Person zuordnen kann.

## Die acht Rechte der betroffenen Personen

Die DSGVO gewährt den betroffenen Personen **acht Rechte**:

- **Information** über die Verarbeitung (Art. 13–14 DSGVO)
- **Auskunft** über ihre Daten (Art. 15 DSGVO)
- **Berichtigung** unrichtiger Daten (Art. 16 DSGVO)
- **Löschung**, das „Recht auf Vergessenwerden“ (Art. 17 DSGVO)
- **Einschränkung** der Verarbeitung (Art. 18 DSGVO)
- **Datenübertragbarkeit** (Art. 20 DSGVO)
- **Widerspruch** gegen die Verarbeitung (Art. 21 DSGVO)
- Schutz vor **ausschließlich automatisierten Entscheidungen** einschließlich Profiling (Art. 22 DSGVO)

Betroffene können außerdem ihre **Einwilligung** jederzeit **widerrufen** (Art. 7 Abs. 3 DSGVO), **Beschwerde** bei einer Aufsichtsbehörde einlegen (Art. 77 DSGVO) und **Schadenersatz** verlangen (Art. 82 DSGVO).

## Die Frist: ein Monat, plus zwei

Ein Antrag ist **unverzüglich**, spätestens aber innerhalb **eines Monats nach Eingang** zu beantworten (Art. 12 Abs. 3 DSGVO).

- Die Frist beginnt, wenn der Antrag **bei der Organisation eingeht**, und zwar über jeden Kanal, von dem die Person **vernünftigerweise erwarten** kann, dass er die Organisation erreicht: eine medizinische Informationshotline, ein allgemeines Postfach oder ein Brief an den Datenschutzbeauftragten. Ein Antrag braucht kein besonderes Formular und keinen bestimmten Wortlaut; ein Antrag, der das Unternehmensformular umgeht, ist also trotzdem gültig.
- Die Frist beträgt einen Kalendermonat, **nicht 30 Arbeitstage**.
- Bei **komplexen oder zahlreichen** Anträgen kann die Frist **um weitere zwei Monate verlängert** werden, aber nur, wenn die Person **innerhalb des ersten Monats** über die Verlängerung und die Gründe dafür unterrichtet wird. Eine am Tag 60 angekündigte Verlängerung kommt zu spät.
- Entscheiden Sie, **nicht tätig zu werden**, teilen Sie die Gründe innerhalb eines Monats mit und weisen Sie auf das Recht hin, Beschwerde bei einer Aufsichtsbehörde und einen gerichtlichen Rechtsbehelf einzulegen (Art. 12 Abs. 4 DSGVO).

## Entgelte und Identitätsprüfung

Anträge sind **unentgeltlich**. Ein angemessenes Entgelt oder eine Weigerung ist nur bei **offenkundig unbegründeten oder exzessiven** Anträgen zulässig, was der Verantwortliche nachweisen muss (Art. 12 Abs. 5 DSGVO); für weitere Kopien darf ein Entgelt verlangt werden (Art. 15 Abs. 3 DSGVO).

Prüfen Sie die Identität nur **so weit wie nötig** (Art. 12 Abs. 6 DSGVO). Eine beglaubigte Passkopie ist nicht standardmäßig erforderlich; bei codierten Prüfungsdaten ist das Prüfzentrum, das die Teilnehmerin kennt, meist die beste Stelle, um zu bestätigen, wer sie ist.

## Auskunft (Art. 15 DSGVO)

Das Auskunftsrecht umfasst:

- eine **Bestätigung**, ob ihre Daten verarbeitet werden;
- eine **Kopie** der Daten;
- die **Zwecke**, die **Empfänger** und die **Speicherdauer**;
- die **Herkunft** von Daten, die nicht bei ihr erhoben wurden;
- die **Garantien** für Übermittlungen außerhalb der EU.

Die Kopie darf die Rechte und Freiheiten anderer Personen nicht beeinträchtigen (Art. 15 Abs. 4 DSGVO), etwa Daten anderer Teilnehmender oder vertrauliche Informationen über Dritte.

## Berichtigung (Art. 16 DSGVO)

Betroffene können unrichtige Daten berichtigen und unvollständige Daten vervollständigen lassen, auch mittels einer **ergänzenden Erklärung**. In einer klinischen Prüfung folgen Korrekturen der **Guten Klinischen Praxis**: Nehmen Sie über das Prüfzentrum und den Query-Prozess eine **Änderung mit Prüfpfad** vor und **überschreiben** oder löschen Sie den ursprünglichen EDC-Eintrag **niemals**. Berichtigung bedeutet nicht, die Historie zu löschen.

## Löschung (Art. 17 DSGVO)

Das Recht auf Löschung gilt **nicht uneingeschränkt**. Es tritt zurück, soweit die Verarbeitung erforderlich ist (Art. 17 Abs. 3 DSGVO):

- zur Erfüllung einer **rechtlichen Verpflichtung**, etwa der Archivierung und der Sicherheitsmeldungen nach der CTR;
- aus Gründen der **öffentlichen Gesundheit**;
- zur Geltendmachung, Ausübung oder Verteidigung von **Rechtsansprüchen**;
- für die **wissenschaftliche Forschung**, wenn die Löschung die Forschung unmöglich machen oder ernsthaft beeinträchtigen würde.

**Sicherheits- und Pharmakovigilanzdaten bleiben in der Regel erhalten.** Die Löschung setzt die nach der CTR oder dem Pharmakovigilanzrecht vorgeschriebene Aufbewahrung nicht außer Kraft. Begründen Sie eine Ablehnung innerhalb eines Monats und weisen Sie auf das Beschwerderecht hin (Art. 12 Abs. 4 DSGVO).

## Einschränkung und Mitteilung an Empfänger

**Einschränkung** heißt: Die Daten werden **gespeichert, aber nicht genutzt** (Art. 18 DSGVO). Eine Person kann sie verlangen, solange die **Richtigkeit** bestrittener Daten überprüft wird, solange ein **Widerspruch** abgewogen wird, wenn die Verarbeitung unrechtmäßig ist, sie aber die Speicherung statt der Löschung wünscht, oder wenn der Verantwortliche die Daten nicht mehr braucht, sie selbst sie aber für **Rechtsansprüche** benötigt (Art. 18 Abs. 1 DSGVO). Eingeschränkte Daten dürfen weiter gespeichert werden; jede andere Nutzung braucht die Einwilligung der Person, Rechtsansprüche, den Schutz der Rechte einer anderen Person oder ein wichtiges öffentliches Interesse (Art. 18 Abs. 2 DSGVO). Unterrichten Sie die Person, **bevor** die Einschränkung aufgehoben wird (Art. 18 Abs. 3 DSGVO). Wenn Sie Daten berichtigen, löschen oder einschränken, **teilen Sie dies jedem Empfänger mit**, dem die Daten offengelegt wurden, es sei denn, dies erweist sich als unmöglich oder ist mit einem unverhältnismäßigen Aufwand verbunden (Art. 19 DSGVO).

## Datenübertragbarkeit (Art. 20 DSGVO)

Die Datenübertragbarkeit ist enger als die Auskunft. Sie umfasst nur Daten, die die Person **bereitgestellt** hat und die **automatisiert** auf Grundlage einer **Einwilligung oder eines Vertrags** verarbeitet werden. Sie gilt **nie** für Verarbeitungen auf Grundlage einer rechtlichen Verpflichtung, einer Aufgabe im öffentlichen Interesse oder berechtigter Interessen. Die Datenübertragbarkeit erstreckt sich nicht auf sämtliche gespeicherten Daten; eine Kopie kann die teilnehmende Person weiterhin über das Auskunftsrecht erhalten.

## Widerspruch (Art. 21 DSGVO)

Betroffene können Verarbeitungen widersprechen, die auf einer **Aufgabe im öffentlichen Interesse** oder auf **berechtigten Interessen** beruhen. Die Verarbeitung endet dann, es sei denn, der Verantwortliche weist **zwingende schutzwürdige Gründe** nach oder braucht die Daten für **Rechtsansprüche** (Art. 21 Abs. 1 DSGVO). Bei **Forschung** kann ein Widerspruch nur übergangen werden, wenn die Verarbeitung zur Erfüllung einer **im öffentlichen Interesse liegenden Aufgabe** erforderlich ist (Art. 21 Abs. 6 DSGVO), wie bei einem öffentlichen Sponsor, der sich auf eine Aufgabe im öffentlichen Interesse stützt; berechtigte Interessen erlauben das nicht. Der Widerspruch gilt nicht für Verarbeitungen auf Grundlage einer rechtlichen Verpflichtung, etwa Sicherheitsmeldungen.

## Automatisierte Entscheidungen (Art. 22 DSGVO)

**Ausschließlich automatisierte Entscheidungen** mit rechtlicher oder ähnlich erheblicher Wirkung, etwa ein algorithmisches Eignungs-Screening, das Patienten ohne menschliche Prüfung ablehnt, brauchen Garantien, darunter das Recht auf **Eingreifen einer Person**, auf Darlegung des eigenen Standpunkts und auf Anfechtung der Entscheidung. Nutzen sie Gesundheitsdaten, brauchen sie eine **ausdrückliche Einwilligung** oder ein Gesetz, das auf einem **erheblichen öffentlichen Interesse** beruht (Art. 22 Abs. 3–4 DSGVO).

## Erhebung bei Dritten und Grenzen in der Forschung

- Stammen die Daten von anderen, etwa aus Krankenakten oder aus Meldungen unerwünschter Ereignisse von Angehörigen der Gesundheitsberufe, informieren Sie die Person innerhalb **eines Monats** (Art. 14 Abs. 3 DSGVO).
- In der Forschung ist eine individuelle Information nicht erforderlich, wenn sie **unmöglich ist oder einen unverhältnismäßigen Aufwand erfordern würde**, etwa bei Tausenden von Datensätzen aus einem Register (Art. 14 Abs. 5 Buchst. b DSGVO). Der Verantwortliche muss die Personen dann auf andere Weise schützen, unter anderem indem er die Informationen **öffentlich zugänglich** macht. Diese Ausnahme gilt nur für Daten, die von anderen stammen; Teilnehmende, die ihre Daten selbst angeben, werden bei der Erhebung informiert (Art. 13 DSGVO).
- Das Unionsrecht oder das Recht der Mitgliedstaaten kann Auskunft, Berichtigung, Einschränkung und Widerspruch für die Forschung **beschränken** (**Art. 89 Abs. 2 DSGVO**), mit Garantien nach Art. 89 Abs. 1 und nur so weit, wie die Rechte die Forschung unmöglich machen oder ernsthaft beeinträchtigen würden. Gibt es kein solches Gesetz, gelten die Rechte uneingeschränkt: Ein Prüfplan, eine Einwilligungserklärung oder eine Unternehmens-SOP kann die Beschränkung nicht schaffen. Fragen Sie den Datenschutzbeauftragten, welche nationalen Vorschriften bestehen.
- **CROs** und andere Auftragsverarbeiter müssen den Sponsor bei der Beantwortung von Anträgen unterstützen (Art. 28 Abs. 3 Buchst. e DSGVO).

## Beschäftigte haben dieselben Rechte

Mitarbeitende und sonstiges Personal haben dieselben Rechte mit denselben Fristen. Der Antrag einer Mitarbeiterin auf ihre Personalakte oder auf E-Mails über sie wird innerhalb eines Monats beantwortet, wobei die Daten anderer Personen darin geschützt werden (Art. 15 Abs. 4 DSGVO). Leiten Sie ihn noch am selben Tag an die Personalabteilung und den Datenschutzbeauftragten weiter.

## Ein Ablauf für das Datenmanagement

- **Erfassen** Sie den Antrag an dem Tag, an dem irgendein Teil des Unternehmens ihn erhält, und berechnen Sie die Monatsfrist.
- **Leiten** Sie ihn sofort an das Datenschutzteam oder den Datenschutzbeauftragten weiter und, bei codierten Daten, an das **Prüfzentrum** mit der Identifizierungsliste.
- **Bestimmen** Sie die betroffenen Rechte: Ein Anruf kann Auskunft, Löschung und Berichtigung verbinden.
- **Durchsuchen** Sie EDC, Sicherheitsdatenbank, IRT, eTMF und die Systeme der Dienstleister, mit Unterstützung des CRO.
- **Entscheiden** Sie, was herausgegeben, berichtigt oder gelöscht werden kann und was nach Art. 17 Abs. 3 DSGVO aufzubewahren ist.
- **Antworten** Sie in klarer und einfacher Sprache und **dokumentieren** Sie jeden Schritt.

## Das Wichtigste in Kürze

- Pseudonymisierte Daten begründen Rechte; leiten Sie Anträge über das Prüfzentrum, statt Identitäten zu erheben.
- Antworten Sie innerhalb **eines Monats** nach Eingang, verlängerbar um **weitere zwei Monate**, wenn Sie dies innerhalb des ersten Monats mitteilen.
- Die Löschung tritt hinter rechtliche Verpflichtungen, öffentliche Gesundheit, Rechtsansprüche und Forschung zurück; Sicherheitsdaten bleiben.`,
  },

  questions: [
    {
      id: 17,
      question:
        "Der Antrag einer Teilnehmerin auf „alle meine Daten“ ging am 3. März bei Haldens medizinischem Informationsdienst in den USA ein. Das Callcenter leitete ihn am 13. März an das Datenschutzteam weiter. Ab wann läuft die Antwortfrist, und wie lang ist sie?",
      options: [
        "Ein Monat ab dem 13. März, als das Datenschutzteam ihn erhielt; ein Callcenter ist kein Kanal für Datenschutzanträge.",
        "Ein Monat ab dem 3. März, aber ohne mögliche Verlängerung, da das Callcenter bereits zehn Tage verstreichen ließ.",
        "Noch keine Frist: Der Antrag zählt erst, wenn sie ihn über das Datenschutzformular des Unternehmens gestellt hat.",
        "Ein Monat ab dem 3. März, dem Eingang im Callcenter, bei Komplexität oder Vielzahl um zwei Monate verlängerbar.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 12 Abs. 3 DSGVO sieht einen Monat ab Eingang vor, und ein Antrag zählt, sobald er die Organisation über einen Kanal erreicht, von dem die Person das vernünftigerweise erwarten kann, etwa ihre medizinische Informationshotline; ein besonderes Formular ist nicht nötig. Die Frist kann nur bei komplexen oder zahlreichen Anträgen um weitere zwei Monate verlängert werden.",
    },
    {
      id: 18,
      question:
        "Am Tag 60 nach Eingang eines Auskunftsantrags stellt das Team fest, dass das Zusammentragen der Daten von fünf Dienstleistern komplex ist, und möchte die zweimonatige Verlängerung nutzen. Geht das?",
      options: [
        "Ja: Eine Verlängerung kann jederzeit angekündigt werden, solange die drei Monate nicht abgelaufen sind.",
        "Nein: Die Verlängerung hätte ihr samt Begründung innerhalb des ersten Monats mitgeteilt werden müssen.",
        "Ja, sofern sie jetzt einen ersten Teil ihrer Daten erhält und den Rest innerhalb der Verlängerung.",
        "Nein: Bei Auskunftsanträgen ist eine Verlängerung nie möglich, nur bei Löschung und Berichtigung.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 12 Abs. 3 DSGVO erlaubt bei komplexen oder zahlreichen Anträgen, auch Auskunftsanträgen, eine Verlängerung um weitere zwei Monate, aber nur, wenn die Person innerhalb eines Monats nach Eingang darüber und über die Gründe unterrichtet wird. Am Tag 60 ist der erste Monat vorbei; der Antrag ist also bereits verspätet.",
    },
    {
      id: 19,
      question:
        "Halden besitzt nur codierte Daten und kennt den Namen der Anruferin nicht. Wie sollte Halden bestätigen, dass die Anruferin die Teilnehmerin ist, nach deren Daten sie fragt?",
      options: [
        "Den Antrag über das Prüfzentrum mit der Identifizierungsliste leiten und die Identität nur so weit wie nötig prüfen.",
        "Vor der Erfassung des Antrags eine beglaubigte Passkopie verlangen, als sicherste Prüfung gegen Betrug.",
        "Name, Anschrift und Geburtsdatum erfragen und für spätere Anträge in der klinischen Datenbank speichern.",
        "Ihr mitteilen, dass Halden nur codierte Daten besitzt, sie daher nicht identifizieren kann und ihr nichts zu geben hat.",
      ],
      correctAnswer: 0,
      explanation:
        "Die Identität ist nur so weit wie nötig zu prüfen (Art. 12 Abs. 6 DSGVO), und ein Sponsor muss keine zusätzlichen Identifizierungsdaten erheben, um Anträge zu beantworten (Art. 11 DSGVO). Auch codierte Daten begründen Rechte: Das Prüfzentrum mit der Identifizierungsliste kann sie ihrer Teilnehmernummer zuordnen, ohne dass Halden Ausweisdokumente verlangt.",
    },
    {
      id: 20,
      question:
        "Die Teilnehmerin bittet Halden, alle ihre Prüfungsdaten zu löschen, einschließlich ihrer Meldungen schwerwiegender unerwünschter Ereignisse und der Unterlagen im Trial Master File. Wie ist richtig vorzugehen?",
      options: [
        "Innerhalb eines Monats alles löschen: Das Recht auf Löschung geht der Aufbewahrung nach CTR und Pharmakovigilanzrecht vor.",
        "Die Wirksamkeitsdaten löschen, die Sicherheitsmeldungen aber behalten, da nur Sicherheitsdaten einer rechtlichen Pflicht unterliegen.",
        "Behalten, was Gesetz oder Forschung verlangen, und dies binnen eines Monats begründen, mit Hinweis auf das Beschwerderecht.",
        "Ihre Datensätze sofort anonymisieren; damit ist der Antrag erledigt und die Auswertung der Prüfung bleibt unberührt.",
      ],
      correctAnswer: 2,
      explanation:
        "Die Löschung (Art. 17 DSGVO) tritt hinter rechtliche Verpflichtungen, die öffentliche Gesundheit, Rechtsansprüche und Forschung zurück, die durch die Löschung ernsthaft beeinträchtigt würde (Art. 17 Abs. 3 DSGVO); Sicherheits- und TMF-Daten bleiben daher in der Regel erhalten, und der TMF ist unverändert zu archivieren. Eine Ablehnung ist innerhalb eines Monats zu begründen, mit Hinweis auf das Beschwerderecht (Art. 12 Abs. 4 DSGVO).",
    },
    {
      id: 21,
      question:
        "Eine Teilnehmerin verlangt unter Berufung auf das Recht auf Datenübertragbarkeit alle ihre Prüfungsdaten, einschließlich Laborwerten und Bewertungen des Prüfers, in einem maschinenlesbaren Format. Die Forschungsverarbeitung beruht auf berechtigten Interessen. Was gilt?",
      options: [
        "Die Datenübertragbarkeit gilt für jede Angabe, die der Sponsor über sie besitzt, unabhängig von der Rechtsgrundlage.",
        "Sie gilt nicht bei berechtigten Interessen, aber über das Auskunftsrecht erhält sie eine Kopie ihrer Daten.",
        "Die Datenübertragbarkeit gilt, aber nur für die Werte, die der Prüfer bei ihren Visiten ins EDC eingegeben hat.",
        "Weder Datenübertragbarkeit noch Auskunft greifen, weil der Sponsor über sie nur codierte Daten besitzt.",
      ],
      correctAnswer: 1,
      explanation:
        "Die Datenübertragbarkeit (Art. 20 DSGVO) umfasst nur Daten, die die Person bereitgestellt hat und die automatisiert auf Grundlage einer Einwilligung oder eines Vertrags verarbeitet werden; bei berechtigten Interessen, einer Aufgabe im öffentlichen Interesse oder einer rechtlichen Verpflichtung gilt sie nie. Über das Auskunftsrecht (Art. 15 DSGVO) erhält sie trotzdem eine Kopie ihrer Daten, ob codiert oder nicht.",
    },
    {
      id: 22,
      question:
        "Die Teilnehmerin gibt an, ihr Ausgangsgewicht sei falsch erfasst worden, und die Quelldaten des Prüfzentrums bestätigen das. Ein Data Manager schlägt vor, den Wert im EDC zu überschreiben, damit keine Spur des falschen Werts bleibt. Was sollte geschehen?",
      options: [
        "Wie vorgeschlagen überschreiben, damit die Datenbank keinen Wert mehr enthält, der bekanntermaßen unrichtig ist.",
        "Das EDC so lassen, wie es ursprünglich erfasst wurde, da Prüfungsdaten unverändert bleiben müssen, und ihre Sicht in der Akte vermerken.",
        "Nur in Haldens eigenem Datenauszug korrigieren und den EDC-Eintrag des Prüfzentrums so lassen, wie er ursprünglich war.",
        "Das Prüfzentrum korrigiert per Änderung mit Prüfpfad, der alte Wert bleibt erhalten; alle Empfänger werden informiert.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 16 DSGVO gibt ein Recht auf Berichtigung unrichtiger Daten, und nach GCP geschieht das durch eine Änderung mit Prüfpfad über das Prüfzentrum, nie durch Überschreiben des ursprünglichen Eintrags. Empfänger, denen die Daten offengelegt wurden, sind über die Berichtigung zu unterrichten (Art. 19 DSGVO).",
    },
    {
      id: 23,
      question:
        "Eine Teilnehmerin widerspricht der Nutzung ihrer Daten in einer Folge-Forschungsanalyse von Halden, die auf berechtigten Interessen beruht, und ebenso den Sicherheitsmeldungen, die aufgrund einer rechtlichen Verpflichtung erfolgen. Wie sollte Halden reagieren?",
      options: [
        "Beide Widersprüche zurückweisen: Ist eine Teilnehmerin einmal aufgenommen, haben Widersprüche gegen Forschung nie Erfolg.",
        "Jede Verarbeitung ihrer Daten einstellen, auch die Sicherheitsmeldungen, weil der Widerspruch jede Grundlage erfasst.",
        "Dem Widerspruch gegen die Forschung folgen, den nur eine öffentliche Aufgabe übergehen könnte; weiter melden.",
        "Den Widerspruch gegen die Forschung zurückweisen, sobald Halden zwingende schutzwürdige Gründe dokumentiert; weiter melden.",
      ],
      correctAnswer: 2,
      explanation:
        "Der Widerspruch (Art. 21 DSGVO) gilt für Verarbeitungen auf Grundlage berechtigter Interessen oder einer Aufgabe im öffentlichen Interesse. Bei Forschung kann er nur übergangen werden, wenn die Verarbeitung zur Erfüllung einer im öffentlichen Interesse liegenden Aufgabe erforderlich ist (Art. 21 Abs. 6 DSGVO), wie bei einem öffentlichen Sponsor, der sich auf eine solche Aufgabe stützt; die berechtigten Interessen eines privaten Sponsors erlauben das nicht. Sicherheitsmeldungen beruhen auf einer rechtlichen Verpflichtung, die der Widerspruch nicht erfasst.",
    },
    {
      id: 24,
      question:
        "Während einer verblindeten Studie verlangt eine Teilnehmerin eine Kopie ihrer Daten, einschließlich ihres Behandlungsarms. Die Forschungsleitung will jeden Auskunftsantrag bis zum Ende der Studie ablehnen, „weil die DSGVO die Rechte für die Forschung beschränkt“. Was entscheidet, ob ihr Antrag eingeschränkt werden darf?",
      options: [
        "Ob ein Unions- oder nationales Gesetz nach Art. 89 Abs. 2 dies vorsieht, und dann nur, soweit die Forschung es erfordert.",
        "Art. 89 Abs. 2 selbst, der Auskunft und Berichtigung in jeder Forschung bis zum Ende der Studie aussetzt.",
        "Ob sowohl der Prüfplan als auch die Einwilligungserklärung vorsehen, dass die Auskunft bis zum Database Lock ausgesetzt ist.",
        "Nichts kann ihn einschränken: Die DSGVO hat keine Forschungsausnahme, sie erhält sofort alles, auch den Behandlungsarm.",
      ],
      correctAnswer: 0,
      explanation:
        "Nach Art. 89 Abs. 2 DSGVO kann das Unionsrecht oder das Recht der Mitgliedstaaten Auskunft (Art. 15 DSGVO), Berichtigung, Einschränkung und Widerspruch für die Forschung beschränken, mit Garantien nach Art. 89 Abs. 1 und nur so weit, wie die Rechte die Forschung unmöglich machen oder ernsthaft beeinträchtigen würden. Ohne ein solches Gesetz gelten die Rechte uneingeschränkt; ein Prüfplan oder eine Einwilligungserklärung kann die Beschränkung nicht schaffen. Fragen Sie den Datenschutzbeauftragten, welche nationale Vorschrift gilt.",
    },
    {
      id: 61,
      question:
        "Eine Teilnehmerin gibt an, ihr Geburtsdatum im EDC sei falsch, und bittet darum, ihre Daten bis zur Überprüfung nicht zu verwenden. Die Überprüfung wird zwei Wochen dauern. Was tut der Data Manager?",
      options: [
        "Ihren Datensatz löschen, da Daten, deren Richtigkeit eine Teilnehmerin bestreitet, unverzüglich und vollständig zu löschen sind.",
        "Die Daten einschränken, bis ihre Richtigkeit geprüft ist: speichern, nicht nutzen, und sie vor der Aufhebung informieren.",
        "Die Daten weiter nutzen: Eine Einschränkung gilt erst, wenn eine Aufsichtsbehörde sie angeordnet hat.",
        "Sie bitten, aus der Studie auszuscheiden, da bestrittene Daten ihren gesamten Datensatz unbrauchbar machen.",
      ],
      correctAnswer: 1,
      explanation:
        "Das Bestreiten der Richtigkeit ist einer der Gründe für eine Einschränkung: Für die Dauer der Überprüfung werden die Daten gespeichert, aber nicht anderweitig genutzt (Art. 18 Abs. 1 Buchst. a DSGVO). Sie ist zu unterrichten, bevor die Einschränkung aufgehoben wird (Art. 18 Abs. 3 DSGVO), und die Empfänger werden darüber informiert (Art. 19 DSGVO). Eine Löschung hat sie nicht verlangt, und eine Einschränkung braucht keine behördliche Anordnung.",
    },
    {
      id: 62,
      question:
        "Die Daten einer Teilnehmerin in der Studiendatenbank sind eingeschränkt, während ihr Widerspruch abgewogen wird. Was darf der Sponsor in der Zwischenzeit noch mit ihnen tun?",
      options: [
        "Sie in der Zwischenanalyse verwenden, sofern die Einschränkung im Prüfpfad vermerkt ist.",
        "Gar nichts, nicht einmal speichern: Eingeschränkte Daten müssen aus der Studiendatenbank entfernt werden.",
        "Sie speichern; jede andere Nutzung braucht ihre Einwilligung, Rechtsansprüche, Rechte Dritter oder ein wichtiges öffentliches Interesse.",
        "Sie zur Datenbereinigung an das CRO schicken, da die Tätigkeit eines Auftragsverarbeiters für den Sponsor nicht als Nutzung der Daten zählt.",
      ],
      correctAnswer: 2,
      explanation:
        "Einschränkung heißt speichern ohne zu nutzen. Abgesehen von der Speicherung dürfen eingeschränkte Daten nur mit Einwilligung der Person, für Rechtsansprüche, zum Schutz der Rechte einer anderen Person oder aus Gründen eines wichtigen öffentlichen Interesses verarbeitet werden (Art. 18 Abs. 2 DSGVO). Auch die Nutzung in einer Analyse oder die Weitergabe zur Bereinigung ist eine Verarbeitung, gleich wer sie vornimmt.",
    },
    {
      id: 63,
      question:
        "Ein Dienstleister bietet einen Algorithmus an, der Krankenakten durchsucht und Patienten als für die Studie ungeeignet ablehnt, ohne dass jemand die Ergebnisse prüft. Was sagt die DSGVO dazu?",
      options: [
        "Art. 22 gilt nicht: Das Eignungs-Screening ist Teil des Prüfplans und keine Entscheidung über eine Person.",
        "Es ist zulässig, sobald die Genauigkeit des Algorithmus nach Guter Klinischer Praxis validiert wurde.",
        "Hier zählt nur die Datensicherheit: Der Dienstleister muss die Krankenakten schützen, die der Algorithmus liest (Art. 32).",
        "Eine ausschließlich automatisierte Entscheidung mit erheblicher Wirkung: Es gelten Grenzen und Garantien des Art. 22.",
      ],
      correctAnswer: 3,
      explanation:
        "Eine ausschließlich auf automatisierter Verarbeitung beruhende Entscheidung, die eine Person erheblich beeinträchtigt, etwa die Ablehnung für eine Studie ohne menschliche Prüfung, fällt unter Art. 22 DSGVO. Sie ist nur aus den Gründen des Art. 22 Abs. 2 zulässig, mit Garantien einschließlich des Eingreifens einer Person, und bei Gesundheitsdaten nur mit ausdrücklicher Einwilligung oder auf Grundlage eines Gesetzes, das auf einem erheblichen öffentlichen Interesse beruht (Art. 22 Abs. 4 DSGVO). Die Validierung des Algorithmus ersetzt diese Garantien nicht.",
    },
    {
      id: 64,
      question:
        "Eine Patientin, die von einem automatisierten Vorscreening-Tool abgelehnt wurde, bittet darum, dass ein Mensch sich ihren Fall ansieht. Was muss der Verantwortliche anbieten, wo solche automatisierten Entscheidungen zulässig sind?",
      options: [
        "Das Eingreifen einer Person, die Darlegung ihres Standpunkts und die Anfechtung der Entscheidung.",
        "Den Quellcode des Algorithmus, den der Verantwortliche nach Art. 22 auf Verlangen offenlegen muss.",
        "Keinen weiteren Schritt: Da sie dem Screening zugestimmt hat, muss sie das Ergebnis als endgültig hinnehmen.",
        "Einen zweiten Durchlauf desselben Tools, da die wiederholte Prüfung als die ihr zustehende Überprüfung gilt.",
      ],
      correctAnswer: 0,
      explanation:
        "Wo ausschließlich automatisierte Entscheidungen nach Art. 22 Abs. 2 Buchst. a oder c DSGVO zulässig sind, muss der Verantwortliche mindestens das Recht auf Eingreifen einer Person, auf Darlegung des eigenen Standpunkts und auf Anfechtung der Entscheidung gewährleisten (Art. 22 Abs. 3 DSGVO). Ein zweiter Durchlauf desselben Tools ist kein Eingreifen einer Person. Sie hat Anspruch auf aussagekräftige Informationen über die involvierte Logik (Art. 15 Abs. 1 Buchst. h DSGVO), nicht auf den Quellcode.",
    },
  ],
};
