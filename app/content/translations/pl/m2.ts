import type { ModuleBody } from "../../types";

export const body: ModuleBody = {
  briefing: `Jest Pan/Pani kierownikiem ds. operacji klinicznych w Meridian Clinical Research, organizacji CRO prowadzącej na zlecenie sponsora farmaceutycznego badanie onkologiczne II fazy w 25 szpitalach w całej UE. Sponsor chce zastąpić papierowe formularze **e-zgodą (eConsent)** na tabletach. Obok głównego badania protokół przewiduje opcjonalne **badanie farmakogenetyczne (podbadanie)**, w którym analizowane jest DNA uczestników, oraz opcjonalny **biobank**, w którym pozostałe próbki krwi są przechowywane na potrzeby przyszłych badań nad nowotworami.

Pierwsza wersja procesu e-zgody przygotowana przez dostawcę ma jeden przycisk „Zgadzam się” na końcu, **wstępnie zaznaczone pole** dotyczące przyszłych badań oraz informację, że pacjenci, którzy odmówią udziału w podbadaniu genetycznym, „mogą nie kwalifikować się” do głównego badania. Pielęgniarka badawcza pyta, czy podpisany formularz świadomej zgody jest zgodą firmy w rozumieniu RODO na wszystkie operacje.

Następnie przychodzi e-mail z ośrodka w Lyonie. Uczestniczka, która od ośmiu miesięcy bierze udział w badaniu, napisała w dwóch zdaniach, że nie chce już uczestniczyć i chce, by „usunięto jej dane”. Ośrodek pyta, czy musi ona przesłać podpisane pismo z uzasadnieniem i czy jej zgłoszenia ciężkich zdarzeń niepożądanych trzeba teraz usunąć.

**Zadanie:** ustalić, od czego zależy ważność zgody w rozumieniu RODO, czym różni się ona od świadomej zgody na podstawie rozporządzenia w sprawie badań klinicznych, jak zaprojektować zgody opcjonalne i co dzieje się z danymi uczestniczki, gdy wycofa zgodę.`,

  training: {
    title: "Zarządzanie zgodami: ważna zgoda, zgoda na udział w badaniu i jej wycofanie",
    content: `## Dwa różne rodzaje zgody

Zespoły operacji klinicznych mają do czynienia z dwoma rodzajami zgody, które łatwo pomylić.

- **Świadoma zgoda na podstawie rozporządzenia w sprawie badań klinicznych (CTR)** jest wymogiem etycznym i służy ochronie uczestnika. Jest udzielana na piśmie, opatrzona datą i podpisana po rozmowie z członkiem zespołu badawczego, który ma odpowiednie kwalifikacje zgodnie z prawem krajowym (art. 28–29 CTR). Jest uzyskiwana przed włączeniem do badania, z wyjątkiem sytuacji nagłych, w których można ją uzyskać później (art. 35 CTR).
- **Zgoda w rozumieniu RODO** jest jedną z sześciu podstaw prawnych przetwarzania danych osobowych (art. 6 ust. 1 lit. a) oraz, w formie wyraźnej, jednym z warunków przetwarzania danych dotyczących zdrowia i danych genetycznych (art. 9 ust. 2 lit. a).

Podpisany formularz świadomej zgody (ICF) **nie jest automatycznie** podstawą prawną w rozumieniu RODO (opinia EROD 3/2019; motyw 161). Pacjenci chorzy lub zależni mogą nie być w stanie dobrowolnie wyrazić zgody na przetwarzanie swoich danych, dlatego wielu sponsorów opiera przetwarzanie do celów badawczych na **zadaniu realizowanym w interesie publicznym** lub na **prawnie uzasadnionych interesach** w połączeniu z **art. 9 ust. 2 lit. i lub j**. Zadanie realizowane w interesie publicznym jest typową podstawą dla sponsorów publicznych, takich jak szpitale uniwersyteckie, których misja badawcza jest określona w prawie krajowym (art. 6 ust. 1 lit. e, art. 6 ust. 3). Raportowanie bezpieczeństwa, archiwizacja i inspekcje opierają się na **obowiązku prawnym** (art. 6 ust. 1 lit. c) w połączeniu z art. 9 ust. 2 lit. i. Zgoda nie jest więc jedyną podstawą przetwarzania danych z badania, a podpis na ICF nie jest zgodą w rozumieniu RODO na wszystkie operacje.

## Pięć elementów ważnej zgody

Jeżeli podstawą prawną w rozumieniu RODO jest zgoda, jest ona ważna tylko wtedy, gdy ma wszystkie **pięć elementów** określonych w **art. 4 pkt 11** i **art. 7**:

- **Dobrowolna**: osoba ma rzeczywisty wybór i może odmówić bez negatywnych konsekwencji.
- **Konkretna**: dotyczy jasno określonego celu, a na każdy odrębny cel udzielana jest odrębna zgoda.
- **Świadoma**: osoba wie, kto jest administratorem, co stanie się z danymi i że zgodę można wycofać.
- **Jednoznaczna**: nie ma wątpliwości, że osoba wyraziła zgodę.
- **Wyrażona wyraźnym działaniem potwierdzającym**: w formie oświadczenia lub celowego działania, takiego jak zaznaczenie pustego pola lub złożenie podpisu.

**Milczenie, brak aktywności i wstępnie zaznaczone pola nie oznaczają zgody** (motyw 32). Udział w wizytach badania nie oznacza zgody na nic ponad to, na co osoba rzeczywiście się zgodziła.

## Wyraźna zgoda i jej wykazanie

W przypadku danych dotyczących zdrowia i danych genetycznych zgoda wykorzystywana jako warunek z art. 9 musi być **wyraźna** (art. 9 ust. 2 lit. a): wymaga wyraźnego oświadczenia, zwykle podpisu lub odrębnego kliknięcia potwierdzającego. Administrator musi być w stanie **wykazać** udzielenie zgody (art. 7 ust. 1). Dla każdego uczestnika należy przechowywać:

- **wersję** użytego formularza zgody;
- **datę** wyrażenia zgody;
- informację, **kto** odebrał zgodę.

Jeżeli prośba o zgodę jest częścią dłuższego dokumentu, takiego jak ICF, musi być **wyraźnie odróżnialna** od pozostałych kwestii, mieć zrozumiałą i łatwo dostępną formę oraz być sformułowana **jasnym i prostym językiem** (art. 7 ust. 2).

## Kiedy zgoda nie jest dobrowolna

Zgoda nie jest dobrowolna, a zatem nie jest ważna, gdy:

- istnieje **wyraźna nierównowaga sił** między osobą a administratorem (motyw 43);
- odmowa lub wycofanie zgody wiązałyby się dla osoby z **negatywnymi konsekwencjami** (motyw 42);
- jest **powiązana** z czymś innym, na przykład gdy wykonanie usługi lub udział w badaniu uzależnia się od zgody na przetwarzanie, które nie jest do tego niezbędne (art. 7 ust. 4).

W badaniach klinicznych oznacza to, że **opcjonalne elementy dodatkowe**, takie jak podbadanie genetyczne, przyszłe badania czy ponowny kontakt, muszą być przedmiotem **odrębnych zgód (opt-in)**. Odmowa nie może wpływać na udział w głównym badaniu. Pobrania materiału genetycznego na potrzeby opcjonalnego podbadania w żadnym wypadku nie można uczynić warunkiem włączenia do badania.

## Projektowanie procesu e-zgody

- Główne badanie i każdy opcjonalny cel należy przedstawić na **odrębnych ekranach** lub w odrębnych sekcjach.
- Dla każdego opcjonalnego celu należy stosować **niezaznaczone** pola lub odrębne przyciski; odpowiedź „tak” nie może być wybrana z góry.
- Należy pisać **prostym językiem** i unikać żargonu prawniczego.
- Przed udzieleniem zgody trzeba jasno poinformować, że można ją **wycofać w dowolnym momencie**, oraz w jaki sposób.
- Wersję formularza, datę, godzinę i tożsamość osoby odbierającej zgodę należy rejestrować w ścieżce audytu.
- Niezależnie od podstawy prawnej należy przekazać informacje wymagane przez art. 13 (zob. niżej).

## Wycofanie zgody

Uczestnik może **wycofać zgodę w dowolnym momencie**, a wycofanie zgody musi być **równie łatwe jak jej wyrażenie**. O tym prawie należy poinformować przed wyrażeniem zgody. Wycofanie zgody **nie** wpływa na zgodność z prawem przetwarzania, którego dokonano wcześniej (art. 7 ust. 3). Uczestnik, który wyraził zgodę kliknięciem lub podpisem, może ją wycofać e-mailem, telefonicznie lub osobiście w ośrodku; nie można żądać pisemnego, uzasadnionego pisma.

To, co dzieje się z danymi, zależy od podstawy prawnej:

- **Jeżeli podstawą jest zgoda**, przetwarzanie oparte na zgodzie ustaje.
- Dane mogą być przechowywane wyłącznie na **innej podstawie prawnej**, na przykład na podstawie obowiązku prawnego w zakresie raportowania bezpieczeństwa i archiwizacji.
- Ta inna podstawa musi zostać **określona i ujawniona z góry**. Nie można jej podstawić później: po wycofaniu zgody nie można po prostu przejść na prawnie uzasadnione interesy (wytyczne EROD 05/2020).

Niezależnie od tego, gdy uczestnik **rezygnuje z udziału w badaniu**, CTR stanowi, że wycofanie świadomej zgody nie wpływa na działania już przeprowadzone ani na wykorzystanie danych uzyskanych przed jej wycofaniem (art. 28 ust. 3 CTR). **Zbieranie nowych danych ustaje.**

**Danych dotyczących bezpieczeństwa nie usuwa się** po wycofaniu zgody. Zgłoszenia zdarzeń niepożądanych są przetwarzane na podstawie obowiązku prawnego w połączeniu z art. 9 ust. 2 lit. i, a podstawową dokumentację badania klinicznego należy przechowywać przez co najmniej 25 lat (art. 58 CTR).

## Wtórne wykorzystanie danych i biobankowanie

Prosząc o zgodę na udział w badaniu, sponsor może również poprosić uczestnika o zgodę na wykorzystanie danych **poza protokołem**, **wyłącznie do celów naukowych**; zgodę tę można wycofać w dowolnym momencie (art. 28 ust. 2 CTR). Motyw 33 przyjmuje, że w chwili zbierania danych często nie da się w pełni określić celów badań naukowych, i dopuszcza zgodę na **określone obszary badań**, np. biobankowanie na potrzeby badań nad nowotworami, jeżeli przestrzegane są uznane standardy etyczne. Zgoda nie obejmuje jednak dowolnego późniejszego celu: cel spoza uzgodnionego obszaru należy ocenić odrębnie, wspólnie z inspektorem ochrony danych, zanim jakiekolwiek dane zostaną do niego wykorzystane.

## Uczestnicy szczególnie narażeni

- W przypadku **małoletnich** i **osób dorosłych niezdolnych do wyrażenia zgody** zgody udziela **przedstawiciel ustawowy**, a uczestnik jest w miarę możliwości włączany w podejmowanie decyzji (art. 31–32 CTR).
- W **sytuacjach nagłych**, gdy pacjent nie może wyrazić zgody, a z przedstawicielem ustawowym nie można skontaktować się na czas, CTR dopuszcza najpierw włączenie do badania, a zgodę **później**, od pacjenta lub przedstawiciela, na ścisłych warunkach art. 35 CTR, jeżeli przewiduje to zatwierdzony protokół.
- Określony w RODO wiek **16** lat (który państwa członkowskie mogą obniżyć do 13 lat) dotyczy wyłącznie zgody dziecka w odniesieniu do **usług społeczeństwa informacyjnego** (art. 8 ust. 1). Nie reguluje on włączania małoletnich do badań klinicznych, nawet jeśli używana jest aplikacja do e-zgody.

## Przejrzystość niezależnie od podstawy

W chwili zbierania danych uczestnicy muszą otrzymać informacje wymienione w **art. 13**: tożsamość administratora i dane kontaktowe inspektora ochrony danych, cele i podstawę prawną, odbiorców, przekazywanie danych poza UE, okresy przechowywania, przysługujące im prawa oraz prawo wniesienia skargi do organu nadzorczego. Obowiązek przejrzystości ma zastosowanie bez względu na to, czy podstawą jest zgoda, zadanie realizowane w interesie publicznym, prawnie uzasadnione interesy czy obowiązek prawny.

## Najważniejsze wnioski

- Świadoma zgoda na podstawie CTR i zgoda w rozumieniu RODO to **dwie różne rzeczy**; podpis na ICF nie jest automatycznie podstawą prawną.
- Ważna zgoda ma **pięć elementów**: jest dobrowolna, konkretna, świadoma, jednoznaczna i wyrażona wyraźnym działaniem potwierdzającym.
- Wyraźna zgoda jest wymagana, gdy zgoda stanowi warunek z art. 9 dla danych dotyczących zdrowia lub danych genetycznych, i trzeba umieć ją wykazać.
- Opcjonalne elementy dodatkowe to **odrębne, niezaznaczone zgody (opt-in)**, które nie wpływają na udział w głównym badaniu.
- Zgodę można wycofać w każdej chwili, równie łatwo, jak się jej udziela; wycofanie kończy przetwarzanie oparte na zgodzie, ale nie usuwa danych dotyczących bezpieczeństwa przechowywanych na podstawie obowiązku prawnego.`,
  },

  questions: [
    {
      id: 9,
      question:
        "W projekcie e-zgody przygotowanym przez dostawcę opcja „Zgadzam się, aby moje próbki i dane były wykorzystywane w przyszłych badaniach nad nowotworami” ma już zaznaczone pole. Uczestnicy mogą je odznaczyć przed podpisaniem. Czy jest to ważna zgoda na udział w biobanku?",
      options: [
        "Tak: uczestnicy mogą odznaczyć pole, więc każdy, kto pozostawi je zaznaczone, zdecydował się wziąć udział.",
        "Tak, pod warunkiem że biobank zostanie opisany prostym językiem bezpośrednio obok pola.",
        "Nie: wstępnie zaznaczone pole nie jest wyraźnym działaniem; uczestnik musi sam zaznaczyć puste pole.",
        "Nie: zgoda na przyszłe badania jest nieważna z zasady, bo ich celów nie da się ustalić z góry.",
      ],
      correctAnswer: 2,
      explanation:
        "Ważna zgoda wymaga oświadczenia lub wyraźnego działania potwierdzającego (art. 4 pkt 11), a zgodnie z motywem 32 wstępnie zaznaczone pola i milczenie nie oznaczają zgody. Zgoda na przyszłe badania jest możliwa: motyw 33 dopuszcza zgodę na określone obszary badań, np. biobank, z zachowaniem standardów etycznych, ale musi ona zostać wyrażona przez aktywne zaznaczenie pustego pola.",
    },
    {
      id: 10,
      question:
        "Ośrodek informuje pacjentów, że mogą wziąć udział w głównym badaniu onkologicznym tylko wtedy, gdy zgodzą się również na opcjonalne podbadanie farmakogenetyczne. Na czym polega problem?",
      options: [
        "Zgoda na podbadanie nie jest dobrowolna, ponieważ zależy od niej włączenie do głównego badania.",
        "Nie ma problemu, jeżeli podbadanie opisano prostym językiem i zebrano wyraźną zgodę na analizę DNA.",
        "Podbadanie trzeba wycofać: badań genetycznych w ogóle nie wolno proponować obok badania terapeutycznego.",
        "To jedynie luka w dokumentacji: ICF musi wyjaśniać, dlaczego podbadanie jest potrzebne w głównym badaniu.",
      ],
      correctAnswer: 0,
      explanation:
        "Zgoda powiązana z czymś innym albo taka, której odmowa wiąże się z negatywnymi konsekwencjami, nie jest dobrowolna (art. 7 ust. 4, motyw 42), a wyraźne sformułowanie tego nie naprawia. Opcjonalne elementy dodatkowe, takie jak podbadania genetyczne, muszą być przedmiotem odrębnych zgód, a odmowa nie może wpływać na udział w głównym badaniu. Podbadania genetyczne są dopuszczalne; błędem jest uzależnienie od nich udziału.",
    },
    {
      id: 11,
      question:
        "Pielęgniarka badawcza twierdzi: „Uczestniczka podpisała formularz świadomej zgody na podstawie rozporządzenia w sprawie badań klinicznych, więc ten podpis jest naszą zgodą w rozumieniu RODO na całe przetwarzanie jej danych”. Co jest prawdą?",
      options: [
        "To prawda: podpisana zgoda na podstawie CTR jest zgodą wyraźną, więc obejmuje całe przetwarzanie danych z badania.",
        "To prawda, jeżeli formularz podpisano po rozmowie z wykwalifikowanym członkiem zespołu badawczego.",
        "To nieprawda tylko w odniesieniu do danych o bezpieczeństwie; dla pozostałych danych podpis na ICF jest zgodą w rozumieniu RODO.",
        "To nieprawda: zgoda na podstawie CTR chroni uczestników, ale nie jest automatycznie podstawą prawną w rozumieniu RODO.",
      ],
      correctAnswer: 3,
      explanation:
        "Świadoma zgoda na podstawie CTR (art. 28–29 CTR) jest wymogiem służącym ochronie uczestnika i nie jest automatycznie podstawą prawną w rozumieniu RODO (opinia EROD 3/2019; motyw 161). Wielu sponsorów opiera przetwarzanie do celów badawczych na zadaniu realizowanym w interesie publicznym lub na prawnie uzasadnionych interesach w połączeniu z art. 9 ust. 2 lit. i lub j, a przetwarzanie danych o bezpieczeństwie na obowiązku prawnym, niezależnie od treści ICF.",
    },
    {
      id: 12,
      question:
        "Uczestniczka pisze e-mail do ośrodka w Lyonie: „Nie chcę już brać udziału w badaniu i wycofuję zgodę”. Ośrodek odpowiada, że wycofanie zgody przyjmuje wyłącznie w formie podpisanego pisma z uzasadnieniem. Czy ośrodek ma rację?",
      options: [
        "Tak: podpisane oświadczenie o wycofaniu jest potrzebne do dokumentacji badania, a uzasadnienie pomaga w ocenie bezpieczeństwa.",
        "Nie: może ona wycofać zgodę w dowolnym momencie, a wycofanie musi być równie łatwe jak jej wyrażenie.",
        "Nie, ale e-mail musi zostać potwierdzony podczas jej następnej wizyty, zanim wycofanie zacznie wywoływać skutki.",
        "Tak, jeżeli w ICF zastrzeżono formę pisemną dla wycofania zgody, jak robi to wiele formularzy.",
      ],
      correctAnswer: 1,
      explanation:
        "Art. 7 ust. 3 pozwala wycofać zgodę w dowolnym momencie i wymaga, aby jej wycofanie było równie łatwe jak jej wyrażenie, dlatego e-mail uczestniczki jest skuteczny z chwilą doręczenia. Ośrodek może odnotować go w dokumentacji i może zapytać, bez nalegania, czy uczestniczka nadal przyjdzie na wizytę kontrolną dotyczącą bezpieczeństwa.",
    },
    {
      id: 13,
      question:
        "Badanie dotyczące leczenia udaru w sytuacjach nagłych ma zatwierdzony protokół dla pacjentów, którzy nie mogą wyrazić zgody. Pacjentka zostaje przywieziona nieprzytomna w oknie terapeutycznym, a z nikim z rodziny nie można skontaktować się na czas. Badacz pyta, na co pozwala CTR.",
      options: [
        "Włączenie teraz, jeżeli spełnione są warunki art. 35 CTR, a zgody należy następnie zasięgnąć od niej lub przedstawiciela.",
        "Brak włączenia: bez uprzedniej pisemnej zgody pacjentki lub jej przedstawiciela nie można jej włączyć w żadnym wypadku.",
        "Włączenie na podstawie przesłanki żywotnych interesów z RODO, po którym niczyja zgoda nie jest już potrzebna.",
        "Włączenie, jeżeli zgodzi się drugi lekarz, a komisja bioetyczna zostanie poinformowana zamiast późniejszego uzyskania zgody.",
      ],
      correctAnswer: 0,
      explanation:
        "Art. 35 CTR pozwala w badaniu prowadzonym w sytuacjach nagłych włączyć pacjenta, który nie może wyrazić zgody, gdy w oknie terapeutycznym nie można skontaktować się z przedstawicielem ustawowym, na ścisłych warunkach tego artykułu i zgodnie z zatwierdzonym protokołem; zgody zasięga się następnie od przedstawiciela lub pacjenta tak szybko, jak to możliwe. Żywotne interesy to przesłanka z RODO, a nie zgoda na podstawie CTR.",
    },
    {
      id: 14,
      question:
        "Biobank przetwarza dane na podstawie zgody, którą uczestniczka właśnie wycofała. Kierownik projektu proponuje dalsze wykorzystywanie jej danych w biobanku na podstawie prawnie uzasadnionych interesów. Co jest prawdą?",
      options: [
        "Tak, jeżeli udokumentowano test równowagi interesów, a uczestniczkę poinformowano o nowej podstawie w ciągu miesiąca.",
        "Nie, ponieważ prawnie uzasadnione interesy w żadnym przypadku nie mogą być podstawą przetwarzania danych o zdrowiu w badaniach.",
        "Częściowo: nowe próbki nie są pobierane, ale przechowywane dane mogą być dalej wykorzystywane na podstawie prawnie uzasadnionych interesów.",
        "Nie: przetwarzanie oparte na jej zgodzie ustaje, a nowej podstawy nie można podstawić później.",
      ],
      correctAnswer: 3,
      explanation:
        "Po wycofaniu zgody przetwarzanie na niej oparte musi ustać (art. 7 ust. 3). Dane mogą być przechowywane wyłącznie na innej podstawie, która została określona i ujawniona z góry, np. na podstawie obowiązku prawnego w zakresie bezpieczeństwa i archiwizacji; późniejsza zmiana podstawy jest niedopuszczalna (wytyczne EROD 05/2020). Prawnie uzasadnione interesy w połączeniu z art. 9 ust. 2 lit. j mogą być podstawą badań, ale tylko wtedy, gdy wybrano je i ujawniono przed rozpoczęciem przetwarzania.",
    },
    {
      id: 15,
      question:
        "Koordynator twierdzi, że skoro to państwo członkowskie obniżyło określony w art. 8 RODO wiek zgody do 13 lat, 15-latka może samodzielnie zapisać się do badania pediatrycznego za pośrednictwem aplikacji do e-zgody. Czy ma rację?",
      options: [
        "Tak: aplikacja jest usługą online, więc włączenie reguluje art. 8 i jej własna zgoda wystarcza.",
        "Nie: art. 8 dotyczy tylko usług online; zgody udziela przedstawiciel ustawowy, a ona jest włączana w decyzję.",
        "Tak, pod warunkiem że rodzic zostanie poinformowany po włączeniu i nie wniesie sprzeciwu w ciągu dwóch tygodni.",
        "Nie: w wieku 15 lat jest za młoda, by w ogóle uczestniczyć w decyzji, więc decydują wyłącznie rodzice.",
      ],
      correctAnswer: 1,
      explanation:
        "Określony w RODO wiek 16 lat, który państwa członkowskie mogą obniżyć do 13 lat, dotyczy wyłącznie zgody dziecka w odniesieniu do usług społeczeństwa informacyjnego (art. 8 ust. 1). Zgodnie z art. 31–32 CTR zgody w imieniu małoletniego udziela przedstawiciel ustawowy, a małoletni jest włączany w podejmowanie decyzji w stopniu, na jaki pozwala jego zdolność rozumienia.",
    },
    {
      id: 16,
      question:
        "Szpital uniwersytecki, będący podmiotem publicznym, jest sponsorem niekomercyjnego badania klinicznego; prawo krajowe zalicza badania naukowe do jego zadań realizowanych w interesie publicznym. W projekcie klauzuli informacyjnej jako podstawę prawną w rozumieniu RODO wskazano podpisaną zgodę uczestników. Która podstawa jest właściwsza?",
      options: [
        "Zgoda, jak w projekcie: CTR i tak wymaga świadomej zgody, więc jest ona także najbezpieczniejszą podstawą w RODO.",
        "Prawnie uzasadnione interesy (art. 6 ust. 1 lit. f), typowa podstawa przetwarzania do celów badawczych u każdego sponsora.",
        "Zadanie realizowane w interesie publicznym (art. 6 ust. 1 lit. e) oparte na tym prawie krajowym, z art. 9 ust. 2 lit. j.",
        "Obowiązek prawny (art. 6 ust. 1 lit. c), ponieważ szpital publiczny działa na podstawie prawa krajowego w całej swojej działalności.",
      ],
      correctAnswer: 2,
      explanation:
        "Zadanie realizowane w interesie publicznym wymaga podstawy w prawie Unii lub prawie państwa członkowskiego (art. 6 ust. 3), którą zapewnia ustawowy mandat badawczy szpitala; art. 9 ust. 2 lit. j również wymaga takiego przepisu (opinia EROD 3/2019). Organy publiczne nie mogą powoływać się na prawnie uzasadnione interesy przy wykonywaniu swoich zadań (art. 6 ust. 1 akapit drugi), badania naukowe nie są obowiązkiem prawnym, a zgoda na podstawie CTR nie jest automatycznie podstawą w rozumieniu RODO.",
    },
  ],
};
