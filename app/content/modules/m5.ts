import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are the IT systems manager at a mid-sized pharmaceutical company launching its first **decentralised clinical trial**. Over 18 months, **5,000 patients** in six EU countries will wear a smartwatch that records heart rate, sleep and activity, and will report symptoms through an **eCOA app** on their phones. All data flow into a **cloud EDC** platform run by a specialist vendor.

Go-live is planned in eight weeks, and the pressure is on. The eCOA vendor shows you its **ISO 27001 certificate** and says its standard terms of service "cover GDPR". The EDC vendor mentions that it will soon bring in a new support subcontractor with access to the production database. The clinical team asks whether site staff could share one login per site "to keep things simple", and the project manager suggests doing the data protection impact assessment "after launch, once we see how the system behaves".

Your Chief Information Security Officer wants your recommendation by Friday.

You must figure out what level of security is appropriate for this processing, what you need from each vendor before any patient data flow, whether and when a DPIA is required, and which of your colleagues' proposals you must push back on.`,
  training: {
    title: "Security of Processing for Clinical Trial Systems",
    content: `## Security is a data protection principle

The GDPR makes security one of its core principles. Personal data must be processed in a way that ensures appropriate security, including protection against **unauthorised or unlawful processing** and against **accidental loss, destruction or damage** (the **integrity and confidentiality** principle, **Art. 5(1)(f)**). Clinical trial systems hold health data, often genetic data, and increasingly continuous streams from wearables and apps, so a security failure can harm participants and undermine the reliability of the trial.

Security has three properties, and all three are data protection issues:

- **Confidentiality:** only authorised people can see the data.
- **Integrity:** data are not altered or corrupted without authorisation.
- **Availability:** data can be accessed and restored when needed. An EDC that is down during a dosing visit, or trial data lost without a usable backup, is a data protection problem too.

Threats do not come only from external hackers. Misdirected emails, over-broad access rights, lost devices and staff who look at data they do not need are just as real.

## Appropriate measures: the risk-based approach of Art. 32

**Art. 32(1)** requires **both controllers and processors** to implement technical and organisational measures that ensure a level of security appropriate to the risk, taking into account the **state of the art**, the **cost of implementation** and the risks to people. The article gives examples:

- **pseudonymisation and encryption** of personal data;
- the ability to ensure the ongoing **confidentiality, integrity, availability and resilience** of systems and services;
- the ability to **restore** availability and access to data in a timely manner after an incident;
- a process for **regularly testing**, assessing and evaluating the effectiveness of the measures.

When deciding what is appropriate, weigh the risks of accidental or unlawful **destruction, loss, alteration, unauthorised disclosure of, or access to** personal data (**Art. 32(2)**).

Because the standard is risk-based, the GDPR does not prescribe a fixed checklist, and **encryption is not mandatory in every case**. For large-scale health data, however, the state of the art will normally point towards encryption, and you must be able to explain any measure you decide not to use.

**Pseudonymised data still need security.** Subject codes reduce risk, but coded data remain personal data, and the key held at the site must be protected as well.

## Organisational measures and people

- Anyone acting under the authority of the controller or processor who has access to personal data may process them only **on instructions** (**Art. 32(4)**).
- Processors must ensure that their staff are bound by **confidentiality** (**Art. 28(3)(b)**).
- Give each user a **unique account** with rights matching their role. Shared logins make audit trails meaningless, however strong the password.
- Describe your security measures in the **records of processing activities** (**Art. 30(1)(g)**).

## The GCP overlay

Clinical systems also fall under Good Clinical Practice: ICH E6(R3) and, for trials in the EU, the EMA Guideline on computerised systems and electronic data in clinical trials (**EMA/INS/GCP/112288/2023**, in effect since 9 September 2023). EU GMP Annex 11 is its counterpart for manufacturing, not for trials. These rules require **validated systems**, **unique user accounts**, **audit trails** and **backups**. The two frameworks support each other, with two points to remember:

- **Audit trails themselves contain personal data** (who changed what, and when), so they need protection and access control too.
- **Backups are copies of personal data.** They must be protected like the live system, and the loss of a backup, or unauthorised access to it, is a personal data breach.

## Choosing and contracting vendors

Decentralised trials depend on eCOA providers, cloud EDC platforms, wearable vendors and their subcontractors. Outsourcing does **not** transfer responsibility:

- Use only processors that provide **sufficient guarantees** of appropriate measures (**Art. 28(1)**); in practice, this means a documented vendor qualification.
- The **Art. 28(3) contract** must cover processing only on documented instructions, confidentiality of staff, security measures, the conditions for using sub-processors, assistance with data subject rights and with Arts 32-36 (security, breach notification, DPIA and prior consultation), deletion or return of data at the end of the service, and audits and inspections.
- A processor may engage a **sub-processor** only with the controller's prior specific or general written authorisation (**Art. 28(2)**). Under a **general** authorisation the processor must tell the controller of each intended addition or replacement, giving it the chance to **object**.
- Processors are **directly liable** for their own failures (Arts 82 and 83(4)), but the controller remains accountable for its choice of vendor and for its instructions.

**Certifications and codes of conduct** can help demonstrate compliance (**Art. 32(3)**), but no standard is mandated. An **ISO 27001** certificate is useful evidence; it is not GDPR compliance, and it does not replace the Art. 28 contract or your own assessment of the vendor.

## Data protection impact assessments

A **DPIA** is required **before** processing that is likely to result in a high risk (**Art. 35(1)**), including **large-scale processing of special categories of data** such as health data (**Art. 35(3)(b)**). The guidelines on DPIAs (WP248) list criteria that include sensitive data, vulnerable people, new technology, large scale and matched or combined datasets. Processing that meets **two or more** criteria usually needs a DPIA. A decentralised trial collecting wearable data from thousands of patients meets several at once.

A DPIA must contain at least (**Art. 35(7)**):

- a systematic **description** of the processing and its purposes;
- an assessment of its **necessity and proportionality**;
- an assessment of the **risks** to people's rights and freedoms;
- the **measures** planned to address those risks.

Seek the **DPO's advice** (Art. 35(2)). One DPIA may cover a set of similar processing operations (Art. 35(1)), and it must be **reviewed when the risks change** (Art. 35(11)), for example when a new device or vendor is added. A DPIA is not a post-go-live formality, and it is not something done only after a breach.

DPIAs are not routinely filed with the supervisory authority (SA). If, after mitigation, a **high residual risk** remains, the controller must **consult the SA before processing** starts (**prior consultation, Art. 36(1)**). The SA replies within **8 weeks**, a period that can be extended by **6 weeks** (Art. 36(2)).

## AI tools and trial data

Public generative AI tools are a new route for data to leave the company. Typing or uploading participant data, patient narratives, adverse event reports or unpublished results into a **public AI tool** discloses them to a provider that has no contract with you and may keep or reuse what it receives. That is processing without a processor contract (Art. 28) or transfer safeguards, so do not do it.

- Use only AI tools **approved by the company**, under contract, set not to train on your inputs, and enter no more data than the task needs: **pseudonymised or anonymised** where possible.
- The GDPR applies to AI like any other processing: a **DPIA** (Art. 35) usually comes first for AI on health data, and Art. 22 limits automated decisions about people.
- The **AI Act** (Regulation (EU) 2024/1689) adds duties in stages: its bans on prohibited practices and the duty to ensure the **AI literacy** of staff who use AI (Art. 4) apply since February 2025, the rules for general-purpose AI models since August 2025, and those for high-risk systems, such as AI in medical devices, apply later.

## Why encryption pays off

If personal data affected by a breach were rendered unintelligible to anyone not authorised to access them, for example by encryption with the key kept safe, the controller does not have to notify the individuals (**Art. 34(3)(a)**). Encrypting laptops, databases, backups and data in transit between devices, apps and the EDC therefore reduces both the harm and the response burden when something goes wrong.

## Fines

Infringements of the security and processor obligations can lead to fines of up to **€10 million or 2 %** of worldwide annual turnover, whichever is higher (Art. 83(4)). Where a failure also breaches the integrity and confidentiality principle of Art. 5(1)(f), the **upper tier** of €20 million or 4 % applies (Art. 83(5)). Processors can be fined directly.

## Key takeaways

- Security protects confidentiality, integrity and availability (Art. 5(1)(f), Art. 32).
- Measures are risk-based, and both controllers and processors must apply them.
- Qualify vendors, sign complete Art. 28 contracts and authorise sub-processors in writing, specifically or generally with a right to object.
- Complete the DPIA before go-live, and consult the SA if high risk remains (Arts 35-36).
- Unique accounts, protected audit trails and tested backups serve GCP and GDPR alike.`,
  },
  questions: [
    {
      id: 33,
      question:
        "Your decentralised trial will collect wearable and eCOA health data from 5,000 patients. The project manager proposes completing the DPIA three months after go-live. What is correct?",
      options: [
        "Acceptable: a DPIA is meant to assess real risks, and only live data can show what they are",
        "Not acceptable: the DPIA must be finished and approved by the supervisory authority before go-live",
        "Not acceptable: large-scale processing of health data needs the DPIA before processing starts",
        "Not needed, because the data are pseudonymised with subject codes from the first day",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 35(1) requires a DPIA before high-risk processing begins, and Art. 35(3)(b) names large-scale processing of special-category data such as health data. Sensitive data, new technology and large scale are all present here; pseudonymised data remain personal data, and a DPIA is not routinely filed with the authority. Only a high residual risk leads to prior consultation (Art. 36).",
    },
    {
      id: 34,
      question:
        "An eCOA vendor presents its ISO 27001 certificate and says its standard terms 'cover GDPR'. Procurement wants to sign immediately. What should IT require?",
      options: [
        "An assessment of the vendor's guarantees and a contract with all Art. 28(3) terms; the certificate helps",
        "Nothing further: an ISO 27001 certificate shows that the vendor meets the GDPR's security rules",
        "A refusal: only vendors certified under an approved Art. 42 scheme may process health data for a sponsor",
        "The vendor's latest ISO 27001 audit report, which can stand in for a separate processing contract",
      ],
      correctAnswer: 0,
      explanation:
        "Certifications can help demonstrate compliance (Art. 32(3)), but no standard is mandated or equivalent to compliance. Controllers must use processors with sufficient guarantees (Art. 28(1)) under a contract covering instructions, security, sub-processors, assistance, deletion and audits (Art. 28(3)). Certification under Art. 42 is voluntary, not a condition for hiring a processor.",
    },
    {
      id: 35,
      question:
        "The sponsor's contract with its cloud EDC vendor gives general written authorisation for sub-processors. The vendor announces that in 30 days it will add a new support subcontractor with access to trial data. What follows from Art. 28(2)?",
      options: [
        "Nothing: a general authorisation covers any sub-processor the vendor picks, with or without notice",
        "The sponsor must sign its own contract directly with the subcontractor before any data can flow",
        "The vendor still needs a new, specific written authorisation from the sponsor for this subcontractor",
        "The vendor has informed the sponsor as required, and the sponsor may object before the change",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 28(2) allows sub-processors under the controller's prior specific or general written authorisation. Under a general one the processor must inform the controller of each intended addition or replacement, giving it the chance to object, which is what the 30-day notice is for. The vendor, not the sponsor, signs the sub-processing contract (Art. 28(4)).",
    },
    {
      id: 36,
      question:
        "A site asks for one shared eCOA login for its night-shift nurses, who enter patients' diary data in turn. What is the best response?",
      options: [
        "Allow it if the site keeps a paper log of which nurse used the login on each shift",
        "Stop night-shift entry altogether, so that diaries are entered only when named day staff are on duty",
        "Give each nurse a named account of her own, so that the audit trail shows who entered what",
        "Let the nurses use the site investigator's own account at night, since he is responsible anyway",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 32 requires measures that protect confidentiality and integrity, and the EMA guideline on computerised systems in clinical trials (EMA/INS/GCP/112288/2023) expects unique user accounts and attributable audit trails. A shared or borrowed login makes it impossible to attribute entries or to withdraw one person's access, and a paper log does not repair that. Named accounts solve the problem without stopping night-shift entry.",
    },
    {
      id: 37,
      question:
        "A study laptop holding a copy of wearable data is stolen. Its disk was protected with state-of-the-art encryption and the key was not compromised. Which statement is correct?",
      options: [
        "The patients need not be notified, as the data are unintelligible to the thief; the breach is recorded",
        "All affected patients must be notified individually, because health data are involved",
        "The authority and the patients must both be told within 72 hours, as for any lost device holding health data",
        "It is not a personal data breach at all, so there is nothing to record or to report",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 34(3)(a) removes the duty to notify individuals if the data were rendered unintelligible, for example by encryption with a safe key. The theft is still a breach and must be documented (Art. 33(5)); with the key safe, a risk to patients is unlikely, so the authority need not be notified either (Art. 33(1)).",
    },
    {
      id: 38,
      question:
        "Your DPIA for a new genomic data platform concludes that, even after all planned measures, a high risk to participants remains. What must happen next?",
      options: [
        "Go live and monitor closely: the DPIA has been completed, which is all the GDPR requires",
        "Consult the supervisory authority before starting; it has 8 weeks to reply, extendable by 6",
        "Stop the project: the GDPR prohibits any processing that keeps a high residual risk after a DPIA",
        "Have the DPO accept the residual risk in writing, which closes the company's obligations",
      ],
      correctAnswer: 1,
      explanation:
        "Where a DPIA shows a high risk that the controller cannot mitigate, prior consultation with the SA is required before processing (Art. 36(1)). The GDPR does not simply forbid such processing: the SA replies within 8 weeks, extendable by 6, and may use its powers (Art. 36(2)). The DPO advises, but the company remains responsible.",
    },
    {
      id: 39,
      question:
        "Ransomware encrypts the eCOA vendor's production database. No data were copied, but restoring from backups takes two weeks because the backups had never been tested. A colleague says this is not a data protection issue because nobody saw the data. What is correct?",
      options: [
        "He is right: the data were neither copied nor seen, so confidentiality was never at stake",
        "He is right, because the outage hit the vendor's systems and not the sponsor's own",
        "He is wrong: every outage of a system holding trial data must be notified to the authority within 72 hours",
        "He is wrong: security covers availability, including timely restoration and tested backups",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 5(1)(f) protects against accidental loss and damage, and Art. 32(1) expects availability, resilience, timely restoration and regular testing. Losing access to trial data is a security failure, and a personal data breach, even if no one saw the data; whether it is notifiable depends on the risk, not on a fixed number of hours.",
    },
    {
      id: 40,
      question:
        "Your company outsources eCOA and EDC hosting to processors. A manager concludes that security is now 'the vendors' problem'. Which statement is correct?",
      options: [
        "Right: once a processor contract is signed, the controller has no security duties left",
        "Wrong: both must always apply fitting measures, and the controller must choose sound vendors",
        "Wrong, because processors have no security duties of their own; the controller keeps them all",
        "Right, provided the vendors hold ISO 27001 certification for their hosting services",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 32(1) applies to controllers and processors alike, and Art. 28(1) makes the controller responsible for choosing processors with sufficient guarantees. Processors are also directly liable (Arts 82, 83(4)), so responsibility is shared, not transferred.",
    },
    {
      id: 67,
      question:
        "A medical writer wants to paste patient narratives from serious adverse event reports into a free public AI chatbot to get a summary. What should she be told?",
      options: [
        "She may, once the participants' names are removed, since dates, ages and events are not personal data.",
        "She may, because the chatbot's provider becomes a processor as soon as someone enters data into it.",
        "Not in a public tool: it discloses health data to a provider without a contract; use an approved tool.",
        "Not allowed, but only for copyright reasons, since the narratives belong to the sponsor and not to her.",
      ],
      correctAnswer: 2,
      explanation:
        "Narratives with dates, ages and medical events remain personal health data even without names. Entering them into a public AI tool discloses them to a provider with no Art. 28 contract, no instructions and possibly no transfer safeguards. A processor relationship needs a contract; typing data into a tool does not create one. The right route is a company-approved tool, with as little data as the task needs.",
    },
    {
      id: 68,
      question:
        "Which obligation of the AI Act (Regulation (EU) 2024/1689) already applies to a company whose staff use AI tools in their daily work?",
      options: [
        "A conformity assessment by a notified body for each AI tool that is used in an office.",
        "Registering every employee who uses a chatbot in the EU database of AI systems.",
        "No obligation yet: none of the AI Act's duties apply to any organisation before 2030.",
        "Taking measures to ensure a sufficient level of AI literacy of the staff using AI (Art. 4).",
      ],
      correctAnswer: 3,
      explanation:
        "Since 2 February 2025, providers and deployers of AI systems must take measures to ensure a sufficient level of AI literacy of the staff who deal with them (AI Act Art. 4). Conformity assessments concern high-risk systems and their providers, and the EU database registers high-risk systems, not users of chatbots. The Act applies in stages, and several stages have already begun.",
    },
  ],
};
