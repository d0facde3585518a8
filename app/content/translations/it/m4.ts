import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è responsabile delle clinical data operations presso una CRO che sta costruendo il database di una sperimentazione di fase III sull'artrite reumatoide per conto di un promotore farmaceutico europeo. La bozza di eCRF del promotore chiede a ogni centro di inserire la **data di nascita completa**, le **iniziali** di ciascun partecipante e un campo di testo libero intitolato «Anamnesi rilevante – descrivere in dettaglio». Il data manager che l'ha redatta sostiene che più dettagli sono sempre più sicuri: «Potrebbero servirci per analisi future».

Esaminando i primi caricamenti dei centri pilota, Lei nota qualcosa di peggio. Una study coordinator di un ospedale ha allegato nell'EDC le **lettere di dimissione** dei pazienti come documenti a supporto degli eventi avversi. Le lettere **non sono oscurate**: nomi completi, indirizzi di residenza, numeri di cartella ospedaliera e nomi dei medici curanti sono visibili a chiunque abbia accesso all'EDC, compresi il personale del promotore e i fornitori.

Il protocollo richiede l'età allo screening (da 18 a 75 anni) per l'idoneità, l'anamnesi solo per le patologie elencate nei criteri di esclusione e i documenti originali per gli eventi avversi gravi.

Deve stabilire quali dei dati richiesti sono davvero necessari, come progettare l'eCRF e l'EDC affinché per impostazione predefinita siano raccolti e visibili solo i dati necessari, e che cosa fare subito riguardo alle lettere di dimissione non oscurate.`,
  training: {
    title: "Minimizzazione dei dati e limitazione della finalità nella ricerca clinica",
    content: `## Perché la minimizzazione è importante nella ricerca clinica

Ogni campo di un'eCRF, ogni documento originale caricato e ogni colonna di un database di sicurezza contiene dati personali che devono essere giustificati. Il principio di **minimizzazione dei dati** impone che i dati personali siano **adeguati, pertinenti e limitati a quanto necessario** rispetto alle finalità per le quali sono trattati (**articolo 5, paragrafo 1, lettera c)**). Il considerando 39 aggiunge che i dati personali dovrebbero essere trattati solo se la finalità non è ragionevolmente conseguibile con altri mezzi.

La minimizzazione si applica integralmente alla ricerca. Le garanzie per la ricerca richieste dall'**articolo 89, paragrafo 1**, devono esse stesse assicurare il rispetto della minimizzazione e, quando la ricerca può essere condotta con dati che non consentono più di identificare nessuno, va condotta in quel modo (articolo 89, paragrafo 1; considerando 156). In base al principio di **responsabilizzazione** (articolo 5, paragrafo 2), il titolare del trattamento, di norma il promotore, deve essere in grado di dimostrare perché ciascun dato è necessario.

## Tre domande per ogni dato

Prima che un campo entri nel protocollo, nell'eCRF o in un trasferimento di dati da un fornitore, si chieda:

- **Adeguato:** è sufficiente a rispondere al quesito scientifico o di sicurezza? Minimizzazione non significa raccogliere troppo poco per condurre una sperimentazione valida.
- **Pertinente:** è collegato a un endpoint, a un criterio di idoneità, a una valutazione di sicurezza o a un obbligo legale?
- **Limitato:** una forma meno dettagliata potrebbe bastare, ad esempio l'età anziché la data di nascita, o una categoria codificata anziché un testo libero?

«Raccogliere tutto nel caso in cui serva più avanti» non supera nessuna delle tre prove.

## La limitazione della finalità va di pari passo

I dati devono essere raccolti per **finalità determinate, esplicite e legittime** (**articolo 5, paragrafo 1, lettera b)**). La finalità definisce ciò che è «necessario», per cui una finalità vaga non può giustificare un insieme di dati ampio. L'ulteriore trattamento a fini di ricerca scientifica si presume compatibile con la finalità originaria se sono in atto le garanzie dell'articolo 89, paragrafo 1 (articolo 5, paragrafo 1, lettera b)). Quando si valuta la compatibilità di altri trattamenti ulteriori, garanzie come la **pseudonimizzazione e la cifratura** depongono a favore (articolo 6, paragrafo 4, lettera e)). Nessuna delle due regole consente di raccogliere oggi dati in più per un progetto indefinito di domani.

## Protezione dei dati fin dalla progettazione e per impostazione predefinita

L'**articolo 25, paragrafo 1**, impone ai titolari di integrare nei propri sistemi e processi, fin dalla fase di progettazione, misure come la pseudonimizzazione. L'**articolo 25, paragrafo 2**, impone che **per impostazione predefinita** siano trattati solo i dati personali necessari per ogni specifica finalità. Ciò riguarda quattro dimensioni:

- la **quantità** dei dati raccolti;
- la **portata** del trattamento;
- il **periodo di conservazione**;
- l'**accessibilità**, ossia chi può vederli.

Per i team operativi ciò significa che la minimizzazione si decide quando si redigono il protocollo, l'eCRF, le specifiche dei trasferimenti di dati e i ruoli di sistema, non la si corregge a posteriori.

## La pseudonimizzazione non è anonimizzazione

La **pseudonimizzazione** consiste nel trattare i dati in modo che non possano più essere attribuiti a una persona senza l'utilizzo di informazioni aggiuntive conservate separatamente e protette (**articolo 4, punto 5)**). I codici dei soggetti in una sperimentazione sono pseudonimizzazione: il centro conserva la lista di identificazione (la chiave), e monitor e ispettori possono comunque vedere i documenti originali.

I dati pseudonimizzati restano **dati personali**. Tutti i principi del GDPR, compresa la minimizzazione, continuano ad applicarsi. Eliminare i nomi non rende anonimi i dati.

I **dati anonimi** esulano dal GDPR solo se la reidentificazione non è ragionevolmente probabile, tenuto conto di fattori quali i costi, il tempo e la tecnologia disponibile (**considerando 26**). Gli insiemi di dati ricchi delle sperimentazioni, con diagnosi rare, date esatte, centri piccoli o dati genomici, resistono a una vera anonimizzazione. Solo i dati realmente anonimi non necessitano di una base giuridica.

La minimizzazione opera anche in senso inverso: il titolare **non è obbligato a raccogliere ulteriori informazioni identificative** al solo fine di rispettare il GDPR (**articolo 11, paragrafo 1**). Un promotore non dovrebbe chiedere i nomi solo per «gestire» i partecipanti, né raccogliere indirizzi solo per inviare comunicazioni: quando informare ciascuna persona di uno studio di registro sarebbe impossibile o sproporzionato, le informazioni vengono invece rese pubbliche (articolo 14, paragrafo 5, lettera b); modulo 3).

## La minimizzazione nella pratica: eCRF ed EDC

Misure tipiche adottate da promotori e CRO:

- **Anno di nascita o età** anziché la data di nascita completa, salvo che il protocollo richieda davvero la data esatta.
- **Nessun nome, iniziale o recapito** nei sistemi del promotore. Il collegamento è il codice del soggetto; la chiave resta al centro.
- **Campi codificati anziché testo libero.** I campi di testo libero come «anamnesi rilevante» attirano nomi di familiari, nomi di ospedali, date e altri identificativi. Il testo libero non è esente dalla minimizzazione.
- **Anamnesi limitata** alle patologie che il protocollo valuta effettivamente.

Le combinazioni contano: iniziali più data di nascita completa più centro più una patologia rara possono indicare una singola persona. Nessun campo è «innocuo» preso isolatamente.

## Documenti originali, immagini e casi di sicurezza

I documenti caricati nell'EDC o inviati al reparto di sicurezza sono una fonte frequente di raccolta eccessiva:

- **Oscuri** i documenti originali dei SAE, le lettere di dimissione, i referti di diagnostica per immagini e di laboratorio presso il centro prima che lascino l'ospedale: rimuova nomi, indirizzi, numeri di cartella e altri identificativi diretti e aggiunga il codice del soggetto.
- **Ripulisca le intestazioni DICOM** prima che le immagini vadano a un valutatore centrale; le intestazioni possono contenere nomi, date di nascita e identificativi ospedalieri.
- In **farmacovigilanza**, una segnalazione di sicurezza relativa a un singolo caso (ICSR) valida ha **quattro criteri minimi**: un **segnalatore identificabile**, un **paziente identificabile**, almeno una sospetta reazione avversa e almeno un medicinale sospetto (modulo VI delle GVP UE, VI.B.2). Il paziente deve essere solo **identificabile**: età, sesso o iniziali bastano e il nome non è mai necessario. Lo stesso vale dopo l'autorizzazione per le **segnalazioni spontanee** e per i casi che l'azienda individua nella **letteratura medica**, che è tenuta a monitorare.

Se un centro carica documenti non oscurati, intervenga immediatamente: limiti l'accesso ai file, chieda al centro di sostituirli con versioni oscurate e codificate attraverso il processo documentato e tracciato del sistema, coinvolga il **responsabile della protezione dei dati** (che può valutare se si è verificata una violazione dei dati personali) e rimuova la causa alla radice con nuova formazione e controlli sui caricamenti.

## Accesso in base alla necessità di sapere

L'accessibilità fa parte della minimizzazione per impostazione predefinita (articolo 25, paragrafo 2). Utilizzi un **accesso basato sui ruoli** nei sistemi EDC, IRT e di sicurezza:

- i **dati in aperto** vanno solo ai ruoli non in cieco;
- i **monitor** vedono solo i centri che monitorano;
- i fornitori vedono solo i dati richiesti dal loro compito.

Riesamini gli elenchi degli accessi ogni volta che il personale cambia ruolo o lascia lo studio.

## Uso secondario e Spazio europeo dei dati sanitari

I dati delle sperimentazioni e i dati sanitari sono sempre più spesso riutilizzati per nuove ricerche. Ai sensi del GDPR, l'ulteriore trattamento a fini di ricerca si presume compatibile se si applicano le **garanzie dell'articolo 89, paragrafo 1** (articolo 5, paragrafo 1, lettera b)), e la minimizzazione continua ad applicarsi: pseudonimizzare, oppure anonimizzare se la ricerca lo consente.

Il **regolamento (UE) 2025/327 sullo Spazio europeo dei dati sanitari (EHDS)** aggiunge un quadro per l'**uso secondario** dei dati sanitari elettronici:

- i ricercatori, comprese le imprese, chiedono a un **organismo nazionale responsabile dell'accesso ai dati sanitari** un'**autorizzazione ai dati** per una finalità dichiarata;
- lavorano sui dati solo all'interno di un **ambiente di trattamento sicuro**, **anonimizzati** per impostazione predefinita e **pseudonimizzati** solo se la finalità lo richiede; la reidentificazione delle persone è vietata;
- le persone possono **esercitare l'opt-out** dall'uso secondario, fatte salve le eccezioni consentite dal regolamento.

Il regolamento è entrato in vigore nel 2025 e le sue norme sull'uso secondario si applicano gradualmente a partire dal 2029. Non sostituisce il GDPR: si applicano entrambi.

## Limitazione della conservazione e periodi di conservazione

I dati non devono essere conservati in una forma che consenta l'identificazione per un arco di tempo superiore al necessario (**limitazione della conservazione**, **articolo 5, paragrafo 1, lettera e)**). I dati di ricerca possono essere conservati più a lungo se si applicano le garanzie dell'articolo 89, paragrafo 1, ma «più a lungo» non significa «per sempre». I periodi di conservazione devono essere indicati nel **registro dell'articolo 30** (articolo 30, paragrafo 1, lettera f)) e spiegati nelle informative privacy (articolo 13, paragrafo 2, lettera a)).

Per le sperimentazioni cliniche, il **fascicolo permanente della sperimentazione (TMF)** deve essere archiviato per **almeno 25 anni** (articolo 58 CTR); le cartelle cliniche seguono il diritto nazionale. Questo obbligo giustifica la **conservazione** dei dati; non ne giustifica il **riutilizzo** per nuove finalità. Minimizzazione non significa mai distruggere anticipatamente il TMF, e cifrare i dati non consente di conservarli a tempo indeterminato.

La trasparenza verso il pubblico segue la stessa logica: la parte pubblica della banca dati UE sulle sperimentazioni cliniche non contiene dati personali dei partecipanti alle sperimentazioni (articolo 81 CTR).

## Punti chiave

- Ogni dato necessita di una finalità documentata; «non si sa mai» non è una finalità (articolo 5, paragrafo 1, lettere b) e c)).
- Integri la minimizzazione in protocolli, eCRF e sistemi affinché si applichi per impostazione predefinita (articolo 25).
- I dati codificati sono dati personali pseudonimizzati, per cui la minimizzazione continua ad applicarsi (articolo 4, punto 5); considerando 26).
- Privilegi l'età, i campi codificati e i documenti oscurati; tenga i nomi fuori dai sistemi del promotore e dai casi di sicurezza.
- Conservi il TMF per l'intero periodo previsto dalla legge senza riutilizzarlo per nuove finalità (articolo 5, paragrafo 1, lettera e); articolo 58 CTR).`,
  },
  questions: [
    {
      id: 25,
      question:
        "La bozza di eCRF di una sperimentazione di fase III chiede ai centri di registrare la data di nascita completa di ogni partecipante. Il protocollo utilizza solo l'età allo screening per verificare l'intervallo di idoneità 18-75 e per descrivere la popolazione dello studio. Che cosa raccomanda?",
      options: [
        "Mantenere la data di nascita completa: i dati sono codificati, quindi il dettaglio in più non comporta rischi per i partecipanti",
        "Registrare l'età allo screening o l'anno di nascita; la data completa non serve mai alle finalità di questo protocollo",
        "Mantenere la data di nascita completa ma nasconderla agli utenti del promotore, dato che i centri la hanno comunque nelle loro cartelle",
        "Non registrare alcuna età: basta una spunta sì/no sull'idoneità, e meno dati sono sempre la scelta migliore",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 5, paragrafo 1, lettera c), impone che i dati siano adeguati, pertinenti e limitati a quanto necessario, e l'articolo 25, paragrafo 2, lo applica per impostazione predefinita. Se l'età o l'anno di nascita soddisfano le esigenze del protocollo, la data di nascita completa è un dato eccedente fin dal momento della raccolta; i dati di sperimentazione codificati restano dati personali (articolo 4, punto 5)). Minimizzazione significa anche dati adeguati: il protocollo descrive la popolazione per età, per cui una spunta sì/no sarebbe troppo poco.",
    },
    {
      id: 26,
      question:
        "Per uno studio di registro, 12 ospedali invieranno i record codificati di 30.000 ex pazienti. Un project manager vuole che gli ospedali aggiungano nomi e indirizzi di residenza, così che il promotore possa scrivere a ogni paziente fornendo le informazioni richieste dall'articolo 14. Che cosa consiglia?",
      options: [
        "Raccogliere nomi e indirizzi, poiché l'articolo 14 impone di informare per iscritto ciascun paziente individualmente",
        "Raccogliere nomi e indirizzi, ma cancellarli una volta spedite le lettere, per mantenere lo studio minimo",
        "Non fornire alcuna informazione: i dati di registro codificati sono esenti dagli obblighi di trasparenza",
        "Non raccoglierli: se informare ciascuno è sproporzionato, l'articolo 14, paragrafo 5, lettera b), ammette l'informazione pubblica",
      ],
      correctAnswer: 3,
      explanation:
        "Il titolare non è tenuto a raccogliere dati identificativi al solo fine di rispettare il GDPR (articolo 11, paragrafo 1). Per la ricerca con le garanzie dell'articolo 89, paragrafo 1, l'articolo 14, paragrafo 5, lettera b), esclude l'obbligo di informare ciascuna persona quando ciò risulti impossibile o implichi uno sforzo sproporzionato; il titolare tutela allora le persone in altri modi, anche rendendo le informazioni pubblicamente disponibili.",
    },
    {
      id: 27,
      question:
        "Lei scopre che un centro ha caricato nell'EDC lettere di dimissione non oscurate, con nomi e indirizzi di residenza dei pazienti, come documenti a supporto degli eventi avversi. Qual è la risposta più appropriata?",
      options: [
        "Limitare l'accesso ai file, far sostituire dal centro con versioni oscurate e codificate e informare l'RPD",
        "Lasciarle dove sono: l'EDC è convalidato e ad accesso controllato, quindi le lettere sono già al sicuro lì",
        "Scaricare le lettere, oscurarle a livello centrale e ricaricarle, in modo da non gravare sui centri",
        "Cancellare subito le lettere dall'EDC, senza lasciare traccia, così che non restino dati identificabili da nessuna parte",
      ],
      correctAnswer: 0,
      explanation:
        "Nomi e indirizzi non sono necessari nei sistemi del promotore, per cui conservarli viola l'articolo 5, paragrafo 1, lettera c), e la protezione dei dati per impostazione predefinita (articolo 25, paragrafo 2). L'accesso va limitato subito e il centro deve oscurare alla fonte attraverso il processo tracciato; copiare i file all'esterno moltiplica l'esposizione, e il responsabile della protezione dei dati può valutare se si è verificata una violazione dei dati personali.",
    },
    {
      id: 28,
      question:
        "Il team di biostatistica vuole aggiungere a ogni pagina di visita dell'eCRF un campo di testo libero «Qualsiasi altra informazione che possa essere utile per la ricerca futura». Quale risposta rispecchia il GDPR?",
      options: [
        "Accettarlo: la ricerca è esente dalla minimizzazione purché i dati restino pseudonimizzati",
        "Rifiutarlo ed eliminare anche i campi sull'anamnesi, poiché un'eCRF può contenere solo valori codificati",
        "Rifiutarlo: un campo senza finalità raccoglie dati «per ogni evenienza», cosa vietata dalla minimizzazione",
        "Limitarlo alla visita finale, così che i dati in più siano raccolti una sola volta anziché a ogni singola visita",
      ],
      correctAnswer: 2,
      explanation:
        "L'articolo 5, paragrafo 1, lettera b), richiede finalità determinate ed esplicite e l'articolo 5, paragrafo 1, lettera c), limita i dati a quanto tali finalità richiedono. Le garanzie per la ricerca dell'articolo 89, paragrafo 1, devono esse stesse assicurare la minimizzazione, e il testo libero raccoglie spesso identificativi in più, per cui un campo vago «ricerca futura» non può essere giustificato in nessuna visita; la cifratura protegge i dati ma non li rende necessari. I campi sull'anamnesi richiesti dai criteri di esclusione restano.",
    },
    {
      id: 29,
      question:
        "Il monitoraggio della letteratura individua un caso clinico pubblicato: «una donna di 54 anni» ha sviluppato un'epatite dopo l'assunzione del prodotto commercializzato dall'azienda. Un medico della farmacovigilanza vuole chiedere agli autori il nome e il numero di cartella della paziente «per rendere valido il caso». Che cosa gli risponde?",
      options: [
        "È valido senza nome: bastano segnalatore e paziente identificabili, una reazione e un prodotto sospetti",
        "Ha ragione: senza nome la paziente non è identificabile, quindi il caso non può essere trattato come ICSR",
        "I casi di letteratura non vanno segnalati affatto, perché a osservare la paziente sono stati gli autori, non l'azienda",
        "Chiedere il nome ma tenerlo solo nel database di sicurezza, che in quanto obbligo legale è esente dalla minimizzazione",
      ],
      correctAnswer: 0,
      explanation:
        "Una ICSR valida ha quattro criteri minimi: un segnalatore identificabile, un paziente identificabile, almeno una sospetta reazione e almeno un prodotto sospetto (modulo VI delle GVP UE, VI.B.2). Età e sesso rendono la paziente identificabile, e i casi individuati nella letteratura medica vanno gestiti come le segnalazioni spontanee. Anche il trattamento fondato su un obbligo legale rispetta la minimizzazione (articolo 5, paragrafo 1, lettera c)).",
    },
    {
      id: 30,
      question:
        "Una sperimentazione si è conclusa due anni fa. Per «applicare la minimizzazione dei dati», un responsabile degli archivi propone di distruggere ora il fascicolo permanente della sperimentazione (TMF). Che cosa è corretto?",
      options: [
        "Distruggerlo ora: la limitazione della conservazione impone la cancellazione non appena lo studio è concluso",
        "Conservarlo solo fino al rilascio dell'autorizzazione all'immissione in commercio, poi distruggerlo",
        "Conservarlo e, visto che lo si conserva comunque, lasciare che ogni nuovo studio del promotore lo usi liberamente",
        "Conservarlo integralmente per almeno 25 anni come impone il CTR, senza riutilizzarlo per nuove finalità",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 58 CTR impone di archiviare il TMF per almeno 25 anni, e la limitazione della conservazione (articolo 5, paragrafo 1, lettera e)) consente la conservazione per tutto il tempo richiesto da una finalità giustificata. L'obbligo di archiviazione giustifica la conservazione dei dati, non il loro utilizzo per nuove finalità.",
    },
    {
      id: 31,
      question:
        "Lei sta configurando i ruoli dell'EDC. Una CRA che monitora tre centri in Germania chiede l'accesso in lettura a tutti i 40 centri della sperimentazione «per confrontare la qualità dei dati». Che cosa richiede la protezione dei dati per impostazione predefinita?",
      options: [
        "Concedere l'accesso completo in lettura: la CRA è vincolata al segreto professionale, garanzia sufficiente",
        "Mantenere l'accesso ai suoi tre centri; i confronti tra centri possono basarsi su report aggregati",
        "Esportare in un foglio di calcolo i dati degli altri centri per la CRA, così che i ruoli dell'EDC restino invariati",
        "Mantenere l'accesso com'è e rifiutare il confronto: confrontare la qualità dei dati dei centri non è una finalità lecita",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 25, paragrafo 2, impone che per impostazione predefinita i dati personali non siano resi accessibili oltre quanto richiesto da ciascuna finalità. L'accesso basato sui ruoli significa che i monitor vedono solo i centri che monitorano; gli obblighi di riservatezza non sostituiscono i limiti di accesso e un'esportazione diffonde ulteriormente gli stessi dati. Confrontare la qualità dei dati è una finalità legittima e i report aggregati la soddisfano senza esporre i record degli altri centri.",
    },
    {
      id: 32,
      question:
        "Un promotore vuole condividere un insieme di dati «anonimizzato» proveniente da una sperimentazione su una malattia rara con 40 pazienti. Nomi e codici dei soggetti sono stati rimossi, ma restano le date esatte delle visite, il paese, il sottotipo diagnostico e le varianti genomiche. Come va trattato l'insieme di dati?",
      options: [
        "Come dati anonimi: tutti gli identificativi diretti sono stati rimossi, quindi il GDPR non si applica più",
        "Come dati anonimi una volta condivisi in base a un accordo che vieta qualsiasi tentativo di reidentificare i pazienti",
        "Come dati personali: patologia rara, date esatte e varianti genomiche rendono probabile la reidentificazione",
        "Come dati personali solo per le date; le varianti genomiche prese da sole sono anonime",
      ],
      correctAnswer: 2,
      explanation:
        "Secondo il considerando 26, i dati sono anonimi solo se la reidentificazione non è ragionevolmente probabile, tenuto conto di costi, tempo e tecnologia. Insiemi di dati piccoli e ricchi su malattie rare, con date e dati genomici, superano raramente questa prova, e un contratto non cambia la natura dei dati, per cui il GDPR, minimizzazione compresa, continua ad applicarsi.",
    },
    {
      id: 65,
      question:
        "Un team di ricerca vuole utilizzare cartelle sanitarie di tre Stati membri per uno studio sugli esiti dell'insufficienza cardiaca, tramite lo Spazio europeo dei dati sanitari, una volta applicabili le sue norme sull'uso secondario. Come ottiene i dati?",
      options: [
        "Chiede a un organismo responsabile dell'accesso ai dati sanitari un'autorizzazione e lavora in un ambiente sicuro.",
        "Chiede una copia a ciascun ospedale, poiché l'EHDS consente a qualsiasi impresa di scaricare le cartelle che le servono.",
        "Raccoglie prima il consenso esplicito di ogni paziente, poiché l'EHDS consente l'uso secondario solo con il consenso.",
        "Non serve alcun permesso: i dati nell'EHDS sono per definizione anonimi, quindi non vi si applica alcuna norma.",
      ],
      correctAnswer: 0,
      explanation:
        "Ai sensi del regolamento EHDS (UE) 2025/327, un utente dei dati chiede a un organismo responsabile dell'accesso ai dati sanitari un'autorizzazione ai dati per una finalità dichiarata e tratta i dati solo in un ambiente di trattamento sicuro. I dati sono anonimizzati per impostazione predefinita e pseudonimizzati solo se necessario, per cui ai dati pseudonimizzati continua ad applicarsi il GDPR. La via è l'autorizzazione, non il consenso di ciascun paziente, anche se le persone possono esercitare l'opt-out.",
    },
    {
      id: 66,
      question: "In quale forma lo Spazio europeo dei dati sanitari rende disponibili i dati sanitari elettronici per l'uso secondario?",
      options: [
        "Pienamente identificati, affinché i ricercatori possano in seguito contattare i pazienti per studi di follow-up.",
        "Anonimizzati per impostazione predefinita, pseudonimizzati se la finalità lo richiede; reidentificazione vietata.",
        "Nella forma preferita da ciascun ospedale, poiché l'EHDS lascia il formato ai titolari dei dati.",
        "Pseudonimizzati, con la chiave inviata al team di ricerca in modo da poter collegare i record in seguito.",
      ],
      correctAnswer: 1,
      explanation:
        "L'EHDS segue la minimizzazione dei dati: i dati sono forniti in forma anonimizzata quando la finalità può essere raggiunta in questo modo, e pseudonimizzati solo quando ciò non è possibile, con la chiave conservata dall'organismo responsabile dell'accesso ai dati sanitari. Gli utenti dei dati non possono tentare di reidentificare nessuno. Ciò rispecchia la regola del GDPR secondo cui i dati pseudonimizzati restano dati personali (articolo 4, punto 5)).",
    },
  ],
};
