import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Pracuje Pan/Pani w dziale **Operacji globalnych** irlandzkiej spółki zależnej grupy farmaceutycznej z centralą w USA. Prowadzone przez Państwa badanie kardiologiczne III fazy odbywa się w ośrodkach w całej UE, a danymi klinicznymi zarządza organizacja CRO. W ciągu jednego tygodnia wpływają cztery wnioski.

Po pierwsze, **zespół biostatystyki** amerykańskiej spółki dominującej chce otrzymać zakodowany zbiór danych z badania do analiz śródokresowych. Spółki dominującej nie ma na liście Data Privacy Framework, a menedżer z USA przekonuje: „Wszyscy jesteśmy jedną firmą, więc żadne dokumenty nie są potrzebne”.

Po drugie, CRO zamierza powierzyć czyszczenie danych swojemu **podwykonawcy w Indiach**. Programiści podwykonawcy pracowaliby bezpośrednio w systemie EDC hostowanym w UE, korzystając z dostępu zdalnego. „Dane nigdy nie opuszczają Frankfurtu – mówi CRO – więc to nie jest przekazanie”.

Po trzecie, uczestnik podróżujący po Stanach Zjednoczonych trafił **nieprzytomny** na szpitalny oddział ratunkowy. Lekarz prowadzący pilnie musi wiedzieć, jakie leczenie otrzymał pacjent. Jeden z kolegów proponuje, by odtąd tą samą ścieżką nadzwyczajną przekazywać wszystkie rutynowe dane dotyczące bezpieczeństwa.

Po czwarte, laboratorium centralne w **Szwajcarii** pyta, jakie klauzule dotyczące przekazywania danych musi podpisać, zanim Państwa zespół prześle mu zakodowane dane laboratoryjne.

Trzeba ustalić, które z tych przepływów danych są przekazaniem do państwa trzeciego, jakiego narzędzia przekazywania wymaga każdy z nich i kiedy można skorzystać z wyjątku na wypadek sytuacji nadzwyczajnej.`,
  training: {
    title: "Przekazywanie danych do państw trzecich: dane z badań poza UE",
    content: `## Dlaczego przekazywanie danych ma znaczenie w badaniach globalnych

Współczesne badania kliniczne mają charakter globalny. Dane płyną z ośrodków w UE do sponsorów, organizacji CRO, laboratoriów centralnych, statystyków i zespołów ds. bezpieczeństwa na całym świecie. Ochrona zapewniana przez RODO musi podążać za danymi, dlatego rozdział V określa ścisłe warunki przekazywania danych osobowych do **państw trzecich**. Zakodowane dane z badania są danymi osobowymi poddanymi pseudonimizacji, więc w pełni podlegają tym przepisom.

## Zasada ogólna (art. 44)

Każde **przekazanie** danych osobowych do państwa trzeciego, w tym **dalsze przekazanie** z tego państwa do kolejnego, wymaga narzędzia przekazywania przewidzianego w rozdziale V (art. 44). Istnieją trzy grupy takich narzędzi:

- **decyzja stwierdzająca odpowiedni stopień ochrony** (art. 45);
- **odpowiednie zabezpieczenia**, takie jak standardowe klauzule umowne lub wiążące reguły korporacyjne (art. 46–47);
- wąsko określone **wyjątki** dla szczególnych, sporadycznych sytuacji (art. 49).

## Co jest przekazaniem

Do przekazania dochodzi, gdy dane osobowe zostają udostępnione **odrębnemu administratorowi lub podmiotowi przetwarzającemu** w państwie trzecim (wytyczne EROD 05/2021). Lokalizacja serwera nie jest rozstrzygająca:

- **Dostęp zdalny jest przekazaniem.** Jeżeli pracownicy podwykonawcy CRO w Indiach logują się do systemu EDC hostowanego w UE i przeglądają dane na ekranie, dane osobowe zostają udostępnione w Indiach (zalecenia EROD 01/2020). Potrzebne jest to samo narzędzie przekazywania, jak gdyby pliki wysłano e-mailem.
- **Dalsze przekazania** również się liczą: podmiot przetwarzający w USA, który przekazuje dane swojemu dalszemu podmiotowi przetwarzającemu w innym państwie, także potrzebuje narzędzia przekazywania.
- **Własny pracownik** w podróży służbowej, który otwiera pliki za granicą, nie dokonuje przekazania, ponieważ danych nie otrzymuje odrębna organizacja; zasady bezpieczeństwa nadal jednak obowiązują.

## Państwa zapewniające odpowiedni stopień ochrony: bez dodatkowych zabezpieczeń (art. 45)

Komisja Europejska może stwierdzić, że państwo trzecie zapewnia odpowiedni stopień ochrony. Przekazanie do takiego **państwa o odpowiednim stopniu ochrony** nie wymaga **żadnych dodatkowych zabezpieczeń**: ani SCC, ani oceny skutków przekazania, ani szczególnego zezwolenia (art. 45). Decyzje stwierdzające odpowiedni stopień ochrony obejmują m.in.:

- Szwajcarię, Japonię, Koreę i Izrael;
- Kanadę (organizacje komercyjne);
- Zjednoczone Królestwo (decyzja przedłużona do 27 grudnia 2031 r.).

Decyzja stwierdzająca odpowiedni stopień ochrony rozstrzyga wyłącznie kwestię przekazania. Pozostałe przepisy RODO nadal mają zastosowanie: potrzebna jest podstawa prawna, a z podmiotem przetwarzającym nadal trzeba zawrzeć umowę zgodną z art. 28.

W przypadku Stanów Zjednoczonych decyzja stwierdzająca odpowiedni stopień ochrony w ramach **Ram ochrony danych UE-USA (Data Privacy Framework, DPF)**, czyli decyzja wykonawcza (UE) 2023/1795 z 10 lipca 2023 r., obejmuje **wyłącznie organizacje, które przeszły samocertyfikację i figurują na liście DPF**, a dane kadrowe tylko wtedy, gdy organizacja uzyskała certyfikację także w tym zakresie. Listę należy sprawdzać za każdym razem: amerykańska firma, której na niej nie ma, potrzebuje innego narzędzia. Sąd Unii Europejskiej oddalił 3 września 2025 r. skargę na DPF (T-553/23); toczy się postępowanie odwoławcze (C-703/25 P).

## Państwa bez odpowiedniego stopnia ochrony: SCC i ocena skutków przekazania

Jeżeli brak decyzji stwierdzającej odpowiedni stopień ochrony, jak w przypadku Indii, eksporter danych potrzebuje **odpowiedniego zabezpieczenia** na podstawie art. 46. W praktyce są to zwykle **standardowe klauzule umowne (SCC)** przyjęte decyzją wykonawczą (UE) 2021/914 z 4 czerwca 2021 r.

- SCC mają cztery moduły: od administratora do administratora, od administratora do podmiotu przetwarzającego, od podmiotu przetwarzającego do podmiotu przetwarzającego oraz od podmiotu przetwarzającego do administratora.
- **Klauzula 14** wymaga **oceny skutków przekazania (TIA)**: udokumentowanej oceny, czy prawo i praktyka państwa docelowego, w szczególności w zakresie dostępu organów publicznych, pozwalają importerowi przestrzegać klauzul. Klauzula 15 reguluje postępowanie importera z wnioskami organów publicznych o dostęp.
- Tekstu SCC **nie wolno zmieniać**.
- Dawnych SCC nie można było stosować w nowych umowach po 27 września 2021 r., a 27 grudnia 2022 r. przestały one obowiązywać.

Samo podpisanie SCC nigdy nie wystarcza: standardem są **SCC wraz z TIA**. Wynika to z wyroku Trybunału Sprawiedliwości w sprawie **Schrems II** (C-311/18, 16 lipca 2020 r.), który unieważnił Tarczę Prywatności UE-USA i stwierdził, że eksporterzy muszą ocenić każde przekazanie i zastosować **środki uzupełniające** albo je wstrzymać. Zalecenia EROD 01/2020 przewidują sześć kroków:

- zmapowanie przekazań;
- określenie narzędzia przekazywania;
- ocenę prawa i praktyki państwa trzeciego;
- przyjęcie środków uzupełniających;
- dopełnienie ewentualnych wymogów proceduralnych;
- ponowną ocenę w odpowiednich odstępach czasu.

W badaniach klinicznych skutecznym środkiem jest przekazywanie wyłącznie **danych zakodowanych, przy czym klucz pozostaje w UE**. Jeżeli importer potrzebuje danych w postaci jawnej, skuteczny środek uzupełniający może nie istnieć. Gwarancje wynikające z amerykańskiego rozporządzenia wykonawczego (Executive Order) 14086 mają zastosowanie do wszystkich przekazań z UE do USA, niezależnie od użytego narzędzia. Inne narzędzia z art. 46 to m.in. kodeksy postępowania, mechanizmy certyfikacji oraz klauzule zatwierdzone przez organ nadzorczy.

## Przekazywanie w ramach grupy: brak zwolnienia

RODO **nie przewiduje zwolnienia dla przekazań wewnątrz grupy**. Gdy spółka zależna w UE przesyła dane amerykańskiej spółce dominującej, jest to przekazanie odrębnemu podmiotowi prawnemu, dokładnie tak, jakby odbiorcą była niepowiązana firma. Grupa potrzebuje właściwego narzędzia:

- **wewnątrzgrupowych SCC**, podpisanych przez spółki z grupy i popartych oceną skutków przekazania; albo
- **wiążących reguł korporacyjnych (BCR)**: reguł obowiązujących w całej grupie, zatwierdzonych przez organ nadzorczy, wiążących każdy podmiot grupy i przyznających osobom fizycznym egzekwowalne prawa (art. 47).

Amerykańska spółka z grupy, która sama przeszła samocertyfikację i figuruje na liście DPF, może również powołać się na tę decyzję stwierdzającą odpowiedni stopień ochrony. Wspólna spółka dominująca, polityka wewnętrzna czy notatka prezesa nie są narzędziem przekazywania.

## Podmioty przetwarzające i dalsze podmioty przetwarzające

Podmiot przetwarzający może przekazywać dane wyłącznie na **udokumentowane polecenie** administratora (art. 28 ust. 3 lit. a). CRO, która chce korzystać z dalszego podmiotu przetwarzającego poza UE, potrzebuje **zgody** sponsora oraz **SCC w module 3 (od podmiotu przetwarzającego do podmiotu przetwarzającego)** zawartych z tym podmiotem, a także oceny skutków przekazania.

## Wyjątki: wąskie i sporadyczne (art. 49)

Wyjątki z art. 49 dotyczą **sporadycznych** przekazań, a nie rutynowych przepływów danych:

- wyraźna zgoda po poinformowaniu osoby o ryzyku;
- niezbędność do wykonania umowy;
- ważne względy interesu publicznego;
- ustalenie, dochodzenie lub obrona roszczeń;
- **żywotne interesy**, gdy osoba nie jest w stanie wyrazić zgody (art. 49 ust. 1 lit. f);
- przekazanie z rejestru publicznego;
- w ostateczności ważne prawnie uzasadnione interesy, z powiadomieniem organu nadzorczego.

**Wyjątek dotyczący żywotnych interesów** jest przeznaczony **wyłącznie na sytuacje nadzwyczajne**. Jeżeli uczestnik leży nieprzytomny na oddziale ratunkowym w USA, a lekarze prowadzący potrzebują informacji o zaślepionym leczeniu, takie ujawnienie mieści się w art. 49 ust. 1 lit. f. W żadnym razie nie może on uzasadniać regularnego przesyłania danych o bezpieczeństwie, analiz śródokresowych ani eksportu baz danych: te wymagają decyzji stwierdzającej odpowiedni stopień ochrony, SCC z TIA albo BCR.

## Orzeczenia sądów i decyzje organów państw trzecich

Żądanie sądu lub organu państwa trzeciego, np. amerykański nakaz sądowy (subpoena), samo w sobie nie czyni przekazania zgodnym z prawem. Może ono zostać uznane wyłącznie na podstawie umowy międzynarodowej, takiej jak umowa o wzajemnej pomocy prawnej (MLAT) (art. 48). Takie żądania należy przekazywać działowi prawnemu i inspektorowi ochrony danych.

## Przejrzystość i egzekwowanie

Informacje dla uczestników muszą wskazywać przekazywanie danych do państw trzecich (art. 13 ust. 1 lit. f). Organy nadzorcze mogą nakazać zawieszenie przepływu danych (art. 58 ust. 2 lit. j), a naruszenia dotyczące przekazywania podlegają wyższemu progowi kar: do **20 mln EUR lub 4 %** całkowitego rocznego światowego obrotu, w zależności od tego, która kwota jest wyższa (art. 83 ust. 5 lit. c). W 2023 r. irlandzka Komisja Ochrony Danych (Data Protection Commission) nałożyła na Meta karę 1,2 mld EUR za przekazywanie danych do USA.

## Lista kontrolna przekazywania danych

- Czy odrębna organizacja spoza UE otrzymuje dane lub ma do nich dostęp, także zdalny?
- Czy państwo docelowe zapewnia odpowiedni stopień ochrony? W przypadku USA: czy odbiorca figuruje na liście DPF?
- Jeżeli nie: SCC we właściwym module wraz z udokumentowaną TIA albo BCR.
- Czy potrzebne są środki uzupełniające, np. przechowywanie klucza w UE?
- Czy przekazanie na podstawie wyjątku z art. 49 jest rzeczywiście sporadyczne, czy w istocie chodzi o rutynowy przepływ?
- Czy przekazanie ujęto w rejestrze z art. 30 i czy poinformowano o nim uczestników?`,
  },
  questions: [
    {
      id: 49,
      question:
        "Za zgodą sponsora CRO chce, aby jej podwykonawca w Indiach, państwie bez decyzji UE stwierdzającej odpowiedni stopień ochrony, czyścił zakodowane dane z badania, logując się zdalnie do systemu EDC hostowanego w UE. Czego to wymaga?",
      options: [
        "Niczego więcej: dane pozostają na serwerach w UE i są zakodowane, więc nie dochodzi do przekazania",
        "Wyraźnej zgody każdego uczestnika na przekazanie, zebranej podczas najbliższej wizyty w ośrodku",
        "SCC w module od podmiotu przetwarzającego do podmiotu przetwarzającego oraz oceny skutków przekazania",
        "Wyłącznie silnego szyfrowania połączenia zdalnego, które chroni dane podczas ich przesyłania",
      ],
      correctAnswer: 2,
      explanation:
        "Dostęp zdalny odrębnej organizacji z państwa trzeciego jest przekazaniem (zalecenia EROD 01/2020). Bez decyzji stwierdzającej odpowiedni stopień ochrony potrzebne jest zabezpieczenie z art. 46, tu SCC w module 3, a klauzula 14 wymaga oceny skutków przekazania. Dane zakodowane pozostają danymi osobowymi, szyfrowanie transmisji nie jest narzędziem przekazywania, a zgoda nie może być podstawą rutynowych przekazań (art. 49).",
    },
    {
      id: 50,
      question:
        "Państwa zespół prześle zakodowane dane laboratoryjne do laboratorium centralnego w Szwajcarii. Jakiego dodatkowego zabezpieczenia przekazania wymaga rozdział V?",
      options: [
        "Żadnego: Szwajcaria ma decyzję stwierdzającą odpowiedni stopień ochrony, więc SCC ani TIA nie są potrzebne",
        "SCC wraz z oceną skutków przekazania, jak w przypadku każdego państwa spoza Unii Europejskiej",
        "Nie jest potrzebne nic: Szwajcaria należy do EOG, więc nie jest państwem trzecim",
        "Wyraźnej zgody każdego uczestnika na przekazanie jego danych do szwajcarskiego laboratorium",
      ],
      correctAnswer: 0,
      explanation:
        "Przekazanie do państwa objętego decyzją stwierdzającą odpowiedni stopień ochrony nie wymaga dodatkowych zabezpieczeń ani szczególnego zezwolenia (art. 45), a Szwajcaria taką decyzją jest objęta. Pozostałe przepisy RODO, takie jak podstawa prawna i umowa zgodna z art. 28, jeżeli laboratorium jest podmiotem przetwarzającym, nadal mają zastosowanie. Szwajcaria nie należy do EOG: jest państwem trzecim z decyzją stwierdzającą odpowiedni stopień ochrony.",
    },
    {
      id: 51,
      question:
        "Uczestnik badania prowadzonego w UE trafia nieprzytomny na oddział ratunkowy w USA. Lekarz prowadzący pilnie pyta monitora medycznego sponsora, jakie leczenie badane otrzymał pacjent. Co pozwala na ujawnienie tej informacji?",
      options: [
        "Wewnątrzgrupowe SCC podpisane z amerykańską spółką dominującą, które obejmują każdego odbiorcę w USA",
        "Ramy ochrony danych UE-USA (DPF), które obejmują szpitale w Stanach Zjednoczonych",
        "Nic: bez pisemnej zgody pacjenta informację trzeba zatrzymać",
        "Wyjątek dotyczący żywotnych interesów z art. 49 ust. 1 lit. f, skoro pacjent nie może wyrazić zgody",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 49 ust. 1 lit. f dopuszcza przekazanie niezbędne do ochrony żywotnych interesów osoby, która nie jest w stanie wyrazić zgody, a to dokładnie sytuacja nieprzytomnego pacjenta. Szpital nie jest stroną SCC zawartych w grupie, a DPF obejmuje wyłącznie organizacje, które przeszły samocertyfikację i figurują na liście DPF.",
    },
    {
      id: 52,
      question:
        "Biostatystycy amerykańskiej spółki dominującej, której nie ma na liście DPF, chcą logować się zdalnie do systemu EDC hostowanego w UE zamiast otrzymywać pliki. Menedżer z USA twierdzi: „Ta sama grupa, a dane nie opuszczają Frankfurtu, więc żadnych dokumentów”. Co jest prawdą?",
      options: [
        "To przekazanie: wymaga wewnątrzgrupowych SCC z TIA albo zatwierdzonych wiążących reguł korporacyjnych",
        "To nie jest przekazanie: dane pozostają na serwerach w UE, a wyświetlenie ich na ekranie to nie to samo co ich otrzymanie",
        "W ramach jednej grupy narzędzie przekazywania nie jest potrzebne, bez względu na to, jak spółka dominująca uzyskuje dostęp do danych",
        "To przekazanie, ale obejmuje je polityka udostępniania danych w grupie podpisana przez globalnego prezesa",
      ],
      correctAnswer: 0,
      explanation:
        "Dostęp zdalny z państwa trzeciego jest przekazaniem (zalecenia EROD 01/2020), a RODO nie przewiduje zwolnienia dla przekazań wewnątrz grupy: spółka dominująca jest odrębnym podmiotem prawnym. Potrzebne są wewnątrzgrupowe SCC z oceną skutków przekazania (art. 46) albo wiążące reguły korporacyjne zatwierdzone przez organ nadzorczy (art. 47); polityka wewnętrzna nie jest żadnym z tych narzędzi.",
    },
    {
      id: 53,
      question:
        "Centrum usług wspólnych grupy w Indiach, będące spółką z grupy, będzie prowadzić helpdesk systemu EDC z dostępem do danych z badania. Dział prawny twierdzi, że wystarczy polityka prywatności grupy podpisana przez każdą spółkę powiązaną. Czy to wystarczy?",
      options: [
        "Tak: polityka podpisana przez wszystkie spółki powiązane wiąże grupę, a tym właśnie są BCR",
        "Tak, pod warunkiem że centrum w Indiach jest spółką w całości zależną od spółki z UE",
        "Nie: potrzebne są wewnątrzgrupowe SCC z TIA albo BCR zatwierdzone przez organ",
        "Nie, ale dostęp helpdesku mogłaby objąć wyraźna zgoda uczestników",
      ],
      correctAnswer: 2,
      explanation:
        "Spółki z grupy są odrębnymi podmiotami prawnymi, więc nie ma zwolnienia dla przekazań wewnątrz grupy. Wiążące reguły korporacyjne muszą zostać zatwierdzone przez organ nadzorczy i przyznawać osobom fizycznym egzekwowalne prawa (art. 47); w przeciwnym razie potrzebne są wewnątrzgrupowe SCC z oceną skutków przekazania (art. 46). Zgoda nie może być podstawą rutynowego przepływu danych (art. 49).",
    },
    {
      id: 54,
      question:
        "Po ujawnieniu informacji w sytuacji nadzwyczajnej kolega proponuje, aby na wyjątek dotyczący żywotnych interesów powoływać się przy cotygodniowym przekazywaniu do zespołu ds. bezpieczeństwa w USA danych o wszystkich ciężkich zdarzeniach niepożądanych, bo bezpieczeństwo jest „zawsze sprawą życia”. Jak odpowiedzieć?",
      options: [
        "Zgodzić się: każde przekazanie związane z bezpieczeństwem ostatecznie chroni żywotne interesy uczestników",
        "Zgodzić się, pod warunkiem że każde cotygodniowe przekazanie zostanie ujęte w rejestrze z art. 30, a inspektor ochrony danych zostanie poinformowany",
        "Odmówić: wyjątki nigdy nie dotyczą danych o bezpieczeństwie, więc nawet ujawnienie w sytuacji nadzwyczajnej wymagało SCC",
        "Odmówić: żywotne interesy dotyczą sytuacji nadzwyczajnych; rutynowe przepływy wymagają decyzji o odpowiednim stopniu ochrony, SCC z TIA lub BCR",
      ],
      correctAnswer: 3,
      explanation:
        "Wyjątki z art. 49 są wąskie i przeznaczone dla sporadycznych przekazań, a żywotne interesy (art. 49 ust. 1 lit. f) obejmują sytuacje nadzwyczajne, w których osoba nie może wyrazić zgody, np. nieprzytomnego pacjenta. Regularne, planowane przepływy danych muszą opierać się na decyzji stwierdzającej odpowiedni stopień ochrony (art. 45) lub na odpowiednich zabezpieczeniach (art. 46–47).",
    },
    {
      id: 55,
      question:
        "Podwykonawca z Indii odsyła SCC z 2021 r. z usuniętą klauzulą 15 dotyczącą wniosków organów publicznych o dostęp i prosi o pominięcie oceny skutków przekazania jako „formalności”. Jak odpowiedzieć?",
      options: [
        "Przyjąć: treść SCC strony mogą negocjować jak w przypadku każdej innej umowy",
        "Odmówić: tekstu SCC nie wolno zmieniać, a klauzula 14 czyni TIA obowiązkową",
        "Przyjąć usunięcie klauzuli, jeżeli w zamian zostanie przeprowadzona TIA",
        "Odmówić i zastosować SCC sprzed 2021 r., które nie zawierają żadnej z tych dwóch klauzul",
      ],
      correctAnswer: 1,
      explanation:
        "SCC z 2021 r. (decyzja wykonawcza (UE) 2021/914) należy stosować bez zmiany ich tekstu, a klauzula 14 wymaga oceny skutków przekazania. SCC sprzed 2021 r. przestały obowiązywać 27 grudnia 2022 r. i nie można już z nich korzystać.",
    },
    {
      id: 56,
      question:
        "Amerykański dostawca systemu eCOA, działający jako Państwa podmiot przetwarzający, twierdzi, że dokumentacja przekazania nie jest potrzebna, bo „Ramy ochrony danych UE-USA zapewniają odpowiedni stopień ochrony w całych Stanach Zjednoczonych”. Jak postąpić?",
      options: [
        "Przyjąć to: od lipca 2023 r. decyzja w sprawie DPF obejmuje każdego odbiorcę w USA",
        "Sprawdzić listę DPF: jeśli dostawca na niej jest, nic więcej nie trzeba; jeśli nie, SCC i TIA",
        "Przyjąć to, pod warunkiem że dostawca szyfruje dane przesyłane do Stanów Zjednoczonych",
        "Natychmiast wstrzymać przekazywanie do USA, ponieważ Sąd UE unieważnił DPF we wrześniu 2025 r.",
      ],
      correctAnswer: 1,
      explanation:
        "Decyzja wykonawcza (UE) 2023/1795 stwierdza odpowiedni stopień ochrony wyłącznie w odniesieniu do organizacji, które przeszły samocertyfikację i figurują na liście DPF. Dostawca z listy nie potrzebuje dodatkowego narzędzia przekazywania; dostawca spoza listy potrzebuje SCC wraz z oceną skutków przekazania (art. 46). Sąd Unii Europejskiej oddalił 3 września 2025 r. skargę na DPF (T-553/23), choć toczy się postępowanie odwoławcze.",
    },
  ],
};
