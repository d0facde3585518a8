import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You are the clinical data operations lead at a CRO building the database for a Phase III rheumatoid arthritis trial on behalf of a European pharmaceutical sponsor. The sponsor's draft eCRF asks every site to enter each participant's **full date of birth**, **initials** and a free-text box headed "Relevant medical history - please describe in detail". The data manager who drafted it says more detail is always safer: "We might need it for future analyses."

While reviewing the first uploads from the pilot sites, you notice something worse. A study coordinator at one hospital has been attaching patients' **discharge letters** to the EDC as supporting documents for adverse events. The letters are **unredacted**: full names, home addresses, hospital numbers and the names of treating physicians are visible to everyone with EDC access, including sponsor staff and vendors.

The protocol needs age at screening (18 to 75) for eligibility, medical history only for the conditions listed in the exclusion criteria, and source documents for serious adverse events.

You must work out which of the requested data are truly necessary, how the eCRF and EDC should be designed so that only necessary data are collected and seen by default, and what to do right now about the unredacted discharge letters.`,
  training: {
    title: "Data Minimisation and Purpose Limitation in Clinical Research",
    content: `## Why minimisation matters in clinical research

Every field on an eCRF, every uploaded source document and every column in a safety database holds personal data that must be justified. The **data minimisation** principle requires personal data to be **adequate, relevant and limited to what is necessary** for the purposes for which they are processed (**Art. 5(1)(c)**). Recital 39 adds that personal data should be processed only if the purpose cannot reasonably be fulfilled by other means.

Minimisation is not a courtesy reserved for marketing databases. It applies fully to research. The research safeguards required by **Art. 89(1)** must themselves ensure respect for minimisation, and where research can be done with data that no longer identify anyone, it should be done that way (Art. 89(1), Rec. 156). Under the **accountability** principle (Art. 5(2)), the controller, usually the sponsor, must be able to show why each data item is needed.

Infringements of the principles fall in the upper fine tier: up to €20 million or 4 % of worldwide annual turnover, whichever is higher (Art. 83(5)).

## Three questions for every data item

Before a field goes into the protocol, the eCRF or a vendor data transfer, ask:

- **Adequate:** is it enough to answer the scientific or safety question? Minimisation does not mean collecting too little to run a valid trial.
- **Relevant:** is it linked to an endpoint, an eligibility criterion, a safety assessment or a legal obligation?
- **Limited:** could a less detailed form do the job, for example age instead of date of birth, or a coded category instead of free text?

"Collect everything in case it is useful later" fails all three tests.

## Purpose limitation goes hand in hand

Data must be collected for **specified, explicit and legitimate purposes** (**Art. 5(1)(b)**). The purpose defines what is "necessary", so a vague purpose cannot justify a broad data set. Further use for scientific research is presumed compatible with the original purpose if Art. 89(1) safeguards are in place (Art. 5(1)(b)). When the compatibility of other further uses is assessed, safeguards such as **pseudonymisation and encryption** count in favour (Art. 6(4)(e)). Neither rule allows collecting extra data today for an undefined project tomorrow.

## Data protection by design and by default

**Art. 25(1)** requires controllers to build measures such as pseudonymisation into their systems and processes from the design stage. **Art. 25(2)** requires that, **by default**, only the personal data necessary for each specific purpose are processed. This covers four dimensions:

- the **amount** of data collected;
- the **extent** of their processing;
- the **period of storage**;
- their **accessibility**, meaning who can see them.

For operations teams, this means minimisation is decided when the protocol, eCRF, data transfer specifications and system roles are written, not fixed afterwards.

## Pseudonymisation is not anonymisation

**Pseudonymisation** means processing data so that they can no longer be attributed to a person without additional information that is kept separately and protected (**Art. 4(5)**). Subject codes in a trial are pseudonymisation: the site keeps the identification log (the key), and monitors and inspectors can still see source records.

Pseudonymised data remain **personal data**. All GDPR principles, including minimisation, still apply to them. Removing names does not make data anonymous.

**Anonymous data** fall outside the GDPR only if re-identification is not reasonably likely, taking into account factors such as cost, time and available technology (**Rec. 26**). Rich trial data sets, with rare diagnoses, exact dates, small sites or genomic data, resist true anonymisation. Only data that really are anonymous need no legal basis.

Minimisation also works in the other direction: a controller is **not obliged to collect additional identifying information** just to comply with the GDPR (**Art. 11(1)**). A sponsor should not ask for names simply to "manage" participants.

## Minimisation in practice: the eCRF and EDC

Typical measures used by sponsors and CROs:

- **Year of birth or age** instead of full date of birth, unless the protocol genuinely needs the exact date.
- **No names, initials or contact details** in sponsor systems. The subject code is the link; the site keeps the key.
- **Coded fields instead of free text.** Free-text boxes such as "relevant medical history" attract names of relatives, hospital names, dates and other identifiers. Free text is not exempt from minimisation.
- **Medical history limited** to the conditions the protocol actually evaluates.

Combinations matter: initials plus full date of birth plus site plus a rare condition can point to a single person. No field is "harmless" in isolation.

## Source documents, images and safety cases

Documents uploaded to the EDC or sent to the safety department are a frequent source of over-collection:

- **Redact** SAE source documents, discharge letters, imaging reports and lab reports at the site before they leave the hospital: remove names, addresses, hospital numbers and other direct identifiers, and add the subject code.
- **Scrub DICOM headers** before images go to a central reader; headers can contain names, birth dates and hospital identifiers.
- In **pharmacovigilance**, a valid individual case needs only an **identifiable patient**, which a single detail such as age, sex or initials can establish (EU GVP Module VI). The patient's name is not required.

If a site uploads unredacted documents, handle it straight away: restrict access to the files, ask the site to replace them with redacted, subject-coded versions through the system's documented, audit-trailed process, involve the **DPO** (who can assess whether a personal data breach has occurred) and fix the root cause with retraining and upload checks.

## Access on a need-to-know basis

Accessibility is part of minimisation by default (Art. 25(2)). Use **role-based access** in EDC, IRT and safety systems:

- **unblinded data** go only to unblinded roles;
- **monitors** see only the sites they monitor;
- vendors see only the data their task requires.

Review access lists whenever staff change roles or leave the study.

## Storage limitation and retention

Data must not be kept in identifiable form longer than necessary (**storage limitation**, **Art. 5(1)(e)**). Research data may be kept longer where Art. 89(1) safeguards apply, but "longer" does not mean "forever". Retention periods must be recorded in the **Art. 30 records** (Art. 30(1)(f)) and explained in privacy notices (Art. 13(2)(a)).

For clinical trials, the **trial master file (TMF)** must be archived for **at least 25 years** (CTR Art. 58); medical files follow national law. This obligation justifies **keeping** the data; it does not justify **reusing** them for new purposes. Minimisation never means destroying the TMF early, and encrypting data does not permit keeping them indefinitely.

Transparency towards the public follows the same logic: the public part of the EU clinical trials database does not contain trial participants' personal data (CTR Art. 81).

## Key takeaways

- Every data item needs a documented purpose; "just in case" is not a purpose (Art. 5(1)(b) and (c)).
- Design minimisation into protocols, eCRFs and systems so that it applies by default (Art. 25).
- Coded data are pseudonymised personal data, so minimisation still applies (Art. 4(5), Rec. 26).
- Prefer age, coded fields and redacted documents; keep names and initials out of sponsor systems.
- Keep data only as long as needed, record retention periods, and keep the TMF for the full legal period without reusing it for new purposes (Art. 5(1)(e), CTR Art. 58).
- National law can add conditions for health, genetic and research data (Art. 9(4), Art. 89(2)), so send country-specific questions to your DPO.`,
  },
  questions: [
    {
      id: 25,
      question:
        "The draft eCRF for a Phase III trial asks sites to record each participant's full date of birth. The protocol only uses age at screening to check the 18-75 eligibility range and to describe the study population. What should you recommend?",
      options: [
        "Keep the full date of birth, because the data are coded and therefore not personal data",
        "Record age at screening (or year of birth) instead, because only data necessary for the purpose may be collected",
        "Keep the full date of birth and add initials, so that entries can be checked against source documents more easily",
        "Collect the full date of birth now and delete it once the database is locked",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 5(1)(c) requires data to be adequate, relevant and limited to what is necessary. If age or year of birth meets the protocol's needs, the full date of birth is excess data, and coded trial data remain personal data (Art. 4(5)).",
    },
    {
      id: 26,
      question:
        "A colleague argues that data minimisation does not apply to your study database because all records are pseudonymised with subject codes. How should you respond?",
      options: [
        "Agree: pseudonymised data are outside the GDPR, so any field may be collected",
        "Agree, provided the sponsor never sees the site's identification log",
        "Disagree only for genetic data; other coded data are exempt from minimisation",
        "Disagree: pseudonymised data are still personal data, so every field must still be necessary for the purpose",
      ],
      correctAnswer: 3,
      explanation:
        "Pseudonymised data can be re-linked using separately kept information, so they remain personal data (Art. 4(5), Rec. 26). All principles, including minimisation under Art. 5(1)(c), continue to apply.",
    },
    {
      id: 27,
      question:
        "You discover that a site has uploaded unredacted discharge letters, showing patients' names and home addresses, to the EDC as supporting documents for adverse events. What is the most appropriate response?",
      options: [
        "Restrict access to the files, have the site replace them with redacted, subject-coded versions through the documented audit-trailed process, and inform the DPO",
        "Leave the files in place, because the EDC is validated and access-controlled",
        "Download the letters to a shared drive, redact them yourself and upload them again",
        "Delete the participants' entire EDC records so that no identifiable data remain",
      ],
      correctAnswer: 0,
      explanation:
        "Names and addresses are not necessary in sponsor systems, so keeping them breaches Art. 5(1)(c) and data protection by default (Art. 25(2)). Access should be limited at once, the site should redact at source, and the DPO can assess whether a personal data breach has occurred.",
    },
    {
      id: 28,
      question:
        "The biostatistics team wants to add a free-text field 'Any other information that may be useful for future research' to every visit page of the eCRF. Which response reflects the GDPR?",
      options: [
        "Accept it, because research is exempt from the minimisation principle",
        "Accept it, because free text is unstructured and therefore not personal data",
        "Decline it: data must be collected for specified, explicit purposes, and collecting data just in case breaches minimisation",
        "Accept it, provided the field is encrypted in the database",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 5(1)(b) requires specified, explicit purposes and Art. 5(1)(c) limits data to what those purposes need. Art. 89(1) research safeguards must themselves ensure minimisation, and free text often captures extra identifiers, so a vague 'future research' field cannot be justified.",
    },
    {
      id: 29,
      question:
        "A safety physician asks sites to include the patient's full name on every SAE report 'to make sure the case is valid'. What should you tell them?",
      options: [
        "A valid case needs only an identifiable patient, shown for example by age or sex, so names should not be sent to the sponsor's safety system",
        "Names are required by EU pharmacovigilance rules, so the request is correct",
        "Names may be included if the SAE form is sent by fax rather than by email",
        "Names are acceptable because pharmacovigilance is a legal obligation and therefore exempt from minimisation",
      ],
      correctAnswer: 0,
      explanation:
        "EU GVP Module VI requires only an identifiable patient, which details such as age, sex or initials can establish. Processing based on a legal obligation must still respect minimisation (Art. 5(1)(c)), so names add risk without being necessary.",
    },
    {
      id: 30,
      question:
        "A trial closed two years ago. To 'apply data minimisation', a records manager proposes destroying the trial master file (TMF) now. What is correct?",
      options: [
        "The proposal is correct: storage limitation requires deletion as soon as the study ends",
        "The proposal is correct for the sponsor's copy, but the CRO may keep its own copy indefinitely",
        "The proposal is wrong: the TMF must be kept, and because it is kept anyway it may be reused freely for any new study",
        "The proposal is wrong: the TMF must be archived for at least 25 years, which justifies keeping the data but not reusing them for new purposes",
      ],
      correctAnswer: 3,
      explanation:
        "CTR Art. 58 requires TMF archiving for at least 25 years, and storage limitation (Art. 5(1)(e)) allows retention for as long as a justified purpose requires. The archiving duty justifies keeping the data, not using them for new purposes.",
    },
    {
      id: 31,
      question:
        "You are configuring EDC roles. A CRA who monitors three sites in Germany asks for read access to all 40 sites in the trial 'to compare data quality'. What does data protection by default require?",
      options: [
        "Grant access to all sites, because the CRA is bound by professional confidentiality",
        "Grant access only to the CRA's own sites; cross-site quality comparisons can rely on aggregated reports",
        "Grant access to all sites, but only for a limited period of one month",
        "Grant access to all German sites, because the same national rules apply to them",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 25(2) requires that, by default, personal data are not made accessible beyond what each purpose needs. Role-based access means monitors see only the sites they monitor; confidentiality duties do not replace access limits.",
    },
    {
      id: 32,
      question:
        "A sponsor wants to share an 'anonymised' data set from a 40-patient rare-disease trial. Names and subject codes have been removed, but exact visit dates, country, diagnosis subtype and genomic variants remain. How should the data set be treated?",
      options: [
        "As anonymous data, because all direct identifiers have been removed",
        "As anonymous data, because the file is password-protected",
        "As personal data, because re-identification is reasonably likely given the rare condition, exact dates and genomic information",
        "As anonymous data for the genomic variants, and as personal data only for the dates",
      ],
      correctAnswer: 2,
      explanation:
        "Under Rec. 26, data are anonymous only if re-identification is not reasonably likely, taking account of cost, time and technology. Small, rich rare-disease data sets with dates and genomics rarely meet that test, so the GDPR, including minimisation, still applies.",
    },
  ],
};
