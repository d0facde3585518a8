import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are a data manager at the EU office of Halden Pharma, which sponsors a multinational Phase III diabetes trial. Halden's systems hold only **key-coded data**: subject numbers, visit data, lab results and adverse event reports. The identification logs that link subject numbers to names stay at the hospital sites, and a CRO runs the EDC on Halden's behalf.

On a Tuesday morning, a participant from a site in Amsterdam phones Halden's **US medical-information line**. She says she wants "a copy of all my data" and then wants "everything deleted". She also mentions that her baseline weight was recorded wrongly. The call-centre agent logs the call and forwards a note to your team ten days later.

In the team meeting, one colleague suggests asking her for a certified passport copy before doing anything. Another says the request does not count because it was not made on the company's privacy request form. A third proposes simply deleting her record from the EDC so the matter is closed.

**Your task:** work out which rights the participant has, when the response deadline started running and how long it is, how to confirm her identity without collecting more data, and what Halden may keep despite her erasure request.`,

  training: {
    title: "Data Subject Rights: Answering Requests Correctly and On Time",
    content: `## Coded data still carry rights

Sponsors often assume that because they hold only subject numbers, participants have no rights against them. That is wrong. Key-coded trial data are **pseudonymised personal data** (Art. 4(5)), so the rights apply. The practical difference is how you reach the person: a sponsor **need not collect extra identifying information** just to answer requests (Art. 11). Instead, route requests through the **site that holds the identification log**, which can link the subject number to the individual.

## The eight data subject rights

The GDPR gives individuals **eight rights**:

- **Information** about the processing (Arts 13-14)
- **Access** to their data (Art. 15)
- **Rectification** of inaccurate data (Art. 16)
- **Erasure**, the "right to be forgotten" (Art. 17)
- **Restriction** of processing (Art. 18)
- **Data portability** (Art. 20)
- **Objection** to processing (Art. 21)
- Protection from **solely automated decisions**, including profiling (Art. 22)

People can also **withdraw consent** at any time (Art. 7(3)), **complain** to a supervisory authority (Art. 77) and **claim compensation** for damage (Art. 82).

## The deadline: one month, plus two

A request must be answered **without undue delay** and at the latest within **one month of receipt** (Art. 12(3)).

- The clock starts when the **organisation receives** the request, through any channel: a call-centre line, an email to a general inbox or a letter to the DPO. A request needs no special form or wording, so a request that bypasses the company form is still valid.
- The deadline is one calendar month, **not 30 working days**.
- For **complex or numerous** requests the period can be **extended by two further months**, but only if the person is told about the extension and the reasons **within the first month**. An extension announced on day 60 is too late.
- If you decide **not to act**, say why within one month and mention the right to complain to a supervisory authority and to seek a judicial remedy (Art. 12(4)).

## Fees and identity checks

Requests are **free of charge**. A reasonable fee, or a refusal, is allowed only for **manifestly unfounded or excessive** requests, and the controller must prove that this is the case (Art. 12(5)). Extra copies beyond the first may be charged at a reasonable fee (Art. 15(3)).

Check identity only **as far as necessary** (Art. 12(6)). A certified passport copy is not required by default; for coded trial data the site that knows the participant is usually the best place to confirm who she is.

## Access (Art. 15)

The right of access includes:

- **confirmation** of whether her data are processed;
- a **copy** of the data;
- the **purposes**, the **recipients** and the **retention period**;
- the **source** of data not collected from her;
- the **safeguards** for transfers outside the EU.

The copy must not harm the rights and freedoms of others (Art. 15(4)), for example other participants' data or confidential information about third parties.

## Rectification (Art. 16)

People can have inaccurate data corrected and incomplete data completed, including by a **supplementary statement**. In a trial, corrections follow **Good Clinical Practice**: make an **audit-trailed amendment** through the site and the data query process, and **never overwrite** or delete the original EDC entry. Rectification does not mean erasing history.

## Erasure (Art. 17)

The right to erasure is **not absolute**. It gives way where processing is needed for (Art. 17(3)):

- compliance with a **legal obligation**, such as CTR archiving and safety reporting;
- reasons of **public health**;
- the establishment, exercise or defence of **legal claims**;
- **scientific research** where erasure would make the research impossible or seriously impair it.

**Safety and pharmacovigilance data normally stay.** Erasure does not override retention required under the CTR or pharmacovigilance law. Explain any refusal within one month and mention the right to complain (Art. 12(4)).

## Restriction and notification of recipients

**Restriction** means the data are **stored but not used**, for example while the accuracy of contested data is being checked (Art. 18). When you rectify, erase or restrict data, **tell every recipient** to whom the data were disclosed, unless this proves impossible or involves disproportionate effort (Art. 19).

## Portability (Art. 20)

Portability is narrower than access. It covers only data the person **provided**, processed **by automated means** on the basis of **consent or contract**. It **never applies** to processing based on legal obligation, public task or legitimate interests. Portability does not cover all data held; a participant can still obtain a copy through the right of access.

## Objection (Art. 21)

People can object to processing based on **public task** or **legitimate interests**. Processing then stops unless the controller shows **compelling legitimate grounds** or needs the data for **legal claims** (Art. 21(1)). For **research**, an objection can be overridden only where the processing is necessary for a **task carried out in the public interest** (Art. 21(6)). Objection does not apply to processing based on legal obligation, such as safety reporting.

## Automated decisions (Art. 22)

**Solely automated decisions** with legal or similarly significant effects, such as algorithmic eligibility screening that rejects patients without human review, need safeguards including the right to **human intervention**, to express a point of view and to contest the decision. If they use health data, they need **explicit consent** or a law based on **substantial public interest** (Art. 22(3)-(4)).

## Indirect collection and research limits

- When data come from someone else, for example medical records or adverse event reports from healthcare professionals, inform the person within **one month** (Art. 14(3)).
- For research, this is not required where it is **impossible or would involve disproportionate effort**; use alternatives such as **public notices** (Art. 14(5)(b)).
- EU or national law may **restrict** access, rectification, restriction and objection for research (Art. 89(2)), but only where such a law actually exists. Ask the DPO before relying on it.
- **CROs** and other processors must help the sponsor answer requests (Art. 28(3)(e)).

## A workflow for data management

- **Log** the request on the day any part of the company receives it, and calculate the one-month deadline.
- **Forward** it at once to the privacy team or DPO and, for coded data, to the **site** holding the identification log.
- **Identify** the rights involved: one call may combine access, erasure and rectification.
- **Search** all systems: EDC, safety database, IRT, eTMF and vendors' systems, with the CRO's help.
- **Decide** what can be released, corrected or erased, and what must be kept under Art. 17(3).
- **Respond** in clear and plain language, and **document** every step.

## Key takeaways

- Pseudonymised data carry rights; route requests through the site rather than collecting identities.
- There are **eight rights**, plus withdrawal of consent, complaints and compensation.
- Answer within **one month**, extendable by **two further months** for complex or numerous requests if you say so within the first month.
- Erasure yields to legal obligations, public health, legal claims and research; safety data stay.
- Correct data with audit-trailed amendments, never by overwriting.`,
  },

  questions: [
    {
      id: 17,
      question:
        "A participant's request for \"all my data\" reached Halden's US medical-information line on 3 March. The call centre forwarded it to the privacy team on 13 March. When does the response deadline run from, and how long is it?",
      options: [
        "30 working days from 13 March, the day the privacy team received the note.",
        "One month from 13 March, because the clock starts only when the privacy team is informed.",
        "There is no deadline, because the request was not made on the company's privacy form.",
        "One month from 3 March, extendable by two months only for complex or numerous requests.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 12(3) sets one month from receipt of the request, and the company received it when its call centre took the call; no special form is required. The period can be extended by two further months only for complex or numerous requests.",
    },
    {
      id: 18,
      question:
        "On day 60 after receiving an access request, the team realises that collecting data from five vendors is complex and wants to use the two-month extension. Can it?",
      options: [
        "Yes, an extension can be announced at any time before the full three months have run out.",
        "No, the person had to be told of the extension and the reasons within the first month.",
        "Yes, provided the participant is offered the copy free of charge as compensation.",
        "No, because extensions are never possible for requests for access to trial data.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 12(3) allows an extension of two further months for complex or numerous requests, but only if the person is informed of it, with reasons, within one month of receipt. On day 60 the first month has passed, so the request is already late.",
    },
    {
      id: 19,
      question:
        "Halden holds only coded data and does not know the caller's name. How should it confirm that the caller is the participant whose data she is asking about?",
      options: [
        "Route it via the site holding the identification log, checking identity only as far as needed.",
        "Require a certified passport copy before the request is even logged or acknowledged.",
        "Reject the request, because pseudonymised data carry no data subject rights.",
        "Ask for her name, address and date of birth and add them to the clinical database for future requests.",
      ],
      correctAnswer: 0,
      explanation:
        "Identity should be checked only as far as necessary (Art. 12(6)), and a sponsor need not collect extra identifying data to answer requests (Art. 11). The site that holds the identification log can link her to her subject number without Halden demanding ID documents.",
    },
    {
      id: 20,
      question:
        "The participant asks Halden to delete all her trial data, including her serious adverse event reports and the records held in the trial master file. What is the correct approach?",
      options: [
        "Delete everything within one month, because the right to erasure overrides CTR and pharmacovigilance retention.",
        "Delete the safety reports but keep the efficacy data, because only efficacy data serve research.",
        "Keep what the law or research requires, explain why within one month and mention the right to complain.",
        "Take no action, because participants give up their data protection rights when they join a trial.",
      ],
      correctAnswer: 2,
      explanation:
        "Erasure gives way to legal obligations, public health, legal claims and research that erasure would seriously impair (Art. 17(3)), so safety and TMF data normally stay. A refusal must be explained within one month, mentioning the right to complain (Art. 12(4)).",
    },
    {
      id: 21,
      question:
        "A participant asks for all her trial data, including lab results and investigator assessments, in a machine-readable format under the right to data portability. The research processing rests on legitimate interests. What applies?",
      options: [
        "Portability applies to every piece of data the sponsor holds about her, whatever the legal basis.",
        "Portability does not apply to legitimate interests, but she can obtain a copy via access.",
        "Portability applies, but only to the data the investigator typed into the EDC system at each visit.",
        "Portability does not apply, because it covers only data held on paper records.",
      ],
      correctAnswer: 1,
      explanation:
        "Portability covers only data the person provided, processed by automated means on the basis of consent or contract (Art. 20); it never applies to legitimate interests, public task or legal obligation. The right of access (Art. 15) still gives her a copy of her data.",
    },
    {
      id: 22,
      question:
        "The participant says her baseline weight was recorded wrongly. A data manager proposes overwriting the value directly in the EDC so that no trace of the wrong figure remains. What should happen instead?",
      options: [
        "Overwrite the value as proposed, because rectification means removing the wrong data completely.",
        "Refuse, because trial data may never be corrected once they have been entered.",
        "Delete her whole record and re-enter all of her data from scratch with the corrected weight.",
        "Correct it through an audit-trailed amendment via the site, and inform recipients of the change.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 16 gives a right to rectification, which under GCP is done by audit-trailed amendment, never by overwriting the original entry. Recipients of the data must be told about the rectification (Art. 19).",
    },
    {
      id: 23,
      question:
        "A participant objects to Halden's use of her data in a follow-up research analysis based on legitimate interests, and also to the safety reporting done under legal obligation. How should Halden respond?",
      options: [
        "Refuse both objections, because objections to research never succeed once a participant has enrolled.",
        "Stop all processing at once, including safety reporting, because an objection overrides every basis.",
        "Honour the objection to the research use, but continue safety reporting, which objection does not cover.",
        "Charge a fee first, because objections are free of charge only where processing is based on public task.",
      ],
      correctAnswer: 2,
      explanation:
        "Objection applies to processing based on legitimate interests or public task (Art. 21(1)); for research it can be overridden only where the processing is a public-interest task (Art. 21(6)), which a private sponsor's legitimate interests are not. Safety reporting rests on legal obligation, to which the right to object does not apply.",
    },
    {
      id: 24,
      question:
        "A CRO proposes an algorithm that automatically rejects patients as ineligible for a trial, based on their health records, with no human review. What does the GDPR require?",
      options: [
        "Safeguards including human intervention, plus explicit consent or a substantial-public-interest law.",
        "Nothing, because Art. 22 applies only to credit and employment decisions.",
        "Nothing, provided the algorithm has been validated under Good Clinical Practice.",
        "Nothing, because pre-screening happens before the ICF is signed, so no GDPR rights apply at that stage.",
      ],
      correctAnswer: 0,
      explanation:
        "Solely automated decisions with significant effects, such as eligibility screening, need safeguards including the right to human intervention (Art. 22(3)). Because they use health data, they also need explicit consent or a law based on substantial public interest (Art. 22(4)).",
    },
  ],
};
