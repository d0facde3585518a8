import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous êtes responsable des opérations cliniques chez Meridian Clinical Research, une CRO qui conduit un essai d’oncologie de phase II pour un promoteur pharmaceutique dans 25 hôpitaux de l’UE. Le promoteur veut remplacer les formulaires papier par un **eConsent** sur tablette. En parallèle de l’essai principal, le protocole propose une **sous-étude pharmacogénétique** facultative, qui analyse l’ADN des participants, et une **biobanque** facultative, qui conserve les restes d’échantillons sanguins pour de futures recherches sur le cancer.

Le premier projet du parcours eConsent conçu par le prestataire comporte un unique bouton « J’accepte » à la fin, une **case précochée** pour la recherche future et une mention selon laquelle les patients qui refusent la sous-étude génétique « pourraient ne pas être éligibles » à l’essai principal. Une infirmière de recherche demande si le formulaire de consentement éclairé signé vaut consentement RGPD de l’entreprise pour l’ensemble des traitements.

Arrive ensuite un e-mail d’un centre de Lyon. Une participante, dans l’essai depuis huit mois, a écrit deux lignes pour dire qu’elle ne veut plus y participer et qu’elle veut que « ses données soient retirées ». Le centre demande si elle doit envoyer une lettre signée et motivée, et si ses déclarations d’événements indésirables graves doivent désormais être supprimées.

**Votre mission :** déterminer ce qui rend un consentement valable au sens du RGPD, ce qui le distingue du consentement éclairé prévu par le règlement relatif aux essais cliniques, comment concevoir les consentements facultatifs et ce que deviennent les données de la participante lorsqu’elle retire son consentement.`,

  training: {
    title: "Gestion du consentement : consentement valable, consentement à l’essai et retrait",
    content: `## Deux consentements différents

Les équipes des opérations cliniques manient deux formes de consentement faciles à confondre.

- **Le consentement éclairé au sens du règlement relatif aux essais cliniques (règlement (UE) n° 536/2014, ci-après « REC »)** est une exigence éthique et de protection des participants. Il est écrit, daté et signé à l’issue d’un entretien avec un membre de l’équipe d’investigation qualifié conformément au droit national (art. 28 et 29 du REC). Il précède l’inclusion, sauf dans les situations d’urgence, où il peut être recueilli après coup (art. 35 du REC).
- **Le consentement au sens du RGPD** est l’une des six bases juridiques du traitement de données à caractère personnel (art. 6, par. 1, point a)) et, sous sa forme explicite, l’une des conditions permettant de traiter des données de santé et des données génétiques (art. 9, par. 2, point a)).

Le formulaire de consentement éclairé signé (FCE) **n’est pas automatiquement** la base juridique au sens du RGPD (avis 3/2019 du CEPD ; considérant 161). Des patients malades ou dépendants peuvent ne pas être en mesure de consentir librement au traitement de leurs données ; c’est pourquoi de nombreux promoteurs se fondent plutôt sur la **mission d’intérêt public** ou sur l’**intérêt légitime**, combinés à l’**art. 9, par. 2, point i) ou j)**, pour les traitements de recherche. La mission d’intérêt public est le choix habituel des promoteurs publics, tels que les centres hospitaliers universitaires, dont la mission de recherche est définie par le droit national (art. 6, par. 1, point e), et par. 3). La notification des données de sécurité, l’archivage et les inspections reposent sur l’**obligation légale** (art. 6, par. 1, point c)) combinée à l’art. 9, par. 2, point i). Le consentement n’est donc pas la seule base possible pour les données d’essai, et la signature du FCE ne vaut pas consentement RGPD pour l’ensemble des traitements.

## Les cinq éléments d’un consentement valable

Lorsque la base juridique retenue est le consentement, celui-ci n’est valable que s’il réunit les **cinq éléments** définis à l’**art. 4, point 11)**, et à l’**art. 7** :

- **Libre** : la personne dispose d’un choix réel et peut refuser sans subir de préjudice.
- **Spécifique** : il porte sur une finalité clairement définie, avec un consentement distinct pour chaque finalité distincte.
- **Éclairé** : la personne sait qui est le responsable du traitement, ce qui sera fait des données et que le consentement peut être retiré.
- **Univoque** : il n’existe aucun doute sur le fait que la personne a donné son accord.
- **Exprimé par un acte positif clair** : une déclaration ou un acte délibéré, comme cocher une case vide ou signer.

**Le silence, l’inactivité ou les cases cochées par défaut ne valent pas consentement** (considérant 32). Le fait de se présenter aux visites de l’étude ne vaut pas consentement à quoi que ce soit au-delà de ce que la personne a réellement accepté.

## Consentement explicite et preuve

Pour les données de santé et les données génétiques, le consentement invoqué comme condition de l’art. 9 doit être **explicite** (art. 9, par. 2, point a)) : une déclaration expresse, en général une signature ou un clic de confirmation distinct. Le responsable du traitement doit être en mesure de **démontrer** le consentement (art. 7, par. 1). Conservez pour chaque participant :

- la **version** du formulaire de consentement utilisée ;
- la **date** à laquelle le consentement a été donné ;
- l’identité de **la personne** qui a recueilli le consentement.

Si la demande de consentement figure dans un document plus long, comme le FCE, elle doit se présenter sous une forme qui la **distingue clairement** des autres questions, sous une forme compréhensible et aisément accessible, et formulée en des **termes clairs et simples** (art. 7, par. 2).

## Quand le consentement n’est pas libre

Le consentement n’est pas libre, et donc pas valable, lorsque :

- il existe un **déséquilibre manifeste** entre la personne et le responsable du traitement (considérant 43) ;
- le refus ou le retrait causerait un **préjudice** à la personne (considérant 42) ;
- il est **groupé** avec autre chose, par exemple lorsque la fourniture d’un service ou la participation est subordonnée au consentement à un traitement qui n’est pas nécessaire à cette fin (art. 7, par. 4).

Pour les essais, cela signifie que les **options facultatives**, comme une sous-étude génétique, la recherche future ou la reprise de contact, doivent faire l’objet d’**acceptations distinctes**. Les refuser ne doit pas avoir d’incidence sur la participation à l’essai principal. Un prélèvement génétique pour une sous-étude facultative ne peut jamais être une condition de l’inclusion.

## Concevoir un parcours eConsent

- Présentez l’essai principal et chaque finalité facultative sur des **écrans ou dans des sections distincts**.
- Utilisez des cases **non cochées** ou des boutons distincts pour chaque finalité facultative ; ne présélectionnez jamais « oui ».
- Rédigez en **langage clair** et évitez le jargon juridique.
- Indiquez clairement, avant que le consentement ne soit donné, qu’il peut être **retiré à tout moment**, et de quelle manière.
- Enregistrez dans une piste d’audit la version du formulaire, la date, l’heure et l’identité de la personne qui recueille le consentement.
- Fournissez les informations de l’art. 13, quelle que soit la base juridique (voir ci-dessous).

## Retrait

Un participant peut **retirer son consentement à tout moment**, et il doit être **aussi simple de retirer que de donner** son consentement. Les personnes doivent être informées de ce droit avant de donner leur consentement. Le retrait ne compromet **pas** la licéité du traitement fondé sur le consentement effectué avant ce retrait (art. 7, par. 3). Un participant qui a consenti par un clic ou une signature peut retirer son consentement par e-mail, par téléphone ou en personne au centre ; vous ne pouvez pas exiger une lettre écrite et motivée.

Le sort des données dépend de la base juridique :

- **Si la base est le consentement**, le traitement fondé sur le consentement cesse.
- Les données ne peuvent être conservées que sur le fondement d’une **autre base juridique**, par exemple l’obligation légale pour la notification des données de sécurité et l’archivage.
- Cette autre base doit avoir été **identifiée et communiquée dès le départ**. Elle ne peut pas être substituée après coup : vous ne pouvez pas simplement basculer vers l’intérêt légitime une fois le consentement retiré (lignes directrices 05/2020 du CEPD).

Par ailleurs, lorsqu’un participant **quitte l’essai**, le REC prévoit que le retrait du consentement éclairé n’affecte ni les activités déjà menées ni l’utilisation des données obtenues avant ce retrait (art. 28, par. 3, du REC). **La collecte de nouvelles données cesse.**

**Les données de sécurité ne sont pas supprimées** en cas de retrait. Les déclarations d’événements indésirables sont traitées sur le fondement de l’obligation légale combinée à l’art. 9, par. 2, point i), et le dossier permanent de l’essai doit être conservé pendant au moins 25 ans (art. 58 du REC).

## Utilisation secondaire et biobanques

Lorsqu’il sollicite le consentement à l’essai, le promoteur peut aussi demander au participant de consentir à l’utilisation de ses données **en dehors du protocole**, **exclusivement à des fins scientifiques**, et ce consentement peut être retiré à tout moment (art. 28, par. 2, du REC). Le considérant 33 admet que les finalités de recherche ne peuvent pas toujours être entièrement précisées au moment de la collecte et permet de consentir à **certains domaines de la recherche**, comme une biobanque consacrée à la recherche sur le cancer, dans le respect des normes éthiques. Le consentement ne s’étend pas à n’importe quelle finalité ultérieure : une finalité sortant du domaine accepté doit être évaluée séparément, avec le DPD, avant toute utilisation des données à cette fin.

## Participants vulnérables

- Pour les **mineurs** et les **majeurs incapables**, c’est un **représentant légal** qui donne son consentement, et le participant est associé à la décision dans toute la mesure du possible (art. 31 et 32 du REC).
- Dans les **situations d’urgence**, lorsque le patient ne peut pas consentir et qu’aucun représentant légal ne peut être joint à temps, le REC permet d’inclure d’abord et de recueillir le consentement **ensuite**, auprès du patient ou de son représentant, dans les conditions strictes de l’art. 35 du REC, comme le prévoit le protocole approuvé.
- L’âge de **16** ans fixé par le RGPD (que les États membres peuvent abaisser à 13 ans) ne s’applique qu’au consentement d’un enfant aux **services en ligne** (art. 8, par. 1). Il ne régit pas l’inclusion de mineurs dans des essais, même lorsqu’une application d’eConsent est utilisée.

## La transparence, quelle que soit la base

Au moment de la collecte, les participants doivent recevoir les informations prévues à l’**art. 13** : l’identité du responsable du traitement et les coordonnées du DPD, les finalités et la base juridique, les destinataires, les transferts hors de l’UE, les durées de conservation, leurs droits et le droit d’introduire une réclamation auprès d’une autorité de contrôle. L’obligation de transparence s’applique que vous vous fondiez sur le consentement, la mission d’intérêt public, l’intérêt légitime ou l’obligation légale.

## Points clés

- Le consentement éclairé du REC et le consentement du RGPD sont **deux choses différentes** ; la signature du FCE n’est pas automatiquement la base juridique.
- Un consentement valable réunit **cinq éléments** : libre, spécifique, éclairé, univoque et exprimé par un acte positif clair.
- Un consentement explicite est requis lorsque le consentement est la condition de l’art. 9 pour des données de santé ou génétiques, et vous devez pouvoir le démontrer.
- Les options facultatives sont des **acceptations distinctes, non cochées par défaut**, sans incidence sur la participation à l’essai principal.
- Le retrait est toujours possible et aussi simple que le consentement ; il met fin aux traitements fondés sur le consentement, mais n’efface pas les données de sécurité détenues au titre d’une obligation légale.`,
  },

  questions: [
    {
      id: 9,
      question:
        "Le projet d’eConsent du prestataire affiche l’option « J’accepte que mes échantillons et mes données soient utilisés pour de futures recherches sur le cancer » avec la case déjà cochée. Les participants peuvent la décocher avant de signer. S’agit-il d’un consentement valable pour la biobanque ?",
      options: [
        "Oui : les participants peuvent décocher la case, donc quiconque la laisse cochée a choisi de participer.",
        "Oui, à condition que la biobanque soit expliquée en langage clair juste à côté de la case.",
        "Non : une case précochée n’est pas un acte positif clair ; le participant doit cocher une case vide.",
        "Non : le consentement à la recherche future n’est jamais valable, car ses finalités ne peuvent être fixées d’avance.",
      ],
      correctAnswer: 2,
      explanation:
        "Un consentement valable suppose une déclaration ou un acte positif clair (art. 4, point 11)), et le considérant 32 précise que les cases cochées par défaut et le silence ne valent pas consentement. Le consentement à la recherche future est possible : le considérant 33 admet le consentement à certains domaines de la recherche, comme une biobanque, dans le respect des normes éthiques, mais il doit être donné en cochant activement une case vide.",
    },
    {
      id: 10,
      question:
        "Un centre indique aux patients qu’ils ne peuvent participer à l’essai principal d’oncologie que s’ils acceptent aussi la sous-étude pharmacogénétique facultative. Quel est le problème ?",
      options: [
        "Le consentement à la sous-étude n’est pas libre, car l’inclusion dans l’essai principal en dépend.",
        "Aucun, à condition que la sous-étude soit expliquée en langage clair et qu’un consentement explicite soit recueilli pour l’ADN.",
        "La sous-étude doit être abandonnée : un test génétique ne peut en aucun cas être proposé en parallèle d’un essai thérapeutique.",
        "Une simple lacune documentaire : le FCE doit expliquer pourquoi la sous-étude est nécessaire à l’essai principal.",
      ],
      correctAnswer: 0,
      explanation:
        "Un consentement groupé avec autre chose, ou dont le refus cause un préjudice, n’est pas libre (art. 7, par. 4, considérant 42), et une formulation explicite n’y remédie pas. Les options facultatives comme les sous-études génétiques doivent faire l’objet d’acceptations distinctes, et leur refus ne doit pas avoir d’incidence sur la participation à l’essai principal. Les sous-études génétiques sont permises ; c’est la condition qui pose problème.",
    },
    {
      id: 11,
      question:
        "Une infirmière de recherche affirme : « La participante a signé le formulaire de consentement éclairé prévu par le règlement relatif aux essais cliniques, donc cette signature est notre consentement RGPD pour tous les traitements de ses données. » Qu’est-ce qui est exact ?",
      options: [
        "Exact : un consentement REC signé est un consentement explicite, il couvre donc tout traitement de ses données d’essai.",
        "Exact, à condition que le formulaire ait été signé après un entretien avec un membre qualifié de l’équipe d’investigation.",
        "Inexact seulement pour les données de sécurité ; pour les autres données d’essai, la signature du FCE vaut consentement RGPD.",
        "Inexact : le consentement du REC protège les participants, mais n’est pas de plein droit la base juridique RGPD.",
      ],
      correctAnswer: 3,
      explanation:
        "Le consentement éclairé du REC (art. 28 et 29 du REC) est une exigence de protection des participants et n’est pas automatiquement la base juridique au sens du RGPD (avis 3/2019 du CEPD ; considérant 161). De nombreux promoteurs se fondent sur la mission d’intérêt public ou l’intérêt légitime, combinés à l’art. 9, par. 2, point i) ou j), pour la recherche, et sur l’obligation légale pour les traitements liés à la sécurité, quoi qu’indique le FCE.",
    },
    {
      id: 12,
      question:
        "Une participante écrit au centre de Lyon : « Je ne veux plus participer et je retire mon consentement. » Le centre répond que le retrait n’est accepté que par lettre signée et motivée. Le centre a-t-il raison ?",
      options: [
        "Oui : un retrait signé est nécessaire pour le dossier permanent de l’essai, et les motifs aident à l’évaluation de la sécurité.",
        "Non : elle peut retirer son consentement à tout moment, et le retrait doit être aussi simple que le consentement.",
        "Non, mais l’e-mail doit être confirmé lors de sa prochaine visite avant que le retrait ne prenne effet.",
        "Oui, si le FCE prévoyait que le retrait doit être fait par écrit, comme c’est le cas de nombreux FCE.",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 7, par. 3, permet à la personne de retirer son consentement à tout moment et exige qu’il soit aussi simple de retirer que de donner son consentement ; son e-mail prend donc effet dès sa réception. Le centre peut le consigner au dossier et peut demander, sans insister, si elle se rendra encore à une visite de suivi de sécurité.",
    },
    {
      id: 13,
      question:
        "Un essai d’urgence sur l’AVC dispose d’un protocole approuvé pour les patients incapables de consentir. Une patiente arrive inconsciente dans la fenêtre thérapeutique et aucun proche ne peut être joint à temps. L’investigateur demande ce que permet le REC.",
      options: [
        "L’inclusion immédiate si les conditions de l’art. 35 du REC sont remplies, le consentement étant demandé ensuite à elle ou à un représentant.",
        "Aucune inclusion : sans consentement écrit préalable de sa part ou d’un représentant, une patiente ne peut jamais être incluse.",
        "L’inclusion sur le fondement des intérêts vitaux au sens du RGPD, après quoi le consentement de personne n’est plus requis.",
        "L’inclusion si un second médecin donne son accord, le comité d’éthique étant informé au lieu d’un consentement ultérieur de quiconque.",
      ],
      correctAnswer: 0,
      explanation:
        "L’art. 35 du REC permet à un essai d’urgence d’inclure un patient incapable de consentir, lorsqu’aucun représentant légal ne peut être joint dans la fenêtre thérapeutique, dans les conditions strictes de cet article, comme le prévoit le protocole approuvé ; le consentement est ensuite demandé au représentant ou au patient dès que possible. Les intérêts vitaux sont un motif du RGPD, pas un consentement au sens du REC.",
    },
    {
      id: 14,
      question:
        "La biobanque traite des données sur la base du consentement, qu’une participante vient de retirer. Un chef de projet propose de continuer à utiliser ses données de biobanque sur le fondement de l’intérêt légitime. Qu’est-ce qui est exact ?",
      options: [
        "Oui, à condition qu’une mise en balance soit documentée et qu’elle soit informée de la nouvelle base dans un délai d’un mois.",
        "Non, car l’intérêt légitime ne peut jamais servir de base pour des données de santé dans la recherche.",
        "En partie : les nouveaux prélèvements cessent, mais ses données conservées peuvent rester utilisées dans la biobanque au titre de l’intérêt légitime.",
        "Non : tous les traitements fondés sur son consentement cessent, et une nouvelle base ne peut être substituée après coup.",
      ],
      correctAnswer: 3,
      explanation:
        "Lorsque le consentement est retiré, le traitement qui se fonde sur lui doit cesser (art. 7, par. 3). Les données ne peuvent être conservées que sur une autre base, identifiée et communiquée dès le départ, comme l’obligation légale pour la sécurité et l’archivage ; changer de base après coup n’est pas permis (lignes directrices 05/2020 du CEPD). L’intérêt légitime combiné à l’art. 9, par. 2, point j), peut fonder une recherche, mais seulement s’il a été choisi et communiqué avant le début du traitement.",
    },
    {
      id: 15,
      question:
        "Une coordinatrice soutient que, cet État membre ayant abaissé à 13 ans l’âge du consentement de l’art. 8 du RGPD, une adolescente de 15 ans peut s’inclure seule dans un essai pédiatrique via l’application d’eConsent. Est-ce exact ?",
      options: [
        "Oui : l’application est un service en ligne, donc l’art. 8 régit l’inclusion et son propre consentement suffit.",
        "Non : l’art. 8 ne vise que les services en ligne ; son représentant légal consent et elle est associée à la décision.",
        "Oui, à condition qu’un parent soit informé après l’inclusion et ne s’y oppose pas dans les deux semaines.",
        "Non : à 15 ans, elle est trop jeune pour prendre la moindre part à la décision, de sorte que ses parents décident seuls.",
      ],
      correctAnswer: 1,
      explanation:
        "L’âge de 16 ans fixé par le RGPD, que les États peuvent abaisser à 13 ans, ne s’applique qu’au consentement des enfants aux services en ligne (art. 8, par. 1). En vertu des art. 31 et 32 du REC, un représentant légal consent pour le mineur, et celui-ci est associé à la décision dans la mesure où sa compréhension le permet.",
    },
    {
      id: 16,
      question:
        "Un centre hospitalier universitaire, organisme public, promeut un essai académique ; le droit national fait de la recherche l’une de ses missions d’intérêt public. Son projet de notice d’information désigne le consentement signé des participants comme base juridique RGPD. Quelle base convient mieux ?",
      options: [
        "Le consentement, tel que rédigé : le REC impose de toute façon un consentement éclairé, c’est donc aussi la base RGPD la plus sûre.",
        "L’intérêt légitime (art. 6, par. 1, point f)), qui est la base habituelle des traitements de recherche de tout promoteur.",
        "La mission d’intérêt public (art. 6, par. 1, point e)), ancrée dans ce droit national, avec l’art. 9, par. 2, point j), pour les données de santé.",
        "L’obligation légale (art. 6, par. 1, point c)), puisqu’un hôpital public agit en vertu du droit national dans toutes ses activités.",
      ],
      correctAnswer: 2,
      explanation:
        "La mission d’intérêt public doit avoir une base dans le droit de l’Union ou le droit d’un État membre (art. 6, par. 3), que fournit le mandat de recherche de l’hôpital, et l’art. 9, par. 2, point j), exige lui aussi un tel droit (avis 3/2019 du CEPD). Les autorités publiques ne peuvent pas invoquer l’intérêt légitime pour l’exécution de leurs missions (art. 6, par. 1, dernier alinéa), la recherche n’est pas une obligation légale, et le consentement du REC n’est pas automatiquement la base juridique au sens du RGPD.",
    },
  ],
};
