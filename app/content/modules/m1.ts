import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are a compliance lead at the Boston headquarters of Calloway Therapeutics, a US-headquartered pharmaceutical sponsor. Calloway is running a Phase III trial of a new heart-failure medicine at 40 hospitals in Ireland, Germany, Spain and Poland. The trial is managed by Calloway's Irish subsidiary and run day to day by a contract research organisation (CRO). Sites send **key-coded data** to an EDC hosted on servers in Virginia, and Calloway's biostatistics and safety teams in Boston work with the data every day.

At this morning's leadership meeting, three questions landed on your desk. The Vice President of Clinical Development asks: "We are an American company and the servers are in the US, so does the GDPR even apply to us?" The Head of Regulatory Affairs says: "FDA regulations require us to keep these records, so surely that is our legal basis?" And the Chief Financial Officer wants to know what a fine could cost, and whether it would be limited to the turnover of the small Irish subsidiary.

**Your task:** work out whether and why the GDPR applies to Calloway, which **lawful basis** under Art. 6(1) and which **Art. 9(2) condition** cover each use of the trial data, and who carries responsibility for what.`,

  training: {
    title: "Legal Basis Fundamentals: When the GDPR Applies and What Makes Processing Lawful",
    content: `## Why a Boston sponsor is inside the GDPR

The GDPR follows the processing, not the address of the head office. Under **Art. 3(1)** it applies to processing carried out **in the context of the activities of an establishment in the EU**, wherever the processing itself takes place. When an EU subsidiary manages a trial, the trial data fall under the GDPR even if they are stored on US servers or analysed in Boston. Under **Art. 3(2)** the GDPR also reaches organisations with no EU establishment at all when they **offer goods or services** to people in the EU or **monitor** their behaviour there.

- **Nationality is irrelevant** (Rec. 14). A US citizen enrolled at a Dublin site is protected exactly like an Irish patient; the GDPR does not protect only EU citizens.
- **Server location is irrelevant.** Hosting data in the US does not take them outside the GDPR; it adds the transfer rules of Chapter V on top (Art. 44).
- A non-EU controller caught only by Art. 3(2) must appoint an **EU representative** (Art. 27). This is a different role from the **legal representative** that a sponsor established outside the EU needs under CTR Art. 74.

## Key-coded data are still personal data

Sites replace names with subject numbers and keep the identification log. The result is **pseudonymised data** (Art. 4(5)), not anonymous data (Rec. 26). The site can re-link every record, and monitors and inspectors see the source records. In **EDPS v SRB** (C-413/23 P, 2025) the Court of Justice looked at identifiability from the side of the party holding the data; a sponsor whose monitors have access to source records clearly still holds personal data.

- Removing names does not make trial data anonymous.
- Meeting a US **HIPAA de-identification** standard is not the same as anonymisation under the GDPR; the Rec. 26 test decides.

## The six lawful bases of Art. 6(1)

Every processing operation needs at least one of the **six lawful bases** listed in **Art. 6(1)**:

- **(a) consent** of the data subject
- **(b) contract** with the data subject
- **(c) legal obligation** to which the controller is subject
- **(d) vital interests** of the data subject or another person
- **(e) public task**, a task in the public interest or in the exercise of official authority
- **(f) legitimate interests**, which require a documented **balancing test** against the interests and rights of the individual (Rec. 47)

**No basis ranks above another.** Consent is not the "best" or default basis; you choose the one that genuinely fits each purpose, identify it before processing starts and document it.

Two bases need an anchor in law. **Legal obligation** and **public task** must have a basis in **EU or Member State law** (Art. 6(3)). **FDA rules alone do not qualify**: a US regulation can explain why the company wants to keep records, but it cannot on its own supply an Art. 6(1)(c) basis for processing under the GDPR.

## Health data need a second key: Art. 9(2)

Health and genetic data are **special categories** of personal data. Processing them needs an **Art. 6 basis plus an Art. 9(2) condition**; an Art. 6 basis alone is never enough. The conditions that matter most in pharma are:

- **Art. 9(2)(a)** explicit consent
- **Art. 9(2)(c)** vital interests
- **Art. 9(2)(h)** health care
- **Art. 9(2)(i)** public health, including the safety of medicines
- **Art. 9(2)(j)** scientific research under Art. 89(1)

Conditions (i) and (j) also require a **supporting law**. National law can add further conditions for health, genetic and research data (Art. 9(4), 89(2)), so send country-specific questions to the DPO. Health data therefore do **not** always need consent: there are several routes, and each must be matched to a purpose.

## How the bases apply in a clinical trial

The EDPB explained the combinations for trials in **Opinion 3/2019** (23 January 2019):

- **Safety and reliability processing required by law**, such as safety reporting, archiving the trial master file (TMF) for at least 25 years (CTR Art. 58) and inspections, rests on **Art. 6(1)(c) plus Art. 9(2)(i)**.
- **Purely research processing** rests on **explicit consent, public task or legitimate interests**, combined with **Art. 9(2)(a), (i) or (j)**.

**Pharmacovigilance** is a legal obligation under Directive 2001/83/EC and Regulation (EC) No 726/2004. It rests on Art. 6(1)(c) plus Art. 9(2)(i), so there is **no opt-out** from required safety reporting.

Recitals 156 to 159 frame research: safeguards (Rec. 156), registry studies (Rec. 157), archiving (Rec. 158) and a broad reading of scientific research that includes **privately funded** research (Rec. 159). Reusing data for research is not considered incompatible with the original purpose if **Art. 89(1) safeguards** apply (Art. 5(1)(b)).

## Who is responsible: controllers and processors

Roles follow the facts, **not the labels in the contract** (Art. 4(7)-(8); EDPB Guidelines 07/2020). The **controller** decides why and how data are processed; the **processor** acts on its behalf.

- The **sponsor** is usually the controller, even if it never sees a participant's name.
- The **CRO** is usually a **processor** bound by an Art. 28 contract.
- A **site** may be a processor, a **joint controller** (Art. 26) or an independent controller, and it always controls its own medical records.

Holding the data does not make an organisation the controller. A CRO that hosts the EDC under the sponsor's instructions remains a processor.

## Accountability, the DPO and fines

Under the **accountability** principle (Art. 5(2), 24) the controller must be able to **demonstrate** compliance, not merely claim it. The **Art. 30 records of processing** list purposes, categories of data, recipients, transfers, retention periods and security measures, and must be shown to the supervisory authority (SA) on request.

- A **Data Protection Officer (DPO)** is mandatory where core activities involve large-scale processing of special-category data (Art. 37(1)(c)), which describes most sponsors and CROs.
- One DPO may serve the **whole group** (Art. 37(2)).
- The DPO is **independent** and reports to the highest management level (Art. 38(3)).
- The **company**, not the DPO, is liable for compliance.

**Fines** under Art. 83 come in two tiers, and in each case the **higher** figure applies:

- up to **€20 million or 4 %** of total worldwide annual turnover for breaches of the principles, lawful bases, Art. 9, individual rights or transfer rules (Art. 83(5));
- up to **€10 million or 2 %** for breaches of Arts 25 to 39, such as records, security or DPO duties (Art. 83(4)).

**Group turnover counts** (Rec. 150). A fine is not capped at the turnover of the EU subsidiary that ran the trial.

## Apply the most stringent standard

Global teams often work under several regimes at once: the GDPR, Member State health and research laws, the CTR, and US rules such as HIPAA and FDA regulations. Do not assume that meeting a US standard satisfies the GDPR. Design global processes to meet the **most stringent applicable requirement**, which for trial data collected in the EU is usually the GDPR plus any national conditions, and ask the DPO where countries differ.

## Key takeaways

- The GDPR applies through the EU establishment or through targeting people in the EU, whatever the servers' location or the participants' nationality.
- Key-coded trial data are **pseudonymised personal data**.
- Every use of data needs one of the **six Art. 6(1) bases**; health and genetic data also need an **Art. 9(2) condition**.
- Legal obligation means **EU or Member State law**, never FDA rules alone.
- Safety processing rests on Art. 6(1)(c) plus Art. 9(2)(i); research processing on explicit consent, public task or legitimate interests plus Art. 9(2)(a), (i) or (j).
- Roles follow the facts; the company is accountable, and fines are based on group turnover.`,
  },

  questions: [
    {
      id: 1,
      question:
        'Calloway\'s US Vice President argues: "We are a Boston company and the trial database sits on servers in Virginia, so the GDPR does not apply to the EU trial run by our Irish subsidiary." What is the correct response?',
      options: [
        "He is right: the GDPR stops applying once personal data are stored and analysed on servers located outside the EU.",
        "He is wrong: processing in the context of the Irish subsidiary's activities is covered wherever it takes place.",
        "He is partly right: the GDPR applies only to participants who hold EU citizenship.",
        "He is right, provided the company has appointed a CTR Art. 74 legal representative in the EU.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 3(1) applies the GDPR to processing in the context of an EU establishment, regardless of where the processing takes place, so US servers change nothing. Nationality is irrelevant (Rec. 14), and the CTR legal representative is a separate role that does not switch the GDPR off.",
    },
    {
      id: 2,
      question:
        "Sites send Calloway only key-coded data: subject numbers instead of names, with the identification log kept at each site. Calloway's monitors review source records during site visits. How should the coded data in the sponsor's database be classified?",
      options: [
        "Anonymous data outside the GDPR, because the sponsor's database contains no names.",
        "Anonymous data, because the coding meets the US HIPAA de-identification standard.",
        "Pseudonymised personal data, fully subject to the GDPR.",
        "Personal data at the site, but anonymous once they reach the sponsor's US database.",
      ],
      correctAnswer: 2,
      explanation:
        "Key-coded data are pseudonymised, not anonymous (Art. 4(5), Rec. 26): the site's log can re-link them and monitors see source records. Since EDPS v SRB (C-413/23 P) identifiability is judged from the holder's side, and a sponsor with monitoring access still holds personal data; HIPAA de-identification is not the GDPR test.",
    },
    {
      id: 3,
      question:
        'The Head of Regulatory Affairs says: "FDA regulations require us to retain these trial records, so Art. 6(1)(c), legal obligation, is our lawful basis." Is this right?',
      options: [
        "Not on its own: Art. 6(1)(c) needs an obligation laid down in EU or Member State law.",
        "Yes: an obligation under the law of any country where the sponsor operates satisfies Art. 6(1)(c).",
        "Yes, provided the FDA requirement is described in the company's Art. 30 records.",
        "Yes, because legal obligation ranks above the other lawful bases in Art. 6(1).",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 6(3) requires legal obligation and public task to have a basis in EU or Member State law, so FDA rules alone do not qualify. No lawful basis ranks above another; Calloway must find an EU or national legal obligation, such as the CTR archiving duty, or another fitting basis.",
    },
    {
      id: 4,
      question:
        "A project team has documented a legitimate-interests balancing test for using participants' health data in an exploratory analysis. They conclude that this is all they need. What is missing?",
      options: [
        "Nothing: a documented legitimate-interests balancing test covers every category of personal data.",
        "Consent: health data can only ever be processed with each participant's explicit, written consent to every analysis.",
        "Nothing, as long as the data were key-coded at the site before they were transferred.",
        "An Art. 9(2) condition, such as scientific research under Art. 9(2)(j) with Art. 89(1) safeguards.",
      ],
      correctAnswer: 3,
      explanation:
        "Health and genetic data are special categories: they need an Art. 6 basis plus an Art. 9(2) condition, so an Art. 6 basis alone is never enough. Consent is only one of several routes; research under Art. 9(2)(j) with Art. 89(1) safeguards and a supporting law is another.",
    },
    {
      id: 5,
      question:
        'A trial participant asks Calloway to "opt her out" of its use of a serious adverse event report about her. On which basis is safety reporting processed, and what follows?',
      options: [
        "Consent under Art. 6(1)(a) and 9(2)(a), so the report must be deleted at her request.",
        "Legitimate interests under Art. 6(1)(f), so reporting must stop as soon as she says she disagrees.",
        "Legal obligation under Art. 6(1)(c) plus public health under Art. 9(2)(i), so there is no opt-out.",
        "Contract under Art. 6(1)(b), because she signed the trial's informed consent form.",
      ],
      correctAnswer: 2,
      explanation:
        "Pharmacovigilance is a legal obligation under Directive 2001/83/EC and Regulation 726/2004, and EDPB Opinion 3/2019 places safety processing on Art. 6(1)(c) plus Art. 9(2)(i). Because the law requires it, participants cannot opt out of required safety reporting.",
    },
    {
      id: 6,
      question:
        'The CRO\'s contract labels the CRO as "data controller" because it hosts the EDC. Calloway wrote the protocol, decides what data are collected and why, and sees only coded data. Who is most likely the controller?',
      options: [
        "Calloway, the sponsor, because it determines the purposes and means of the processing.",
        "The CRO, because whoever holds the data is automatically the controller.",
        "The CRO, because the role written into the signed contract always decides who the controller is.",
        "No one, because the sponsor never sees the participants' names.",
      ],
      correctAnswer: 0,
      explanation:
        "Roles follow the facts, not contract labels (Art. 4(7)-(8); EDPB Guidelines 07/2020). The sponsor that decides why and how data are processed is usually the controller even without seeing names, while the CRO acting on its instructions is a processor under Art. 28.",
    },
    {
      id: 7,
      question:
        'The CFO says: "If the Irish subsidiary processes health data without a valid Art. 9 condition, the worst case is 4 % of the subsidiary\'s own small turnover." What is correct?',
      options: [
        "He is right: fines are calculated only on the turnover of the EU entity that carried out the processing.",
        "He is wrong: the DPO would be personally liable, so the company's turnover does not matter.",
        "He is wrong: GDPR fines are a fixed €10 million regardless of any turnover.",
        "He is wrong: the cap is €20 million or 4 % of worldwide group turnover, whichever is higher.",
      ],
      correctAnswer: 3,
      explanation:
        "Breaches of Art. 9 fall in the upper tier of Art. 83(5): up to €20 million or 4 % of total worldwide annual turnover, whichever is higher. Group turnover counts (Rec. 150), and the company, not the DPO, is liable.",
    },
    {
      id: 8,
      question:
        "Calloway is writing one global SOP for handling patient data in trials that run in both the US and the EU. HIPAA, FDA rules, the GDPR and national health-data laws differ on several points. How should the SOP be designed?",
      options: [
        "Follow HIPAA throughout, because the company and its global data systems are headquartered in the United States.",
        "Meet the most stringent applicable requirement, usually the GDPR plus national conditions, and consult the DPO.",
        "Follow whichever rules are least burdensome, since US and EU regulators accept each other's standards.",
        "Apply the GDPR only to records of EU citizens and HIPAA to all other participants.",
      ],
      correctAnswer: 1,
      explanation:
        "Apply the most stringent jurisdiction: the GDPR applies through the EU establishment regardless of nationality (Art. 3(1), Rec. 14), and national law can add conditions for health and research data (Art. 9(4)). Building to the strictest standard helps avoid falling short in any country, whereas a US standard alone does not satisfy the GDPR.",
    },
  ],
};
