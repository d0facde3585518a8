import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are a clinical operations manager at Meridian Clinical Research, a CRO running a Phase II oncology trial for a pharmaceutical sponsor at 25 hospitals across the EU. The sponsor wants to replace paper forms with **eConsent** on tablets. Alongside the main trial, the protocol offers an optional **pharmacogenetic sub-study** that analyses participants' DNA, and an optional **biobank** that stores leftover blood samples for future cancer research.

The vendor's first draft of the eConsent flow has a single "I agree" button at the end, a **pre-ticked box** for future research, and a note that patients who decline the genetic sub-study "may not be eligible" for the main trial. A study nurse asks whether the signed informed consent form is the company's GDPR consent for everything.

Then an email arrives from a site in Lyon. A participant, eight months into the trial, has written two lines saying she no longer wants to take part and wants "her data out". The site asks whether she must send a signed letter giving her reasons, and whether her serious adverse event reports must now be deleted.

**Your task:** work out what makes consent valid under the GDPR, how it differs from informed consent under the Clinical Trials Regulation, how to design the optional consents, and what happens to the participant's data when she withdraws.`,

  training: {
    title: "Consent Management: Valid Consent, Trial Consent and Withdrawal",
    content: `## Two different kinds of consent

Clinical operations teams deal with two kinds of consent that are easy to confuse.

- **Informed consent under the Clinical Trials Regulation (CTR)** is an ethical and participant-protection requirement. It is written, dated and signed after an interview with a member of the investigating team who is qualified under national law (CTR Arts 28-29). It comes before enrolment, except in emergencies, where it may be obtained afterwards (CTR Art. 35).
- **Consent under the GDPR** is one of the six lawful bases for processing personal data (Art. 6(1)(a)) and, in its explicit form, one of the conditions for processing health and genetic data (Art. 9(2)(a)).

The signed informed consent form (ICF) is **not automatically** the GDPR legal basis (EDPB Opinion 3/2019; Rec. 161). Ill or dependent patients may not be in a position to consent freely to the processing of their data, so many sponsors rely instead on **public task** or **legitimate interests** combined with **Art. 9(2)(i) or (j)** for research processing. Public task is the usual choice of public sponsors, such as university hospitals, whose research mission is laid down in national law (Art. 6(1)(e), 6(3)). Safety reporting, archiving and inspections rest on **legal obligation** (Art. 6(1)(c)) with Art. 9(2)(i). Consent is therefore not the only basis for trial data, and the ICF signature is not GDPR consent for everything.

## The five elements of valid consent

Where the GDPR legal basis is consent, it is valid only if it has all **five elements** set out in **Art. 4(11)** and **Art. 7**:

- **Freely given**: the person has a real choice and can refuse without detriment.
- **Specific**: it covers a clearly defined purpose, with separate consent for each separate purpose.
- **Informed**: the person knows who the controller is, what will be done with the data and that consent can be withdrawn.
- **Unambiguous**: there is no doubt that the person agreed.
- **Given by a clear affirmative action**: a statement or a deliberate act, such as ticking an empty box or signing.

**Silence, inactivity and pre-ticked boxes are not consent** (Rec. 32). Attending study visits does not imply consent to anything beyond what the person actually agreed to.

## Explicit consent and proof

For health and genetic data, consent used as the Art. 9 condition must be **explicit** (Art. 9(2)(a)): an express statement, typically a signature or a separate confirmation click. The controller must be able to **prove** consent (Art. 7(1)). Keep for each participant:

- the **version** of the consent form used;
- the **date** consent was given;
- **who** took consent.

If the consent request is part of a longer document such as the ICF, it must be **clearly distinguishable** from the other matters, in an intelligible and easily accessible form, using **clear and plain language** (Art. 7(2)).

## When consent is not freely given

Consent is not free, and therefore not valid, when:

- there is a **clear imbalance of power** between the person and the controller (Rec. 43);
- refusing or withdrawing would cause the person **detriment** (Rec. 42);
- it is **bundled** with something else, for example when a service or participation is made conditional on consent to processing that is not necessary for it (Art. 7(4)).

For trials this means that **optional add-ons** such as a genetic sub-study, future research or recontact must be **separate opt-ins**. Declining them must not affect participation in the main trial. Genetic sampling for an optional sub-study can never be made a condition of enrolment.

## Designing an eConsent flow

- Present the main trial and each optional purpose on **separate screens** or sections.
- Use **unticked** boxes or separate buttons for each optional purpose; never pre-select "yes".
- Write in **plain language** and avoid legal jargon.
- Say clearly, before consent is given, that it can be **withdrawn at any time** and how.
- Capture form version, date, time and the identity of the person taking consent in an audit trail.
- Give the Art. 13 information, whatever the legal basis (see below).

## Withdrawal

A participant may **withdraw consent at any time**, and withdrawing must be **as easy as giving consent**. People must be told about this right before they consent. Withdrawal does **not** make earlier processing unlawful (Art. 7(3)). A participant who consented with a click or a signature can withdraw by email, by telephone or in person at the site; you cannot demand a written, reasoned letter.

What happens to the data depends on the legal basis:

- **If consent is the basis**, processing based on consent stops.
- Data may be kept only under **another legal basis**, for example legal obligation for safety reporting and archiving.
- That other basis must have been **identified and disclosed upfront**. It cannot be swapped in afterwards: you cannot simply switch to legitimate interests once consent is withdrawn (EDPB Guidelines 05/2020).

Separately, when a participant **leaves the trial**, the CTR provides that withdrawal of informed consent does not affect activities already carried out or the use of data obtained before withdrawal (CTR Art. 28(3)). **New data collection stops.**

**Safety data are not deleted** on withdrawal. Adverse event reports are processed under legal obligation with Art. 9(2)(i), and the trial master file must be kept for at least 25 years (CTR Art. 58).

## Secondary use and biobanking

When seeking trial consent, the sponsor may also ask for the participant's consent to use the data **outside the protocol**, for **scientific purposes only**, and this consent can be withdrawn at any time (CTR Art. 28(2)). Rec. 33 accepts that research purposes cannot always be fully specified at collection and allows consent to **areas of research**, such as biobanking for cancer research, when ethical standards are observed. Consent does not stretch to any later purpose: a purpose outside the agreed area must be assessed separately, with the DPO, before any data are used for it.

## Vulnerable participants

- For **minors** and **incapacitated adults**, a **legal representative** gives consent and the participant is involved in the decision as far as possible (CTR Arts 31-32).
- In **emergencies**, when the patient cannot consent and no legal representative can be reached in time, the CTR allows enrolment first and consent **afterwards**, from the patient or the representative, under the strict conditions of CTR Art. 35, as foreseen in the approved protocol.
- The GDPR age of **16** (which Member States may lower to 13) applies only to a child's consent to **online services** (Art. 8(1)). It does not govern the enrolment of minors in trials, even when an eConsent app is used.

## Transparency, whatever the basis

At collection, participants must receive the information in **Art. 13**: the identity of the controller and the DPO's contact details, the purposes and the legal basis, recipients, transfers outside the EU, retention periods, their rights and the right to complain to a supervisory authority. Transparency applies whether you rely on consent, public task, legitimate interests or legal obligation.

## Key takeaways

- CTR informed consent and GDPR consent are **different things**; the ICF signature is not automatically the legal basis.
- Valid consent has **five elements**: freely given, specific, informed, unambiguous, and given by a clear affirmative action.
- Explicit consent is needed where consent is the Art. 9 condition for health or genetic data, and you must be able to prove it.
- Optional add-ons are **separate, unticked opt-ins** that do not affect participation in the main trial.
- Withdrawal is always possible and as easy as consenting; it stops consent-based processing but does not erase safety data held under legal obligation.`,
  },

  questions: [
    {
      id: 9,
      question:
        'The vendor\'s eConsent draft shows the option "I agree that my samples and data may be used for future cancer research" with the box already ticked. Participants can untick it before signing. Is this valid consent for the biobank?',
      options: [
        "Yes: participants can untick the box, so anyone who leaves it ticked has chosen to take part.",
        "Yes, provided the biobank is explained in plain language right next to the box.",
        "No: a pre-ticked box is not a clear affirmative act; the participant must tick an empty box.",
        "No: consent to future research is never valid, because its purposes cannot be fixed in advance.",
      ],
      correctAnswer: 2,
      explanation:
        "Valid consent requires a statement or clear affirmative action (Art. 4(11)), and Rec. 32 says pre-ticked boxes and silence are not consent. Consent to future research is possible: Rec. 33 allows consent to areas of research such as a biobank, within ethical standards, but it must be given by actively ticking an empty box.",
    },
    {
      id: 10,
      question:
        "A site tells patients that they can join the main oncology trial only if they also agree to the optional pharmacogenetic sub-study. What is the problem?",
      options: [
        "Consent to the sub-study is not freely given, because enrolment in the main trial depends on it.",
        "None, provided the sub-study is explained in plain language and explicit consent is collected for the DNA.",
        "The sub-study must be dropped: genetic testing may not be offered alongside a treatment trial at all.",
        "Only a documentation gap: the ICF must explain why the sub-study is needed for the main trial.",
      ],
      correctAnswer: 0,
      explanation:
        "Consent bundled with something else, or whose refusal causes detriment, is not freely given (Art. 7(4), Rec. 42), and explicit wording cannot cure that. Optional add-ons such as genetic sub-studies must be separate opt-ins, and declining them must not affect participation in the main trial. Genetic sub-studies are allowed; the fault is the condition.",
    },
    {
      id: 11,
      question:
        'A study nurse says: "The participant signed the informed consent form under the Clinical Trials Regulation, so that signature is our GDPR consent for all processing of her data." What is correct?',
      options: [
        "Correct: a signed CTR consent is explicit consent, so it covers all processing of her trial data.",
        "Correct, provided the form was signed after an interview with a qualified member of the investigating team.",
        "Incorrect only for safety data; for the other trial data the ICF signature is the GDPR consent.",
        "Incorrect: CTR consent protects participants but is not automatically the GDPR legal basis.",
      ],
      correctAnswer: 3,
      explanation:
        "CTR informed consent (CTR Arts 28-29) is a participant-protection requirement and is not automatically the GDPR legal basis (EDPB Opinion 3/2019; Rec. 161). Many sponsors rely on public task or legitimate interests with Art. 9(2)(i) or (j) for research, and on legal obligation for safety processing, whatever the ICF says.",
    },
    {
      id: 12,
      question:
        'A participant emails the Lyon site: "I no longer want to take part and I withdraw my consent." The site replies that withdrawal is accepted only by signed letter stating the reasons. Is the site right?',
      options: [
        "Yes: a signed withdrawal is needed for the trial master file, and the reasons help the safety assessment.",
        "No: she may withdraw at any time, and withdrawing must be as easy as giving consent.",
        "No, but the email must be confirmed at her next study visit before the withdrawal takes effect.",
        "Yes, if the ICF said that withdrawal must be made in writing, as many ICFs do.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 7(3) lets a person withdraw consent at any time and requires withdrawal to be as easy as giving consent, so her email takes effect when it arrives. The site may note it in the file and may ask, without insisting, whether she will still attend a safety follow-up visit.",
    },
    {
      id: 13,
      question:
        "An emergency stroke trial has an approved protocol for patients who cannot consent. A patient arrives unconscious within the treatment window and no relative can be reached in time. The investigator asks what the CTR allows.",
      options: [
        "Enrolment now if the CTR Art. 35 conditions are met, with consent sought from her or a representative afterwards.",
        "No enrolment: without prior written consent from her or a representative, a patient can never be included.",
        "Enrolment under the GDPR's vital-interests condition, after which no consent is needed from anyone.",
        "Enrolment if a second physician agrees, with the ethics committee informed instead of anyone consenting later.",
      ],
      correctAnswer: 0,
      explanation:
        "CTR Art. 35 allows an emergency trial to enrol a patient who cannot consent, when no legal representative can be reached in the therapeutic window, under the strict conditions of that article, as the approved protocol foresees; consent is then sought from the representative or the patient as soon as possible. Vital interests is a GDPR ground, not CTR consent.",
    },
    {
      id: 14,
      question:
        "The biobank processes data on the basis of consent, which a participant has now withdrawn. A project manager proposes to keep using her biobank data under legitimate interests instead. What is correct?",
      options: [
        "Yes, provided a balancing test is documented and she is told of the new basis within one month.",
        "No, because legitimate interests can never serve as the basis for health data in research.",
        "Partly: new samples stop, but her stored data may stay in use in the biobank under legitimate interests.",
        "No: all processing based on her consent stops, and a new basis cannot be swapped in afterwards.",
      ],
      correctAnswer: 3,
      explanation:
        "When consent is withdrawn, processing based on it must stop (Art. 7(3)). Data may be kept only under another basis that was identified and disclosed upfront, such as legal obligation for safety and archiving; switching bases afterwards is not allowed (EDPB Guidelines 05/2020). Legitimate interests with Art. 9(2)(j) can carry research, but only when chosen and disclosed before processing starts.",
    },
    {
      id: 15,
      question:
        "A coordinator argues that because this Member State has lowered the GDPR Art. 8 age of consent to 13, a 15-year-old can enrol in a paediatric trial on her own through the eConsent app. Is this right?",
      options: [
        "Yes: the app is an online service, so Art. 8 governs the enrolment and her own consent is enough.",
        "No: Art. 8 covers online services only; her legal representative consents and she is involved.",
        "Yes, provided a parent is informed after the enrolment and does not object within two weeks.",
        "No: at 15 she is too young to take part in the decision at all, so her parents decide alone.",
      ],
      correctAnswer: 1,
      explanation:
        "The GDPR age of 16, which states may lower to 13, applies only to children's consent to online services (Art. 8(1)). Under CTR Arts 31-32 a legal representative consents for a minor, and the minor is involved in the decision as far as her understanding allows.",
    },
    {
      id: 16,
      question:
        "A university hospital, a public body, sponsors an academic trial; national law makes research one of its public-interest tasks. Its draft privacy notice names the participants' signed consent as the GDPR legal basis. Which basis fits better?",
      options: [
        "Consent, as drafted: the CTR requires informed consent anyway, so it is also the safest GDPR basis.",
        "Legitimate interests (Art. 6(1)(f)), which is the usual basis for every sponsor's research processing.",
        "Public task (Art. 6(1)(e)), anchored in that national law, with Art. 9(2)(j) for the health data.",
        "Legal obligation (Art. 6(1)(c)), since a public hospital acts under national law in all it does.",
      ],
      correctAnswer: 2,
      explanation:
        "Public task needs a basis in Union or Member State law (Art. 6(3)), which the hospital's research mandate provides, and Art. 9(2)(j) needs such a law too (EDPB Opinion 3/2019). Public authorities cannot use legitimate interests for their tasks (Art. 6(1), last subparagraph), research is not a legal obligation, and CTR consent is not automatically the GDPR basis.",
    },
  ],
};
