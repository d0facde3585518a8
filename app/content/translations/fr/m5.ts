import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Vous êtes responsable des systèmes informatiques d’une entreprise pharmaceutique de taille moyenne qui lance son premier **essai clinique décentralisé**. Pendant 18 mois, **5 000 patients** dans six pays de l’UE porteront une montre connectée qui enregistre leur fréquence cardiaque, leur sommeil et leur activité, et déclareront leurs symptômes au moyen d’une **application eCOA** sur leur téléphone. Toutes les données alimentent une plateforme **EDC dans le cloud** exploitée par un prestataire spécialisé.

La mise en production est prévue dans huit semaines, et la pression monte. Le prestataire eCOA vous présente son **certificat ISO 27001** et affirme que ses conditions générales de service « couvrent le RGPD ». Le prestataire EDC indique qu’il fera bientôt appel à un nouveau sous-traitant de support ayant accès à la base de production. L’équipe clinique demande si le personnel des centres pourrait partager un identifiant par centre « pour simplifier », et le chef de projet propose de réaliser l’analyse d’impact relative à la protection des données « après le lancement, quand nous verrons comment le système se comporte ».

Votre responsable de la sécurité des systèmes d’information (RSSI) attend votre recommandation pour vendredi.

Vous devez déterminer quel niveau de sécurité est approprié pour ce traitement, ce qu’il vous faut de chaque prestataire avant que la moindre donnée de patient ne circule, si une AIPD est requise et à quel moment, et quelles propositions de vos collègues vous devez refuser.`,
  training: {
    title: "La sécurité du traitement dans les systèmes des essais cliniques",
    content: `## La sécurité est un principe de la protection des données

Le RGPD fait de la sécurité l’un de ses principes fondamentaux. Les données à caractère personnel doivent être traitées de façon à garantir une sécurité appropriée, y compris la protection contre le **traitement non autorisé ou illicite** et contre **la perte, la destruction ou les dégâts d’origine accidentelle** (principe d’**intégrité et de confidentialité**, **art. 5, par. 1, point f)**). Les systèmes des essais cliniques contiennent des données de santé, souvent des données génétiques, et de plus en plus des flux continus issus d’objets connectés et d’applications : une défaillance de sécurité peut donc nuire aux participants et compromettre la fiabilité de l’essai.

La sécurité a trois propriétés, et toutes trois relèvent de la protection des données :

- **Confidentialité :** seules les personnes autorisées peuvent voir les données.
- **Intégrité :** les données ne sont ni modifiées ni corrompues sans autorisation.
- **Disponibilité :** les données sont accessibles et peuvent être restaurées en cas de besoin. Un EDC indisponible pendant une visite d’administration, ou des données d’essai perdues faute de sauvegarde utilisable, constituent aussi un problème de protection des données.

Les menaces ne viennent pas seulement de pirates extérieurs. Les e-mails mal adressés, les droits d’accès trop larges, les appareils perdus et le personnel qui consulte des données dont il n’a pas besoin sont des risques tout aussi réels.

## Des mesures appropriées : l’approche fondée sur les risques de l’art. 32

L’**art. 32, par. 1,** impose **tant aux responsables du traitement qu’aux sous-traitants** de mettre en œuvre les mesures techniques et organisationnelles appropriées afin de garantir un niveau de sécurité adapté au risque, compte tenu de l’**état des connaissances**, des **coûts de mise en œuvre** et des risques pour les personnes. L’article donne des exemples :

- la **pseudonymisation et le chiffrement** des données à caractère personnel ;
- des moyens permettant de garantir la **confidentialité, l’intégrité, la disponibilité et la résilience** constantes des systèmes et des services ;
- des moyens permettant de **rétablir** la disponibilité des données et l’accès à celles-ci dans des délais appropriés en cas d’incident ;
- une procédure visant à **tester régulièrement**, à analyser et à évaluer l’efficacité des mesures.

Pour déterminer ce qui est approprié, tenez compte des risques de **destruction, de perte, d’altération, de divulgation non autorisée ou d’accès non autorisé**, de manière accidentelle ou illicite, à des données à caractère personnel (**art. 32, par. 2**).

La norme étant fondée sur les risques, le RGPD ne prescrit pas de liste de contrôle figée, et **le chiffrement n’est pas obligatoire dans tous les cas**. Pour des données de santé à grande échelle, l’état des connaissances orientera toutefois normalement vers le chiffrement, et vous devez être en mesure de justifier toute mesure que vous décidez de ne pas appliquer.

**Les données pseudonymisées doivent elles aussi être sécurisées.** Les codes sujets réduisent le risque, mais les données codées restent des données à caractère personnel, et la clé détenue par le centre doit également être protégée.

## Mesures organisationnelles et facteur humain

- Toute personne agissant sous l’autorité du responsable du traitement ou du sous-traitant qui a accès à des données à caractère personnel ne peut les traiter que **sur instruction** (**art. 32, par. 4**).
- Les sous-traitants doivent veiller à ce que leur personnel soit soumis à une obligation de **confidentialité** (**art. 28, par. 3, point b)**).
- Attribuez à chaque utilisateur un **compte individuel** dont les droits correspondent à son rôle. Les identifiants partagés vident les pistes d’audit de leur sens, quelle que soit la robustesse du mot de passe.
- Décrivez vos mesures de sécurité dans le **registre des activités de traitement** (**art. 30, par. 1, point g)**).

## La couche des BPC

Les systèmes cliniques relèvent aussi des bonnes pratiques cliniques : l’ICH E6(R3) et, pour les essais dans l’UE, la ligne directrice de l’EMA sur les systèmes informatisés et les données électroniques dans les essais cliniques (**EMA/INS/GCP/112288/2023**, applicable depuis le 9 septembre 2023). L’annexe 11 des BPF de l’UE en est l’équivalent pour la fabrication, et non pour les essais. Ces règles exigent des **systèmes validés**, des **comptes utilisateurs individuels**, des **pistes d’audit** et des **sauvegardes**. Les deux cadres se renforcent mutuellement, avec deux points à retenir :

- **Les pistes d’audit contiennent elles-mêmes des données à caractère personnel** (qui a modifié quoi, et quand) : elles doivent donc aussi être protégées et soumises à un contrôle d’accès.
- **Les sauvegardes sont des copies de données à caractère personnel.** Elles doivent être protégées comme le système en production, et la perte d’une sauvegarde, ou un accès non autorisé à celle-ci, constitue une violation de données à caractère personnel.

## Choisir les prestataires et contractualiser

Les essais décentralisés reposent sur des fournisseurs d’eCOA, des plateformes EDC dans le cloud, des fabricants d’objets connectés et leurs sous-traitants. L’externalisation ne **transfère pas** la responsabilité :

- Ne faites appel qu’à des sous-traitants qui présentent des **garanties suffisantes** quant à la mise en œuvre de mesures appropriées (**art. 28, par. 1**) ; en pratique, cela suppose une qualification documentée du prestataire.
- Le **contrat de l’art. 28, par. 3,** doit prévoir le traitement sur instruction documentée uniquement, la confidentialité du personnel, les mesures de sécurité, les conditions du recours à des sous-traitants ultérieurs, l’aide apportée pour les droits des personnes concernées et pour les art. 32 à 36 (sécurité, notification des violations, AIPD et consultation préalable), la suppression ou la restitution des données au terme de la prestation, ainsi que les audits et inspections.
- Un sous-traitant ne peut recruter un **sous-traitant ultérieur** qu’avec l’autorisation écrite préalable, spécifique ou générale, du responsable du traitement (**art. 28, par. 2**). Dans le cas d’une autorisation **générale**, le sous-traitant informe le responsable du traitement de tout ajout ou remplacement envisagé, ce qui donne à celui-ci la possibilité d’**émettre des objections**.
- Les sous-traitants sont **directement responsables** de leurs propres manquements (art. 82 et art. 83, par. 4), mais le responsable du traitement reste comptable du choix de son prestataire et de ses instructions.

**Les certifications et les codes de conduite** peuvent aider à démontrer la conformité (**art. 32, par. 3**), mais aucune norme n’est imposée. Un certificat **ISO 27001** est un élément de preuve utile ; il ne vaut pas conformité au RGPD et ne remplace ni le contrat de l’art. 28 ni votre propre évaluation du prestataire.

## Analyses d’impact relatives à la protection des données

Une **AIPD** est requise **avant** un traitement susceptible d’engendrer un risque élevé (**art. 35, par. 1**), notamment en cas de **traitement à grande échelle de catégories particulières de données**, comme les données de santé (**art. 35, par. 3, point b)**). Les lignes directrices relatives à l’AIPD (WP248) énumèrent des critères parmi lesquels figurent les données sensibles, les personnes vulnérables, les technologies nouvelles, la grande échelle et le croisement ou la combinaison d’ensembles de données. Un traitement qui remplit **au moins deux** critères exige généralement une AIPD. Un essai décentralisé qui collecte les données d’objets connectés de milliers de patients en remplit plusieurs à la fois.

Une AIPD contient au moins (**art. 35, par. 7**) :

- une **description** systématique du traitement et de ses finalités ;
- une évaluation de sa **nécessité et de sa proportionnalité** ;
- une évaluation des **risques** pour les droits et libertés des personnes ;
- les **mesures** envisagées pour faire face à ces risques.

Demandez l’**avis du DPD** (art. 35, par. 2). Une seule AIPD peut porter sur un ensemble d’opérations de traitement similaires (art. 35, par. 1), et elle doit être **réexaminée lorsque les risques évoluent** (art. 35, par. 11), par exemple lors de l’ajout d’un nouvel appareil ou d’un nouveau prestataire. Une AIPD n’est pas une formalité postérieure à la mise en production, ni un exercice réservé à l’après-violation.

Les AIPD ne sont pas systématiquement transmises à l’autorité de contrôle. Si, après atténuation, un **risque résiduel élevé** subsiste, le responsable du traitement doit **consulter l’autorité de contrôle avant** le début du traitement (**consultation préalable, art. 36, par. 1**). L’autorité répond dans un délai de **8 semaines**, qui peut être prolongé de **6 semaines** (art. 36, par. 2).

## Outils d’IA et données d’essai

Les outils publics d’IA générative sont une nouvelle voie par laquelle les données peuvent sortir de l’entreprise. Saisir ou téléverser des données de participants, des narratifs de patients, des déclarations d’événements indésirables ou des résultats non publiés dans un **outil d’IA public** les communique à un fournisseur qui n’a aucun contrat avec vous et peut conserver ou réutiliser ce qu’il reçoit. Il s’agit d’un traitement sans contrat de sous-traitance (art. 28) ni garanties de transfert : ne le faites pas.

- N’utilisez que des outils d’IA **approuvés par l’entreprise**, sous contrat, paramétrés pour ne pas s’entraîner sur vos saisies, et n’y entrez pas plus de données que la tâche n’en exige : des données **pseudonymisées ou anonymisées** dans la mesure du possible.
- Le RGPD s’applique à l’IA comme à tout autre traitement : une **AIPD** (art. 35) est généralement un préalable pour l’IA appliquée aux données de santé, et l’art. 22 encadre les décisions automatisées concernant des personnes.
- Le **règlement sur l’intelligence artificielle** (règlement (UE) 2024/1689) ajoute des obligations par étapes : ses interdictions de pratiques prohibées et l’obligation d’assurer la **maîtrise de l’IA** du personnel qui utilise l’IA (art. 4) s’appliquent depuis février 2025, les règles relatives aux modèles d’IA à usage général depuis août 2025, et celles relatives aux systèmes à haut risque, comme l’IA intégrée aux dispositifs médicaux, s’appliqueront plus tard.

## Pourquoi le chiffrement est rentable

Si les données à caractère personnel touchées par une violation ont été rendues incompréhensibles pour toute personne non autorisée à y avoir accès, par exemple au moyen d’un chiffrement dont la clé est restée en lieu sûr, le responsable du traitement n’est pas tenu d’informer les personnes (**art. 34, par. 3, point a)**). Chiffrer les ordinateurs portables, les bases de données, les sauvegardes et les données en transit entre appareils, applications et EDC réduit donc à la fois le préjudice et la charge de la réponse en cas d’incident.

## Amendes

Les manquements aux obligations en matière de sécurité et de sous-traitance peuvent entraîner des amendes allant jusqu’à **10 millions d’euros ou 2 %** du chiffre d’affaires annuel mondial, le montant le plus élevé étant retenu (art. 83, par. 4). Lorsqu’un manquement enfreint aussi le principe d’intégrité et de confidentialité de l’art. 5, par. 1, point f), c’est le **plafond supérieur** de 20 millions d’euros ou 4 % qui s’applique (art. 83, par. 5). Les sous-traitants peuvent être sanctionnés directement.

## Points clés

- La sécurité protège la confidentialité, l’intégrité et la disponibilité (art. 5, par. 1, point f), art. 32).
- Les mesures sont fondées sur les risques, et les responsables du traitement comme les sous-traitants doivent les appliquer.
- Qualifiez les prestataires, signez des contrats complets au titre de l’art. 28 et autorisez les sous-traitants ultérieurs par écrit, de manière spécifique ou générale avec un droit d’objection.
- Finalisez l’AIPD avant la mise en production, et consultez l’autorité de contrôle si un risque élevé subsiste (art. 35 et 36).
- Des comptes individuels, des pistes d’audit protégées et des sauvegardes testées servent aussi bien les BPC que le RGPD.`,
  },
  questions: [
    {
      id: 33,
      question:
        "Votre essai décentralisé collectera les données de santé d’objets connectés et d’eCOA de 5 000 patients. Le chef de projet propose de finaliser l’AIPD trois mois après la mise en production. Qu’est-ce qui est exact ?",
      options: [
        "C’est acceptable : une AIPD sert à évaluer les risques réels, et seules des données réelles peuvent les révéler",
        "Ce n’est pas acceptable : l’AIPD doit être terminée et approuvée par l’autorité de contrôle avant la mise en production",
        "Ce n’est pas acceptable : un traitement à grande échelle de données de santé exige l’AIPD avant son début",
        "Ce n’est pas nécessaire, car les données sont pseudonymisées par des codes sujets dès le premier jour",
      ],
      correctAnswer: 2,
      explanation:
        "L’art. 35, par. 1, exige une AIPD avant le début d’un traitement à risque élevé, et l’art. 35, par. 3, point b), vise le traitement à grande échelle de catégories particulières de données, comme les données de santé. Données sensibles, technologie nouvelle et grande échelle sont toutes réunies ici ; les données pseudonymisées restent des données à caractère personnel, et une AIPD n’est pas systématiquement transmise à l’autorité. Seul un risque résiduel élevé entraîne une consultation préalable (art. 36).",
    },
    {
      id: 34,
      question:
        "Un prestataire eCOA présente son certificat ISO 27001 et affirme que ses conditions générales « couvrent le RGPD ». Les achats veulent signer immédiatement. Qu’est-ce que l’informatique doit exiger ?",
      options: [
        "Une évaluation des garanties du prestataire et un contrat reprenant toutes les clauses de l’art. 28, par. 3 ; le certificat y aide",
        "Rien de plus : un certificat ISO 27001 démontre que le prestataire respecte les règles de sécurité du RGPD",
        "Un refus : seuls les prestataires certifiés selon un mécanisme approuvé au titre de l’art. 42 peuvent traiter des données de santé",
        "Le dernier rapport d’audit ISO 27001 du prestataire, qui peut tenir lieu de contrat de sous-traitance distinct",
      ],
      correctAnswer: 0,
      explanation:
        "Les certifications peuvent aider à démontrer la conformité (art. 32, par. 3), mais aucune norme n’est imposée ni n’équivaut à la conformité. Les responsables du traitement doivent faire appel à des sous-traitants présentant des garanties suffisantes (art. 28, par. 1), dans le cadre d’un contrat couvrant les instructions, la sécurité, les sous-traitants ultérieurs, l’assistance, la suppression et les audits (art. 28, par. 3). La certification au titre de l’art. 42 est volontaire ; ce n’est pas une condition pour recourir à un sous-traitant.",
    },
    {
      id: 35,
      question:
        "Le contrat du promoteur avec son prestataire EDC cloud accorde une autorisation écrite générale pour les sous-traitants ultérieurs. Le prestataire annonce que, dans 30 jours, il ajoutera un nouveau sous-traitant de support ayant accès aux données de l’essai. Que découle-t-il de l’art. 28, par. 2 ?",
      options: [
        "Rien : une autorisation générale couvre tout sous-traitant ultérieur choisi par le prestataire, avec ou sans préavis",
        "Le promoteur doit signer son propre contrat directement avec le sous-traitant avant que la moindre donnée ne circule",
        "Le prestataire a encore besoin d’une nouvelle autorisation écrite spécifique du promoteur pour ce sous-traitant",
        "Le prestataire a informé le promoteur comme requis, et celui-ci peut émettre des objections avant le changement",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 28, par. 2, autorise le recours à des sous-traitants ultérieurs avec l’autorisation écrite préalable, spécifique ou générale, du responsable du traitement. Dans le cas d’une autorisation générale, le sous-traitant informe le responsable du traitement de tout ajout ou remplacement envisagé, ce qui lui donne la possibilité d’émettre des objections : c’est l’objet du préavis de 30 jours. C’est le prestataire, et non le promoteur, qui signe le contrat de sous-traitance ultérieure (art. 28, par. 4).",
    },
    {
      id: 36,
      question:
        "Un centre demande un identifiant eCOA partagé pour ses infirmières de nuit, qui saisissent à tour de rôle les données des journaux des patients. Quelle est la meilleure réponse ?",
      options: [
        "L’accepter si le centre tient un registre papier indiquant quelle infirmière a utilisé l’identifiant à chaque garde",
        "Arrêter complètement la saisie de nuit, pour que les journaux ne soient saisis qu’en présence du personnel de jour nominatif",
        "Donner à chaque infirmière un compte nominatif, pour que la piste d’audit montre qui a saisi quoi",
        "Laisser les infirmières utiliser la nuit le compte de l’investigateur du centre, puisqu’il est de toute façon responsable",
      ],
      correctAnswer: 2,
      explanation:
        "L’art. 32 exige des mesures qui protègent la confidentialité et l’intégrité, et la ligne directrice de l’EMA sur les systèmes informatisés dans les essais cliniques (EMA/INS/GCP/112288/2023) attend des comptes utilisateurs individuels et des pistes d’audit permettant d’attribuer chaque action. Un identifiant partagé ou emprunté empêche d’attribuer les saisies ou de retirer l’accès d’une seule personne, et un registre papier n’y remédie pas. Des comptes nominatifs règlent le problème sans arrêter la saisie de nuit.",
    },
    {
      id: 37,
      question:
        "Un ordinateur portable d’étude contenant une copie de données d’objets connectés est volé. Son disque était protégé par un chiffrement conforme à l’état de l’art et la clé n’a pas été compromise. Quelle affirmation est exacte ?",
      options: [
        "Les patients n’ont pas à être informés, les données étant incompréhensibles pour le voleur ; la violation est consignée",
        "Tous les patients concernés doivent être informés individuellement, car des données de santé sont en jeu",
        "L’autorité et les patients doivent tous deux être informés sous 72 heures, comme pour tout appareil perdu contenant des données de santé",
        "Ce n’est pas du tout une violation de données, il n’y a donc rien à consigner ni à notifier",
      ],
      correctAnswer: 0,
      explanation:
        "L’art. 34, par. 3, point a), lève l’obligation d’informer les personnes si les données ont été rendues incompréhensibles, par exemple par un chiffrement dont la clé est restée en lieu sûr. Le vol reste une violation et doit être documenté (art. 33, par. 5) ; la clé étant protégée, un risque pour les patients est peu probable, de sorte que l’autorité n’a pas non plus à être notifiée (art. 33, par. 1).",
    },
    {
      id: 38,
      question:
        "L’AIPD de votre nouvelle plateforme de données génomiques conclut que, même après toutes les mesures prévues, un risque élevé subsiste pour les participants. Que doit-il se passer ensuite ?",
      options: [
        "Mettre en production et surveiller de près : l’AIPD est faite, et c’est tout ce qu’exige le RGPD",
        "Consulter l’autorité de contrôle avant de commencer ; elle dispose de 8 semaines pour répondre, prolongeables de 6",
        "Arrêter le projet : le RGPD interdit tout traitement qui conserve un risque résiduel élevé après une AIPD",
        "Faire accepter par écrit le risque résiduel par le DPD, ce qui met fin aux obligations de l’entreprise",
      ],
      correctAnswer: 1,
      explanation:
        "Lorsqu’une AIPD révèle un risque élevé que le responsable du traitement ne peut atténuer, une consultation préalable de l’autorité de contrôle est requise avant le traitement (art. 36, par. 1). Le RGPD n’interdit pas purement et simplement un tel traitement : l’autorité répond dans un délai de 8 semaines, prolongeable de 6, et peut faire usage de ses pouvoirs (art. 36, par. 2). Le DPD conseille, mais l’entreprise reste responsable.",
    },
    {
      id: 39,
      question:
        "Un rançongiciel chiffre la base de production du prestataire eCOA. Aucune donnée n’a été copiée, mais la restauration à partir des sauvegardes prend deux semaines, car celles-ci n’avaient jamais été testées. Un collègue affirme que ce n’est pas une question de protection des données, puisque personne n’a vu les données. Qu’est-ce qui est exact ?",
      options: [
        "Il a raison : les données n’ont été ni copiées ni vues, la confidentialité n’a donc jamais été en jeu",
        "Il a raison, car la panne a touché les systèmes du prestataire et non ceux du promoteur",
        "Il a tort : toute indisponibilité d’un système contenant des données d’essai doit être notifiée à l’autorité sous 72 heures",
        "Il a tort : la sécurité couvre la disponibilité, y compris une restauration rapide et des sauvegardes testées",
      ],
      correctAnswer: 3,
      explanation:
        "L’art. 5, par. 1, point f), protège contre la perte et les dégâts d’origine accidentelle, et l’art. 32, par. 1, attend disponibilité, résilience, rétablissement dans des délais appropriés et tests réguliers. Perdre l’accès aux données d’essai est une défaillance de sécurité, et une violation de données à caractère personnel, même si personne n’a vu les données ; son caractère notifiable dépend du risque, et non d’un nombre d’heures fixe.",
    },
    {
      id: 40,
      question:
        "Votre entreprise externalise l’hébergement de l’eCOA et de l’EDC auprès de sous-traitants. Un responsable en conclut que la sécurité est désormais « le problème des prestataires ». Quelle affirmation est exacte ?",
      options: [
        "Exact : une fois le contrat de sous-traitance signé, le responsable du traitement n’a plus d’obligation de sécurité",
        "Inexact : les deux doivent toujours appliquer des mesures adaptées, et le responsable doit bien choisir ses prestataires",
        "Inexact, car les sous-traitants n’ont pas d’obligations de sécurité propres ; le responsable du traitement les conserve toutes",
        "Exact, à condition que les prestataires soient certifiés ISO 27001 pour leurs services d’hébergement",
      ],
      correctAnswer: 1,
      explanation:
        "L’art. 32, par. 1, s’applique aux responsables du traitement comme aux sous-traitants, et l’art. 28, par. 1, rend le responsable du traitement responsable du choix de sous-traitants présentant des garanties suffisantes. Les sous-traitants sont aussi directement responsables (art. 82 et art. 83, par. 4) : la responsabilité est partagée, pas transférée.",
    },
    {
      id: 67,
      question:
        "Une rédactrice médicale veut coller dans un chatbot d’IA public et gratuit des narratifs de patients tirés de déclarations d’événements indésirables graves pour en obtenir un résumé. Que faut-il lui dire ?",
      options: [
        "Elle le peut, une fois les noms des participants supprimés, car dates, âges et événements ne sont pas des données personnelles.",
        "Elle le peut, car le fournisseur du chatbot devient sous-traitant dès que quelqu’un y saisit des données.",
        "Pas dans un outil public : il livre des données de santé à un fournisseur sans contrat ; utiliser un outil approuvé.",
        "C’est interdit, mais uniquement pour des raisons de droit d’auteur, car les narratifs appartiennent au promoteur et non à elle.",
      ],
      correctAnswer: 2,
      explanation:
        "Des narratifs comportant des dates, des âges et des événements médicaux restent des données de santé à caractère personnel, même sans les noms. Les saisir dans un outil d’IA public les communique à un fournisseur sans contrat au sens de l’art. 28, sans instructions et peut-être sans garanties de transfert. Une relation de sous-traitance exige un contrat ; saisir des données dans un outil n’en crée pas. La bonne voie est un outil approuvé par l’entreprise, avec aussi peu de données que la tâche l’exige.",
    },
    {
      id: 68,
      question:
        "Quelle obligation du règlement sur l’intelligence artificielle (règlement (UE) 2024/1689) s’applique déjà à une entreprise dont le personnel utilise des outils d’IA au quotidien ?",
      options: [
        "Une évaluation de la conformité par un organisme notifié pour chaque outil d’IA utilisé dans un bureau.",
        "L’enregistrement de chaque salarié qui utilise un chatbot dans la base de données de l’UE sur les systèmes d’IA.",
        "Aucune pour l’instant : aucune des obligations du règlement ne s’applique à une organisation avant 2030.",
        "Prendre des mesures pour assurer un niveau suffisant de maîtrise de l’IA au personnel qui l’utilise (art. 4).",
      ],
      correctAnswer: 3,
      explanation:
        "Depuis le 2 février 2025, les fournisseurs et les déployeurs de systèmes d’IA doivent prendre des mesures pour garantir un niveau suffisant de maîtrise de l’IA à leur personnel qui s’occupe de ces systèmes (art. 4 du règlement sur l’IA). Les évaluations de la conformité concernent les systèmes à haut risque et leurs fournisseurs, et la base de données de l’UE enregistre les systèmes à haut risque, pas les utilisateurs de chatbots. Le règlement s’applique par étapes, et plusieurs d’entre elles ont déjà commencé.",
    },
  ],
};
