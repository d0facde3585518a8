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

Participants hand over health and often genetic data on the promise that they will be protected. When something goes wrong, the GDPR does not expect perfection, but it does expect a fast, honest and documented response: what counts as a breach, who must be told, by when, and with what.

## What counts as a personal data breach

A **personal data breach** is a security incident that leads to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data (Art. 4(12)). The EDPB Guidelines 9/2022 stress that this covers all three security properties:

- **Confidentiality**: someone sees data they should not, e.g. an SAE report faxed to the wrong number or a stolen laptop holding a subject identification list.
- **Integrity**: data are altered without authorisation, e.g. eCRF values changed by an intruder.
- **Availability**: data are lost or cannot be reached, e.g. ransomware encrypting an EDC database, or paper CRFs lost in the post.

Temporary unavailability can therefore be a breach too. Key-coded trial data are pseudonymised personal data, so a breach of coded data is still a breach; the coding only affects how serious the risk is.

## Backups are personal data too

A **backup** is not "just a copy". It holds the same personal data as the live system, often more of it and over a longer period. A backup tape lost in transit, a backup file left in a publicly readable cloud storage bucket, or a backup encrypted by ransomware is a **personal data breach** in its own right, even when the production system is intact. Treat it like any other breach: assess the risk, start the clock, document it and notify where required.

## The 72-hour clock (Art. 33(1))

The controller must notify the competent supervisory authority (SA) **without undue delay and, where feasible, within 72 hours of becoming aware** of the breach, unless the breach is unlikely to result in a risk to people's rights and freedoms (Art. 33(1)).

- **Aware** means reasonably certain that personal data have been compromised. A short initial investigation to establish this is allowed, but it must not become an excuse for delay.
- The 72 hours are **clock hours, not business hours**. They run through nights and weekends: a breach confirmed at 18:00 on a Friday should be notified by 18:00 on the following Monday.
- **Processors**, such as a CRO or an EDC vendor, must tell the controller without undue delay (Art. 33(2)). Notifying the SA is the controller's job. The controller counts as aware once the processor has told it.
- A late notification must explain the reasons for the delay. Missing the 72 hours is never a reason not to notify at all.

## Do not wait for the investigation to finish

Forensic investigations often take weeks. Where not all the information is available at once, it may be provided **in phases** without further undue delay (Art. 33(4)). So:

- notify within 72 hours with what you know;
- state clearly what is still being investigated;
- send **updates** to the SA as facts become available.

## What the notification contains, and what stays out

Under **Art. 33(3)** the notification must at least describe:

- the **nature of the breach**, including the categories and approximate numbers of people and records concerned;
- the name and contact details of the DPO or another **contact point**;
- the **likely consequences** of the breach;
- the **measures** taken or proposed, including steps to mitigate possible adverse effects.

That is a **minimum content**, and it does not ask for a technical blueprint of your weaknesses. Exploit-level detail, such as unpatched software versions, exploitable configuration gaps or the exact attack path, is not needed to assess the risk to people, so the notification need not carry it; keep it in the access-restricted incident file. It stays out of communications to participants (Art. 34) and out of public notices, where it would invite further attacks on you and your vendors. The GDPR forbids none of it, though: the SA may ask for more, technical detail included, and must then get it (Art. 31, Art. 58(1); EDPB Guidelines 9/2022).

## Telling participants: only when the risk is high (Art. 34)

Individuals must be informed without undue delay, in clear and plain language, only when the breach is **likely to result in a high risk** to their rights and freedoms (Art. 34(1)-(2)). The message describes the nature of the breach, the likely consequences, the measures taken and a contact point. Breaches of **health or genetic data** are usually treated as high risk, so a stolen, unencrypted list linking subject numbers to names will normally have to be communicated to the participants concerned, often through the sites that know them.

No individual notice is needed if (Art. 34(3)):

- the data were unintelligible to anyone not authorised, for example **encrypted** with the key kept safe;
- measures taken afterwards mean the high risk is no longer likely to materialise;
- contacting each person would involve disproportionate effort, in which case a **public communication** is used instead.

The SA can still order you to inform individuals (Art. 34(4)).

## Document every breach (Art. 33(5))

Every breach must be recorded, whether or not it is notified: the facts, its effects and the remedial action taken. This **breach register** lets the SA verify your decisions, so a decision not to notify should be reasoned and written down.

## Several regimes: a strict baseline, each regime's own duties

A single incident can trigger several regimes at once:

- **Lead SA**: an EU-established controller notifies its **lead supervisory authority** for cross-border processing (Art. 56). A non-EU controller that has only an Art. 27 representative must notify every SA where affected people live (EDPB Guidelines 9/2022).
- **National law** may add conditions for health, genetic and research data (Art. 9(4)).
- **Clinical Trials Regulation**: the same incident may be a CTR **serious breach**, one likely to significantly affect participants' safety or rights or the reliability of the data, reported through the EU portal within 7 days (CTR Art. 52). This separate duty never replaces the GDPR notification.
- **Sites** control their own medical records and may have their own duties; **contracts** and **non-EU laws**, such as a US state's breach law, add their own.

For one global incident plan, a sensible design **heuristic** is to make the strictest element the internal default: the shortest deadline and the lowest threshold for escalating. It is practice, not law. It cannot settle a real conflict between laws, and it does not turn one report into all of them: each regime keeps its **own recipients**, content and deadlines, whether the SA, the EU portal or a US state's regulator and residents. Send country-specific questions to the DPO.

## Consequences

Failing to notify or document a breach can cost up to **€10 million or 2 %** of worldwide annual turnover, whichever is higher (Art. 83(4)), on top of any sanction for the security failure; individuals can also claim compensation (Art. 82).

## Your first hour: a checklist

- Report any suspected incident to the Compliance Office immediately, evenings and weekends included, and record when the company became aware.
- Contain it: revoke access, wipe devices remotely, isolate affected systems and backups.
- Assess the risk: which data, how many people, how identifiable, how sensitive.
- Notify the SA within 72 hours where there is a risk, follow up with updates, and inform participants where the risk is high.
- Check CTR, national, contractual and non-EU duties, each with its own recipient and deadline.
- Log everything in the breach register.`,
  },
  questions: [
    {
      id: 41,
      question:
        "At 18:00 on Friday a CRA reports that her laptop, holding an unencrypted spreadsheet linking subject numbers to participants' names, has been stolen; you are reasonably certain that personal data are compromised. Her manager wants to wait for IT's inventory check on Monday and \"notify once we know everything\". What should happen?",
      options: [
        "Wait for Monday's check: the 72 hours count working hours only, so there is time until Wednesday",
        "Wait until the inventory confirms what was on the laptop, since the clock starts once all facts are known",
        "Notify the authority by 18:00 on Monday at the latest with what is known; send updates as facts come in",
        "Notify the authority by Monday 18:00, but only if the police have not recovered the laptop by then",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 33(1) requires notification without undue delay and, where feasible, within 72 hours of becoming aware; these are clock hours that run through the weekend. Do not wait for the investigation or for the laptop to turn up: what is known goes in now and details follow in phases (Art. 33(4)). A recovered laptop would be an update, not a reason to wait.",
    },
    {
      id: 42,
      question:
        "On Monday the EDC vendor reports a ransomware attack that encrypted your trial database and its nightly backup, and says its forensic investigation will take at least two weeks. What should the Compliance Office do about notifying the supervisory authority?",
      options: [
        "Wait for the final forensic report, so that the notification is complete and accurate the first time",
        "Notify within 72 hours and tell all participants at once too, since ransomware always means high risk",
        "Notify only if the investigation later shows that data were copied rather than only encrypted",
        "Notify within 72 hours of the vendor's report with all the facts known so far, and update in phases",
      ],
      correctAnswer: 3,
      explanation:
        "Do not wait for the investigation to finish: Art. 33(4) lets information be provided in phases, so the first notice goes in within 72 hours (Art. 33(1)) and updates follow. Ransomware that makes data and backups unavailable is a breach even without copying. Whether participants must be told depends on the assessed risk (Art. 34(1)), not on the type of attack.",
    },
    {
      id: 43,
      question:
        "A monitor emailed a list of coded subject numbers and visit dates to the wrong person at a partner CRO, who deleted it and confirmed this in writing. The DPO concludes there is a risk, but not a high risk, to participants. Who must be notified?",
      options: [
        "The supervisory authority, but not the participants, since individual notice needs a likely high risk",
        "The authority and all participants on the list, because every notifiable breach must reach individuals",
        "Nobody: the recipient deleted the list, so the breach is closed and needs only an internal note",
        "Only the participants, since the authority deals with breaches of names, not of coded data",
      ],
      correctAnswer: 0,
      explanation:
        "Individuals must be told only where a breach is likely to result in a high risk to their rights and freedoms (Art. 34(1)), while a breach that poses a risk still goes to the SA within 72 hours (Art. 33(1)). Deletion by the recipient lowers the risk but does not undo the breach; coded data are personal data, and every breach is documented (Art. 33(5)).",
    },
    {
      id: 44,
      question:
        "The EDC vendor's security team offers to paste its technical report, with the unpatched firewall version and the exact attack path, into your notification to the supervisory authority. What should you do?",
      options: [
        "Paste it in full: the authority must receive every technical detail the company holds, right from the start",
        "Give the Art. 33(3) content now; keep the exploit detail in the incident file and provide it if asked",
        "Leave it out for good: the GDPR forbids technical vulnerability details in any breach notification",
        "Hold back the notification until the weakness is patched, then send the full report in one go",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 33(3) sets a minimum: the nature of the breach, the people and records concerned, a contact point, the likely consequences and the measures taken. Exploit-level detail is not required there and is safer in the restricted incident file, but the GDPR does not forbid it: the authority may ask for more and must then get it (Art. 31, Art. 58(1); EDPB Guidelines 9/2022). Waiting for a patch would only delay the notification.",
    },
    {
      id: 45,
      question:
        'A courier loses an unencrypted backup tape of your pharmacovigilance database. The live system is unaffected, so IT says: "It is only a backup; nothing has happened." How should the event be classified?',
      options: [
        "Not a breach: the original data remain available and intact in the live system",
        "A breach only if someone is later shown to have actually read the data on the tape",
        "A personal data breach: assess the risk, record it and, if there is a risk, notify within 72 hours",
        "A breach that must be notified to the authority and to every patient on the tape, whatever the risk",
      ],
      correctAnswer: 2,
      explanation:
        "A personal data breach includes the loss of, or unauthorised access to, personal data (Art. 4(12)), and a backup holds the same personal data as the live system. The lost tape must be risk-assessed, documented (Art. 33(5)) and, where there is a risk, notified within 72 hours (Art. 33(1)); participants are told only if the risk is high (Art. 34(1)). Nobody has to prove that the tape was read.",
    },
    {
      id: 46,
      question:
        "The ransomware incident affects participants in three EU countries and at a US site, and it is also a CTR serious breach. The GDPR, a national law, the CRO contract and a US state law set different deadlines, thresholds and recipients. What should the incident plan do?",
      options: [
        "Send one report to the lead authority that meets the strictest deadline; that satisfies every regime",
        "Use the strictest deadline as internal default; file each regime's report with its own recipient",
        "File with each of the three EU authorities and the US state, as the lead-authority rule excludes breaches",
        "Let the CTR report through the EU portal stand for all of them, since trial rules are the most specific",
      ],
      correctAnswer: 1,
      explanation:
        "Building to the strictest deadline and threshold is a useful design heuristic for one global plan, not a rule of law: each regime keeps its own recipients, content and deadlines. Here that means the lead SA within 72 hours (Arts 33(1), 56), the EU portal within 7 days (CTR Art. 52), and the US state's notice under that state's law. National law can add conditions (Art. 9(4)), so ask the DPO.",
    },
    {
      id: 47,
      question:
        'The attackers have published part of the EDC data, so a high risk to participants is likely. Sites will write to the participants, and a public notice will reach former participants without a current address. The vendor wants both texts to name the exploited firewall version "for transparency". What should they contain?',
      options: [
        "The breach, likely consequences, measures taken and a contact point, in plain words, without exploit detail",
        "The vendor's full technical report, as participants are entitled to the same information as the authority",
        "Nothing until the forensic investigation ends, so that participants receive one complete, final account",
        "Only the subject numbers affected, since describing the incident itself would alarm the participants needlessly",
      ],
      correctAnswer: 0,
      explanation:
        "With a likely high risk, individuals are told without undue delay, in clear and plain language, the nature of the breach, its likely consequences, the measures taken and a contact point (Art. 34(1)-(2)); a public notice replaces letters where contacting people would take disproportionate effort (Art. 34(3)(c)). Exploit detail helps no participant and would invite further attacks, so it stays out.",
    },
    {
      id: 48,
      question:
        "An archive provider left an encrypted backup of the pharmacovigilance database in a publicly readable storage bucket for a day. The key was never exposed, and the DPO concludes that the breach is unlikely to result in any risk. What must still be done?",
      options: [
        "Notify the supervisory authority within 72 hours anyway, since every breach must be reported to it",
        "Inform every participant whose data were in the backup, in plain language, as a precaution",
        "Nothing at all: an encrypted backup is only a copy, so the breach rules do not apply to it",
        "Record it in the breach register, as all breaches are, with the reasoning for not notifying",
      ],
      correctAnswer: 3,
      explanation:
        "A backup holds personal data, so exposing it is a breach, and every breach must be documented, whether or not it is notified (Art. 33(5)). Notifying the SA is not required where a breach is unlikely to result in a risk (Art. 33(1)), and encryption with a safe key removes the duty to inform individuals (Art. 34(3)(a)).",
    },
  ],
};
