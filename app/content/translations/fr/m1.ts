import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous êtes responsable de la conformité au siège de Calloway Therapeutics à Boston, un promoteur pharmaceutique dont le siège est aux États-Unis. Calloway conduit un essai de phase III d’un nouveau médicament contre l’insuffisance cardiaque dans 40 hôpitaux en Irlande, en Allemagne, en Espagne et en Pologne. L’essai est géré par la filiale irlandaise de Calloway et conduit au quotidien par une société de recherche sous contrat (CRO). Les centres envoient des **données codées** vers un EDC hébergé sur des serveurs en Virginie, et les équipes de biostatistique et de sécurité de Calloway à Boston travaillent chaque jour sur ces données.

Lors du comité de direction de ce matin, trois questions ont atterri sur votre bureau. Le vice-président du développement clinique demande : « Nous sommes une entreprise américaine et les serveurs sont aux États-Unis : le RGPD s’applique-t-il vraiment à nous ? » Le directeur des affaires réglementaires déclare : « La réglementation de la FDA nous oblige à conserver ces dossiers, c’est donc forcément notre base juridique ? » Et le directeur financier veut savoir combien pourrait coûter une amende, et si elle serait limitée au chiffre d’affaires de la petite filiale irlandaise.

**Votre mission :** déterminer si le RGPD s’applique à Calloway et pourquoi, quelle **base juridique** de l’art. 6, par. 1, et quelle **condition de l’art. 9, par. 2,** couvrent chaque utilisation des données de l’essai, et qui est responsable de quoi.`,

  training: {
    title: "Les bases juridiques : quand le RGPD s’applique et ce qui rend un traitement licite",
    content: `## Pourquoi un promoteur de Boston relève du RGPD

Le RGPD suit le traitement, pas le siège social. En vertu de l’**art. 3, par. 1**, il s’applique au traitement effectué **dans le cadre des activités d’un établissement dans l’UE**, que le traitement lui-même ait lieu ou non dans l’Union. Lorsqu’une filiale de l’UE gère un essai, ses données relèvent du RGPD même si elles sont stockées ou analysées aux États-Unis. En vertu de l’**art. 3, par. 2**, le RGPD s’applique aussi à des organisations sans aucun établissement dans l’UE lorsqu’elles **offrent des biens ou des services** à des personnes dans l’UE ou y **suivent** leur comportement.

- **La nationalité est indifférente** (considérant 14). Un citoyen américain inclus dans un centre de Dublin est protégé exactement comme un patient irlandais.
- **L’emplacement des serveurs est indifférent.** Héberger des données aux États-Unis ne les fait pas sortir du champ du RGPD ; cela ajoute les règles de transfert du chapitre V (art. 44).
- Un responsable du traitement établi hors de l’UE qui n’est visé que par l’art. 3, par. 2, doit désigner un **représentant dans l’Union** (art. 27), un rôle distinct de celui du **représentant légal** du promoteur prévu à l’art. 74 du règlement (UE) n° 536/2014 relatif aux essais cliniques (REC).

## Les données codées restent des données à caractère personnel

Les centres remplacent les noms par des numéros de sujet et conservent la liste d’identification. Le résultat est constitué de **données pseudonymisées** (art. 4, point 5)), et non de données anonymes (considérant 26) : le centre peut relier à nouveau chaque enregistrement, et les moniteurs voient les documents source. Dans l’affaire **CEPD c. CRU** (C-413/23 P, 2025), la Cour a apprécié l’identifiabilité du point de vue de celui qui détient les données ; un promoteur disposant d’un accès de monitoring détient toujours des données à caractère personnel. Satisfaire à une norme américaine de **dé-identification HIPAA** n’équivaut pas à une anonymisation ; c’est le critère du considérant 26 qui tranche.

## Les six bases juridiques de l’art. 6, par. 1

Chaque opération de traitement exige au moins l’une des **six bases juridiques** énumérées à l’**art. 6, par. 1** :

- **a) le consentement** de la personne concernée
- **b) le contrat** conclu avec la personne concernée
- **c) l’obligation légale** à laquelle le responsable du traitement est soumis
- **d) les intérêts vitaux** de la personne concernée ou d’une autre personne
- **e) la mission d’intérêt public**, c’est-à-dire une mission d’intérêt public ou relevant de l’exercice de l’autorité publique
- **f) l’intérêt légitime**, qui exige une **mise en balance** documentée avec les intérêts et les droits de la personne (considérant 47)

**Aucune base ne prime sur une autre.** Le consentement n’est pas la base par défaut : choisissez la base adaptée à chaque finalité, avant le début du traitement, et documentez-la.

L’**obligation légale** et la **mission d’intérêt public** doivent avoir un fondement dans le **droit de l’Union ou le droit d’un État membre** (art. 6, par. 3). **Les règles de la FDA ne suffisent pas à elles seules** : une réglementation américaine peut expliquer pourquoi l’entreprise souhaite conserver des dossiers, mais elle ne peut fournir à elle seule une base au titre de l’art. 6, par. 1, point c), du RGPD.

## Les données de santé exigent une seconde clé : l’art. 9, par. 2

Les données de santé et les données génétiques sont des **catégories particulières** de données à caractère personnel. Leur traitement exige une **base de l’art. 6 et une condition de l’art. 9, par. 2** ; une base de l’art. 6 seule ne suffit jamais. Les conditions les plus importantes dans l’industrie pharmaceutique sont :

- **Art. 9, par. 2, point a)** : le consentement explicite
- **Art. 9, par. 2, point c)** : les intérêts vitaux
- **Art. 9, par. 2, point h)** : les soins de santé
- **Art. 9, par. 2, point i)** : la santé publique, y compris la sécurité des médicaments
- **Art. 9, par. 2, point j)** : la recherche scientifique conformément à l’art. 89, par. 1

Les conditions i) et j) ne fonctionnent pas seules. Chacune exige un **droit de l’Union ou d’un État membre** qui prévoit le traitement et des garanties appropriées et spécifiques ; pour j), ce droit doit en outre respecter l’art. 89, par. 1, et être proportionné à l’objectif de recherche. Pour les traitements liés à la sécurité, ce rôle est joué par le REC et la législation sur la pharmacovigilance ; pour la recherche, le DPD doit désigner la disposition applicable dans chaque pays où des données sont collectées. Le droit national peut prévoir des conditions supplémentaires (art. 9, par. 4, et art. 89, par. 2). Les données de santé n’exigent donc **pas** toujours un consentement, mais chaque voie doit être rattachée à une finalité et, pour i) et j), à un texte de loi.

## Les organismes publics promoteurs

Les centres hospitaliers universitaires, les instituts publics de recherche et d’autres organismes publics promeuvent de nombreux essais académiques. Lorsque le droit national leur confie la recherche comme mission d’intérêt public, leur base habituelle est la **mission d’intérêt public** (art. 6, par. 1, point e)) combinée à l’art. 9, par. 2, point i) ou j), et ce droit constitue l’ancrage qu’exige l’art. 6, par. 3 (avis 3/2019 du CEPD). Un promoteur commercial dépourvu d’un tel mandat légal ne peut pas simplement invoquer la mission d’intérêt public ; il se fonde plutôt sur l’intérêt légitime ou le consentement explicite.

## L’application des bases dans un essai clinique et après l’autorisation

Le CEPD a expliqué les combinaisons applicables aux essais dans son **avis 3/2019** (23 janvier 2019) :

- Les **traitements liés à la sécurité et à la fiabilité imposés par la loi**, comme la notification des données de sécurité, l’archivage du dossier permanent de l’essai (TMF) pendant au moins 25 ans (art. 58 du REC) et les inspections, reposent sur l’**art. 6, par. 1, point c), combiné à l’art. 9, par. 2, point i)**.
- Les **traitements purement de recherche** reposent sur le **consentement explicite, la mission d’intérêt public ou l’intérêt légitime**, combinés à l’**art. 9, par. 2, point a), i) ou j)**.

La **pharmacovigilance** ne s’arrête pas à la fin de l’essai. Après l’autorisation, l’entreprise doit recueillir et évaluer les **notifications spontanées** d’effets indésirables suspectés provenant de médecins, de pharmaciens et de patients, ainsi que les cas décrits dans la **littérature médicale** (directive 2001/83/CE, règlement (CE) n° 726/2004). Comme la notification des données de sécurité dans un essai, il s’agit d’une obligation légale reposant sur l’art. 6, par. 1, point c), combiné à l’art. 9, par. 2, point i) : il n’existe donc **aucune possibilité de retrait** d’une notification de sécurité obligatoire.

La recherche scientifique s’entend au sens large et comprend la recherche **financée par le secteur privé** (considérant 159) ; la réutilisation de données à des fins de recherche est présumée compatible lorsque les **garanties de l’art. 89, par. 1,** s’appliquent (art. 5, par. 1, point b)).

## Qui est responsable : responsables du traitement et sous-traitants

Les rôles découlent des faits, **et non des qualifications retenues dans le contrat** (art. 4, points 7) et 8) ; lignes directrices 07/2020 du CEPD). Le **responsable du traitement** détermine les finalités et les moyens du traitement ; le **sous-traitant** agit pour son compte.

- Le **promoteur** est généralement le responsable du traitement, même s’il ne voit jamais le nom d’un participant.
- La **CRO** est généralement un **sous-traitant** lié par un contrat au sens de l’art. 28 ; héberger l’EDC ne fait pas d’elle le responsable du traitement.
- Un **centre** peut être sous-traitant, **responsable conjoint du traitement** (art. 26) ou responsable du traitement indépendant, et il est toujours responsable de ses propres dossiers médicaux.

## Les responsables conjoints du traitement et le centre investigateur (art. 26)

Lorsque deux organisations ou plus **déterminent conjointement** les finalités et les moyens du traitement, elles sont **responsables conjoints du traitement** (art. 26, par. 1). Un promoteur et un centre hospitalier universitaire qui conçoivent ensemble une étude sont dans cette situation ; un centre qui se borne à exécuter un protocole rédigé par le promoteur est généralement le sous-traitant du promoteur pour les données de l’essai.

- Les responsables conjoints définissent leurs **obligations respectives dans un accord**, notamment qui informe les participants et qui répond à leurs demandes, et mettent **les grandes lignes de cet accord** à la disposition des personnes concernées (art. 26, par. 2).
- Indépendamment des termes de l’accord, une personne peut exercer ses droits **à l’égard de et contre chacun** des responsables du traitement (art. 26, par. 3).
- La responsabilité conjointe n’implique pas une responsabilité égale : la part de chaque responsable dépend de son implication réelle (lignes directrices 07/2020 du CEPD).

## Les données propres des investigateurs et des professionnels de santé

Les promoteurs et les CRO traitent aussi les **données à caractère personnel propres des investigateurs et des autres professionnels de santé** : CV et attestations de formation BPC, coordonnées figurant dans le dossier permanent de l’essai (TMF), noms dans les pistes d’audit et paiements aux médecins.

- Ces personnes ont les **mêmes droits** que les participants et doivent être informées (art. 13 et 14).
- La conservation des CV et des attestations de formation des investigateurs dans le TMF est une **obligation légale** découlant du REC (art. 6, par. 1, point c)) ; la sélection des centres et la gestion des relations reposent généralement sur l’**intérêt légitime** (art. 6, par. 1, point f)), avec une mise en balance documentée.
- La publication des paiements aux professionnels de santé est imposée par la loi dans certains pays et repose ailleurs sur des codes professionnels du secteur : demandez au DPD quelle base s’applique dans chaque pays.

## Responsabilité, DPD et amendes

En vertu du principe de **responsabilité** (art. 5, par. 2, et art. 24), le responsable du traitement doit être en mesure de **démontrer** sa conformité, à commencer par le **registre des activités de traitement de l’art. 30**, qu’il met à la disposition de l’autorité de contrôle sur demande.

- La désignation d’un **délégué à la protection des données (DPD)** est obligatoire lorsque les activités de base consistent en un traitement à grande échelle de catégories particulières de données (art. 37, par. 1, point c)). Un seul DPD peut être désigné pour l’ensemble du groupe (art. 37, par. 2) ; le DPD est indépendant et fait directement rapport au niveau le plus élevé de la direction (art. 38, par. 3).
- C’est l’**entreprise**, et non le DPD, qui est responsable de la conformité.

Les **amendes** (art. 83) peuvent atteindre **20 millions d’euros ou 4 %** du chiffre d’affaires annuel mondial, le montant le plus élevé étant retenu, pour les violations des principes, des bases juridiques, de l’art. 9, des droits ou des règles de transfert, et **10 millions d’euros ou 2 %** pour les violations des art. 25 à 39. **C’est le chiffre d’affaires du groupe qui compte** (considérant 150), et pas seulement celui de la filiale.

## Une procédure mondiale, plusieurs régimes

Les équipes mondiales travaillent souvent sous plusieurs régimes à la fois : le RGPD, les lois des États membres sur la santé et la recherche, le REC et des règles américaines comme la HIPAA et la réglementation de la FDA. Respecter une norme américaine ne suffit pas à satisfaire au RGPD. Une **règle empirique** de conception courante pour une procédure mondiale unique consiste à s’aligner sur l’exigence applicable la **plus stricte**. C’est une bonne pratique, **pas une règle de droit** : elle ne peut pas trancher un véritable conflit de lois (une décision d’une juridiction étrangère, par exemple, ne justifie un transfert que sur la base d’un accord international, art. 48), et elle ne remplace jamais ce que chaque régime exige lui-même, avec ses **propres destinataires**, son contenu et ses délais. Interrogez le DPD lorsque les pays divergent.

## Points clés

- Le RGPD s’applique par l’intermédiaire de l’établissement dans l’UE, quels que soient l’emplacement des serveurs ou la nationalité des participants.
- Chaque utilisation exige l’une des **six bases de l’art. 6, par. 1** ; les données de santé exigent en outre une **condition de l’art. 9, par. 2**, et les points i) et j) un texte de loi à l’appui.
- Les traitements liés à la sécurité, pendant les essais comme après l’autorisation, reposent sur l’art. 6, par. 1, point c), combiné à l’art. 9, par. 2, point i).
- Les rôles découlent des faits ; les amendes sont calculées sur le chiffre d’affaires du groupe.`,
  },

  questions: [
    {
      id: 1,
      question:
        "Le vice-président américain de Calloway fait valoir : « Nous sommes une entreprise de Boston et la base de données de l’essai se trouve sur des serveurs en Virginie, donc le RGPD ne s’applique pas à l’essai européen conduit par notre filiale irlandaise. » Quelle est la bonne réponse ?",
      options: [
        "Il a raison pour les copies américaines : seules les données que la filiale irlandaise conserve sur des serveurs de l’UE relèvent du RGPD.",
        "Il a tort : tous les traitements effectués dans le cadre des activités de la filiale irlandaise sont couverts, où qu’ils aient lieu.",
        "Il a tort, mais uniquement parce que les participants sont des citoyens de l’UE, dont le RGPD protège les données où qu’ils aillent.",
        "Il a raison dès que Calloway désigne un représentant légal au sens de l’art. 74 du REC, qui assume alors les obligations du RGPD.",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 3, par. 1, applique le RGPD au traitement effectué dans le cadre des activités d’un établissement dans l’UE, quel que soit le lieu du traitement : des serveurs américains n’y changent rien. La nationalité est indifférente (considérant 14) : un citoyen américain inclus dans un centre de Dublin est lui aussi protégé. Le représentant légal au sens du REC est un rôle distinct qui ne neutralise pas le RGPD.",
    },
    {
      id: 2,
      question:
        "Les centres n’envoient à Calloway que des données codées : des numéros de sujet au lieu des noms, la liste d’identification étant conservée dans chaque centre. Les moniteurs de Calloway consultent les documents source lors des visites sur site. Comment qualifier les données codées de la base du promoteur ?",
      options: [
        "Des données anonymes pour Calloway, car seuls les centres détiennent la clé et la base ne contient aucun nom.",
        "Des données dé-identifiées au sens de la HIPAA, que le RGPD traite comme anonymes une fois la méthode certifiée par un expert.",
        "Des données pseudonymisées, que le RGPD ne couvre que tant qu’elles sont stockées et analysées dans l’UE.",
        "Des données à caractère personnel pseudonymisées : les centres peuvent les réidentifier et les moniteurs voient les documents source.",
      ],
      correctAnswer: 3,
      explanation:
        "Les données codées sont pseudonymisées, et non anonymes (art. 4, point 5), considérant 26) : la liste du centre permet de les relier à nouveau aux personnes et les moniteurs voient les documents source. Depuis l’arrêt CEPD c. CRU (C-413/23 P), l’identifiabilité s’apprécie du point de vue de celui qui détient les données, et un promoteur disposant d’un accès de monitoring détient toujours des données à caractère personnel. La dé-identification HIPAA n’est pas le critère du RGPD. Le lieu d’hébergement de la base n’y change rien (art. 3, par. 1).",
    },
    {
      id: 3,
      question:
        "Le directeur des affaires réglementaires déclare : « La réglementation de la FDA nous oblige à conserver ces dossiers d’essai, donc l’art. 6, par. 1, point c), l’obligation légale, est notre base juridique. » A-t-il raison ?",
      options: [
        "Pas à elle seule : l’obligation légale s’entend toujours d’une obligation prévue par le droit de l’Union ou d’un État membre.",
        "Oui : une réglementation contraignante de tout pays où le promoteur exerce ses activités est une obligation légale au sens de l’art. 6, par. 1, point c).",
        "Oui, dès lors que l’exigence de la FDA et sa durée de conservation sont inscrites au registre de l’art. 30.",
        "Non : l’obligation légale ne peut pas couvrir les dossiers d’essai, qui doivent donc être conservés sur la base du consentement des participants.",
      ],
      correctAnswer: 0,
      explanation:
        "L’art. 6, par. 3, exige que l’obligation légale et la mission d’intérêt public aient un fondement dans le droit de l’Union ou d’un État membre : les règles de la FDA ne suffisent donc pas à elles seules. L’obligation d’archivage du REC (art. 58 du REC) est un tel texte, de sorte que les dossiers d’essai peuvent reposer sur l’art. 6, par. 1, point c) ; aucune base juridique ne prime sur une autre, et le consentement n’est pas la base par défaut.",
    },
    {
      id: 4,
      question:
        "Une équipe projet a documenté une mise en balance au titre de l’intérêt légitime pour utiliser les données de santé des participants dans une analyse exploratoire. Elle conclut que c’est tout ce dont elle a besoin. Que manque-t-il ?",
      options: [
        "Rien de plus : une mise en balance documentée couvre toutes les catégories de données, y compris les données de santé.",
        "Le consentement explicite de chaque participant, car les données de santé ne peuvent être traitées qu’avec un consentement.",
        "Une condition de l’art. 9, par. 2, p. ex. la recherche au titre du point j), avec le texte de loi et les garanties requis.",
        "Une AIPD, qui fait de la mise en balance une base suffisante pour les catégories particulières de données.",
      ],
      correctAnswer: 2,
      explanation:
        "Les données de santé et les données génétiques sont des catégories particulières : elles exigent une base de l’art. 6 et une condition de l’art. 9, par. 2 ; une base de l’art. 6 seule ne suffit donc jamais. Le consentement n’est qu’une voie parmi d’autres ; la recherche au titre de l’art. 9, par. 2, point j), fondée sur un droit de l’Union ou d’un État membre assorti des garanties de l’art. 89, par. 1, en est une autre. Une AIPD évalue les risques, mais ne fournit aucune condition.",
    },
    {
      id: 5,
      question:
        "Après la commercialisation, un pharmacien appelle le service d’information médicale de Calloway : une patiente de 60 ans a développé une éruption cutanée sévère sous le nouveau médicament. La patiente écrit ensuite à Calloway pour demander la suppression de la notification. Sur quelle base cette notification spontanée est-elle traitée, et qu’en découle-t-il ?",
      options: [
        "Le consentement : la patiente n’a pas consenti à l’appel du pharmacien, la notification doit donc être supprimée à sa demande.",
        "L’intérêt légitime : Calloway peut conserver la notification, mais doit cesser de l’utiliser dès qu’elle s’y oppose.",
        "L’obligation légale (art. 6, par. 1, point c)) avec l’art. 9, par. 2, point i) : elle est conservée et évaluée, sans retrait possible.",
        "Aucune base n’est nécessaire : les notifications de sécurité post-commercialisation échappent au RGPD, car ce ne sont pas des données d’essai.",
      ],
      correctAnswer: 2,
      explanation:
        "Le recueil et l’évaluation des notifications spontanées sont une obligation légale du titulaire de l’autorisation de mise sur le marché en vertu de la directive 2001/83/CE et du règlement 726/2004 ; ils reposent donc sur l’art. 6, par. 1, point c), combiné à l’art. 9, par. 2, point i), après l’autorisation comme pendant les essais. Le RGPD s’applique, mais une notification de sécurité obligatoire ne peut pas être retirée à la demande de la patiente.",
    },
    {
      id: 6,
      question:
        "Le contrat de la CRO la qualifie de « responsable du traitement » parce qu’elle héberge l’EDC. Calloway a rédigé le protocole, décide quelles données sont collectées et pourquoi, et ne voit que des données codées. Qui est le plus probablement le responsable du traitement ?",
      options: [
        "Calloway : elle détermine les finalités et les moyens du traitement, quelle que soit la qualification donnée à la CRO.",
        "La CRO, car le contrat la désigne comme responsable du traitement et les parties sont libres de se répartir les rôles.",
        "La CRO, car elle héberge les données ; un promoteur qui ne voit que des données codées ne peut jamais être responsable du traitement.",
        "Calloway et la CRO conjointement, car l’une et l’autre manipulent chaque jour les mêmes données d’essai.",
      ],
      correctAnswer: 0,
      explanation:
        "Les rôles découlent des faits, et non des qualifications contractuelles (art. 4, points 7) et 8) ; lignes directrices 07/2020 du CEPD). Le promoteur qui détermine les finalités et les moyens du traitement est généralement le responsable du traitement, même sans voir les noms, tandis que la CRO qui agit sur ses instructions est un sous-traitant au sens de l’art. 28. Manipuler les mêmes données ne fait pas de deux parties des responsables conjoints du traitement.",
    },
    {
      id: 7,
      question:
        "Pour une étude de recherche de suivi dans des centres en Allemagne et en Pologne, Calloway prévoit de se fonder sur l’intérêt légitime combiné à l’art. 9, par. 2, point j), pour les données de santé. La responsable polonaise de l’étude demande ce que l’art. 9, par. 2, point j), exige lui-même au-delà du protocole. Quelle est la réponse ?",
      options: [
        "Rien au-delà du protocole : le point j) s’applique directement à toute recherche scientifique, dans chaque État membre.",
        "Un avis favorable du comité d’éthique dans chaque pays, qui tient lieu de base juridique au titre de l’art. 9, par. 2, point j).",
        "En plus, le consentement explicite de chaque participant, car le point j) ne peut être utilisé qu’en combinaison avec le consentement.",
        "Un droit de l’Union ou d’un État membre qui prévoit la recherche, avec les garanties de l’art. 89, par. 1, dans chaque pays.",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 9, par. 2, point j), comme le point i), ne fonctionne que sur la base d’un droit de l’Union ou d’un État membre qui prévoit le traitement et des garanties appropriées et spécifiques, conformément à l’art. 89, par. 1. Le DPD doit donc désigner la disposition applicable dans chaque pays. Un avis du comité d’éthique est exigé par le REC, mais ce n’est pas ce texte de loi, et le point j) ne dépend pas du consentement.",
    },
    {
      id: 8,
      question:
        "Calloway rédige une procédure opératoire standard (SOP) mondiale pour les données des patients dans les essais menés aux États-Unis et dans l’UE. La HIPAA, les règles de la FDA, le RGPD et les lois nationales sur les données de santé divergent sur plusieurs points. Quel rôle l’exigence la plus stricte doit-elle jouer dans la SOP ?",
      options: [
        "C’est la loi : un processus conforme à l’exigence la plus stricte satisfait automatiquement à tous les régimes à la fois.",
        "Un socle de conception de la procédure unique, les destinataires, le contenu et les délais propres à chaque régime restant respectés.",
        "Aucun : appliquer la HIPAA partout, puisque Calloway et ses systèmes de données mondiaux sont basés aux États-Unis.",
        "Aucun : appliquer le RGPD aux dossiers des citoyens de l’UE et la HIPAA à ceux des autres, quel que soit le centre.",
      ],
      correctAnswer: 1,
      explanation:
        "S’aligner sur l’exigence la plus stricte est une règle empirique de conception pour une procédure mondiale unique, pas une règle de droit : elle ne peut pas trancher un véritable conflit de lois, et les destinataires, le contenu et les délais propres à chaque régime doivent toujours être respectés. Le RGPD s’applique par l’intermédiaire de l’établissement dans l’UE, indépendamment de la nationalité (art. 3, par. 1, considérant 14), et le respect de la HIPAA ne suffit pas à y satisfaire.",
    },
    {
      id: 57,
      question:
        "Calloway et un centre hospitalier universitaire de Dublin conçoivent ensemble une étude de registre sur l’insuffisance cardiaque : ils s’accordent sur ses finalités, les données à collecter et leur durée de conservation. Une participante demande à l’hôpital une copie de ses données, et l’hôpital répond qu’en vertu de son accord avec Calloway, seule Calloway répond aux demandes. L’hôpital a-t-il raison ?",
      options: [
        "Non : des responsables conjoints peuvent se répartir les tâches dans leur accord, mais elle peut exercer ses droits à l’égard de chacun d’eux.",
        "Oui : l’accord entre responsables conjoints détermine lequel d’entre eux la participante doit contacter.",
        "Oui : un hôpital agit comme sous-traitant dans toute recherche qu’une entreprise pharmaceutique contribue à financer.",
        "Non : les responsables conjoints doivent répondre ensemble à chaque demande, par un courrier unique signé par les deux.",
      ],
      correctAnswer: 0,
      explanation:
        "L’hôpital et Calloway déterminent conjointement les finalités et les moyens du traitement : ils sont donc responsables conjoints du traitement (art. 26, par. 1). Leur accord peut confier à Calloway la tâche de répondre aux demandes, et ses grandes lignes doivent être mises à la disposition des participants (art. 26, par. 2), mais il ne peut pas priver la participante du droit d’exercer ses droits à l’égard de chacun des responsables (art. 26, par. 3). L’hôpital doit transmettre la demande sans attendre ou y répondre lui-même.",
    },
    {
      id: 58,
      question:
        "Calloway et un réseau de recherche académique déterminent conjointement les finalités et les moyens du traitement dans un essai à l’initiative de l’investigateur. Que doivent-ils mettre en place entre eux ?",
      options: [
        "Un contrat de sous-traitance au sens de l’art. 28, en vertu duquel le réseau n’agit que sur instruction documentée de Calloway.",
        "Un accord définissant leurs obligations respectives, dont les grandes lignes sont accessibles aux participants (art. 26).",
        "Rien par écrit : chaque responsable conjoint est de toute façon pleinement responsable de l’ensemble du traitement.",
        "Une analyse d’impact des transferts, car les données échangées entre deux responsables du traitement constituent un transfert vers l’étranger.",
      ],
      correctAnswer: 1,
      explanation:
        "Les responsables conjoints du traitement doivent définir leurs obligations respectives, notamment en ce qui concerne les droits des personnes concernées et leur information, dans un accord dont les grandes lignes sont mises à la disposition des personnes concernées (art. 26, par. 1 et 2). Un contrat au sens de l’art. 28 vise un sous-traitant agissant sur instruction d’un responsable du traitement, ce que le réseau n’est pas. La responsabilité conjointe n’implique pas une responsabilité égale, et un échange au sein de l’UE n’est pas un transfert au sens du chapitre V.",
    },
    {
      id: 59,
      question:
        "L’équipe de sélection des centres de Calloway tient une base de données d’oncologues avec leurs CV, leurs publications et des évaluations issues d’essais antérieurs. Une oncologue demande ce que Calloway détient à son sujet. Comment l’équipe doit-elle traiter sa demande ?",
      options: [
        "Comme une courtoisie envers un contact professionnel, à satisfaire si l’équipe en a le temps, car le RGPD protège les patients.",
        "Comme une demande qu’elle peut refuser, car des informations professionnelles publiées dans des revues ne sont plus des données à caractère personnel.",
        "Comme une demande d’accès au titre de l’art. 15, à traiter dans un délai d’un mois : les données des investigateurs sont personnelles.",
        "Comme une affaire relevant de son hôpital, qui est responsable du traitement de toutes les données existant sur ses médecins.",
      ],
      correctAnswer: 2,
      explanation:
        "Les investigateurs et les autres professionnels de santé sont des personnes concernées comme les autres : leurs CV, évaluations et coordonnées sont des données à caractère personnel, et Calloway est responsable du traitement de sa base de sélection des centres. Sa demande est une demande d’accès au titre de l’art. 15, à laquelle il est répondu dans un délai d’un mois (art. 12, par. 3). Le fait qu’une information soit publiée quelque part ne lui ôte pas son caractère de donnée à caractère personnel.",
    },
    {
      id: 60,
      question:
        "Quelle base juridique couvre généralement la conservation des CV et des attestations de formation BPC des investigateurs dans le dossier permanent de l’essai ?",
      options: [
        "Le consentement, que chaque investigateur donne en signant son CV et qu’il peut retirer quand il le souhaite.",
        "L’intérêt légitime seul, puisque le promoteur a choisi de collecter les CV lors de la sélection de ses centres.",
        "Les intérêts vitaux, car des investigateurs qualifiés protègent la santé et la vie des participants.",
        "L’obligation légale (art. 6, par. 1, point c)), le REC exigeant que le TMF établisse qui est qualifié.",
      ],
      correctAnswer: 3,
      explanation:
        "Le règlement relatif aux essais cliniques impose au promoteur de documenter les qualifications des investigateurs et de les conserver dans le dossier permanent de l’essai : la conservation de ces documents repose donc sur l’obligation légale (art. 6, par. 1, point c)). Le consentement serait une base inadaptée, car l’investigateur ne pourrait pas le refuser tout en continuant à conduire l’essai. L’intérêt légitime couvre d’autres utilisations, comme la sélection de centres pour de futures études, avec une mise en balance documentée.",
    },
  ],
};
