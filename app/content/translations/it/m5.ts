import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei è IT systems manager presso un'azienda farmaceutica di medie dimensioni che avvia la sua prima **sperimentazione clinica decentralizzata**. Per 18 mesi, **5.000 pazienti** in sei paesi dell'UE indosseranno uno smartwatch che registra frequenza cardiaca, sonno e attività, e segnaleranno i sintomi tramite un'**app eCOA** sul proprio telefono. Tutti i dati confluiscono in una piattaforma **EDC in cloud** gestita da un fornitore specializzato.

Il go-live è previsto tra otto settimane e la pressione è alta. Il fornitore eCOA Le mostra il suo **certificato ISO 27001** e afferma che le sue condizioni di servizio standard «coprono il GDPR». Il fornitore EDC accenna al fatto che a breve coinvolgerà un nuovo subappaltatore per l'assistenza con accesso al database di produzione. Il team clinico chiede se il personale dei centri possa condividere un'unica credenziale per centro «per semplificare», e il project manager suggerisce di svolgere la valutazione d'impatto sulla protezione dei dati «dopo il lancio, una volta visto come si comporta il sistema».

Il Suo Chief Information Security Officer vuole la Sua raccomandazione entro venerdì.

Deve stabilire quale livello di sicurezza sia adeguato a questo trattamento, che cosa Le serve da ciascun fornitore prima che inizino a fluire i dati dei pazienti, se e quando sia richiesta una DPIA e a quali proposte dei Suoi colleghi debba opporsi.`,
  training: {
    title: "Sicurezza del trattamento nei sistemi delle sperimentazioni cliniche",
    content: `## La sicurezza è un principio della protezione dei dati

Il GDPR fa della sicurezza uno dei suoi principi fondamentali. I dati personali devono essere trattati in modo da garantirne un'adeguata sicurezza, compresa la protezione da **trattamenti non autorizzati o illeciti** e dalla **perdita, dalla distruzione o dal danno accidentali** (principio di **integrità e riservatezza**, **articolo 5, paragrafo 1, lettera f)**). I sistemi delle sperimentazioni cliniche contengono dati sanitari, spesso dati genetici e, sempre più, flussi continui provenienti da dispositivi indossabili e app, per cui una carenza di sicurezza può danneggiare i partecipanti e compromettere l'affidabilità della sperimentazione.

La sicurezza ha tre proprietà, e tutte e tre sono questioni di protezione dei dati:

- **Riservatezza:** solo le persone autorizzate possono vedere i dati.
- **Integrità:** i dati non vengono modificati o corrotti senza autorizzazione.
- **Disponibilità:** i dati sono accessibili e ripristinabili quando necessario. Anche un EDC fuori servizio durante una visita di somministrazione, o dati della sperimentazione persi senza un backup utilizzabile, sono un problema di protezione dei dati.

Le minacce non provengono solo da hacker esterni. E-mail inviate al destinatario sbagliato, diritti di accesso troppo ampi, dispositivi smarriti e personale che consulta dati di cui non ha bisogno sono altrettanto reali.

## Misure adeguate: l'approccio basato sul rischio dell'articolo 32

L'**articolo 32, paragrafo 1**, impone **sia ai titolari sia ai responsabili del trattamento** di mettere in atto misure tecniche e organizzative che garantiscano un livello di sicurezza adeguato al rischio, tenendo conto dello **stato dell'arte**, dei **costi di attuazione** e dei rischi per le persone. L'articolo fornisce alcuni esempi:

- la **pseudonimizzazione e la cifratura** dei dati personali;
- la capacità di assicurare su base permanente la **riservatezza, l'integrità, la disponibilità e la resilienza** dei sistemi e dei servizi;
- la capacità di **ripristinare** tempestivamente la disponibilità e l'accesso ai dati in caso di incidente;
- una procedura per **testare regolarmente**, verificare e valutare l'efficacia delle misure.

Nel valutare l'adeguatezza, si tiene conto dei rischi di **distruzione, perdita, modifica, divulgazione non autorizzata o accesso**, accidentali o illegali, ai dati personali (**articolo 32, paragrafo 2**).

Poiché lo standard è basato sul rischio, il GDPR non prescrive una checklist fissa e **la cifratura non è obbligatoria in ogni caso**. Per i dati sanitari su larga scala, tuttavia, lo stato dell'arte orienterà normalmente verso la cifratura, e Lei deve essere in grado di spiegare qualsiasi misura decida di non adottare.

**Anche i dati pseudonimizzati richiedono sicurezza.** I codici dei soggetti riducono il rischio, ma i dati codificati restano dati personali e anche la chiave conservata presso il centro deve essere protetta.

## Misure organizzative e persone

- Chiunque agisca sotto l'autorità del titolare o del responsabile del trattamento e abbia accesso a dati personali può trattarli solo **su istruzione** (**articolo 32, paragrafo 4**).
- I responsabili del trattamento devono garantire che il proprio personale sia vincolato alla **riservatezza** (**articolo 28, paragrafo 3, lettera b)**).
- Assegni a ogni utente un **account personale** con diritti corrispondenti al suo ruolo. Le credenziali condivise svuotano di significato i registri di audit, per quanto robusta sia la password.
- Descriva le Sue misure di sicurezza nel **registro delle attività di trattamento** (**articolo 30, paragrafo 1, lettera g)**).

## Il livello GCP

I sistemi clinici rientrano anche nella buona pratica clinica: ICH E6(R3) e, per le sperimentazioni nell'UE, la linea guida dell'EMA sui sistemi informatizzati e i dati elettronici nelle sperimentazioni cliniche (**EMA/INS/GCP/112288/2023**, in vigore dal 9 settembre 2023). L'allegato 11 delle GMP UE è il suo corrispettivo per la produzione, non per le sperimentazioni. Queste norme richiedono **sistemi convalidati**, **account utente personali**, **registri di audit** e **backup**. I due quadri si sostengono a vicenda, con due punti da ricordare:

- **I registri di audit contengono essi stessi dati personali** (chi ha modificato che cosa e quando), per cui richiedono anch'essi protezione e controllo degli accessi.
- **I backup sono copie di dati personali.** Devono essere protetti come il sistema in produzione, e la perdita di un backup, o l'accesso non autorizzato a esso, è una violazione dei dati personali.

## Selezione dei fornitori e contratti

Le sperimentazioni decentralizzate dipendono da fornitori eCOA, piattaforme EDC in cloud, fornitori di dispositivi indossabili e dai loro subappaltatori. L'esternalizzazione **non** trasferisce la responsabilità:

- Ricorra unicamente a responsabili del trattamento che presentino **garanzie sufficienti** di misure adeguate (**articolo 28, paragrafo 1**); in pratica, ciò significa una qualifica documentata del fornitore.
- Il **contratto dell'articolo 28, paragrafo 3**, deve prevedere il trattamento soltanto su istruzione documentata, la riservatezza del personale, le misure di sicurezza, le condizioni per il ricorso a sub-responsabili, l'assistenza per i diritti degli interessati e per gli articoli 32-36 (sicurezza, notifica delle violazioni, DPIA e consultazione preventiva), la cancellazione o la restituzione dei dati al termine del servizio, nonché le attività di revisione e ispezione.
- Un responsabile del trattamento può ricorrere a un **sub-responsabile** solo previa autorizzazione scritta, specifica o generale, del titolare (**articolo 28, paragrafo 2**). Nel caso di autorizzazione **generale**, il responsabile deve informare il titolare di ogni eventuale aggiunta o sostituzione prevista, dandogli la possibilità di **opporsi**.
- I responsabili del trattamento **rispondono direttamente** delle proprie inadempienze (articoli 82 e 83, paragrafo 4), ma il titolare resta responsabile della scelta del fornitore e delle proprie istruzioni.

**Le certificazioni e i codici di condotta** possono contribuire a dimostrare la conformità (**articolo 32, paragrafo 3**), ma nessuno standard è obbligatorio. Un certificato **ISO 27001** è un elemento di prova utile; non equivale alla conformità al GDPR e non sostituisce il contratto dell'articolo 28 né la Sua valutazione del fornitore.

## Valutazioni d'impatto sulla protezione dei dati

Una **DPIA** è obbligatoria **prima** di un trattamento che può presentare un rischio elevato (**articolo 35, paragrafo 1**), compreso il **trattamento su larga scala di categorie particolari di dati** come i dati sanitari (**articolo 35, paragrafo 3, lettera b)**). Le linee guida sulla DPIA (WP248) elencano criteri tra cui dati sensibili, persone vulnerabili, nuove tecnologie, larga scala e combinazione o raffronto di insiemi di dati. Un trattamento che soddisfa **due o più** criteri richiede di norma una DPIA. Una sperimentazione decentralizzata che raccoglie dati da dispositivi indossabili di migliaia di pazienti ne soddisfa diversi contemporaneamente.

Una DPIA deve contenere almeno (**articolo 35, paragrafo 7**):

- una **descrizione** sistematica del trattamento e delle sue finalità;
- una valutazione della sua **necessità e proporzionalità**;
- una valutazione dei **rischi** per i diritti e le libertà delle persone;
- le **misure** previste per affrontare tali rischi.

Si consulti con il **responsabile della protezione dei dati** (articolo 35, paragrafo 2). Una singola DPIA può riguardare un insieme di trattamenti simili (articolo 35, paragrafo 1) e deve essere **riesaminata quando i rischi cambiano** (articolo 35, paragrafo 11), ad esempio quando si aggiunge un nuovo dispositivo o fornitore. Una DPIA non è una formalità da svolgere dopo il go-live, né qualcosa da fare solo dopo una violazione.

Le DPIA non vengono trasmesse di routine all'autorità di controllo. Se, dopo le misure di attenuazione, permane un **rischio residuo elevato**, il titolare deve **consultare l'autorità di controllo prima** di iniziare il trattamento (**consultazione preventiva, articolo 36, paragrafo 1**). L'autorità risponde entro **8 settimane**, termine prorogabile di **6 settimane** (articolo 36, paragrafo 2).

## Strumenti di IA e dati delle sperimentazioni

Gli strumenti pubblici di IA generativa sono una nuova via attraverso cui i dati escono dall'azienda. Digitare o caricare dati dei partecipanti, narrative dei pazienti, segnalazioni di eventi avversi o risultati non pubblicati in uno **strumento di IA pubblico** significa comunicarli a un fornitore che non ha alcun contratto con Lei e che può conservare o riutilizzare ciò che riceve. Si tratta di un trattamento privo di contratto con un responsabile del trattamento (articolo 28) o di garanzie per i trasferimenti, quindi non lo faccia.

- Utilizzi solo strumenti di IA **approvati dall'azienda**, sotto contratto, configurati per non addestrarsi sui Suoi input, e non inserisca più dati di quanti ne richieda il compito: **pseudonimizzati o anonimizzati** ove possibile.
- Il GDPR si applica all'IA come a qualsiasi altro trattamento: per l'IA applicata ai dati sanitari occorre di norma prima una **DPIA** (articolo 35), e l'articolo 22 limita le decisioni automatizzate sulle persone.
- Il **regolamento sull'intelligenza artificiale** (regolamento (UE) 2024/1689, AI Act) aggiunge obblighi per fasi: i divieti delle pratiche vietate e l'obbligo di garantire l'**alfabetizzazione in materia di IA** del personale che utilizza l'IA (articolo 4) si applicano dal febbraio 2025, le norme sui modelli di IA per finalità generali dall'agosto 2025, e quelle sui sistemi ad alto rischio, come l'IA nei dispositivi medici, si applicano in seguito.

## Perché la cifratura ripaga

Se i dati personali oggetto di una violazione sono stati resi incomprensibili a chiunque non sia autorizzato ad accedervi, ad esempio mediante cifratura con la chiave custodita in modo sicuro, il titolare non è tenuto a comunicare la violazione agli interessati (**articolo 34, paragrafo 3, lettera a)**). Cifrare portatili, database, backup e dati in transito tra dispositivi, app ed EDC riduce quindi sia il danno sia l'onere di risposta quando qualcosa va storto.

## Sanzioni

Le violazioni degli obblighi in materia di sicurezza e degli obblighi dei responsabili del trattamento possono comportare sanzioni fino a **10 milioni di euro o il 2 %** del fatturato mondiale annuo, se superiore (articolo 83, paragrafo 4). Se una carenza viola anche il principio di integrità e riservatezza dell'articolo 5, paragrafo 1, lettera f), si applica la **fascia superiore** di 20 milioni di euro o il 4 % (articolo 83, paragrafo 5). I responsabili del trattamento possono essere sanzionati direttamente.

## Punti chiave

- La sicurezza tutela riservatezza, integrità e disponibilità (articolo 5, paragrafo 1, lettera f); articolo 32).
- Le misure sono basate sul rischio e devono essere applicate sia dai titolari sia dai responsabili del trattamento.
- Qualifichi i fornitori, stipuli contratti completi ai sensi dell'articolo 28 e autorizzi per iscritto i sub-responsabili, in modo specifico o generale con diritto di opposizione.
- Completi la DPIA prima del go-live e consulti l'autorità di controllo se permane un rischio elevato (articoli 35-36).
- Account personali, registri di audit protetti e backup testati servono allo stesso modo la GCP e il GDPR.`,
  },
  questions: [
    {
      id: 33,
      question:
        "La Sua sperimentazione decentralizzata raccoglierà dati sanitari da dispositivi indossabili ed eCOA di 5.000 pazienti. Il project manager propone di completare la DPIA tre mesi dopo il go-live. Che cosa è corretto?",
      options: [
        "Accettabile: una DPIA serve a valutare rischi reali, e solo i dati in produzione possono mostrare quali siano",
        "Non accettabile: la DPIA deve essere completata e approvata dall'autorità di controllo prima del go-live",
        "Non accettabile: il trattamento su larga scala di dati sanitari richiede la DPIA prima di iniziare",
        "Non necessaria, perché i dati sono pseudonimizzati con codici dei soggetti fin dal primo giorno",
      ],
      correctAnswer: 2,
      explanation:
        "L'articolo 35, paragrafo 1, impone una DPIA prima dell'inizio di un trattamento ad alto rischio, e l'articolo 35, paragrafo 3, lettera b), cita il trattamento su larga scala di categorie particolari di dati come i dati sanitari. Dati sensibili, nuove tecnologie e larga scala sono qui tutti presenti; i dati pseudonimizzati restano dati personali e una DPIA non viene trasmessa di routine all'autorità. Solo un rischio residuo elevato comporta la consultazione preventiva (articolo 36).",
    },
    {
      id: 34,
      question:
        "Un fornitore eCOA presenta il suo certificato ISO 27001 e afferma che le sue condizioni standard «coprono il GDPR». L'ufficio acquisti vuole firmare subito. Che cosa dovrebbe pretendere l'IT?",
      options: [
        "Una valutazione delle garanzie del fornitore e un contratto con tutte le clausole dell'articolo 28, paragrafo 3; il certificato aiuta",
        "Nient'altro: un certificato ISO 27001 dimostra che il fornitore rispetta le norme di sicurezza del GDPR",
        "Un rifiuto: solo i fornitori certificati secondo un meccanismo approvato ai sensi dell'articolo 42 possono trattare dati sanitari per un promotore",
        "L'ultimo rapporto di audit ISO 27001 del fornitore, che può sostituire un contratto di trattamento separato",
      ],
      correctAnswer: 0,
      explanation:
        "Le certificazioni possono contribuire a dimostrare la conformità (articolo 32, paragrafo 3), ma nessuno standard è obbligatorio o equivale alla conformità. I titolari devono ricorrere a responsabili del trattamento che presentino garanzie sufficienti (articolo 28, paragrafo 1), con un contratto che disciplini istruzioni, sicurezza, sub-responsabili, assistenza, cancellazione e revisioni (articolo 28, paragrafo 3). La certificazione ai sensi dell'articolo 42 è volontaria, non una condizione per incaricare un responsabile del trattamento.",
    },
    {
      id: 35,
      question:
        "Il contratto del promotore con il fornitore dell'EDC in cloud prevede un'autorizzazione scritta generale per i sub-responsabili. Il fornitore annuncia che tra 30 giorni aggiungerà un nuovo subappaltatore per l'assistenza con accesso ai dati della sperimentazione. Che cosa discende dall'articolo 28, paragrafo 2?",
      options: [
        "Nulla: un'autorizzazione generale copre qualsiasi sub-responsabile scelto dal fornitore, con o senza preavviso",
        "Il promotore deve stipulare un proprio contratto direttamente con il subappaltatore prima che i dati possano fluire",
        "Il fornitore necessita comunque di una nuova autorizzazione scritta specifica del promotore per questo subappaltatore",
        "Il fornitore ha informato il promotore come richiesto, e il promotore può opporsi prima della modifica",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 28, paragrafo 2, consente il ricorso a sub-responsabili previa autorizzazione scritta, specifica o generale, del titolare. Nel caso di autorizzazione generale il responsabile deve informare il titolare di ogni aggiunta o sostituzione prevista, dandogli la possibilità di opporsi, ed è a questo che serve il preavviso di 30 giorni. Il contratto di sub-trattamento lo stipula il fornitore, non il promotore (articolo 28, paragrafo 4).",
    },
    {
      id: 36,
      question:
        "Un centro chiede un'unica credenziale eCOA condivisa per le infermiere del turno di notte, che inseriscono a turno i dati dei diari dei pazienti. Qual è la risposta migliore?",
      options: [
        "Consentirlo se il centro tiene un registro cartaceo di quale infermiera ha usato la credenziale in ciascun turno",
        "Sospendere del tutto l'inserimento notturno, così che i diari siano inseriti solo quando è in servizio il personale diurno nominativo",
        "Dare a ogni infermiera un account nominativo personale, così che il registro di audit mostri chi ha inserito che cosa",
        "Far usare di notte alle infermiere l'account personale dello sperimentatore del centro, dato che ne è comunque responsabile",
      ],
      correctAnswer: 2,
      explanation:
        "L'articolo 32 richiede misure che tutelino riservatezza e integrità, e la linea guida dell'EMA sui sistemi informatizzati nelle sperimentazioni cliniche (EMA/INS/GCP/112288/2023) prevede account utente personali e registri di audit attribuibili. Una credenziale condivisa o presa in prestito rende impossibile attribuire gli inserimenti o revocare l'accesso a una singola persona, e un registro cartaceo non vi pone rimedio. Gli account nominativi risolvono il problema senza sospendere l'inserimento notturno.",
    },
    {
      id: 37,
      question:
        "Viene rubato un portatile dello studio contenente una copia dei dati dei dispositivi indossabili. Il disco era protetto con una cifratura allo stato dell'arte e la chiave non è stata compromessa. Quale affermazione è corretta?",
      options: [
        "Non occorre informare i pazienti, perché i dati sono incomprensibili per il ladro; la violazione va documentata",
        "Tutti i pazienti coinvolti devono essere informati individualmente, perché si tratta di dati sanitari",
        "L'autorità e i pazienti devono essere informati entro 72 ore, come per qualsiasi dispositivo smarrito con dati sanitari",
        "Non si tratta affatto di una violazione dei dati personali, quindi non c'è niente da documentare o segnalare",
      ],
      correctAnswer: 0,
      explanation:
        "L'articolo 34, paragrafo 3, lettera a), esclude l'obbligo di comunicazione agli interessati se i dati sono stati resi incomprensibili, ad esempio mediante cifratura con una chiave custodita in modo sicuro. Il furto resta una violazione e deve essere documentato (articolo 33, paragrafo 5); con la chiave al sicuro, un rischio per i pazienti è improbabile, per cui non occorre neppure la notifica all'autorità (articolo 33, paragrafo 1).",
    },
    {
      id: 38,
      question:
        "La Sua DPIA per una nuova piattaforma di dati genomici conclude che, anche dopo tutte le misure previste, permane un rischio elevato per i partecipanti. Che cosa deve accadere ora?",
      options: [
        "Andare in produzione e monitorare attentamente: la DPIA è stata completata, ed è tutto ciò che il GDPR richiede",
        "Consultare l'autorità di controllo prima di iniziare; ha 8 settimane per rispondere, prorogabili di 6",
        "Fermare il progetto: il GDPR vieta qualsiasi trattamento che mantenga un rischio residuo elevato dopo una DPIA",
        "Far accettare per iscritto il rischio residuo al responsabile della protezione dei dati, il che esaurisce gli obblighi dell'azienda",
      ],
      correctAnswer: 1,
      explanation:
        "Quando una DPIA indica un rischio elevato che il titolare non può attenuare, è necessaria la consultazione preventiva dell'autorità di controllo prima del trattamento (articolo 36, paragrafo 1). Il GDPR non vieta semplicemente tale trattamento: l'autorità risponde entro 8 settimane, prorogabili di 6, e può esercitare i propri poteri (articolo 36, paragrafo 2). Il responsabile della protezione dei dati fornisce consulenza, ma la responsabilità resta dell'azienda.",
    },
    {
      id: 39,
      question:
        "Un ransomware cifra il database di produzione del fornitore eCOA. Nessun dato è stato copiato, ma il ripristino dai backup richiede due settimane perché i backup non erano mai stati testati. Un collega sostiene che non è una questione di protezione dei dati perché nessuno ha visto i dati. Che cosa è corretto?",
      options: [
        "Ha ragione: i dati non sono stati né copiati né visti, quindi la riservatezza non è mai stata in gioco",
        "Ha ragione, perché l'interruzione ha colpito i sistemi del fornitore e non quelli del promotore",
        "Ha torto: ogni interruzione di un sistema con dati della sperimentazione va notificata all'autorità entro 72 ore",
        "Ha torto: la sicurezza comprende la disponibilità, compresi il ripristino tempestivo e i backup testati",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 5, paragrafo 1, lettera f), tutela dalla perdita e dal danno accidentali, e l'articolo 32, paragrafo 1, richiede disponibilità, resilienza, ripristino tempestivo e test regolari. Perdere l'accesso ai dati della sperimentazione è una carenza di sicurezza, e una violazione dei dati personali, anche se nessuno ha visto i dati; se vada notificata dipende dal rischio, non da un numero fisso di ore.",
    },
    {
      id: 40,
      question:
        "La Sua azienda esternalizza l'eCOA e l'hosting dell'EDC a responsabili del trattamento. Un manager conclude che la sicurezza è ormai «un problema dei fornitori». Quale affermazione è corretta?",
      options: [
        "Esatto: una volta firmato un contratto con il responsabile, al titolare non restano obblighi di sicurezza",
        "Sbagliato: entrambi devono sempre applicare misure adeguate, e il titolare deve scegliere fornitori affidabili",
        "Sbagliato, perché i responsabili del trattamento non hanno obblighi di sicurezza propri; il titolare li conserva tutti",
        "Esatto, purché i fornitori siano certificati ISO 27001 per i loro servizi di hosting",
      ],
      correctAnswer: 1,
      explanation:
        "L'articolo 32, paragrafo 1, si applica allo stesso modo ai titolari e ai responsabili del trattamento, e l'articolo 28, paragrafo 1, rende il titolare responsabile della scelta di responsabili che presentino garanzie sufficienti. Anche i responsabili del trattamento rispondono direttamente (articoli 82 e 83, paragrafo 4), per cui la responsabilità è condivisa, non trasferita.",
    },
    {
      id: 67,
      question:
        "Un medical writer vuole incollare le narrative dei pazienti tratte dalle segnalazioni di eventi avversi gravi in un chatbot di IA pubblico e gratuito per ottenerne una sintesi. Che cosa occorre dirgli?",
      options: [
        "Può farlo, una volta rimossi i nomi dei partecipanti, poiché date, età ed eventi non sono dati personali.",
        "Può farlo, perché il fornitore del chatbot diventa responsabile del trattamento non appena qualcuno vi inserisce dati.",
        "Non in uno strumento pubblico: comunica dati sanitari a un fornitore senza contratto; usi uno strumento approvato.",
        "Non è consentito, ma solo per motivi di diritto d'autore, poiché le narrative appartengono al promotore e non a lui.",
      ],
      correctAnswer: 2,
      explanation:
        "Le narrative con date, età ed eventi clinici restano dati personali relativi alla salute anche senza nomi. Inserirle in uno strumento di IA pubblico significa comunicarle a un fornitore privo di contratto ai sensi dell'articolo 28, di istruzioni e forse di garanzie per i trasferimenti. Un rapporto con un responsabile del trattamento richiede un contratto; digitare dati in uno strumento non lo crea. La via corretta è uno strumento approvato dall'azienda, con i soli dati necessari al compito.",
    },
    {
      id: 68,
      question:
        "Quale obbligo del regolamento sull'intelligenza artificiale (regolamento (UE) 2024/1689) si applica già a un'azienda il cui personale utilizza strumenti di IA nel lavoro quotidiano?",
      options: [
        "Una valutazione della conformità da parte di un organismo notificato per ogni strumento di IA usato in ufficio.",
        "La registrazione nella banca dati UE dei sistemi di IA di ogni dipendente che utilizza un chatbot.",
        "Ancora nessun obbligo: nessuno degli obblighi dell'AI Act si applica ad alcuna organizzazione prima del 2030.",
        "Adottare misure per garantire un livello sufficiente di alfabetizzazione in materia di IA del personale (articolo 4).",
      ],
      correctAnswer: 3,
      explanation:
        "Dal 2 febbraio 2025, i fornitori e i deployer di sistemi di IA devono adottare misure per garantire un livello sufficiente di alfabetizzazione in materia di IA del personale che se ne occupa (articolo 4 dell'AI Act). Le valutazioni della conformità riguardano i sistemi ad alto rischio e i loro fornitori, e la banca dati UE registra i sistemi ad alto rischio, non gli utenti dei chatbot. Il regolamento si applica per fasi, e diverse fasi sono già iniziate.",
    },
  ],
};
