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

Minimisation applies fully to research. The research safeguards required by **Art. 89(1)** must themselves ensure respect for minimisation, and where research can be done with data that no longer identify anyone, it should be done that way (Art. 89(1), Rec. 156). Under the **accountability** principle (Art. 5(2)), the controller, usually the sponsor, must be able to show why each data item is needed.

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

Minimisation also works in the other direction: a controller is **not obliged to collect additional identifying information** just to comply with the GDPR (**Art. 11(1)**). A sponsor should not ask for names simply to "manage" participants, nor gather addresses just to send notices: where informing each person of a registry study would be impossible or disproportionate, the information is made public instead (Art. 14(5)(b), module 3).

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
- In **pharmacovigilance**, a valid individual case safety report (ICSR) has **four minimum criteria**: an **identifiable reporter**, an **identifiable patient**, at least one suspected adverse reaction and at least one suspected medicinal product (EU GVP Module VI, VI.B.2). The patient need only be **identifiable**: age, sex or initials are enough, and a name is never needed. The same holds after approval for **spontaneous reports** and for cases the company finds in the **medical literature**, which it must screen.

If a site uploads unredacted documents, handle it straight away: restrict access to the files, ask the site to replace them with redacted, subject-coded versions through the system's documented, audit-trailed process, involve the **DPO** (who can assess whether a personal data breach has occurred) and fix the root cause with retraining and upload checks.

## Access on a need-to-know basis

Accessibility is part of minimisation by default (Art. 25(2)). Use **role-based access** in EDC, IRT and safety systems:

- **unblinded data** go only to unblinded roles;
- **monitors** see only the sites they monitor;
- vendors see only the data their task requires.

Review access lists whenever staff change roles or leave the study.

## Secondary use and the European Health Data Space

Trial and health data are increasingly reused for new research. Under the GDPR, further use for research is presumed compatible where **Art. 89(1) safeguards** apply (Art. 5(1)(b)), and minimisation still applies: pseudonymise, or anonymise where the research allows it.

The **European Health Data Space (EHDS) Regulation (EU) 2025/327** adds a framework for the **secondary use** of electronic health data:

- researchers, companies included, apply to a national **health data access body** for a **data permit** for a stated purpose;
- they work with the data only inside a **secure processing environment**, **anonymised** by default and **pseudonymised** only where the purpose needs it; re-identifying people is prohibited;
- people may **opt out** of secondary use, subject to the exceptions the Regulation allows.

The Regulation entered into force in 2025 and its secondary-use rules apply in stages from 2029. It does not replace the GDPR: both apply.

## Storage limitation and retention

Data must not be kept in identifiable form longer than necessary (**storage limitation**, **Art. 5(1)(e)**). Research data may be kept longer where Art. 89(1) safeguards apply, but "longer" does not mean "forever". Retention periods must be recorded in the **Art. 30 records** (Art. 30(1)(f)) and explained in privacy notices (Art. 13(2)(a)).

For clinical trials, the **trial master file (TMF)** must be archived for **at least 25 years** (CTR Art. 58); medical files follow national law. This obligation justifies **keeping** the data; it does not justify **reusing** them for new purposes. Minimisation never means destroying the TMF early, and encrypting data does not permit keeping them indefinitely.

Transparency towards the public follows the same logic: the public part of the EU clinical trials database does not contain trial participants' personal data (CTR Art. 81).

## Key takeaways

- Every data item needs a documented purpose; "just in case" is not a purpose (Art. 5(1)(b) and (c)).
- Design minimisation into protocols, eCRFs and systems so that it applies by default (Art. 25).
- Coded data are pseudonymised personal data, so minimisation still applies (Art. 4(5), Rec. 26).
- Prefer age, coded fields and redacted documents; keep names out of sponsor systems and safety cases.
- Keep the TMF for the full legal period without reusing it for new purposes (Art. 5(1)(e), CTR Art. 58).`,
  },
  questions: [
    {
      id: 25,
      question:
        "The draft eCRF for a Phase III trial asks sites to record each participant's full date of birth. The protocol only uses age at screening to check the 18-75 eligibility range and to describe the study population. What should you recommend?",
      options: [
        "Keep the full date of birth: the data are coded, so the extra detail adds no risk for participants",
        "Record age at screening or year of birth; the full date is never needed for this protocol's purposes",
        "Keep the full date of birth but hide it from sponsor users, since the sites hold it in their records anyway",
        "Record no age at all: a yes/no eligibility tick is enough, and fewer data are always the better choice",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 5(1)(c) requires data to be adequate, relevant and limited to what is necessary, and Art. 25(2) applies that by default. If age or year of birth meets the protocol's needs, the full date of birth is excess data from the moment it is collected; coded trial data remain personal data (Art. 4(5)). Minimisation also means adequate data: the protocol describes the population by age, so a yes/no tick would be too little.",
    },
    {
      id: 26,
      question:
        "For a registry study, 12 hospitals will send coded records of 30,000 former patients. A project manager wants the hospitals to add names and home addresses so that the sponsor can write to every patient with the information Art. 14 requires. What do you advise?",
      options: [
        "Collect names and addresses, since Art. 14 requires each patient to be informed individually in writing",
        "Collect names and addresses, but delete them once the letters have gone out, to keep the study minimal",
        "Give no information at all: coded registry data are exempt from the transparency duties",
        "Do not collect them: if individual notice is disproportionate, Art. 14(5)(b) allows public information",
      ],
      correctAnswer: 3,
      explanation:
        "A controller need not collect identifying data just to comply with the GDPR (Art. 11(1)). For research with Art. 89(1) safeguards, Art. 14(5)(b) lifts the duty to inform each person where that would be impossible or involve disproportionate effort; the controller then protects people in other ways, including by making the information publicly available.",
    },
    {
      id: 27,
      question:
        "You discover that a site has uploaded unredacted discharge letters, showing patients' names and home addresses, to the EDC as supporting documents for adverse events. What is the most appropriate response?",
      options: [
        "Restrict access to the files, have the site replace them with redacted, coded versions and inform the DPO",
        "Leave them in place: the EDC is validated and access-controlled, so the letters are safe where they already are",
        "Download the letters, redact them centrally and upload them again, so that the sites are not burdened",
        "Delete the letters from the EDC at once, without a trace, so that no identifiable data remain anywhere",
      ],
      correctAnswer: 0,
      explanation:
        "Names and addresses are not necessary in sponsor systems, so keeping them breaches Art. 5(1)(c) and data protection by default (Art. 25(2)). Access should be limited at once and the site should redact at source through the audit-trailed process; copying files out multiplies the exposure, and the DPO can assess whether a personal data breach has occurred.",
    },
    {
      id: 28,
      question:
        "The biostatistics team wants to add a free-text field 'Any other information that may be useful for future research' to every visit page of the eCRF. Which response reflects the GDPR?",
      options: [
        "Accept it: research is exempt from minimisation as long as the data stay pseudonymised",
        "Decline it, and drop the medical-history fields too, since an eCRF may hold coded values only",
        "Decline it: a field with no specified purpose collects data just in case, which minimisation forbids",
        "Limit it to the final visit, so that the extra data are collected only once rather than at every single visit",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 5(1)(b) requires specified, explicit purposes and Art. 5(1)(c) limits data to what those purposes need. Art. 89(1) research safeguards must themselves ensure minimisation, and free text often captures extra identifiers, so a vague 'future research' field cannot be justified at any visit; encryption protects data but does not make them necessary. The medical-history fields that the exclusion criteria need stay.",
    },
    {
      id: 29,
      question:
        'Literature screening finds a published case report: "a 54-year-old woman" developed hepatitis after taking the company\'s marketed product. A safety physician wants to ask the authors for her name and hospital number "to make the case valid". What should you tell him?',
      options: [
        "It is valid without a name: an identifiable reporter and patient, a suspected reaction and product suffice",
        "He is right: without a name the patient is not identifiable, so the case cannot be processed as an ICSR",
        "Literature cases are not reportable at all, because the authors, not the company, observed the patient",
        "Ask for the name but keep it in the safety database only, which as a legal duty is exempt from minimisation",
      ],
      correctAnswer: 0,
      explanation:
        "A valid ICSR has four minimum criteria: an identifiable reporter, an identifiable patient, at least one suspected reaction and at least one suspected product (EU GVP Module VI, VI.B.2). Age and sex make the patient identifiable, and cases found in the medical literature must be handled like spontaneous reports. Processing under a legal obligation still respects minimisation (Art. 5(1)(c)).",
    },
    {
      id: 30,
      question:
        "A trial closed two years ago. To 'apply data minimisation', a records manager proposes destroying the trial master file (TMF) now. What is correct?",
      options: [
        "Destroy it now: storage limitation requires deletion as soon as the study has ended",
        "Keep it only until the marketing authorisation is granted, then destroy it under storage limitation",
        "Keep it, and since it is kept anyway, let any new study of the sponsor use it freely",
        "Keep all of it for at least 25 years as the CTR requires, without reusing it for new purposes",
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
        "Grant full read access: the CRA is bound by professional confidentiality, which is safeguard enough",
        "Keep access to the CRA's own three sites; cross-site comparisons can rely on aggregated reports",
        "Export the other sites' data to a spreadsheet for the CRA, so that the EDC roles stay unchanged",
        "Keep access as it is and refuse the comparison: comparing sites' data quality is not a lawful purpose",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 25(2) requires that, by default, personal data are not made accessible beyond what each purpose needs. Role-based access means monitors see only the sites they monitor; confidentiality duties do not replace access limits, and an export spreads the same data further. Comparing data quality is a legitimate purpose, and aggregated reports serve it without exposing other sites' records.",
    },
    {
      id: 32,
      question:
        "A sponsor wants to share an 'anonymised' data set from a 40-patient rare-disease trial. Names and subject codes have been removed, but exact visit dates, country, diagnosis subtype and genomic variants remain. How should the data set be treated?",
      options: [
        "As anonymous data: all direct identifiers are gone, so the GDPR no longer applies to the set",
        "As anonymous data once it is shared under an agreement that forbids any attempt to re-identify patients",
        "As personal data: the rare condition, exact dates and genomic variants make re-identification likely",
        "As personal data for the dates only; the genomic variants on their own are anonymous",
      ],
      correctAnswer: 2,
      explanation:
        "Under Rec. 26, data are anonymous only if re-identification is not reasonably likely, taking account of cost, time and technology. Small, rich rare-disease data sets with dates and genomics rarely meet that test, and a contract does not change what the data are, so the GDPR, including minimisation, still applies.",
    },
    {
      id: 65,
      question:
        "A research team wants to use health records from three Member States for a study of heart-failure outcomes, through the European Health Data Space once its secondary-use rules apply. How does it get the data?",
      options: [
        "It applies to a health data access body for a data permit and works in a secure processing environment.",
        "It asks each hospital for a copy, since the EHDS lets any company download the records it needs.",
        "It first collects each patient's explicit consent, since the EHDS allows secondary use only with consent.",
        "It needs no permission: data in the EHDS are anonymous by definition, so no rules apply to them.",
      ],
      correctAnswer: 0,
      explanation:
        "Under the EHDS Regulation (EU) 2025/327, a data user applies to a health data access body for a data permit for a stated purpose and processes the data only in a secure processing environment. The data are anonymised by default and pseudonymised only where needed, so the GDPR still applies to pseudonymised data. The permit, not each patient's consent, is the route, although people may opt out.",
    },
    {
      id: 66,
      question: "In which form does the European Health Data Space make electronic health data available for secondary use?",
      options: [
        "Fully identified, so that researchers can contact the patients later about follow-up studies.",
        "Anonymised by default, pseudonymised where the purpose needs it, and re-identification is prohibited.",
        "In whatever form each hospital prefers, since the EHDS leaves the format to the data holders.",
        "Pseudonymised, with the key sent to the research team so that records can be linked later on.",
      ],
      correctAnswer: 1,
      explanation:
        "The EHDS follows data minimisation: data are provided anonymised where the purpose can be met that way, and pseudonymised only where it cannot, with the key kept by the health data access body. Data users may not try to re-identify anyone. This mirrors the GDPR's own rule that pseudonymised data remain personal data (Art. 4(5)).",
    },
  ],
};
