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

Clinical systems also fall under GCP and computerised-system rules (ICH E6 and EU GMP Annex 11). These require **validated systems**, **unique user accounts**, **audit trails** and **backups**. The two frameworks support each other, with two points to remember:

- **Audit trails themselves contain personal data** (who changed what, and when), so they need protection and access control too.
- **Backups are copies of personal data.** They must be protected like the live system, and the loss of a backup, or unauthorised access to it, is a personal data breach.

## Choosing and contracting vendors

Decentralised trials depend on eCOA providers, cloud EDC platforms, wearable vendors and their subcontractors. Outsourcing does **not** transfer responsibility:

- Use only processors that provide **sufficient guarantees** of appropriate measures (**Art. 28(1)**); in practice, this means a documented vendor qualification.
- The **Art. 28(3) contract** must cover processing only on documented instructions, confidentiality of staff, security measures, the conditions for using sub-processors, assistance with data subject rights and with Arts 32-36 (security, breach notification, DPIA and prior consultation), deletion or return of data at the end of the service, and audits and inspections.
- A processor may engage a **sub-processor** only with the controller's **prior written authorisation** (**Art. 28(2)**).
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

## Why encryption pays off

If personal data affected by a breach were rendered unintelligible to anyone not authorised to access them, for example by encryption with the key kept safe, the controller does not have to notify the individuals (**Art. 34(3)(a)**). Encrypting laptops, databases, backups and data in transit between devices, apps and the EDC therefore reduces both the harm and the response burden when something goes wrong.

## Fines

Infringements of the security and processor obligations can lead to fines of up to **€10 million or 2 %** of worldwide annual turnover, whichever is higher (Art. 83(4)). Where a failure also breaches the integrity and confidentiality principle of Art. 5(1)(f), the **upper tier** of €20 million or 4 % applies (Art. 83(5)). Processors can be fined directly.

## Key takeaways

- Security protects confidentiality, integrity and availability (Art. 5(1)(f), Art. 32).
- Measures are risk-based, and both controllers and processors must apply them.
- Qualify vendors, sign complete Art. 28 contracts and approve sub-processors in writing.
- Complete the DPIA before go-live, and consult the SA if high risk remains (Arts 35-36).
- Unique accounts, protected audit trails and tested backups serve GCP and GDPR alike.`,
  },
  questions: [
    {
      id: 33,
      question:
        "Your decentralised trial will collect wearable and eCOA health data from 5,000 patients. The project manager proposes completing the DPIA three months after go-live. What is correct?",
      options: [
        "This is acceptable, because a DPIA is only needed once real data show whether risks exist",
        "This is acceptable, provided the finished DPIA is then filed with the supervisory authority",
        "The DPIA must be completed before processing starts, because large-scale processing of health data is likely to be high risk",
        "No DPIA is needed, because the data are pseudonymised with subject codes",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 35(1) requires a DPIA before high-risk processing begins, and Art. 35(3)(b) names large-scale processing of special-category data such as health data. Sensitive data, new technology and large scale are all present here.",
    },
    {
      id: 34,
      question:
        "An eCOA vendor presents its ISO 27001 certificate and says its standard terms 'cover GDPR'. Procurement wants to sign immediately. What should IT require?",
      options: [
        "A documented assessment of the vendor's guarantees and a contract containing all Art. 28(3) terms; the certificate is useful evidence but not enough on its own",
        "Nothing further, because ISO 27001 certification proves GDPR compliance",
        "Only a confidentiality agreement, because the vendor as processor carries all security responsibility",
        "A recent ISO 27001 audit report, which replaces the need for a processing contract",
      ],
      correctAnswer: 0,
      explanation:
        "Certifications can help demonstrate compliance (Art. 32(3)), but no standard is mandated or equivalent to compliance. Controllers must use processors with sufficient guarantees (Art. 28(1)) under a contract covering instructions, security, sub-processors, assistance, deletion and audits (Art. 28(3)).",
    },
    {
      id: 35,
      question:
        "Your cloud EDC vendor announces that it will start using a new support subcontractor that can access trial data. What does the GDPR require?",
      options: [
        "Nothing, provided the subcontractor is established in the EU",
        "Only that the vendor mentions the subcontractor in its own privacy notice",
        "That the sponsor signs a separate contract directly with the subcontractor instead of the vendor",
        "The sponsor's prior written authorisation before the subcontractor is engaged",
      ],
      correctAnswer: 3,
      explanation:
        "A processor may not engage a sub-processor without the controller's prior written authorisation (Art. 28(2)). The sponsor remains accountable for who handles its trial data, wherever they are located.",
    },
    {
      id: 36,
      question:
        "The clinical team proposes one shared EDC login per site, protected by a long, complex password. What is the best response?",
      options: [
        "Accept it, because a strong password meets the state-of-the-art requirement of Art. 32",
        "Reject it: each user needs a unique account so that access can be limited by role and audit trails show who did what",
        "Accept it, but only for users with read-only rights",
        "Accept it, provided the shared password is changed every month",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 32 requires measures that protect confidentiality and integrity, and GCP rules (ICH E6, EU GMP Annex 11) require unique accounts and audit trails. A shared login makes it impossible to attribute actions or to withdraw one person's access.",
    },
    {
      id: 37,
      question:
        "A study laptop holding a copy of wearable data is stolen. Its disk was protected with state-of-the-art encryption and the key was not compromised. Which statement is correct?",
      options: [
        "The affected patients do not need to be notified, because the data are unintelligible to the thief",
        "All affected patients must be notified individually, because health data are involved",
        "The theft is not a personal data breach and does not need to be documented",
        "Because of the encryption, the laptop data fall outside the GDPR entirely",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 34(3)(a) removes the duty to notify individuals if the data were rendered unintelligible, for example by encryption with a safe key. The incident must still be documented (Art. 33(5)), but encryption greatly reduces both harm and obligations.",
    },
    {
      id: 38,
      question:
        "Your DPIA for a new genomic data platform concludes that, even after all planned measures, a high risk to participants remains. What must happen next?",
      options: [
        "Go live and monitor for incidents, because the DPIA has been completed",
        "Send the DPIA to the ethics committee, which takes the place of the supervisory authority for research",
        "Consult the supervisory authority before the processing starts; it has up to 8 weeks to reply, extendable by 6",
        "Ask the DPO to sign off the residual risk, which releases the company from further obligations",
      ],
      correctAnswer: 2,
      explanation:
        "Where a DPIA shows a high risk that the controller cannot mitigate, prior consultation with the SA is required before processing (Art. 36(1)). The SA replies within 8 weeks, extendable by 6 (Art. 36(2)); the DPO advises, but the company remains responsible.",
    },
    {
      id: 39,
      question:
        "Ransomware encrypts the eCOA vendor's production database. No data were copied, but restoring from backups takes two weeks because the backups had never been tested. A colleague says this is not a data protection issue because nobody saw the data. Why is the colleague wrong?",
      options: [
        "Because ransomware attacks always involve data being copied",
        "Because any IT outage longer than 24 hours is automatically a notifiable breach",
        "Because the sponsor, not the vendor, is solely responsible for restoring the data",
        "Because GDPR security covers availability and resilience, including timely restoration and regular testing of measures",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 5(1)(f) protects against accidental loss and damage, and Art. 32(1) expects availability, resilience, timely restoration and regular testing. Losing access to trial data is a security failure even if no one saw the data.",
    },
    {
      id: 40,
      question:
        "Your company outsources eCOA and EDC hosting to processors. A manager concludes that security is now 'the vendors' problem'. Which statement is correct?",
      options: [
        "The manager is right: once a processor contract is signed, the controller has no further security duties",
        "The manager is wrong: controllers and processors must both apply appropriate measures, and the controller must choose vendors giving sufficient guarantees",
        "The manager is wrong because processors have no security duties of their own under the GDPR",
        "The manager is right, provided the vendors hold ISO 27001 certification",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 32(1) applies to controllers and processors alike, and Art. 28(1) makes the controller responsible for choosing processors with sufficient guarantees. Processors are also directly liable (Arts 82, 83(4)), so responsibility is shared, not transferred.",
    },
  ],
};
