import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Kieruje Pan/Pani reagowaniem na naruszenia w **Biurze ds. zgodności** sponsora farmaceutycznego z siedzibą w UE, który wraz z organizacją CRO prowadzi badanie onkologiczne II fazy w ośrodkach w Niemczech, Hiszpanii i Polsce.

W piątek o 18:00 monitorka badania klinicznego (CRA) dzwoni z dworca kolejowego: skradziono jej laptop. W trakcie rozmowy potwierdza, że znajduje się na nim **niezaszyfrowany arkusz kalkulacyjny łączący numery uczestników z ich nazwiskami**. Jej przełożony proponuje poczekać do poniedziałku, kiedy dział IT sprawdzi ewidencję sprzętu, i „zgłosić, gdy będziemy wiedzieć wszystko”.

W poniedziałek rano, zanim ta ocena zostanie zakończona, dostawca systemu EDC informuje e-mailem, że **oprogramowanie ransomware** zaszyfrowało część jego środowiska hostingowego, w tym nocną kopię zapasową bazy danych badania, a analiza śledcza potrwa co najmniej dwa tygodnie. Zespół bezpieczeństwa dostawcy przesyła szczegółowy raport o wykorzystanej podatności zapory sieciowej i pyta, czy należy go wkleić do zgłoszenia do organu nadzorczego.

Kierownik operacji klinicznych upiera się, że kopia zapasowa to „tylko kopia”. Kolega z amerykańskiej spółki powiązanej pyta, które z różnych przepisów krajowych, umownych i dotyczących badań klinicznych powinny mieć pierwszeństwo.

Trzeba ustalić, kiedy zaczął biec termin 72 godzin, co zgłosić teraz, a co później, co może zawierać zgłoszenie, czy należy zawiadomić uczestników i jak postępować wobec kilku właściwych porządków prawnych.`,
  training: {
    title: "Reagowanie na naruszenia ochrony danych osobowych: wykrycie, ocena, zgłoszenie",
    content: `## Dlaczego reagowanie na naruszenia ma znaczenie w badaniach klinicznych

Uczestnicy powierzają dane dotyczące zdrowia, a często również dane genetyczne, w zaufaniu, że będą one chronione. Gdy coś pójdzie nie tak, RODO nie oczekuje doskonałości, ale wymaga szybkiej, rzetelnej i udokumentowanej reakcji: co jest naruszeniem, kogo trzeba powiadomić, w jakim terminie i z jaką treścią.

## Co jest naruszeniem ochrony danych osobowych

**Naruszenie ochrony danych osobowych** to naruszenie bezpieczeństwa prowadzące do przypadkowego lub niezgodnego z prawem zniszczenia, utracenia, zmodyfikowania, nieuprawnionego ujawnienia lub nieuprawnionego dostępu do danych osobowych (art. 4 pkt 12). Wytyczne EROD 9/2022 podkreślają, że obejmuje to wszystkie trzy atrybuty bezpieczeństwa:

- **Poufność**: ktoś widzi dane, których nie powinien widzieć, np. raport o ciężkim zdarzeniu niepożądanym (SAE) wysłany faksem pod niewłaściwy numer albo skradziony laptop z listą identyfikacyjną uczestników.
- **Integralność**: dane zostają zmienione bez uprawnienia, np. wartości w eCRF zmienione przez intruza.
- **Dostępność**: dane zostają utracone lub nie można do nich dotrzeć, np. ransomware szyfruje bazę danych EDC albo papierowe CRF giną w przesyłce pocztowej.

Również czasowa niedostępność może więc być naruszeniem. Dane z badania oznaczone kodem są danymi osobowymi poddanymi pseudonimizacji, dlatego naruszenie dotyczące danych zakodowanych nadal jest naruszeniem; kodowanie wpływa jedynie na wagę ryzyka.

## Kopie zapasowe to również dane osobowe

**Kopia zapasowa** nie jest „tylko kopią”. Zawiera te same dane osobowe co system produkcyjny, często w większej ilości i z dłuższego okresu. Taśma z kopią zapasową utracona w transporcie, plik kopii pozostawiony w publicznie dostępnym zasobniku w chmurze czy kopia zaszyfrowana przez ransomware to samodzielne **naruszenie ochrony danych osobowych**, nawet jeśli system produkcyjny pozostał nienaruszony. Należy postąpić jak przy każdym innym naruszeniu: ocenić ryzyko, uruchomić bieg terminu, udokumentować zdarzenie i zgłosić je, jeżeli jest to wymagane.

## Termin 72 godzin (art. 33 ust. 1)

Administrator zgłasza naruszenie właściwemu organowi nadzorczemu **bez zbędnej zwłoki – w miarę możliwości, nie później niż w terminie 72 godzin po stwierdzeniu naruszenia**, chyba że jest mało prawdopodobne, by naruszenie skutkowało ryzykiem naruszenia praw lub wolności osób fizycznych (art. 33 ust. 1).

- **Stwierdzenie** naruszenia oznacza uzasadnioną pewność, że doszło do naruszenia bezpieczeństwa danych osobowych. Krótkie wstępne postępowanie wyjaśniające w tym celu jest dopuszczalne, ale nie może stać się pretekstem do zwłoki.
- 72 godziny to **godziny zegarowe, a nie robocze**. Biegną w nocy i w weekendy: naruszenie potwierdzone w piątek o 18:00 należy zgłosić do 18:00 w najbliższy poniedziałek.
- **Podmioty przetwarzające**, takie jak CRO czy dostawca EDC, muszą bez zbędnej zwłoki zgłosić naruszenie administratorowi (art. 33 ust. 2). Zgłoszenie do organu nadzorczego należy do administratora. Administrator stwierdza naruszenie z chwilą, gdy poinformuje go podmiot przetwarzający.
- Zgłoszenie dokonane po terminie musi wyjaśniać przyczyny opóźnienia. Przekroczenie 72 godzin nigdy nie jest powodem, by zrezygnować ze zgłoszenia.

## Nie czekać na zakończenie postępowania wyjaśniającego

Analizy śledcze często trwają tygodniami. Jeżeli informacji nie da się udzielić w tym samym czasie, można ich udzielać **sukcesywnie** bez dalszej zbędnej zwłoki (art. 33 ust. 4). Dlatego należy:

- zgłosić naruszenie w ciągu 72 godzin, podając to, co wiadomo;
- jasno wskazać, co jest jeszcze wyjaśniane;
- przekazywać organowi nadzorczemu **uzupełnienia**, w miarę jak fakty stają się znane.

## Co zawiera zgłoszenie, a czego w nim nie ma

Zgodnie z **art. 33 ust. 3** zgłoszenie musi co najmniej:

- opisywać **charakter naruszenia**, w tym kategorie i przybliżoną liczbę osób oraz wpisów danych osobowych, których dotyczy;
- zawierać imię i nazwisko oraz dane kontaktowe inspektora ochrony danych lub oznaczenie innego **punktu kontaktowego**;
- opisywać **możliwe konsekwencje** naruszenia;
- opisywać **środki** zastosowane lub proponowane, w tym środki w celu zminimalizowania ewentualnych negatywnych skutków.

To **minimalna treść**, która nie wymaga technicznego planu słabości organizacji. Szczegóły na poziomie eksploitu, takie jak niezaktualizowane wersje oprogramowania, luki w konfiguracji podatne na wykorzystanie czy dokładna ścieżka ataku, nie są potrzebne do oceny ryzyka dla osób, więc zgłoszenie nie musi ich zawierać; należy je przechowywać w dokumentacji incydentu o ograniczonym dostępie. Nie umieszcza się ich w zawiadomieniach uczestników (art. 34) ani w komunikatach publicznych, gdzie zachęcałyby do kolejnych ataków na firmę i jej dostawców. RODO niczego z tego jednak nie zakazuje: organ nadzorczy może zażądać dodatkowych informacji, także technicznych, i wtedy musi je otrzymać (art. 31, art. 58 ust. 1; wytyczne EROD 9/2022).

## Zawiadomienie uczestników: tylko przy wysokim ryzyku (art. 34)

Osoby, których dane dotyczą, należy zawiadomić bez zbędnej zwłoki, jasnym i prostym językiem, wyłącznie wtedy, gdy naruszenie **może powodować wysokie ryzyko** naruszenia ich praw lub wolności (art. 34 ust. 1–2). Zawiadomienie opisuje charakter naruszenia, możliwe konsekwencje, zastosowane środki i punkt kontaktowy. Naruszenia dotyczące **danych o zdrowiu lub danych genetycznych** zwykle traktuje się jako powodujące wysokie ryzyko, dlatego o kradzieży niezaszyfrowanej listy łączącej numery uczestników z nazwiskami co do zasady trzeba będzie zawiadomić uczestników, których dotyczy, często za pośrednictwem ośrodków, które ich znają.

Zawiadomienie poszczególnych osób nie jest wymagane, jeżeli (art. 34 ust. 3):

- dane były niezrozumiałe dla osób nieuprawnionych, np. były **zaszyfrowane**, a klucz pozostał bezpieczny;
- zastosowane następnie środki eliminują prawdopodobieństwo wystąpienia wysokiego ryzyka;
- kontakt z każdą osobą wymagałby niewspółmiernie dużego wysiłku; wówczas zamiast tego wydaje się **publiczny komunikat**.

Organ nadzorczy może mimo to nakazać zawiadomienie osób (art. 34 ust. 4).

## Dokumentowanie każdego naruszenia (art. 33 ust. 5)

Każde naruszenie trzeba udokumentować, niezależnie od tego, czy zostało zgłoszone: okoliczności, skutki i podjęte działania zaradcze. Ten **rejestr naruszeń** pozwala organowi nadzorczemu zweryfikować podjęte decyzje, dlatego decyzja o niezgłaszaniu naruszenia powinna być uzasadniona i spisana.

## Kilka reżimów: surowy punkt odniesienia, odrębne obowiązki każdego reżimu

Jeden incydent może jednocześnie uruchomić kilka reżimów prawnych:

- **Wiodący organ nadzorczy**: administrator mający siedzibę w UE zgłasza naruszenie w ramach transgranicznego przetwarzania swojemu **wiodącemu organowi nadzorczemu** (art. 56). Administrator spoza UE, który ma w Unii jedynie przedstawiciela na podstawie art. 27, musi zgłosić naruszenie każdemu organowi nadzorczemu państwa, w którym mieszkają osoby, których dotyczy (wytyczne EROD 9/2022).
- **Prawo krajowe** może wprowadzać dodatkowe warunki dotyczące danych o zdrowiu, danych genetycznych i danych badawczych (art. 9 ust. 4).
- **Rozporządzenie w sprawie badań klinicznych**: ten sam incydent może być **poważnym naruszeniem** w rozumieniu CTR, czyli takim, które może w znacznym stopniu wpłynąć na bezpieczeństwo lub prawa uczestników albo na wiarygodność danych; zgłasza się je przez portal UE w ciągu 7 dni (art. 52 CTR). Ten odrębny obowiązek nigdy nie zastępuje zgłoszenia na podstawie RODO.
- **Ośrodki** są administratorami własnej dokumentacji medycznej i mogą mieć własne obowiązki; **umowy** i **przepisy spoza UE**, np. stanowe prawo USA dotyczące naruszeń, dodają kolejne.

W jednym globalnym planie reagowania na incydenty rozsądną **regułą praktyczną** jest przyjęcie najsurowszego elementu jako domyślnego standardu wewnętrznego: najkrótszego terminu i najniższego progu eskalacji. To praktyka, a nie przepis prawa. Nie rozstrzyga ona rzeczywistej kolizji przepisów i nie sprawia, że jedno zgłoszenie zastępuje pozostałe: każdy reżim zachowuje **własnych adresatów**, treść i terminy, czy jest to organ nadzorczy, portal UE, czy stanowy regulator w USA i mieszkańcy tego stanu. Pytania dotyczące poszczególnych państw należy kierować do inspektora ochrony danych.

## Konsekwencje

Niezgłoszenie lub nieudokumentowanie naruszenia może skutkować karą do **10 mln EUR lub 2 %** całkowitego rocznego światowego obrotu, w zależności od tego, która kwota jest wyższa (art. 83 ust. 4), niezależnie od sankcji za samo uchybienie w zakresie bezpieczeństwa; osoby fizyczne mogą także dochodzić odszkodowania (art. 82).

## Pierwsza godzina: lista kontrolna

- Każdy podejrzewany incydent należy natychmiast zgłosić Biuru ds. zgodności, także wieczorem i w weekend, oraz odnotować, kiedy firma stwierdziła naruszenie.
- Należy ograniczyć skutki: odebrać dostęp, zdalnie wyczyścić urządzenia, odizolować systemy i kopie zapasowe, których dotyczy incydent.
- Należy ocenić ryzyko: jakie dane, ile osób, w jakim stopniu możliwa jest ich identyfikacja, jak wrażliwe są dane.
- W razie ryzyka należy zgłosić naruszenie organowi nadzorczemu w ciągu 72 godzin, przesyłać uzupełnienia, a przy wysokim ryzyku zawiadomić uczestników.
- Należy sprawdzić obowiązki wynikające z CTR, prawa krajowego, umów i przepisów spoza UE, każdy z własnym adresatem i terminem.
- Wszystko należy odnotować w rejestrze naruszeń.`,
  },
  questions: [
    {
      id: 41,
      question:
        "W piątek o 18:00 monitorka (CRA) zgłasza kradzież laptopa z niezaszyfrowanym arkuszem łączącym numery uczestników z ich nazwiskami; ma Pan/Pani uzasadnioną pewność, że doszło do naruszenia bezpieczeństwa danych osobowych. Jej przełożony chce poczekać na poniedziałkową kontrolę ewidencji przez IT i „zgłosić, gdy będziemy wiedzieć wszystko”. Jak należy postąpić?",
      options: [
        "Poczekać na poniedziałkową kontrolę: 72 godziny liczy się tylko w dniach roboczych, więc jest czas do środy",
        "Poczekać, aż ewidencja potwierdzi zawartość laptopa, bo termin biegnie dopiero od poznania kompletu faktów",
        "Zgłosić naruszenie organowi najpóźniej w poniedziałek do 18:00, podając to, co wiadomo, i uzupełniać zgłoszenie",
        "Zgłosić naruszenie organowi do poniedziałku do 18:00, ale tylko wtedy, gdy policja do tego czasu nie odzyska laptopa",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 33 ust. 1 wymaga zgłoszenia bez zbędnej zwłoki – w miarę możliwości, nie później niż w terminie 72 godzin po stwierdzeniu naruszenia; są to godziny zegarowe, które biegną także w weekend. Nie należy czekać na wyniki postępowania ani na odnalezienie laptopa: to, co wiadomo, zgłasza się teraz, a szczegóły przekazuje się sukcesywnie (art. 33 ust. 4). Odzyskanie laptopa byłoby uzupełnieniem zgłoszenia, a nie powodem do czekania.",
    },
    {
      id: 42,
      question:
        "W poniedziałek dostawca EDC zgłasza atak ransomware, który zaszyfrował bazę danych badania i jej nocną kopię zapasową, oraz informuje, że analiza śledcza potrwa co najmniej dwa tygodnie. Co Biuro ds. zgodności powinno zrobić w sprawie zgłoszenia do organu nadzorczego?",
      options: [
        "Poczekać na końcowy raport z analizy śledczej, aby zgłoszenie było od razu kompletne i dokładne",
        "Zgłosić naruszenie w ciągu 72 godzin i od razu zawiadomić też wszystkich uczestników, bo ransomware zawsze oznacza wysokie ryzyko",
        "Zgłosić naruszenie tylko wtedy, gdy analiza wykaże później, że dane skopiowano, a nie jedynie zaszyfrowano",
        "Zgłosić naruszenie w ciągu 72 godzin od informacji dostawcy, podając fakty znane do tej pory, i uzupełniać je sukcesywnie",
      ],
      correctAnswer: 3,
      explanation:
        "Nie należy czekać na zakończenie analizy: art. 33 ust. 4 pozwala przekazywać informacje sukcesywnie, więc pierwsze zgłoszenie składa się w ciągu 72 godzin (art. 33 ust. 1), a uzupełnienia przesyła później. Ransomware, przez które dane i kopie zapasowe stają się niedostępne, jest naruszeniem nawet bez skopiowania danych. To, czy trzeba zawiadomić uczestników, zależy od oceny ryzyka (art. 34 ust. 1), a nie od rodzaju ataku.",
    },
    {
      id: 43,
      question:
        "Monitor wysłał e-mailem listę zakodowanych numerów uczestników i dat wizyt do niewłaściwej osoby w partnerskiej organizacji CRO; odbiorca usunął wiadomość i potwierdził to na piśmie. Inspektor ochrony danych stwierdza, że istnieje ryzyko dla uczestników, ale nie jest ono wysokie. Kogo należy powiadomić?",
      options: [
        "Organ nadzorczy, ale nie uczestników, ponieważ zawiadomienie osób wymaga prawdopodobnego wysokiego ryzyka",
        "Organ i wszystkich uczestników z listy, ponieważ każde naruszenie podlegające zgłoszeniu musi dotrzeć do osób",
        "Nikogo: odbiorca usunął listę, więc sprawa jest zamknięta i wystarczy notatka wewnętrzna",
        "Tylko uczestników, ponieważ organ zajmuje się naruszeniami dotyczącymi nazwisk, a nie danych zakodowanych",
      ],
      correctAnswer: 0,
      explanation:
        "Osoby należy zawiadomić tylko wtedy, gdy naruszenie może powodować wysokie ryzyko naruszenia ich praw lub wolności (art. 34 ust. 1), natomiast naruszenie stwarzające ryzyko zgłasza się organowi nadzorczemu w ciągu 72 godzin (art. 33 ust. 1). Usunięcie wiadomości przez odbiorcę zmniejsza ryzyko, ale nie cofa naruszenia; dane zakodowane są danymi osobowymi, a każde naruszenie się dokumentuje (art. 33 ust. 5).",
    },
    {
      id: 44,
      question:
        "Zespół bezpieczeństwa dostawcy EDC proponuje wkleić do zgłoszenia do organu nadzorczego swój raport techniczny z niezaktualizowaną wersją zapory sieciowej i dokładną ścieżką ataku. Jak należy postąpić?",
      options: [
        "Wkleić go w całości: organ musi od samego początku otrzymać każdy szczegół techniczny, jakim dysponuje firma",
        "Przekazać teraz treść wymaganą przez art. 33 ust. 3; szczegóły eksploitu zachować w dokumentacji incydentu i udostępnić na żądanie",
        "Pominąć go na stałe: RODO zakazuje podawania szczegółów podatności technicznych w zgłoszeniach naruszeń",
        "Wstrzymać zgłoszenie do czasu usunięcia podatności, a potem przesłać cały raport za jednym razem",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 33 ust. 3 określa minimum: charakter naruszenia, osoby i wpisy, których dotyczy, punkt kontaktowy, możliwe konsekwencje i zastosowane środki. Szczegóły na poziomie eksploitu nie są tam wymagane i bezpieczniej przechowywać je w dokumentacji incydentu o ograniczonym dostępie, ale RODO ich nie zakazuje: organ może zażądać dodatkowych informacji i wtedy musi je otrzymać (art. 31, art. 58 ust. 1; wytyczne EROD 9/2022). Czekanie na poprawkę jedynie opóźniłoby zgłoszenie.",
    },
    {
      id: 45,
      question:
        "Kurier gubi niezaszyfrowaną taśmę z kopią zapasową bazy danych nadzoru nad bezpieczeństwem farmakoterapii. System produkcyjny działa bez zakłóceń, więc dział IT twierdzi: „To tylko kopia zapasowa; nic się nie stało”. Jak zakwalifikować to zdarzenie?",
      options: [
        "To nie jest naruszenie: oryginalne dane pozostają dostępne i nienaruszone w systemie produkcyjnym",
        "To naruszenie tylko wtedy, gdy później zostanie wykazane, że ktoś faktycznie odczytał dane z taśmy",
        "To naruszenie ochrony danych osobowych: ocenić ryzyko, odnotować je i w razie ryzyka zgłosić w ciągu 72 godzin",
        "To naruszenie, które trzeba zgłosić organowi i każdemu pacjentowi, którego dane są na taśmie, bez względu na ryzyko",
      ],
      correctAnswer: 2,
      explanation:
        "Naruszenie ochrony danych osobowych obejmuje utratę danych osobowych lub nieuprawniony dostęp do nich (art. 4 pkt 12), a kopia zapasowa zawiera te same dane osobowe co system produkcyjny. Utraconą taśmę trzeba poddać ocenie ryzyka, udokumentować (art. 33 ust. 5) i, jeżeli istnieje ryzyko, zgłosić w ciągu 72 godzin (art. 33 ust. 1); uczestników zawiadamia się tylko przy wysokim ryzyku (art. 34 ust. 1). Nikt nie musi dowodzić, że taśmę odczytano.",
    },
    {
      id: 46,
      question:
        "Incydent ransomware dotyczy uczestników w trzech państwach UE i w ośrodku w USA, a zarazem stanowi poważne naruszenie w rozumieniu CTR. RODO, prawo krajowe, umowa z CRO i prawo stanowe USA przewidują różne terminy, progi i adresatów. Co powinien przewidywać plan reagowania na incydenty?",
      options: [
        "Jedno zgłoszenie do wiodącego organu w najkrótszym terminie; to spełnia wymogi każdego reżimu",
        "Najkrótszy termin jako domyślny standard wewnętrzny; zgłoszenia każdego reżimu do jego właściwych adresatów",
        "Zgłoszenia do każdego z trzech organów w UE i do stanu USA, bo zasada wiodącego organu nie obejmuje naruszeń",
        "Zgłoszenie na podstawie CTR przez portal UE zamiast pozostałych, bo przepisy o badaniach są najbardziej szczegółowe",
      ],
      correctAnswer: 1,
      explanation:
        "Przyjęcie najkrótszego terminu i najniższego progu to przydatna reguła praktyczna dla jednego globalnego planu, a nie przepis prawa: każdy reżim zachowuje własnych adresatów, treść i terminy. W tym przypadku oznacza to wiodący organ nadzorczy w ciągu 72 godzin (art. 33 ust. 1, art. 56), portal UE w ciągu 7 dni (art. 52 CTR) oraz zawiadomienie wymagane prawem danego stanu USA. Prawo krajowe może wprowadzać dodatkowe warunki (art. 9 ust. 4), dlatego należy zwrócić się do inspektora ochrony danych.",
    },
    {
      id: 47,
      question:
        "Napastnicy opublikowali część danych z EDC, więc wysokie ryzyko dla uczestników jest prawdopodobne. Ośrodki napiszą do uczestników, a publiczny komunikat dotrze do byłych uczestników bez aktualnego adresu. Dostawca chce, aby oba teksty „dla przejrzystości” wskazywały wykorzystaną wersję zapory. Co powinny zawierać?",
      options: [
        "Charakter naruszenia, możliwe konsekwencje, podjęte środki i punkt kontaktowy, prostym językiem, bez szczegółów eksploitu",
        "Pełny raport techniczny dostawcy, ponieważ uczestnikom przysługują te same informacje co organowi nadzorczemu",
        "Na razie żadnych informacji, dopóki nie zakończy się analiza śledcza, aby uczestnicy otrzymali jedną pełną, ostateczną relację",
        "Wyłącznie numery uczestników, których dotyczy naruszenie, bo opis samego incydentu niepotrzebnie zaniepokoiłby uczestników",
      ],
      correctAnswer: 0,
      explanation:
        "Przy prawdopodobnym wysokim ryzyku osoby zawiadamia się bez zbędnej zwłoki, jasnym i prostym językiem, o charakterze naruszenia, jego możliwych konsekwencjach, zastosowanych środkach i punkcie kontaktowym (art. 34 ust. 1–2); publiczny komunikat zastępuje pisma, gdy kontakt z osobami wymagałby niewspółmiernie dużego wysiłku (art. 34 ust. 3 lit. c). Szczegóły eksploitu w niczym nie pomagają uczestnikom i zachęcałyby do kolejnych ataków, dlatego się ich nie podaje.",
    },
    {
      id: 48,
      question:
        "Dostawca usług archiwizacji pozostawił na jeden dzień zaszyfrowaną kopię zapasową bazy danych nadzoru nad bezpieczeństwem farmakoterapii w publicznie dostępnym zasobniku. Klucz nie został ujawniony, a inspektor ochrony danych stwierdza, że jest mało prawdopodobne, by naruszenie skutkowało jakimkolwiek ryzykiem. Co mimo to trzeba zrobić?",
      options: [
        "Mimo to zgłosić naruszenie organowi nadzorczemu w ciągu 72 godzin, bo każde naruszenie trzeba mu zgłosić",
        "Zapobiegawczo zawiadomić prostym językiem każdego uczestnika, którego dane znajdowały się w kopii",
        "Nic: zaszyfrowana kopia zapasowa to tylko kopia, więc przepisy o naruszeniach jej nie dotyczą",
        "Odnotować je w rejestrze naruszeń, jak wszystkie naruszenia, wraz z uzasadnieniem decyzji o niezgłaszaniu",
      ],
      correctAnswer: 3,
      explanation:
        "Kopia zapasowa zawiera dane osobowe, więc jej ujawnienie jest naruszeniem, a każde naruszenie trzeba udokumentować, niezależnie od tego, czy zostało zgłoszone (art. 33 ust. 5). Zgłoszenie organowi nadzorczemu nie jest wymagane, jeżeli jest mało prawdopodobne, by naruszenie skutkowało ryzykiem (art. 33 ust. 1), a szyfrowanie z bezpiecznym kluczem zwalnia z obowiązku zawiadomienia osób (art. 34 ust. 3 lit. a).",
    },
  ],
};
