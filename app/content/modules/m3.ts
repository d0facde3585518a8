import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are a data manager at the EU office of Halden Pharma, which sponsors a multinational Phase III diabetes trial. Halden's systems hold only **key-coded data**: subject numbers, visit data, lab results and adverse event reports. The identification logs that link subject numbers to names stay at the hospital sites, and a CRO runs the EDC on Halden's behalf.

On a Tuesday morning, a participant from a site in Amsterdam phones Halden's **US medical-information line**. She says she wants "a copy of all my data" and then wants "everything deleted". She also mentions that her baseline weight was recorded wrongly. The call-centre agent logs the call and forwards a note to your team ten days later.

In the team meeting, one colleague suggests asking her for a certified passport copy before doing anything. Another says the request does not count because it was not made on the company's privacy request form. A third proposes simply deleting her record from the EDC so the matter is closed.

**Your task:** work out which rights the participant has, when the response deadline started running and how long it is, how to confirm her identity without collecting more data, and what Halden may keep despite her erasure request.`,

  training: {
    title: "Data Subject Rights: Answering Requests Correctly and On Time",
    content: `## Coded data still carry rights

Sponsors that hold only subject numbers often assume that participants have no rights against them. Key-coded trial data are **pseudonymised personal data** (Art. 4(5)), so the rights apply. The practical difference is how you reach the person: a sponsor **need not collect extra identifying information** just to answer requests (Art. 11). Instead, route requests through the **site that holds the identification log**, which can link the subject number to the individual.

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

- The clock starts when the **organisation receives** the request through any channel the person could **reasonably expect** to reach it: a medical-information line, a general inbox or a letter to the DPO. A request needs no special form or wording, so a request that bypasses the company form is still valid.
- The deadline is one calendar month, **not 30 working days**.
- For **complex or numerous** requests the period can be **extended by two further months**, but only if the person is told about the extension and the reasons **within the first month**. An extension announced on day 60 is too late.
- If you decide **not to act**, say why within one month and mention the right to complain to a supervisory authority and to seek a judicial remedy (Art. 12(4)).

## Fees and identity checks

Requests are **free of charge**. A reasonable fee, or a refusal, is allowed only for **manifestly unfounded or excessive** requests, which the controller must prove (Art. 12(5)); extra copies may be charged (Art. 15(3)).

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

**Restriction** means the data are **stored but not used** (Art. 18). A person can ask for it while the **accuracy** of contested data is checked, while an **objection** is weighed, when processing is unlawful but they want the data kept rather than erased, or when the controller no longer needs the data but they need them for **legal claims** (Art. 18(1)). Restricted data may still be stored; any other use needs the person's consent, legal claims, the protection of another person's rights or an important public interest (Art. 18(2)). Tell the person **before** the restriction is lifted (Art. 18(3)). When you rectify, erase or restrict data, **tell every recipient** to whom the data were disclosed, unless this proves impossible or involves disproportionate effort (Art. 19).

## Portability (Art. 20)

Portability is narrower than access. It covers only data the person **provided**, processed **by automated means** on the basis of **consent or contract**. It **never applies** to processing based on legal obligation, public task or legitimate interests. Portability does not cover all data held; a participant can still obtain a copy through the right of access.

## Objection (Art. 21)

People can object to processing based on **public task** or **legitimate interests**. Processing then stops unless the controller shows **compelling legitimate grounds** or needs the data for **legal claims** (Art. 21(1)). For **research**, an objection can be overridden only where the processing is necessary for a **task carried out in the public interest** (Art. 21(6)), as for a public sponsor relying on public task; legitimate interests give no such override. Objection does not apply to processing based on legal obligation, such as safety reporting.

## Automated decisions (Art. 22)

**Solely automated decisions** with legal or similarly significant effects, such as algorithmic eligibility screening that rejects patients without human review, need safeguards including the right to **human intervention**, to express a point of view and to contest the decision. If they use health data, they need **explicit consent** or a law based on **substantial public interest** (Art. 22(3)-(4)).

## Indirect collection and research limits

- When data come from someone else, for example medical records or adverse event reports from healthcare professionals, inform the person within **one month** (Art. 14(3)).
- For research, individual information is not required where it is **impossible or would involve disproportionate effort**, for example for thousands of records from a registry (Art. 14(5)(b)). The controller must then protect people in other ways, including by making the information **publicly available**. This exemption covers only data obtained from others; participants who give their data themselves are informed at collection (Art. 13).
- Union or Member State law may **restrict** access, rectification, restriction and objection for research (**Art. 89(2)**), with Art. 89(1) safeguards and only as far as the rights would make the research impossible or seriously impair it. Where no such law exists, the rights apply in full: a protocol, an informed consent form or a company SOP cannot create the restriction. Ask the DPO which national provisions exist.
- **CROs** and other processors must help the sponsor answer requests (Art. 28(3)(e)).

## Staff have the same rights

Employees and other staff have the same rights on the same deadlines. An employee's request for her HR records or for emails about her is answered within one month, protecting other people's data in them (Art. 15(4)). Route it to HR and the DPO the same day.

## A workflow for data management

- **Log** the request on the day any part of the company receives it, and calculate the one-month deadline.
- **Forward** it at once to the privacy team or DPO and, for coded data, to the **site** holding the identification log.
- **Identify** the rights involved: one call may combine access, erasure and rectification.
- **Search** EDC, safety database, IRT, eTMF and vendors' systems, with the CRO's help.
- **Decide** what can be released, corrected or erased, and what must be kept under Art. 17(3).
- **Respond** in clear and plain language, and **document** every step.

## Key takeaways

- Pseudonymised data carry rights; route requests through the site rather than collecting identities.
- Answer within **one month** of receipt, extendable by **two further months** if you say so within the first month.
- Erasure yields to legal obligations, public health, legal claims and research; safety data stay.`,
  },

  questions: [
    {
      id: 17,
      question:
        "A participant's request for \"all my data\" reached Halden's US medical-information line on 3 March. The call centre forwarded it to the privacy team on 13 March. When does the response deadline run from, and how long is it?",
      options: [
        "One month from 13 March, when the privacy team got it; a call centre is not a channel for privacy requests.",
        "One month from 3 March, but with no extension possible, since the call centre already let ten days pass.",
        "No deadline yet: the request counts only once she has filed it on the company's privacy form.",
        "One month from 3 March, when the call centre took it, extendable by two months if complex or numerous.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 12(3) sets one month from receipt, and a request counts once it reaches the organisation through any channel the person could reasonably expect to reach it, such as its medical-information line; no special form is needed. The period can be extended by two further months only for complex or numerous requests.",
    },
    {
      id: 18,
      question:
        "On day 60 after receiving an access request, the team realises that collecting data from five vendors is complex and wants to use the two-month extension. Can it?",
      options: [
        "Yes: an extension can be announced at any time before the three months have run out.",
        "No: the extension, with its reasons, had to be announced to her within the first month.",
        "Yes, provided she receives a first part of her data now and the rest within the extension.",
        "No: extensions are never possible for access requests, only for erasure and rectification.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 12(3) allows an extension of two further months for complex or numerous requests, including access requests, but only if the person is informed of it, with reasons, within one month of receipt. On day 60 the first month has passed, so the request is already late.",
    },
    {
      id: 19,
      question:
        "Halden holds only coded data and does not know the caller's name. How should it confirm that the caller is the participant whose data she is asking about?",
      options: [
        "Route it via the site holding the identification log, checking identity only as far as needed.",
        "Ask her for a certified passport copy before logging the request, as the safest check against fraud.",
        "Ask for her name, address and date of birth and store them in the clinical database for later requests.",
        "Tell her that Halden holds only coded data, so it cannot identify her and has nothing to give her.",
      ],
      correctAnswer: 0,
      explanation:
        "Identity should be checked only as far as necessary (Art. 12(6)), and a sponsor need not collect extra identifying data to answer requests (Art. 11). Coded data still carry rights: the site that holds the identification log can link her to her subject number without Halden demanding ID documents.",
    },
    {
      id: 20,
      question:
        "The participant asks Halden to delete all her trial data, including her serious adverse event reports and the records held in the trial master file. What is the correct approach?",
      options: [
        "Delete all of it within one month: the right to erasure overrides CTR and pharmacovigilance retention.",
        "Delete the efficacy data but keep the safety reports, since only safety data are held under a legal obligation.",
        "Keep what law or research requires, and explain why within one month, mentioning her right to complain.",
        "Anonymise her records at once, which answers the request and leaves the trial analysis intact.",
      ],
      correctAnswer: 2,
      explanation:
        "Erasure (Art. 17) gives way to legal obligations, public health, legal claims and research that erasure would seriously impair (Art. 17(3)), so safety and TMF data normally stay, and the TMF must be archived as it is. A refusal must be explained within one month, mentioning the right to complain (Art. 12(4)).",
    },
    {
      id: 21,
      question:
        "A participant asks for all her trial data, including lab results and investigator assessments, in a machine-readable format under the right to data portability. The research processing rests on legitimate interests. What applies?",
      options: [
        "Portability applies to every piece of data the sponsor holds about her, whatever the legal basis.",
        "Portability does not apply to legitimate interests, but access gives her a copy of all her data.",
        "Portability applies, but only to the values the investigator entered in the EDC at her visits.",
        "Neither portability nor access applies, because the sponsor holds only coded data about her.",
      ],
      correctAnswer: 1,
      explanation:
        "Portability (Art. 20) covers only data the person provided, processed by automated means on the basis of consent or contract; it never applies to legitimate interests, public task or legal obligation. The right of access (Art. 15) still gives her a copy of her data, coded or not.",
    },
    {
      id: 22,
      question:
        "The participant says her baseline weight was recorded wrongly, and the site's source notes confirm it. A data manager proposes overwriting the value in the EDC so that no trace of the wrong figure remains. What should happen?",
      options: [
        "Overwrite it as proposed, so that the database no longer holds a value known to be inaccurate.",
        "Leave the EDC as first entered, since trial data must stay unchanged, and note her view in the site file.",
        "Correct it in Halden's own extract only, and leave the site's EDC entry as it was first entered.",
        "Have the site correct it by an audit-trailed amendment keeping the old value, and tell all recipients.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 16 gives a right to have inaccurate data corrected, and under GCP this is done by an audit-trailed amendment through the site, never by overwriting the original entry. Recipients to whom the data were disclosed must be told about the rectification (Art. 19).",
    },
    {
      id: 23,
      question:
        "A participant objects to Halden's use of her data in a follow-up research analysis, which rests on legitimate interests, and also to the safety reporting done under legal obligation. How should Halden respond?",
      options: [
        "Refuse both objections: once a participant has enrolled, objections to research never succeed.",
        "Stop all processing of her data, safety reporting included, because the objection reaches every basis.",
        "Honour the research objection, which only a public-interest task could override, and keep reporting.",
        "Refuse the research objection once Halden documents compelling legitimate grounds, and keep reporting.",
      ],
      correctAnswer: 2,
      explanation:
        "Objection (Art. 21) applies to processing based on legitimate interests or public task. For research it can be overridden only where the processing is necessary for a task in the public interest (Art. 21(6)), as for a public sponsor relying on public task; a private sponsor's legitimate interests give no such override. Safety reporting rests on legal obligation, which objection does not reach.",
    },
    {
      id: 24,
      question:
        'During a blinded trial a participant asks for a copy of her data, including her treatment arm. The research lead wants to refuse every access request until the trial ends, "because the GDPR restricts rights for research". What decides whether her request may be limited?',
      options: [
        "Whether a Union or national law under Art. 89(2) provides for it, and then only as far as the research needs.",
        "Art. 89(2) itself, which suspends access and rectification in all research until the trial has ended.",
        "Whether the protocol and the consent form both say that access is suspended until database lock.",
        "Nothing can limit it: the GDPR has no research exception, so she gets everything now, treatment arm included.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 89(2) lets Union or Member State law restrict access (Art. 15), rectification, restriction and objection for research, with Art. 89(1) safeguards and only as far as the rights would make the research impossible or seriously impair it. Without such a law the rights apply in full; a protocol or consent form cannot create the restriction. Ask the DPO which national provision applies.",
    },
    {
      id: 61,
      question:
        "A participant says her date of birth in the EDC is wrong and asks that her data not be used until it is checked. The check will take two weeks. What does the data manager do?",
      options: [
        "Delete her record, since data whose accuracy a participant contests must be erased without delay.",
        "Restrict the data while their accuracy is verified: store but do not use them, and tell her before lifting it.",
        "Keep using the data: a restriction applies only once a supervisory authority has ordered one.",
        "Ask her to withdraw from the trial, since contested data make the whole of her record unusable.",
      ],
      correctAnswer: 1,
      explanation:
        "Contesting accuracy is one of the grounds for restriction: for the time it takes to verify the data, they are stored but not otherwise used (Art. 18(1)(a)). She must be told before the restriction is lifted (Art. 18(3)), and recipients are informed of it (Art. 19). Erasure is not what she asked for, and a restriction needs no order from an authority.",
    },
    {
      id: 62,
      question:
        "A participant's data in the trial database are restricted while her objection is being weighed. What may the sponsor still do with them in the meantime?",
      options: [
        "Use them in the interim analysis, provided that the restriction is noted in the audit trail.",
        "Nothing at all, not even store them: restricted data must be moved out of the trial database.",
        "Store them; any other use needs her consent, legal claims, others' rights or an important public interest.",
        "Send them to the CRO for data cleaning, since a processor's work does not count as using them.",
      ],
      correctAnswer: 2,
      explanation:
        "Restriction means storing without using. Apart from storage, restricted data may be processed only with the person's consent, for legal claims, to protect the rights of another person or for reasons of important public interest (Art. 18(2)). Using them in an analysis or sending them for cleaning is processing too, whoever does it.",
    },
    {
      id: 63,
      question:
        "A vendor offers an algorithm that screens hospital records and rejects patients as ineligible for the trial, with no one reviewing its results. What does the GDPR say about this?",
      options: [
        "Art. 22 does not apply: eligibility screening is part of the protocol, not a decision about a person.",
        "It is allowed as soon as the algorithm's accuracy has been validated under good clinical practice.",
        "Only security matters here: the vendor must protect the records that the algorithm reads (Art. 32).",
        "It is a solely automated decision with significant effects: Art. 22's limits and safeguards apply.",
      ],
      correctAnswer: 3,
      explanation:
        "A decision based solely on automated processing that significantly affects a person, such as being refused a trial without human review, falls under Art. 22. It is allowed only on the grounds of Art. 22(2), with safeguards including human intervention, and with health data only with explicit consent or a law based on substantial public interest (Art. 22(4)). Validating the algorithm does not replace these safeguards.",
    },
    {
      id: 64,
      question:
        "A patient turned down by an automated pre-screening tool asks for a person to look at her case. What must the controller offer where such automated decisions are allowed?",
      options: [
        "Human intervention, a chance to give her point of view and a way to contest the decision.",
        "The algorithm's source code, which Art. 22 requires the controller to disclose on request.",
        "No further step: having agreed to the screening, she must accept its result as final.",
        "A second run of the same tool, since repeating the check counts as the review she is owed.",
      ],
      correctAnswer: 0,
      explanation:
        "Where solely automated decisions are allowed under Art. 22(2)(a) or (c), the controller must offer at least the right to obtain human intervention, to express her point of view and to contest the decision (Art. 22(3)). A second run of the same tool is not human intervention. She is entitled to meaningful information about the logic involved (Art. 15(1)(h)), not to the source code.",
    },
  ],
};
