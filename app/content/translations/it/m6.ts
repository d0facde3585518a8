import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è responsabile della gestione delle violazioni presso l'**Ufficio Compliance** di un promotore farmaceutico con sede nell'UE che conduce, con una CRO, una sperimentazione oncologica di fase II in centri in Germania, Spagna e Polonia.

Alle 18:00 di un venerdì, una monitor (CRA) telefona da una stazione ferroviaria: le hanno rubato il portatile. Mentre parlate, conferma che contiene un **foglio di calcolo non cifrato che collega i numeri dei soggetti ai nomi dei partecipanti**. Il suo responsabile suggerisce di aspettare lunedì, quando l'IT potrà controllare l'inventario dei dispositivi, e di «notificare una volta che sapremo tutto».

Lunedì mattina, prima che quella valutazione sia conclusa, il fornitore dell'EDC Le scrive: un **ransomware** ha cifrato parte del suo ambiente di hosting, compreso un backup notturno del database della Sua sperimentazione, e la sua indagine forense richiederà almeno due settimane. Il team di sicurezza del fornitore invia un rapporto dettagliato sulla vulnerabilità del firewall sfruttata e chiede se debba essere incollato nella Sua notifica all'autorità di controllo.

La Sua responsabile delle operazioni cliniche insiste che un backup è «solo una copia». Un collega della consociata statunitense chiede quali delle diverse norme nazionali, contrattuali e sulla sperimentazione debbano prevalere.

Deve stabilire quando è iniziato il conteggio delle 72 ore, che cosa notificare subito e che cosa in seguito, che cosa può contenere la notifica, se i partecipanti debbano essere informati e come gestire le diverse giurisdizioni coinvolte.`,
  training: {
    title: "Risposta alle violazioni dei dati personali: rilevare, valutare, notificare",
    content: `## Perché la risposta alle violazioni è importante nella ricerca clinica

I partecipanti affidano dati relativi alla salute, e spesso dati genetici, con la promessa che saranno protetti. Quando qualcosa va storto, il GDPR non pretende la perfezione, ma esige una risposta rapida, onesta e documentata: che cosa costituisce una violazione, chi deve essere informato, entro quando e con quali contenuti.

## Che cos'è una violazione dei dati personali

Una **violazione dei dati personali** è una violazione di sicurezza che comporta accidentalmente o in modo illecito la distruzione, la perdita, la modifica, la divulgazione non autorizzata o l'accesso ai dati personali (articolo 4, punto 12)). Le linee guida 9/2022 dell'EDPB sottolineano che ciò riguarda tutte e tre le proprietà della sicurezza:

- **Riservatezza**: qualcuno vede dati che non dovrebbe vedere, ad esempio una segnalazione di SAE inviata via fax al numero sbagliato o un portatile rubato contenente una lista di identificazione dei soggetti.
- **Integrità**: i dati vengono modificati senza autorizzazione, ad esempio valori dell'eCRF alterati da un intruso.
- **Disponibilità**: i dati vanno persi o non sono accessibili, ad esempio un ransomware che cifra un database EDC, oppure CRF cartacee smarrite durante la spedizione.

Anche un'indisponibilità temporanea può quindi essere una violazione. I dati di sperimentazione codificati sono dati personali pseudonimizzati, per cui una violazione di dati codificati resta una violazione; la codifica incide solo sulla gravità del rischio.

## Anche i backup sono dati personali

Un **backup** non è «solo una copia». Contiene gli stessi dati personali del sistema in produzione, spesso in quantità maggiore e per un periodo più lungo. Un nastro di backup smarrito durante il trasporto, un file di backup lasciato in un bucket di archiviazione cloud leggibile pubblicamente o un backup cifrato da un ransomware costituiscono di per sé una **violazione dei dati personali**, anche quando il sistema in produzione è intatto. Lo tratti come qualsiasi altra violazione: valuti il rischio, faccia partire il conteggio, lo documenti e notifichi ove richiesto.

## Il termine di 72 ore (articolo 33, paragrafo 1)

Il titolare del trattamento deve notificare la violazione all'autorità di controllo competente **senza ingiustificato ritardo e, ove possibile, entro 72 ore dal momento in cui ne è venuto a conoscenza**, a meno che sia improbabile che la violazione presenti un rischio per i diritti e le libertà delle persone fisiche (articolo 33, paragrafo 1).

- **Venire a conoscenza** significa avere una ragionevole certezza che dati personali siano stati compromessi. È ammessa una breve indagine iniziale per accertarlo, ma non deve diventare un pretesto per ritardare.
- Le 72 ore sono **ore di calendario, non lavorative**. Decorrono anche di notte e nel fine settimana: una violazione accertata alle 18:00 di un venerdì andrebbe notificata entro le 18:00 del lunedì successivo.
- I **responsabili del trattamento**, come una CRO o un fornitore EDC, devono informare il titolare senza ingiustificato ritardo (articolo 33, paragrafo 2). La notifica all'autorità di controllo spetta al titolare. Il titolare si considera a conoscenza della violazione non appena il responsabile lo ha informato.
- Una notifica tardiva deve indicare i motivi del ritardo. Il superamento delle 72 ore non è mai un motivo per non notificare affatto.

## Non aspetti la conclusione dell'indagine

Le indagini forensi durano spesso settimane. Qualora non sia possibile fornire tutte le informazioni contestualmente, queste possono essere fornite **in fasi successive** senza ulteriore ingiustificato ritardo (articolo 33, paragrafo 4). Quindi:

- notifichi entro 72 ore con ciò che sa;
- indichi chiaramente che cosa è ancora oggetto di indagine;
- invii **aggiornamenti** all'autorità di controllo man mano che i fatti emergono.

## Che cosa contiene la notifica e che cosa ne resta fuori

Ai sensi dell'**articolo 33, paragrafo 3**, la notifica deve almeno descrivere:

- la **natura della violazione**, comprese le categorie e il numero approssimativo di persone e di registrazioni interessate;
- il nome e i dati di contatto del responsabile della protezione dei dati o di un altro **punto di contatto**;
- le **probabili conseguenze** della violazione;
- le **misure** adottate o di cui si propone l'adozione, comprese quelle per attenuarne i possibili effetti negativi.

Si tratta di un **contenuto minimo**, che non richiede una mappa tecnica delle Sue vulnerabilità. I dettagli a livello di exploit, come versioni software non aggiornate, lacune di configurazione sfruttabili o il percorso esatto dell'attacco, non servono a valutare il rischio per le persone, per cui la notifica non deve necessariamente riportarli; li conservi nel fascicolo dell'incidente ad accesso limitato. Restano fuori dalle comunicazioni ai partecipanti (articolo 34) e dagli avvisi pubblici, dove inviterebbero ulteriori attacchi contro di Lei e i Suoi fornitori. Il GDPR tuttavia non vieta nessuno di essi: l'autorità di controllo può chiedere di più, dettagli tecnici compresi, e in tal caso deve riceverli (articolo 31, articolo 58, paragrafo 1; linee guida 9/2022 dell'EDPB).

## Informare i partecipanti: solo se il rischio è elevato (articolo 34)

Gli interessati devono essere informati senza ingiustificato ritardo, con un linguaggio semplice e chiaro, solo quando la violazione è **suscettibile di presentare un rischio elevato** per i loro diritti e libertà (articolo 34, paragrafi 1 e 2). La comunicazione descrive la natura della violazione, le probabili conseguenze, le misure adottate e un punto di contatto. Le violazioni di **dati relativi alla salute o genetici** sono di norma considerate ad alto rischio, per cui una lista rubata e non cifrata che collega i numeri dei soggetti ai nomi dovrà normalmente essere comunicata ai partecipanti interessati, spesso tramite i centri che li conoscono.

Non è necessaria alcuna comunicazione individuale se (articolo 34, paragrafo 3):

- i dati erano incomprensibili a chiunque non fosse autorizzato, ad esempio perché **cifrati** con la chiave custodita in modo sicuro;
- le misure adottate successivamente scongiurano il sopraggiungere del rischio elevato;
- contattare ogni persona richiederebbe sforzi sproporzionati; in tal caso si procede invece a una **comunicazione pubblica**.

L'autorità di controllo può comunque imporLe di informare gli interessati (articolo 34, paragrafo 4).

## Documentare ogni violazione (articolo 33, paragrafo 5)

Ogni violazione deve essere documentata, che sia notificata o meno: i fatti, le conseguenze e i provvedimenti adottati per porvi rimedio. Questo **registro delle violazioni** consente all'autorità di controllo di verificare le Sue decisioni, per cui la decisione di non notificare dovrebbe essere motivata e messa per iscritto.

## Più regimi: una base rigorosa, gli obblighi propri di ciascun regime

Un singolo incidente può attivare contemporaneamente più regimi:

- **Autorità capofila**: un titolare stabilito nell'UE notifica alla propria **autorità di controllo capofila** per i trattamenti transfrontalieri (articolo 56). Un titolare extra-UE che dispone solo di un rappresentante ai sensi dell'articolo 27 deve notificare a ogni autorità di controllo del luogo in cui risiedono le persone coinvolte (linee guida 9/2022 dell'EDPB).
- Il **diritto nazionale** può introdurre ulteriori condizioni per i dati sanitari, genetici e di ricerca (articolo 9, paragrafo 4).
- **Regolamento sulla sperimentazione clinica**: lo stesso incidente può costituire una **violazione grave** ai sensi del CTR, ossia una violazione che può incidere in misura significativa sulla sicurezza o sui diritti dei partecipanti o sull'affidabilità dei dati, da notificare tramite il portale UE entro 7 giorni (articolo 52 CTR). Questo obbligo distinto non sostituisce mai la notifica ai sensi del GDPR.
- I **centri** sono titolari delle proprie cartelle cliniche e possono avere obblighi propri; i **contratti** e le **leggi extra-UE**, come la normativa sulle violazioni di uno Stato degli USA, aggiungono i propri.

Per un unico piano globale di gestione degli incidenti, un **criterio** di progettazione sensato è adottare come impostazione interna l'elemento più rigoroso: il termine più breve e la soglia di escalation più bassa. È una prassi, non un obbligo di legge. Non può risolvere un vero conflitto tra leggi e non trasforma una sola segnalazione in tutte le altre: ciascun regime mantiene i **propri destinatari**, contenuti e termini, che si tratti dell'autorità di controllo, del portale UE o dell'autorità e dei residenti di uno Stato degli USA. Sottoponga le questioni specifiche dei singoli paesi al responsabile della protezione dei dati.

## Conseguenze

L'omessa notifica o documentazione di una violazione può costare fino a **10 milioni di euro o il 2 %** del fatturato mondiale annuo, se superiore (articolo 83, paragrafo 4), oltre a eventuali sanzioni per la carenza di sicurezza; gli interessati possono inoltre chiedere il risarcimento del danno (articolo 82).

## La Sua prima ora: una checklist

- Segnali immediatamente qualsiasi incidente sospetto all'Ufficio Compliance, anche la sera e nel fine settimana, e registri il momento in cui l'azienda ne è venuta a conoscenza.
- Contenga l'incidente: revochi gli accessi, cancelli i dispositivi da remoto, isoli i sistemi e i backup interessati.
- Valuti il rischio: quali dati, quante persone, quanto sono identificabili, quanto sono sensibili.
- Notifichi all'autorità di controllo entro 72 ore in presenza di un rischio, prosegua con aggiornamenti e informi i partecipanti se il rischio è elevato.
- Verifichi gli obblighi derivanti dal CTR, dal diritto nazionale, dai contratti e dalle leggi extra-UE, ciascuno con il proprio destinatario e termine.
- Annoti tutto nel registro delle violazioni.`,
  },
  questions: [
    {
      id: 41,
      question:
        "Alle 18:00 di venerdì una CRA segnala il furto del suo portatile, che contiene un foglio di calcolo non cifrato che collega i numeri dei soggetti ai nomi dei partecipanti; Lei ha la ragionevole certezza che dati personali siano stati compromessi. Il suo responsabile vuole attendere il controllo dell'inventario da parte dell'IT lunedì e «notificare una volta che sapremo tutto». Che cosa si deve fare?",
      options: [
        "Attendere il controllo di lunedì: le 72 ore si contano solo in ore lavorative, quindi c'è tempo fino a mercoledì",
        "Attendere che l'inventario confermi che cosa c'era sul portatile, perché il termine decorre da quando si conoscono i fatti",
        "Notificare all'autorità entro le 18:00 di lunedì con quanto si sa; inviare aggiornamenti man mano",
        "Notificare all'autorità entro lunedì alle 18:00, ma solo se nel frattempo la polizia non ha ritrovato il portatile",
      ],
      correctAnswer: 2,
      explanation:
        "L'articolo 33, paragrafo 1, richiede la notifica senza ingiustificato ritardo e, ove possibile, entro 72 ore dal momento in cui si è venuti a conoscenza della violazione; si tratta di ore di calendario che decorrono anche nel fine settimana. Non si attende l'indagine né il ritrovamento del portatile: ciò che si sa va comunicato subito e i dettagli seguono in fasi successive (articolo 33, paragrafo 4). Il ritrovamento del portatile sarebbe un aggiornamento, non un motivo per attendere.",
    },
    {
      id: 42,
      question:
        "Lunedì il fornitore dell'EDC segnala un attacco ransomware che ha cifrato il database della sperimentazione e il relativo backup notturno, e comunica che la sua indagine forense richiederà almeno due settimane. Come deve procedere l'Ufficio Compliance riguardo alla notifica all'autorità di controllo?",
      options: [
        "Attendere il rapporto forense finale, in modo che la notifica sia completa ed esatta fin dalla prima volta",
        "Notificare entro 72 ore e informare subito anche tutti i partecipanti, perché il ransomware comporta sempre un rischio elevato",
        "Notificare solo se l'indagine dimostrerà in seguito che i dati sono stati copiati e non soltanto cifrati",
        "Notificare entro 72 ore dalla segnalazione del fornitore con i fatti noti e aggiornare in fasi successive",
      ],
      correctAnswer: 3,
      explanation:
        "Non si attende la conclusione dell'indagine: l'articolo 33, paragrafo 4, consente di fornire le informazioni in fasi successive, per cui la prima notifica va inviata entro 72 ore (articolo 33, paragrafo 1) e gli aggiornamenti seguono. Un ransomware che rende indisponibili i dati e i backup è una violazione anche senza copia dei dati. Se i partecipanti debbano essere informati dipende dal rischio valutato (articolo 34, paragrafo 1), non dal tipo di attacco.",
    },
    {
      id: 43,
      question:
        "Un monitor ha inviato per errore a una persona sbagliata di una CRO partner un elenco di numeri di soggetti codificati e di date delle visite; il destinatario lo ha cancellato e lo ha confermato per iscritto. Il responsabile della protezione dei dati conclude che vi è un rischio, ma non un rischio elevato, per i partecipanti. Chi deve essere informato?",
      options: [
        "L'autorità di controllo, non i partecipanti: la comunicazione individuale presuppone un probabile rischio elevato",
        "L'autorità e tutti i partecipanti dell'elenco, perché ogni violazione soggetta a notifica va comunicata agli interessati",
        "Nessuno: il destinatario ha cancellato l'elenco, quindi la violazione è chiusa e basta una nota interna",
        "Solo i partecipanti, dato che l'autorità si occupa delle violazioni di nomi, non di dati codificati",
      ],
      correctAnswer: 0,
      explanation:
        "Gli interessati devono essere informati solo quando la violazione è suscettibile di presentare un rischio elevato per i loro diritti e libertà (articolo 34, paragrafo 1), mentre una violazione che presenta un rischio va comunque notificata all'autorità di controllo entro 72 ore (articolo 33, paragrafo 1). La cancellazione da parte del destinatario riduce il rischio ma non annulla la violazione; i dati codificati sono dati personali e ogni violazione va documentata (articolo 33, paragrafo 5).",
    },
    {
      id: 44,
      question:
        "Il team di sicurezza del fornitore dell'EDC propone di incollare nella Sua notifica all'autorità di controllo il proprio rapporto tecnico, con la versione non aggiornata del firewall e il percorso esatto dell'attacco. Che cosa deve fare?",
      options: [
        "Incollarlo per intero: l'autorità deve ricevere fin dal primo momento ogni dettaglio tecnico di cui l'azienda dispone",
        "Notificare ora quanto richiesto dall'articolo 33, paragrafo 3; l'exploit resta nel fascicolo, per eventuali richieste",
        "Ometterlo definitivamente: il GDPR vieta i dettagli tecnici sulle vulnerabilità in qualsiasi notifica",
        "Rinviare la notifica finché la vulnerabilità non è corretta, poi inviare in una volta il rapporto completo",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 33, paragrafo 3, fissa un contenuto minimo: la natura della violazione, le persone e le registrazioni interessate, un punto di contatto, le probabili conseguenze e le misure adottate. I dettagli a livello di exploit non sono richiesti in quella sede e sono più sicuri nel fascicolo dell'incidente ad accesso limitato, ma il GDPR non li vieta: l'autorità può chiedere di più e in tal caso deve riceverli (articolo 31, articolo 58, paragrafo 1; linee guida 9/2022 dell'EDPB). Attendere la correzione ritarderebbe soltanto la notifica.",
    },
    {
      id: 45,
      question:
        "Un corriere smarrisce un nastro di backup non cifrato del database di farmacovigilanza. Il sistema in produzione non è interessato, quindi l'IT afferma: «È solo un backup; non è successo niente». Come va classificato l'evento?",
      options: [
        "Non è una violazione: i dati originali restano disponibili e intatti nel sistema in produzione",
        "Una violazione solo se in seguito si dimostra che qualcuno ha effettivamente letto i dati del nastro",
        "Una violazione dei dati personali: valutare il rischio, documentarla e, se c'è rischio, notificarla entro 72 ore",
        "Una violazione da notificare all'autorità e a ciascun paziente i cui dati sono sul nastro, a prescindere dal rischio",
      ],
      correctAnswer: 2,
      explanation:
        "Una violazione dei dati personali comprende la perdita dei dati personali o l'accesso non autorizzato agli stessi (articolo 4, punto 12)), e un backup contiene gli stessi dati personali del sistema in produzione. Il nastro smarrito deve essere oggetto di valutazione del rischio, documentato (articolo 33, paragrafo 5) e, in presenza di un rischio, notificato entro 72 ore (articolo 33, paragrafo 1); i partecipanti sono informati solo se il rischio è elevato (articolo 34, paragrafo 1). Non occorre dimostrare che il nastro sia stato letto.",
    },
    {
      id: 46,
      question:
        "L'incidente ransomware riguarda partecipanti in tre paesi dell'UE e in un centro statunitense, ed è anche una violazione grave ai sensi del CTR. Il GDPR, una legge nazionale, il contratto con la CRO e una legge di uno Stato degli USA fissano termini, soglie e destinatari diversi. Che cosa deve prevedere il piano di gestione degli incidenti?",
      options: [
        "Un'unica segnalazione all'autorità capofila che rispetti il termine più rigoroso; ciò soddisfa ogni regime",
        "Il termine più rigoroso come impostazione interna; la segnalazione di ogni regime al suo destinatario",
        "Notifiche a ciascuna delle tre autorità UE e allo Stato USA, poiché la regola dell'autorità capofila esclude le violazioni",
        "La segnalazione CTR tramite il portale UE vale per tutti, poiché le norme sulle sperimentazioni sono le più specifiche",
      ],
      correctAnswer: 1,
      explanation:
        "Adottare il termine e la soglia più rigorosi è un utile criterio di progettazione per un piano globale unico, non una regola di diritto: ciascun regime mantiene i propri destinatari, contenuti e termini. Qui ciò significa l'autorità di controllo capofila entro 72 ore (articoli 33, paragrafo 1, e 56), il portale UE entro 7 giorni (articolo 52 CTR) e la notifica prevista dalla legge dello Stato USA. Il diritto nazionale può aggiungere condizioni (articolo 9, paragrafo 4), quindi consulti il responsabile della protezione dei dati.",
    },
    {
      id: 47,
      question:
        "Gli aggressori hanno pubblicato parte dei dati dell'EDC, per cui è probabile un rischio elevato per i partecipanti. I centri scriveranno ai partecipanti e un avviso pubblico raggiungerà gli ex partecipanti privi di un indirizzo attuale. Il fornitore vuole che entrambi i testi indichino la versione del firewall sfruttata «per trasparenza». Che cosa devono contenere?",
      options: [
        "La violazione, le probabili conseguenze, le misure adottate e un contatto, in parole semplici, senza dettagli dell'exploit",
        "Il rapporto tecnico completo del fornitore, poiché i partecipanti hanno diritto alle stesse informazioni dell'autorità",
        "Nulla fino alla fine dell'indagine forense, così che i partecipanti ricevano un unico resoconto completo e definitivo",
        "Solo i numeri dei soggetti coinvolti, poiché descrivere l'incidente allarmerebbe inutilmente i partecipanti",
      ],
      correctAnswer: 0,
      explanation:
        "In presenza di un probabile rischio elevato, gli interessati sono informati senza ingiustificato ritardo, con un linguaggio semplice e chiaro, della natura della violazione, delle sue probabili conseguenze, delle misure adottate e di un punto di contatto (articolo 34, paragrafi 1 e 2); un avviso pubblico sostituisce le lettere quando contattare le persone richiederebbe sforzi sproporzionati (articolo 34, paragrafo 3, lettera c)). I dettagli dell'exploit non servono ad alcun partecipante e inviterebbero ulteriori attacchi, quindi restano fuori.",
    },
    {
      id: 48,
      question:
        "Un fornitore di archiviazione ha lasciato per un giorno un backup cifrato del database di farmacovigilanza in un bucket di archiviazione leggibile pubblicamente. La chiave non è mai stata esposta e il responsabile della protezione dei dati conclude che è improbabile che la violazione presenti un rischio. Che cosa occorre comunque fare?",
      options: [
        "Notificare comunque all'autorità di controllo entro 72 ore, poiché ogni violazione deve esserle segnalata",
        "Informare per precauzione, in linguaggio semplice, ogni partecipante i cui dati erano nel backup",
        "Niente: un backup cifrato è solo una copia, quindi le norme sulle violazioni non si applicano",
        "Annotarla nel registro delle violazioni, come tutte le violazioni, con i motivi della mancata notifica",
      ],
      correctAnswer: 3,
      explanation:
        "Un backup contiene dati personali, per cui esporlo costituisce una violazione, e ogni violazione deve essere documentata, che sia notificata o meno (articolo 33, paragrafo 5). La notifica all'autorità di controllo non è richiesta quando è improbabile che la violazione presenti un rischio (articolo 33, paragrafo 1), e la cifratura con una chiave custodita in modo sicuro esclude l'obbligo di informare gli interessati (articolo 34, paragrafo 3, lettera a)).",
    },
  ],
};
