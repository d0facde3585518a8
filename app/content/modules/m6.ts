import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are the breach response lead in the **Compliance Office** of an EU-based pharmaceutical sponsor running a Phase II oncology trial with a CRO at sites in Germany, Spain and Poland.

At 18:00 on a Friday, a clinical research associate (CRA) calls from a railway station: her laptop has been stolen. While you talk, she confirms that it holds an **unencrypted spreadsheet linking subject numbers to participants' names**. Her manager suggests waiting until Monday, when IT can check the device inventory, and then "notifying once we know everything".

On Monday morning, before that assessment is finished, the EDC vendor emails you: **ransomware** has encrypted part of its hosting environment, including a nightly backup of your trial database, and its forensic investigation will take at least two weeks. The vendor's security team sends a detailed report on the exploited firewall weakness and asks whether it should be pasted into your notification to the supervisory authority.

Your head of clinical operations insists that a backup is "only a copy". A colleague in the US affiliate asks which of the different national, contractual and trial rules should prevail.

You must work out when the 72-hour clock started, what to notify now and what later, what the notification may contain, whether participants must be told, and how to handle the several jurisdictions involved.`,
  training: {
    title: "Personal Data Breach Response: Detect, Assess, Notify",
    content: `## Why breach response matters in clinical research

Clinical trials run on trust. Participants hand over health and often genetic data on the promise that they will be protected. When something goes wrong, the GDPR does not expect perfection, but it does expect a fast, honest and documented response. This module explains what counts as a personal data breach, who must be told, by when, and what a notification may and may not contain.

## What counts as a personal data breach

A **personal data breach** is a security incident that leads to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data (Art. 4(12)). The EDPB Guidelines 9/2022 stress that this covers all three security properties:

- **Confidentiality**: someone sees data they should not, e.g. an SAE report faxed to the wrong number or a stolen laptop holding a subject identification list.
- **Integrity**: data are altered without authorisation, e.g. eCRF values changed by an intruder.
- **Availability**: data are lost or cannot be reached, e.g. ransomware encrypting an EDC database, or paper CRFs lost in the post.

Temporary unavailability can therefore be a breach too. Key-coded trial data are pseudonymised personal data, so a breach of coded data is still a breach; the coding only affects how serious the risk is.

## Backups are personal data too

A **backup** is not "just a copy". It holds the same personal data as the live system, often more of it and over a longer period. A backup tape lost in transit, a backup file left in a publicly readable cloud storage bucket, or a backup encrypted by ransomware is a **personal data breach** in its own right, even when the production system is intact. Treat it exactly like any other breach: assess the risk, start the clock, document it and notify where required.

## The 72-hour clock (Art. 33(1))

The controller must notify the competent supervisory authority (SA) **without undue delay and, where feasible, within 72 hours of becoming aware** of the breach, unless the breach is unlikely to result in a risk to people's rights and freedoms (Art. 33(1)).

- **Aware** means reasonably certain that personal data have been compromised. A short initial investigation to establish this is allowed, but it must not become an excuse for delay.
- The 72 hours are **clock hours, not business hours**. They run through nights and weekends. A breach confirmed at 18:00 on a Friday should be notified by 18:00 on the following Monday.
- **Processors**, such as a CRO or an EDC vendor, must tell the controller without undue delay (Art. 33(2)). Their duty is to alert the sponsor; notifying the SA is the controller's job. The controller counts as aware once the processor has told it, which is why vendor contracts usually set a deadline in hours.
- A late notification must explain the reasons for the delay. Missing the 72 hours is never a reason not to notify at all.

## Do not wait for the investigation to finish

Forensic investigations often take weeks. The GDPR anticipates this: where it is not possible to provide all the information at the same time, it may be provided **in phases** without further undue delay (Art. 33(4)). The right approach is therefore:

- notify within 72 hours with what you know;
- state clearly what is still being investigated;
- send **updates** to the SA as facts become available.

Waiting for the final forensic report before notifying is one of the most common and most costly mistakes.

## What the notification contains, and what stays out

Under Art. 33(3) the notification must at least describe:

- the **nature of the breach**, including the categories and approximate numbers of people and records concerned;
- the name and contact details of the DPO or another **contact point**;
- the **likely consequences** of the breach;
- the **measures** taken or proposed, including steps to mitigate possible adverse effects.

What it must **not** contain is a technical blueprint of your weaknesses. Leave out **technical vulnerability details** such as unpatched software versions, exploitable configuration gaps, network diagrams or the exact attack path. They are not needed to assess the risk to people, and circulating them would expose your systems, and those of your vendors, to further attack. Describe the nature of the incident, for example "ransomware attack on the hosting environment of our EDC vendor", and keep the forensic detail in your internal, access-restricted incident file.

## Telling participants: only when the risk is high (Art. 34)

Individuals must be informed without undue delay, in clear and plain language, only when the breach is **likely to result in a high risk** to their rights and freedoms (Art. 34(1)-(2)). Not every breach notified to the SA reaches that threshold, and not every breach needs to be notified to the SA. Breaches of **health or genetic data** are usually treated as high risk, so a stolen, unencrypted list linking subject numbers to names will normally have to be communicated to the participants concerned, often through the sites that know them.

No individual notice is needed if (Art. 34(3)):

- the data were unintelligible to anyone not authorised, for example **encrypted** with the key kept safe;
- measures taken afterwards mean the high risk is no longer likely to materialise;
- contacting each person would involve disproportionate effort, in which case a **public communication** is used instead.

The SA can still order you to inform individuals (Art. 34(4)).

## Document every breach (Art. 33(5))

Every breach must be recorded, whether or not it is notified: the facts, its effects and the remedial action taken. This **breach register** lets the SA verify your decisions, so a decision not to notify should be reasoned and written down.

## Several jurisdictions: apply the most stringent rule

Trials rarely stay in one country, and a single incident can trigger several regimes at once:

- **Lead SA**: an EU-established controller notifies its **lead supervisory authority** for cross-border processing (Art. 56). A non-EU controller that has only an Art. 27 representative in the EU must notify every SA in whose country affected people live (EDPB Guidelines 9/2022).
- **National law** may add conditions for health, genetic and research data (Art. 9(4)).
- **Clinical Trials Regulation**: the same incident may be a CTR **serious breach**, one likely to significantly affect participants' safety or rights or the reliability of the data. The sponsor must report it through the EU portal within 7 days (CTR Art. 52). This is a separate duty and never replaces the GDPR notification.
- **Sites** control their own medical records and may have their own notification duties; the clinical trial agreement should say who does what.
- **Contracts** with processors often set shorter internal deadlines.

Where several rules apply and differ, **apply the most stringent one**: the shortest deadline, the lowest threshold for notifying and the widest circle of people to inform. That way you comply everywhere at once. Send country-specific questions to the DPO.

## Consequences

Failing to notify or to document a breach can lead to fines of up to **€10 million or 2 %** of worldwide annual turnover, whichever is higher (Art. 83(4)), on top of any sanction for the underlying security failure. Affected individuals can also claim compensation (Art. 82).

## Your first hour: a checklist

- Report any suspected incident to the Compliance Office immediately, including evenings and weekends.
- Record the time at which the company became aware.
- Contain the incident: revoke access, wipe devices remotely, isolate affected systems and backups.
- Assess the risk: which data, how many people, how identifiable, how sensitive.
- Notify the SA within 72 hours where there is a risk, and follow up with updates.
- Inform participants without undue delay where the risk is high.
- Check CTR, national and contractual duties and follow the most stringent.
- Log everything in the breach register.`,
  },
  questions: [
    {
      id: 41,
      question:
        "At 18:00 on Friday a CRA reports that her laptop, holding an unencrypted spreadsheet linking subject numbers to participants' names, has been stolen. You are reasonably certain that personal data are compromised. By when should the supervisory authority be notified?",
      options: [
        "By Wednesday evening, because the 72 hours count working hours only and exclude the weekend",
        "Without undue delay and, where feasible, by 18:00 on Monday",
        "Within 72 hours of the forensic investigation of the laptop being completed",
        "Within 7 days, through the EU clinical trials portal used for serious breaches",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 33(1) requires notification without undue delay and, where feasible, within 72 hours of becoming aware, and these are clock hours that include weekends. The CTR 7-day serious-breach report (CTR Art. 52) is a separate duty and does not replace the GDPR notification.",
    },
    {
      id: 42,
      question:
        "On Monday the EDC vendor reports a ransomware attack affecting your trial data and says its forensic investigation will take at least two weeks. What should the Compliance Office do about notifying the supervisory authority?",
      options: [
        "Wait for the final forensic report so that the notification is complete and accurate",
        "Ask the vendor to notify the authority directly, since the attack hit its systems",
        "Notify only if the investigation later confirms that data were copied, not just encrypted",
        "Notify within 72 hours with the facts known so far and send updates in phases",
      ],
      correctAnswer: 3,
      explanation:
        "Do not wait for the investigation to finish: Art. 33(4) lets information be provided in phases, so the first notice goes in within 72 hours (Art. 33(1)) and updates follow. Ransomware that makes data unavailable is a breach even without copying, and the processor's duty is to inform the controller (Art. 33(2)), which then notifies.",
    },
    {
      id: 43,
      question:
        "A monitor emailed a list of coded subject numbers and visit dates to the wrong person at a partner CRO, who deleted it and confirmed this in writing. The DPO concludes there is a risk, but not a high risk, to participants. Who must be notified?",
      options: [
        "The supervisory authority but not the participants, as individual notice needs a likely high risk",
        "Both the supervisory authority and every participant, because all breaches must reach individuals",
        "Only the participants, because the supervisory authority deals only with high-risk breaches",
        "Nobody, because a breach involving only coded subject numbers can never be notifiable",
      ],
      correctAnswer: 0,
      explanation:
        "Individuals must be told only where a breach is likely to result in a high risk to their rights and freedoms (Art. 34(1)), while a breach that poses a risk still goes to the SA within 72 hours (Art. 33(1)). Coded data are still personal data, and every breach must be documented (Art. 33(5)).",
    },
    {
      id: 44,
      question:
        "The EDC vendor's security team offers to paste its technical report, listing the unpatched firewall version and the exact attack path, into your notification to the supervisory authority. What should you do?",
      options: [
        "Include it in full, because the authority needs every technical detail to assess the breach",
        "Include it, but only in the plain-language version of the notice sent to affected participants",
        "Omit the vulnerability details; describe the nature, scale, consequences and measures taken",
        "Hold back the notification until the weakness is patched, then include the full report",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 33(3) asks for the nature of the breach, the people and records concerned, a contact point, the likely consequences and the measures taken. Technical vulnerability details are not needed for that and would expose your and your vendor's systems to further attack, so they stay in the internal incident file.",
    },
    {
      id: 45,
      question:
        'A courier loses an unencrypted backup tape of your pharmacovigilance database. The live system is unaffected, so IT says: "It is only a backup; nothing has happened." How should the event be classified?',
      options: [
        "Not a breach, because the original data remain available and intact",
        "A breach only if someone is later shown to have actually read the data on the tape",
        "A personal data breach, to be assessed, documented and notified where required",
        "An IT service incident, to be handled only under the courier contract",
      ],
      correctAnswer: 2,
      explanation:
        "A personal data breach includes the loss of, or unauthorised access to, personal data (Art. 4(12)), and a backup holds the same personal data as the live system. The lost tape must be risk-assessed, documented (Art. 33(5)) and, where there is a risk, notified within 72 hours (Art. 33(1)).",
    },
    {
      id: 46,
      question:
        "A breach affects participants in three EU countries and at a US site. The GDPR, a national health-data law, the CRO contract and a US state law set different deadlines and thresholds for notification. Which approach should your incident plan follow?",
      options: [
        "Apply the most stringent rule: the shortest deadline and the lowest threshold",
        "Apply only the law of the country where the group has its headquarters",
        "Apply the most lenient requirement, to avoid unnecessary notifications",
        "Let each country team decide independently which rule to follow",
      ],
      correctAnswer: 0,
      explanation:
        "Where several jurisdictions' rules apply to the same breach, following the most stringent one keeps you compliant with all of them at once. National law can add conditions for health and research data (Art. 9(4)), so country-specific questions go to the DPO.",
    },
    {
      id: 47,
      question:
        "The ransomware attack also threatens the reliability of the trial data and meets the Clinical Trials Regulation definition of a serious breach. How does this relate to the GDPR notification?",
      options: [
        "The CTR report through the EU portal replaces the GDPR notification to the supervisory authority",
        "Only the GDPR notification is needed, because data protection rules take priority over the CTR",
        "The two duties merge, so a single report within 7 days satisfies both regulations",
        "Both apply: notify the SA within 72 hours and report via the EU portal within 7 days",
      ],
      correctAnswer: 3,
      explanation:
        "The sponsor must report a CTR serious breach through the EU portal within 7 days (CTR Art. 52), which is separate from the 72-hour GDPR notification to the SA (Art. 33(1)). Neither report replaces the other.",
    },
    {
      id: 48,
      question:
        "A study coordinator loses a USB stick holding trial data protected by strong encryption; the key was never stored with it. The DPO concludes that the breach is unlikely to result in any risk to participants. What must still be done?",
      options: [
        "Notify the supervisory authority within 72 hours anyway, as every breach must be reported",
        "Record the breach, its effects and the reasoning in the internal breach register",
        "Inform every participant whose data were on the stick, in plain language",
        "Nothing at all, since encrypted data fall outside the breach rules",
      ],
      correctAnswer: 1,
      explanation:
        "Every personal data breach must be documented, whether or not it is notified (Art. 33(5)). Notifying the SA is not required where a breach is unlikely to result in a risk (Art. 33(1)), and encryption with a safe key removes the duty to inform individuals (Art. 34(3)(a)).",
    },
  ],
};
