import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Kieruje Pan/Pani operacjami na danych klinicznych w organizacji CRO, która na zlecenie europejskiego sponsora farmaceutycznego buduje bazę danych dla badania III fazy w reumatoidalnym zapaleniu stawów. Projekt eCRF przygotowany przez sponsora wymaga, aby każdy ośrodek wpisywał **pełną datę urodzenia** i **inicjały** każdego uczestnika oraz wypełniał pole tekstowe zatytułowane „Istotny wywiad chorobowy – proszę opisać szczegółowo”. Data manager, który przygotował projekt, twierdzi, że więcej szczegółów to zawsze większe bezpieczeństwo: „Mogą nam się przydać do przyszłych analiz”.

Przeglądając pierwsze dane przesłane przez ośrodki pilotażowe, zauważa Pan/Pani coś gorszego. Koordynatorka badania w jednym ze szpitali załącza do EDC **wypisy ze szpitala** pacjentów jako dokumenty potwierdzające zdarzenia niepożądane. Wypisy **nie zostały zaczernione**: pełne nazwiska, adresy zamieszkania, numery szpitalne i nazwiska lekarzy prowadzących są widoczne dla każdego, kto ma dostęp do EDC, w tym dla pracowników sponsora i dostawców.

Protokół wymaga wieku w chwili skriningu (od 18 do 75 lat) do oceny kwalifikowalności, wywiadu chorobowego wyłącznie w zakresie schorzeń wymienionych w kryteriach wyłączenia oraz dokumentów źródłowych dotyczących ciężkich zdarzeń niepożądanych.

Trzeba ustalić, które z żądanych danych są rzeczywiście niezbędne, jak zaprojektować eCRF i EDC, aby domyślnie zbierane i widoczne były tylko niezbędne dane, oraz co zrobić od razu z niezaczernionymi wypisami ze szpitala.`,
  training: {
    title: "Minimalizacja danych i ograniczenie celu w badaniach klinicznych",
    content: `## Dlaczego minimalizacja ma znaczenie w badaniach klinicznych

Każde pole w eCRF, każdy przesłany dokument źródłowy i każda kolumna w bazie danych bezpieczeństwa zawiera dane osobowe, które muszą być uzasadnione. Zasada **minimalizacji danych** wymaga, aby dane osobowe były **adekwatne, stosowne oraz ograniczone do tego, co niezbędne** do celów, w których są przetwarzane (**art. 5 ust. 1 lit. c**). Motyw 39 dodaje, że dane osobowe powinny być przetwarzane tylko wtedy, gdy celu przetwarzania nie można w rozsądny sposób osiągnąć innymi sposobami.

Minimalizacja ma pełne zastosowanie do badań naukowych. Zabezpieczenia wymagane w badaniach przez **art. 89 ust. 1** same muszą zapewniać poszanowanie zasady minimalizacji, a jeżeli badania można prowadzić na danych, które nie pozwalają już nikogo zidentyfikować, należy je prowadzić właśnie w ten sposób (art. 89 ust. 1, motyw 156). Zgodnie z zasadą **rozliczalności** (art. 5 ust. 2) administrator, zwykle sponsor, musi być w stanie wykazać, dlaczego każdy element danych jest potrzebny.

## Trzy pytania dla każdego elementu danych

Zanim pole trafi do protokołu, eCRF lub specyfikacji przekazywania danych do dostawcy, należy zapytać:

- **Adekwatne:** czy wystarcza, by odpowiedzieć na pytanie naukowe lub dotyczące bezpieczeństwa? Minimalizacja nie oznacza zbierania zbyt małej ilości danych, by przeprowadzić wiarygodne badanie.
- **Stosowne:** czy jest powiązane z punktem końcowym, kryterium kwalifikacji, oceną bezpieczeństwa lub obowiązkiem prawnym?
- **Ograniczone:** czy wystarczyłaby mniej szczegółowa forma, np. wiek zamiast daty urodzenia albo zakodowana kategoria zamiast wolnego tekstu?

Podejście „zbierzmy wszystko, na wypadek gdyby później się przydało” nie przechodzi żadnego z tych trzech testów.

## Ograniczenie celu idzie w parze z minimalizacją

Dane muszą być zbierane w **konkretnych, wyraźnych i prawnie uzasadnionych celach** (**art. 5 ust. 1 lit. b**). To cel wyznacza, co jest „niezbędne”, dlatego niejasno określony cel nie może uzasadniać szerokiego zbioru danych. Dalsze przetwarzanie do celów badań naukowych uznaje się za zgodne z pierwotnym celem, jeżeli stosowane są zabezpieczenia z art. 89 ust. 1 (art. 5 ust. 1 lit. b). Przy ocenie zgodności innych rodzajów dalszego przetwarzania na korzyść przemawiają zabezpieczenia, takie jak **szyfrowanie i pseudonimizacja** (art. 6 ust. 4 lit. e). Żadna z tych zasad nie pozwala zbierać dziś dodatkowych danych na potrzeby nieokreślonego jutrzejszego projektu.

## Uwzględnianie ochrony danych w fazie projektowania i domyślna ochrona danych

**Art. 25 ust. 1** wymaga, aby administratorzy już na etapie projektowania wbudowywali w swoje systemy i procesy środki takie jak pseudonimizacja. **Art. 25 ust. 2** wymaga, aby **domyślnie** przetwarzane były wyłącznie dane osobowe niezbędne do osiągnięcia każdego konkretnego celu. Obowiązek ten dotyczy czterech wymiarów:

- **ilości** zbieranych danych;
- **zakresu** ich przetwarzania;
- **okresu przechowywania**;
- ich **dostępności**, czyli tego, kto może je zobaczyć.

Dla zespołów operacyjnych oznacza to, że o minimalizacji decyduje się przy pisaniu protokołu, eCRF, specyfikacji przekazywania danych i ról w systemach, a nie naprawia się jej później.

## Pseudonimizacja to nie anonimizacja

**Pseudonimizacja** oznacza przetworzenie danych w taki sposób, by nie można ich było już przypisać konkretnej osobie bez użycia dodatkowych informacji, które są przechowywane osobno i chronione (**art. 4 pkt 5**). Kody uczestników w badaniu to pseudonimizacja: ośrodek przechowuje listę identyfikacyjną (klucz), a monitorzy i inspektorzy nadal mają wgląd w dokumentację źródłową.

Dane spseudonimizowane pozostają **danymi osobowymi**. Wszystkie zasady RODO, w tym minimalizacja, nadal mają do nich zastosowanie. Usunięcie nazwisk nie czyni danych anonimowymi.

**Dane anonimowe** nie podlegają RODO tylko wtedy, gdy ponowna identyfikacja nie jest racjonalnie prawdopodobna, z uwzględnieniem takich czynników jak koszt, czas i dostępna technologia (**motyw 26**). Bogate zbiory danych z badań, zawierające rzadkie rozpoznania, dokładne daty, małe ośrodki lub dane genomowe, opierają się rzeczywistej anonimizacji. Podstawy prawnej nie wymagają wyłącznie dane rzeczywiście anonimowe.

Minimalizacja działa też w drugą stronę: administrator **nie ma obowiązku pozyskiwania dodatkowych informacji identyfikujących** tylko po to, by przestrzegać RODO (**art. 11 ust. 1**). Sponsor nie powinien żądać nazwisk tylko po to, by „zarządzać” uczestnikami, ani zbierać adresów jedynie w celu wysyłania zawiadomień: jeżeli indywidualne informowanie każdej osoby o badaniu rejestrowym byłoby niemożliwe lub niewspółmierne, informację podaje się do wiadomości publicznej (art. 14 ust. 5 lit. b, moduł 3).

## Minimalizacja w praktyce: eCRF i EDC

Typowe środki stosowane przez sponsorów i organizacje CRO:

- **Rok urodzenia lub wiek** zamiast pełnej daty urodzenia, chyba że protokół rzeczywiście wymaga dokładnej daty.
- **Żadnych nazwisk, inicjałów ani danych kontaktowych** w systemach sponsora. Łącznikiem jest kod uczestnika; klucz pozostaje w ośrodku.
- **Pola kodowane zamiast wolnego tekstu.** W polach tekstowych, takich jak „istotny wywiad chorobowy”, pojawiają się nazwiska krewnych, nazwy szpitali, daty i inne identyfikatory. Wolny tekst nie jest zwolniony z zasady minimalizacji.
- **Wywiad chorobowy ograniczony** do schorzeń, które protokół rzeczywiście ocenia.

Liczą się połączenia danych: inicjały, pełna data urodzenia, ośrodek i rzadka choroba mogą razem wskazywać jedną osobę. Żadne pole nie jest „nieszkodliwe” w oderwaniu od pozostałych.

## Dokumenty źródłowe, obrazy i przypadki dotyczące bezpieczeństwa

Dokumenty przesyłane do EDC lub do działu bezpieczeństwa są częstym źródłem nadmiernego zbierania danych:

- **Zaczerniać** dokumenty źródłowe dotyczące SAE, wypisy ze szpitala, opisy badań obrazowych i wyniki badań laboratoryjnych w ośrodku, zanim opuszczą szpital: usunąć nazwiska, adresy, numery szpitalne i inne bezpośrednie identyfikatory oraz dodać kod uczestnika.
- **Czyścić nagłówki DICOM**, zanim obrazy trafią do centralnej oceny; nagłówki mogą zawierać nazwiska, daty urodzenia i identyfikatory szpitalne.
- W **nadzorze nad bezpieczeństwem farmakoterapii** ważny indywidualny raport bezpieczeństwa (ICSR) musi spełniać **cztery minimalne kryteria**: **możliwy do zidentyfikowania zgłaszający**, **możliwy do zidentyfikowania pacjent**, co najmniej jedno podejrzewane działanie niepożądane i co najmniej jeden podejrzewany produkt leczniczy (moduł VI wytycznych GVP UE, VI.B.2). Pacjent musi być jedynie **możliwy do zidentyfikowania**: wystarczą wiek, płeć lub inicjały, a nazwisko nigdy nie jest potrzebne. To samo dotyczy po dopuszczeniu do obrotu **zgłoszeń spontanicznych** i przypadków, które firma znajduje w **literaturze medycznej**, którą musi przeglądać.

Jeżeli ośrodek prześle niezaczernione dokumenty, trzeba zająć się tym natychmiast: ograniczyć dostęp do plików, poprosić ośrodek o zastąpienie ich wersjami zaczernionymi i oznaczonymi kodem uczestnika w ramach udokumentowanego procesu systemu rejestrowanego w ścieżce audytu, zaangażować **inspektora ochrony danych** (który może ocenić, czy doszło do naruszenia ochrony danych osobowych) i usunąć przyczynę źródłową przez ponowne szkolenie i kontrole przesyłanych plików.

## Dostęp na zasadzie niezbędnej wiedzy

Dostępność jest częścią domyślnej minimalizacji (art. 25 ust. 2). W systemach EDC, IRT i bezpieczeństwa należy stosować **dostęp oparty na rolach**:

- **dane odślepione** trafiają wyłącznie do ról odślepionych;
- **monitorzy** widzą tylko ośrodki, które monitorują;
- dostawcy widzą tylko dane, których wymaga ich zadanie.

Listy dostępu należy weryfikować za każdym razem, gdy pracownicy zmieniają role lub odchodzą z badania.

## Wtórne wykorzystanie danych i europejska przestrzeń danych dotyczących zdrowia

Dane z badań i dane dotyczące zdrowia coraz częściej są ponownie wykorzystywane w nowych badaniach. Na gruncie RODO dalsze przetwarzanie do celów badawczych uznaje się za zgodne z pierwotnym celem, jeżeli stosowane są **zabezpieczenia z art. 89 ust. 1** (art. 5 ust. 1 lit. b), a zasada minimalizacji nadal obowiązuje: dane należy pseudonimizować, a jeśli pozwala na to cel badania – anonimizować.

**Rozporządzenie (UE) 2025/327 w sprawie europejskiej przestrzeni danych dotyczących zdrowia (EPDZ, ang. EHDS)** wprowadza ramy **wtórnego wykorzystywania** elektronicznych danych dotyczących zdrowia:

- badacze, w tym firmy, składają do krajowego **organu ds. dostępu do danych dotyczących zdrowia** wniosek o **zezwolenie na dostęp do danych** w określonym celu;
- pracują na danych wyłącznie w **bezpiecznym środowisku przetwarzania**, domyślnie na danych **zanonimizowanych**, a na danych **spseudonimizowanych** tylko wtedy, gdy wymaga tego cel; ponowna identyfikacja osób jest zakazana;
- osoby fizyczne mogą **zrezygnować (opt-out)** z wtórnego wykorzystywania ich danych, z zastrzeżeniem wyjątków dopuszczonych w rozporządzeniu.

Rozporządzenie weszło w życie w 2025 r., a jego przepisy o wtórnym wykorzystywaniu danych będą stosowane etapami od 2029 r. Nie zastępuje ono RODO: stosuje się oba akty.

## Ograniczenie przechowywania i okresy retencji

Danych nie wolno przechowywać w formie umożliwiającej identyfikację dłużej, niż jest to niezbędne (**ograniczenie przechowywania**, **art. 5 ust. 1 lit. e**). Dane badawcze można przechowywać dłużej, jeżeli stosuje się zabezpieczenia z art. 89 ust. 1, ale „dłużej” nie znaczy „na zawsze”. Okresy przechowywania należy ująć w **rejestrze czynności przetwarzania z art. 30** (art. 30 ust. 1 lit. f) i wyjaśnić w klauzulach informacyjnych (art. 13 ust. 2 lit. a).

W badaniach klinicznych **podstawową dokumentację badania klinicznego (TMF)** należy archiwizować przez **co najmniej 25 lat** (art. 58 CTR); dokumentacja medyczna podlega prawu krajowemu. Ten obowiązek uzasadnia **przechowywanie** danych, ale nie uzasadnia ich **ponownego wykorzystywania** do nowych celów. Minimalizacja nigdy nie oznacza przedwczesnego zniszczenia TMF, a szyfrowanie danych nie pozwala przechowywać ich bezterminowo.

Tej samej logice podlega przejrzystość wobec opinii publicznej: publicznie dostępna część unijnej bazy danych badań klinicznych nie zawiera danych osobowych uczestników badań (art. 81 CTR).

## Najważniejsze wnioski

- Każdy element danych wymaga udokumentowanego celu; „na wszelki wypadek” nie jest celem (art. 5 ust. 1 lit. b i c).
- Minimalizację należy wbudować w protokoły, eCRF i systemy, tak aby działała domyślnie (art. 25).
- Dane zakodowane są danymi osobowymi spseudonimizowanymi, więc zasada minimalizacji nadal ma zastosowanie (art. 4 pkt 5, motyw 26).
- Należy preferować wiek, pola kodowane i zaczernione dokumenty; nazwiska nie powinny trafiać do systemów sponsora ani do przypadków dotyczących bezpieczeństwa.
- TMF należy przechowywać przez cały okres wymagany prawem, bez ponownego wykorzystywania do nowych celów (art. 5 ust. 1 lit. e, art. 58 CTR).`,
  },
  questions: [
    {
      id: 25,
      question:
        "Projekt eCRF dla badania III fazy wymaga od ośrodków zapisania pełnej daty urodzenia każdego uczestnika. Protokół wykorzystuje jedynie wiek w chwili skriningu do sprawdzenia przedziału kwalifikacji 18–75 lat i do opisu populacji badania. Co należy zalecić?",
      options: [
        "Zachować pełną datę urodzenia: dane są zakodowane, więc dodatkowy szczegół nie stwarza ryzyka dla uczestników",
        "Zapisywać wiek w chwili skriningu lub rok urodzenia; pełna data nigdy nie jest potrzebna do celów tego protokołu",
        "Zachować pełną datę urodzenia, ale ukryć ją przed użytkownikami sponsora, skoro ośrodki i tak mają ją w dokumentacji",
        "Nie zapisywać wieku wcale: wystarczy pole „kwalifikuje się: tak/nie”, a mniej danych to zawsze lepszy wybór",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 5 ust. 1 lit. c wymaga, aby dane były adekwatne, stosowne i ograniczone do tego, co niezbędne, a art. 25 ust. 2 nakazuje stosować tę zasadę domyślnie. Jeżeli wiek lub rok urodzenia zaspokaja potrzeby protokołu, pełna data urodzenia jest danymi nadmiarowymi od chwili jej zebrania; zakodowane dane z badania pozostają danymi osobowymi (art. 4 pkt 5). Minimalizacja oznacza też dane adekwatne: protokół opisuje populację według wieku, więc pole „tak/nie” byłoby niewystarczające.",
    },
    {
      id: 26,
      question:
        "W ramach badania rejestrowego 12 szpitali prześle zakodowane rekordy 30 000 byłych pacjentów. Kierownik projektu chce, aby szpitale dodały nazwiska i adresy zamieszkania, tak by sponsor mógł napisać do każdego pacjenta z informacjami wymaganymi przez art. 14. Co należy doradzić?",
      options: [
        "Zebrać nazwiska i adresy, ponieważ art. 14 wymaga indywidualnego pisemnego poinformowania każdego pacjenta",
        "Zebrać nazwiska i adresy, ale usunąć je po wysłaniu listów, aby zakres danych w badaniu pozostał minimalny",
        "Nie przekazywać żadnych informacji: zakodowane dane rejestrowe są zwolnione z obowiązków przejrzystości",
        "Nie zbierać ich: jeśli indywidualne informowanie jest niewspółmierne, art. 14 ust. 5 lit. b pozwala podać informacje publicznie",
      ],
      correctAnswer: 3,
      explanation:
        "Administrator nie musi pozyskiwać danych identyfikujących tylko po to, by przestrzegać RODO (art. 11 ust. 1). W badaniach naukowych z zabezpieczeniami z art. 89 ust. 1 art. 14 ust. 5 lit. b znosi obowiązek informowania każdej osoby, jeżeli okazuje się to niemożliwe lub wymagałoby niewspółmiernie dużego wysiłku; administrator chroni wtedy osoby w inny sposób, w tym przez publiczne udostępnienie informacji.",
    },
    {
      id: 27,
      question:
        "Okazuje się, że ośrodek przesłał do EDC niezaczernione wypisy ze szpitala z nazwiskami i adresami zamieszkania pacjentów jako dokumenty potwierdzające zdarzenia niepożądane. Jaka reakcja jest najwłaściwsza?",
      options: [
        "Ograniczyć dostęp do plików, zlecić ośrodkowi zastąpienie ich wersjami zaczernionymi i zakodowanymi oraz poinformować inspektora",
        "Pozostawić je: EDC jest zwalidowany i ma kontrolę dostępu, więc wypisy są bezpieczne tam, gdzie się znajdują",
        "Pobrać wypisy, zaczernić je centralnie i ponownie przesłać, aby nie obciążać ośrodków dodatkową pracą",
        "Natychmiast usunąć wypisy z EDC bez śladu, tak aby nigdzie nie pozostały żadne dane umożliwiające identyfikację osób",
      ],
      correctAnswer: 0,
      explanation:
        "Nazwiska i adresy nie są niezbędne w systemach sponsora, więc ich przechowywanie narusza art. 5 ust. 1 lit. c i zasadę domyślnej ochrony danych (art. 25 ust. 2). Należy natychmiast ograniczyć dostęp, a ośrodek powinien zaczernić dokumenty u źródła w ramach procesu rejestrowanego w ścieżce audytu; kopiowanie plików zwiększa ich ekspozycję, a inspektor ochrony danych może ocenić, czy doszło do naruszenia ochrony danych osobowych.",
    },
    {
      id: 28,
      question:
        "Zespół biostatystyki chce dodać na każdej stronie wizyty w eCRF pole tekstowe „Wszelkie inne informacje, które mogą być przydatne w przyszłych badaniach”. Która odpowiedź jest zgodna z RODO?",
      options: [
        "Zgodzić się: badania naukowe są zwolnione z minimalizacji, dopóki dane pozostają spseudonimizowane",
        "Odmówić i usunąć także pola wywiadu chorobowego, ponieważ eCRF może zawierać wyłącznie wartości kodowane",
        "Odmówić: pole bez określonego celu zbiera dane na wszelki wypadek, czego zabrania minimalizacja",
        "Ograniczyć je do wizyty końcowej, aby dodatkowe dane były zbierane tylko raz, a nie podczas każdej kolejnej wizyty",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 5 ust. 1 lit. b wymaga konkretnych, wyraźnych celów, a art. 5 ust. 1 lit. c ogranicza dane do tego, czego te cele wymagają. Zabezpieczenia badawcze z art. 89 ust. 1 same muszą zapewniać minimalizację, a wolny tekst często zawiera dodatkowe identyfikatory, więc niejasnego pola „do przyszłych badań” nie da się uzasadnić na żadnej wizycie; szyfrowanie chroni dane, ale nie czyni ich niezbędnymi. Pola wywiadu chorobowego potrzebne do kryteriów wyłączenia pozostają.",
    },
    {
      id: 29,
      question:
        "Podczas przeglądu literatury znaleziono opublikowany opis przypadku: u „54-letniej kobiety” po przyjęciu produktu firmy dopuszczonego do obrotu rozwinęło się zapalenie wątroby. Lekarz ds. bezpieczeństwa chce poprosić autorów o jej nazwisko i numer szpitalny, „aby przypadek był ważny”. Co mu odpowiedzieć?",
      options: [
        "Przypadek jest ważny bez nazwiska: wystarczą możliwi do zidentyfikowania zgłaszający i pacjent, działanie i produkt",
        "Ma rację: bez nazwiska pacjentki nie da się zidentyfikować, więc przypadku nie można przetworzyć jako ICSR",
        "Przypadki z literatury w ogóle nie podlegają zgłoszeniu, ponieważ pacjentkę obserwowali autorzy, a nie firma",
        "Poprosić o nazwisko, ale przechowywać je tylko w bazie bezpieczeństwa, która jako obowiązek prawny jest zwolniona z minimalizacji",
      ],
      correctAnswer: 0,
      explanation:
        "Ważny ICSR spełnia cztery minimalne kryteria: możliwy do zidentyfikowania zgłaszający, możliwy do zidentyfikowania pacjent, co najmniej jedno podejrzewane działanie niepożądane i co najmniej jeden podejrzewany produkt (moduł VI wytycznych GVP UE, VI.B.2). Wiek i płeć pozwalają zidentyfikować pacjentkę, a przypadki znalezione w literaturze medycznej trzeba traktować jak zgłoszenia spontaniczne. Przetwarzanie na podstawie obowiązku prawnego również podlega zasadzie minimalizacji (art. 5 ust. 1 lit. c).",
    },
    {
      id: 30,
      question:
        "Badanie zakończyło się dwa lata temu. Aby „zastosować minimalizację danych”, osoba zarządzająca dokumentacją proponuje teraz zniszczyć podstawową dokumentację badania klinicznego (TMF). Co jest prawdą?",
      options: [
        "Zniszczyć ją teraz: ograniczenie przechowywania wymaga usunięcia danych zaraz po zakończeniu badania",
        "Przechowywać ją tylko do uzyskania pozwolenia na dopuszczenie do obrotu, a potem zniszczyć ze względu na ograniczenie przechowywania",
        "Przechowywać ją, a skoro i tak jest przechowywana, pozwolić każdemu nowemu badaniu sponsora swobodnie z niej korzystać",
        "Przechowywać ją w całości przez co najmniej 25 lat, jak wymaga CTR, bez wykorzystywania do nowych celów",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 58 CTR wymaga archiwizowania TMF przez co najmniej 25 lat, a zasada ograniczenia przechowywania (art. 5 ust. 1 lit. e) dopuszcza przechowywanie tak długo, jak wymaga tego uzasadniony cel. Obowiązek archiwizacji uzasadnia przechowywanie danych, a nie wykorzystywanie ich do nowych celów.",
    },
    {
      id: 31,
      question:
        "Konfiguruje Pan/Pani role w EDC. Monitor (CRA), który monitoruje trzy ośrodki w Niemczech, prosi o dostęp do odczytu we wszystkich 40 ośrodkach badania, „aby porównać jakość danych”. Czego wymaga domyślna ochrona danych?",
      options: [
        "Przyznać pełny dostęp do odczytu: monitora obowiązuje tajemnica zawodowa, co jest wystarczającym zabezpieczeniem",
        "Pozostawić dostęp do trzech ośrodków monitora; porównania między ośrodkami mogą opierać się na raportach zbiorczych",
        "Wyeksportować dane pozostałych ośrodków do arkusza kalkulacyjnego dla monitora, aby role w EDC pozostały bez zmian",
        "Pozostawić dostęp bez zmian i odmówić porównania: porównywanie jakości danych ośrodków nie jest zgodnym z prawem celem",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 25 ust. 2 wymaga, aby domyślnie dane osobowe nie były udostępniane w szerszym zakresie, niż wymaga tego każdy cel. Dostęp oparty na rolach oznacza, że monitorzy widzą tylko ośrodki, które monitorują; obowiązek zachowania poufności nie zastępuje ograniczeń dostępu, a eksport jeszcze bardziej rozpowszechnia te same dane. Porównanie jakości danych jest uzasadnionym celem, a raporty zbiorcze pozwalają je osiągnąć bez ujawniania rekordów innych ośrodków.",
    },
    {
      id: 32,
      question:
        "Sponsor chce udostępnić „zanonimizowany” zbiór danych z badania choroby rzadkiej z udziałem 40 pacjentów. Usunięto nazwiska i kody uczestników, ale pozostały dokładne daty wizyt, kraj, podtyp rozpoznania i warianty genomowe. Jak należy traktować ten zbiór?",
      options: [
        "Jako dane anonimowe: usunięto wszystkie bezpośrednie identyfikatory, więc RODO nie ma już zastosowania do zbioru",
        "Jako dane anonimowe, o ile zostaną udostępnione na podstawie umowy zakazującej jakichkolwiek prób ponownej identyfikacji",
        "Jako dane osobowe: rzadka choroba, dokładne daty i warianty genomowe czynią ponowną identyfikację prawdopodobną",
        "Jako dane osobowe tylko w zakresie dat; same warianty genomowe są anonimowe",
      ],
      correctAnswer: 2,
      explanation:
        "Zgodnie z motywem 26 dane są anonimowe tylko wtedy, gdy ponowna identyfikacja nie jest racjonalnie prawdopodobna, z uwzględnieniem kosztów, czasu i technologii. Małe, bogate zbiory danych z badań chorób rzadkich zawierające daty i dane genomowe rzadko spełniają ten test, a umowa nie zmienia charakteru danych, dlatego RODO, w tym zasada minimalizacji, nadal ma zastosowanie.",
    },
    {
      id: 65,
      question:
        "Zespół badawczy chce wykorzystać dokumentację medyczną z trzech państw członkowskich w badaniu wyników leczenia niewydolności serca, za pośrednictwem europejskiej przestrzeni danych dotyczących zdrowia, gdy zaczną obowiązywać jej przepisy o wtórnym wykorzystywaniu danych. Jak uzyska dane?",
      options: [
        "Złoży wniosek o zezwolenie na dostęp do danych do organu ds. dostępu i będzie pracował w bezpiecznym środowisku przetwarzania.",
        "Poprosi każdy szpital o kopię, ponieważ EPDZ pozwala dowolnej firmie pobrać potrzebną jej dokumentację.",
        "Najpierw zbierze wyraźną zgodę każdego pacjenta, ponieważ EPDZ dopuszcza wtórne wykorzystywanie danych tylko za zgodą.",
        "Nie potrzebuje żadnego zezwolenia: dane w EPDZ są z definicji anonimowe, więc nie obowiązują ich żadne przepisy.",
      ],
      correctAnswer: 0,
      explanation:
        "Zgodnie z rozporządzeniem (UE) 2025/327 w sprawie EPDZ użytkownik danych składa do organu ds. dostępu do danych dotyczących zdrowia wniosek o zezwolenie na dostęp do danych w określonym celu i przetwarza dane wyłącznie w bezpiecznym środowisku przetwarzania. Dane są domyślnie zanonimizowane, a spseudonimizowane tylko wtedy, gdy jest to potrzebne, więc do danych spseudonimizowanych RODO nadal ma zastosowanie. Drogą dostępu jest zezwolenie, a nie zgoda każdego pacjenta, choć osoby fizyczne mogą skorzystać z opt-out.",
    },
    {
      id: 66,
      question:
        "W jakiej postaci europejska przestrzeń danych dotyczących zdrowia udostępnia elektroniczne dane dotyczące zdrowia do wtórnego wykorzystywania?",
      options: [
        "W postaci w pełni zidentyfikowanej, aby badacze mogli później kontaktować się z pacjentami w sprawie badań kontynuacyjnych.",
        "Domyślnie zanonimizowanej, spseudonimizowanej, gdy wymaga tego cel, a ponowna identyfikacja jest zakazana.",
        "W dowolnej postaci, jaką preferuje dany szpital, ponieważ EPDZ pozostawia format posiadaczom danych.",
        "Spseudonimizowanej, z kluczem przesłanym zespołowi badawczemu, aby można było później łączyć rekordy.",
      ],
      correctAnswer: 1,
      explanation:
        "EPDZ realizuje zasadę minimalizacji danych: dane udostępnia się w postaci zanonimizowanej, jeżeli pozwala to osiągnąć cel, a w postaci spseudonimizowanej tylko wtedy, gdy nie jest to możliwe, przy czym klucz przechowuje organ ds. dostępu do danych dotyczących zdrowia. Użytkownikom danych nie wolno podejmować prób ponownej identyfikacji kogokolwiek. Odzwierciedla to zasadę RODO, zgodnie z którą dane spseudonimizowane pozostają danymi osobowymi (art. 4 pkt 5).",
    },
  ],
};
