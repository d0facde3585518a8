import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are a compliance lead at the Boston headquarters of Calloway Therapeutics, a US-headquartered pharmaceutical sponsor. Calloway is running a Phase III trial of a new heart-failure medicine at 40 hospitals in Ireland, Germany, Spain and Poland. The trial is managed by Calloway's Irish subsidiary and run day to day by a contract research organisation (CRO). Sites send **key-coded data** to an EDC hosted on servers in Virginia, and Calloway's biostatistics and safety teams in Boston work with the data every day.

At this morning's leadership meeting, three questions landed on your desk. The Vice President of Clinical Development asks: "We are an American company and the servers are in the US, so does the GDPR even apply to us?" The Head of Regulatory Affairs says: "FDA regulations require us to keep these records, so surely that is our legal basis?" And the Chief Financial Officer wants to know what a fine could cost, and whether it would be limited to the turnover of the small Irish subsidiary.

**Your task:** work out whether and why the GDPR applies to Calloway, which **lawful basis** under Art. 6(1) and which **Art. 9(2) condition** cover each use of the trial data, and who carries responsibility for what.`,

  training: {
    title: "Legal Basis Fundamentals: When the GDPR Applies and What Makes Processing Lawful",
    content: `## Why a Boston sponsor is inside the GDPR

The GDPR follows the processing, not the head office. Under **Art. 3(1)** it applies to processing carried out **in the context of the activities of an establishment in the EU**, wherever the processing itself takes place. When an EU subsidiary manages a trial, its data fall under the GDPR even if they are stored or analysed in the US. Under **Art. 3(2)** the GDPR also reaches organisations with no EU establishment at all when they **offer goods or services** to people in the EU or **monitor** their behaviour there.

- **Nationality is irrelevant** (Rec. 14). A US citizen enrolled at a Dublin site is protected exactly like an Irish patient.
- **Server location is irrelevant.** Hosting data in the US does not take them outside the GDPR; it adds the transfer rules of Chapter V on top (Art. 44).
- A non-EU controller caught only by Art. 3(2) needs an **EU representative** (Art. 27), a different role from the sponsor's **legal representative** under CTR Art. 74.

## Key-coded data are still personal data

Sites replace names with subject numbers and keep the identification log. The result is **pseudonymised data** (Art. 4(5)), not anonymous data (Rec. 26): the site can re-link every record, and monitors see the source records. In **EDPS v SRB** (C-413/23 P, 2025) the Court judged identifiability from the holder's side; a sponsor with monitoring access still holds personal data. Meeting a US **HIPAA de-identification** standard is not the same as anonymisation; the Rec. 26 test decides.

## The six lawful bases of Art. 6(1)

Every processing operation needs at least one of the **six lawful bases** listed in **Art. 6(1)**:

- **(a) consent** of the data subject
- **(b) contract** with the data subject
- **(c) legal obligation** to which the controller is subject
- **(d) vital interests** of the data subject or another person
- **(e) public task**, a task in the public interest or in the exercise of official authority
- **(f) legitimate interests**, which require a documented **balancing test** against the interests and rights of the individual (Rec. 47)

**No basis ranks above another.** Consent is not the default; choose the basis that fits each purpose, before processing starts, and document it.

**Legal obligation** and **public task** must have a basis in **EU or Member State law** (Art. 6(3)). **FDA rules alone do not qualify**: a US regulation can explain why the company wants to keep records, but it cannot on its own supply an Art. 6(1)(c) basis under the GDPR.

## Health data need a second key: Art. 9(2)

Health and genetic data are **special categories** of personal data. Processing them needs an **Art. 6 basis plus an Art. 9(2) condition**; an Art. 6 basis alone is never enough. The conditions that matter most in pharma are:

- **Art. 9(2)(a)** explicit consent
- **Art. 9(2)(c)** vital interests
- **Art. 9(2)(h)** health care
- **Art. 9(2)(i)** public health, including the safety of medicines
- **Art. 9(2)(j)** scientific research under Art. 89(1)

Conditions (i) and (j) do not work on their own. Each needs a **Union or Member State law** that provides for the processing with suitable and specific safeguards; for (j) that law must also respect Art. 89(1) and be proportionate to the research aim. For safety processing, the CTR and the pharmacovigilance legislation play that part; for research, the DPO should name the provision in each country where data are collected. National law can add conditions (Art. 9(4), 89(2)). Health data therefore do **not** always need consent, but each route must be matched to a purpose and, for (i) and (j), to a law.

## Public bodies as sponsors

University hospitals, public research institutes and other public bodies sponsor many academic trials. Where national law gives them research as a task in the public interest, their usual basis is **public task** (Art. 6(1)(e)) with Art. 9(2)(i) or (j), and that law is the anchor Art. 6(3) asks for (EDPB Opinion 3/2019). A commercial sponsor without such a legal mandate cannot simply claim public task; it relies on legitimate interests or explicit consent instead.

## How the bases apply in a clinical trial and after approval

The EDPB explained the combinations for trials in **Opinion 3/2019** (23 January 2019):

- **Safety and reliability processing required by law**, such as safety reporting, archiving the trial master file (TMF) for at least 25 years (CTR Art. 58) and inspections, rests on **Art. 6(1)(c) plus Art. 9(2)(i)**.
- **Purely research processing** rests on **explicit consent, public task or legitimate interests**, combined with **Art. 9(2)(a), (i) or (j)**.

**Pharmacovigilance** does not stop when the trial ends. After approval the company must collect and assess **spontaneous reports** of suspected side effects from doctors, pharmacists and patients, and cases described in the **medical literature** (Directive 2001/83/EC, Regulation (EC) No 726/2004). Like trial safety reporting, this is a legal obligation resting on Art. 6(1)(c) plus Art. 9(2)(i), so there is **no opt-out** from a required safety report.

Scientific research is read broadly and includes **privately funded** research (Rec. 159); reusing data for research is presumed compatible if **Art. 89(1) safeguards** apply (Art. 5(1)(b)).

## Who is responsible: controllers and processors

Roles follow the facts, **not the labels in the contract** (Art. 4(7)-(8); EDPB Guidelines 07/2020). The **controller** decides why and how data are processed; the **processor** acts on its behalf.

- The **sponsor** is usually the controller, even if it never sees a participant's name.
- The **CRO** is usually a **processor** bound by an Art. 28 contract; hosting the EDC does not make it the controller.
- A **site** may be a processor, a **joint controller** (Art. 26) or an independent controller, and it always controls its own medical records.

## Joint controllers and the trial site (Art. 26)

Where two or more organisations **jointly determine** why and how data are processed, they are **joint controllers** (Art. 26(1)). A sponsor and a university hospital that design a study together are in this position; a site that only carries out a protocol the sponsor wrote is usually the sponsor's processor for the trial data.

- Joint controllers set out their **respective responsibilities in an arrangement**, in particular who informs participants and who answers their requests, and make **its essence available** to the people concerned (Art. 26(2)).
- Whatever the arrangement says, a person may exercise their rights **against each** of the controllers (Art. 26(3)).
- Joint control does not mean equal responsibility: each controller's share follows its actual involvement (EDPB Guidelines 07/2020).

## Investigators' and healthcare professionals' own data

Sponsors and CROs also process the **own personal data of investigators and other healthcare professionals**: CVs and GCP training records, contact details in the trial master file (TMF), names in audit trails and payments to doctors.

- These people have the **same rights** as participants and must be informed (Arts 13-14).
- Keeping investigators' CVs and training records in the TMF is a **legal obligation** under the CTR (Art. 6(1)(c)); selecting sites and managing relationships usually rests on **legitimate interests** (Art. 6(1)(f)) with a documented balancing test.
- Disclosure of payments to healthcare professionals is required by law in some countries and otherwise rests on industry codes: ask the DPO which basis applies where.

## Accountability, the DPO and fines

Under the **accountability** principle (Art. 5(2), 24) the controller must be able to **demonstrate** compliance, starting with the **Art. 30 records of processing**, which it shows to the supervisory authority (SA) on request.

- A **Data Protection Officer (DPO)** is mandatory where core activities involve large-scale processing of special-category data (Art. 37(1)(c)). One DPO may serve the whole group (Art. 37(2)); the DPO is independent and reports to the highest management level (Art. 38(3)).
- The **company**, not the DPO, is liable for compliance.

**Fines** (Art. 83) reach **€20 million or 4 %** of worldwide annual turnover, whichever is higher, for breaches of the principles, lawful bases, Art. 9, rights or transfer rules, and **€10 million or 2 %** for breaches of Arts 25 to 39. **Group turnover counts** (Rec. 150), not only the subsidiary's.

## One global procedure, several regimes

Global teams often work under several regimes at once: the GDPR, Member State health and research laws, the CTR, and US rules such as HIPAA and FDA regulations. Meeting a US standard does not satisfy the GDPR. A common design **heuristic** for one global procedure is to build to the **strictest** applicable requirement. It is good practice, **not a rule of law**: it cannot settle a real conflict between laws (a foreign court order, for example, justifies a transfer only under an international agreement, Art. 48), and it never replaces what each regime demands itself, its **own recipients**, content and deadlines. Ask the DPO where countries differ.

## Key takeaways

- The GDPR applies through the EU establishment, whatever the servers' location or the participants' nationality.
- Every use needs one of the **six Art. 6(1) bases**; health data also need an **Art. 9(2) condition**, and (i) and (j) a supporting law.
- Safety processing, in trials and after approval, rests on Art. 6(1)(c) plus Art. 9(2)(i).
- Roles follow the facts; fines are based on group turnover.`,
  },

  questions: [
    {
      id: 1,
      question:
        'Calloway\'s US Vice President argues: "We are a Boston company and the trial database sits on servers in Virginia, so the GDPR does not apply to the EU trial run by our Irish subsidiary." What is the correct response?',
      options: [
        "He is right about the US copies: only the data the Irish subsidiary keeps on EU servers fall under the GDPR.",
        "He is wrong: all processing in the context of the Irish subsidiary's activities is covered, wherever it runs.",
        "He is wrong, but only because the participants are EU citizens, whose data the GDPR protects wherever they go.",
        "He is right once Calloway appoints a legal representative under CTR Art. 74, who then carries the GDPR duties.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 3(1) applies the GDPR to processing in the context of an EU establishment, wherever the processing takes place, so US servers change nothing. Nationality is irrelevant (Rec. 14): a US citizen at a Dublin site is protected too. The CTR legal representative is a separate role that does not switch the GDPR off.",
    },
    {
      id: 2,
      question:
        "Sites send Calloway only key-coded data: subject numbers instead of names, with the identification log kept at each site. Calloway's monitors review source records during site visits. How should the coded data in the sponsor's database be classified?",
      options: [
        "Anonymous data for Calloway, because only the sites hold the key and the database contains no names at all.",
        "De-identified data under HIPAA, which the GDPR treats as anonymous once an expert has certified the method.",
        "Pseudonymised data, which the GDPR covers only while they are stored and analysed inside the EU.",
        "Pseudonymised personal data: the sites can re-link them and Calloway's monitors see source records.",
      ],
      correctAnswer: 3,
      explanation:
        "Key-coded data are pseudonymised, not anonymous (Art. 4(5), Rec. 26): the site's log can re-link them and monitors see source records. Since EDPS v SRB (C-413/23 P) identifiability is judged from the holder's side, and a sponsor with monitoring access still holds personal data. HIPAA de-identification is not the GDPR test. Where the database is hosted does not change that (Art. 3(1)).",
    },
    {
      id: 3,
      question:
        'The Head of Regulatory Affairs says: "FDA regulations require us to retain these trial records, so Art. 6(1)(c), legal obligation, is our lawful basis." Is this right?',
      options: [
        "Not on its own: legal obligation always means an obligation laid down in EU or Member State law.",
        "Yes: a binding regulation of any country where the sponsor operates is a legal obligation under Art. 6(1)(c).",
        "Yes, as long as the FDA requirement and its retention period are recorded in the Art. 30 records.",
        "No: legal obligation cannot cover trial records, so they must be kept on the basis of the participants' consent.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 6(3) requires legal obligation and public task to have a basis in EU or Member State law, so FDA rules alone do not qualify. The CTR's archiving duty (CTR Art. 58) is such a law, so trial records can rest on Art. 6(1)(c); no lawful basis ranks above another, and consent is not the default.",
    },
    {
      id: 4,
      question:
        "A project team has documented a legitimate-interests balancing test for using participants' health data in an exploratory analysis. They conclude that this is all they need. What is missing?",
      options: [
        "Nothing more: a documented balancing test covers all categories of personal data, health data included.",
        "Explicit consent from each participant, because health data can be processed only with consent.",
        "An Art. 9(2) condition, e.g. research under Art. 9(2)(j) with its supporting law and safeguards.",
        "A DPIA, which turns the balancing test into a sufficient basis for special-category data.",
      ],
      correctAnswer: 2,
      explanation:
        "Health and genetic data are special categories: they need an Art. 6 basis plus an Art. 9(2) condition, so an Art. 6 basis alone is never enough. Consent is only one route; research under Art. 9(2)(j), resting on a Union or Member State law with Art. 89(1) safeguards, is another. A DPIA assesses risk but supplies no condition.",
    },
    {
      id: 5,
      question:
        "After launch, a pharmacist calls Calloway's medical information line: a 60-year-old patient developed a severe rash on the new medicine. The patient later writes asking Calloway to delete the report. On which basis is this spontaneous report processed, and what follows?",
      options: [
        "Consent: the patient never agreed to the pharmacist's call, so the report has to be deleted at her request.",
        "Legitimate interests: Calloway may keep the report, but must stop using it once she objects.",
        "Legal obligation (Art. 6(1)(c)) with Art. 9(2)(i): the report must be kept and assessed; no opt-out.",
        "No basis is needed: post-marketing safety reports fall outside the GDPR because they are not trial data.",
      ],
      correctAnswer: 2,
      explanation:
        "Collecting and assessing spontaneous reports is a legal obligation of the marketing authorisation holder under Directive 2001/83/EC and Regulation 726/2004, so it rests on Art. 6(1)(c) plus Art. 9(2)(i), after approval as in trials. The GDPR applies, but a required safety report cannot be withdrawn at the patient's request.",
    },
    {
      id: 6,
      question:
        'The CRO\'s contract labels the CRO as "data controller" because it hosts the EDC. Calloway wrote the protocol, decides what data are collected and why, and sees only coded data. Who is most likely the controller?',
      options: [
        "Calloway: it decides why and how the data are processed, whatever the contract calls the CRO.",
        "The CRO, because the contract names it controller and the parties are free to allocate the roles between them.",
        "The CRO, because it hosts the data; a sponsor that sees only coded data can never be a controller.",
        "Calloway and the CRO jointly, because both of them handle the same trial data every day.",
      ],
      correctAnswer: 0,
      explanation:
        "Roles follow the facts, not contract labels (Art. 4(7)-(8); EDPB Guidelines 07/2020). The sponsor that decides why and how data are processed is usually the controller even without seeing names, while the CRO acting on its instructions is a processor under Art. 28. Handling the same data does not make two parties joint controllers.",
    },
    {
      id: 7,
      question:
        "For a follow-up research study at sites in Germany and Poland, Calloway plans to rely on legitimate interests with Art. 9(2)(j) for the health data. The Polish study lead asks what Art. 9(2)(j) itself requires beyond the protocol. What is the answer?",
      options: [
        "Nothing beyond the protocol: Art. 9(2)(j) applies directly to all scientific research, in every Member State.",
        "A favourable opinion of the ethics committee in each country, which serves as the legal basis under Art. 9(2)(j).",
        "Explicit consent from each participant as well, since Art. 9(2)(j) can only be used together with consent.",
        "A Union or Member State law providing for the research, with Art. 89(1) safeguards, in each country.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 9(2)(j), like Art. 9(2)(i), works only on the basis of a Union or Member State law that provides for the processing with suitable and specific safeguards, in line with Art. 89(1). So the DPO must name the provision in each country. An ethics opinion is required by the CTR but is not that law, and (j) does not depend on consent.",
    },
    {
      id: 8,
      question:
        "Calloway is writing one global SOP for patient data in trials that run in the US and the EU. HIPAA, FDA rules, the GDPR and national health-data laws differ on several points. What role should the strictest requirement play in the SOP?",
      options: [
        "It is the law: a process that meets the strictest requirement automatically satisfies every regime at once.",
        "A design baseline for the one procedure, while each regime's own recipients, content and deadlines are still met.",
        "None: follow HIPAA throughout, since Calloway and its global data systems are based in the United States.",
        "None: apply the GDPR to EU citizens' records and HIPAA to everyone else's, whatever the site.",
      ],
      correctAnswer: 1,
      explanation:
        "Building to the strictest requirement is a design heuristic for one global procedure, not a rule of law: it cannot settle a real conflict of laws, and each regime's own recipients, content and deadlines must still be met. The GDPR applies through the EU establishment regardless of nationality (Art. 3(1), Rec. 14), and HIPAA compliance does not satisfy it.",
    },
    {
      id: 57,
      question:
        "Calloway and a university hospital in Dublin design a heart-failure registry study together: they agree on its purposes, the data to collect and how long to keep them. A participant asks the hospital for a copy of her data, and the hospital replies that, under its arrangement with Calloway, only Calloway answers requests. Is the hospital right?",
      options: [
        "No: joint controllers may share tasks in their arrangement, but she may exercise her rights against each of them.",
        "Yes: the arrangement between joint controllers decides which one of them a participant has to contact.",
        "Yes: a hospital acts as a processor in any research that a pharmaceutical company helps to fund.",
        "No: joint controllers must answer each request together, in one letter that both of them have signed.",
      ],
      correctAnswer: 0,
      explanation:
        "The hospital and Calloway jointly determine the purposes and means, so they are joint controllers (Art. 26(1)). Their arrangement may give Calloway the task of answering requests, and its essence must be made available to participants (Art. 26(2)), but it cannot take away the participant's right to exercise her rights against each controller (Art. 26(3)). The hospital should pass the request on at once or answer it itself.",
    },
    {
      id: 58,
      question:
        "Calloway and an academic research network jointly decide the purposes and the means of processing in an investigator-initiated trial. What must they put in place between them?",
      options: [
        "An Art. 28 processing contract under which the network acts only on Calloway's documented instructions.",
        "An arrangement setting out their respective responsibilities, whose essence participants can see (Art. 26).",
        "Nothing in writing: each joint controller is fully responsible for all of the processing in any case.",
        "A transfer impact assessment, since data exchanged between two controllers count as a transfer abroad.",
      ],
      correctAnswer: 1,
      explanation:
        "Joint controllers must determine their respective responsibilities, in particular for data subjects' rights and for informing them, in an arrangement whose essence is made available to the people concerned (Art. 26(1)-(2)). An Art. 28 contract is for a processor acting on a controller's instructions, which the network is not. Joint control does not mean equal responsibility, and an exchange inside the EU is not a transfer under Chapter V.",
    },
    {
      id: 59,
      question:
        "Calloway's site-selection team keeps a database of oncologists with their CVs, publications and ratings from earlier trials. One oncologist asks what Calloway holds about her. How should the team treat her request?",
      options: [
        "As a courtesy to a business contact, answered if the team has time, since the GDPR protects the patients.",
        "As a request it may refuse, because professional details published in journals are no longer personal data.",
        "As an access request under Art. 15, answered within one month: investigators' own data are personal data.",
        "As a matter for her hospital, which is the controller of all the data that exist about its doctors.",
      ],
      correctAnswer: 2,
      explanation:
        "Investigators and other healthcare professionals are data subjects like anyone else: their CVs, ratings and contact details are personal data, and Calloway is the controller of its site-selection database. Her request is an access request under Art. 15, answered within one month (Art. 12(3)). Information being published somewhere does not stop it being personal data.",
    },
    {
      id: 60,
      question: "What lawful basis usually covers keeping investigators' CVs and GCP training records in the trial master file?",
      options: [
        "Consent, which each investigator gives by signing the CV and may withdraw whenever they wish.",
        "Legitimate interests alone, since the sponsor chose to collect the CVs while selecting its sites.",
        "Vital interests, because qualified investigators protect the health and lives of the participants.",
        "Legal obligation (Art. 6(1)(c)), since the CTR requires the TMF to show who is qualified.",
      ],
      correctAnswer: 3,
      explanation:
        "The Clinical Trials Regulation requires the sponsor to document the investigators' qualifications and keep them in the trial master file, so keeping these records rests on legal obligation (Art. 6(1)(c)). Consent would be the wrong basis, since the investigator could not refuse it and keep running the trial. Legitimate interests cover other uses, such as selecting sites for future studies, with a documented balancing test.",
    },
  ],
};
