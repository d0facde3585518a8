import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Jest Pan/Pani kierownikiem systemów IT w średniej wielkości firmie farmaceutycznej, która rozpoczyna swoje pierwsze **zdecentralizowane badanie kliniczne**. Przez 18 miesięcy **5000 pacjentów** w sześciu państwach UE będzie nosić smartwatch rejestrujący tętno, sen i aktywność, a objawy będzie zgłaszać przez **aplikację eCOA** w telefonie. Wszystkie dane trafiają do platformy **EDC w chmurze** obsługiwanej przez wyspecjalizowanego dostawcę.

Uruchomienie zaplanowano za osiem tygodni i presja rośnie. Dostawca eCOA pokazuje **certyfikat ISO 27001** i twierdzi, że jego standardowe warunki świadczenia usług „obejmują RODO”. Dostawca EDC wspomina, że wkrótce zaangażuje nowego podwykonawcę wsparcia technicznego z dostępem do produkcyjnej bazy danych. Zespół kliniczny pyta, czy personel ośrodków mógłby korzystać z jednego wspólnego loginu na ośrodek, „żeby było prościej”, a kierownik projektu proponuje przeprowadzić ocenę skutków dla ochrony danych „po uruchomieniu, gdy zobaczymy, jak system działa”.

Dyrektor ds. bezpieczeństwa informacji oczekuje Pana/Pani rekomendacji do piątku.

Trzeba ustalić, jaki poziom bezpieczeństwa jest odpowiedni dla tego przetwarzania, czego wymagać od każdego dostawcy, zanim popłyną jakiekolwiek dane pacjentów, czy i kiedy wymagana jest ocena skutków dla ochrony danych oraz którym propozycjom współpracowników trzeba się sprzeciwić.`,
  training: {
    title: "Bezpieczeństwo przetwarzania w systemach badań klinicznych",
    content: `## Bezpieczeństwo jest zasadą ochrony danych

RODO zalicza bezpieczeństwo do swoich podstawowych zasad. Dane osobowe muszą być przetwarzane w sposób zapewniający odpowiednie bezpieczeństwo, w tym ochronę przed **niedozwolonym lub niezgodnym z prawem przetwarzaniem** oraz **przypadkową utratą, zniszczeniem lub uszkodzeniem** (zasada **integralności i poufności**, **art. 5 ust. 1 lit. f**). Systemy badań klinicznych zawierają dane dotyczące zdrowia, często dane genetyczne, a coraz częściej również ciągłe strumienie danych z urządzeń noszonych i aplikacji, dlatego uchybienie w zakresie bezpieczeństwa może zaszkodzić uczestnikom i podważyć wiarygodność badania.

Bezpieczeństwo ma trzy atrybuty i wszystkie trzy są kwestiami ochrony danych:

- **Poufność:** dane mogą widzieć wyłącznie osoby uprawnione.
- **Integralność:** dane nie są zmieniane ani uszkadzane bez uprawnienia.
- **Dostępność:** do danych można uzyskać dostęp i przywrócić je, gdy jest to potrzebne. System EDC niedostępny podczas wizyty z podaniem leku albo dane z badania utracone bez użytecznej kopii zapasowej to także problem ochrony danych.

Zagrożenia nie pochodzą wyłącznie od zewnętrznych hakerów. E-maile wysłane do niewłaściwego adresata, zbyt szerokie uprawnienia dostępu, zgubione urządzenia i pracownicy przeglądający dane, których nie potrzebują, są równie realne.

## Odpowiednie środki: podejście oparte na ryzyku z art. 32

**Art. 32 ust. 1** wymaga, aby **zarówno administratorzy, jak i podmioty przetwarzające** wdrażali środki techniczne i organizacyjne zapewniające stopień bezpieczeństwa odpowiadający ryzyku, z uwzględnieniem **stanu wiedzy technicznej**, **kosztu wdrażania** oraz ryzyka dla osób fizycznych. Artykuł podaje przykłady:

- **pseudonimizacja i szyfrowanie** danych osobowych;
- zdolność do ciągłego zapewnienia **poufności, integralności, dostępności i odporności** systemów i usług przetwarzania;
- zdolność do szybkiego **przywrócenia** dostępności danych osobowych i dostępu do nich w razie incydentu;
- regularne **testowanie**, mierzenie i ocenianie skuteczności środków.

Oceniając, czy stopień bezpieczeństwa jest odpowiedni, uwzględnia się ryzyko wynikające z przypadkowego lub niezgodnego z prawem **zniszczenia, utraty, modyfikacji, nieuprawnionego ujawnienia lub nieuprawnionego dostępu** do danych osobowych (**art. 32 ust. 2**).

Ponieważ standard opiera się na ryzyku, RODO nie narzuca stałej listy kontrolnej, a **szyfrowanie nie jest obowiązkowe w każdym przypadku**. W przypadku danych dotyczących zdrowia przetwarzanych na dużą skalę stan wiedzy technicznej co do zasady wskazuje jednak na szyfrowanie, a rezygnację z każdego środka trzeba umieć uzasadnić.

**Dane spseudonimizowane również wymagają zabezpieczeń.** Kody uczestników zmniejszają ryzyko, ale dane zakodowane pozostają danymi osobowymi, a klucz przechowywany w ośrodku także musi być chroniony.

## Środki organizacyjne i ludzie

- Każda osoba działająca z upoważnienia administratora lub podmiotu przetwarzającego, która ma dostęp do danych osobowych, przetwarza je wyłącznie **na polecenie** (**art. 32 ust. 4**).
- Podmioty przetwarzające muszą zapewnić, by ich personel zobowiązał się do zachowania **tajemnicy** (**art. 28 ust. 3 lit. b**).
- Każdy użytkownik powinien mieć **indywidualne konto** z uprawnieniami odpowiadającymi jego roli. Wspólne loginy pozbawiają ścieżki audytu sensu, niezależnie od siły hasła.
- Środki bezpieczeństwa należy opisać w **rejestrze czynności przetwarzania** (**art. 30 ust. 1 lit. g**).

## Wymogi GCP

Systemy kliniczne podlegają również Dobrej Praktyce Klinicznej: wytycznym ICH E6(R3), a w przypadku badań w UE – wytycznym EMA dotyczącym systemów skomputeryzowanych i danych elektronicznych w badaniach klinicznych (**EMA/INS/GCP/112288/2023**, obowiązującym od 9 września 2023 r.). Załącznik 11 do wytycznych GMP UE jest ich odpowiednikiem dla wytwarzania, a nie dla badań klinicznych. Przepisy te wymagają **zwalidowanych systemów**, **indywidualnych kont użytkowników**, **ścieżek audytu** i **kopii zapasowych**. Oba zbiory zasad wzajemnie się wspierają; należy pamiętać o dwóch kwestiach:

- **Same ścieżki audytu zawierają dane osobowe** (kto, co i kiedy zmienił), więc również wymagają ochrony i kontroli dostępu.
- **Kopie zapasowe są kopiami danych osobowych.** Trzeba je chronić tak jak system produkcyjny, a utrata kopii zapasowej lub nieuprawniony dostęp do niej jest naruszeniem ochrony danych osobowych.

## Wybór dostawców i umowy z nimi

Badania zdecentralizowane opierają się na dostawcach eCOA, platformach EDC w chmurze, dostawcach urządzeń noszonych i ich podwykonawcach. Outsourcing **nie** przenosi odpowiedzialności:

- Należy korzystać wyłącznie z usług podmiotów przetwarzających, które zapewniają **wystarczające gwarancje** wdrożenia odpowiednich środków (**art. 28 ust. 1**); w praktyce oznacza to udokumentowaną kwalifikację dostawcy.
- **Umowa zgodna z art. 28 ust. 3** musi obejmować przetwarzanie wyłącznie na udokumentowane polecenie, zobowiązanie personelu do zachowania tajemnicy, środki bezpieczeństwa, warunki korzystania z dalszych podmiotów przetwarzających, pomoc w realizacji praw osób, których dane dotyczą, oraz obowiązków z art. 32–36 (bezpieczeństwo, zgłaszanie naruszeń, ocena skutków dla ochrony danych i uprzednie konsultacje), usunięcie lub zwrot danych po zakończeniu usługi oraz audyty i inspekcje.
- Podmiot przetwarzający może korzystać z usług **dalszego podmiotu przetwarzającego** wyłącznie po uzyskaniu uprzedniej szczegółowej lub ogólnej pisemnej zgody administratora (**art. 28 ust. 2**). W przypadku zgody **ogólnej** podmiot przetwarzający musi informować administratora o wszelkich zamierzonych zmianach dotyczących dodania lub zastąpienia innych podmiotów przetwarzających, dając mu możliwość **wyrażenia sprzeciwu**.
- Podmioty przetwarzające **odpowiadają bezpośrednio** za własne uchybienia (art. 82 i art. 83 ust. 4), ale administrator nadal odpowiada za wybór dostawcy i za swoje polecenia.

**Certyfikaty i kodeksy postępowania** mogą pomóc wykazać przestrzeganie przepisów (**art. 32 ust. 3**), ale żaden standard nie jest obowiązkowy. Certyfikat **ISO 27001** jest przydatnym dowodem; nie oznacza zgodności z RODO i nie zastępuje umowy z art. 28 ani własnej oceny dostawcy.

## Ocena skutków dla ochrony danych

**Ocena skutków dla ochrony danych (DPIA)** jest wymagana **przed** przetwarzaniem, które może powodować wysokie ryzyko (**art. 35 ust. 1**), w tym przed **przetwarzaniem na dużą skalę szczególnych kategorii danych**, takich jak dane dotyczące zdrowia (**art. 35 ust. 3 lit. b**). Wytyczne w sprawie oceny skutków dla ochrony danych (WP248) wymieniają kryteria obejmujące m.in. dane wrażliwe, osoby szczególnie narażone, nowe technologie, dużą skalę oraz dopasowywanie lub łączenie zbiorów danych. Przetwarzanie spełniające **dwa lub więcej** kryteriów zwykle wymaga DPIA. Zdecentralizowane badanie, w którym zbiera się dane z urządzeń noszonych od tysięcy pacjentów, spełnia kilka z nich jednocześnie.

DPIA musi zawierać co najmniej (**art. 35 ust. 7**):

- systematyczny **opis** operacji przetwarzania i ich celów;
- ocenę, czy operacje przetwarzania są **niezbędne i proporcjonalne**;
- ocenę **ryzyka** naruszenia praw lub wolności osób;
- **środki** planowane w celu zaradzenia temu ryzyku.

Należy zasięgnąć **opinii inspektora ochrony danych** (art. 35 ust. 2). Jedna ocena może dotyczyć kilku podobnych operacji przetwarzania (art. 35 ust. 1) i musi zostać **poddana przeglądowi, gdy zmienia się ryzyko** (art. 35 ust. 11), np. po dodaniu nowego urządzenia lub dostawcy. DPIA nie jest formalnością po uruchomieniu systemu ani czynnością wykonywaną dopiero po naruszeniu.

DPIA nie przekazuje się rutynowo organowi nadzorczemu. Jeżeli po zastosowaniu środków ograniczających pozostaje **wysokie ryzyko szczątkowe**, administrator musi **skonsultować się z organem nadzorczym przed rozpoczęciem** przetwarzania (**uprzednie konsultacje, art. 36 ust. 1**). Organ nadzorczy odpowiada w terminie **8 tygodni**, który można przedłużyć o **6 tygodni** (art. 36 ust. 2).

## Narzędzia AI a dane z badań

Publiczne narzędzia generatywnej sztucznej inteligencji to nowa droga wypływu danych z firmy. Wpisanie lub przesłanie danych uczestników, opisów przypadków pacjentów, zgłoszeń zdarzeń niepożądanych lub nieopublikowanych wyników do **publicznego narzędzia AI** ujawnia je dostawcy, który nie ma z firmą umowy i może zatrzymać lub ponownie wykorzystać to, co otrzyma. Jest to przetwarzanie bez umowy z podmiotem przetwarzającym (art. 28) i bez zabezpieczeń przekazywania danych, dlatego nie wolno tego robić.

- Należy korzystać wyłącznie z narzędzi AI **zatwierdzonych przez firmę**, objętych umową i skonfigurowanych tak, by nie trenowały modeli na wprowadzanych danych, i wprowadzać do nich nie więcej danych, niż wymaga zadanie: w miarę możliwości **spseudonimizowanych lub zanonimizowanych**.
- RODO ma zastosowanie do AI tak jak do każdego innego przetwarzania: w przypadku AI przetwarzającej dane dotyczące zdrowia najpierw zwykle przeprowadza się **DPIA** (art. 35), a art. 22 ogranicza zautomatyzowane decyzje dotyczące osób.
- **Akt w sprawie sztucznej inteligencji** (rozporządzenie (UE) 2024/1689) wprowadza obowiązki etapami: zakazy praktyk zakazanych oraz obowiązek zapewnienia **kompetencji w zakresie AI** u pracowników korzystających z AI (art. 4) obowiązują od lutego 2025 r., przepisy dotyczące modeli AI ogólnego przeznaczenia – od sierpnia 2025 r., a przepisy dotyczące systemów wysokiego ryzyka, takich jak AI w wyrobach medycznych, będą stosowane później.

## Dlaczego szyfrowanie się opłaca

Jeżeli dane osobowe objęte naruszeniem stały się niezrozumiałe dla osób nieuprawnionych do dostępu do nich, np. dzięki szyfrowaniu z bezpiecznie przechowywanym kluczem, administrator nie musi zawiadamiać osób, których dane dotyczą (**art. 34 ust. 3 lit. a**). Szyfrowanie laptopów, baz danych, kopii zapasowych i danych przesyłanych między urządzeniami, aplikacjami a EDC zmniejsza więc zarówno szkody, jak i obciążenie związane z reagowaniem, gdy coś pójdzie nie tak.

## Kary

Naruszenie obowiązków dotyczących bezpieczeństwa i obowiązków podmiotów przetwarzających może skutkować karą do **10 mln EUR lub 2 %** całkowitego rocznego światowego obrotu, w zależności od tego, która kwota jest wyższa (art. 83 ust. 4). Jeżeli uchybienie narusza również zasadę integralności i poufności z art. 5 ust. 1 lit. f, zastosowanie ma **wyższy próg**: 20 mln EUR lub 4 % (art. 83 ust. 5). Kary mogą być nakładane bezpośrednio na podmioty przetwarzające.

## Najważniejsze wnioski

- Bezpieczeństwo chroni poufność, integralność i dostępność (art. 5 ust. 1 lit. f, art. 32).
- Środki dobiera się na podstawie ryzyka i muszą je stosować zarówno administratorzy, jak i podmioty przetwarzające.
- Należy kwalifikować dostawców, podpisywać kompletne umowy zgodne z art. 28 i udzielać pisemnej zgody na dalsze podmioty przetwarzające, szczegółowej albo ogólnej z prawem sprzeciwu.
- DPIA należy zakończyć przed uruchomieniem, a jeśli wysokie ryzyko pozostaje – skonsultować się z organem nadzorczym (art. 35–36).
- Indywidualne konta, chronione ścieżki audytu i przetestowane kopie zapasowe służą w równym stopniu GCP i RODO.`,
  },
  questions: [
    {
      id: 33,
      question:
        "W zdecentralizowanym badaniu będą zbierane dane dotyczące zdrowia z urządzeń noszonych i eCOA od 5000 pacjentów. Kierownik projektu proponuje zakończyć DPIA trzy miesiące po uruchomieniu. Co jest prawdą?",
      options: [
        "To dopuszczalne: DPIA ma oceniać rzeczywiste ryzyko, a pokazać je mogą dopiero dane produkcyjne",
        "To niedopuszczalne: DPIA musi zostać zakończona i zatwierdzona przez organ nadzorczy jeszcze przed uruchomieniem systemu",
        "To niedopuszczalne: przetwarzanie na dużą skalę danych o zdrowiu wymaga DPIA przed rozpoczęciem przetwarzania",
        "DPIA nie jest potrzebna, ponieważ od pierwszego dnia dane są pseudonimizowane kodami uczestników",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 35 ust. 1 wymaga przeprowadzenia DPIA przed rozpoczęciem przetwarzania powodującego wysokie ryzyko, a art. 35 ust. 3 lit. b wymienia przetwarzanie na dużą skalę szczególnych kategorii danych, takich jak dane dotyczące zdrowia. Występują tu dane wrażliwe, nowe technologie i duża skala; dane spseudonimizowane pozostają danymi osobowymi, a DPIA nie przekazuje się rutynowo organowi. Dopiero wysokie ryzyko szczątkowe prowadzi do uprzednich konsultacji (art. 36).",
    },
    {
      id: 34,
      question:
        "Dostawca eCOA przedstawia certyfikat ISO 27001 i twierdzi, że jego standardowe warunki „obejmują RODO”. Dział zakupów chce natychmiast podpisać umowę. Czego powinien wymagać dział IT?",
      options: [
        "Oceny gwarancji dostawcy i umowy obejmującej pełny zakres art. 28 ust. 3; certyfikat pomaga",
        "Niczego więcej: certyfikat ISO 27001 potwierdza, że dostawca spełnia wymogi bezpieczeństwa RODO",
        "Odmowy: dane o zdrowiu na rzecz sponsora mogą przetwarzać tylko dostawcy certyfikowani w zatwierdzonym mechanizmie z art. 42",
        "Najnowszego raportu z audytu ISO 27001 dostawcy, który może zastąpić odrębną umowę powierzenia przetwarzania",
      ],
      correctAnswer: 0,
      explanation:
        "Certyfikaty mogą pomóc wykazać przestrzeganie przepisów (art. 32 ust. 3), ale żaden standard nie jest obowiązkowy ani równoznaczny ze zgodnością. Administratorzy muszą korzystać z podmiotów przetwarzających zapewniających wystarczające gwarancje (art. 28 ust. 1), na podstawie umowy obejmującej polecenia, bezpieczeństwo, dalsze podmioty przetwarzające, pomoc, usunięcie danych i audyty (art. 28 ust. 3). Certyfikacja na podstawie art. 42 jest dobrowolna i nie jest warunkiem powierzenia przetwarzania.",
    },
    {
      id: 35,
      question:
        "Umowa sponsora z dostawcą EDC w chmurze zawiera ogólną pisemną zgodę na korzystanie z dalszych podmiotów przetwarzających. Dostawca zapowiada, że za 30 dni doda nowego podwykonawcę wsparcia technicznego z dostępem do danych z badania. Co wynika z art. 28 ust. 2?",
      options: [
        "Nic: ogólna zgoda obejmuje każdy dalszy podmiot wybrany przez dostawcę, z zawiadomieniem lub bez",
        "Sponsor musi sam podpisać umowę bezpośrednio z podwykonawcą, zanim dane zaczną do niego trafiać",
        "Dostawca nadal potrzebuje nowej, szczegółowej pisemnej zgody sponsora na tego konkretnego podwykonawcę",
        "Dostawca poinformował sponsora zgodnie z wymogiem, a sponsor może wyrazić sprzeciw przed zmianą",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 28 ust. 2 dopuszcza dalsze podmioty przetwarzające na podstawie uprzedniej szczegółowej lub ogólnej pisemnej zgody administratora. W przypadku zgody ogólnej podmiot przetwarzający musi informować administratora o każdym zamierzonym dodaniu lub zastąpieniu, dając mu możliwość wyrażenia sprzeciwu, i temu właśnie służy 30-dniowe wyprzedzenie. Umowę z dalszym podmiotem przetwarzającym podpisuje dostawca, a nie sponsor (art. 28 ust. 4).",
    },
    {
      id: 36,
      question:
        "Ośrodek prosi o jeden wspólny login do eCOA dla pielęgniarek z nocnej zmiany, które na zmianę wprowadzają dane z dzienniczków pacjentów. Jaka odpowiedź jest najlepsza?",
      options: [
        "Zgodzić się, jeżeli ośrodek prowadzi papierowy rejestr, która pielęgniarka korzystała z loginu na każdej zmianie",
        "Całkowicie wstrzymać wprowadzanie danych w nocy, tak by dzienniczki wprowadzał tylko imiennie wskazany personel dzienny",
        "Dać każdej pielęgniarce własne imienne konto, tak by ścieżka audytu pokazywała, kto co wprowadził",
        "Pozwolić pielęgniarkom korzystać w nocy z konta badacza, skoro i tak to on ponosi odpowiedzialność",
      ],
      correctAnswer: 2,
      explanation:
        "Art. 32 wymaga środków chroniących poufność i integralność, a wytyczne EMA dotyczące systemów skomputeryzowanych w badaniach klinicznych (EMA/INS/GCP/112288/2023) przewidują indywidualne konta użytkowników i ścieżki audytu pozwalające przypisać wpisy. Wspólny lub pożyczony login uniemożliwia przypisanie wpisów i odebranie dostępu jednej osobie, a papierowy rejestr tego nie naprawia. Imienne konta rozwiązują problem bez wstrzymywania pracy nocnej zmiany.",
    },
    {
      id: 37,
      question:
        "Skradziono laptop używany w badaniu, na którym znajdowała się kopia danych z urządzeń noszonych. Dysk był chroniony szyfrowaniem zgodnym ze stanem wiedzy technicznej, a klucz nie został ujawniony. Które stwierdzenie jest prawdziwe?",
      options: [
        "Nie trzeba zawiadamiać pacjentów, bo dane są dla złodzieja niezrozumiałe; naruszenie się dokumentuje",
        "Trzeba indywidualnie zawiadomić wszystkich pacjentów, których to dotyczy, ponieważ chodzi o dane o zdrowiu",
        "W ciągu 72 godzin trzeba powiadomić i organ, i pacjentów, jak przy każdym zgubionym urządzeniu z danymi o zdrowiu",
        "W ogóle nie jest to naruszenie ochrony danych osobowych, więc nie ma czego dokumentować ani zgłaszać",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 34 ust. 3 lit. a znosi obowiązek zawiadamiania osób, jeżeli dane stały się niezrozumiałe, np. dzięki szyfrowaniu z bezpiecznym kluczem. Kradzież nadal jest naruszeniem i trzeba ją udokumentować (art. 33 ust. 5); przy bezpiecznym kluczu ryzyko dla pacjentów jest mało prawdopodobne, więc nie trzeba też zgłaszać naruszenia organowi (art. 33 ust. 1).",
    },
    {
      id: 38,
      question:
        "DPIA dla nowej platformy danych genomowych wykazuje, że nawet po zastosowaniu wszystkich planowanych środków pozostaje wysokie ryzyko dla uczestników. Co musi nastąpić dalej?",
      options: [
        "Uruchomić platformę i ściśle ją monitorować: DPIA została przeprowadzona, a tylko tego wymaga RODO",
        "Przed rozpoczęciem skonsultować się z organem nadzorczym; ma on 8 tygodni na odpowiedź, z możliwością przedłużenia o 6",
        "Zatrzymać projekt: RODO zakazuje każdego przetwarzania, przy którym po DPIA pozostaje wysokie ryzyko szczątkowe",
        "Uzyskać pisemną akceptację ryzyka szczątkowego przez inspektora ochrony danych, co zamyka obowiązki firmy",
      ],
      correctAnswer: 1,
      explanation:
        "Jeżeli DPIA wykazuje wysokie ryzyko, którego administrator nie może ograniczyć, przed rozpoczęciem przetwarzania wymagane są uprzednie konsultacje z organem nadzorczym (art. 36 ust. 1). RODO nie zakazuje po prostu takiego przetwarzania: organ odpowiada w terminie 8 tygodni, który można przedłużyć o 6, i może skorzystać ze swoich uprawnień (art. 36 ust. 2). Inspektor ochrony danych doradza, ale odpowiedzialność pozostaje po stronie firmy.",
    },
    {
      id: 39,
      question:
        "Ransomware szyfruje produkcyjną bazę danych dostawcy eCOA. Żadnych danych nie skopiowano, ale przywrócenie ich z kopii zapasowych trwa dwa tygodnie, bo kopii nigdy nie testowano. Kolega twierdzi, że to nie jest kwestia ochrony danych, bo nikt nie widział danych. Co jest prawdą?",
      options: [
        "Ma rację: dane nie zostały skopiowane ani obejrzane, więc poufność nie była zagrożona",
        "Ma rację, ponieważ awaria dotknęła systemów dostawcy, a nie własnych systemów sponsora",
        "Nie ma racji: każdą awarię systemu zawierającego dane z badania trzeba zgłosić organowi nadzorczemu w ciągu 72 godzin",
        "Nie ma racji: bezpieczeństwo obejmuje dostępność, w tym szybkie przywracanie i testowane kopie zapasowe",
      ],
      correctAnswer: 3,
      explanation:
        "Art. 5 ust. 1 lit. f chroni przed przypadkową utratą i uszkodzeniem, a art. 32 ust. 1 wymaga dostępności, odporności, szybkiego przywracania i regularnego testowania. Utrata dostępu do danych z badania jest uchybieniem w zakresie bezpieczeństwa i naruszeniem ochrony danych osobowych, nawet jeśli nikt nie widział danych; to, czy podlega zgłoszeniu, zależy od ryzyka, a nie od stałej liczby godzin.",
    },
    {
      id: 40,
      question:
        "Firma powierza hosting eCOA i EDC podmiotom przetwarzającym. Jeden z menedżerów stwierdza, że bezpieczeństwo jest teraz „problemem dostawców”. Które stwierdzenie jest prawdziwe?",
      options: [
        "Ma rację: po podpisaniu umowy powierzenia administrator nie ma już żadnych obowiązków w zakresie bezpieczeństwa",
        "Nie ma racji: obie strony muszą zawsze stosować odpowiednie środki, a administrator musi wybrać rzetelnych dostawców",
        "Nie ma racji, ponieważ podmioty przetwarzające nie mają własnych obowiązków bezpieczeństwa; wszystkie spoczywają na administratorze",
        "Ma rację, pod warunkiem że dostawcy mają certyfikat ISO 27001 dla swoich usług hostingowych",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 32 ust. 1 dotyczy w równym stopniu administratorów i podmiotów przetwarzających, a art. 28 ust. 1 czyni administratora odpowiedzialnym za wybór podmiotów przetwarzających zapewniających wystarczające gwarancje. Podmioty przetwarzające odpowiadają też bezpośrednio (art. 82, art. 83 ust. 4), więc odpowiedzialność jest dzielona, a nie przenoszona.",
    },
    {
      id: 67,
      question:
        "Autorka tekstów medycznych (medical writer) chce wkleić opisy przypadków pacjentów ze zgłoszeń ciężkich zdarzeń niepożądanych do bezpłatnego publicznego czatbota AI, aby uzyskać streszczenie. Co należy jej powiedzieć?",
      options: [
        "Może, gdy usunie nazwiska uczestników, ponieważ daty, wiek i zdarzenia nie są danymi osobowymi.",
        "Może, ponieważ dostawca czatbota staje się podmiotem przetwarzającym, gdy tylko ktoś wprowadzi do niego dane.",
        "Nie w publicznym narzędziu: ujawnia ono dane o zdrowiu dostawcy bez umowy; należy użyć zatwierdzonego narzędzia.",
        "Nie wolno, ale wyłącznie z powodu praw autorskich, ponieważ opisy należą do sponsora, a nie do niej.",
      ],
      correctAnswer: 2,
      explanation:
        "Opisy przypadków z datami, wiekiem i zdarzeniami medycznymi pozostają danymi osobowymi dotyczącymi zdrowia, nawet bez nazwisk. Wprowadzenie ich do publicznego narzędzia AI ujawnia je dostawcy, z którym nie zawarto umowy z art. 28, który nie otrzymał poleceń i być może nie zapewnia zabezpieczeń przekazywania danych. Relacja z podmiotem przetwarzającym wymaga umowy; wpisanie danych do narzędzia jej nie tworzy. Właściwą drogą jest narzędzie zatwierdzone przez firmę i tak mało danych, jak wymaga zadanie.",
    },
    {
      id: 68,
      question:
        "Który obowiązek wynikający z aktu w sprawie sztucznej inteligencji (rozporządzenie (UE) 2024/1689) ma już zastosowanie do firmy, której pracownicy korzystają z narzędzi AI w codziennej pracy?",
      options: [
        "Ocena zgodności przeprowadzana przez jednostkę notyfikowaną dla każdego narzędzia AI używanego w biurze.",
        "Rejestracja w unijnej bazie danych systemów AI każdego pracownika, który korzysta z czatbota.",
        "Na razie żaden: obowiązki z aktu w sprawie AI nie dotyczą żadnej organizacji przed 2030 r.",
        "Podjęcie środków zapewniających wystarczający poziom kompetencji w zakresie AI u personelu (art. 4).",
      ],
      correctAnswer: 3,
      explanation:
        "Od 2 lutego 2025 r. dostawcy i podmioty stosujące systemy AI muszą podejmować środki w celu zapewnienia wystarczającego poziomu kompetencji w zakresie AI wśród personelu, który się nimi zajmuje (art. 4 aktu w sprawie AI). Oceny zgodności dotyczą systemów wysokiego ryzyka i ich dostawców, a unijna baza danych obejmuje systemy wysokiego ryzyka, a nie użytkowników czatbotów. Akt jest stosowany etapami, a kilka etapów już się rozpoczęło.",
    },
  ],
};
