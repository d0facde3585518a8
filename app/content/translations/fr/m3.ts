import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous êtes data manager au bureau européen de Halden Pharma, promoteur d’un essai multinational de phase III sur le diabète. Les systèmes de Halden ne contiennent que des **données codées** : numéros de sujet, données de visite, résultats de laboratoire et déclarations d’événements indésirables. Les listes d’identification qui relient les numéros de sujet aux noms restent dans les centres hospitaliers, et une CRO exploite l’EDC pour le compte de Halden.

Un mardi matin, une participante d’un centre d’Amsterdam appelle la **ligne d’information médicale américaine** de Halden. Elle dit vouloir « une copie de toutes mes données », puis que « tout soit supprimé ». Elle mentionne aussi que son poids à l’inclusion a été mal enregistré. L’agent du centre d’appels consigne l’appel et transmet une note à votre équipe dix jours plus tard.

En réunion d’équipe, un collègue propose de lui demander une copie certifiée de son passeport avant toute démarche. Une autre estime que la demande ne compte pas, puisqu’elle n’a pas été faite au moyen du formulaire de demande de l’entreprise. Un troisième propose de supprimer purement et simplement son dossier de l’EDC pour clore l’affaire.

**Votre mission :** déterminer de quels droits dispose la participante, quand le délai de réponse a commencé à courir et quelle est sa durée, comment vérifier son identité sans collecter davantage de données, et ce que Halden peut conserver malgré sa demande d’effacement.`,

  training: {
    title: "Droits des personnes concernées : répondre correctement et dans les délais",
    content: `## Les données codées ouvrent aussi des droits

Les promoteurs qui ne détiennent que des numéros de sujet supposent souvent que les participants n’ont aucun droit à faire valoir à leur égard. Les données d’essai codées sont des **données à caractère personnel pseudonymisées** (art. 4, point 5)) : les droits s’appliquent donc. La différence pratique tient à la manière d’atteindre la personne : un promoteur **n’est pas tenu de collecter des informations d’identification supplémentaires** dans le seul but de répondre aux demandes (art. 11). Faites plutôt transiter les demandes par le **centre qui détient la liste d’identification**, qui peut relier le numéro de sujet à la personne.

## Les huit droits des personnes concernées

Le RGPD confère aux personnes **huit droits** :

- l’**information** sur le traitement (art. 13 et 14)
- l’**accès** à leurs données (art. 15)
- la **rectification** des données inexactes (art. 16)
- l’**effacement**, le « droit à l’oubli » (art. 17)
- la **limitation** du traitement (art. 18)
- la **portabilité** des données (art. 20)
- l’**opposition** au traitement (art. 21)
- la protection contre les **décisions fondées exclusivement sur un traitement automatisé**, y compris le profilage (art. 22)

Les personnes peuvent aussi **retirer leur consentement** à tout moment (art. 7, par. 3), **introduire une réclamation** auprès d’une autorité de contrôle (art. 77) et **obtenir réparation** du préjudice subi (art. 82).

## Le délai : un mois, plus deux

Il doit être répondu à une demande **dans les meilleurs délais** et au plus tard dans un délai d’**un mois à compter de sa réception** (art. 12, par. 3).

- Le délai court dès que l’**organisation reçoit** la demande par tout canal dont la personne peut **raisonnablement penser** qu’il l’atteindra : une ligne d’information médicale, une boîte de réception générale ou un courrier au DPD. Une demande n’exige ni formulaire ni formulation particuliers : une demande qui ne passe pas par le formulaire de l’entreprise reste valable.
- Le délai est d’un mois calendaire, **et non de 30 jours ouvrés**.
- Pour des demandes **complexes ou nombreuses**, le délai peut être **prolongé de deux mois**, mais uniquement si la personne est informée de la prolongation et de ses motifs **dans le premier mois**. Une prolongation annoncée au 60e jour est tardive.
- Si vous décidez de **ne pas donner suite**, indiquez-en les motifs dans un délai d’un mois et mentionnez la possibilité d’introduire une réclamation auprès d’une autorité de contrôle et de former un recours juridictionnel (art. 12, par. 4).

## Frais et vérification d’identité

Les demandes sont **gratuites**. Des frais raisonnables, ou un refus, ne sont admis que pour les demandes **manifestement infondées ou excessives**, ce qu’il incombe au responsable du traitement de démontrer (art. 12, par. 5) ; des copies supplémentaires peuvent être facturées (art. 15, par. 3).

Ne vérifiez l’identité que **dans la mesure nécessaire** (art. 12, par. 6). Une copie certifiée du passeport n’est pas requise par défaut ; pour des données d’essai codées, le centre qui connaît la participante est généralement le mieux placé pour confirmer son identité.

## Accès (art. 15)

Le droit d’accès comprend :

- la **confirmation** que ses données sont ou ne sont pas traitées ;
- une **copie** des données ;
- les **finalités**, les **destinataires** et la **durée de conservation** ;
- la **source** des données qui n’ont pas été collectées auprès d’elle ;
- les **garanties** applicables aux transferts hors de l’UE.

La copie ne doit pas porter atteinte aux droits et libertés d’autrui (art. 15, par. 4), par exemple aux données d’autres participants ou à des informations confidentielles concernant des tiers.

## Rectification (art. 16)

Les personnes peuvent faire rectifier des données inexactes et compléter des données incomplètes, y compris en fournissant une **déclaration complémentaire**. Dans un essai, les corrections suivent les **bonnes pratiques cliniques** : effectuez une **modification tracée dans la piste d’audit** par l’intermédiaire du centre et du processus de requêtes (queries), et n’**écrasez jamais** ni ne supprimez la saisie initiale dans l’EDC. Rectifier ne signifie pas effacer l’historique.

## Effacement (art. 17)

Le droit à l’effacement **n’est pas absolu**. Il cède lorsque le traitement est nécessaire (art. 17, par. 3) :

- au respect d’une **obligation légale**, comme l’archivage prévu par le REC et la notification des données de sécurité ;
- pour des motifs de **santé publique** ;
- à la constatation, à l’exercice ou à la défense de **droits en justice** ;
- à des fins de **recherche scientifique**, lorsque l’effacement rendrait la recherche impossible ou la compromettrait gravement.

**Les données de sécurité et de pharmacovigilance sont normalement conservées.** L’effacement ne l’emporte pas sur la conservation imposée par le règlement (UE) n° 536/2014 relatif aux essais cliniques (REC) ou par la législation sur la pharmacovigilance. Motivez tout refus dans un délai d’un mois et mentionnez le droit d’introduire une réclamation (art. 12, par. 4).

## Limitation et notification aux destinataires

La **limitation** signifie que les données sont **conservées, mais pas utilisées** (art. 18). Une personne peut la demander pendant la vérification de l’**exactitude** de données contestées, pendant l’examen d’une **opposition**, lorsque le traitement est illicite mais qu’elle préfère la conservation à l’effacement, ou lorsque le responsable du traitement n’a plus besoin des données mais qu’elle en a besoin pour des **droits en justice** (art. 18, par. 1). Les données limitées peuvent encore être conservées ; toute autre utilisation exige le consentement de la personne, des droits en justice, la protection des droits d’une autre personne ou un motif important d’intérêt public (art. 18, par. 2). Informez la personne **avant** la levée de la limitation (art. 18, par. 3). Lorsque vous rectifiez, effacez ou limitez des données, **informez chaque destinataire** auquel elles ont été communiquées, à moins que cela ne se révèle impossible ou n’exige des efforts disproportionnés (art. 19).

## Portabilité (art. 20)

La portabilité est plus étroite que l’accès. Elle ne couvre que les données que la personne a **fournies**, traitées **à l’aide de procédés automatisés** sur la base du **consentement ou d’un contrat**. Elle **ne s’applique jamais** aux traitements fondés sur une obligation légale, une mission d’intérêt public ou l’intérêt légitime. La portabilité ne couvre pas toutes les données détenues ; un participant peut toujours en obtenir une copie par le droit d’accès.

## Opposition (art. 21)

Les personnes peuvent s’opposer aux traitements fondés sur la **mission d’intérêt public** ou l’**intérêt légitime**. Le traitement cesse alors, à moins que le responsable du traitement ne démontre des **motifs légitimes et impérieux** ou n’ait besoin des données pour des **droits en justice** (art. 21, par. 1). Pour la **recherche**, il ne peut être passé outre à une opposition que si le traitement est nécessaire à l’**exécution d’une mission d’intérêt public** (art. 21, par. 6), comme pour un promoteur public qui se fonde sur la mission d’intérêt public ; l’intérêt légitime ne le permet pas. L’opposition ne s’applique pas aux traitements fondés sur une obligation légale, comme la notification des données de sécurité.

## Décisions automatisées (art. 22)

Les **décisions fondées exclusivement sur un traitement automatisé** produisant des effets juridiques ou des effets significatifs similaires, comme un tri algorithmique de l’éligibilité qui écarte des patients sans examen humain, exigent des garanties, dont le droit d’obtenir une **intervention humaine**, d’exprimer son point de vue et de contester la décision. Si elles utilisent des données de santé, elles exigent un **consentement explicite** ou un texte de loi fondé sur des **motifs d’intérêt public important** (art. 22, par. 3 et 4).

## Collecte indirecte et limites propres à la recherche

- Lorsque les données proviennent d’un tiers, par exemple de dossiers médicaux ou de déclarations d’événements indésirables émanant de professionnels de santé, informez la personne dans un délai d’**un mois** (art. 14, par. 3).
- Pour la recherche, une information individuelle n’est pas requise lorsqu’elle se révèle **impossible ou exigerait des efforts disproportionnés**, par exemple pour des milliers d’enregistrements issus d’un registre (art. 14, par. 5, point b)). Le responsable du traitement doit alors protéger les personnes par d’autres moyens, notamment en **rendant les informations publiquement disponibles**. Cette exemption ne couvre que les données obtenues auprès de tiers ; les participants qui fournissent eux-mêmes leurs données sont informés lors de la collecte (art. 13).
- Le droit de l’Union ou d’un État membre peut **limiter** les droits d’accès, de rectification, de limitation et d’opposition à des fins de recherche (**art. 89, par. 2**), avec les garanties de l’art. 89, par. 1, et uniquement dans la mesure où ces droits rendraient la recherche impossible ou la compromettraient gravement. En l’absence d’un tel texte, les droits s’appliquent pleinement : un protocole, un formulaire de consentement éclairé ou une SOP de l’entreprise ne peuvent pas créer cette limitation. Demandez au DPD quelles dispositions nationales existent.
- Les **CRO** et les autres sous-traitants doivent aider le promoteur à répondre aux demandes (art. 28, par. 3, point e)).

## Le personnel a les mêmes droits

Les salariés et les autres membres du personnel ont les mêmes droits, dans les mêmes délais. La demande d’une salariée portant sur son dossier RH ou sur des e-mails la concernant reçoit une réponse dans un délai d’un mois, en protégeant les données des autres personnes qui y figurent (art. 15, par. 4). Transmettez-la aux RH et au DPD le jour même.

## Une procédure pour le data management

- **Enregistrez** la demande le jour où une entité quelconque de l’entreprise la reçoit, et calculez le délai d’un mois.
- **Transmettez**-la immédiatement à l’équipe protection des données ou au DPD et, pour des données codées, au **centre** qui détient la liste d’identification.
- **Identifiez** les droits en jeu : un seul appel peut combiner accès, effacement et rectification.
- **Recherchez** dans l’EDC, la base de pharmacovigilance, l’IRT, l’eTMF et les systèmes des prestataires, avec l’aide de la CRO.
- **Décidez** de ce qui peut être communiqué, rectifié ou effacé, et de ce qui doit être conservé au titre de l’art. 17, par. 3.
- **Répondez** en des termes clairs et simples, et **documentez** chaque étape.

## Points clés

- Les données pseudonymisées ouvrent des droits ; faites transiter les demandes par le centre plutôt que de collecter des identités.
- Répondez dans un délai d’**un mois** à compter de la réception, prolongeable de **deux mois** si vous l’annoncez dans le premier mois.
- L’effacement cède devant les obligations légales, la santé publique, les droits en justice et la recherche ; les données de sécurité sont conservées.`,
  },

  questions: [
    {
      id: 17,
      question:
        "La demande d’une participante portant sur « toutes mes données » est parvenue à la ligne d’information médicale américaine de Halden le 3 mars. Le centre d’appels l’a transmise à l’équipe protection des données le 13 mars. À partir de quand le délai de réponse court-il, et quelle est sa durée ?",
      options: [
        "Un mois à compter du 13 mars, date de réception par l’équipe ; un centre d’appels n’est pas un canal pour ces demandes.",
        "Un mois à compter du 3 mars, sans prolongation possible, puisque le centre d’appels a déjà laissé passer dix jours.",
        "Aucun délai pour l’instant : la demande ne compte qu’une fois déposée sur le formulaire de l’entreprise.",
        "Un mois à compter du 3 mars, date de l’appel, prolongeable de deux mois si les demandes sont complexes ou nombreuses.",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 12, par. 3, fixe un délai d’un mois à compter de la réception, et une demande compte dès qu’elle parvient à l’organisation par tout canal dont la personne peut raisonnablement penser qu’il l’atteindra, comme sa ligne d’information médicale ; aucun formulaire particulier n’est requis. Le délai ne peut être prolongé de deux mois que pour des demandes complexes ou nombreuses.",
    },
    {
      id: 18,
      question:
        "Au 60e jour suivant la réception d’une demande d’accès, l’équipe se rend compte que la collecte des données auprès de cinq prestataires est complexe et veut recourir à la prolongation de deux mois. Le peut-elle ?",
      options: [
        "Oui : une prolongation peut être annoncée à tout moment avant l’expiration des trois mois.",
        "Non : la prolongation, avec ses motifs, devait lui être annoncée dans le premier mois.",
        "Oui, à condition qu’elle reçoive maintenant une première partie de ses données et le reste pendant la prolongation.",
        "Non : les prolongations ne sont jamais possibles pour les demandes d’accès, seulement pour l’effacement et la rectification.",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 12, par. 3, permet de prolonger le délai de deux mois pour des demandes complexes ou nombreuses, y compris les demandes d’accès, mais uniquement si la personne en est informée, avec les motifs, dans un délai d’un mois à compter de la réception. Au 60e jour, le premier mois est écoulé : la demande est donc déjà en retard.",
    },
    {
      id: 19,
      question:
        "Halden ne détient que des données codées et ne connaît pas le nom de l’appelante. Comment doit-elle s’assurer que l’appelante est bien la participante dont elle demande les données ?",
      options: [
        "Passer par le centre qui détient la liste d’identification, en ne vérifiant l’identité que dans la mesure nécessaire.",
        "Lui demander une copie certifiée de son passeport avant d’enregistrer la demande, la vérification la plus sûre contre la fraude.",
        "Lui demander ses nom, adresse et date de naissance et les enregistrer dans la base clinique pour de futures demandes.",
        "Lui dire que Halden ne détient que des données codées, ne peut donc pas l’identifier et n’a rien à lui communiquer.",
      ],
      correctAnswer: 0,
      explanation:
        "L’identité ne doit être vérifiée que dans la mesure nécessaire (art. 12, par. 6), et un promoteur n’est pas tenu de collecter des données d’identification supplémentaires pour répondre aux demandes (art. 11). Les données codées ouvrent toujours des droits : le centre qui détient la liste d’identification peut la relier à son numéro de sujet sans que Halden exige de pièces d’identité.",
    },
    {
      id: 20,
      question:
        "La participante demande à Halden de supprimer toutes ses données d’essai, y compris ses déclarations d’événements indésirables graves et les documents conservés dans le dossier permanent de l’essai. Quelle est la bonne approche ?",
      options: [
        "Tout supprimer dans un délai d’un mois : le droit à l’effacement l’emporte sur la conservation prévue par le REC et la pharmacovigilance.",
        "Supprimer les données d’efficacité mais garder les déclarations de sécurité, seules détenues au titre d’une obligation légale.",
        "Conserver ce qu’exigent la loi ou la recherche, et motiver ce refus dans un délai d’un mois en mentionnant son droit de réclamation.",
        "Anonymiser immédiatement ses données, ce qui répond à la demande et préserve l’analyse de l’essai.",
      ],
      correctAnswer: 2,
      explanation:
        "L’effacement (art. 17) cède devant les obligations légales, la santé publique, les droits en justice et la recherche que l’effacement compromettrait gravement (art. 17, par. 3) : les données de sécurité et du TMF sont donc normalement conservées, et le TMF doit être archivé en l’état. Un refus doit être motivé dans un délai d’un mois, en mentionnant le droit d’introduire une réclamation (art. 12, par. 4).",
    },
    {
      id: 21,
      question:
        "Une participante demande toutes ses données d’essai, y compris les résultats de laboratoire et les évaluations de l’investigateur, dans un format lisible par machine, au titre du droit à la portabilité. Le traitement de recherche repose sur l’intérêt légitime. Qu’est-ce qui s’applique ?",
      options: [
        "La portabilité s’applique à chacune des données que le promoteur détient sur elle, quelle que soit la base juridique.",
        "La portabilité ne vaut pas pour l’intérêt légitime, mais l’accès lui donne une copie de toutes ses données.",
        "La portabilité s’applique, mais seulement aux valeurs saisies par l’investigateur dans l’EDC lors de ses visites.",
        "Ni la portabilité ni l’accès ne s’appliquent, car le promoteur ne détient que des données codées à son sujet.",
      ],
      correctAnswer: 1,
      explanation:
        "La portabilité (art. 20) ne couvre que les données que la personne a fournies, traitées à l’aide de procédés automatisés sur la base du consentement ou d’un contrat ; elle ne s’applique jamais à l’intérêt légitime, à la mission d’intérêt public ou à l’obligation légale. Le droit d’accès (art. 15) lui permet néanmoins d’obtenir une copie de ses données, codées ou non.",
    },
    {
      id: 22,
      question:
        "La participante indique que son poids à l’inclusion a été mal enregistré, ce que confirment les notes source du centre. Un data manager propose d’écraser la valeur dans l’EDC pour qu’il ne reste aucune trace du chiffre erroné. Que faut-il faire ?",
      options: [
        "L’écraser comme proposé, afin que la base ne contienne plus une valeur dont on sait qu’elle est inexacte.",
        "Laisser l’EDC tel que saisi initialement, les données d’essai devant rester inchangées, et noter son avis au dossier du centre.",
        "La corriger seulement dans l’extraction propre à Halden, et laisser la saisie du centre dans l’EDC telle qu’elle était.",
        "Faire corriger par le centre via une modification tracée qui garde l’ancienne valeur, et informer tous les destinataires.",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 16 confère le droit d’obtenir la rectification de données inexactes, et selon les BPC celle-ci se fait par une modification tracée dans la piste d’audit, par l’intermédiaire du centre, jamais en écrasant la saisie initiale. Les destinataires auxquels les données ont été communiquées doivent être informés de la rectification (art. 19).",
    },
    {
      id: 23,
      question:
        "Une participante s’oppose à l’utilisation de ses données par Halden dans une analyse de recherche de suivi fondée sur l’intérêt légitime, ainsi qu’à la notification des données de sécurité effectuée au titre d’une obligation légale. Comment Halden doit-elle répondre ?",
      options: [
        "Rejeter les deux oppositions : une fois la participante incluse, une opposition à la recherche n’aboutit jamais.",
        "Cesser tout traitement de ses données, notification de sécurité comprise, car l’opposition vaut pour toutes les bases.",
        "Accepter l’opposition à la recherche, que seule une mission d’intérêt public pourrait écarter, et poursuivre les notifications.",
        "Rejeter l’opposition à la recherche dès que Halden documente des motifs légitimes et impérieux, et continuer les notifications.",
      ],
      correctAnswer: 2,
      explanation:
        "L’opposition (art. 21) s’applique aux traitements fondés sur l’intérêt légitime ou la mission d’intérêt public. Pour la recherche, il ne peut y être passé outre que si le traitement est nécessaire à l’exécution d’une mission d’intérêt public (art. 21, par. 6), comme pour un promoteur public qui se fonde sur la mission d’intérêt public ; l’intérêt légitime d’un promoteur privé ne le permet pas. La notification des données de sécurité repose sur une obligation légale, que l’opposition n’atteint pas.",
    },
    {
      id: 24,
      question:
        "Pendant un essai en aveugle, une participante demande une copie de ses données, y compris son bras de traitement. Le responsable de la recherche veut refuser toute demande d’accès jusqu’à la fin de l’essai, « car le RGPD limite les droits pour la recherche ». Qu’est-ce qui détermine si sa demande peut être limitée ?",
      options: [
        "L’existence d’un droit de l’Union ou national au titre de l’art. 89, par. 2, qui le prévoit, et seulement dans la mesure requise par la recherche.",
        "L’art. 89, par. 2, lui-même, qui suspend l’accès et la rectification dans toute recherche jusqu’à la fin de l’essai.",
        "Le fait que le protocole et le formulaire de consentement indiquent l’un et l’autre que l’accès est suspendu jusqu’au gel de la base.",
        "Rien ne peut la limiter : le RGPD ne prévoit aucune exception pour la recherche, elle reçoit donc tout maintenant, bras de traitement compris.",
      ],
      correctAnswer: 0,
      explanation:
        "L’art. 89, par. 2, permet au droit de l’Union ou d’un État membre de limiter les droits d’accès (art. 15), de rectification, de limitation et d’opposition à des fins de recherche, avec les garanties de l’art. 89, par. 1, et uniquement dans la mesure où ces droits rendraient la recherche impossible ou la compromettraient gravement. En l’absence d’un tel texte, les droits s’appliquent pleinement ; un protocole ou un formulaire de consentement ne peut pas créer la limitation. Demandez au DPD quelle disposition nationale s’applique.",
    },
    {
      id: 61,
      question:
        "Une participante indique que sa date de naissance dans l’EDC est erronée et demande que ses données ne soient pas utilisées avant vérification. La vérification prendra deux semaines. Que fait le data manager ?",
      options: [
        "Supprimer son dossier, car les données dont un participant conteste l’exactitude doivent être effacées sans délai.",
        "Limiter les données pendant la vérification : les conserver sans les utiliser, et l’informer avant la levée.",
        "Continuer à utiliser les données : une limitation ne s’applique qu’une fois ordonnée par une autorité de contrôle.",
        "Lui demander de se retirer de l’essai, car des données contestées rendent l’ensemble de son dossier inutilisable.",
      ],
      correctAnswer: 1,
      explanation:
        "La contestation de l’exactitude est l’un des motifs de limitation : pendant la durée nécessaire à la vérification, les données sont conservées, mais pas utilisées autrement (art. 18, par. 1, point a)). Elle doit être informée avant la levée de la limitation (art. 18, par. 3), et les destinataires en sont informés (art. 19). Ce n’est pas un effacement qu’elle a demandé, et une limitation n’a pas besoin d’être ordonnée par une autorité.",
    },
    {
      id: 62,
      question:
        "Les données d’une participante dans la base de l’essai sont limitées pendant l’examen de son opposition. Que le promoteur peut-il encore en faire dans l’intervalle ?",
      options: [
        "Les utiliser dans l’analyse intermédiaire, à condition que la limitation soit consignée dans la piste d’audit.",
        "Rien du tout, pas même les conserver : les données limitées doivent être retirées de la base de l’essai.",
        "Les conserver ; tout autre usage exige son consentement, des droits en justice, les droits d’autrui ou un intérêt public important.",
        "Les envoyer à la CRO pour le nettoyage des données, puisque le travail d’un sous-traitant ne compte pas comme une utilisation.",
      ],
      correctAnswer: 2,
      explanation:
        "La limitation signifie conserver sans utiliser. Hormis la conservation, les données limitées ne peuvent être traitées qu’avec le consentement de la personne, pour des droits en justice, pour la protection des droits d’une autre personne ou pour des motifs importants d’intérêt public (art. 18, par. 2). Les utiliser dans une analyse ou les envoyer en nettoyage constitue aussi un traitement, quel qu’en soit l’auteur.",
    },
    {
      id: 63,
      question:
        "Un prestataire propose un algorithme qui examine des dossiers hospitaliers et écarte des patients jugés inéligibles à l’essai, sans que personne ne vérifie ses résultats. Que dit le RGPD à ce sujet ?",
      options: [
        "L’art. 22 ne s’applique pas : le tri de l’éligibilité fait partie du protocole, ce n’est pas une décision concernant une personne.",
        "C’est permis dès que l’exactitude de l’algorithme a été validée conformément aux bonnes pratiques cliniques.",
        "Seule la sécurité compte ici : le prestataire doit protéger les dossiers que lit l’algorithme (art. 32).",
        "C’est une décision exclusivement automatisée aux effets significatifs : les limites et garanties de l’art. 22 s’appliquent.",
      ],
      correctAnswer: 3,
      explanation:
        "Une décision fondée exclusivement sur un traitement automatisé qui affecte une personne de manière significative, comme le refus d’une participation à un essai sans examen humain, relève de l’art. 22. Elle n’est permise que pour les motifs de l’art. 22, par. 2, avec des garanties, dont l’intervention humaine, et, pour des données de santé, uniquement avec un consentement explicite ou un texte de loi fondé sur des motifs d’intérêt public important (art. 22, par. 4). La validation de l’algorithme ne remplace pas ces garanties.",
    },
    {
      id: 64,
      question:
        "Une patiente écartée par un outil de présélection automatisé demande qu’une personne examine son dossier. Que doit offrir le responsable du traitement lorsque de telles décisions automatisées sont permises ?",
      options: [
        "Une intervention humaine, le droit d’exprimer son point de vue et de contester la décision.",
        "Le code source de l’algorithme, que l’art. 22 oblige le responsable du traitement à divulguer sur demande.",
        "Aucune autre démarche : ayant accepté le tri, elle doit en accepter le résultat comme définitif.",
        "Un second passage dans le même outil, puisque répéter le contrôle vaut l’examen auquel elle a droit.",
      ],
      correctAnswer: 0,
      explanation:
        "Lorsque des décisions exclusivement automatisées sont permises au titre de l’art. 22, par. 2, point a) ou c), le responsable du traitement doit offrir au moins le droit d’obtenir une intervention humaine, d’exprimer son point de vue et de contester la décision (art. 22, par. 3). Un second passage dans le même outil n’est pas une intervention humaine. Elle a droit à des informations utiles concernant la logique sous-jacente (art. 15, par. 1, point h)), et non au code source.",
    },
  ],
};
