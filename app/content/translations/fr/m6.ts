import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous êtes responsable de la gestion des violations de données au sein du **Service conformité** d’un promoteur pharmaceutique établi dans l’UE, qui conduit avec une CRO un essai d’oncologie de phase II dans des centres en Allemagne, en Espagne et en Pologne.

Un vendredi à 18 h 00, une attachée de recherche clinique (ARC) appelle depuis une gare : son ordinateur portable a été volé. Pendant votre conversation, elle confirme qu’il contient un **tableur non chiffré qui relie les numéros des sujets aux noms des participants**. Sa responsable propose d’attendre lundi, quand l’informatique pourra vérifier l’inventaire des appareils, pour « notifier une fois que nous saurons tout ».

Lundi matin, avant la fin de cette évaluation, le prestataire EDC vous écrit : un **rançongiciel** a chiffré une partie de son environnement d’hébergement, y compris une sauvegarde nocturne de la base de données de votre essai, et son investigation technique prendra au moins deux semaines. L’équipe sécurité du prestataire vous envoie un rapport détaillé sur la faille de pare-feu exploitée et demande s’il faut le coller dans votre notification à l’autorité de contrôle.

Votre directeur des opérations cliniques soutient qu’une sauvegarde n’est « qu’une copie ». Un collègue de la filiale américaine demande laquelle des différentes règles nationales, contractuelles et propres aux essais doit prévaloir.

Vous devez déterminer quand le délai de 72 heures a commencé à courir, ce qu’il faut notifier maintenant et ce qui peut l’être plus tard, ce que la notification peut contenir, si les participants doivent être informés et comment gérer les différentes juridictions concernées.`,
  training: {
    title: "Gérer une violation de données à caractère personnel : détecter, évaluer, notifier",
    content: `## Pourquoi la gestion des violations compte dans la recherche clinique

Les participants confient des données de santé, et souvent génétiques, sur la promesse qu’elles seront protégées. Quand un incident survient, le RGPD n’exige pas la perfection, mais il exige une réponse rapide, honnête et documentée : ce qui constitue une violation, qui doit être informé, dans quel délai et avec quel contenu.

## Ce qui constitue une violation de données à caractère personnel

Une **violation de données à caractère personnel** est une violation de la sécurité entraînant, de manière accidentelle ou illicite, la destruction, la perte, l’altération, la divulgation non autorisée de données à caractère personnel, ou l’accès non autorisé à de telles données (art. 4, point 12)). Les lignes directrices 9/2022 du CEPD soulignent que cela couvre les trois propriétés de sécurité :

- **Confidentialité** : quelqu’un voit des données qu’il ne devrait pas voir, par exemple une déclaration d’EIG faxée au mauvais numéro ou un ordinateur portable volé contenant une liste d’identification des sujets.
- **Intégrité** : des données sont modifiées sans autorisation, par exemple des valeurs de l’eCRF changées par un intrus.
- **Disponibilité** : des données sont perdues ou inaccessibles, par exemple une base EDC chiffrée par un rançongiciel ou des CRF papier perdus par la poste.

Une indisponibilité temporaire peut donc, elle aussi, constituer une violation. Les données d’essai codées sont des données à caractère personnel pseudonymisées : la violation de données codées reste une violation ; le codage n’influe que sur la gravité du risque.

## Les sauvegardes sont aussi des données à caractère personnel

Une **sauvegarde** n’est pas « qu’une copie ». Elle contient les mêmes données à caractère personnel que le système en production, souvent davantage et sur une plus longue période. Une bande de sauvegarde perdue pendant son transport, un fichier de sauvegarde laissé dans un espace de stockage cloud lisible par le public ou une sauvegarde chiffrée par un rançongiciel constitue en soi une **violation de données à caractère personnel**, même lorsque le système de production est intact. Traitez-la comme toute autre violation : évaluez le risque, faites courir le délai, documentez-la et notifiez-la lorsque c’est requis.

## Le délai de 72 heures (art. 33, par. 1)

Le responsable du traitement doit notifier la violation à l’autorité de contrôle compétente **dans les meilleurs délais et, si possible, 72 heures au plus tard après en avoir pris connaissance**, à moins que la violation ne soit pas susceptible d’engendrer un risque pour les droits et libertés des personnes physiques (art. 33, par. 1).

- **Prendre connaissance** signifie avoir un degré raisonnable de certitude que des données à caractère personnel ont été compromises. Une brève enquête initiale pour l’établir est admise, mais elle ne doit pas servir de prétexte pour retarder la notification.
- Les 72 heures sont des **heures calendaires, et non des heures ouvrées**. Elles courent la nuit et le week-end : une violation confirmée un vendredi à 18 h 00 devrait être notifiée au plus tard le lundi suivant à 18 h 00.
- Les **sous-traitants**, comme une CRO ou un prestataire EDC, doivent informer le responsable du traitement dans les meilleurs délais (art. 33, par. 2). La notification à l’autorité de contrôle incombe au responsable du traitement. Celui-ci est réputé avoir pris connaissance de la violation dès que le sous-traitant l’en a informé.
- Une notification tardive doit être accompagnée des motifs du retard. Le dépassement des 72 heures ne justifie jamais l’absence de notification.

## N’attendez pas la fin de l’investigation

Les investigations techniques prennent souvent des semaines. Lorsqu’il n’est pas possible de fournir toutes les informations en même temps, celles-ci peuvent être communiquées **de manière échelonnée** sans autre retard indu (art. 33, par. 4). Par conséquent :

- notifiez dans les 72 heures avec ce que vous savez ;
- indiquez clairement ce qui fait encore l’objet d’investigations ;
- envoyez des **compléments** à l’autorité à mesure que les faits sont établis.

## Ce que contient la notification, et ce qui n’y figure pas

Selon l’**art. 33, par. 3**, la notification doit à tout le moins décrire :

- la **nature de la violation**, y compris les catégories et le nombre approximatif de personnes et d’enregistrements concernés ;
- le nom et les coordonnées du DPD ou d’un autre **point de contact** ;
- les **conséquences probables** de la violation ;
- les **mesures** prises ou proposées, y compris pour en atténuer les éventuelles conséquences négatives.

Il s’agit d’un **contenu minimal**, qui ne demande pas le plan technique détaillé de vos faiblesses. Les détails relevant de l’exploitation de la faille, comme des versions logicielles non corrigées, des défauts de configuration exploitables ou le chemin d’attaque exact, ne sont pas nécessaires pour évaluer le risque pour les personnes ; la notification n’a donc pas à les contenir : conservez-les dans le dossier d’incident à accès restreint. Ils n’ont pas leur place dans les communications aux participants (art. 34) ni dans les avis publics, où ils inviteraient à de nouvelles attaques contre vous et vos prestataires. Le RGPD n’en interdit toutefois aucun : l’autorité de contrôle peut demander davantage, y compris des détails techniques, et doit alors les obtenir (art. 31, art. 58, par. 1 ; lignes directrices 9/2022 du CEPD).

## Informer les participants : seulement en cas de risque élevé (art. 34)

Les personnes doivent être informées dans les meilleurs délais, en des termes clairs et simples, uniquement lorsque la violation est **susceptible d’engendrer un risque élevé** pour leurs droits et libertés (art. 34, par. 1 et 2). Le message décrit la nature de la violation, ses conséquences probables, les mesures prises et un point de contact. Les violations de **données de santé ou génétiques** sont généralement considérées comme présentant un risque élevé : la liste volée et non chiffrée qui relie les numéros des sujets à leurs noms devra donc normalement être communiquée aux participants concernés, souvent par l’intermédiaire des centres qui les connaissent.

Aucune communication individuelle n’est nécessaire si (art. 34, par. 3) :

- les données étaient incompréhensibles pour toute personne non autorisée, par exemple parce qu’elles étaient **chiffrées** et que la clé est restée en lieu sûr ;
- des mesures ultérieures garantissent que le risque élevé n’est plus susceptible de se matérialiser ;
- contacter chaque personne exigerait des efforts disproportionnés, auquel cas une **communication publique** est utilisée à la place.

L’autorité de contrôle peut néanmoins vous ordonner d’informer les personnes (art. 34, par. 4).

## Documenter chaque violation (art. 33, par. 5)

Chaque violation doit être consignée, qu’elle soit notifiée ou non : les faits, ses effets et les mesures prises pour y remédier. Ce **registre des violations** permet à l’autorité de contrôle de vérifier vos décisions ; une décision de ne pas notifier doit donc être motivée et consignée par écrit.

## Plusieurs régimes : un socle strict, les obligations propres à chacun

Un même incident peut déclencher plusieurs régimes à la fois :

- **Autorité chef de file** : un responsable du traitement établi dans l’UE notifie son **autorité de contrôle chef de file** pour les traitements transfrontaliers (art. 56). Un responsable du traitement établi hors de l’UE qui n’a qu’un représentant au sens de l’art. 27 doit notifier chaque autorité de contrôle du lieu de résidence des personnes concernées (lignes directrices 9/2022 du CEPD).
- Le **droit national** peut prévoir des conditions supplémentaires pour les données de santé, génétiques et de recherche (art. 9, par. 4).
- **Règlement relatif aux essais cliniques** : le même incident peut constituer une **violation grave** au sens du REC, c’est-à-dire susceptible d’affecter de manière significative la sécurité ou les droits des participants ou la fiabilité des données, à notifier via le portail de l’UE dans un délai de 7 jours (art. 52 du REC). Cette obligation distincte ne remplace jamais la notification au titre du RGPD.
- Les **centres** sont responsables de leurs propres dossiers médicaux et peuvent avoir leurs propres obligations ; les **contrats** et les **législations hors UE**, comme la loi d’un État américain sur les violations de données, ajoutent les leurs.

Pour un plan de réponse mondial unique, une **règle empirique** de conception judicieuse consiste à faire de l’élément le plus strict la règle interne par défaut : le délai le plus court et le seuil d’escalade le plus bas. C’est une pratique, pas une règle de droit. Elle ne peut pas trancher un véritable conflit de lois et ne transforme pas un rapport unique en tous les autres : chaque régime conserve ses **propres destinataires**, son contenu et ses délais, qu’il s’agisse de l’autorité de contrôle, du portail de l’UE ou de l’autorité et des résidents d’un État américain. Adressez les questions propres à un pays au DPD.

## Conséquences

L’absence de notification ou de documentation d’une violation peut coûter jusqu’à **10 millions d’euros ou 2 %** du chiffre d’affaires annuel mondial, le montant le plus élevé étant retenu (art. 83, par. 4), en plus de toute sanction pour le manquement à la sécurité ; les personnes peuvent en outre demander réparation (art. 82).

## Votre première heure : une liste de contrôle

- Signalez immédiatement tout incident suspecté au Service conformité, y compris le soir et le week-end, et consignez le moment où l’entreprise en a pris connaissance.
- Contenez-le : révoquez les accès, effacez les appareils à distance, isolez les systèmes et les sauvegardes touchés.
- Évaluez le risque : quelles données, combien de personnes, quel degré d’identifiabilité, quelle sensibilité.
- Notifiez l’autorité de contrôle dans les 72 heures en cas de risque, complétez par des mises à jour et informez les participants lorsque le risque est élevé.
- Vérifiez les obligations issues du REC, du droit national, des contrats et des législations hors UE, chacune avec son destinataire et son délai.
- Consignez tout dans le registre des violations.`,
  },
  questions: [
    {
      id: 41,
      question:
        "Un vendredi à 18 h 00, une ARC signale le vol de son ordinateur portable, qui contient un tableur non chiffré reliant les numéros des sujets aux noms des participants ; vous avez un degré raisonnable de certitude que des données à caractère personnel sont compromises. Sa responsable veut attendre la vérification de l’inventaire par l’informatique lundi et « notifier une fois que nous saurons tout ». Que faut-il faire ?",
      options: [
        "Attendre la vérification de lundi : les 72 heures ne comptent que les heures ouvrées, il reste donc jusqu’à mercredi",
        "Attendre que l’inventaire confirme le contenu de l’ordinateur, puisque le délai court une fois les faits connus",
        "Notifier l’autorité au plus tard lundi à 18 h 00 avec ce qui est connu, puis compléter au fil des faits",
        "Notifier l’autorité d’ici lundi 18 h 00, mais seulement si la police n’a pas retrouvé l’ordinateur d’ici là",
      ],
      correctAnswer: 2,
      explanation:
        "L’art. 33, par. 1, impose une notification dans les meilleurs délais et, si possible, 72 heures au plus tard après en avoir pris connaissance ; ce sont des heures calendaires qui courent pendant le week-end. N’attendez ni l’investigation ni la réapparition de l’ordinateur : ce qui est connu est notifié maintenant et les détails suivent de manière échelonnée (art. 33, par. 4). Un ordinateur retrouvé ferait l’objet d’un complément, ce n’est pas une raison d’attendre.",
    },
    {
      id: 42,
      question:
        "Lundi, le prestataire EDC signale une attaque par rançongiciel qui a chiffré la base de données de votre essai et sa sauvegarde nocturne, et annonce que son investigation technique prendra au moins deux semaines. Que doit faire le Service conformité concernant la notification à l’autorité de contrôle ?",
      options: [
        "Attendre le rapport d’investigation définitif, pour que la notification soit complète et exacte dès la première fois",
        "Notifier dans les 72 heures et informer aussi tous les participants sans attendre, car un rançongiciel signifie toujours un risque élevé",
        "Notifier seulement si l’investigation montre ensuite que les données ont été copiées et pas seulement chiffrées",
        "Notifier dans les 72 heures suivant le rapport du prestataire avec les faits connus à ce stade, puis compléter par étapes",
      ],
      correctAnswer: 3,
      explanation:
        "N’attendez pas la fin de l’investigation : l’art. 33, par. 4, permet de communiquer les informations de manière échelonnée ; la première notification intervient donc dans les 72 heures (art. 33, par. 1) et les compléments suivent. Un rançongiciel qui rend indisponibles les données et les sauvegardes constitue une violation même sans copie. L’obligation d’informer les participants dépend du risque évalué (art. 34, par. 1), et non du type d’attaque.",
    },
    {
      id: 43,
      question:
        "Un moniteur a envoyé par e-mail une liste de numéros de sujets codés et de dates de visite à la mauvaise personne dans une CRO partenaire, qui l’a supprimée et l’a confirmé par écrit. Le DPD conclut à un risque pour les participants, mais pas à un risque élevé. Qui doit être informé ?",
      options: [
        "L’autorité de contrôle, mais pas les participants, car une communication individuelle suppose un risque élevé probable",
        "L’autorité et tous les participants de la liste, car toute violation notifiable doit être communiquée aux personnes",
        "Personne : le destinataire a supprimé la liste, la violation est donc close et ne requiert qu’une note interne",
        "Seulement les participants, car l’autorité traite les violations portant sur des noms, pas sur des données codées",
      ],
      correctAnswer: 0,
      explanation:
        "Les personnes ne doivent être informées que lorsqu’une violation est susceptible d’engendrer un risque élevé pour leurs droits et libertés (art. 34, par. 1), tandis qu’une violation présentant un risque est notifiée à l’autorité de contrôle dans les 72 heures (art. 33, par. 1). La suppression par le destinataire réduit le risque, mais n’efface pas la violation ; les données codées sont des données à caractère personnel, et chaque violation est documentée (art. 33, par. 5).",
    },
    {
      id: 44,
      question:
        "L’équipe sécurité du prestataire EDC propose de coller son rapport technique, avec la version non corrigée du pare-feu et le chemin d’attaque exact, dans votre notification à l’autorité de contrôle. Que devez-vous faire ?",
      options: [
        "Le coller intégralement : l’autorité doit recevoir dès le départ chaque détail technique dont dispose l’entreprise",
        "Donner maintenant le contenu de l’art. 33, par. 3 ; garder le détail de la faille au dossier, à fournir sur demande",
        "L’écarter définitivement : le RGPD interdit les détails techniques de vulnérabilité dans une notification de violation",
        "Retenir la notification jusqu’à la correction de la faille, puis envoyer le rapport complet en une seule fois",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 33, par. 3, fixe un minimum : la nature de la violation, les personnes et enregistrements concernés, un point de contact, les conséquences probables et les mesures prises. Le détail de l’exploitation de la faille n’y est pas exigé et se trouve plus en sécurité dans le dossier d’incident à accès restreint, mais le RGPD ne l’interdit pas : l’autorité peut demander davantage et doit alors l’obtenir (art. 31, art. 58, par. 1 ; lignes directrices 9/2022 du CEPD). Attendre un correctif ne ferait que retarder la notification.",
    },
    {
      id: 45,
      question:
        "Un coursier perd une bande de sauvegarde non chiffrée de votre base de pharmacovigilance. Le système en production n’est pas touché, et l’informatique déclare : « Ce n’est qu’une sauvegarde ; il ne s’est rien passé. » Comment qualifier cet événement ?",
      options: [
        "Pas une violation : les données d’origine restent disponibles et intactes dans le système en production",
        "Une violation seulement s’il est établi par la suite que quelqu’un a effectivement lu les données de la bande",
        "Une violation de données : évaluer le risque, la consigner et, en cas de risque, la notifier dans les 72 heures",
        "Une violation à notifier à l’autorité et à chaque patient figurant sur la bande, quel que soit le risque",
      ],
      correctAnswer: 2,
      explanation:
        "Une violation de données à caractère personnel comprend la perte de données à caractère personnel ou l’accès non autorisé à celles-ci (art. 4, point 12)), et une sauvegarde contient les mêmes données à caractère personnel que le système en production. La perte de la bande doit faire l’objet d’une évaluation du risque, être documentée (art. 33, par. 5) et, en cas de risque, notifiée dans les 72 heures (art. 33, par. 1) ; les participants ne sont informés que si le risque est élevé (art. 34, par. 1). Personne n’a à prouver que la bande a été lue.",
    },
    {
      id: 46,
      question:
        "L’incident de rançongiciel touche des participants dans trois pays de l’UE et dans un centre américain, et constitue aussi une violation grave au sens du REC. Le RGPD, une loi nationale, le contrat de la CRO et la loi d’un État américain fixent des délais, des seuils et des destinataires différents. Que doit prévoir le plan de réponse ?",
      options: [
        "Envoyer un rapport unique à l’autorité chef de file dans le délai le plus strict ; cela satisfait tous les régimes",
        "Retenir le délai le plus strict comme règle interne ; déposer chaque rapport auprès de son propre destinataire",
        "Notifier chacune des trois autorités de l’UE et l’État américain, la règle du chef de file excluant les violations",
        "S’en tenir au rapport REC via le portail de l’UE pour tous les régimes, les règles des essais étant les plus spécifiques",
      ],
      correctAnswer: 1,
      explanation:
        "S’aligner sur le délai et le seuil les plus stricts est une règle empirique utile pour concevoir un plan mondial unique, pas une règle de droit : chaque régime conserve ses propres destinataires, son contenu et ses délais. Ici, cela signifie l’autorité chef de file dans les 72 heures (art. 33, par. 1, et art. 56), le portail de l’UE dans les 7 jours (art. 52 du REC) et la notification prévue par la loi de l’État américain. Le droit national peut ajouter des conditions (art. 9, par. 4) : interrogez donc le DPD.",
    },
    {
      id: 47,
      question:
        "Les attaquants ont publié une partie des données EDC, un risque élevé pour les participants est donc probable. Les centres écriront aux participants, et un avis public touchera les anciens participants sans adresse actuelle. Le prestataire veut que les deux textes mentionnent la version de pare-feu exploitée « par transparence ». Que doivent-ils contenir ?",
      options: [
        "La violation, ses conséquences probables, les mesures prises et un contact, en termes simples, sans détail de faille",
        "Le rapport technique complet du prestataire, car les participants ont droit aux mêmes informations que l’autorité",
        "Rien avant la fin de l’investigation technique, afin que les participants reçoivent un compte rendu unique et définitif",
        "Seulement les numéros de sujets concernés, car décrire l’incident lui-même inquiéterait inutilement les participants",
      ],
      correctAnswer: 0,
      explanation:
        "En cas de risque élevé probable, les personnes sont informées dans les meilleurs délais, en des termes clairs et simples, de la nature de la violation, de ses conséquences probables, des mesures prises et d’un point de contact (art. 34, par. 1 et 2) ; une communication publique remplace les courriers lorsque contacter les personnes exigerait des efforts disproportionnés (art. 34, par. 3, point c)). Le détail de la faille n’aide aucun participant et inviterait à de nouvelles attaques : il n’y figure donc pas.",
    },
    {
      id: 48,
      question:
        "Un prestataire d’archivage a laissé pendant une journée une sauvegarde chiffrée de la base de pharmacovigilance dans un espace de stockage lisible par le public. La clé n’a jamais été exposée, et le DPD conclut que la violation n’est pas susceptible d’engendrer de risque. Que faut-il encore faire ?",
      options: [
        "Notifier malgré tout l’autorité de contrôle dans les 72 heures, car toute violation doit lui être notifiée",
        "Informer, par précaution et en langage clair, chaque participant dont les données figuraient dans la sauvegarde",
        "Rien du tout : une sauvegarde chiffrée n’est qu’une copie, les règles sur les violations ne s’y appliquent donc pas",
        "La consigner dans le registre des violations, comme toutes les violations, avec les motifs de la non-notification",
      ],
      correctAnswer: 3,
      explanation:
        "Une sauvegarde contient des données à caractère personnel : l’exposer constitue une violation, et chaque violation doit être documentée, qu’elle soit notifiée ou non (art. 33, par. 5). La notification à l’autorité de contrôle n’est pas requise lorsque la violation n’est pas susceptible d’engendrer un risque (art. 33, par. 1), et le chiffrement avec une clé protégée supprime l’obligation d’informer les personnes (art. 34, par. 3, point a)).",
    },
  ],
};
