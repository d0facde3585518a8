import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Jest Pan/Pani data managerem w europejskim biurze Halden Pharma, sponsora wieloośrodkowego, międzynarodowego badania III fazy w cukrzycy. Systemy Halden zawierają wyłącznie **dane zakodowane**: numery uczestników, dane z wizyt, wyniki badań laboratoryjnych i zgłoszenia zdarzeń niepożądanych. Listy identyfikacyjne łączące numery uczestników z nazwiskami pozostają w szpitalach, a system EDC w imieniu Halden prowadzi organizacja CRO.

We wtorek rano uczestniczka z ośrodka w Amsterdamie dzwoni na **amerykańską linię informacji medycznej** Halden. Mówi, że chce otrzymać „kopię wszystkich moich danych”, a następnie chce, by „wszystko usunięto”. Wspomina też, że jej masa ciała w punkcie wyjścia została zapisana błędnie. Konsultant call center rejestruje rozmowę i przekazuje notatkę Państwa zespołowi dziesięć dni później.

Na spotkaniu zespołu jedna osoba proponuje, aby przed podjęciem jakichkolwiek działań poprosić uczestniczkę o poświadczoną kopię paszportu. Druga twierdzi, że żądanie się nie liczy, bo nie złożono go na firmowym formularzu dotyczącym prywatności. Trzecia proponuje po prostu usunąć jej rekord z EDC, by zamknąć sprawę.

**Zadanie:** ustalić, jakie prawa przysługują uczestniczce, kiedy zaczął biec termin na odpowiedź i ile on wynosi, jak potwierdzić jej tożsamość bez zbierania dodatkowych danych oraz co Halden może zachować mimo jej żądania usunięcia danych.`,

  training: {
    title: "Prawa osób, których dane dotyczą: prawidłowe i terminowe odpowiadanie na żądania",
    content: `## Dane zakodowane nadal wiążą się z prawami

Sponsorzy, którzy dysponują wyłącznie numerami uczestników, często zakładają, że uczestnikom nie przysługują wobec nich żadne prawa. Zakodowane dane z badania są jednak **danymi osobowymi poddanymi pseudonimizacji** (art. 4 pkt 5), więc prawa te mają zastosowanie. Różnica praktyczna dotyczy sposobu dotarcia do osoby: sponsor **nie musi zbierać dodatkowych informacji identyfikujących** tylko po to, by odpowiadać na żądania (art. 11). Żądania należy natomiast kierować przez **ośrodek, który przechowuje listę identyfikacyjną** i może powiązać numer uczestnika z konkretną osobą.

## Osiem praw osób, których dane dotyczą

RODO przyznaje osobom fizycznym **osiem praw**:

- prawo do **informacji** o przetwarzaniu (art. 13–14)
- prawo **dostępu** do swoich danych (art. 15)
- prawo do **sprostowania** nieprawidłowych danych (art. 16)
- prawo do **usunięcia danych**, czyli „prawo do bycia zapomnianym” (art. 17)
- prawo do **ograniczenia przetwarzania** (art. 18)
- prawo do **przenoszenia danych** (art. 20)
- prawo **sprzeciwu** wobec przetwarzania (art. 21)
- ochrona przed decyzjami opartymi **wyłącznie na zautomatyzowanym przetwarzaniu**, w tym profilowaniu (art. 22)

Osoby te mogą również w dowolnym momencie **wycofać zgodę** (art. 7 ust. 3), **wnieść skargę** do organu nadzorczego (art. 77) i **dochodzić odszkodowania** za poniesioną szkodę (art. 82).

## Termin: jeden miesiąc i dodatkowe dwa

Na żądanie trzeba odpowiedzieć **bez zbędnej zwłoki**, a w każdym razie w terminie **miesiąca od otrzymania żądania** (art. 12 ust. 3).

- Termin zaczyna biec, gdy **organizacja otrzyma** żądanie dowolnym kanałem, którym osoba mogła **racjonalnie oczekiwać**, że do niej dotrze: przez linię informacji medycznej, ogólną skrzynkę e-mail lub pismo do inspektora ochrony danych. Żądanie nie wymaga szczególnego formularza ani sformułowań, więc żądanie złożone z pominięciem formularza firmowego jest ważne.
- Termin wynosi jeden miesiąc kalendarzowy, **a nie 30 dni roboczych**.
- W przypadku żądań **skomplikowanych lub licznych** termin można **przedłużyć o kolejne dwa miesiące**, ale tylko wtedy, gdy osoba zostanie poinformowana o przedłużeniu i jego przyczynach **w ciągu pierwszego miesiąca**. Przedłużenie ogłoszone w 60. dniu jest spóźnione.
- Jeżeli administrator postanowi **nie podejmować działań**, musi w ciągu miesiąca podać przyczyny oraz poinformować o możliwości wniesienia skargi do organu nadzorczego i skorzystania ze środków ochrony prawnej przed sądem (art. 12 ust. 4).

## Opłaty i weryfikacja tożsamości

Żądania rozpatruje się **bezpłatnie**. Rozsądna opłata albo odmowa są dopuszczalne tylko w przypadku żądań **ewidentnie nieuzasadnionych lub nadmiernych**, co musi wykazać administrator (art. 12 ust. 5); za kolejne kopie można pobrać opłatę (art. 15 ust. 3).

Tożsamość należy weryfikować tylko **w niezbędnym zakresie** (art. 12 ust. 6). Poświadczona kopia paszportu nie jest wymagana domyślnie; w przypadku zakodowanych danych z badania potwierdzenie tożsamości uczestniczki najlepiej zwykle powierzyć ośrodkowi, który ją zna.

## Prawo dostępu (art. 15)

Prawo dostępu obejmuje:

- **potwierdzenie**, czy jej dane są przetwarzane;
- **kopię** danych;
- **cele**, **odbiorców** i **okres przechowywania**;
- **źródło** danych, które nie zostały zebrane od niej;
- **zabezpieczenia** dotyczące przekazywania danych poza UE.

Kopia nie może niekorzystnie wpływać na prawa i wolności innych osób (art. 15 ust. 4), np. zawierać danych innych uczestników lub poufnych informacji o osobach trzecich.

## Prawo do sprostowania (art. 16)

Osoba może żądać sprostowania nieprawidłowych danych i uzupełnienia niekompletnych danych, w tym przez przedstawienie **dodatkowego oświadczenia**. W badaniu klinicznym poprawki wprowadza się zgodnie z **Dobrą Praktyką Kliniczną**: przez ośrodek i proces zapytań o dane, jako **zmianę rejestrowaną w ścieżce audytu**, i **nigdy nie nadpisuje się** ani nie usuwa pierwotnego wpisu w EDC. Sprostowanie nie oznacza wymazania historii.

## Prawo do usunięcia danych (art. 17)

Prawo do usunięcia danych **nie jest bezwzględne**. Ustępuje, gdy przetwarzanie jest niezbędne (art. 17 ust. 3):

- do wywiązania się z **obowiązku prawnego**, np. archiwizacji i raportowania bezpieczeństwa na podstawie CTR;
- ze względów związanych z **interesem publicznym w dziedzinie zdrowia publicznego**;
- do ustalenia, dochodzenia lub obrony **roszczeń**;
- do celów **badań naukowych**, jeżeli usunięcie danych uniemożliwiłoby badania lub poważnie utrudniło ich realizację.

**Dane dotyczące bezpieczeństwa i nadzoru nad bezpieczeństwem farmakoterapii co do zasady pozostają.** Prawo do usunięcia danych nie uchyla obowiązku przechowywania wynikającego z CTR lub przepisów o nadzorze nad bezpieczeństwem farmakoterapii. Odmowę trzeba uzasadnić w ciągu miesiąca i poinformować o prawie do wniesienia skargi (art. 12 ust. 4).

## Ograniczenie przetwarzania i informowanie odbiorców

**Ograniczenie przetwarzania** oznacza, że dane są **przechowywane, ale nie wykorzystywane** (art. 18). Osoba może go żądać na czas sprawdzenia **prawidłowości** kwestionowanych danych, na czas rozpatrywania **sprzeciwu**, gdy przetwarzanie jest niezgodne z prawem, ale zamiast usunięcia danych chce ich zachowania, albo gdy administrator nie potrzebuje już danych, ale ona potrzebuje ich do **ustalenia, dochodzenia lub obrony roszczeń** (art. 18 ust. 1). Dane objęte ograniczeniem można nadal przechowywać; każde inne ich wykorzystanie wymaga zgody osoby albo służy ustaleniu, dochodzeniu lub obronie roszczeń, ochronie praw innej osoby bądź ważnym względom interesu publicznego (art. 18 ust. 2). Osobę należy poinformować **przed** uchyleniem ograniczenia (art. 18 ust. 3). Po sprostowaniu lub usunięciu danych albo ograniczeniu przetwarzania należy **poinformować każdego odbiorcę**, któremu ujawniono dane, chyba że okaże się to niemożliwe lub będzie wymagać niewspółmiernie dużego wysiłku (art. 19).

## Prawo do przenoszenia danych (art. 20)

Prawo do przenoszenia danych jest węższe niż prawo dostępu. Obejmuje wyłącznie dane, które osoba **dostarczyła**, przetwarzane **w sposób zautomatyzowany** na podstawie **zgody lub umowy**. **Nigdy nie ma zastosowania** do przetwarzania opartego na obowiązku prawnym, zadaniu publicznym lub prawnie uzasadnionych interesach. Prawo do przenoszenia nie obejmuje wszystkich posiadanych danych; uczestnik może jednak uzyskać kopię w ramach prawa dostępu.

## Prawo sprzeciwu (art. 21)

Osoba może wnieść sprzeciw wobec przetwarzania opartego na **zadaniu publicznym** lub **prawnie uzasadnionych interesach**. Przetwarzanie ustaje wówczas, chyba że administrator wykaże **ważne prawnie uzasadnione podstawy** albo potrzebuje danych do **ustalenia, dochodzenia lub obrony roszczeń** (art. 21 ust. 1). W przypadku **badań naukowych** sprzeciw może nie zostać uwzględniony tylko wtedy, gdy przetwarzanie jest niezbędne do wykonania **zadania realizowanego w interesie publicznym** (art. 21 ust. 6), jak u sponsora publicznego opierającego się na zadaniu publicznym; prawnie uzasadnione interesy takiej możliwości nie dają. Prawo sprzeciwu nie dotyczy przetwarzania opartego na obowiązku prawnym, takiego jak raportowanie bezpieczeństwa.

## Zautomatyzowane decyzje (art. 22)

**Decyzje oparte wyłącznie na zautomatyzowanym przetwarzaniu**, które wywołują skutki prawne lub w podobny sposób istotnie wpływają na osobę, np. algorytmiczna ocena kwalifikowalności odrzucająca pacjentów bez weryfikacji przez człowieka, wymagają zabezpieczeń, w tym prawa do **interwencji ludzkiej**, do wyrażenia własnego stanowiska i do zakwestionowania decyzji. Jeżeli wykorzystują dane dotyczące zdrowia, wymagają **wyraźnej zgody** albo przepisu prawa opartego na **ważnym interesie publicznym** (art. 22 ust. 3–4).

## Pozyskiwanie danych od innych podmiotów i ograniczenia w badaniach

- Gdy dane pochodzą od kogoś innego, np. z dokumentacji medycznej lub ze zgłoszeń zdarzeń niepożądanych od pracowników ochrony zdrowia, osobę należy poinformować w ciągu **miesiąca** (art. 14 ust. 3).
- W badaniach naukowych indywidualne informowanie nie jest wymagane, jeżeli okazuje się **niemożliwe lub wymagałoby niewspółmiernie dużego wysiłku**, np. w przypadku tysięcy rekordów z rejestru (art. 14 ust. 5 lit. b). Administrator musi wtedy chronić osoby w inny sposób, w tym przez **publiczne udostępnienie** informacji. Wyjątek ten dotyczy wyłącznie danych pozyskanych od innych podmiotów; uczestników, którzy sami podają swoje dane, informuje się w chwili ich zbierania (art. 13).
- Prawo Unii lub prawo państwa członkowskiego może na potrzeby badań naukowych **ograniczyć** prawo dostępu, sprostowania, ograniczenia przetwarzania i sprzeciwu (**art. 89 ust. 2**), z zabezpieczeniami z art. 89 ust. 1 i tylko w zakresie, w jakim prawa te uniemożliwiłyby badania lub poważnie utrudniły ich realizację. Jeżeli taki przepis nie istnieje, prawa mają zastosowanie w pełnym zakresie: protokół, formularz świadomej zgody ani firmowa SOP nie mogą ustanowić takiego ograniczenia. Należy zapytać inspektora ochrony danych, jakie przepisy krajowe obowiązują.
- **Organizacje CRO** i inne podmioty przetwarzające muszą pomagać sponsorowi w odpowiadaniu na żądania (art. 28 ust. 3 lit. e).

## Pracownikom przysługują te same prawa

Pracownikom i innym członkom personelu przysługują te same prawa w tych samych terminach. Na żądanie pracowniczki dotyczące jej akt osobowych lub e-maili, które jej dotyczą, odpowiada się w ciągu miesiąca, chroniąc znajdujące się w nich dane innych osób (art. 15 ust. 4). Żądanie należy tego samego dnia przekazać do działu kadr i inspektora ochrony danych.

## Procedura w zarządzaniu danymi

- **Zarejestrować** żądanie w dniu, w którym dotarło do jakiejkolwiek części firmy, i obliczyć miesięczny termin.
- Niezwłocznie **przekazać** je zespołowi ds. prywatności lub inspektorowi ochrony danych, a w przypadku danych zakodowanych – do **ośrodka**, który przechowuje listę identyfikacyjną.
- **Ustalić**, których praw dotyczy żądanie: jedna rozmowa może łączyć prawo dostępu, usunięcia danych i sprostowania.
- **Przeszukać** EDC, bazę danych bezpieczeństwa, IRT, eTMF i systemy dostawców, z pomocą CRO.
- **Zdecydować**, co można udostępnić, sprostować lub usunąć, a co trzeba zachować na podstawie art. 17 ust. 3.
- **Odpowiedzieć** jasnym i prostym językiem oraz **udokumentować** każdy krok.

## Najważniejsze wnioski

- Dane spseudonimizowane wiążą się z prawami; żądania należy kierować przez ośrodek zamiast zbierać dane identyfikacyjne.
- Odpowiedzi trzeba udzielić w ciągu **miesiąca** od otrzymania żądania; termin można przedłużyć o **kolejne dwa miesiące**, jeżeli poinformuje się o tym w pierwszym miesiącu.
- Prawo do usunięcia danych ustępuje obowiązkom prawnym, względom zdrowia publicznego, roszczeniom i badaniom naukowym; dane dotyczące bezpieczeństwa pozostają.`,
  },

  questions: [
    {
      id: 17,
      question:
        "Żądanie uczestniczki dotyczące „wszystkich moich danych” dotarło na amerykańską linię informacji medycznej Halden 3 marca. Call center przekazało je zespołowi ds. prywatności 13 marca. Od kiedy biegnie termin na odpowiedź i ile wynosi?",
      options: [
        "Miesiąc od 13 marca, gdy otrzymał je zespół ds. prywatności; call center nie jest kanałem dla żądań dotyczących prywatności.",
        "Miesiąc od 3 marca, ale bez możliwości przedłużenia, ponieważ call center pozwoliło już upłynąć dziesięciu dniom.",
        "Termin jeszcze nie biegnie: żądanie liczy się dopiero po złożeniu go na firmowym formularzu dotyczącym prywatności.",
        "Miesiąc od 3 marca, gdy przyjęło je call center, z możliwością przedłużenia o dwa miesiące przy żądaniach skomplikowanych.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 12 ust. 3 przewiduje miesiąc od otrzymania żądania, a żądanie liczy się od chwili, gdy dotrze do organizacji dowolnym kanałem, którym osoba mogła racjonalnie oczekiwać, że do niej dotrze, np. linią informacji medycznej; szczególny formularz nie jest potrzebny. Termin można przedłużyć o kolejne dwa miesiące tylko w przypadku żądań skomplikowanych lub licznych.",
    },
    {
      id: 18,
      question:
        "W 60. dniu od otrzymania żądania dostępu zespół stwierdza, że zebranie danych od pięciu dostawców jest skomplikowane, i chce skorzystać z przedłużenia o dwa miesiące. Czy może?",
      options: [
        "Tak: przedłużenie można ogłosić w dowolnym momencie przed upływem trzech miesięcy.",
        "Nie: o przedłużeniu wraz z przyczynami trzeba było ją poinformować w pierwszym miesiącu.",
        "Tak, pod warunkiem że teraz otrzyma część danych, a resztę w przedłużonym terminie.",
        "Nie: przy żądaniach dostępu przedłużenie nigdy nie jest możliwe, tylko przy usunięciu i sprostowaniu.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 12 ust. 3 pozwala przedłużyć termin o kolejne dwa miesiące w przypadku żądań skomplikowanych lub licznych, także żądań dostępu, ale tylko wtedy, gdy osoba zostanie o tym poinformowana wraz z przyczynami w ciągu miesiąca od otrzymania żądania. W 60. dniu pierwszy miesiąc już upłynął, więc odpowiedź jest już spóźniona.",
    },
    {
      id: 19,
      question:
        "Halden dysponuje wyłącznie danymi zakodowanymi i nie zna nazwiska osoby dzwoniącej. Jak potwierdzić, że dzwoniąca jest uczestniczką, o której dane pyta?",
      options: [
        "Skierować żądanie przez ośrodek z listą identyfikacyjną, weryfikując tożsamość tylko w niezbędnym zakresie.",
        "Przed zarejestrowaniem żądania poprosić o poświadczoną kopię paszportu jako najpewniejszą ochronę przed oszustwem.",
        "Poprosić o imię i nazwisko, adres oraz datę urodzenia i zapisać je w bazie danych klinicznych na potrzeby przyszłych żądań.",
        "Poinformować ją, że Halden ma tylko dane zakodowane, więc nie może jej zidentyfikować i nie ma jej czego przekazać.",
      ],
      correctAnswer: 0,
      explanation:
        "Tożsamość należy weryfikować tylko w niezbędnym zakresie (art. 12 ust. 6), a sponsor nie musi zbierać dodatkowych danych identyfikujących, by odpowiadać na żądania (art. 11). Dane zakodowane nadal wiążą się z prawami: ośrodek, który przechowuje listę identyfikacyjną, może powiązać uczestniczkę z jej numerem bez żądania przez Halden dokumentów tożsamości.",
    },
    {
      id: 20,
      question:
        "Uczestniczka prosi Halden o usunięcie wszystkich jej danych z badania, w tym zgłoszeń ciężkich zdarzeń niepożądanych i dokumentów w podstawowej dokumentacji badania klinicznego. Jak należy postąpić?",
      options: [
        "Usunąć wszystko w ciągu miesiąca: prawo do usunięcia danych ma pierwszeństwo przed obowiązkiem przechowywania z CTR i przepisów o nadzorze.",
        "Usunąć dane dotyczące skuteczności, ale zachować zgłoszenia dotyczące bezpieczeństwa, bo tylko one są przechowywane na podstawie obowiązku prawnego.",
        "Zachować to, czego wymagają przepisy lub badania, i w ciągu miesiąca wyjaśnić przyczyny, informując o prawie do skargi.",
        "Natychmiast zanonimizować jej rekordy, co realizuje żądanie i pozostawia analizę badania nienaruszoną.",
      ],
      correctAnswer: 2,
      explanation:
        "Prawo do usunięcia danych (art. 17) ustępuje obowiązkom prawnym, względom zdrowia publicznego, roszczeniom i badaniom naukowym, które usunięcie poważnie by utrudniło (art. 17 ust. 3), dlatego dane dotyczące bezpieczeństwa i dokumenty TMF co do zasady pozostają, a TMF należy archiwizować w niezmienionej postaci. Odmowę trzeba uzasadnić w ciągu miesiąca, informując o prawie do wniesienia skargi (art. 12 ust. 4).",
    },
    {
      id: 21,
      question:
        "Uczestniczka, powołując się na prawo do przenoszenia danych, żąda wszystkich swoich danych z badania, w tym wyników laboratoryjnych i ocen badacza, w formacie nadającym się do odczytu maszynowego. Przetwarzanie do celów badawczych opiera się na prawnie uzasadnionych interesach. Co ma zastosowanie?",
      options: [
        "Prawo do przenoszenia obejmuje każdą informację, jaką sponsor ma na jej temat, bez względu na podstawę prawną.",
        "Prawo do przenoszenia nigdy nie dotyczy prawnie uzasadnionych interesów, ale prawo dostępu daje jej kopię danych.",
        "Prawo do przenoszenia ma zastosowanie, ale tylko do wartości, które badacz wprowadził do EDC podczas jej wizyt.",
        "Nie ma zastosowania ani prawo do przenoszenia, ani prawo dostępu, ponieważ sponsor ma o niej tylko dane zakodowane.",
      ],
      correctAnswer: 1,
      explanation:
        "Prawo do przenoszenia danych (art. 20) obejmuje wyłącznie dane, które osoba dostarczyła, przetwarzane w sposób zautomatyzowany na podstawie zgody lub umowy; nigdy nie dotyczy prawnie uzasadnionych interesów, zadania publicznego ani obowiązku prawnego. Prawo dostępu (art. 15) nadal zapewnia jej kopię danych, zakodowanych czy nie.",
    },
    {
      id: 22,
      question:
        "Uczestniczka twierdzi, że jej masa ciała w punkcie wyjścia została zapisana błędnie, co potwierdza dokumentacja źródłowa ośrodka. Data manager proponuje nadpisać wartość w EDC, aby nie pozostał żaden ślad błędnej liczby. Jak należy postąpić?",
      options: [
        "Nadpisać ją zgodnie z propozycją, aby baza danych nie zawierała wartości, o której wiadomo, że jest nieprawidłowa.",
        "Pozostawić EDC w pierwotnej postaci, ponieważ dane z badania muszą pozostać niezmienione, a jej stanowisko odnotować w dokumentacji ośrodka.",
        "Poprawić ją tylko we własnym wyciągu Halden, a wpis ośrodka w EDC pozostawić w pierwotnym brzmieniu.",
        "Zlecić ośrodkowi korektę w ścieżce audytu z zachowaniem starej wartości i poinformować wszystkich odbiorców.",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 16 daje prawo do sprostowania nieprawidłowych danych, a zgodnie z GCP odbywa się to przez zmianę rejestrowaną w ścieżce audytu, wprowadzaną przez ośrodek, nigdy przez nadpisanie pierwotnego wpisu. Odbiorców, którym ujawniono dane, trzeba poinformować o sprostowaniu (art. 19).",
    },
    {
      id: 23,
      question:
        "Uczestniczka wnosi sprzeciw wobec wykorzystania jej danych przez Halden w dodatkowej analizie badawczej opartej na prawnie uzasadnionych interesach, a także wobec raportowania bezpieczeństwa prowadzonego na podstawie obowiązku prawnego. Jak Halden powinien odpowiedzieć?",
      options: [
        "Odrzucić oba sprzeciwy: po włączeniu uczestnika do badania sprzeciwy wobec badań nigdy nie są skuteczne.",
        "Wstrzymać całe przetwarzanie jej danych, w tym raportowanie bezpieczeństwa, bo sprzeciw dotyczy każdej podstawy.",
        "Uwzględnić sprzeciw wobec badań, który może przełamać tylko zadanie publiczne, i dalej raportować.",
        "Odrzucić sprzeciw wobec badań, gdy Halden udokumentuje ważne prawnie uzasadnione podstawy, i dalej raportować.",
      ],
      correctAnswer: 2,
      explanation:
        "Prawo sprzeciwu (art. 21) dotyczy przetwarzania opartego na prawnie uzasadnionych interesach lub zadaniu publicznym. W przypadku badań naukowych sprzeciw może nie zostać uwzględniony tylko wtedy, gdy przetwarzanie jest niezbędne do wykonania zadania realizowanego w interesie publicznym (art. 21 ust. 6), jak u sponsora publicznego opierającego się na zadaniu publicznym; prawnie uzasadnione interesy sponsora prywatnego takiej możliwości nie dają. Raportowanie bezpieczeństwa opiera się na obowiązku prawnym, którego sprzeciw nie dotyczy.",
    },
    {
      id: 24,
      question:
        "W trakcie badania z zaślepieniem uczestniczka prosi o kopię swoich danych, w tym informację o ramieniu leczenia. Kierownik badania chce odmawiać każdego żądania dostępu do zakończenia badania, „bo RODO ogranicza prawa w badaniach naukowych”. Od czego zależy, czy jej żądanie może zostać ograniczone?",
      options: [
        "Od tego, czy przewiduje to prawo Unii lub prawo krajowe na podstawie art. 89 ust. 2, i tylko w zakresie, jakiego wymagają badania.",
        "Od samego art. 89 ust. 2, który zawiesza prawo dostępu i sprostowania we wszystkich badaniach do ich zakończenia.",
        "Od tego, czy zarówno protokół, jak i formularz zgody stanowią, że dostęp jest zawieszony do zamknięcia bazy danych.",
        "Niczego nie można ograniczyć: RODO nie przewiduje wyjątku dla badań, więc ona dostaje teraz wszystko, łącznie z ramieniem leczenia.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 89 ust. 2 pozwala prawu Unii lub prawu państwa członkowskiego ograniczyć na potrzeby badań naukowych prawo dostępu (art. 15), sprostowania, ograniczenia przetwarzania i sprzeciwu, z zabezpieczeniami z art. 89 ust. 1 i tylko w zakresie, w jakim prawa te uniemożliwiłyby badania lub poważnie utrudniły ich realizację. Bez takiego przepisu prawa mają zastosowanie w pełnym zakresie; protokół ani formularz zgody nie mogą ustanowić ograniczenia. Należy zapytać inspektora ochrony danych, jaki przepis krajowy ma zastosowanie.",
    },
    {
      id: 61,
      question:
        "Uczestniczka twierdzi, że jej data urodzenia w EDC jest błędna, i prosi, by jej danych nie wykorzystywać do czasu sprawdzenia. Sprawdzenie potrwa dwa tygodnie. Co robi data manager?",
      options: [
        "Usuwa jej rekord, ponieważ dane, których prawidłowość kwestionuje uczestnik, trzeba niezwłocznie usunąć.",
        "Ogranicza przetwarzanie na czas weryfikacji: dane są przechowywane, ale nie wykorzystywane, a przed uchyleniem informuje ją o tym.",
        "Nadal wykorzystuje dane: ograniczenie przetwarzania obowiązuje dopiero wtedy, gdy nakaże je organ nadzorczy.",
        "Prosi ją o rezygnację z udziału w badaniu, ponieważ kwestionowane dane czynią cały jej rekord bezużytecznym.",
      ],
      correctAnswer: 1,
      explanation:
        "Zakwestionowanie prawidłowości danych jest jedną z podstaw ograniczenia przetwarzania: na okres pozwalający sprawdzić dane są one przechowywane, ale w inny sposób nie są wykorzystywane (art. 18 ust. 1 lit. a). Uczestniczkę trzeba poinformować przed uchyleniem ograniczenia (art. 18 ust. 3), a odbiorców powiadamia się o nim (art. 19). Nie żądała ona usunięcia danych, a ograniczenie nie wymaga nakazu organu.",
    },
    {
      id: 62,
      question:
        "Przetwarzanie danych uczestniczki w bazie danych badania zostało ograniczone na czas rozpatrywania jej sprzeciwu. Co sponsor może w tym czasie z nimi robić?",
      options: [
        "Wykorzystać je w analizie śródokresowej, pod warunkiem że ograniczenie zostanie odnotowane w ścieżce audytu.",
        "Zupełnie nic, nawet ich przechowywać: dane objęte ograniczeniem trzeba przenieść poza bazę danych badania.",
        "Przechowywać je; inne wykorzystanie wymaga jej zgody, roszczeń, ochrony praw innych osób lub ważnego interesu publicznego.",
        "Przesłać je CRO do czyszczenia danych, ponieważ praca podmiotu przetwarzającego nie jest ich wykorzystaniem.",
      ],
      correctAnswer: 2,
      explanation:
        "Ograniczenie przetwarzania oznacza przechowywanie bez wykorzystywania. Poza przechowywaniem dane objęte ograniczeniem można przetwarzać wyłącznie za zgodą osoby, w celu ustalenia, dochodzenia lub obrony roszczeń, w celu ochrony praw innej osoby lub z uwagi na ważne względy interesu publicznego (art. 18 ust. 2). Wykorzystanie ich w analizie lub przesłanie do czyszczenia to także przetwarzanie, bez względu na to, kto je wykonuje.",
    },
    {
      id: 63,
      question:
        "Dostawca oferuje algorytm, który przegląda dokumentację szpitalną i odrzuca pacjentów jako niekwalifikujących się do badania, a nikt nie weryfikuje jego wyników. Co mówi o tym RODO?",
      options: [
        "Art. 22 nie ma zastosowania: ocena kwalifikowalności jest częścią protokołu, a nie decyzją dotyczącą osoby.",
        "Jest to dopuszczalne, gdy tylko dokładność algorytmu zostanie zwalidowana zgodnie z Dobrą Praktyką Kliniczną.",
        "Liczy się tu tylko bezpieczeństwo: dostawca musi chronić dokumentację, którą odczytuje algorytm (art. 32).",
        "To decyzja oparta wyłącznie na zautomatyzowanym przetwarzaniu, o istotnych skutkach: obowiązują ograniczenia i zabezpieczenia z art. 22.",
      ],
      correctAnswer: 3,
      explanation:
        "Decyzja oparta wyłącznie na zautomatyzowanym przetwarzaniu, która istotnie wpływa na osobę, np. odmowa udziału w badaniu bez weryfikacji przez człowieka, podlega art. 22. Jest dopuszczalna tylko na podstawach z art. 22 ust. 2, z zabezpieczeniami obejmującymi interwencję ludzką, a w przypadku danych dotyczących zdrowia wyłącznie za wyraźną zgodą lub na podstawie przepisu prawa opartego na ważnym interesie publicznym (art. 22 ust. 4). Walidacja algorytmu nie zastępuje tych zabezpieczeń.",
    },
    {
      id: 64,
      question:
        "Pacjentka odrzucona przez zautomatyzowane narzędzie do wstępnej kwalifikacji prosi, aby jej sprawą zajął się człowiek. Co musi zapewnić administrator tam, gdzie takie zautomatyzowane decyzje są dopuszczalne?",
      options: [
        "Interwencję człowieka, możliwość przedstawienia własnego stanowiska i zakwestionowania decyzji.",
        "Kod źródłowy algorytmu, którego ujawnienia na żądanie wymaga od administratora art. 22.",
        "Żadnego dalszego kroku: skoro zgodziła się na ocenę, musi przyjąć jej wynik jako ostateczny.",
        "Ponowne uruchomienie tego samego narzędzia, bo powtórzenie oceny jest weryfikacją, do której ma prawo.",
      ],
      correctAnswer: 0,
      explanation:
        "Jeżeli decyzje oparte wyłącznie na zautomatyzowanym przetwarzaniu są dopuszczalne na podstawie art. 22 ust. 2 lit. a lub c, administrator musi zapewnić co najmniej prawo do uzyskania interwencji ludzkiej, do wyrażenia własnego stanowiska i do zakwestionowania decyzji (art. 22 ust. 3). Ponowne uruchomienie tego samego narzędzia nie jest interwencją ludzką. Uczestniczce przysługują istotne informacje o zasadach podejmowania decyzji (art. 15 ust. 1 lit. h), a nie kod źródłowy.",
    },
  ],
};
