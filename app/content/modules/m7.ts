import type { ModuleBody } from "../types";

export const body: ModuleBody = {
  briefing: `You work in **Global Operations** at the Irish subsidiary of a US-headquartered pharmaceutical group. Your Phase III cardiovascular trial runs at sites across the EU, and a CRO manages the clinical data. In one week, four requests land on your desk.

First, the US parent's **biostatistics team** wants the coded trial dataset for interim analyses. The parent is not on the Data Privacy Framework List, and a US manager argues: "We are all one company, so no paperwork is needed."

Second, the CRO plans to hand data cleaning to its **subcontractor in India**. The subcontractor's programmers would work directly in the EU-hosted EDC through remote access. "The data never leave Frankfurt," the CRO says, "so it is not a transfer."

Third, a participant travelling in the United States has been admitted **unconscious** to an emergency room. The treating physician urgently needs to know which treatment the patient received. A colleague suggests using the same emergency route for all routine safety data from now on.

Fourth, a central laboratory in **Switzerland** asks which transfer clauses it must sign before your team sends it coded laboratory data.

You must work out which of these data flows are international transfers, which transfer tool each one needs, and when an emergency derogation may be used.`,
  training: {
    title: "International Transfers: Sending Trial Data Outside the EU",
    content: `## Why transfers matter in global trials

Modern trials are global. Data flow from EU sites to sponsors, CROs, central laboratories, statisticians and safety teams around the world. The protection of the GDPR must travel with the data, so Chapter V sets strict conditions for sending personal data to **third countries**. Key-coded trial data are pseudonymised personal data, so they are fully covered by these rules.

## The basic rule (Art. 44)

Every **transfer** of personal data to a third country, including **onward transfers** from there to yet another country, needs a Chapter V transfer tool (Art. 44). There are three families of tools:

- an **adequacy decision** (Art. 45);
- **appropriate safeguards**, such as standard contractual clauses or binding corporate rules (Arts 46-47);
- narrow **derogations** for specific, occasional situations (Art. 49).

## What counts as a transfer

A transfer happens when personal data are made available to a **separate controller or processor** in a third country (EDPB Guidelines 05/2021). Where the server stands is not decisive:

- **Remote access is a transfer.** If staff of a CRO subcontractor in India log into an EU-hosted EDC and view data on screen, personal data are made available in India (EDPB Recommendations 01/2020). The same transfer tool is needed as if the files had been emailed.
- **Onward transfers** count: a US processor that passes data to its own sub-processor elsewhere needs a tool as well.
- Your **own employee** on a business trip opening files abroad is not a transfer, because no separate organisation receives the data, although security rules still apply.

## Adequate countries: no further safeguard (Art. 45)

The European Commission can decide that a third country ensures an adequate level of protection. Transfers to an **adequate country** need **no further transfer safeguard**: no SCCs, no transfer impact assessment and no specific authorisation (Art. 45). Adequacy decisions cover, among others:

- Switzerland, Japan, Korea and Israel;
- Canada (commercial organisations);
- the United Kingdom (renewed until 27 December 2031).

Adequacy answers only the transfer question. The rest of the GDPR still applies: you need a legal basis, and a processor still needs an Art. 28 contract.

For the United States, the **EU-US Data Privacy Framework (DPF)** adequacy decision, Decision (EU) 2023/1795 of 10 July 2023, covers **only self-certified organisations on the DPF List**, and HR data only if the organisation is certified for them. Always check the list: a US company that is not listed needs another tool. The General Court upheld the DPF on 3 September 2025 (T-553/23); an appeal is pending (C-703/25 P).

## Non-adequate countries: SCCs plus a transfer impact assessment

Where there is no adequacy decision, as for India, the exporter needs an **appropriate safeguard** under Art. 46. In practice this is usually the **standard contractual clauses (SCCs)** adopted by Decision (EU) 2021/914 of 4 June 2021.

- The SCCs have four modules: controller to controller, controller to processor, processor to processor and processor to controller.
- **Clause 14** requires a **transfer impact assessment (TIA)**: a documented assessment of whether the law and practice of the destination country, in particular public authority access, allow the importer to honour the clauses. Clause 15 governs how the importer handles government access requests.
- The SCC text must **not be altered**.
- The old SCCs could not be used in new contracts after 27 September 2021 and lapsed on 27 December 2022.

Signing SCCs alone is never enough: **SCCs plus a TIA** is the standard. This follows from the Court of Justice's **Schrems II** judgment (C-311/18, 16 July 2020), which struck down the EU-US Privacy Shield and held that exporters must assess each transfer and add **supplementary measures** or stop it. The EDPB Recommendations 01/2020 set out six steps:

- map your transfers;
- identify the transfer tool;
- assess the law and practice of the third country;
- adopt supplementary measures;
- complete any procedural steps;
- re-evaluate at appropriate intervals.

For trials, an effective measure is sending only **coded data while the key stays in the EU**. Where the importer needs the data in clear text, there may be no effective supplementary measure. The safeguards of US Executive Order 14086 apply to all EU-US transfers, whatever tool is used. Other Art. 46 tools include codes of conduct, certifications and clauses authorised by an SA.

## Intra-group transfers: no exemption

The GDPR has **no intra-group exemption**. When an EU subsidiary sends data to its US parent, that is a transfer to a separate legal entity, exactly as if the recipient were an unrelated company. The group needs a proper tool:

- **intra-group SCCs**, signed between the group companies and backed by a TIA; or
- **Binding Corporate Rules (BCRs)**: group-wide rules approved by an SA, binding on every group entity and giving individuals enforceable rights (Art. 47).

A US group company that is itself self-certified on the DPF List may also rely on that adequacy decision. A shared parent, an internal policy or a CEO memo is not a transfer tool.

## Processors and sub-processors

A processor may transfer data only on the controller's **documented instructions** (Art. 28(3)(a)). A CRO that wants to use an offshore sub-processor needs the sponsor's **authorisation** and **module 3 (processor to processor) SCCs** with that sub-processor, plus a TIA.

## Derogations: narrow and occasional (Art. 49)

The Art. 49 derogations are exceptions for **occasional** transfers, not for routine data flows:

- explicit consent, after the person has been informed of the risks;
- necessity for a contract;
- important reasons of public interest;
- legal claims;
- **vital interests**, where the person cannot give consent (Art. 49(1)(f));
- transfers from public registers;
- as a last resort, compelling legitimate interests, with the SA informed.

The **vital-interests derogation** is for **emergencies only**. If a participant lies unconscious in a US emergency room and the treating doctors need unblinding information, that disclosure fits Art. 49(1)(f). It can never justify regular safety data feeds, interim analyses or database exports: these need adequacy, SCCs with a TIA, or BCRs.

## Foreign court and authority orders

A request from a foreign court or authority, such as a US subpoena, does not by itself make a transfer lawful. It can be recognised only on the basis of an international agreement such as a mutual legal assistance treaty (MLAT) (Art. 48). Escalate such requests to Legal and the DPO.

## Transparency and enforcement

Participant information must disclose transfers to third countries (Art. 13(1)(f)). SAs can order the suspension of data flows (Art. 58(2)(j)), and transfer violations fall in the upper fine tier of up to **€20 million or 4 %** of worldwide annual turnover, whichever is higher (Art. 83(5)(c)). In 2023 the Irish Data Protection Commission fined Meta €1.2 billion over its transfers to the US.

## Your transfer checklist

- Does a separate organisation outside the EU receive or access the data, including by remote access?
- Is the destination adequate? For the US, is the recipient on the DPF List?
- If not: SCCs in the right module plus a documented TIA, or BCRs.
- Are supplementary measures needed, such as keeping the key in the EU?
- Is an Art. 49 derogation truly occasional, or is it really a routine flow?
- Is the transfer recorded in the Art. 30 records and disclosed to participants?`,
  },
  questions: [
    {
      id: 49,
      question:
        "With the sponsor's authorisation, the CRO wants its subcontractor in India, a country without an EU adequacy decision, to clean coded trial data by logging into the EU-hosted EDC through remote access. What does this require?",
      options: [
        "Nothing further: the data stay on EU servers and are coded, so no transfer takes place",
        "Explicit consent from every participant to the transfer, collected at the next site visit",
        "Processor-to-processor SCCs with the subcontractor, and a transfer impact assessment",
        "Only strong encryption of the remote connection, which protects the data while in transit",
      ],
      correctAnswer: 2,
      explanation:
        "Remote access by a separate organisation in a third country is a transfer (EDPB Recommendations 01/2020). Without an adequacy decision an Art. 46 safeguard is needed, here module 3 SCCs, and Clause 14 requires a transfer impact assessment. Coded data remain personal data, encryption in transit is no transfer tool, and consent does not support routine transfers (Art. 49).",
    },
    {
      id: 50,
      question:
        "Your team will send coded laboratory data to a central laboratory in Switzerland. Which additional transfer safeguard does Chapter V require?",
      options: [
        "Nothing further: Switzerland has an adequacy decision, so no SCCs or TIA are needed",
        "SCCs plus a transfer impact assessment, as for any country outside the European Union",
        "Nothing at all: Switzerland belongs to the EEA, so it is not a third country",
        "Explicit consent from each participant to the transfer of their data to a Swiss laboratory",
      ],
      correctAnswer: 0,
      explanation:
        "A transfer to a country covered by an adequacy decision needs no further safeguard or specific authorisation (Art. 45), and Switzerland is adequate. The other GDPR rules, such as a legal basis and an Art. 28 contract if the laboratory is a processor, still apply. Switzerland is not in the EEA: it is a third country with an adequacy decision.",
    },
    {
      id: 51,
      question:
        "A participant in your EU trial is admitted unconscious to a US emergency room. The treating physician urgently asks the sponsor's medical monitor which study treatment the patient received. What allows this disclosure?",
      options: [
        "The intra-group SCCs signed with the US parent company, which cover all US recipients",
        "The EU-US Data Privacy Framework, which covers hospitals in the United States",
        "Nothing: without the patient's written consent, the information has to be withheld",
        "The vital-interests derogation of Art. 49(1)(f), since the patient cannot consent",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 49(1)(f) allows a transfer needed to protect a person's vital interests when that person cannot give consent, which is exactly the emergency of an unconscious patient. The hospital is not a party to the group's SCCs, and the DPF covers only self-certified organisations on the DPF List.",
    },
    {
      id: 52,
      question:
        'The US parent\'s biostatisticians, whose company is not on the DPF List, want to log into the EU-hosted EDC remotely instead of receiving files. A US manager says: "Same group, and the data never leave Frankfurt, so no paperwork." What is correct?',
      options: [
        "It is a transfer: it needs intra-group SCCs with a TIA, or approved binding corporate rules",
        "No transfer: the data stay on EU servers, and viewing them on a screen is not the same as receiving them",
        "No transfer tool is needed within one group, whichever way the parent reaches the data",
        "It is a transfer, but the group's data-sharing policy signed by the global CEO covers it",
      ],
      correctAnswer: 0,
      explanation:
        "Remote access from a third country is a transfer (EDPB Recommendations 01/2020), and the GDPR has no intra-group exemption: the parent is a separate legal entity. It needs intra-group SCCs with a transfer impact assessment (Art. 46) or SA-approved binding corporate rules (Art. 47); an internal policy is neither.",
    },
    {
      id: 53,
      question:
        "The group's shared-service centre in India, a group company, will run the EDC help desk with access to trial data. Legal says the group privacy policy, signed by every affiliate, is enough. Is it?",
      options: [
        "Yes: a policy signed by all affiliates binds the group, which is what BCRs are",
        "Yes, provided the Indian centre is a wholly owned subsidiary of the EU company",
        "No: it needs intra-group SCCs with a TIA, or BCRs approved by an authority",
        "No, but explicit consent from the participants would cover the help-desk access",
      ],
      correctAnswer: 2,
      explanation:
        "Group companies are separate legal entities, so there is no intra-group exemption. Binding corporate rules must be approved by a supervisory authority and give individuals enforceable rights (Art. 47); otherwise intra-group SCCs with a transfer impact assessment are needed (Art. 46). Consent cannot carry a routine flow (Art. 49).",
    },
    {
      id: 54,
      question:
        'After the emergency disclosure, a colleague proposes relying on the vital-interests derogation for the weekly transfer of all serious adverse event data to the US safety team, because safety is "always vital". How should you respond?',
      options: [
        "Agree: every safety-related transfer ultimately protects participants' vital interests",
        "Agree, provided each weekly transfer is listed in the Art. 30 records and the DPO is told",
        "Decline: derogations never apply to safety data, so even the emergency disclosure should have used SCCs",
        "Decline: vital interests fits emergencies; routine flows need adequacy, SCCs with a TIA, or BCRs",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 49 derogations are narrow and meant for occasional transfers, and vital interests (Art. 49(1)(f)) covers emergencies where the person cannot consent, such as the unconscious patient. Regular, planned data flows must rest on adequacy (Art. 45) or appropriate safeguards (Arts 46-47).",
    },
    {
      id: 55,
      question:
        'The Indian subcontractor returns the 2021 SCCs with Clause 15 on government access requests deleted, and asks to skip the transfer impact assessment as "a formality". How do you respond?',
      options: [
        "Accept: SCC wording can be negotiated between the parties like any other contract",
        "Refuse: the SCC text must not be altered, and Clause 14 makes the TIA mandatory",
        "Accept the deletion if a TIA is completed to make up for the missing clause",
        "Refuse, and use the pre-2021 SCCs instead, which contain neither of the two clauses",
      ],
      correctAnswer: 1,
      explanation:
        "The 2021 SCCs (Decision (EU) 2021/914) must be used without altering their text, and Clause 14 requires a transfer impact assessment. The pre-2021 SCCs lapsed on 27 December 2022 and can no longer be used.",
    },
    {
      id: 56,
      question:
        'A US eCOA vendor acting as your processor says no transfer paperwork is needed because "the EU-US Data Privacy Framework makes the whole US adequate". What should you do?',
      options: [
        "Accept: since July 2023 every US recipient is covered by the DPF adequacy decision",
        "Check the DPF List: if the vendor is listed, nothing more is needed; if not, SCCs plus a TIA",
        "Accept, provided the vendor encrypts the data in transit to the United States",
        "Stop all transfers to the US at once, because the General Court annulled the DPF in September 2025",
      ],
      correctAnswer: 1,
      explanation:
        "Decision (EU) 2023/1795 is an adequacy decision for organisations self-certified on the DPF List only. A listed vendor needs no further transfer tool; an unlisted one needs SCCs plus a transfer impact assessment (Art. 46). The General Court upheld the DPF on 3 September 2025 (T-553/23), although an appeal is pending.",
    },
  ],
};
