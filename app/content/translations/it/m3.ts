import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è data manager presso la sede UE di Halden Pharma, promotore di una sperimentazione multinazionale di fase III sul diabete. I sistemi di Halden contengono solo **dati codificati**: numeri di soggetto, dati delle visite, risultati di laboratorio e segnalazioni di eventi avversi. Le liste di identificazione che collegano i numeri di soggetto ai nomi restano presso gli ospedali sperimentali, e una CRO gestisce l'EDC per conto di Halden.

Un martedì mattina, una partecipante di un centro di Amsterdam telefona alla **linea di informazione medica statunitense** di Halden. Dice di volere «una copia di tutti i miei dati» e poi che «venga cancellato tutto». Aggiunge che il suo peso al basale è stato registrato in modo errato. L'operatore del call center registra la chiamata e inoltra una nota al Suo team dieci giorni dopo.

Nella riunione del team, un collega propone di chiederle una copia autenticata del passaporto prima di fare qualsiasi cosa. Un altro sostiene che la richiesta non vale perché non è stata presentata sul modulo aziendale per le richieste privacy. Un terzo propone di cancellare semplicemente il suo record dall'EDC per chiudere la questione.

**Il Suo compito:** stabilire quali diritti ha la partecipante, quando ha iniziato a decorrere il termine di risposta e quanto dura, come confermarne l'identità senza raccogliere ulteriori dati e che cosa Halden può conservare nonostante la sua richiesta di cancellazione.`,

  training: {
    title: "Diritti dell'interessato: rispondere alle richieste correttamente e nei termini",
    content: `## Anche i dati codificati comportano diritti

I promotori che detengono solo numeri di soggetto spesso presumono che i partecipanti non abbiano diritti nei loro confronti. I dati di sperimentazione codificati sono **dati personali pseudonimizzati** (articolo 4, punto 5)), per cui i diritti si applicano. La differenza pratica riguarda il modo in cui si raggiunge la persona: un promotore **non è tenuto a raccogliere ulteriori informazioni identificative** al solo fine di rispondere alle richieste (articolo 11). Le richieste vanno invece instradate tramite il **centro che detiene la lista di identificazione**, che può collegare il numero di soggetto alla persona.

## Gli otto diritti dell'interessato

Il GDPR riconosce alle persone **otto diritti**:

- **Informazione** sul trattamento (articoli 13-14)
- **Accesso** ai propri dati (articolo 15)
- **Rettifica** dei dati inesatti (articolo 16)
- **Cancellazione**, il «diritto all'oblio» (articolo 17)
- **Limitazione** del trattamento (articolo 18)
- **Portabilità** dei dati (articolo 20)
- **Opposizione** al trattamento (articolo 21)
- Tutela da **decisioni basate unicamente su un trattamento automatizzato**, compresa la profilazione (articolo 22)

Le persone possono inoltre **revocare il consenso** in qualsiasi momento (articolo 7, paragrafo 3), **proporre reclamo** a un'autorità di controllo (articolo 77) e **chiedere il risarcimento** del danno (articolo 82).

## Il termine: un mese, più due

Alla richiesta si deve rispondere **senza ingiustificato ritardo** e al più tardi entro **un mese dal ricevimento** (articolo 12, paragrafo 3).

- Il termine decorre da quando l'**organizzazione riceve** la richiesta attraverso qualsiasi canale tramite il quale la persona potesse **ragionevolmente aspettarsi** di raggiungerla: una linea di informazione medica, una casella di posta generica o una lettera al responsabile della protezione dei dati. Una richiesta non necessita di un modulo o di una formulazione particolari, per cui una richiesta che non passa per il modulo aziendale è comunque valida.
- Il termine è di un mese di calendario, **non di 30 giorni lavorativi**.
- Per richieste **complesse o numerose** il termine può essere **prorogato di due mesi**, ma solo se la persona è informata della proroga e dei motivi **entro il primo mese**. Una proroga annunciata il giorno 60 è tardiva.
- Se decide di **non ottemperare** alla richiesta, ne indichi i motivi entro un mese e menzioni la possibilità di proporre reclamo a un'autorità di controllo e ricorso giurisdizionale (articolo 12, paragrafo 4).

## Contributi spese e verifica dell'identità

Le richieste sono **gratuite**. Un contributo spese ragionevole, o un rifiuto, è ammesso solo per richieste **manifestamente infondate o eccessive**, che il titolare deve dimostrare (articolo 12, paragrafo 5); per le copie ulteriori può essere addebitato un contributo (articolo 15, paragrafo 3).

Verifichi l'identità solo **nella misura necessaria** (articolo 12, paragrafo 6). Una copia autenticata del passaporto non è richiesta per impostazione predefinita; per i dati di sperimentazione codificati, il centro che conosce la partecipante è di norma il luogo più adatto per confermarne l'identità.

## Accesso (articolo 15)

Il diritto di accesso comprende:

- la **conferma** che sia o meno in corso un trattamento dei suoi dati;
- una **copia** dei dati;
- le **finalità**, i **destinatari** e il **periodo di conservazione**;
- l'**origine** dei dati non raccolti presso di lei;
- le **garanzie** per i trasferimenti al di fuori dell'UE.

La copia non deve ledere i diritti e le libertà altrui (articolo 15, paragrafo 4), ad esempio i dati di altri partecipanti o informazioni riservate su terzi.

## Rettifica (articolo 16)

Le persone possono ottenere la rettifica dei dati inesatti e l'integrazione dei dati incompleti, anche fornendo una **dichiarazione integrativa**. In una sperimentazione, le correzioni seguono la **buona pratica clinica**: si effettua una **modifica tracciata nel registro di audit** tramite il centro e il processo di gestione delle query, e **non si sovrascrive mai** né si cancella il dato originale nell'EDC. La rettifica non significa cancellare la storia.

## Cancellazione (articolo 17)

Il diritto alla cancellazione **non è assoluto**. Cede il passo quando il trattamento è necessario (articolo 17, paragrafo 3):

- per adempiere un **obbligo legale**, come l'archiviazione e la segnalazione di sicurezza previste dal CTR;
- per motivi di **sanità pubblica**;
- per l'accertamento, l'esercizio o la difesa di un **diritto in sede giudiziaria**;
- per la **ricerca scientifica**, qualora la cancellazione rischi di renderla impossibile o di pregiudicarla gravemente.

**I dati di sicurezza e di farmacovigilanza restano di norma conservati.** La cancellazione non prevale sulla conservazione imposta dal CTR o dalla normativa sulla farmacovigilanza. Motivi ogni rifiuto entro un mese e menzioni il diritto di proporre reclamo (articolo 12, paragrafo 4).

## Limitazione e comunicazione ai destinatari

**Limitazione** significa che i dati sono **conservati ma non utilizzati** (articolo 18). La persona può chiederla mentre si verifica l'**esattezza** dei dati contestati, mentre si valuta un'**opposizione**, quando il trattamento è illecito ma preferisce che i dati siano conservati anziché cancellati, oppure quando il titolare non ne ha più bisogno ma a lei servono per un **diritto in sede giudiziaria** (articolo 18, paragrafo 1). I dati limitati possono comunque essere conservati; qualsiasi altro utilizzo richiede il consenso della persona, un diritto in sede giudiziaria, la tutela dei diritti di un'altra persona o un rilevante interesse pubblico (articolo 18, paragrafo 2). Informi la persona **prima** che la limitazione sia revocata (articolo 18, paragrafo 3). Quando rettifica, cancella o limita dati, **informi ciascun destinatario** cui i dati sono stati trasmessi, salvo che ciò si riveli impossibile o implichi uno sforzo sproporzionato (articolo 19).

## Portabilità (articolo 20)

La portabilità è più ristretta dell'accesso. Riguarda solo i dati che la persona ha **fornito**, trattati **con mezzi automatizzati** sulla base del **consenso o di un contratto**. **Non si applica mai** ai trattamenti fondati su obbligo legale, compito di interesse pubblico o legittimo interesse. La portabilità non copre tutti i dati detenuti; un partecipante può comunque ottenerne una copia tramite il diritto di accesso.

## Opposizione (articolo 21)

Le persone possono opporsi ai trattamenti fondati sul **compito di interesse pubblico** o sul **legittimo interesse**. Il trattamento cessa, salvo che il titolare dimostri l'esistenza di **motivi legittimi cogenti** o che i dati gli servano per un **diritto in sede giudiziaria** (articolo 21, paragrafo 1). Per la **ricerca**, l'opposizione può essere superata solo se il trattamento è necessario per l'**esecuzione di un compito di interesse pubblico** (articolo 21, paragrafo 6), come nel caso di un promotore pubblico che si basa sul compito di interesse pubblico; il legittimo interesse non consente di superarla. L'opposizione non si applica ai trattamenti fondati su un obbligo legale, come la segnalazione di sicurezza.

## Decisioni automatizzate (articolo 22)

Le **decisioni basate unicamente su un trattamento automatizzato** che producono effetti giuridici o incidono in modo analogo significativamente sulla persona, come uno screening algoritmico dell'idoneità che esclude pazienti senza revisione umana, richiedono garanzie tra cui il diritto di ottenere l'**intervento umano**, di esprimere la propria opinione e di contestare la decisione. Se utilizzano dati sanitari, richiedono il **consenso esplicito** o una norma fondata su **motivi di interesse pubblico rilevante** (articolo 22, paragrafi 3 e 4).

## Raccolta indiretta e limiti per la ricerca

- Quando i dati provengono da altri, ad esempio cartelle cliniche o segnalazioni di eventi avversi da parte di operatori sanitari, informi la persona entro **un mese** (articolo 14, paragrafo 3).
- Per la ricerca, l'informativa individuale non è richiesta quando risulta **impossibile o implicherebbe uno sforzo sproporzionato**, ad esempio per migliaia di record provenienti da un registro (articolo 14, paragrafo 5, lettera b)). Il titolare deve allora tutelare le persone in altri modi, anche rendendo le informazioni **pubblicamente disponibili**. Questa esenzione riguarda solo i dati ottenuti da altri; i partecipanti che forniscono essi stessi i propri dati sono informati al momento della raccolta (articolo 13).
- Il diritto dell'Unione o degli Stati membri può **limitare** i diritti di accesso, rettifica, limitazione e opposizione per la ricerca (**articolo 89, paragrafo 2**), con le garanzie dell'articolo 89, paragrafo 1, e solo nella misura in cui tali diritti rischino di rendere impossibile o di pregiudicare gravemente la ricerca. In assenza di una tale norma i diritti si applicano integralmente: un protocollo, un modulo di consenso informato o una SOP aziendale non possono introdurre la limitazione. Chieda al responsabile della protezione dei dati quali disposizioni nazionali esistono.
- Le **CRO** e gli altri responsabili del trattamento devono assistere il promotore nel rispondere alle richieste (articolo 28, paragrafo 3, lettera e)).

## Il personale ha gli stessi diritti

I dipendenti e gli altri membri del personale hanno gli stessi diritti, con gli stessi termini. Alla richiesta di una dipendente relativa al suo fascicolo del personale o alle e-mail che la riguardano si risponde entro un mese, tutelando i dati di altre persone in essi contenuti (articolo 15, paragrafo 4). La inoltri alle risorse umane e al responsabile della protezione dei dati in giornata.

## Un flusso di lavoro per il data management

- **Registri** la richiesta il giorno stesso in cui una qualsiasi parte dell'azienda la riceve e calcoli il termine di un mese.
- La **inoltri** subito al team privacy o al responsabile della protezione dei dati e, per i dati codificati, al **centro** che detiene la lista di identificazione.
- **Individui** i diritti in gioco: una sola telefonata può combinare accesso, cancellazione e rettifica.
- **Ricerchi** nell'EDC, nel database di sicurezza, nell'IRT, nell'eTMF e nei sistemi dei fornitori, con l'aiuto della CRO.
- **Decida** che cosa può essere comunicato, rettificato o cancellato e che cosa deve essere conservato ai sensi dell'articolo 17, paragrafo 3.
- **Risponda** con un linguaggio semplice e chiaro e **documenti** ogni passaggio.

## Punti chiave

- I dati pseudonimizzati comportano diritti; instradi le richieste tramite il centro anziché raccogliere identità.
- Risponda entro **un mese** dal ricevimento, prorogabile di **due mesi** se lo comunica entro il primo mese.
- La cancellazione cede il passo a obblighi legali, sanità pubblica, diritti in sede giudiziaria e ricerca; i dati di sicurezza restano.`,
  },

  questions: [
    {
      id: 17,
      question:
        "La richiesta di una partecipante di avere «tutti i miei dati» è pervenuta alla linea di informazione medica statunitense di Halden il 3 marzo. Il call center l'ha inoltrata al team privacy il 13 marzo. Da quando decorre il termine di risposta e quanto dura?",
      options: [
        "Un mese dal 13 marzo, quando l'ha ricevuta il team privacy; un call center non è un canale per le richieste privacy.",
        "Un mese dal 3 marzo, ma senza possibilità di proroga, poiché il call center ha già lasciato trascorrere dieci giorni.",
        "Nessun termine per ora: la richiesta conta solo una volta presentata sul modulo privacy dell'azienda.",
        "Un mese dal 3 marzo, quando l'ha ricevuta il call center, prorogabile di due mesi per richieste complesse o numerose.",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 12, paragrafo 3, fissa un mese dal ricevimento, e una richiesta conta da quando raggiunge l'organizzazione attraverso qualsiasi canale tramite il quale la persona potesse ragionevolmente aspettarsi di raggiungerla, come la sua linea di informazione medica; non serve alcun modulo particolare. Il termine può essere prorogato di due mesi solo per richieste complesse o numerose.",
    },
    {
      id: 18,
      question:
        "Al sessantesimo giorno dal ricevimento di una richiesta di accesso, il team si rende conto che raccogliere i dati da cinque fornitori è complesso e vuole avvalersi della proroga di due mesi. Può farlo?",
      options: [
        "Sì: una proroga può essere annunciata in qualsiasi momento prima che siano trascorsi i tre mesi.",
        "No: la proroga, con i relativi motivi, doveva esserle comunicata entro il primo mese.",
        "Sì, purché lei riceva ora una prima parte dei suoi dati e il resto entro la proroga.",
        "No: per le richieste di accesso le proroghe non sono mai possibili, solo per cancellazione e rettifica.",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 12, paragrafo 3, consente una proroga di due mesi per le richieste complesse o numerose, comprese quelle di accesso, ma solo se la persona ne è informata, con i motivi, entro un mese dal ricevimento. Al sessantesimo giorno il primo mese è trascorso, per cui la richiesta è già in ritardo.",
    },
    {
      id: 19,
      question:
        "Halden detiene solo dati codificati e non conosce il nome di chi ha chiamato. Come deve confermare che chi chiama è la partecipante i cui dati sono oggetto della richiesta?",
      options: [
        "Passando dal centro che detiene la lista di identificazione, verificando l'identità solo quanto necessario.",
        "Chiedendole una copia autenticata del passaporto prima di registrare la richiesta, come controllo antifrode più sicuro.",
        "Chiedendole nome, indirizzo e data di nascita e conservandoli nel database clinico per le richieste future.",
        "Comunicandole che Halden detiene solo dati codificati, quindi non può identificarla e non ha nulla da darle.",
      ],
      correctAnswer: 0,
      explanation:
        "L'identità va verificata solo nella misura necessaria (articolo 12, paragrafo 6) e un promotore non è tenuto a raccogliere ulteriori dati identificativi per rispondere alle richieste (articolo 11). Anche i dati codificati comportano diritti: il centro che detiene la lista di identificazione può collegarla al suo numero di soggetto senza che Halden pretenda documenti d'identità.",
    },
    {
      id: 20,
      question:
        "La partecipante chiede a Halden di cancellare tutti i dati della sua sperimentazione, comprese le segnalazioni dei suoi eventi avversi gravi e i documenti conservati nel fascicolo permanente della sperimentazione. Qual è l'approccio corretto?",
      options: [
        "Cancellare tutto entro un mese: il diritto alla cancellazione prevale sulla conservazione prevista da CTR e farmacovigilanza.",
        "Cancellare i dati di efficacia ma conservare le segnalazioni di sicurezza, poiché solo queste sono soggette a un obbligo legale.",
        "Conservare ciò che la legge o la ricerca richiede e motivarlo entro un mese, citando il suo diritto di reclamo.",
        "Anonimizzare subito i suoi record, il che soddisfa la richiesta e lascia intatta l'analisi della sperimentazione.",
      ],
      correctAnswer: 2,
      explanation:
        "La cancellazione (articolo 17) cede il passo agli obblighi legali, alla sanità pubblica, ai diritti in sede giudiziaria e alla ricerca che la cancellazione pregiudicherebbe gravemente (articolo 17, paragrafo 3), per cui i dati di sicurezza e del TMF restano di norma conservati e il TMF va archiviato così com'è. Un rifiuto va motivato entro un mese, menzionando il diritto di proporre reclamo (articolo 12, paragrafo 4).",
    },
    {
      id: 21,
      question:
        "Una partecipante chiede tutti i dati della sua sperimentazione, compresi i risultati di laboratorio e le valutazioni dello sperimentatore, in un formato leggibile da dispositivo automatico, in base al diritto alla portabilità. Il trattamento a fini di ricerca si fonda sul legittimo interesse. Che cosa si applica?",
      options: [
        "La portabilità si applica a ogni dato che il promotore detiene su di lei, qualunque sia la base giuridica.",
        "La portabilità non si applica al legittimo interesse, ma l'accesso le dà una copia di tutti i suoi dati.",
        "La portabilità si applica, ma solo ai valori che lo sperimentatore ha inserito nell'EDC durante le sue visite.",
        "Non si applicano né la portabilità né l'accesso, perché il promotore detiene su di lei solo dati codificati.",
      ],
      correctAnswer: 1,
      explanation:
        "La portabilità (articolo 20) riguarda solo i dati forniti dalla persona, trattati con mezzi automatizzati sulla base del consenso o di un contratto; non si applica mai al legittimo interesse, al compito di interesse pubblico o all'obbligo legale. Il diritto di accesso (articolo 15) le dà comunque una copia dei suoi dati, codificati o meno.",
    },
    {
      id: 22,
      question:
        "La partecipante afferma che il suo peso al basale è stato registrato in modo errato, e le note originali del centro lo confermano. Un data manager propone di sovrascrivere il valore nell'EDC, in modo che non resti traccia del dato errato. Che cosa si deve fare?",
      options: [
        "Sovrascriverlo come proposto, così che il database non contenga più un valore notoriamente inesatto.",
        "Lasciare l'EDC com'era, poiché i dati di sperimentazione devono restare invariati, e annotare la sua posizione nel fascicolo del centro.",
        "Correggerlo solo nell'estrazione propria di Halden e lasciare il dato del centro nell'EDC così come inserito la prima volta.",
        "Far correggere al centro con una modifica tracciata che conservi il vecchio valore, e informare i destinatari.",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 16 riconosce il diritto di ottenere la rettifica dei dati inesatti e, secondo la GCP, ciò avviene mediante una modifica tracciata nel registro di audit tramite il centro, non sovrascrivendo mai il dato originale. I destinatari cui i dati sono stati trasmessi devono essere informati della rettifica (articolo 19).",
    },
    {
      id: 23,
      question:
        "Una partecipante si oppone all'utilizzo dei suoi dati da parte di Halden in un'analisi di ricerca di follow-up, fondata sul legittimo interesse, e anche alla segnalazione di sicurezza effettuata in base a un obbligo legale. Come deve rispondere Halden?",
      options: [
        "Respingere entrambe le opposizioni: una volta arruolata una partecipante, le opposizioni alla ricerca non sono mai accolte.",
        "Interrompere tutti i trattamenti dei suoi dati, segnalazione di sicurezza compresa, perché l'opposizione riguarda ogni base.",
        "Accogliere l'opposizione alla ricerca, superabile solo da un compito di interesse pubblico, e continuare le segnalazioni.",
        "Respingere l'opposizione alla ricerca una volta documentati motivi legittimi cogenti, e continuare le segnalazioni.",
      ],
      correctAnswer: 2,
      explanation:
        "L'opposizione (articolo 21) si applica ai trattamenti fondati sul legittimo interesse o sul compito di interesse pubblico. Per la ricerca può essere superata solo se il trattamento è necessario per l'esecuzione di un compito di interesse pubblico (articolo 21, paragrafo 6), come per un promotore pubblico che si basa sul compito di interesse pubblico; il legittimo interesse di un promotore privato non consente di superarla. La segnalazione di sicurezza si fonda su un obbligo legale, che l'opposizione non tocca.",
    },
    {
      id: 24,
      question:
        "Durante una sperimentazione in cieco, una partecipante chiede una copia dei suoi dati, compreso il braccio di trattamento. Il responsabile della ricerca vuole respingere ogni richiesta di accesso fino alla fine della sperimentazione, «perché il GDPR limita i diritti per la ricerca». Che cosa stabilisce se la sua richiesta può essere limitata?",
      options: [
        "Se una norma dell'Unione o nazionale ai sensi dell'articolo 89, paragrafo 2, lo prevede, e solo quanto serve alla ricerca.",
        "Lo stesso articolo 89, paragrafo 2, che sospende accesso e rettifica in qualsiasi ricerca fino alla fine della sperimentazione.",
        "Se il protocollo e il modulo di consenso prevedono entrambi che l'accesso sia sospeso fino al database lock.",
        "Nulla può limitarla: il GDPR non prevede eccezioni per la ricerca, quindi riceve subito tutto, braccio di trattamento compreso.",
      ],
      correctAnswer: 0,
      explanation:
        "L'articolo 89, paragrafo 2, consente al diritto dell'Unione o degli Stati membri di limitare i diritti di accesso (articolo 15), rettifica, limitazione e opposizione per la ricerca, con le garanzie dell'articolo 89, paragrafo 1, e solo nella misura in cui tali diritti rischino di rendere impossibile o di pregiudicare gravemente la ricerca. In assenza di una tale norma i diritti si applicano integralmente; un protocollo o un modulo di consenso non possono introdurre la limitazione. Chieda al responsabile della protezione dei dati quale disposizione nazionale si applica.",
    },
    {
      id: 61,
      question:
        "Una partecipante afferma che la sua data di nascita nell'EDC è errata e chiede che i suoi dati non siano utilizzati finché non saranno verificati. La verifica richiederà due settimane. Che cosa fa il data manager?",
      options: [
        "Cancella il suo record, poiché i dati la cui esattezza è contestata da una partecipante vanno cancellati senza ritardo.",
        "Limita i dati durante la verifica: li conserva senza usarli e la informa prima di revocare la limitazione.",
        "Continua a usare i dati: una limitazione si applica solo dopo che un'autorità di controllo l'ha ordinata.",
        "Le chiede di ritirarsi dalla sperimentazione, poiché dati contestati rendono inutilizzabile l'intero suo record.",
      ],
      correctAnswer: 1,
      explanation:
        "La contestazione dell'esattezza è uno dei presupposti della limitazione: per il periodo necessario a verificare i dati, questi sono conservati ma non altrimenti utilizzati (articolo 18, paragrafo 1, lettera a)). La partecipante deve essere informata prima che la limitazione sia revocata (articolo 18, paragrafo 3) e i destinatari ne sono informati (articolo 19). Non ha chiesto la cancellazione, e una limitazione non richiede alcun ordine di un'autorità.",
    },
    {
      id: 62,
      question:
        "I dati di una partecipante nel database della sperimentazione sono soggetti a limitazione mentre si valuta la sua opposizione. Che cosa può ancora farne il promotore nel frattempo?",
      options: [
        "Utilizzarli nell'analisi ad interim, purché la limitazione sia annotata nel registro di audit.",
        "Niente, neppure conservarli: i dati limitati devono essere rimossi dal database della sperimentazione.",
        "Conservarli; ogni altro uso richiede il suo consenso, un diritto in giudizio, diritti altrui o un rilevante interesse pubblico.",
        "Inviarli alla CRO per la pulizia dei dati, poiché il lavoro di un responsabile del trattamento non conta come utilizzo.",
      ],
      correctAnswer: 2,
      explanation:
        "Limitazione significa conservare senza utilizzare. Oltre alla conservazione, i dati limitati possono essere trattati solo con il consenso della persona, per un diritto in sede giudiziaria, per tutelare i diritti di un'altra persona o per motivi di rilevante interesse pubblico (articolo 18, paragrafo 2). Utilizzarli in un'analisi o inviarli per la pulizia è anch'esso un trattamento, chiunque lo effettui.",
    },
    {
      id: 63,
      question:
        "Un fornitore offre un algoritmo che esamina le cartelle cliniche ospedaliere e scarta i pazienti come non idonei alla sperimentazione, senza che nessuno ne riveda i risultati. Che cosa prevede il GDPR al riguardo?",
      options: [
        "L'articolo 22 non si applica: lo screening dell'idoneità fa parte del protocollo, non è una decisione su una persona.",
        "È consentito non appena l'accuratezza dell'algoritmo è stata convalidata secondo la buona pratica clinica.",
        "Conta solo la sicurezza: il fornitore deve proteggere le cartelle che l'algoritmo legge (articolo 32).",
        "È una decisione unicamente automatizzata con effetti significativi: valgono i limiti e le garanzie dell'articolo 22.",
      ],
      correctAnswer: 3,
      explanation:
        "Una decisione basata unicamente su un trattamento automatizzato che incide significativamente su una persona, come l'esclusione da una sperimentazione senza revisione umana, rientra nell'articolo 22. È consentita solo per i motivi dell'articolo 22, paragrafo 2, con garanzie tra cui l'intervento umano, e con dati sanitari solo con il consenso esplicito o una norma fondata su motivi di interesse pubblico rilevante (articolo 22, paragrafo 4). La convalida dell'algoritmo non sostituisce queste garanzie.",
    },
    {
      id: 64,
      question:
        "Una paziente esclusa da uno strumento di pre-screening automatizzato chiede che una persona esamini il suo caso. Che cosa deve offrire il titolare quando tali decisioni automatizzate sono consentite?",
      options: [
        "L'intervento umano, la possibilità di esprimere la propria opinione e di contestare la decisione.",
        "Il codice sorgente dell'algoritmo, che l'articolo 22 impone al titolare di divulgare su richiesta.",
        "Nessun ulteriore passaggio: avendo accettato lo screening, deve accettarne il risultato come definitivo.",
        "Una seconda esecuzione dello stesso strumento, poiché ripetere il controllo equivale alla revisione dovuta.",
      ],
      correctAnswer: 0,
      explanation:
        "Quando le decisioni unicamente automatizzate sono consentite ai sensi dell'articolo 22, paragrafo 2, lettera a) o c), il titolare deve offrire almeno il diritto di ottenere l'intervento umano, di esprimere la propria opinione e di contestare la decisione (articolo 22, paragrafo 3). Una seconda esecuzione dello stesso strumento non è un intervento umano. La paziente ha diritto a informazioni significative sulla logica utilizzata (articolo 15, paragrafo 1, lettera h)), non al codice sorgente.",
    },
  ],
};
