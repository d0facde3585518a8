import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è compliance lead presso la sede centrale di Boston di Calloway Therapeutics, un promotore farmaceutico con sede negli Stati Uniti. Calloway conduce una sperimentazione di fase III di un nuovo medicinale per l'insufficienza cardiaca in 40 ospedali in Irlanda, Germania, Spagna e Polonia. La sperimentazione è gestita dalla controllata irlandese di Calloway e condotta giorno per giorno da un'organizzazione di ricerca a contratto (CRO). I centri inviano **dati codificati** a un EDC ospitato su server in Virginia, e i team di biostatistica e di sicurezza di Calloway a Boston lavorano sui dati ogni giorno.

Alla riunione della direzione di questa mattina, sulla Sua scrivania sono arrivate tre domande. Il Vice President of Clinical Development chiede: «Siamo un'azienda americana e i server sono negli Stati Uniti: il GDPR si applica davvero a noi?». Il responsabile degli affari regolatori afferma: «I regolamenti della FDA ci impongono di conservare questi documenti, quindi questa sarà pure la nostra base giuridica, no?». E il Chief Financial Officer vuole sapere quanto potrebbe costare una sanzione e se sarebbe limitata al fatturato della piccola controllata irlandese.

**Il Suo compito:** stabilire se e perché il GDPR si applica a Calloway, quale **base giuridica** ai sensi dell'articolo 6, paragrafo 1, e quale **condizione dell'articolo 9, paragrafo 2,** coprono ciascun utilizzo dei dati della sperimentazione, e chi è responsabile di che cosa.`,

  training: {
    title: "Fondamenti delle basi giuridiche: quando si applica il GDPR e che cosa rende lecito il trattamento",
    content: `## Perché un promotore di Boston rientra nel GDPR

Il GDPR segue il trattamento, non la sede centrale. Ai sensi dell'**articolo 3, paragrafo 1**, si applica al trattamento effettuato **nell'ambito delle attività di uno stabilimento nell'Unione**, indipendentemente dal luogo in cui il trattamento stesso avviene. Quando una controllata dell'UE gestisce una sperimentazione, i relativi dati rientrano nel GDPR anche se sono conservati o analizzati negli Stati Uniti. Ai sensi dell'**articolo 3, paragrafo 2**, il GDPR si applica anche a organizzazioni prive di qualsiasi stabilimento nell'UE quando **offrono beni o servizi** a persone che si trovano nell'UE o ne **monitorano** il comportamento nell'UE.

- **La cittadinanza è irrilevante** (considerando 14). Un cittadino statunitense arruolato in un centro di Dublino è tutelato esattamente come un paziente irlandese.
- **L'ubicazione dei server è irrilevante.** Ospitare i dati negli Stati Uniti non li sottrae al GDPR; vi si aggiungono le norme sui trasferimenti del capo V (articolo 44).
- Un titolare extra-UE soggetto al GDPR solo in forza dell'articolo 3, paragrafo 2, deve designare un **rappresentante nell'Unione** (articolo 27), ruolo diverso dal **rappresentante legale** del promotore previsto dall'articolo 74 CTR.

## I dati codificati restano dati personali

I centri sostituiscono i nomi con numeri di soggetto e conservano la lista di identificazione. Il risultato sono **dati pseudonimizzati** (articolo 4, punto 5)), non dati anonimi (considerando 26): il centro può ricollegare ogni registrazione e i monitor vedono i documenti originali. Nella causa **GEPD/SRB** (C-413/23 P, 2025) la Corte ha valutato l'identificabilità dal punto di vista di chi detiene i dati; un promotore con accesso di monitoraggio detiene comunque dati personali. Soddisfare uno standard statunitense di **de-identificazione HIPAA** non equivale all'anonimizzazione; decide il criterio del considerando 26.

## Le sei basi giuridiche dell'articolo 6, paragrafo 1

Ogni operazione di trattamento necessita di almeno una delle **sei basi giuridiche** elencate nell'**articolo 6, paragrafo 1**:

- **a) consenso** dell'interessato
- **b) contratto** con l'interessato
- **c) obbligo legale** al quale è soggetto il titolare del trattamento
- **d) interessi vitali** dell'interessato o di un'altra persona fisica
- **e) compito di interesse pubblico**, ossia l'esecuzione di un compito di interesse pubblico o connesso all'esercizio di pubblici poteri
- **f) legittimo interesse**, che richiede un **bilanciamento** documentato con gli interessi e i diritti della persona (considerando 47)

**Nessuna base prevale sulle altre.** Il consenso non è la soluzione predefinita; scelga la base adatta a ciascuna finalità, prima dell'inizio del trattamento, e la documenti.

L'**obbligo legale** e il **compito di interesse pubblico** devono fondarsi sul **diritto dell'Unione o dello Stato membro** (articolo 6, paragrafo 3). **Le sole norme della FDA non bastano**: un regolamento statunitense può spiegare perché l'azienda vuole conservare i documenti, ma non può da solo fornire una base ai sensi dell'articolo 6, paragrafo 1, lettera c), del GDPR.

## I dati sanitari richiedono una seconda chiave: l'articolo 9, paragrafo 2

I dati relativi alla salute e i dati genetici sono **categorie particolari** di dati personali. Il loro trattamento richiede una **base dell'articolo 6 più una condizione dell'articolo 9, paragrafo 2**; una base dell'articolo 6 da sola non è mai sufficiente. Le condizioni più rilevanti nel settore farmaceutico sono:

- **articolo 9, paragrafo 2, lettera a)**: consenso esplicito
- **articolo 9, paragrafo 2, lettera c)**: interessi vitali
- **articolo 9, paragrafo 2, lettera h)**: assistenza sanitaria
- **articolo 9, paragrafo 2, lettera i)**: sanità pubblica, compresa la sicurezza dei medicinali
- **articolo 9, paragrafo 2, lettera j)**: ricerca scientifica ai sensi dell'articolo 89, paragrafo 1

Le condizioni i) e j) non operano da sole. Ciascuna richiede una **norma del diritto dell'Unione o dello Stato membro** che preveda il trattamento con misure appropriate e specifiche; per la lettera j) tale norma deve inoltre rispettare l'articolo 89, paragrafo 1, ed essere proporzionata alla finalità di ricerca. Per il trattamento dei dati di sicurezza questo ruolo è svolto dal CTR e dalla normativa sulla farmacovigilanza; per la ricerca, il responsabile della protezione dei dati dovrebbe indicare la disposizione applicabile in ciascun paese in cui i dati sono raccolti. Il diritto nazionale può introdurre ulteriori condizioni (articolo 9, paragrafo 4, e articolo 89, paragrafo 2). I dati sanitari quindi **non** richiedono sempre il consenso, ma ogni via deve essere abbinata a una finalità e, per le lettere i) e j), a una norma di legge.

## Gli enti pubblici come promotori

Ospedali universitari, istituti pubblici di ricerca e altri enti pubblici promuovono molte sperimentazioni accademiche. Quando il diritto nazionale affida loro la ricerca come compito di interesse pubblico, la loro base abituale è il **compito di interesse pubblico** (articolo 6, paragrafo 1, lettera e)) unitamente all'articolo 9, paragrafo 2, lettera i) o j), e quella legge è il fondamento richiesto dall'articolo 6, paragrafo 3 (parere 3/2019 dell'EDPB). Un promotore commerciale privo di tale mandato legale non può semplicemente invocare il compito di interesse pubblico; si basa invece sul legittimo interesse o sul consenso esplicito.

## Come si applicano le basi in una sperimentazione clinica e dopo l'autorizzazione

L'EDPB ha illustrato le combinazioni per le sperimentazioni nel **parere 3/2019** (23 gennaio 2019):

- **Il trattamento per finalità di sicurezza e affidabilità imposto dalla legge**, come la segnalazione di sicurezza, l'archiviazione del fascicolo permanente della sperimentazione (TMF) per almeno 25 anni (articolo 58 CTR) e le ispezioni, si fonda sull'**articolo 6, paragrafo 1, lettera c), unitamente all'articolo 9, paragrafo 2, lettera i)**.
- **Il trattamento a fini esclusivamente di ricerca** si fonda sul **consenso esplicito, sul compito di interesse pubblico o sul legittimo interesse**, in combinazione con l'**articolo 9, paragrafo 2, lettera a), i) o j)**.

La **farmacovigilanza** non si ferma al termine della sperimentazione. Dopo l'autorizzazione l'azienda deve raccogliere e valutare le **segnalazioni spontanee** di sospette reazioni avverse provenienti da medici, farmacisti e pazienti, nonché i casi descritti nella **letteratura medica** (direttiva 2001/83/CE, regolamento (CE) n. 726/2004). Come la segnalazione di sicurezza nella sperimentazione, si tratta di un obbligo legale fondato sull'articolo 6, paragrafo 1, lettera c), unitamente all'articolo 9, paragrafo 2, lettera i), per cui **non è possibile sottrarsi** a una segnalazione di sicurezza obbligatoria.

La ricerca scientifica va interpretata in senso lato e comprende la ricerca **finanziata da privati** (considerando 159); il riutilizzo dei dati a fini di ricerca si presume compatibile se si applicano le **garanzie dell'articolo 89, paragrafo 1** (articolo 5, paragrafo 1, lettera b)).

## Chi è responsabile: titolari e responsabili del trattamento

I ruoli seguono i fatti, **non le etichette del contratto** (articolo 4, punti 7) e 8); linee guida 07/2020 dell'EDPB). Il **titolare del trattamento** decide perché e come sono trattati i dati; il **responsabile del trattamento** agisce per suo conto.

- Il **promotore** è di norma il titolare del trattamento, anche se non vede mai il nome di un partecipante.
- La **CRO** è di norma un **responsabile del trattamento** vincolato da un contratto ai sensi dell'articolo 28; ospitare l'EDC non la rende titolare.
- Un **centro** può essere responsabile del trattamento, **contitolare del trattamento** (articolo 26) o titolare autonomo, ed è in ogni caso titolare delle proprie cartelle cliniche.

## Contitolari del trattamento e centro sperimentale (articolo 26)

Quando due o più organizzazioni **determinano congiuntamente** le finalità e i mezzi del trattamento, sono **contitolari del trattamento** (articolo 26, paragrafo 1). Un promotore e un ospedale universitario che progettano insieme uno studio si trovano in questa posizione; un centro che si limita a eseguire un protocollo redatto dal promotore è di norma, per i dati della sperimentazione, un responsabile del trattamento del promotore.

- I contitolari definiscono le **rispettive responsabilità in un accordo interno**, in particolare chi informa i partecipanti e chi risponde alle loro richieste, e ne **mettono il contenuto essenziale a disposizione** delle persone interessate (articolo 26, paragrafo 2).
- Indipendentemente dalle disposizioni dell'accordo, l'interessato può esercitare i propri diritti **nei confronti di ciascun** titolare del trattamento (articolo 26, paragrafo 3).
- La contitolarità non implica una responsabilità paritaria: la quota di ciascun titolare dipende dal suo effettivo coinvolgimento (linee guida 07/2020 dell'EDPB).

## I dati personali degli sperimentatori e degli operatori sanitari

Promotori e CRO trattano anche i **dati personali degli sperimentatori e di altri operatori sanitari**: CV e attestati di formazione GCP, recapiti nel fascicolo permanente della sperimentazione (TMF), nomi nei registri di audit e pagamenti ai medici.

- Queste persone hanno gli **stessi diritti** dei partecipanti e devono essere informate (articoli 13-14).
- La conservazione dei CV e degli attestati di formazione degli sperimentatori nel TMF è un **obbligo legale** ai sensi del CTR (articolo 6, paragrafo 1, lettera c)); la selezione dei centri e la gestione dei rapporti si fondano di norma sul **legittimo interesse** (articolo 6, paragrafo 1, lettera f)), con un bilanciamento documentato.
- La pubblicazione dei pagamenti agli operatori sanitari è imposta dalla legge in alcuni paesi e altrimenti si fonda sui codici di settore: chieda al responsabile della protezione dei dati quale base si applica e dove.

## Responsabilizzazione, responsabile della protezione dei dati e sanzioni

In base al principio di **responsabilizzazione** (articolo 5, paragrafo 2, e articolo 24) il titolare del trattamento deve essere in grado di **dimostrare** la conformità, a partire dal **registro delle attività di trattamento dell'articolo 30**, che mette a disposizione dell'autorità di controllo su richiesta.

- Un **responsabile della protezione dei dati (RPD)** è obbligatorio quando le attività principali consistono nel trattamento su larga scala di categorie particolari di dati (articolo 37, paragrafo 1, lettera c)). Un unico RPD può essere designato per l'intero gruppo (articolo 37, paragrafo 2); l'RPD è indipendente e riferisce direttamente al vertice gerarchico (articolo 38, paragrafo 3).
- Della conformità risponde l'**azienda**, non l'RPD.

Le **sanzioni** (articolo 83) arrivano a **20 milioni di euro o il 4 %** del fatturato mondiale annuo, se superiore, per le violazioni dei principi, delle basi giuridiche, dell'articolo 9, dei diritti o delle norme sui trasferimenti, e a **10 milioni di euro o il 2 %** per le violazioni degli articoli da 25 a 39. **Conta il fatturato del gruppo** (considerando 150), non solo quello della controllata.

## Un'unica procedura globale, più regimi

I team globali operano spesso contemporaneamente in più regimi: il GDPR, le leggi degli Stati membri in materia di salute e ricerca, il CTR e le norme statunitensi come l'HIPAA e i regolamenti della FDA. Rispettare uno standard statunitense non significa rispettare il GDPR. Un **criterio** di progettazione diffuso per un'unica procedura globale consiste nell'adeguarsi al requisito applicabile **più rigoroso**. È una buona prassi, **non una regola di diritto**: non può risolvere un vero conflitto tra leggi (l'ordinanza di un giudice straniero, ad esempio, giustifica un trasferimento solo in base a un accordo internazionale, articolo 48) e non sostituisce mai ciò che ogni regime esige di per sé, con i **propri destinatari**, contenuti e termini. Chieda al responsabile della protezione dei dati dove i paesi divergono.

## Punti chiave

- Il GDPR si applica in forza dello stabilimento nell'UE, qualunque sia l'ubicazione dei server o la cittadinanza dei partecipanti.
- Ogni utilizzo necessita di una delle **sei basi dell'articolo 6, paragrafo 1**; i dati sanitari richiedono inoltre una **condizione dell'articolo 9, paragrafo 2**, e le lettere i) e j) una norma di legge di supporto.
- Il trattamento dei dati di sicurezza, nelle sperimentazioni e dopo l'autorizzazione, si fonda sull'articolo 6, paragrafo 1, lettera c), unitamente all'articolo 9, paragrafo 2, lettera i).
- I ruoli seguono i fatti; le sanzioni si calcolano sul fatturato del gruppo.`,
  },

  questions: [
    {
      id: 1,
      question:
        "Il Vice President statunitense di Calloway sostiene: «Siamo un'azienda di Boston e il database della sperimentazione si trova su server in Virginia, quindi il GDPR non si applica alla sperimentazione UE condotta dalla nostra controllata irlandese». Qual è la risposta corretta?",
      options: [
        "Ha ragione per le copie negli USA: rientrano nel GDPR solo i dati che la controllata irlandese conserva su server dell'UE.",
        "Ha torto: è coperto ogni trattamento effettuato nell'ambito delle attività della controllata irlandese, ovunque avvenga.",
        "Ha torto, ma solo perché i partecipanti sono cittadini dell'UE, i cui dati il GDPR tutela ovunque essi si trovino.",
        "Ha ragione una volta che Calloway nomina un rappresentante legale ai sensi dell'articolo 74 CTR, che si assume gli obblighi GDPR.",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 3, paragrafo 1, applica il GDPR al trattamento effettuato nell'ambito delle attività di uno stabilimento nell'UE, indipendentemente dal luogo del trattamento, per cui i server statunitensi non cambiano nulla. La cittadinanza è irrilevante (considerando 14): anche un cittadino statunitense arruolato in un centro di Dublino è tutelato. Il rappresentante legale previsto dal CTR è un ruolo distinto che non esclude l'applicazione del GDPR.",
    },
    {
      id: 2,
      question:
        "I centri inviano a Calloway solo dati codificati: numeri di soggetto al posto dei nomi, con la lista di identificazione conservata presso ciascun centro. I monitor di Calloway esaminano i documenti originali durante le visite ai centri. Come vanno classificati i dati codificati nel database del promotore?",
      options: [
        "Dati anonimi per Calloway, perché solo i centri detengono la chiave e il database non contiene alcun nome.",
        "Dati de-identificati ai sensi dell'HIPAA, che il GDPR considera anonimi una volta che un esperto ne ha certificato il metodo.",
        "Dati pseudonimizzati, che il GDPR disciplina solo finché sono conservati e analizzati all'interno dell'UE.",
        "Dati personali pseudonimizzati: i centri possono ricollegarli e i monitor di Calloway vedono i documenti originali.",
      ],
      correctAnswer: 3,
      explanation:
        "I dati codificati sono pseudonimizzati, non anonimi (articolo 4, punto 5); considerando 26): la lista del centro consente di ricollegarli e i monitor vedono i documenti originali. Dalla sentenza GEPD/SRB (C-413/23 P) l'identificabilità si valuta dal punto di vista di chi detiene i dati, e un promotore con accesso di monitoraggio detiene comunque dati personali. La de-identificazione HIPAA non è il criterio del GDPR. Il luogo in cui è ospitato il database non cambia le cose (articolo 3, paragrafo 1).",
    },
    {
      id: 3,
      question:
        "Il responsabile degli affari regolatori afferma: «I regolamenti della FDA ci impongono di conservare questi documenti della sperimentazione, quindi la nostra base giuridica è l'obbligo legale dell'articolo 6, paragrafo 1, lettera c)». È corretto?",
      options: [
        "Non da solo: per obbligo legale si intende sempre un obbligo stabilito dal diritto dell'Unione o di uno Stato membro.",
        "Sì: un regolamento vincolante di qualsiasi paese in cui il promotore opera è un obbligo legale ai sensi dell'articolo 6, paragrafo 1, lettera c).",
        "Sì, purché il requisito della FDA e il relativo periodo di conservazione siano annotati nel registro dell'articolo 30.",
        "No: l'obbligo legale non può coprire i documenti della sperimentazione, che vanno conservati sulla base del consenso dei partecipanti.",
      ],
      correctAnswer: 0,
      explanation:
        "L'articolo 6, paragrafo 3, richiede che l'obbligo legale e il compito di interesse pubblico si fondino sul diritto dell'Unione o dello Stato membro, per cui le sole norme della FDA non bastano. L'obbligo di archiviazione del CTR (articolo 58 CTR) è una norma di questo tipo, per cui i documenti della sperimentazione possono fondarsi sull'articolo 6, paragrafo 1, lettera c); nessuna base giuridica prevale sulle altre e il consenso non è la soluzione predefinita.",
    },
    {
      id: 4,
      question:
        "Un team di progetto ha documentato un bilanciamento del legittimo interesse per utilizzare i dati sanitari dei partecipanti in un'analisi esplorativa e conclude che non serve altro. Che cosa manca?",
      options: [
        "Nient'altro: un bilanciamento documentato copre ogni categoria di dati personali, compresi quelli sanitari.",
        "Il consenso esplicito di ciascun partecipante, perché i dati sanitari possono essere trattati solo con il consenso.",
        "Una condizione dell'articolo 9, paragrafo 2, come la ricerca (lettera j)) con legge e garanzie di supporto.",
        "Una DPIA, che trasforma il bilanciamento in una base sufficiente per le categorie particolari di dati.",
      ],
      correctAnswer: 2,
      explanation:
        "I dati relativi alla salute e i dati genetici sono categorie particolari: richiedono una base dell'articolo 6 più una condizione dell'articolo 9, paragrafo 2, per cui una base dell'articolo 6 da sola non è mai sufficiente. Il consenso è solo una delle vie; la ricerca ai sensi dell'articolo 9, paragrafo 2, lettera j), fondata su una norma dell'Unione o dello Stato membro con le garanzie dell'articolo 89, paragrafo 1, è un'altra. Una DPIA valuta il rischio ma non fornisce alcuna condizione.",
    },
    {
      id: 5,
      question:
        "Dopo il lancio, un farmacista chiama il servizio di informazione medica di Calloway: una paziente di 60 anni ha sviluppato un grave esantema con il nuovo medicinale. In seguito la paziente scrive chiedendo a Calloway di cancellare la segnalazione. Su quale base viene trattata questa segnalazione spontanea e che cosa ne consegue?",
      options: [
        "Il consenso: la paziente non ha mai acconsentito alla telefonata del farmacista, quindi la segnalazione va cancellata su sua richiesta.",
        "Il legittimo interesse: Calloway può conservare la segnalazione, ma deve smettere di usarla non appena la paziente si oppone.",
        "L'obbligo legale (articolo 6, paragrafo 1, lettera c)) con l'articolo 9, paragrafo 2, lettera i): va conservata e valutata.",
        "Non serve alcuna base: le segnalazioni di sicurezza post-commercializzazione esulano dal GDPR perché non sono dati di sperimentazione.",
      ],
      correctAnswer: 2,
      explanation:
        "Raccogliere e valutare le segnalazioni spontanee è un obbligo legale del titolare dell'autorizzazione all'immissione in commercio ai sensi della direttiva 2001/83/CE e del regolamento 726/2004, per cui si fonda sull'articolo 6, paragrafo 1, lettera c), unitamente all'articolo 9, paragrafo 2, lettera i), dopo l'autorizzazione come nelle sperimentazioni. Il GDPR si applica, ma una segnalazione di sicurezza obbligatoria non può essere ritirata su richiesta della paziente.",
    },
    {
      id: 6,
      question:
        "Il contratto della CRO la qualifica come «titolare del trattamento» perché ospita l'EDC. Calloway ha redatto il protocollo, decide quali dati raccogliere e perché, e vede solo dati codificati. Chi è con ogni probabilità il titolare del trattamento?",
      options: [
        "Calloway: decide perché e come sono trattati i dati, comunque il contratto qualifichi la CRO.",
        "La CRO, perché il contratto la designa titolare e le parti sono libere di ripartirsi i ruoli come preferiscono.",
        "La CRO, perché ospita i dati; un promotore che vede solo dati codificati non può mai essere titolare.",
        "Calloway e la CRO congiuntamente, perché entrambe gestiscono ogni giorno gli stessi dati della sperimentazione.",
      ],
      correctAnswer: 0,
      explanation:
        "I ruoli seguono i fatti, non le etichette del contratto (articolo 4, punti 7) e 8); linee guida 07/2020 dell'EDPB). Il promotore che decide perché e come sono trattati i dati è di norma il titolare anche senza vedere i nomi, mentre la CRO che agisce su sue istruzioni è un responsabile del trattamento ai sensi dell'articolo 28. Gestire gli stessi dati non rende due parti contitolari del trattamento.",
    },
    {
      id: 7,
      question:
        "Per uno studio di follow-up in centri in Germania e Polonia, Calloway intende basarsi sul legittimo interesse unitamente all'articolo 9, paragrafo 2, lettera j), per i dati sanitari. La responsabile polacca dello studio chiede che cosa richieda di per sé la lettera j), oltre al protocollo. Qual è la risposta?",
      options: [
        "Nulla oltre al protocollo: la lettera j) si applica direttamente a qualsiasi ricerca scientifica, in ogni Stato membro.",
        "Il parere favorevole del comitato etico di ciascun paese, che funge da base giuridica ai sensi della lettera j).",
        "Anche il consenso esplicito di ciascun partecipante, poiché la lettera j) può essere utilizzata solo insieme al consenso.",
        "Una norma dell'Unione o dello Stato membro che preveda la ricerca, con le garanzie dell'articolo 89, paragrafo 1, in ogni paese.",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 9, paragrafo 2, lettera j), come la lettera i), opera solo sulla base di una norma del diritto dell'Unione o dello Stato membro che preveda il trattamento con misure appropriate e specifiche, in linea con l'articolo 89, paragrafo 1. Il responsabile della protezione dei dati deve quindi indicare la disposizione applicabile in ciascun paese. Il parere del comitato etico è richiesto dal CTR ma non è quella norma, e la lettera j) non dipende dal consenso.",
    },
    {
      id: 8,
      question:
        "Calloway sta redigendo un'unica SOP globale per i dati dei pazienti nelle sperimentazioni condotte negli Stati Uniti e nell'UE. HIPAA, norme FDA, GDPR e leggi nazionali sui dati sanitari divergono su diversi punti. Quale ruolo dovrebbe avere nella SOP il requisito più rigoroso?",
      options: [
        "È la legge: un processo che soddisfa il requisito più rigoroso soddisfa automaticamente e in un colpo solo ogni regime.",
        "Una base di progettazione per l'unica procedura, rispettando comunque destinatari, contenuti e termini propri di ciascun regime.",
        "Nessuno: seguire ovunque l'HIPAA, dato che Calloway e i suoi sistemi di dati globali hanno sede negli Stati Uniti.",
        "Nessuno: applicare il GDPR ai documenti dei cittadini dell'UE e l'HIPAA a quelli di tutti gli altri, qualunque sia il centro.",
      ],
      correctAnswer: 1,
      explanation:
        "Adeguarsi al requisito più rigoroso è un criterio di progettazione per un'unica procedura globale, non una regola di diritto: non può risolvere un vero conflitto di leggi e i destinatari, i contenuti e i termini propri di ciascun regime vanno comunque rispettati. Il GDPR si applica in forza dello stabilimento nell'UE, indipendentemente dalla cittadinanza (articolo 3, paragrafo 1; considerando 14), e la conformità all'HIPAA non basta a soddisfarlo.",
    },
    {
      id: 57,
      question:
        "Calloway e un ospedale universitario di Dublino progettano insieme uno studio di registro sull'insufficienza cardiaca: concordano le finalità, i dati da raccogliere e la durata della conservazione. Una partecipante chiede all'ospedale una copia dei propri dati e l'ospedale risponde che, in base al suo accordo con Calloway, solo Calloway risponde alle richieste. L'ospedale ha ragione?",
      options: [
        "No: i contitolari possono ripartirsi i compiti nell'accordo, ma lei può esercitare i suoi diritti nei confronti di ciascuno.",
        "Sì: l'accordo tra i contitolari del trattamento stabilisce a quale di essi il partecipante debba rivolgersi.",
        "Sì: un ospedale agisce come responsabile del trattamento in qualsiasi ricerca cofinanziata da un'azienda farmaceutica.",
        "No: i contitolari devono rispondere congiuntamente a ciascuna richiesta, con un'unica lettera firmata da entrambi.",
      ],
      correctAnswer: 0,
      explanation:
        "L'ospedale e Calloway determinano congiuntamente le finalità e i mezzi, per cui sono contitolari del trattamento (articolo 26, paragrafo 1). Il loro accordo può affidare a Calloway il compito di rispondere alle richieste e il suo contenuto essenziale deve essere messo a disposizione dei partecipanti (articolo 26, paragrafo 2), ma non può privare la partecipante del diritto di esercitare i propri diritti nei confronti di ciascun titolare (articolo 26, paragrafo 3). L'ospedale dovrebbe trasmettere subito la richiesta o rispondere esso stesso.",
    },
    {
      id: 58,
      question:
        "Calloway e una rete di ricerca accademica determinano congiuntamente le finalità e i mezzi del trattamento in una sperimentazione promossa dagli sperimentatori. Che cosa devono predisporre tra loro?",
      options: [
        "Un contratto ai sensi dell'articolo 28 in base al quale la rete agisce solo su istruzioni documentate di Calloway.",
        "Un accordo che definisca le rispettive responsabilità, il cui contenuto essenziale è accessibile ai partecipanti (articolo 26).",
        "Nulla per iscritto: ogni contitolare è comunque pienamente responsabile dell'intero trattamento.",
        "Una valutazione d'impatto sul trasferimento, poiché i dati scambiati tra due titolari costituiscono un trasferimento all'estero.",
      ],
      correctAnswer: 1,
      explanation:
        "I contitolari del trattamento devono determinare le rispettive responsabilità, in particolare per l'esercizio dei diritti degli interessati e per la loro informazione, in un accordo il cui contenuto essenziale è messo a disposizione delle persone interessate (articolo 26, paragrafi 1 e 2). Il contratto dell'articolo 28 riguarda un responsabile del trattamento che agisce su istruzioni del titolare, cosa che la rete non è. La contitolarità non implica una responsabilità paritaria e uno scambio all'interno dell'UE non è un trasferimento ai sensi del capo V.",
    },
    {
      id: 59,
      question:
        "Il team di selezione dei centri di Calloway gestisce un database di oncologi con i loro CV, pubblicazioni e valutazioni relative a sperimentazioni precedenti. Un'oncologa chiede quali dati Calloway detenga su di lei. Come deve trattare la richiesta il team?",
      options: [
        "Come una cortesia verso un contatto professionale, da evadere se il team ha tempo, poiché il GDPR tutela i pazienti.",
        "Come una richiesta che può respingere, perché i dati professionali pubblicati su riviste non sono più dati personali.",
        "Come una richiesta di accesso ai sensi dell'articolo 15, da evadere entro un mese: sono dati personali.",
        "Come una questione di competenza del suo ospedale, titolare di qualsiasi dato esistente sui propri medici.",
      ],
      correctAnswer: 2,
      explanation:
        "Gli sperimentatori e gli altri operatori sanitari sono interessati come chiunque altro: i loro CV, le valutazioni e i recapiti sono dati personali e Calloway è titolare del trattamento del proprio database di selezione dei centri. La richiesta è una richiesta di accesso ai sensi dell'articolo 15, cui va data risposta entro un mese (articolo 12, paragrafo 3). Il fatto che un'informazione sia pubblicata da qualche parte non le toglie la natura di dato personale.",
    },
    {
      id: 60,
      question:
        "Quale base giuridica copre di norma la conservazione dei CV e degli attestati di formazione GCP degli sperimentatori nel fascicolo permanente della sperimentazione?",
      options: [
        "Il consenso, che ogni sperimentatore presta firmando il CV e può revocare quando lo desidera.",
        "Il solo legittimo interesse, poiché il promotore ha scelto di raccogliere i CV durante la selezione dei centri.",
        "Gli interessi vitali, perché sperimentatori qualificati tutelano la salute e la vita dei partecipanti.",
        "L'obbligo legale (articolo 6, paragrafo 1, lettera c)): il CTR esige che il TMF attesti le qualifiche.",
      ],
      correctAnswer: 3,
      explanation:
        "Il regolamento sulla sperimentazione clinica impone al promotore di documentare le qualifiche degli sperimentatori e di conservarle nel fascicolo permanente della sperimentazione, per cui la conservazione di questi documenti si fonda sull'obbligo legale (articolo 6, paragrafo 1, lettera c)). Il consenso sarebbe la base sbagliata, perché lo sperimentatore non potrebbe rifiutarlo e continuare a condurre la sperimentazione. Il legittimo interesse copre altri utilizzi, come la selezione dei centri per studi futuri, con un bilanciamento documentato.",
    },
  ],
};
