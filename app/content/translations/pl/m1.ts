import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Odpowiada Pan/Pani za zgodność w bostońskiej centrali Calloway Therapeutics, sponsora farmaceutycznego z siedzibą główną w USA. Calloway prowadzi badanie III fazy nowego leku na niewydolność serca w 40 szpitalach w Irlandii, Niemczech, Hiszpanii i Polsce. Badaniem zarządza irlandzka spółka zależna Calloway, a na co dzień prowadzi je organizacja prowadząca badania kliniczne na zlecenie (CRO). Ośrodki przesyłają **dane zakodowane** do systemu EDC hostowanego na serwerach w Wirginii, a zespoły Calloway ds. biostatystyki i bezpieczeństwa w Bostonie codziennie pracują na tych danych.

Na porannym spotkaniu kierownictwa padły trzy pytania, które trafiły do Pana/Pani. Wiceprezes ds. rozwoju klinicznego pyta: „Jesteśmy firmą amerykańską, a serwery stoją w USA, więc czy RODO w ogóle nas dotyczy?”. Dyrektor ds. rejestracji leków mówi: „Przepisy FDA nakazują nam przechowywać tę dokumentację, więc to chyba jest nasza podstawa prawna?”. Dyrektor finansowy chce wiedzieć, ile mogłaby kosztować kara i czy byłaby ograniczona do obrotu małej irlandzkiej spółki zależnej.

**Zadanie:** ustalić, czy i dlaczego RODO ma zastosowanie do Calloway, która **podstawa prawna** z art. 6 ust. 1 i który **warunek z art. 9 ust. 2** obejmują poszczególne sposoby wykorzystania danych z badania oraz kto za co odpowiada.`,

  training: {
    title: "Podstawy prawne przetwarzania: kiedy RODO ma zastosowanie i co czyni przetwarzanie zgodnym z prawem",
    content: `## Dlaczego sponsor z Bostonu podlega RODO

RODO podąża za przetwarzaniem, a nie za siedzibą centrali. Zgodnie z **art. 3 ust. 1** ma ono zastosowanie do przetwarzania prowadzonego **w związku z działalnością jednostki organizacyjnej w UE**, niezależnie od tego, gdzie odbywa się samo przetwarzanie. Gdy badaniem zarządza spółka zależna z UE, jej dane podlegają RODO, nawet jeśli są przechowywane lub analizowane w USA. Na podstawie **art. 3 ust. 2** RODO obejmuje również organizacje, które nie mają w UE żadnej jednostki organizacyjnej, jeżeli **oferują towary lub usługi** osobom w UE albo **monitorują** ich zachowanie w UE.

- **Obywatelstwo nie ma znaczenia** (motyw 14). Obywatel USA włączony do badania w ośrodku w Dublinie jest chroniony dokładnie tak jak pacjent z Irlandii.
- **Lokalizacja serwera nie ma znaczenia.** Hostowanie danych w USA nie wyłącza ich spod RODO; dodatkowo stosuje się przepisy rozdziału V o przekazywaniu danych (art. 44).
- Administrator spoza UE objęty RODO wyłącznie na podstawie art. 3 ust. 2 musi wyznaczyć **przedstawiciela w Unii** (art. 27); jest to inna funkcja niż **przedstawiciel prawny** sponsora na podstawie art. 74 CTR.

## Dane zakodowane nadal są danymi osobowymi

Ośrodki zastępują nazwiska numerami uczestników i przechowują listę identyfikacyjną. W efekcie powstają **dane spseudonimizowane** (art. 4 pkt 5), a nie dane anonimowe (motyw 26): ośrodek może ponownie powiązać każdy rekord, a monitorzy widzą dokumentację źródłową. W sprawie **EIOD przeciwko SRB** (C-413/23 P, 2025) Trybunał ocenił możliwość identyfikacji z perspektywy podmiotu, który dysponuje danymi; sponsor z dostępem monitorującym nadal przetwarza dane osobowe. Spełnienie amerykańskiego standardu **deidentyfikacji według HIPAA** nie jest równoznaczne z anonimizacją; rozstrzyga test z motywu 26.

## Sześć podstaw prawnych z art. 6 ust. 1

Każda operacja przetwarzania wymaga co najmniej jednej z **sześciu podstaw prawnych** wymienionych w **art. 6 ust. 1**:

- **a) zgoda** osoby, której dane dotyczą
- **b) umowa** z osobą, której dane dotyczą
- **c) obowiązek prawny** ciążący na administratorze
- **d) żywotne interesy** osoby, której dane dotyczą, lub innej osoby fizycznej
- **e) zadanie publiczne**, czyli zadanie realizowane w interesie publicznym lub w ramach sprawowania władzy publicznej
- **f) prawnie uzasadnione interesy**, które wymagają udokumentowanego **testu równowagi** z interesami i prawami osoby fizycznej (motyw 47)

**Żadna podstawa nie ma pierwszeństwa przed inną.** Zgoda nie jest podstawą domyślną; dla każdego celu należy wybrać podstawę, która do niego pasuje, przed rozpoczęciem przetwarzania, i udokumentować ten wybór.

**Obowiązek prawny** i **zadanie publiczne** muszą mieć podstawę w **prawie Unii lub prawie państwa członkowskiego** (art. 6 ust. 3). **Same przepisy FDA nie wystarczą**: amerykańska regulacja może wyjaśniać, dlaczego firma chce przechowywać dokumentację, ale sama nie może stanowić podstawy z art. 6 ust. 1 lit. c RODO.

## Dane dotyczące zdrowia wymagają drugiego klucza: art. 9 ust. 2

Dane dotyczące zdrowia i dane genetyczne należą do **szczególnych kategorii** danych osobowych. Ich przetwarzanie wymaga **podstawy z art. 6 oraz warunku z art. 9 ust. 2**; sama podstawa z art. 6 nigdy nie wystarcza. W branży farmaceutycznej najważniejsze są następujące warunki:

- **art. 9 ust. 2 lit. a** – wyraźna zgoda
- **art. 9 ust. 2 lit. c** – żywotne interesy
- **art. 9 ust. 2 lit. h** – opieka zdrowotna
- **art. 9 ust. 2 lit. i** – zdrowie publiczne, w tym bezpieczeństwo produktów leczniczych
- **art. 9 ust. 2 lit. j** – badania naukowe zgodnie z art. 89 ust. 1

Warunki z lit. i oraz j nie działają samodzielnie. Każdy z nich wymaga **prawa Unii lub prawa państwa członkowskiego**, które przewiduje przetwarzanie i odpowiednie, konkretne zabezpieczenia; w przypadku lit. j przepis ten musi ponadto być zgodny z art. 89 ust. 1 i proporcjonalny do celu badań. W zakresie przetwarzania dotyczącego bezpieczeństwa tę funkcję pełnią CTR i przepisy o nadzorze nad bezpieczeństwem farmakoterapii; w zakresie badań naukowych inspektor ochrony danych powinien wskazać właściwy przepis w każdym państwie, w którym zbierane są dane. Prawo krajowe może wprowadzać dodatkowe warunki (art. 9 ust. 4, art. 89 ust. 2). Dane dotyczące zdrowia **nie** zawsze wymagają więc zgody, ale każdą ścieżkę trzeba przypisać do celu, a w przypadku lit. i oraz j – także do przepisu prawa.

## Podmioty publiczne jako sponsorzy

Szpitale uniwersyteckie, publiczne instytuty badawcze i inne podmioty publiczne są sponsorami wielu badań niekomercyjnych. Jeżeli prawo krajowe powierza im badania naukowe jako zadanie realizowane w interesie publicznym, ich typową podstawą jest **zadanie publiczne** (art. 6 ust. 1 lit. e) w połączeniu z art. 9 ust. 2 lit. i lub j, a to prawo stanowi oparcie, którego wymaga art. 6 ust. 3 (opinia EROD 3/2019). Sponsor komercyjny bez takiego ustawowego mandatu nie może po prostu powołać się na zadanie publiczne; opiera się wówczas na prawnie uzasadnionych interesach lub na wyraźnej zgodzie.

## Zastosowanie podstaw w badaniu klinicznym i po dopuszczeniu do obrotu

EROD wyjaśniła właściwe połączenia podstaw w badaniach klinicznych w **opinii 3/2019** (23 stycznia 2019 r.):

- **Przetwarzanie wymagane przepisami ze względu na bezpieczeństwo i wiarygodność**, takie jak raportowanie bezpieczeństwa, archiwizacja podstawowej dokumentacji badania klinicznego (TMF) przez co najmniej 25 lat (art. 58 CTR) i inspekcje, opiera się na **art. 6 ust. 1 lit. c w połączeniu z art. 9 ust. 2 lit. i**.
- **Przetwarzanie wyłącznie do celów badawczych** opiera się na **wyraźnej zgodzie, zadaniu publicznym lub prawnie uzasadnionych interesach** w połączeniu z **art. 9 ust. 2 lit. a, i lub j**.

**Nadzór nad bezpieczeństwem farmakoterapii** nie kończy się wraz z zakończeniem badania. Po dopuszczeniu produktu do obrotu firma musi zbierać i oceniać **zgłoszenia spontaniczne** podejrzewanych działań niepożądanych od lekarzy, farmaceutów i pacjentów, a także przypadki opisane w **literaturze medycznej** (dyrektywa 2001/83/WE, rozporządzenie (WE) nr 726/2004). Podobnie jak raportowanie bezpieczeństwa w badaniu, jest to obowiązek prawny oparty na art. 6 ust. 1 lit. c w połączeniu z art. 9 ust. 2 lit. i, dlatego od wymaganego zgłoszenia dotyczącego bezpieczeństwa **nie można się wypisać**.

Pojęcie badań naukowych należy rozumieć szeroko; obejmuje ono również badania **finansowane ze środków prywatnych** (motyw 159). Dalsze przetwarzanie danych do celów badań naukowych uznaje się za zgodne z pierwotnymi celami, jeżeli stosuje się **zabezpieczenia z art. 89 ust. 1** (art. 5 ust. 1 lit. b).

## Kto odpowiada: administratorzy i podmioty przetwarzające

Role wynikają ze stanu faktycznego, **a nie z określeń użytych w umowie** (art. 4 pkt 7–8; wytyczne EROD 07/2020). **Administrator** ustala cele i sposoby przetwarzania danych; **podmiot przetwarzający** działa w jego imieniu.

- **Sponsor** jest zwykle administratorem, nawet jeśli nigdy nie widzi nazwiska uczestnika.
- **CRO** jest zwykle **podmiotem przetwarzającym** związanym umową zgodną z art. 28; hostowanie systemu EDC nie czyni jej administratorem.
- **Ośrodek** może być podmiotem przetwarzającym, **współadministratorem** (art. 26) lub niezależnym administratorem, a zawsze jest administratorem własnej dokumentacji medycznej.

## Współadministratorzy i ośrodek badawczy (art. 26)

Jeżeli co najmniej dwie organizacje **wspólnie ustalają** cele i sposoby przetwarzania, są **współadministratorami** (art. 26 ust. 1). W takiej sytuacji są sponsor i szpital uniwersytecki, które wspólnie projektują badanie; ośrodek, który jedynie realizuje protokół napisany przez sponsora, jest zwykle podmiotem przetwarzającym sponsora w odniesieniu do danych z badania.

- Współadministratorzy określają **swoje zakresy odpowiedzialności we wspólnych uzgodnieniach**, w szczególności kto informuje uczestników i kto odpowiada na ich żądania, oraz udostępniają **zasadnicze treści tych uzgodnień** osobom, których dane dotyczą (art. 26 ust. 2).
- Niezależnie od treści uzgodnień osoba może wykonywać swoje prawa **wobec każdego** z administratorów (art. 26 ust. 3).
- Współadministrowanie nie oznacza równej odpowiedzialności: udział każdego administratora zależy od jego faktycznego zaangażowania (wytyczne EROD 07/2020).

## Dane osobowe badaczy i pracowników ochrony zdrowia

Sponsorzy i organizacje CRO przetwarzają również **dane osobowe samych badaczy i innych pracowników ochrony zdrowia**: CV i dokumentację szkoleń z GCP, dane kontaktowe w podstawowej dokumentacji badania klinicznego (TMF), nazwiska w ścieżkach audytu oraz informacje o płatnościach na rzecz lekarzy.

- Osobom tym przysługują **te same prawa** co uczestnikom i należy przekazać im wymagane informacje (art. 13–14).
- Przechowywanie CV badaczy i dokumentacji ich szkoleń w TMF jest **obowiązkiem prawnym** wynikającym z CTR (art. 6 ust. 1 lit. c); wybór ośrodków i zarządzanie relacjami opiera się zwykle na **prawnie uzasadnionych interesach** (art. 6 ust. 1 lit. f) z udokumentowanym testem równowagi.
- Ujawnianie płatności na rzecz pracowników ochrony zdrowia jest w niektórych państwach wymagane przepisami prawa, a w pozostałych wynika z kodeksów branżowych: należy zapytać inspektora ochrony danych, jaka podstawa ma zastosowanie w danym państwie.

## Rozliczalność, inspektor ochrony danych i kary

Zgodnie z zasadą **rozliczalności** (art. 5 ust. 2, art. 24) administrator musi być w stanie **wykazać** przestrzeganie przepisów, począwszy od **rejestru czynności przetwarzania z art. 30**, który na żądanie udostępnia organowi nadzorczemu.

- Wyznaczenie **inspektora ochrony danych** jest obowiązkowe, jeżeli główna działalność polega na przetwarzaniu na dużą skalę szczególnych kategorii danych (art. 37 ust. 1 lit. c). Jeden inspektor może działać dla całej grupy (art. 37 ust. 2); inspektor jest niezależny i podlega bezpośrednio najwyższemu kierownictwu (art. 38 ust. 3).
- Za przestrzeganie przepisów odpowiada **firma**, a nie inspektor ochrony danych.

**Kary** (art. 83) sięgają **20 mln EUR lub 4 %** całkowitego rocznego światowego obrotu, w zależności od tego, która kwota jest wyższa, za naruszenie zasad, podstaw prawnych, art. 9, praw osób lub przepisów o przekazywaniu danych, oraz **10 mln EUR lub 2 %** za naruszenie art. 25–39. **Liczy się obrót całej grupy** (motyw 150), a nie tylko spółki zależnej.

## Jedna globalna procedura, kilka reżimów

Zespoły globalne często działają jednocześnie w kilku reżimach prawnych: RODO, krajowych przepisów o ochronie zdrowia i badaniach naukowych, CTR oraz przepisów amerykańskich, takich jak HIPAA i regulacje FDA. Spełnienie standardu amerykańskiego nie oznacza spełnienia wymogów RODO. Częstą **regułą praktyczną** przy projektowaniu jednej globalnej procedury jest przyjęcie **najsurowszego** obowiązującego wymogu. To dobra praktyka, **a nie przepis prawa**: nie rozstrzyga rzeczywistej kolizji przepisów (np. orzeczenie sądu państwa trzeciego uzasadnia przekazanie danych wyłącznie na podstawie umowy międzynarodowej, art. 48) i nigdy nie zastępuje tego, czego wymaga każdy reżim: jego **własnych adresatów**, treści i terminów. Tam, gdzie przepisy państw się różnią, należy zwrócić się do inspektora ochrony danych.

## Najważniejsze wnioski

- RODO ma zastosowanie za pośrednictwem jednostki organizacyjnej w UE, bez względu na lokalizację serwerów i obywatelstwo uczestników.
- Każdy sposób wykorzystania danych wymaga jednej z **sześciu podstaw z art. 6 ust. 1**; dane dotyczące zdrowia wymagają ponadto **warunku z art. 9 ust. 2**, a lit. i oraz j – przepisu prawa, który je wspiera.
- Przetwarzanie dotyczące bezpieczeństwa, w badaniach i po dopuszczeniu do obrotu, opiera się na art. 6 ust. 1 lit. c w połączeniu z art. 9 ust. 2 lit. i.
- Role wynikają ze stanu faktycznego; kary oblicza się od obrotu grupy.`,
  },

  questions: [
    {
      id: 1,
      question:
        "Wiceprezes Calloway w USA twierdzi: „Jesteśmy firmą z Bostonu, a baza danych badania znajduje się na serwerach w Wirginii, więc RODO nie ma zastosowania do badania w UE prowadzonego przez naszą irlandzką spółkę zależną”. Jaka jest prawidłowa odpowiedź?",
      options: [
        "Ma rację co do kopii w USA: RODO obejmuje tylko dane, które irlandzka spółka zależna przechowuje na serwerach w UE.",
        "Nie ma racji: RODO obejmuje przetwarzanie w związku z działalnością irlandzkiej spółki, gdziekolwiek się odbywa.",
        "Nie ma racji, ale tylko dlatego, że uczestnicy są obywatelami UE, których dane RODO chroni w każdym miejscu na świecie.",
        "Będzie miał rację, gdy Calloway wyznaczy przedstawiciela prawnego na podstawie art. 74 CTR, który przejmie obowiązki z RODO.",
      ],
      correctAnswer: 1,
      explanation:
        "Na podstawie art. 3 ust. 1 RODO ma zastosowanie do przetwarzania prowadzonego w związku z działalnością jednostki organizacyjnej w UE, niezależnie od miejsca przetwarzania, więc serwery w USA niczego nie zmieniają. Obywatelstwo nie ma znaczenia (motyw 14): obywatel USA w ośrodku w Dublinie również jest chroniony. Przedstawiciel prawny na podstawie CTR to odrębna funkcja, która nie wyłącza stosowania RODO.",
    },
    {
      id: 2,
      question:
        "Ośrodki przesyłają Calloway wyłącznie dane zakodowane: numery uczestników zamiast nazwisk, a lista identyfikacyjna pozostaje w każdym ośrodku. Monitorzy Calloway weryfikują dokumentację źródłową podczas wizyt w ośrodkach. Jak zakwalifikować zakodowane dane w bazie sponsora?",
      options: [
        "Jako dane anonimowe dla Calloway, ponieważ klucz mają tylko ośrodki, a w bazie nie ma żadnych nazwisk.",
        "Jako dane zdeidentyfikowane według HIPAA, które RODO traktuje jako anonimowe, gdy ekspert poświadczy metodę.",
        "Jako dane spseudonimizowane, które RODO obejmuje tylko wtedy, gdy są przechowywane i analizowane w UE.",
        "Jako spseudonimizowane dane osobowe: ośrodki mogą je ponownie powiązać, a monitorzy widzą dokumentację źródłową.",
      ],
      correctAnswer: 3,
      explanation:
        "Dane zakodowane są danymi spseudonimizowanymi, a nie anonimowymi (art. 4 pkt 5, motyw 26): lista ośrodka pozwala je ponownie powiązać, a monitorzy widzą dokumentację źródłową. Od wyroku w sprawie EIOD przeciwko SRB (C-413/23 P) możliwość identyfikacji ocenia się z perspektywy podmiotu dysponującego danymi, a sponsor z dostępem monitorującym nadal przetwarza dane osobowe. Deidentyfikacja według HIPAA nie jest testem z RODO. Miejsce hostowania bazy niczego tu nie zmienia (art. 3 ust. 1).",
    },
    {
      id: 3,
      question:
        "Dyrektor ds. rejestracji leków mówi: „Przepisy FDA nakazują nam przechowywać tę dokumentację badania, więc naszą podstawą prawną jest art. 6 ust. 1 lit. c, czyli obowiązek prawny”. Czy ma rację?",
      options: [
        "Nie same w sobie: obowiązek prawny to zawsze obowiązek określony w prawie Unii lub państwa członkowskiego.",
        "Tak: wiążąca regulacja każdego państwa, w którym działa sponsor, jest obowiązkiem prawnym w rozumieniu art. 6 ust. 1 lit. c.",
        "Tak, o ile wymóg FDA i okres przechowywania zostały ujęte w rejestrze czynności przetwarzania z art. 30.",
        "Nie: obowiązek prawny nie może obejmować dokumentacji badania, więc trzeba ją przechowywać na podstawie zgody uczestników.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 6 ust. 3 wymaga, aby obowiązek prawny i zadanie publiczne miały podstawę w prawie Unii lub prawie państwa członkowskiego, więc same przepisy FDA nie wystarczą. Obowiązek archiwizacji z CTR (art. 58 CTR) jest takim przepisem, dlatego dokumentacja badania może opierać się na art. 6 ust. 1 lit. c; żadna podstawa prawna nie ma pierwszeństwa przed inną, a zgoda nie jest podstawą domyślną.",
    },
    {
      id: 4,
      question:
        "Zespół projektowy udokumentował test równowagi dla prawnie uzasadnionych interesów w celu wykorzystania danych o zdrowiu uczestników w analizie eksploracyjnej. Uważa, że to wszystko, czego potrzebuje. Czego brakuje?",
      options: [
        "Niczego więcej: udokumentowany test równowagi obejmuje każdą kategorię danych osobowych, w tym dane o zdrowiu.",
        "Wyraźnej zgody każdego uczestnika, ponieważ dane o zdrowiu można przetwarzać wyłącznie na podstawie zgody.",
        "Warunku z art. 9 ust. 2, np. badań naukowych z lit. j wraz z przepisem, który je wspiera, i zabezpieczeniami.",
        "Oceny skutków dla ochrony danych, dzięki której test równowagi staje się wystarczającą podstawą dla danych szczególnych kategorii.",
      ],
      correctAnswer: 2,
      explanation:
        "Dane dotyczące zdrowia i dane genetyczne należą do szczególnych kategorii: wymagają podstawy z art. 6 oraz warunku z art. 9 ust. 2, więc sama podstawa z art. 6 nigdy nie wystarcza. Zgoda to tylko jedna ścieżka; inną są badania naukowe na podstawie art. 9 ust. 2 lit. j, oparte na prawie Unii lub państwa członkowskiego z zabezpieczeniami z art. 89 ust. 1. Ocena skutków dla ochrony danych ocenia ryzyko, ale nie stanowi warunku.",
    },
    {
      id: 5,
      question:
        "Po wprowadzeniu leku do obrotu farmaceuta dzwoni na linię informacji medycznej Calloway: u 60-letniej pacjentki po nowym leku wystąpiła ciężka wysypka. Pacjentka pisze później z prośbą, aby Calloway usunął to zgłoszenie. Na jakiej podstawie przetwarzane jest to zgłoszenie spontaniczne i co z tego wynika?",
      options: [
        "Zgoda: pacjentka nie zgodziła się na telefon farmaceuty, więc zgłoszenie trzeba usunąć na jej żądanie.",
        "Prawnie uzasadnione interesy: Calloway może zachować zgłoszenie, ale musi przestać z niego korzystać po jej sprzeciwie.",
        "Obowiązek prawny (art. 6 ust. 1 lit. c) z art. 9 ust. 2 lit. i: zgłoszenie trzeba zachować i ocenić; nie można się wypisać.",
        "Podstawa nie jest potrzebna: zgłoszenia po dopuszczeniu do obrotu nie podlegają RODO, bo nie są danymi z badania.",
      ],
      correctAnswer: 2,
      explanation:
        "Zbieranie i ocena zgłoszeń spontanicznych to obowiązek prawny podmiotu odpowiedzialnego wynikający z dyrektywy 2001/83/WE i rozporządzenia 726/2004, dlatego opiera się na art. 6 ust. 1 lit. c w połączeniu z art. 9 ust. 2 lit. i, po dopuszczeniu do obrotu tak samo jak w badaniach. RODO ma zastosowanie, ale wymaganego zgłoszenia dotyczącego bezpieczeństwa nie można wycofać na żądanie pacjentki.",
    },
    {
      id: 6,
      question:
        "Umowa z CRO określa CRO jako „administratora danych”, ponieważ hostuje ona system EDC. Calloway napisał protokół, decyduje, jakie dane są zbierane i w jakim celu, i widzi wyłącznie dane zakodowane. Kto najprawdopodobniej jest administratorem?",
      options: [
        "Calloway: ustala cele i sposoby przetwarzania danych, bez względu na to, jak umowa nazywa CRO.",
        "CRO, ponieważ umowa wskazuje ją jako administratora, a strony mogą swobodnie podzielić między siebie role.",
        "CRO, ponieważ hostuje dane; sponsor, który widzi tylko dane zakodowane, w żadnym wypadku nie może być administratorem.",
        "Calloway i CRO wspólnie, ponieważ obie strony codziennie mają do czynienia z tymi samymi danymi z badania.",
      ],
      correctAnswer: 0,
      explanation:
        "Role wynikają ze stanu faktycznego, a nie z określeń w umowie (art. 4 pkt 7–8; wytyczne EROD 07/2020). Sponsor, który ustala cele i sposoby przetwarzania, jest zwykle administratorem, nawet jeśli nie widzi nazwisk, a CRO działająca na jego polecenie jest podmiotem przetwarzającym w rozumieniu art. 28. Przetwarzanie tych samych danych nie czyni dwóch stron współadministratorami.",
    },
    {
      id: 7,
      question:
        "W badaniu kontynuacyjnym w ośrodkach w Niemczech i Polsce Calloway zamierza oprzeć przetwarzanie danych o zdrowiu na prawnie uzasadnionych interesach w połączeniu z art. 9 ust. 2 lit. j. Polski kierownik badania pyta, czego sam art. 9 ust. 2 lit. j wymaga poza protokołem. Jaka jest odpowiedź?",
      options: [
        "Niczego poza protokołem: art. 9 ust. 2 lit. j ma bezpośrednie zastosowanie do każdych badań naukowych w każdym państwie członkowskim.",
        "Pozytywnej opinii komisji bioetycznej w każdym państwie, która stanowi podstawę prawną w rozumieniu art. 9 ust. 2 lit. j.",
        "Dodatkowo wyraźnej zgody każdego uczestnika, ponieważ art. 9 ust. 2 lit. j można stosować tylko łącznie ze zgodą.",
        "Przepisu prawa Unii lub państwa członkowskiego przewidującego te badania, z zabezpieczeniami z art. 89 ust. 1, w każdym państwie.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 9 ust. 2 lit. j, podobnie jak art. 9 ust. 2 lit. i, działa wyłącznie na podstawie prawa Unii lub prawa państwa członkowskiego, które przewiduje przetwarzanie oraz odpowiednie, konkretne zabezpieczenia, zgodnie z art. 89 ust. 1. Inspektor ochrony danych musi więc wskazać właściwy przepis w każdym państwie. Opinia komisji bioetycznej jest wymagana przez CTR, ale nie jest takim przepisem, a lit. j nie zależy od zgody.",
    },
    {
      id: 8,
      question:
        "Calloway przygotowuje jedną globalną SOP dotyczącą danych pacjentów w badaniach prowadzonych w USA i w UE. HIPAA, przepisy FDA, RODO i krajowe przepisy o danych dotyczących zdrowia różnią się w kilku kwestiach. Jaką rolę powinien odgrywać w SOP najsurowszy wymóg?",
      options: [
        "To wymóg prawa: proces spełniający najsurowszy wymóg automatycznie spełnia wymogi każdego reżimu jednocześnie.",
        "Rolę punktu odniesienia dla jednej procedury; adresaci, treść i terminy każdego reżimu nadal obowiązują.",
        "Żadną: należy stosować HIPAA w całości, ponieważ Calloway i jego globalne systemy danych mają siedzibę w Stanach Zjednoczonych.",
        "Żadną: RODO należy stosować do danych obywateli UE, a HIPAA do danych pozostałych osób, niezależnie od ośrodka.",
      ],
      correctAnswer: 1,
      explanation:
        "Przyjęcie najsurowszego wymogu to reguła praktyczna przy projektowaniu jednej globalnej procedury, a nie przepis prawa: nie rozstrzyga rzeczywistej kolizji przepisów, a własne wymogi każdego reżimu co do adresatów, treści i terminów nadal trzeba spełnić. RODO ma zastosowanie za pośrednictwem jednostki organizacyjnej w UE, bez względu na obywatelstwo (art. 3 ust. 1, motyw 14), a zgodność z HIPAA nie oznacza zgodności z RODO.",
    },
    {
      id: 57,
      question:
        "Calloway i szpital uniwersytecki w Dublinie wspólnie projektują badanie rejestrowe dotyczące niewydolności serca: uzgadniają jego cele, zakres zbieranych danych i okres ich przechowywania. Uczestniczka prosi szpital o kopię swoich danych, a szpital odpowiada, że zgodnie z uzgodnieniami z Calloway na żądania odpowiada wyłącznie Calloway. Czy szpital ma rację?",
      options: [
        "Nie: współadministratorzy mogą podzielić zadania w uzgodnieniach, ale ona może wykonywać swoje prawa wobec każdego z nich.",
        "Tak: uzgodnienia między współadministratorami rozstrzygają, do którego z nich uczestniczka musi się zwrócić.",
        "Tak: szpital jest podmiotem przetwarzającym w każdym badaniu, które firma farmaceutyczna pomaga finansować.",
        "Nie: współadministratorzy muszą odpowiadać na każde żądanie wspólnie, w jednym piśmie podpisanym przez oba podmioty.",
      ],
      correctAnswer: 0,
      explanation:
        "Szpital i Calloway wspólnie ustalają cele i sposoby przetwarzania, więc są współadministratorami (art. 26 ust. 1). Ich uzgodnienia mogą powierzyć Calloway odpowiadanie na żądania, a zasadnicze treści tych uzgodnień muszą być udostępnione uczestnikom (art. 26 ust. 2), ale nie mogą pozbawić uczestniczki prawa do wykonywania swoich praw wobec każdego z administratorów (art. 26 ust. 3). Szpital powinien niezwłocznie przekazać żądanie dalej albo sam na nie odpowiedzieć.",
    },
    {
      id: 58,
      question:
        "Calloway i akademicka sieć badawcza wspólnie ustalają cele i sposoby przetwarzania w badaniu zainicjowanym przez badacza. Co muszą ustalić między sobą?",
      options: [
        "Umowę powierzenia z art. 28, zgodnie z którą sieć działa wyłącznie na udokumentowane polecenie Calloway.",
        "Uzgodnienia określające ich zakresy odpowiedzialności, z zasadniczą treścią dostępną uczestnikom (art. 26).",
        "Nic na piśmie: każdy ze współadministratorów i tak w pełni odpowiada za wszystkie operacje przetwarzania.",
        "Ocenę skutków przekazania, ponieważ wymiana danych między dwoma administratorami jest przekazaniem danych za granicę.",
      ],
      correctAnswer: 1,
      explanation:
        "Współadministratorzy muszą we wspólnych uzgodnieniach określić swoje zakresy odpowiedzialności, w szczególności w odniesieniu do praw osób, których dane dotyczą, i do obowiązków informacyjnych, a zasadnicze treści tych uzgodnień udostępnia się tym osobom (art. 26 ust. 1–2). Umowa z art. 28 dotyczy podmiotu przetwarzającego działającego na polecenie administratora, a sieć nim nie jest. Współadministrowanie nie oznacza równej odpowiedzialności, a wymiana danych w UE nie jest przekazaniem w rozumieniu rozdziału V.",
    },
    {
      id: 59,
      question:
        "Zespół Calloway ds. wyboru ośrodków prowadzi bazę onkologów z ich CV, publikacjami i ocenami z wcześniejszych badań. Jedna z onkolożek pyta, jakie dane Calloway o niej przechowuje. Jak zespół powinien potraktować jej żądanie?",
      options: [
        "Jako uprzejmość wobec kontaktu biznesowego, na którą odpowiada się, jeśli zespół ma czas, bo RODO chroni pacjentów.",
        "Jako żądanie, które może odrzucić, ponieważ dane zawodowe opublikowane w czasopismach nie są już danymi osobowymi.",
        "Jako żądanie dostępu z art. 15, z odpowiedzią w ciągu miesiąca: dane badaczy też są danymi osobowymi.",
        "Jako sprawę jej szpitala, który jest administratorem wszystkich danych dotyczących zatrudnionych w nim lekarzy.",
      ],
      correctAnswer: 2,
      explanation:
        "Badacze i inni pracownicy ochrony zdrowia są osobami, których dane dotyczą, jak każdy inny: ich CV, oceny i dane kontaktowe są danymi osobowymi, a Calloway jest administratorem swojej bazy służącej do wyboru ośrodków. Jej żądanie jest żądaniem dostępu na podstawie art. 15, na które odpowiada się w ciągu miesiąca (art. 12 ust. 3). Opublikowanie informacji w jakimś miejscu nie sprawia, że przestają one być danymi osobowymi.",
    },
    {
      id: 60,
      question:
        "Jaka podstawa prawna zwykle obejmuje przechowywanie CV badaczy i dokumentacji ich szkoleń z GCP w podstawowej dokumentacji badania klinicznego?",
      options: [
        "Zgoda, której każdy badacz udziela, podpisując CV, i którą może wycofać, kiedy tylko zechce.",
        "Wyłącznie prawnie uzasadnione interesy, ponieważ sponsor sam postanowił zbierać CV przy wyborze ośrodków.",
        "Żywotne interesy, ponieważ wykwalifikowani badacze chronią zdrowie i życie uczestników badania.",
        "Obowiązek prawny (art. 6 ust. 1 lit. c), bo CTR wymaga, by TMF wykazywała kwalifikacje badaczy.",
      ],
      correctAnswer: 3,
      explanation:
        "Rozporządzenie w sprawie badań klinicznych wymaga, aby sponsor dokumentował kwalifikacje badaczy i przechowywał tę dokumentację w podstawowej dokumentacji badania klinicznego, dlatego przechowywanie tych danych opiera się na obowiązku prawnym (art. 6 ust. 1 lit. c). Zgoda byłaby niewłaściwą podstawą, ponieważ badacz nie mógłby jej odmówić i nadal prowadzić badania. Prawnie uzasadnione interesy obejmują inne cele, np. wybór ośrodków do przyszłych badań, z udokumentowanym testem równowagi.",
    },
  ],
};
