import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Lei lavora nelle **Operazioni globali** della controllata irlandese di un gruppo farmaceutico con sede centrale negli Stati Uniti. La Sua sperimentazione cardiovascolare di fase III si svolge in centri di tutta l'UE e una CRO gestisce i dati clinici. Nel giro di una settimana, sulla Sua scrivania arrivano quattro richieste.

La prima: il **team di biostatistica** della capogruppo statunitense vuole il dataset codificato della sperimentazione per le analisi ad interim. La capogruppo non figura nell'elenco del Data Privacy Framework e un manager statunitense sostiene: «Siamo tutti un'unica azienda, quindi non serve alcuna pratica».

La seconda: la CRO intende affidare la pulizia dei dati al proprio **subappaltatore in India**. I programmatori del subappaltatore lavorerebbero direttamente nell'EDC ospitato nell'UE tramite accesso remoto. «I dati non lasciano mai Francoforte», afferma la CRO, «quindi non si tratta di un trasferimento».

La terza: un partecipante in viaggio negli Stati Uniti è stato ricoverato **privo di conoscenza** in un pronto soccorso. Il medico curante ha urgente bisogno di sapere quale trattamento il paziente abbia ricevuto. Un collega suggerisce di usare d'ora in poi la stessa via d'emergenza per tutti i dati di sicurezza ordinari.

La quarta: un laboratorio centrale in **Svizzera** chiede quali clausole di trasferimento debba firmare prima che il Suo team gli invii dati di laboratorio codificati.

Deve stabilire quali di questi flussi di dati sono trasferimenti internazionali, di quale strumento di trasferimento necessita ciascuno e quando si può ricorrere a una deroga per emergenza.`,
  training: {
    title: "Trasferimenti internazionali: inviare dati della sperimentazione al di fuori dell'UE",
    content: `## Perché i trasferimenti contano nelle sperimentazioni globali

Le sperimentazioni moderne sono globali. I dati fluiscono dai centri dell'UE verso promotori, CRO, laboratori centrali, statistici e team di sicurezza in tutto il mondo. La protezione del GDPR deve viaggiare con i dati, per cui il capo V stabilisce condizioni rigorose per il trasferimento di dati personali verso **paesi terzi**. I dati di sperimentazione codificati sono dati personali pseudonimizzati e sono quindi pienamente soggetti a queste norme.

## La regola di base (articolo 44)

Ogni **trasferimento** di dati personali verso un paese terzo, compresi i **trasferimenti successivi** da quel paese verso un altro paese ancora, richiede uno strumento di trasferimento previsto dal capo V (articolo 44). Gli strumenti si dividono in tre famiglie:

- una **decisione di adeguatezza** (articolo 45);
- **garanzie adeguate**, come le clausole contrattuali tipo o le norme vincolanti d'impresa (articoli 46-47);
- **deroghe** di portata limitata per situazioni specifiche e occasionali (articolo 49).

## Che cosa costituisce un trasferimento

Si ha un trasferimento quando i dati personali sono resi disponibili a un **titolare o responsabile del trattamento distinto** in un paese terzo (linee guida 05/2021 dell'EDPB). L'ubicazione del server non è determinante:

- **L'accesso remoto è un trasferimento.** Se il personale di un subappaltatore di una CRO in India accede a un EDC ospitato nell'UE e visualizza i dati sullo schermo, i dati personali sono resi disponibili in India (raccomandazioni 01/2020 dell'EDPB). Serve lo stesso strumento di trasferimento che servirebbe se i file fossero stati inviati per e-mail.
- I **trasferimenti successivi** contano: un responsabile del trattamento statunitense che trasmette dati a un proprio sub-responsabile altrove necessita anch'esso di uno strumento.
- Un Suo **dipendente** in trasferta che apre file all'estero non effettua un trasferimento, perché nessuna organizzazione distinta riceve i dati, anche se le norme di sicurezza continuano ad applicarsi.

## Paesi adeguati: nessuna garanzia ulteriore (articolo 45)

La Commissione europea può decidere che un paese terzo garantisce un livello di protezione adeguato. I trasferimenti verso un **paese adeguato** non richiedono **alcuna ulteriore garanzia di trasferimento**: niente clausole contrattuali tipo, niente valutazione d'impatto sul trasferimento e nessuna autorizzazione specifica (articolo 45). Le decisioni di adeguatezza riguardano, tra gli altri:

- Svizzera, Giappone, Corea e Israele;
- Canada (organizzazioni commerciali);
- il Regno Unito (rinnovata fino al 27 dicembre 2031).

L'adeguatezza risponde solo alla questione del trasferimento. Il resto del GDPR continua ad applicarsi: occorre una base giuridica e un responsabile del trattamento necessita comunque di un contratto ai sensi dell'articolo 28.

Per gli Stati Uniti, la decisione di adeguatezza sul **quadro UE-USA per la protezione dei dati personali (Data Privacy Framework, DPF)**, decisione (UE) 2023/1795 del 10 luglio 2023, copre **solo le organizzazioni autocertificate iscritte nell'elenco DPF**, e i dati relativi alle risorse umane solo se l'organizzazione è certificata anche per questi. Verifichi sempre l'elenco: un'impresa statunitense non iscritta necessita di un altro strumento. Il Tribunale dell'Unione europea ha confermato il DPF il 3 settembre 2025 (T-553/23); è pendente un'impugnazione (C-703/25 P).

## Paesi non adeguati: clausole contrattuali tipo più una valutazione d'impatto sul trasferimento

In assenza di una decisione di adeguatezza, come nel caso dell'India, l'esportatore necessita di una **garanzia adeguata** ai sensi dell'articolo 46. In pratica si tratta di norma delle **clausole contrattuali tipo (SCC)** adottate con la decisione (UE) 2021/914 del 4 giugno 2021.

- Le SCC comprendono quattro moduli: da titolare a titolare, da titolare a responsabile, da responsabile a responsabile e da responsabile a titolare.
- La **clausola 14** richiede una **valutazione d'impatto sul trasferimento (TIA)**: una valutazione documentata che stabilisca se la legislazione e le prassi del paese di destinazione, in particolare l'accesso da parte delle autorità pubbliche, consentono all'importatore di rispettare le clausole. La clausola 15 disciplina il modo in cui l'importatore gestisce le richieste di accesso delle autorità pubbliche.
- Il testo delle SCC **non deve essere modificato**.
- Le vecchie SCC non potevano essere utilizzate nei nuovi contratti dopo il 27 settembre 2021 e hanno cessato di valere il 27 dicembre 2022.

La sola firma delle SCC non è mai sufficiente: lo standard è **SCC più TIA**. Ciò discende dalla sentenza **Schrems II** della Corte di giustizia (C-311/18, 16 luglio 2020), che ha invalidato lo scudo UE-USA per la privacy (Privacy Shield) e ha stabilito che gli esportatori devono valutare ogni trasferimento e adottare **misure supplementari** oppure sospenderlo. Le raccomandazioni 01/2020 dell'EDPB prevedono sei passaggi:

- mappare i trasferimenti;
- individuare lo strumento di trasferimento;
- valutare la legislazione e le prassi del paese terzo;
- adottare misure supplementari;
- completare gli eventuali passaggi procedurali;
- effettuare una nuova valutazione a intervalli appropriati.

Per le sperimentazioni, una misura efficace consiste nell'inviare solo **dati codificati mentre la chiave resta nell'UE**. Se l'importatore ha bisogno dei dati in chiaro, può non esistere alcuna misura supplementare efficace. Le garanzie dell'Executive Order statunitense 14086 si applicano a tutti i trasferimenti UE-USA, qualunque sia lo strumento utilizzato. Altri strumenti dell'articolo 46 sono i codici di condotta, le certificazioni e le clausole autorizzate da un'autorità di controllo.

## Trasferimenti infragruppo: nessuna esenzione

Il GDPR **non prevede alcuna esenzione infragruppo**. Quando una controllata dell'UE invia dati alla capogruppo statunitense, si tratta di un trasferimento verso un'entità giuridica distinta, esattamente come se il destinatario fosse un'impresa estranea al gruppo. Il gruppo necessita di uno strumento appropriato:

- **SCC infragruppo**, sottoscritte tra le società del gruppo e supportate da una TIA; oppure
- **norme vincolanti d'impresa (BCR)**: regole valide per l'intero gruppo, approvate da un'autorità di controllo, vincolanti per ogni entità del gruppo e che conferiscono agli interessati diritti azionabili (articolo 47).

Una società statunitense del gruppo che sia essa stessa autocertificata nell'elenco DPF può anche basarsi su tale decisione di adeguatezza. Una capogruppo comune, una policy interna o una comunicazione dell'amministratore delegato non sono strumenti di trasferimento.

## Responsabili e sub-responsabili del trattamento

Un responsabile del trattamento può trasferire dati solo su **istruzione documentata** del titolare (articolo 28, paragrafo 3, lettera a)). Una CRO che intende avvalersi di un sub-responsabile situato all'estero necessita dell'**autorizzazione** del promotore e di **SCC modulo 3 (da responsabile a responsabile)** con tale sub-responsabile, oltre a una TIA.

## Deroghe: limitate e occasionali (articolo 49)

Le deroghe dell'articolo 49 sono eccezioni per trasferimenti **occasionali**, non per flussi di dati ordinari:

- consenso esplicito, dopo che l'interessato è stato informato dei rischi;
- necessità per un contratto;
- importanti motivi di interesse pubblico;
- diritto in sede giudiziaria;
- **interessi vitali**, quando l'interessato non è in grado di prestare il proprio consenso (articolo 49, paragrafo 1, lettera f));
- trasferimenti da registri pubblici;
- come ultima risorsa, interessi legittimi cogenti, informandone l'autorità di controllo.

La **deroga per interessi vitali** vale **solo per le emergenze**. Se un partecipante giace privo di conoscenza in un pronto soccorso statunitense e i medici curanti hanno bisogno di informazioni di apertura del cieco, tale comunicazione rientra nell'articolo 49, paragrafo 1, lettera f). Non può mai giustificare flussi regolari di dati di sicurezza, analisi ad interim o esportazioni di database: questi richiedono adeguatezza, SCC con TIA oppure BCR.

## Ordini di giudici e autorità stranieri

Una richiesta di un giudice o di un'autorità straniera, come un subpoena statunitense, non rende di per sé lecito un trasferimento. Può essere riconosciuta solo sulla base di un accordo internazionale, come un trattato di mutua assistenza giudiziaria (MLAT) (articolo 48). Sottoponga tali richieste all'ufficio legale e al responsabile della protezione dei dati.

## Trasparenza e sanzioni

Le informazioni ai partecipanti devono indicare i trasferimenti verso paesi terzi (articolo 13, paragrafo 1, lettera f)). Le autorità di controllo possono ordinare la sospensione dei flussi di dati (articolo 58, paragrafo 2, lettera j)) e le violazioni in materia di trasferimenti rientrano nella fascia superiore delle sanzioni, fino a **20 milioni di euro o il 4 %** del fatturato mondiale annuo, se superiore (articolo 83, paragrafo 5, lettera c)). Nel 2023 la Data Protection Commission irlandese ha inflitto a Meta una sanzione di 1,2 miliardi di euro per i suoi trasferimenti verso gli Stati Uniti.

## La Sua checklist per i trasferimenti

- Un'organizzazione distinta al di fuori dell'UE riceve i dati o vi accede, anche tramite accesso remoto?
- La destinazione è adeguata? Per gli Stati Uniti, il destinatario è iscritto nell'elenco DPF?
- In caso contrario: SCC nel modulo corretto più una TIA documentata, oppure BCR.
- Sono necessarie misure supplementari, come mantenere la chiave nell'UE?
- Una deroga dell'articolo 49 è davvero occasionale o si tratta in realtà di un flusso ordinario?
- Il trasferimento è annotato nel registro di cui all'articolo 30 e comunicato ai partecipanti?`,
  },
  questions: [
    {
      id: 49,
      question:
        "Con l'autorizzazione del promotore, la CRO vuole che il suo subappaltatore in India, paese privo di una decisione di adeguatezza UE, pulisca i dati codificati della sperimentazione accedendo tramite accesso remoto all'EDC ospitato nell'UE. Che cosa è necessario?",
      options: [
        "Nient'altro: i dati restano su server dell'UE e sono codificati, quindi non vi è alcun trasferimento",
        "Il consenso esplicito di ogni partecipante al trasferimento, raccolto alla prossima visita presso il centro",
        "SCC da responsabile a responsabile con il subappaltatore e una valutazione d'impatto sul trasferimento",
        "Soltanto una cifratura robusta della connessione remota, che protegge i dati durante il transito",
      ],
      correctAnswer: 2,
      explanation:
        "L'accesso remoto da parte di un'organizzazione distinta in un paese terzo è un trasferimento (raccomandazioni 01/2020 dell'EDPB). In assenza di una decisione di adeguatezza serve una garanzia ai sensi dell'articolo 46, in questo caso le SCC modulo 3, e la clausola 14 richiede una valutazione d'impatto sul trasferimento. I dati codificati restano dati personali, la cifratura in transito non è uno strumento di trasferimento e il consenso non può sorreggere trasferimenti ordinari (articolo 49).",
    },
    {
      id: 50,
      question:
        "Il Suo team invierà dati di laboratorio codificati a un laboratorio centrale in Svizzera. Quale garanzia di trasferimento aggiuntiva richiede il capo V?",
      options: [
        "Nient'altro: la Svizzera beneficia di una decisione di adeguatezza, quindi non servono SCC né TIA",
        "SCC più una valutazione d'impatto sul trasferimento, come per qualsiasi paese al di fuori dell'Unione europea",
        "Nessuna in assoluto: la Svizzera fa parte del SEE, quindi non è un paese terzo",
        "Il consenso esplicito di ciascun partecipante al trasferimento dei propri dati a un laboratorio svizzero",
      ],
      correctAnswer: 0,
      explanation:
        "Un trasferimento verso un paese oggetto di una decisione di adeguatezza non richiede ulteriori garanzie né autorizzazioni specifiche (articolo 45), e la Svizzera è un paese adeguato. Le altre norme del GDPR, come la base giuridica e un contratto ai sensi dell'articolo 28 se il laboratorio è un responsabile del trattamento, continuano ad applicarsi. La Svizzera non fa parte del SEE: è un paese terzo con una decisione di adeguatezza.",
    },
    {
      id: 51,
      question:
        "Un partecipante alla Sua sperimentazione UE è ricoverato privo di conoscenza in un pronto soccorso statunitense. Il medico curante chiede con urgenza al medical monitor del promotore quale trattamento dello studio abbia ricevuto il paziente. Che cosa consente questa comunicazione?",
      options: [
        "Le SCC infragruppo firmate con la capogruppo statunitense, che coprono qualsiasi destinatario negli Stati Uniti",
        "Il quadro UE-USA per la protezione dei dati personali, che copre gli ospedali degli Stati Uniti",
        "Niente: senza il consenso scritto del paziente, le informazioni devono essere trattenute",
        "La deroga per interessi vitali (articolo 49, paragrafo 1, lettera f)): il paziente non può acconsentire",
      ],
      correctAnswer: 3,
      explanation:
        "L'articolo 49, paragrafo 1, lettera f), consente un trasferimento necessario per tutelare gli interessi vitali di una persona quando questa non è in grado di prestare il proprio consenso, ed è esattamente l'emergenza di un paziente privo di conoscenza. L'ospedale non è parte delle SCC del gruppo e il DPF copre solo le organizzazioni autocertificate iscritte nell'elenco DPF.",
    },
    {
      id: 52,
      question:
        "I biostatistici della capogruppo statunitense, la cui società non è iscritta nell'elenco DPF, vogliono accedere da remoto all'EDC ospitato nell'UE invece di ricevere file. Un manager statunitense afferma: «Stesso gruppo, e i dati non lasciano mai Francoforte, quindi niente pratiche». Che cosa è corretto?",
      options: [
        "È un trasferimento: richiede SCC infragruppo con una TIA, o norme vincolanti d'impresa approvate",
        "Nessun trasferimento: i dati restano su server dell'UE, e visualizzarli su uno schermo non equivale a riceverli",
        "All'interno di un unico gruppo non serve alcuno strumento di trasferimento, comunque la capogruppo acceda ai dati",
        "È un trasferimento, ma lo copre la policy di condivisione dei dati del gruppo firmata dall'amministratore delegato globale",
      ],
      correctAnswer: 0,
      explanation:
        "L'accesso remoto da un paese terzo è un trasferimento (raccomandazioni 01/2020 dell'EDPB) e il GDPR non prevede alcuna esenzione infragruppo: la capogruppo è un'entità giuridica distinta. Servono SCC infragruppo con una valutazione d'impatto sul trasferimento (articolo 46) o norme vincolanti d'impresa approvate da un'autorità di controllo (articolo 47); una policy interna non è né l'una né l'altra cosa.",
    },
    {
      id: 53,
      question:
        "Il centro servizi condiviso del gruppo in India, una società del gruppo, gestirà l'help desk dell'EDC con accesso ai dati della sperimentazione. L'ufficio legale sostiene che basta la policy privacy di gruppo, firmata da ogni consociata. È così?",
      options: [
        "Sì: una policy firmata da ciascuna consociata vincola il gruppo, ed è proprio ciò che sono le BCR",
        "Sì, purché il centro indiano sia una controllata interamente posseduta dalla società dell'UE",
        "No: servono SCC infragruppo con una TIA, o BCR approvate da un'autorità",
        "No, ma il consenso esplicito dei partecipanti coprirebbe l'accesso dell'help desk",
      ],
      correctAnswer: 2,
      explanation:
        "Le società del gruppo sono entità giuridiche distinte, per cui non esiste un'esenzione infragruppo. Le norme vincolanti d'impresa devono essere approvate da un'autorità di controllo e conferire agli interessati diritti azionabili (articolo 47); altrimenti servono SCC infragruppo con una valutazione d'impatto sul trasferimento (articolo 46). Il consenso non può sorreggere un flusso ordinario (articolo 49).",
    },
    {
      id: 54,
      question:
        "Dopo la comunicazione d'emergenza, un collega propone di basarsi sulla deroga per interessi vitali per il trasferimento settimanale di tutti i dati sugli eventi avversi gravi al team di sicurezza statunitense, perché la sicurezza è «sempre vitale». Come risponde?",
      options: [
        "Concordo: in ultima analisi ogni trasferimento legato alla sicurezza tutela gli interessi vitali dei partecipanti",
        "Concordo, purché ogni trasferimento settimanale sia annotato nel registro dell'articolo 30 e sia informato il DPO",
        "Non concordo: le deroghe non si applicano mai ai dati di sicurezza, quindi anche l'emergenza richiedeva le SCC",
        "Non concordo: interessi vitali solo per le emergenze; i flussi ordinari richiedono adeguatezza, SCC con TIA o BCR",
      ],
      correctAnswer: 3,
      explanation:
        "Le deroghe dell'articolo 49 sono di portata limitata e destinate a trasferimenti occasionali, e gli interessi vitali (articolo 49, paragrafo 1, lettera f)) coprono le emergenze in cui l'interessato non è in grado di prestare il consenso, come il paziente privo di conoscenza. I flussi di dati regolari e pianificati devono basarsi sull'adeguatezza (articolo 45) o su garanzie adeguate (articoli 46-47).",
    },
    {
      id: 55,
      question:
        "Il subappaltatore indiano restituisce le SCC del 2021 dopo aver eliminato la clausola 15 sulle richieste di accesso delle autorità pubbliche, e chiede di saltare la valutazione d'impatto sul trasferimento in quanto «mera formalità». Come risponde?",
      options: [
        "Accetto: il testo delle SCC si può negoziare tra le parti come qualsiasi altro contratto",
        "Rifiuto: il testo delle SCC non può essere modificato e la clausola 14 rende obbligatoria la TIA",
        "Accetto l'eliminazione se viene completata una TIA che compensi la clausola mancante",
        "Rifiuto e uso invece le SCC anteriori al 2021, che non contengono né l'una né l'altra delle due clausole",
      ],
      correctAnswer: 1,
      explanation:
        "Le SCC del 2021 (decisione (UE) 2021/914) devono essere utilizzate senza modificarne il testo e la clausola 14 richiede una valutazione d'impatto sul trasferimento. Le SCC anteriori al 2021 hanno cessato di valere il 27 dicembre 2022 e non possono più essere utilizzate.",
    },
    {
      id: 56,
      question:
        "Un fornitore statunitense di eCOA che opera come Suo responsabile del trattamento afferma che non serve alcuna documentazione sul trasferimento perché «il Data Privacy Framework UE-USA rende adeguati gli interi Stati Uniti». Che cosa deve fare?",
      options: [
        "Accettare: dal luglio 2023 ogni destinatario statunitense è coperto dalla decisione di adeguatezza sul DPF",
        "Verificare l'elenco DPF: se il fornitore è iscritto non serve nulla di più; altrimenti SCC più TIA",
        "Accettare, purché il fornitore cifri i dati durante il transito verso gli Stati Uniti",
        "Sospendere subito ogni trasferimento verso gli USA, perché il Tribunale ha annullato il DPF nel settembre 2025",
      ],
      correctAnswer: 1,
      explanation:
        "La decisione (UE) 2023/1795 è una decisione di adeguatezza solo per le organizzazioni autocertificate iscritte nell'elenco DPF. Un fornitore iscritto non necessita di ulteriori strumenti di trasferimento; uno non iscritto necessita di SCC più una valutazione d'impatto sul trasferimento (articolo 46). Il Tribunale ha confermato il DPF il 3 settembre 2025 (T-553/23), anche se è pendente un'impugnazione.",
    },
  ],
};
