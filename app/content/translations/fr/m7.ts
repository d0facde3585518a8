import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous travaillez au sein des **Opérations internationales** de la filiale irlandaise d’un groupe pharmaceutique dont le siège est aux États-Unis. Votre essai cardiovasculaire de phase III se déroule dans des centres de toute l’UE, et une CRO gère les données cliniques. En une semaine, quatre demandes arrivent sur votre bureau.

Premièrement, l’**équipe de biostatistique** de la société mère américaine veut le jeu de données codé de l’essai pour des analyses intermédiaires. La société mère ne figure pas sur la liste du Data Privacy Framework, et un responsable américain fait valoir : « Nous sommes une seule et même entreprise, donc aucune formalité n’est nécessaire. »

Deuxièmement, la CRO prévoit de confier le nettoyage des données à son **sous-traitant en Inde**. Les programmeurs du sous-traitant travailleraient directement dans l’EDC hébergé dans l’UE, par accès à distance. « Les données ne quittent jamais Francfort, affirme la CRO, il ne s’agit donc pas d’un transfert. »

Troisièmement, une participante en voyage aux États-Unis a été admise **inconsciente** aux urgences. Le médecin qui la soigne doit savoir de toute urgence quel traitement elle a reçu. Un collègue suggère d’utiliser désormais la même voie d’urgence pour toutes les données de sécurité courantes.

Quatrièmement, un laboratoire central en **Suisse** demande quelles clauses de transfert il doit signer avant que votre équipe ne lui envoie des données de laboratoire codées.

Vous devez déterminer lesquels de ces flux de données sont des transferts internationaux, quel instrument de transfert chacun exige, et quand une dérogation d’urgence peut être utilisée.`,
  training: {
    title: "Transferts internationaux : envoyer des données d’essai hors de l’UE",
    content: `## Pourquoi les transferts comptent dans les essais mondiaux

Les essais modernes sont mondiaux. Les données circulent des centres de l’UE vers les promoteurs, les CRO, les laboratoires centraux, les statisticiens et les équipes de sécurité du monde entier. La protection du RGPD doit accompagner les données ; c’est pourquoi le chapitre V fixe des conditions strictes à l’envoi de données à caractère personnel vers des **pays tiers**. Les données d’essai codées sont des données à caractère personnel pseudonymisées : elles sont donc pleinement soumises à ces règles.

## La règle de base (art. 44)

Tout **transfert** de données à caractère personnel vers un pays tiers, y compris les **transferts ultérieurs** de ce pays vers un autre pays, exige un instrument de transfert du chapitre V (art. 44). Il existe trois familles d’instruments :

- une **décision d’adéquation** (art. 45) ;
- des **garanties appropriées**, comme les clauses contractuelles types ou les règles d’entreprise contraignantes (art. 46 et 47) ;
- des **dérogations** d’interprétation stricte pour des situations particulières et occasionnelles (art. 49).

## Ce qui constitue un transfert

Il y a transfert lorsque des données à caractère personnel sont mises à la disposition d’un **responsable du traitement ou d’un sous-traitant distinct** situé dans un pays tiers (lignes directrices 05/2021 du CEPD). L’emplacement du serveur n’est pas déterminant :

- **L’accès à distance est un transfert.** Si le personnel d’un sous-traitant de la CRO en Inde se connecte à un EDC hébergé dans l’UE et consulte des données à l’écran, des données à caractère personnel sont mises à disposition en Inde (recommandations 01/2020 du CEPD). Le même instrument de transfert est nécessaire que si les fichiers avaient été envoyés par e-mail.
- Les **transferts ultérieurs** comptent : un sous-traitant américain qui transmet des données à son propre sous-traitant ultérieur dans un autre pays a lui aussi besoin d’un instrument.
- Votre **propre salarié** qui ouvre des fichiers à l’étranger lors d’un déplacement professionnel n’effectue pas de transfert, car aucune organisation distincte ne reçoit les données ; les règles de sécurité s’appliquent néanmoins.

## Pays adéquats : aucune garantie supplémentaire (art. 45)

La Commission européenne peut constater qu’un pays tiers assure un niveau de protection adéquat. Les transferts vers un **pays adéquat** ne nécessitent **aucune autre garantie de transfert** : ni CCT, ni analyse d’impact des transferts, ni autorisation spécifique (art. 45). Les décisions d’adéquation couvrent notamment :

- la Suisse, le Japon, la Corée et Israël ;
- le Canada (organisations commerciales) ;
- le Royaume-Uni (décision renouvelée jusqu’au 27 décembre 2031).

L’adéquation ne répond qu’à la question du transfert. Le reste du RGPD continue de s’appliquer : il vous faut une base juridique, et un sous-traitant a toujours besoin d’un contrat au sens de l’art. 28.

Pour les États-Unis, la décision d’adéquation relative au **cadre de protection des données UE-États-Unis (Data Privacy Framework, DPF)**, la décision (UE) 2023/1795 du 10 juillet 2023, ne couvre **que les organisations autocertifiées inscrites sur la liste DPF**, et les données RH uniquement si l’organisation est certifiée pour celles-ci. Vérifiez systématiquement la liste : une entreprise américaine qui n’y figure pas a besoin d’un autre instrument. Le Tribunal de l’Union européenne a confirmé le DPF le 3 septembre 2025 (T-553/23) ; un pourvoi est pendant (C-703/25 P).

## Pays non adéquats : CCT et analyse d’impact des transferts

En l’absence de décision d’adéquation, comme pour l’Inde, l’exportateur a besoin d’une **garantie appropriée** au sens de l’art. 46. En pratique, il s’agit généralement des **clauses contractuelles types (CCT)** adoptées par la décision d’exécution (UE) 2021/914 du 4 juin 2021.

- Les CCT comportent quatre modules : de responsable du traitement à responsable du traitement, de responsable du traitement à sous-traitant, de sous-traitant à sous-traitant et de sous-traitant à responsable du traitement.
- La **clause 14** impose une **analyse d’impact des transferts de données (AITD)** : une évaluation documentée visant à déterminer si la législation et les pratiques du pays de destination, en particulier l’accès des autorités publiques, permettent à l’importateur de respecter les clauses. La clause 15 régit la manière dont l’importateur traite les demandes d’accès des autorités publiques.
- Le texte des CCT ne doit **pas être modifié**.
- Les anciennes CCT ne pouvaient plus être utilisées dans de nouveaux contrats après le 27 septembre 2021 et ont cessé de produire effet le 27 décembre 2022.

La seule signature des CCT ne suffit jamais : la norme, ce sont **les CCT accompagnées d’une AITD**. Cela découle de l’arrêt **Schrems II** de la Cour de justice (C-311/18, 16 juillet 2020), qui a invalidé le bouclier de protection des données UE-États-Unis et jugé que les exportateurs doivent évaluer chaque transfert et y ajouter des **mesures supplémentaires** ou y mettre fin. Les recommandations 01/2020 du CEPD décrivent six étapes :

- recenser vos transferts ;
- identifier l’instrument de transfert ;
- évaluer la législation et les pratiques du pays tiers ;
- adopter des mesures supplémentaires ;
- accomplir les éventuelles formalités procédurales ;
- réévaluer à intervalles appropriés.

Pour les essais, une mesure efficace consiste à n’envoyer que des **données codées, la clé restant dans l’UE**. Lorsque l’importateur a besoin des données en clair, il peut n’exister aucune mesure supplémentaire efficace. Les garanties du décret présidentiel américain (Executive Order) 14086 s’appliquent à tous les transferts de l’UE vers les États-Unis, quel que soit l’instrument utilisé. Les autres instruments de l’art. 46 comprennent les codes de conduite, les certifications et les clauses autorisées par une autorité de contrôle.

## Transferts intragroupe : aucune exemption

Le RGPD ne prévoit **aucune exemption intragroupe**. Lorsqu’une filiale de l’UE envoie des données à sa société mère américaine, il s’agit d’un transfert vers une entité juridique distincte, exactement comme si le destinataire était une société sans lien avec elle. Le groupe a besoin d’un instrument adapté :

- des **CCT intragroupe**, signées entre les sociétés du groupe et étayées par une AITD ; ou
- des **règles d’entreprise contraignantes (BCR)** : des règles applicables à l’ensemble du groupe, approuvées par une autorité de contrôle, contraignantes pour chaque entité du groupe et conférant aux personnes des droits opposables (art. 47).

Une société américaine du groupe elle-même autocertifiée sur la liste DPF peut aussi s’appuyer sur cette décision d’adéquation. Une société mère commune, une politique interne ou une note du directeur général n’est pas un instrument de transfert.

## Sous-traitants et sous-traitants ultérieurs

Un sous-traitant ne peut transférer des données que sur **instruction documentée** du responsable du traitement (art. 28, par. 3, point a)). Une CRO qui veut recourir à un sous-traitant ultérieur établi à l’étranger a besoin de l’**autorisation** du promoteur et de **CCT du module 3 (de sous-traitant à sous-traitant)** conclues avec ce sous-traitant ultérieur, ainsi que d’une AITD.

## Dérogations : strictes et occasionnelles (art. 49)

Les dérogations de l’art. 49 sont des exceptions réservées aux transferts **occasionnels**, et non aux flux de données réguliers :

- le consentement explicite, après que la personne a été informée des risques ;
- la nécessité pour l’exécution d’un contrat ;
- des motifs importants d’intérêt public ;
- la constatation, l’exercice ou la défense de droits en justice ;
- la sauvegarde des **intérêts vitaux**, lorsque la personne n’est pas en mesure de donner son consentement (art. 49, par. 1, point f)) ;
- les transferts à partir de registres publics ;
- en dernier recours, les intérêts légitimes impérieux, l’autorité de contrôle étant informée.

La **dérogation fondée sur les intérêts vitaux** est réservée aux **urgences**. Si une participante est inconsciente aux urgences d’un hôpital américain et que les médecins qui la soignent ont besoin des informations de levée d’insu, cette communication relève de l’art. 49, par. 1, point f). Elle ne peut en aucun cas justifier des flux réguliers de données de sécurité, des analyses intermédiaires ou des exportations de bases de données : ceux-ci exigent une décision d’adéquation, des CCT accompagnées d’une AITD ou des BCR.

## Décisions de juridictions et d’autorités étrangères

Une demande d’une juridiction ou d’une autorité étrangère, comme une injonction (subpoena) américaine, ne rend pas à elle seule un transfert licite. Elle ne peut être reconnue que sur la base d’un accord international, tel qu’un traité d’entraide judiciaire (MLAT) (art. 48). Transmettez ces demandes au service juridique et au DPD.

## Transparence et sanctions

L’information des participants doit mentionner les transferts vers des pays tiers (art. 13, par. 1, point f)). Les autorités de contrôle peuvent ordonner la suspension des flux de données (art. 58, par. 2, point j)), et les violations des règles de transfert relèvent du plafond d’amendes le plus élevé, jusqu’à **20 millions d’euros ou 4 %** du chiffre d’affaires annuel mondial, le montant le plus élevé étant retenu (art. 83, par. 5, point c)). En 2023, la Data Protection Commission irlandaise a infligé à Meta une amende de 1,2 milliard d’euros pour ses transferts vers les États-Unis.

## Votre liste de contrôle des transferts

- Une organisation distincte située hors de l’UE reçoit-elle les données ou y accède-t-elle, y compris à distance ?
- La destination est-elle adéquate ? Pour les États-Unis, le destinataire figure-t-il sur la liste DPF ?
- Sinon : des CCT du bon module accompagnées d’une AITD documentée, ou des BCR.
- Des mesures supplémentaires sont-elles nécessaires, comme conserver la clé dans l’UE ?
- Une dérogation de l’art. 49 est-elle vraiment occasionnelle, ou s’agit-il en réalité d’un flux régulier ?
- Le transfert est-il inscrit au registre de l’art. 30 et porté à la connaissance des participants ?`,
  },
  questions: [
    {
      id: 49,
      question:
        "Avec l’autorisation du promoteur, la CRO veut que son sous-traitant en Inde, pays sans décision d’adéquation de l’UE, nettoie des données d’essai codées en se connectant à distance à l’EDC hébergé dans l’UE. Qu’est-ce que cela exige ?",
      options: [
        "Rien de plus : les données restent sur des serveurs de l’UE et sont codées, il n’y a donc pas de transfert",
        "Le consentement explicite de chaque participant au transfert, recueilli lors de la prochaine visite au centre",
        "Des CCT de sous-traitant à sous-traitant avec le sous-traitant, et une analyse d’impact des transferts",
        "Seulement un chiffrement robuste de la connexion à distance, qui protège les données pendant leur transit",
      ],
      correctAnswer: 2,
      explanation:
        "L’accès à distance par une organisation distincte située dans un pays tiers est un transfert (recommandations 01/2020 du CEPD). En l’absence de décision d’adéquation, une garantie de l’art. 46 est nécessaire, ici des CCT du module 3, et la clause 14 impose une analyse d’impact des transferts. Les données codées restent des données à caractère personnel, le chiffrement en transit n’est pas un instrument de transfert, et le consentement ne peut fonder des transferts réguliers (art. 49).",
    },
    {
      id: 50,
      question:
        "Votre équipe va envoyer des données de laboratoire codées à un laboratoire central en Suisse. Quelle garantie de transfert supplémentaire le chapitre V exige-t-il ?",
      options: [
        "Aucune : la Suisse bénéficie d’une décision d’adéquation, ni CCT ni AITD ne sont donc nécessaires",
        "Des CCT accompagnées d’une analyse d’impact des transferts, comme pour tout pays hors de l’Union",
        "Aucune, et pour cause : la Suisse fait partie de l’EEE, ce n’est donc pas un pays tiers",
        "Le consentement explicite de chaque participant au transfert de ses données vers un laboratoire suisse",
      ],
      correctAnswer: 0,
      explanation:
        "Un transfert vers un pays couvert par une décision d’adéquation ne nécessite ni autre garantie ni autorisation spécifique (art. 45), et la Suisse est adéquate. Les autres règles du RGPD, comme la base juridique et un contrat au sens de l’art. 28 si le laboratoire est sous-traitant, continuent de s’appliquer. La Suisse ne fait pas partie de l’EEE : c’est un pays tiers bénéficiant d’une décision d’adéquation.",
    },
    {
      id: 51,
      question:
        "Une participante à votre essai européen est admise inconsciente aux urgences d’un hôpital américain. Le médecin qui la soigne demande en urgence au moniteur médical du promoteur quel traitement de l’étude elle a reçu. Qu’est-ce qui permet cette communication ?",
      options: [
        "Les CCT intragroupe signées avec la société mère américaine, qui couvrent tous les destinataires américains",
        "Le cadre de protection des données UE-États-Unis, qui couvre les hôpitaux des États-Unis",
        "Rien : sans le consentement écrit de la patiente, l’information ne peut pas être communiquée",
        "La dérogation pour intérêts vitaux de l’art. 49, par. 1, point f), la patiente ne pouvant consentir",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 49, par. 1, point f), permet un transfert nécessaire à la sauvegarde des intérêts vitaux d’une personne lorsque celle-ci n’est pas en mesure de donner son consentement : c’est exactement l’urgence d’une patiente inconsciente. L’hôpital n’est pas partie aux CCT du groupe, et le DPF ne couvre que les organisations autocertifiées inscrites sur la liste DPF.",
    },
    {
      id: 52,
      question:
        "Les biostatisticiens de la société mère américaine, qui ne figure pas sur la liste DPF, veulent se connecter à distance à l’EDC hébergé dans l’UE au lieu de recevoir des fichiers. Un responsable américain déclare : « Même groupe, et les données ne quittent jamais Francfort, donc aucune formalité. » Qu’est-ce qui est exact ?",
      options: [
        "C’est un transfert : il exige des CCT intragroupe avec une AITD, ou des règles d’entreprise contraignantes approuvées",
        "Pas de transfert : les données restent sur des serveurs de l’UE, et les consulter à l’écran n’équivaut pas à les recevoir",
        "Aucun instrument de transfert n’est requis au sein d’un même groupe, quelle que soit la façon dont la société mère accède aux données",
        "C’est un transfert, mais la politique de partage de données du groupe, signée par le directeur général mondial, le couvre",
      ],
      correctAnswer: 0,
      explanation:
        "L’accès à distance depuis un pays tiers est un transfert (recommandations 01/2020 du CEPD), et le RGPD ne prévoit aucune exemption intragroupe : la société mère est une entité juridique distincte. Il faut des CCT intragroupe accompagnées d’une analyse d’impact des transferts (art. 46) ou des règles d’entreprise contraignantes approuvées par une autorité de contrôle (art. 47) ; une politique interne n’est ni l’un ni l’autre.",
    },
    {
      id: 53,
      question:
        "Le centre de services partagés du groupe en Inde, une société du groupe, assurera le support utilisateurs de l’EDC avec un accès aux données d’essai. Le service juridique estime que la politique de confidentialité du groupe, signée par chaque filiale, suffit. Est-ce le cas ?",
      options: [
        "Oui : une politique signée par toutes les filiales lie le groupe, ce qui est précisément le propre des BCR",
        "Oui, à condition que le centre indien soit une filiale détenue à 100 % par la société de l’UE",
        "Non : il faut des CCT intragroupe avec une AITD, ou des BCR approuvées par une autorité",
        "Non, mais le consentement explicite des participants couvrirait l’accès du support utilisateurs",
      ],
      correctAnswer: 2,
      explanation:
        "Les sociétés d’un groupe sont des entités juridiques distinctes : il n’existe donc aucune exemption intragroupe. Les règles d’entreprise contraignantes doivent être approuvées par une autorité de contrôle et conférer aux personnes des droits opposables (art. 47) ; à défaut, des CCT intragroupe accompagnées d’une analyse d’impact des transferts sont nécessaires (art. 46). Le consentement ne peut fonder un flux régulier (art. 49).",
    },
    {
      id: 54,
      question:
        "Après la communication d’urgence, un collègue propose de s’appuyer sur la dérogation pour intérêts vitaux pour le transfert hebdomadaire de toutes les données d’événements indésirables graves à l’équipe de sécurité américaine, car la sécurité est « toujours vitale ». Que répondez-vous ?",
      options: [
        "J’accepte : en définitive, chaque transfert lié à la sécurité protège les intérêts vitaux des participants",
        "J’accepte, à condition que chaque transfert hebdomadaire figure au registre de l’art. 30 et que le DPD soit informé",
        "Je refuse : les dérogations ne s’appliquent jamais aux données de sécurité, la communication d’urgence aurait donc dû reposer sur des CCT",
        "Je refuse : les intérêts vitaux visent les urgences ; les flux réguliers exigent adéquation, CCT avec AITD, ou BCR",
      ],
      correctAnswer: 3,
      explanation:
        "Les dérogations de l’art. 49 sont d’interprétation stricte et destinées aux transferts occasionnels, et les intérêts vitaux (art. 49, par. 1, point f)) couvrent les urgences dans lesquelles la personne ne peut pas consentir, comme la patiente inconsciente. Les flux de données réguliers et planifiés doivent reposer sur une décision d’adéquation (art. 45) ou sur des garanties appropriées (art. 46 et 47).",
    },
    {
      id: 55,
      question:
        "Le sous-traitant indien renvoie les CCT de 2021 après avoir supprimé la clause 15 relative aux demandes d’accès des autorités publiques, et demande à se dispenser de l’analyse d’impact des transferts, « simple formalité ». Que répondez-vous ?",
      options: [
        "J’accepte : la rédaction des CCT se négocie entre les parties comme pour tout autre contrat",
        "Je refuse : le texte des CCT ne doit pas être modifié, et la clause 14 rend l’AITD obligatoire",
        "J’accepte la suppression si une AITD est réalisée pour compenser l’absence de la clause",
        "Je refuse et j’utilise plutôt les CCT antérieures à 2021, qui ne contiennent aucune des deux clauses",
      ],
      correctAnswer: 1,
      explanation:
        "Les CCT de 2021 (décision d’exécution (UE) 2021/914) doivent être utilisées sans modification de leur texte, et la clause 14 impose une analyse d’impact des transferts. Les CCT antérieures à 2021 ont cessé de produire effet le 27 décembre 2022 et ne peuvent plus être utilisées.",
    },
    {
      id: 56,
      question:
        "Un prestataire eCOA américain agissant comme votre sous-traitant affirme qu’aucune formalité de transfert n’est nécessaire, car « le cadre de protection des données UE-États-Unis rend l’ensemble des États-Unis adéquats ». Que devez-vous faire ?",
      options: [
        "Accepter : depuis juillet 2023, tout destinataire américain est couvert par la décision d’adéquation DPF",
        "Vérifier la liste DPF : si le prestataire y figure, rien d’autre n’est requis ; sinon, des CCT et une AITD",
        "Accepter, à condition que le prestataire chiffre les données pendant leur transit vers les États-Unis",
        "Arrêter sur-le-champ tous les transferts vers les États-Unis, car le Tribunal a annulé le DPF en septembre 2025",
      ],
      correctAnswer: 1,
      explanation:
        "La décision (UE) 2023/1795 est une décision d’adéquation qui ne vaut que pour les organisations autocertifiées inscrites sur la liste DPF. Un prestataire inscrit n’a besoin d’aucun autre instrument de transfert ; un prestataire non inscrit a besoin de CCT accompagnées d’une analyse d’impact des transferts (art. 46). Le Tribunal de l’Union européenne a confirmé le DPF le 3 septembre 2025 (T-553/23), même si un pourvoi est pendant.",
    },
  ],
};
