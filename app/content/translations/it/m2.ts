import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è clinical operations manager presso Meridian Clinical Research, una CRO che conduce per un promotore farmaceutico una sperimentazione oncologica di fase II in 25 ospedali dell'UE. Il promotore vuole sostituire i moduli cartacei con l'**eConsent** su tablet. Accanto alla sperimentazione principale, il protocollo prevede un **sottostudio farmacogenetico** facoltativo che analizza il DNA dei partecipanti e una **biobanca** facoltativa che conserva i campioni di sangue residui per la futura ricerca oncologica.

La prima bozza del flusso di eConsent predisposta dal fornitore contiene un unico pulsante «Accetto» alla fine, una **casella già spuntata** per la ricerca futura e l'avvertenza che i pazienti che rifiutano il sottostudio genetico «potrebbero non essere idonei» alla sperimentazione principale. Un'infermiera di ricerca chiede se il modulo di consenso informato firmato costituisca il consenso ai sensi del GDPR per tutto.

Poi arriva un'e-mail da un centro di Lione. Una partecipante, all'ottavo mese di sperimentazione, ha scritto due righe per dire che non vuole più partecipare e vuole che «i suoi dati vengano tolti». Il centro chiede se la partecipante debba inviare una lettera firmata con le sue motivazioni e se ora le segnalazioni dei suoi eventi avversi gravi debbano essere cancellate.

**Il Suo compito:** stabilire che cosa rende valido il consenso ai sensi del GDPR, in che cosa si differenzia dal consenso informato previsto dal regolamento sulla sperimentazione clinica, come strutturare i consensi facoltativi e che cosa accade ai dati della partecipante quando revoca il consenso.`,

  training: {
    title: "Gestione del consenso: consenso valido, consenso alla sperimentazione e revoca",
    content: `## Due tipi diversi di consenso

I team delle operazioni cliniche si occupano di due tipi di consenso che è facile confondere.

- **Il consenso informato ai sensi del regolamento sulla sperimentazione clinica (CTR)** è un requisito etico e di tutela dei partecipanti. È scritto, datato e firmato dopo un colloquio con un membro del gruppo di sperimentazione qualificato secondo il diritto nazionale (articoli 28-29 CTR). Precede l'arruolamento, salvo nelle situazioni di emergenza, in cui può essere ottenuto successivamente (articolo 35 CTR).
- **Il consenso ai sensi del GDPR** è una delle sei basi giuridiche del trattamento dei dati personali (articolo 6, paragrafo 1, lettera a)) e, nella sua forma esplicita, una delle condizioni per il trattamento dei dati relativi alla salute e dei dati genetici (articolo 9, paragrafo 2, lettera a)).

Il modulo di consenso informato firmato (ICF) **non è automaticamente** la base giuridica ai sensi del GDPR (parere 3/2019 dell'EDPB; considerando 161). I pazienti malati o in condizione di dipendenza possono non essere in grado di acconsentire liberamente al trattamento dei propri dati, per cui molti promotori si basano invece sull'**esecuzione di un compito di interesse pubblico** o sul **legittimo interesse**, in combinazione con l'**articolo 9, paragrafo 2, lettera i) o j)**, per il trattamento a fini di ricerca. Il compito di interesse pubblico è la scelta abituale dei promotori pubblici, come gli ospedali universitari, la cui missione di ricerca è stabilita dal diritto nazionale (articolo 6, paragrafo 1, lettera e), e paragrafo 3). La segnalazione di sicurezza, l'archiviazione e le ispezioni si fondano sull'**obbligo legale** (articolo 6, paragrafo 1, lettera c)) unitamente all'articolo 9, paragrafo 2, lettera i). Il consenso non è quindi l'unica base per i dati della sperimentazione e la firma dell'ICF non è un consenso ai sensi del GDPR valido per tutto.

## I cinque elementi del consenso valido

Se la base giuridica ai sensi del GDPR è il consenso, questo è valido solo se presenta tutti i **cinque elementi** stabiliti dall'**articolo 4, punto 11)** e dall'**articolo 7**:

- **Libero**: la persona ha una reale possibilità di scelta e può rifiutare senza subire pregiudizio.
- **Specifico**: riguarda una finalità chiaramente definita, con un consenso distinto per ciascuna finalità distinta.
- **Informato**: la persona sa chi è il titolare del trattamento, che cosa sarà fatto dei dati e che il consenso può essere revocato.
- **Inequivocabile**: non vi è alcun dubbio che la persona abbia acconsentito.
- **Espresso mediante un'azione positiva inequivocabile**: una dichiarazione o un atto deliberato, come spuntare una casella vuota o firmare.

**Il silenzio, l'inattività o la preselezione di caselle non configurano consenso** (considerando 32). La partecipazione alle visite dello studio non implica il consenso a nulla che vada oltre ciò a cui la persona ha effettivamente acconsentito.

## Consenso esplicito e prova

Per i dati relativi alla salute e i dati genetici, il consenso utilizzato come condizione dell'articolo 9 deve essere **esplicito** (articolo 9, paragrafo 2, lettera a)): una dichiarazione espressa, di norma una firma o un clic di conferma separato. Il titolare del trattamento deve essere in grado di **dimostrare** il consenso (articolo 7, paragrafo 1). Per ogni partecipante conservi:

- la **versione** del modulo di consenso utilizzata;
- la **data** in cui è stato prestato il consenso;
- **chi** ha raccolto il consenso.

Se la richiesta di consenso è inserita in un documento più ampio come l'ICF, deve essere **chiaramente distinguibile** dalle altre materie, in forma comprensibile e facilmente accessibile, utilizzando un **linguaggio semplice e chiaro** (articolo 7, paragrafo 2).

## Quando il consenso non è libero

Il consenso non è libero, e quindi non è valido, quando:

- vi è un **evidente squilibrio di potere** tra la persona e il titolare del trattamento (considerando 43);
- il rifiuto o la revoca comporterebbero un **pregiudizio** per la persona (considerando 42);
- è **abbinato** ad altro, ad esempio quando un servizio o la partecipazione sono subordinati al consenso a un trattamento che non è necessario a tal fine (articolo 7, paragrafo 4).

Per le sperimentazioni ciò significa che le **componenti facoltative**, come un sottostudio genetico, la ricerca futura o il ricontatto, devono essere oggetto di **adesioni separate**. Il rifiuto non deve incidere sulla partecipazione alla sperimentazione principale. Il prelievo genetico per un sottostudio facoltativo non può mai essere posto come condizione per l'arruolamento.

## Progettare un flusso di eConsent

- Presenti la sperimentazione principale e ciascuna finalità facoltativa in **schermate o sezioni separate**.
- Utilizzi caselle **non spuntate** o pulsanti separati per ogni finalità facoltativa; non preselezioni mai il «sì».
- Scriva in **linguaggio semplice** ed eviti il gergo giuridico.
- Indichi chiaramente, prima che il consenso sia prestato, che può essere **revocato in qualsiasi momento** e come.
- Registri in un registro di audit la versione del modulo, la data, l'ora e l'identità della persona che raccoglie il consenso.
- Fornisca le informazioni dell'articolo 13, qualunque sia la base giuridica (si veda sotto).

## Revoca

Un partecipante può **revocare il consenso in qualsiasi momento** e la revoca deve essere **facile quanto la prestazione del consenso**. Le persone devono essere informate di questo diritto prima di prestare il consenso. La revoca **non** pregiudica la liceità del trattamento precedente (articolo 7, paragrafo 3). Un partecipante che ha acconsentito con un clic o una firma può revocare il consenso per e-mail, per telefono o di persona presso il centro; non si può pretendere una lettera scritta e motivata.

Ciò che accade ai dati dipende dalla base giuridica:

- **Se la base è il consenso**, il trattamento basato sul consenso cessa.
- I dati possono essere conservati solo in forza di **un'altra base giuridica**, ad esempio l'obbligo legale per la segnalazione di sicurezza e l'archiviazione.
- Tale altra base deve essere stata **individuata e comunicata fin dall'inizio**. Non può essere sostituita a posteriori: non è possibile passare semplicemente al legittimo interesse una volta revocato il consenso (linee guida 05/2020 dell'EDPB).

Distintamente, quando un partecipante **si ritira dalla sperimentazione**, il CTR prevede che la revoca del consenso informato non incida sulle attività già svolte né sull'utilizzo dei dati ottenuti prima della revoca (articolo 28, paragrafo 3, CTR). **La raccolta di nuovi dati cessa.**

**I dati di sicurezza non vengono cancellati** in caso di revoca. Le segnalazioni di eventi avversi sono trattate in base a un obbligo legale unitamente all'articolo 9, paragrafo 2, lettera i), e il fascicolo permanente della sperimentazione deve essere conservato per almeno 25 anni (articolo 58 CTR).

## Uso secondario e biobanche

Quando chiede il consenso alla sperimentazione, il promotore può chiedere al partecipante anche il consenso all'uso dei dati **al di fuori del protocollo**, **esclusivamente per finalità scientifiche**, e tale consenso può essere revocato in qualsiasi momento (articolo 28, paragrafo 2, CTR). Il considerando 33 riconosce che spesso le finalità di ricerca non possono essere interamente individuate al momento della raccolta e consente il consenso a **determinati settori della ricerca**, come le biobanche per la ricerca oncologica, nel rispetto delle norme deontologiche. Il consenso non si estende a qualsiasi finalità successiva: una finalità che esula dal settore concordato deve essere valutata separatamente, con il responsabile della protezione dei dati, prima che qualsiasi dato sia utilizzato a tale scopo.

## Partecipanti vulnerabili

- Per i **minori** e i **soggetti incapaci**, il consenso è prestato dal **rappresentante legalmente designato** e il partecipante è coinvolto nella decisione per quanto possibile (articoli 31-32 CTR).
- Nelle **situazioni di emergenza**, quando il paziente non è in grado di acconsentire e nessun rappresentante legalmente designato è raggiungibile in tempo, il CTR consente di arruolare prima e di ottenere il consenso **successivamente**, dal paziente o dal rappresentante, alle rigorose condizioni dell'articolo 35 CTR, come previsto dal protocollo approvato.
- L'età di **16** anni prevista dal GDPR (che gli Stati membri possono abbassare a 13) si applica solo al consenso del minore ai **servizi online** (articolo 8, paragrafo 1). Non disciplina l'arruolamento di minori nelle sperimentazioni, anche quando si utilizza un'app di eConsent.

## Trasparenza, qualunque sia la base

Al momento della raccolta, i partecipanti devono ricevere le informazioni di cui all'**articolo 13**: l'identità del titolare del trattamento e i dati di contatto del responsabile della protezione dei dati, le finalità e la base giuridica, i destinatari, i trasferimenti al di fuori dell'UE, i periodi di conservazione, i loro diritti e il diritto di proporre reclamo a un'autorità di controllo. La trasparenza si applica sia che ci si basi sul consenso, sul compito di interesse pubblico, sul legittimo interesse o sull'obbligo legale.

## Punti chiave

- Il consenso informato del CTR e il consenso del GDPR sono **cose diverse**; la firma dell'ICF non è automaticamente la base giuridica.
- Il consenso valido ha **cinque elementi**: libero, specifico, informato, inequivocabile ed espresso mediante un'azione positiva inequivocabile.
- Il consenso esplicito è necessario quando il consenso è la condizione dell'articolo 9 per i dati relativi alla salute o genetici, e Lei deve essere in grado di dimostrarlo.
- Le componenti facoltative sono **adesioni separate, con caselle non spuntate**, che non incidono sulla partecipazione alla sperimentazione principale.
- La revoca è sempre possibile ed è facile quanto il consenso; interrompe il trattamento basato sul consenso ma non cancella i dati di sicurezza detenuti in forza di un obbligo legale.`,
  },

  questions: [
    {
      id: 9,
      question:
        "La bozza di eConsent del fornitore mostra l'opzione «Acconsento all'uso dei miei campioni e dati per la futura ricerca oncologica» con la casella già spuntata. I partecipanti possono togliere la spunta prima di firmare. Si tratta di un consenso valido per la biobanca?",
      options: [
        "Sì: i partecipanti possono togliere la spunta, quindi chi la lascia ha scelto di partecipare.",
        "Sì, purché la biobanca sia spiegata in linguaggio semplice proprio accanto alla casella.",
        "No: una casella già spuntata non è un'azione positiva; il partecipante deve spuntare una casella vuota.",
        "No: il consenso alla ricerca futura non è mai valido, perché le sue finalità non si possono fissare in anticipo.",
      ],
      correctAnswer: 2,
      explanation:
        "Il consenso valido richiede una dichiarazione o un'azione positiva inequivocabile (articolo 4, punto 11)) e il considerando 32 precisa che caselle preselezionate e silenzio non configurano consenso. Il consenso alla ricerca futura è possibile: il considerando 33 consente il consenso a determinati settori della ricerca, come una biobanca, nel rispetto delle norme deontologiche, ma deve essere prestato spuntando attivamente una casella vuota.",
    },
    {
      id: 10,
      question:
        "Un centro comunica ai pazienti che possono partecipare alla sperimentazione oncologica principale solo se accettano anche il sottostudio farmacogenetico facoltativo. Qual è il problema?",
      options: [
        "Il consenso al sottostudio non è libero, perché l'arruolamento nella sperimentazione principale dipende da esso.",
        "Nessuno, purché il sottostudio sia spiegato in linguaggio semplice e per il DNA sia raccolto un consenso esplicito.",
        "Il sottostudio va eliminato: i test genetici non possono in alcun caso essere proposti insieme a una sperimentazione terapeutica.",
        "Solo una lacuna documentale: l'ICF deve spiegare perché il sottostudio è necessario per la sperimentazione principale.",
      ],
      correctAnswer: 0,
      explanation:
        "Il consenso abbinato ad altro, o il cui rifiuto comporta un pregiudizio, non è libero (articolo 7, paragrafo 4; considerando 42), e una formulazione esplicita non può porvi rimedio. Le componenti facoltative come i sottostudi genetici devono essere adesioni separate e il loro rifiuto non deve incidere sulla partecipazione alla sperimentazione principale. I sottostudi genetici sono ammessi; il vizio è la condizione.",
    },
    {
      id: 11,
      question:
        "Un'infermiera di ricerca afferma: «La partecipante ha firmato il modulo di consenso informato ai sensi del regolamento sulla sperimentazione clinica, quindi quella firma è il nostro consenso ai sensi del GDPR per qualsiasi trattamento dei suoi dati». Che cosa è corretto?",
      options: [
        "Corretto: un consenso CTR firmato è un consenso esplicito, quindi copre tutti i trattamenti dei suoi dati di sperimentazione.",
        "Corretto, purché il modulo sia stato firmato dopo un colloquio con un membro qualificato del gruppo di sperimentazione.",
        "Scorretto solo per i dati di sicurezza; per gli altri dati della sperimentazione la firma dell'ICF è il consenso GDPR.",
        "Scorretto: il consenso CTR tutela i partecipanti, ma non è automaticamente la base giuridica GDPR.",
      ],
      correctAnswer: 3,
      explanation:
        "Il consenso informato del CTR (articoli 28-29 CTR) è un requisito di tutela dei partecipanti e non è automaticamente la base giuridica ai sensi del GDPR (parere 3/2019 dell'EDPB; considerando 161). Molti promotori si basano sul compito di interesse pubblico o sul legittimo interesse, unitamente all'articolo 9, paragrafo 2, lettera i) o j), per la ricerca, e sull'obbligo legale per il trattamento dei dati di sicurezza, qualunque cosa dica l'ICF.",
    },
    {
      id: 12,
      question:
        "Una partecipante scrive un'e-mail al centro di Lione: «Non voglio più partecipare e revoco il mio consenso». Il centro risponde che la revoca è accettata solo con lettera firmata e motivata. Il centro ha ragione?",
      options: [
        "Sì: per il fascicolo permanente serve una revoca firmata, e le motivazioni aiutano la valutazione della sicurezza.",
        "No: può revocare il consenso in qualsiasi momento e revocarlo deve essere facile quanto prestarlo.",
        "No, ma l'e-mail deve essere confermata alla prossima visita dello studio prima che la revoca abbia effetto.",
        "Sì, se l'ICF prevedeva che la revoca avvenisse per iscritto, come prevedono molti ICF.",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 7, paragrafo 3, consente all'interessato di revocare il consenso in qualsiasi momento e richiede che la revoca sia facile quanto la prestazione del consenso, per cui la sua e-mail ha effetto al momento della ricezione. Il centro può annotarla nel fascicolo e può chiederle, senza insistere, se parteciperà comunque a una visita di follow-up di sicurezza.",
    },
    {
      id: 13,
      question:
        "Una sperimentazione in emergenza sull'ictus dispone di un protocollo approvato per i pazienti che non sono in grado di acconsentire. Una paziente arriva priva di conoscenza entro la finestra terapeutica e nessun familiare è raggiungibile in tempo. Lo sperimentatore chiede che cosa consente il CTR.",
      options: [
        "L'arruolamento immediato se ricorrono le condizioni dell'articolo 35 CTR, chiedendo poi il consenso a lei o a un rappresentante.",
        "Nessun arruolamento: senza il previo consenso scritto suo o di un rappresentante, un paziente non può mai essere incluso.",
        "L'arruolamento in base agli interessi vitali previsti dal GDPR, dopodiché non serve il consenso di nessuno.",
        "L'arruolamento se un secondo medico è d'accordo, informando il comitato etico invece di chiedere in seguito il consenso.",
      ],
      correctAnswer: 0,
      explanation:
        "L'articolo 35 CTR consente a una sperimentazione in situazioni di emergenza di arruolare un paziente che non è in grado di acconsentire, quando nessun rappresentante legalmente designato è raggiungibile nella finestra terapeutica, alle rigorose condizioni di tale articolo e come previsto dal protocollo approvato; il consenso è poi chiesto al rappresentante o al paziente il prima possibile. Gli interessi vitali sono un fondamento del GDPR, non un consenso ai sensi del CTR.",
    },
    {
      id: 14,
      question:
        "La biobanca tratta i dati sulla base del consenso, che una partecipante ha ora revocato. Un project manager propone di continuare a utilizzare i suoi dati della biobanca sulla base del legittimo interesse. Che cosa è corretto?",
      options: [
        "Sì, purché sia documentato un bilanciamento degli interessi e lei sia informata della nuova base entro un mese.",
        "No, perché il legittimo interesse non può mai fungere da base per i dati sanitari nella ricerca.",
        "In parte: i nuovi campioni cessano, ma i dati conservati possono restare in uso nella biobanca in base al legittimo interesse.",
        "No: il trattamento basato sul suo consenso cessa e non si può sostituire a posteriori una nuova base.",
      ],
      correctAnswer: 3,
      explanation:
        "Quando il consenso è revocato, il trattamento basato su di esso deve cessare (articolo 7, paragrafo 3). I dati possono essere conservati solo in forza di un'altra base individuata e comunicata fin dall'inizio, come l'obbligo legale per la sicurezza e l'archiviazione; cambiare base a posteriori non è consentito (linee guida 05/2020 dell'EDPB). Il legittimo interesse unitamente all'articolo 9, paragrafo 2, lettera j), può sorreggere la ricerca, ma solo se scelto e comunicato prima dell'inizio del trattamento.",
    },
    {
      id: 15,
      question:
        "Un coordinatore sostiene che, poiché questo Stato membro ha abbassato a 13 anni l'età del consenso di cui all'articolo 8 del GDPR, una quindicenne può arruolarsi da sola in una sperimentazione pediatrica tramite l'app di eConsent. È corretto?",
      options: [
        "Sì: l'app è un servizio online, quindi l'articolo 8 disciplina l'arruolamento e basta il consenso della ragazza.",
        "No: l'articolo 8 riguarda solo i servizi online; acconsente il rappresentante legale e lei è coinvolta.",
        "Sì, purché un genitore sia informato dopo l'arruolamento e non si opponga entro due settimane.",
        "No: a 15 anni è troppo giovane per prendere parte in alcun modo alla decisione, quindi decidono solo i genitori.",
      ],
      correctAnswer: 1,
      explanation:
        "L'età di 16 anni prevista dal GDPR, che gli Stati possono abbassare a 13, si applica solo al consenso dei minori ai servizi online (articolo 8, paragrafo 1). Ai sensi degli articoli 31-32 CTR il consenso per un minore è prestato dal rappresentante legalmente designato e il minore è coinvolto nella decisione per quanto la sua capacità di comprensione lo consenta.",
    },
    {
      id: 16,
      question:
        "Un ospedale universitario, ente pubblico, promuove una sperimentazione accademica; il diritto nazionale annovera la ricerca tra i suoi compiti di interesse pubblico. La bozza della sua informativa privacy indica come base giuridica GDPR il consenso firmato dei partecipanti. Quale base è più adatta?",
      options: [
        "Il consenso, come nella bozza: il CTR richiede comunque il consenso informato, quindi è anche la base GDPR più sicura.",
        "Il legittimo interesse (articolo 6, paragrafo 1, lettera f)), base abituale dei trattamenti a fini di ricerca di ogni promotore.",
        "Il compito di interesse pubblico (articolo 6, paragrafo 1, lettera e)), fondato su tale legge, con l'articolo 9, paragrafo 2, lettera j).",
        "L'obbligo legale (articolo 6, paragrafo 1, lettera c)), poiché un ospedale pubblico agisce in base al diritto nazionale in ogni sua attività.",
      ],
      correctAnswer: 2,
      explanation:
        "Il compito di interesse pubblico richiede una base nel diritto dell'Unione o dello Stato membro (articolo 6, paragrafo 3), fornita dal mandato di ricerca dell'ospedale, e anche l'articolo 9, paragrafo 2, lettera j), richiede una tale legge (parere 3/2019 dell'EDPB). Le autorità pubbliche non possono invocare il legittimo interesse per l'esecuzione dei loro compiti (articolo 6, paragrafo 1, ultimo comma), la ricerca non è un obbligo legale e il consenso del CTR non è automaticamente la base giuridica GDPR.",
    },
  ],
};
