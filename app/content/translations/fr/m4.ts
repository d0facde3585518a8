import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous dirigez les opérations de données cliniques d’une CRO qui construit la base de données d’un essai de phase III sur la polyarthrite rhumatoïde pour le compte d’un promoteur pharmaceutique européen. Le projet d’eCRF du promoteur demande à chaque centre de saisir la **date de naissance complète** et les **initiales** de chaque participant, ainsi qu’un champ de texte libre intitulé « Antécédents médicaux pertinents - merci de les décrire en détail ». Le data manager qui l’a rédigé estime que davantage de détails, c’est toujours plus sûr : « Nous pourrions en avoir besoin pour de futures analyses. »

En examinant les premiers chargements des centres pilotes, vous remarquez quelque chose de plus grave. Une coordinatrice d’étude d’un hôpital joint dans l’EDC les **lettres de sortie** des patients comme documents justificatifs des événements indésirables. Ces lettres ne sont **pas caviardées** : noms complets, adresses personnelles, numéros hospitaliers et noms des médecins traitants sont visibles par toute personne ayant accès à l’EDC, y compris le personnel du promoteur et les prestataires.

Le protocole a besoin de l’âge à la sélection (18 à 75 ans) pour l’éligibilité, des antécédents médicaux uniquement pour les affections énumérées dans les critères d’exclusion, et des documents source pour les événements indésirables graves.

Vous devez déterminer lesquelles des données demandées sont réellement nécessaires, comment concevoir l’eCRF et l’EDC pour que seules les données nécessaires soient collectées et visibles par défaut, et ce qu’il faut faire immédiatement au sujet des lettres de sortie non caviardées.`,
  training: {
    title: "Minimisation des données et limitation des finalités dans la recherche clinique",
    content: `## Pourquoi la minimisation compte dans la recherche clinique

Chaque champ d’un eCRF, chaque document source téléchargé et chaque colonne d’une base de pharmacovigilance contient des données à caractère personnel qui doivent être justifiées. Le principe de **minimisation des données** exige que les données à caractère personnel soient **adéquates, pertinentes et limitées à ce qui est nécessaire** au regard des finalités pour lesquelles elles sont traitées (**art. 5, par. 1, point c)**). Le considérant 39 ajoute que les données à caractère personnel ne devraient être traitées que si la finalité du traitement ne peut être raisonnablement atteinte par d’autres moyens.

La minimisation s’applique pleinement à la recherche. Les garanties de recherche exigées par l’**art. 89, par. 1,** doivent elles-mêmes assurer le respect de la minimisation, et lorsque la recherche peut être menée avec des données qui ne permettent plus d’identifier quiconque, elle devrait l’être ainsi (art. 89, par. 1, considérant 156). En vertu du principe de **responsabilité** (art. 5, par. 2), le responsable du traitement, généralement le promoteur, doit être en mesure de démontrer pourquoi chaque donnée est nécessaire.

## Trois questions pour chaque donnée

Avant qu’un champ n’entre dans le protocole, l’eCRF ou un transfert de données vers un prestataire, demandez-vous :

- **Adéquate :** suffit-elle à répondre à la question scientifique ou de sécurité ? La minimisation ne signifie pas collecter trop peu pour conduire un essai valable.
- **Pertinente :** est-elle liée à un critère d’évaluation, à un critère d’éligibilité, à une évaluation de la sécurité ou à une obligation légale ?
- **Limitée :** une forme moins détaillée ferait-elle l’affaire, par exemple l’âge au lieu de la date de naissance, ou une catégorie codée au lieu d’un texte libre ?

« Tout collecter au cas où cela servirait plus tard » échoue aux trois tests.

## La limitation des finalités va de pair

Les données doivent être collectées pour des **finalités déterminées, explicites et légitimes** (**art. 5, par. 1, point b)**). La finalité définit ce qui est « nécessaire » : une finalité vague ne peut donc justifier un jeu de données étendu. Le traitement ultérieur à des fins de recherche scientifique est présumé compatible avec la finalité initiale si les garanties de l’art. 89, par. 1, sont en place (art. 5, par. 1, point b)). Lorsque la compatibilité d’autres traitements ultérieurs est appréciée, des garanties comme la **pseudonymisation et le chiffrement** jouent en faveur de la compatibilité (art. 6, par. 4, point e)). Aucune de ces règles ne permet de collecter aujourd’hui des données supplémentaires pour un projet indéfini de demain.

## Protection des données dès la conception et par défaut

L’**art. 25, par. 1,** exige des responsables du traitement qu’ils intègrent dès la conception des mesures comme la pseudonymisation dans leurs systèmes et leurs processus. L’**art. 25, par. 2,** exige que, **par défaut**, seules les données à caractère personnel nécessaires à chaque finalité spécifique soient traitées. Cela couvre quatre dimensions :

- la **quantité** de données collectées ;
- l’**étendue** de leur traitement ;
- leur **durée de conservation** ;
- leur **accessibilité**, c’est-à-dire qui peut les voir.

Pour les équipes opérationnelles, cela signifie que la minimisation se décide lors de la rédaction du protocole, de l’eCRF, des spécifications de transfert de données et des rôles dans les systèmes, et non après coup.

## La pseudonymisation n’est pas l’anonymisation

La **pseudonymisation** consiste à traiter des données de telle façon qu’elles ne puissent plus être attribuées à une personne sans avoir recours à des informations supplémentaires conservées séparément et protégées (**art. 4, point 5)**). Les codes sujets d’un essai relèvent de la pseudonymisation : le centre conserve la liste d’identification (la clé), et les moniteurs et inspecteurs peuvent toujours consulter les documents source.

Les données pseudonymisées restent des **données à caractère personnel**. Tous les principes du RGPD, y compris la minimisation, continuent de s’y appliquer. Supprimer les noms ne rend pas les données anonymes.

Les **données anonymes** n’échappent au RGPD que si la réidentification n’est pas raisonnablement susceptible de se produire, compte tenu de facteurs tels que le coût, le temps nécessaire et les technologies disponibles (**considérant 26**). Les jeux de données d’essai riches, avec des diagnostics rares, des dates exactes, de petits centres ou des données génomiques, résistent à une véritable anonymisation. Seules les données réellement anonymes n’ont besoin d’aucune base juridique.

La minimisation joue aussi dans l’autre sens : un responsable du traitement n’est **pas tenu de collecter des informations d’identification supplémentaires** dans le seul but de respecter le RGPD (**art. 11, par. 1**). Un promoteur ne devrait pas demander des noms simplement pour « gérer » les participants, ni réunir des adresses uniquement pour envoyer des notices : lorsqu’informer chaque personne d’une étude sur registre serait impossible ou disproportionné, l’information est rendue publique à la place (art. 14, par. 5, point b), module 3).

## La minimisation en pratique : l’eCRF et l’EDC

Mesures courantes utilisées par les promoteurs et les CRO :

- **L’année de naissance ou l’âge** au lieu de la date de naissance complète, sauf si le protocole a réellement besoin de la date exacte.
- **Ni noms, ni initiales, ni coordonnées** dans les systèmes du promoteur. Le code sujet fait le lien ; le centre conserve la clé.
- **Des champs codés plutôt que du texte libre.** Les champs libres comme « antécédents médicaux pertinents » attirent les noms de proches, les noms d’hôpitaux, des dates et d’autres identifiants. Le texte libre n’est pas dispensé de minimisation.
- **Des antécédents médicaux limités** aux affections que le protocole évalue réellement.

Les combinaisons comptent : initiales, date de naissance complète, centre et maladie rare réunis peuvent désigner une seule personne. Aucun champ n’est « anodin » pris isolément.

## Documents source, images et cas de pharmacovigilance

Les documents téléchargés dans l’EDC ou envoyés au service de pharmacovigilance sont une source fréquente de collecte excessive :

- **Caviardez** les documents source des EIG, les lettres de sortie, les comptes rendus d’imagerie et les résultats de laboratoire au centre, avant qu’ils ne quittent l’hôpital : supprimez noms, adresses, numéros hospitaliers et autres identifiants directs, et ajoutez le code sujet.
- **Nettoyez les en-têtes DICOM** avant l’envoi des images à un lecteur central ; les en-têtes peuvent contenir des noms, des dates de naissance et des identifiants hospitaliers.
- En **pharmacovigilance**, un rapport de cas individuel (ICSR) valide répond à **quatre critères minimaux** : un **notificateur identifiable**, un **patient identifiable**, au moins un effet indésirable suspecté et au moins un médicament suspecté (module VI des BPV de l’UE, section VI.B.2). Le patient doit seulement être **identifiable** : l’âge, le sexe ou les initiales suffisent, et un nom n’est jamais nécessaire. Il en va de même après l’autorisation pour les **notifications spontanées** et pour les cas que l’entreprise relève dans la **littérature médicale**, qu’elle est tenue de surveiller.

Si un centre télécharge des documents non caviardés, agissez immédiatement : restreignez l’accès aux fichiers, demandez au centre de les remplacer par des versions caviardées et codées selon la procédure documentée et tracée du système, associez le **DPD** (qui peut apprécier s’il y a eu violation de données à caractère personnel) et traitez la cause profonde par une nouvelle formation et des contrôles des téléchargements.

## Un accès limité au besoin d’en connaître

L’accessibilité fait partie de la minimisation par défaut (art. 25, par. 2). Utilisez un **accès fondé sur les rôles** dans l’EDC, l’IRT et les systèmes de pharmacovigilance :

- les **données levant l’insu** ne vont qu’aux rôles non aveugles ;
- les **moniteurs** ne voient que les centres qu’ils surveillent ;
- les prestataires ne voient que les données que leur tâche exige.

Revoyez les listes d’accès chaque fois qu’un membre du personnel change de rôle ou quitte l’étude.

## Utilisation secondaire et Espace européen des données de santé

Les données d’essai et de santé sont de plus en plus réutilisées pour de nouvelles recherches. Selon le RGPD, le traitement ultérieur à des fins de recherche est présumé compatible lorsque les **garanties de l’art. 89, par. 1,** s’appliquent (art. 5, par. 1, point b)), et la minimisation reste de mise : pseudonymisez, ou anonymisez lorsque la recherche le permet.

Le **règlement (UE) 2025/327 relatif à l’Espace européen des données de santé (EEDS)** ajoute un cadre pour l’**utilisation secondaire** des données de santé électroniques :

- les chercheurs, entreprises comprises, demandent à un **organisme responsable de l’accès aux données de santé** national une **autorisation de traitement de données** pour une finalité déterminée ;
- ils ne travaillent sur les données que dans un **environnement de traitement sécurisé**, **anonymisées** par défaut et **pseudonymisées** seulement lorsque la finalité l’exige ; la réidentification des personnes est interdite ;
- les personnes peuvent **refuser** (opt-out) l’utilisation secondaire, sous réserve des exceptions prévues par le règlement.

Le règlement est entré en vigueur en 2025, et ses règles relatives à l’utilisation secondaire s’appliquent progressivement à partir de 2029. Il ne remplace pas le RGPD : les deux s’appliquent.

## Limitation de la conservation et durées de conservation

Les données ne doivent pas être conservées sous une forme identifiante plus longtemps que nécessaire (**limitation de la conservation**, **art. 5, par. 1, point e)**). Les données de recherche peuvent être conservées plus longtemps lorsque les garanties de l’art. 89, par. 1, s’appliquent, mais « plus longtemps » ne veut pas dire « indéfiniment ». Les durées de conservation doivent figurer au **registre de l’art. 30** (art. 30, par. 1, point f)) et être expliquées dans les notices d’information (art. 13, par. 2, point a)).

Pour les essais cliniques, le **dossier permanent de l’essai (TMF)** doit être archivé pendant **au moins 25 ans** (art. 58 du règlement (UE) n° 536/2014 relatif aux essais cliniques, REC) ; les dossiers médicaux suivent le droit national. Cette obligation justifie la **conservation** des données ; elle ne justifie pas leur **réutilisation** à de nouvelles fins. La minimisation ne signifie jamais détruire le TMF de manière anticipée, et le chiffrement des données ne permet pas de les conserver indéfiniment.

La transparence envers le public suit la même logique : la partie publique de la base de données de l’UE sur les essais cliniques ne contient pas de données à caractère personnel des participants (art. 81 du REC).

## Points clés

- Chaque donnée exige une finalité documentée ; « au cas où » n’est pas une finalité (art. 5, par. 1, points b) et c)).
- Intégrez la minimisation dans les protocoles, les eCRF et les systèmes pour qu’elle s’applique par défaut (art. 25).
- Les données codées sont des données à caractère personnel pseudonymisées : la minimisation s’applique donc (art. 4, point 5), considérant 26).
- Préférez l’âge, les champs codés et les documents caviardés ; tenez les noms à l’écart des systèmes du promoteur et des cas de pharmacovigilance.
- Conservez le TMF pendant toute la durée légale sans le réutiliser à de nouvelles fins (art. 5, par. 1, point e), art. 58 du REC).`,
  },
  questions: [
    {
      id: 25,
      question:
        "Le projet d’eCRF d’un essai de phase III demande aux centres d’enregistrer la date de naissance complète de chaque participant. Le protocole n’utilise que l’âge à la sélection, pour vérifier la tranche d’éligibilité de 18 à 75 ans et décrire la population de l’étude. Que devez-vous recommander ?",
      options: [
        "Garder la date de naissance complète : les données sont codées, ce détail supplémentaire n’ajoute donc aucun risque",
        "Enregistrer l’âge à la sélection ou l’année de naissance ; la date complète n’est jamais utile aux finalités de ce protocole",
        "Garder la date complète mais la masquer aux utilisateurs du promoteur, puisque les centres la détiennent de toute façon",
        "N’enregistrer aucun âge : une case oui/non d’éligibilité suffit, et moins de données est toujours le meilleur choix",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 5, par. 1, point c), exige des données adéquates, pertinentes et limitées à ce qui est nécessaire, et l’art. 25, par. 2, l’applique par défaut. Si l’âge ou l’année de naissance répond aux besoins du protocole, la date de naissance complète est une donnée excédentaire dès sa collecte ; les données d’essai codées restent des données à caractère personnel (art. 4, point 5)). La minimisation exige aussi des données adéquates : le protocole décrit la population par l’âge, une case oui/non serait donc insuffisante.",
    },
    {
      id: 26,
      question:
        "Pour une étude sur registre, 12 hôpitaux enverront les dossiers codés de 30 000 anciens patients. Un chef de projet veut que les hôpitaux ajoutent noms et adresses pour que le promoteur puisse écrire à chaque patient en lui donnant les informations exigées par l’art. 14. Que conseillez-vous ?",
      options: [
        "Collecter noms et adresses, puisque l’art. 14 exige d’informer chaque patient individuellement par écrit",
        "Collecter noms et adresses, mais les supprimer une fois les courriers partis, pour que l’étude reste minimale",
        "Ne donner aucune information : les données de registre codées sont dispensées des obligations de transparence",
        "Ne pas les collecter : si l’information individuelle est disproportionnée, l’art. 14, par. 5, point b), permet une information publique",
      ],
      correctAnswer: 3,
      explanation:
        "Un responsable du traitement n’est pas tenu de collecter des données d’identification dans le seul but de respecter le RGPD (art. 11, par. 1). Pour une recherche assortie des garanties de l’art. 89, par. 1, l’art. 14, par. 5, point b), lève l’obligation d’informer chaque personne lorsque cela se révèle impossible ou exigerait des efforts disproportionnés ; le responsable du traitement protège alors les personnes par d’autres moyens, notamment en rendant les informations publiquement disponibles.",
    },
    {
      id: 27,
      question:
        "Vous découvrez qu’un centre a téléchargé dans l’EDC, comme documents justificatifs d’événements indésirables, des lettres de sortie non caviardées montrant les noms et adresses des patients. Quelle est la réponse la plus appropriée ?",
      options: [
        "Restreindre l’accès aux fichiers, obtenir du centre des versions caviardées et codées en remplacement, et informer le DPD",
        "Les laisser en place : l’EDC est validé et son accès contrôlé, les lettres sont donc en sécurité là où elles se trouvent",
        "Télécharger les lettres, les caviarder de manière centralisée et les recharger, pour ne pas alourdir la tâche des centres",
        "Supprimer immédiatement les lettres de l’EDC, sans laisser de trace, pour qu’il ne reste de données identifiantes nulle part",
      ],
      correctAnswer: 0,
      explanation:
        "Les noms et adresses ne sont pas nécessaires dans les systèmes du promoteur : les y conserver enfreint l’art. 5, par. 1, point c), et la protection des données par défaut (art. 25, par. 2). L’accès doit être limité immédiatement et le centre doit caviarder à la source selon la procédure tracée ; extraire des copies des fichiers multiplie l’exposition, et le DPD peut apprécier s’il y a eu violation de données à caractère personnel.",
    },
    {
      id: 28,
      question:
        "L’équipe de biostatistique veut ajouter un champ libre « Toute autre information pouvant être utile à de futures recherches » sur chaque page de visite de l’eCRF. Quelle réponse est conforme au RGPD ?",
      options: [
        "L’accepter : la recherche est dispensée de minimisation tant que les données restent pseudonymisées",
        "Le refuser, et supprimer aussi les champs d’antécédents médicaux, car un eCRF ne peut contenir que des valeurs codées",
        "Le refuser : un champ sans finalité déterminée collecte des données au cas où, ce que la minimisation interdit",
        "Le limiter à la dernière visite, pour que les données supplémentaires ne soient collectées qu’une fois et non à chaque visite",
      ],
      correctAnswer: 2,
      explanation:
        "L’art. 5, par. 1, point b), exige des finalités déterminées et explicites, et l’art. 5, par. 1, point c), limite les données à ce dont ces finalités ont besoin. Les garanties de recherche de l’art. 89, par. 1, doivent elles-mêmes assurer la minimisation, et le texte libre capte souvent des identifiants supplémentaires : un champ vague « recherche future » ne peut donc être justifié à aucune visite ; le chiffrement protège les données, mais ne les rend pas nécessaires. Les champs d’antécédents médicaux requis par les critères d’exclusion restent.",
    },
    {
      id: 29,
      question:
        "La veille de la littérature relève un cas publié : « une femme de 54 ans » a développé une hépatite après avoir pris le produit commercialisé de l’entreprise. Un médecin de pharmacovigilance veut demander aux auteurs son nom et son numéro hospitalier « pour rendre le cas valide ». Que lui répondez-vous ?",
      options: [
        "Le cas est valide sans nom : un notificateur et un patient identifiables, un effet et un produit suspectés suffisent",
        "Il a raison : sans nom, la patiente n’est pas identifiable, le cas ne peut donc pas être traité comme un ICSR",
        "Les cas de la littérature ne sont pas du tout à déclarer, car ce sont les auteurs, et non l’entreprise, qui ont observé la patiente",
        "Demander le nom mais ne le garder que dans la base de pharmacovigilance, dispensée de minimisation en tant qu’obligation légale",
      ],
      correctAnswer: 0,
      explanation:
        "Un ICSR valide répond à quatre critères minimaux : un notificateur identifiable, un patient identifiable, au moins un effet indésirable suspecté et au moins un médicament suspecté (module VI des BPV de l’UE, section VI.B.2). L’âge et le sexe rendent la patiente identifiable, et les cas relevés dans la littérature médicale doivent être traités comme des notifications spontanées. Un traitement fondé sur une obligation légale respecte lui aussi la minimisation (art. 5, par. 1, point c)).",
    },
    {
      id: 30,
      question:
        "Un essai a été clôturé il y a deux ans. Pour « appliquer la minimisation des données », un gestionnaire des archives propose de détruire dès maintenant le dossier permanent de l’essai (TMF). Qu’est-ce qui est exact ?",
      options: [
        "Le détruire maintenant : la limitation de la conservation impose l’effacement dès la fin de l’étude",
        "Ne le garder que jusqu’à l’octroi de l’autorisation de mise sur le marché, puis le détruire au titre de la limitation de la conservation",
        "Le garder et, puisqu’il est conservé de toute façon, laisser toute nouvelle étude du promoteur l’utiliser librement",
        "Le conserver en totalité au moins 25 ans comme l’exige le REC, sans le réutiliser à de nouvelles fins",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 58 du REC impose d’archiver le TMF pendant au moins 25 ans, et la limitation de la conservation (art. 5, par. 1, point e)) permet de conserver des données aussi longtemps qu’une finalité justifiée l’exige. L’obligation d’archivage justifie la conservation des données, pas leur utilisation à de nouvelles fins.",
    },
    {
      id: 31,
      question:
        "Vous configurez les rôles de l’EDC. Une ARC qui surveille trois centres en Allemagne demande un accès en lecture aux 40 centres de l’essai « pour comparer la qualité des données ». Qu’exige la protection des données par défaut ?",
      options: [
        "Accorder un accès complet en lecture : l’ARC est tenue au secret professionnel, ce qui constitue une garantie suffisante",
        "Limiter l’accès à ses trois centres ; les comparaisons entre centres peuvent s’appuyer sur des rapports agrégés",
        "Exporter les données des autres centres dans un tableur pour l’ARC, afin que les rôles de l’EDC restent inchangés",
        "Laisser l’accès en l’état et refuser la comparaison : comparer la qualité des données des centres n’est pas une finalité licite",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 25, par. 2, exige que, par défaut, les données à caractère personnel ne soient pas rendues accessibles au-delà de ce que chaque finalité requiert. L’accès fondé sur les rôles signifie que les moniteurs ne voient que les centres qu’ils surveillent ; les obligations de confidentialité ne remplacent pas les limites d’accès, et un export diffuse les mêmes données encore plus largement. Comparer la qualité des données est une finalité légitime, que des rapports agrégés servent sans exposer les dossiers des autres centres.",
    },
    {
      id: 32,
      question:
        "Un promoteur veut partager un jeu de données « anonymisé » issu d’un essai sur une maladie rare portant sur 40 patients. Les noms et codes sujets ont été supprimés, mais les dates exactes de visite, le pays, le sous-type de diagnostic et les variants génomiques subsistent. Comment traiter ce jeu de données ?",
      options: [
        "Comme des données anonymes : tous les identifiants directs ont disparu, le RGPD ne s’applique donc plus au jeu",
        "Comme des données anonymes, dès lors qu’il est partagé dans le cadre d’un accord interdisant toute tentative de réidentification",
        "Comme des données personnelles : la maladie rare, les dates exactes et les variants génomiques rendent la réidentification probable",
        "Comme des données personnelles pour les seules dates ; les variants génomiques pris isolément sont anonymes",
      ],
      correctAnswer: 2,
      explanation:
        "Selon le considérant 26, des données ne sont anonymes que si la réidentification n’est pas raisonnablement susceptible de se produire, compte tenu du coût, du temps et des technologies. Les petits jeux de données riches sur des maladies rares, avec des dates et des données génomiques, satisfont rarement à ce critère, et un contrat ne change pas la nature des données : le RGPD, y compris la minimisation, continue donc de s’appliquer.",
    },
    {
      id: 65,
      question:
        "Une équipe de recherche veut utiliser des dossiers de santé de trois États membres pour une étude des résultats cliniques de l’insuffisance cardiaque, via l’Espace européen des données de santé, une fois ses règles d’utilisation secondaire applicables. Comment obtient-elle les données ?",
      options: [
        "Elle demande une autorisation de traitement à un organisme d’accès aux données de santé et travaille dans un environnement sécurisé.",
        "Elle demande une copie à chaque hôpital, puisque l’EEDS permet à toute entreprise de télécharger les dossiers dont elle a besoin.",
        "Elle recueille d’abord le consentement explicite de chaque patient, car l’EEDS n’autorise l’utilisation secondaire qu’avec un consentement.",
        "Elle n’a besoin d’aucune autorisation : les données de l’EEDS sont anonymes par définition, aucune règle ne s’y applique donc.",
      ],
      correctAnswer: 0,
      explanation:
        "En vertu du règlement (UE) 2025/327 relatif à l’EEDS, un utilisateur de données demande à un organisme responsable de l’accès aux données de santé une autorisation de traitement de données pour une finalité déterminée et ne traite les données que dans un environnement de traitement sécurisé. Les données sont anonymisées par défaut et pseudonymisées seulement si nécessaire ; le RGPD continue donc de s’appliquer aux données pseudonymisées. C’est l’autorisation, et non le consentement de chaque patient, qui ouvre l’accès, même si les personnes peuvent exercer leur droit de refus.",
    },
    {
      id: 66,
      question:
        "Sous quelle forme l’Espace européen des données de santé met-il les données de santé électroniques à disposition pour une utilisation secondaire ?",
      options: [
        "Entièrement identifiées, afin que les chercheurs puissent recontacter les patients pour des études de suivi.",
        "Anonymisées par défaut, pseudonymisées si la finalité l’exige, la réidentification étant interdite.",
        "Sous la forme que chaque hôpital préfère, puisque l’EEDS laisse le format aux détenteurs de données.",
        "Pseudonymisées, la clé étant envoyée à l’équipe de recherche pour que les dossiers puissent être reliés plus tard.",
      ],
      correctAnswer: 1,
      explanation:
        "L’EEDS suit le principe de minimisation : les données sont fournies anonymisées lorsque la finalité peut être atteinte ainsi, et pseudonymisées seulement dans le cas contraire, la clé étant conservée par l’organisme responsable de l’accès aux données de santé. Les utilisateurs de données ne peuvent tenter de réidentifier quiconque. Cela reflète la règle du RGPD selon laquelle les données pseudonymisées restent des données à caractère personnel (art. 4, point 5)).",
    },
  ],
};
