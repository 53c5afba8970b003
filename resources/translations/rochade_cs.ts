<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>BoardSquareNames</name>
    <message>
        <source>white pawn</source>
        <translation>bílý pěšec</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>černý pěšec</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>bílý jezdec</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>černý jezdec</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>bílý střelec</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>černý střelec</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>bílá věž</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>černá věž</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>bílá dáma</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>černá dáma</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>bílý král</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>černý král</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A square for screen readers: &quot;e4, white pawn&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>An empty square for screen readers: &quot;e5, empty&quot;</extracomment>
        <translation>%1, prázdné</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>vybráno</translation>
    </message>
    <message>
        <source>legal target</source>
        <translation>možné cílové pole</translation>
    </message>
    <message>
        <source>; selected: %1</source>
        <translation>; vybráno: %1</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, vybráno</translation>
    </message>
    <message>
        <source>. Arrow keys move, Space or Enter selects and moves, Esc cancels.</source>
        <translation>. Šipky posouvají, mezerník nebo Enter vybírá a táhne, Esc ruší.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Walnut</source>
        <translation>Ořech</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Moře</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Louka</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Vysoký kontrast</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Rochade, a chess application.</source>
        <translation>Rochade, šachová aplikace.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Soubor PGN k otevření.</translation>
    </message>
</context>
<context>
    <name>DrawNegotiation</name>
    <message>
        <source>The computer has not answered your draw offer yet.</source>
        <translation>Počítač na vaši nabídku remízy ještě neodpověděl.</translation>
    </message>
    <message>
        <source>You offer a draw: the computer answers with its move.</source>
        <translation>Nabízíte remízu: počítač odpoví svým tahem.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer…</source>
        <translation>Počítač zvažuje vaši nabídku remízy…</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>Po %1 můžete požadovat remízu. Zahrát %1 a požadovat remízu?</translation>
    </message>
</context>
<context>
    <name>GameBrowser</name>
    <message>
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Zobrazen tah %1 — partie po něm pokračuje.</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game.</source>
        <translation>Není co vrátit: toto je začátek partie.</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer&apos;s first move opened the game.</source>
        <translation>Není co vrátit: partii zahájil první tah počítače.</translation>
    </message>
    <message>
        <source>Took back the computer&apos;s reply and your move.</source>
        <translation>Vrácena odpověď počítače i váš tah.</translation>
    </message>
    <message>
        <source>Took back one move.</source>
        <translation>Vrácen jeden tah.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Není co zopakovat.</translation>
    </message>
    <message>
        <source>Replayed.</source>
        <translation>Zopakováno.</translation>
    </message>
    <message>
        <source>Viewing a side line at move %1 — the game goes on elsewhere.</source>
        <translation>Zobrazena vedlejší varianta u tahu %1 — partie pokračuje jinde.</translation>
    </message>
</context>
<context>
    <name>GameStatusText</name>
    <message>
        <source>The computer is thinking…</source>
        <translation>Počítač přemýšlí…</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Jste na tahu.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Na tahu: %1.</translation>
    </message>
    <message>
        <source>Check! </source>
        <translation>Šach! </translation>
    </message>
    <message>
        <source>The position has occurred three times: you may claim a draw.</source>
        <translation>Pozice nastala potřetí: můžete požadovat remízu.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move: you may claim a draw.</source>
        <translation>Padesát tahů bez braní a tahu pěšcem: můžete požadovat remízu.</translation>
    </message>
    <message>
        <source>White wins by checkmate.</source>
        <translation>Bílý vyhrává matem.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Černý vyhrává matem.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Remíza patem.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Remíza podle pravidla 75 tahů.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Remíza pětinásobným opakováním pozice.</translation>
    </message>
    <message>
        <source>Draw: neither side has enough material to mate.</source>
        <translation>Remíza: ani jedna strana nemá dost materiálu na mat.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule (claimed).</source>
        <translation>Remíza podle pravidla 50 tahů (na požádání).</translation>
    </message>
    <message>
        <source>Draw by threefold repetition (claimed).</source>
        <translation>Remíza trojím opakováním pozice (na požádání).</translation>
    </message>
    <message>
        <source>Black resigns: White wins.</source>
        <translation>Černý se vzdává: bílý vyhrává.</translation>
    </message>
    <message>
        <source>White resigns: Black wins.</source>
        <translation>Bílý se vzdává: černý vyhrává.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remíza dohodou.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out: White wins on time.</source>
        <translation>Černému vypršel čas: bílý vyhrává na čas.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out: Black wins on time.</source>
        <translation>Bílému vypršel čas: černý vyhrává na čas.</translation>
    </message>
    <message>
        <source>A flag has fallen, but the other side cannot mate: a draw.</source>
        <translation>Čas vypršel, ale soupeř nemůže dát mat: remíza.</translation>
    </message>
    <message>
        <source>A draw, as the record says.</source>
        <translation>Remíza, jak uvádí záznam partie.</translation>
    </message>
    <message>
        <source>White wins, as the record says.</source>
        <translation>Bílý vyhrává, jak uvádí záznam partie.</translation>
    </message>
    <message>
        <source>Black wins, as the record says.</source>
        <translation>Černý vyhrává, jak uvádí záznam partie.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by the fifty-move rule may be claimed.</source>
        <translation>Partie pokračuje; lze požadovat remízu podle pravidla 50 tahů.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by threefold repetition may be claimed.</source>
        <translation>Partie pokračuje; lze požadovat remízu kvůli trojímu opakování pozice.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Partie pokračuje.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00), but Black cannot mate: a draw.</source>
        <translation>Bílému vypršel čas (0:00), ale černý nemůže dát mat: remíza.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00), but White cannot mate: a draw.</source>
        <translation>Černému vypršel čas (0:00), ale bílý nemůže dát mat: remíza.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00): Black wins on time.</source>
        <translation>Bílému vypršel čas (0:00): černý vyhrává na čas.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00): White wins on time.</source>
        <translation>Černému vypršel čas (0:00): bílý vyhrává na čas.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: neither side can force mate.</source>
        <translation>Počítač přijímá vaši nabídku remízy: žádná strana nemůže vynutit mat.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: it thinks it is clearly worse.</source>
        <translation>Počítač přijímá vaši nabídku remízy: svou pozici považuje za jasně horší.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: a level ending without pawns is a draw.</source>
        <translation>Počítač přijímá vaši nabídku remízy: vyrovnaná koncovka bez pěšců je remíza.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it is still the opening.</source>
        <translation>Počítač odmítá vaši nabídku remízy: je teprve zahájení.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks it is better.</source>
        <translation>Počítač odmítá vaši nabídku remízy: svou pozici považuje za lepší.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks the position is level enough to play on.</source>
        <translation>Počítač odmítá vaši nabídku remízy: pozice je podle něj dost vyrovnaná, aby se hrálo dál.</translation>
    </message>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Prohlížíte si tah %1: pro další hru se vraťte k partii.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Partie skončila: %1 Začněte novou partii nebo vraťte tah.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer.</source>
        <translation>Počítač zvažuje vaši nabídku remízy.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Nejste na tahu: počítač přemýšlí.</translation>
    </message>
    <message>
        <source>The game is paused: press P to resume.</source>
        <translation>Partie je pozastavena: pokračujte stiskem P.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Zahájení</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>First moves</source>
        <translation>První tahy</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Lehká</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Plná síla</translation>
    </message>
    <message>
        <source>Full strength: no caps, uses whatever time the clock or the caller allows.</source>
        <translation>Plná síla: bez omezení, využije tolik času, kolik dovolí hodiny nebo volající.</translation>
    </message>
    <message>
        <source>Takes the time its clock allows, or thinks until told to move.</source>
        <translation>Bere si tolik času, kolik mu dovolí hodiny, nebo přemýšlí, dokud nemá táhnout.</translation>
    </message>
    <message>
        <source>A newcomer with a few games behind it: sees little beyond its next move and the captures that follow, and often picks a weaker move.</source>
        <translation>Nováček s několika odehranými partiemi: vidí jen o málo víc než svůj další tah a braní, která po něm následují, a často volí slabší tah.</translation>
    </message>
    <message>
        <source>A learner: looks only a move or two ahead and picks freely among reasonable moves, with no plan; it guards its pieces against simple captures and always takes a mate in one.</source>
        <translation>Učící se hráč: dívá se jen tah nebo dva dopředu a volně vybírá mezi rozumnými tahy, bez plánu; chrání své kameny před jednoduchým braním a vždy dá mat jedním tahem, když může.</translation>
    </message>
    <message>
        <source>A casual player: sees simple threats and sometimes settles for a slightly weaker move.</source>
        <translation>Příležitostný hráč: vidí jednoduché hrozby a občas se spokojí s o něco slabším tahem.</translation>
    </message>
    <message>
        <source>A club player on a quick day: looks a few moves ahead and varies only between moves of nearly equal value.</source>
        <translation>Klubový hráč, který hraje rychle: dívá se několik tahů dopředu a střídá jen tahy téměř stejné hodnoty.</translation>
    </message>
    <message>
        <source>A solid club player: looks further ahead and rarely strays from its best move.</source>
        <translation>Solidní klubový hráč: dívá se dál dopředu a od svého nejlepšího tahu se odchyluje jen zřídka.</translation>
    </message>
    <message>
        <source>A strong club player: always plays the best move it finds in a short think.</source>
        <translation>Silný klubový hráč: vždy zahraje nejlepší tah, který najde po krátkém přemýšlení.</translation>
    </message>
    <message>
        <source>A tournament player: thinks longer than Hard before each move.</source>
        <translation>Turnajový hráč: před každým tahem přemýšlí déle než úroveň „Těžká“.</translation>
    </message>
    <message>
        <source>A seasoned tournament player: thinks longer still before each move.</source>
        <translation>Zkušený turnajový hráč: před každým tahem přemýšlí ještě déle.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Úroveň %1</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Úroveň %1: %2</translation>
    </message>
    <message>
        <source>Plays at about %1 Elo.</source>
        <translation>Hraje zhruba na %1 Elo.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: looks at its own move and what can be taken back at once, often leaves a piece where it can be taken, overlooks threats and now and then a mate in one, and likes to bring its pieces out.</source>
        <translation>Soupeř pro první partii: dívá se jen na svůj tah a na to, co lze hned vzít zpět, často nechá figuru tam, kde ji lze vzít, přehlíží hrozby a tu a tam i mat jedním tahem a rád vyvíjí své figury.</translation>
    </message>
    <message>
        <source>Replies within %1 seconds, sooner when the move is forced.</source>
        <translation>Odpovídá nejvýše do %1 sekundy, u vynuceného tahu dříve.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Nováček</translation>
    </message>
    <message>
        <source>Has just learned the rules and played a few games: looks at its own move and what can be taken back at once, now and then leaves a piece where it can be taken or overlooks a threat, and brings its pieces out.</source>
        <translation>Právě se naučil pravidla a odehrál pár partií: dívá se na svůj tah a na to, co lze hned vzít zpět, tu a tam nechá figuru tam, kde ji lze vzít, nebo přehlédne hrozbu, a vyvíjí své figury.</translation>
    </message>
    <message>
        <source>Leaves a piece hanging several times a game</source>
        <translation>Několikrát za partii nechá viset figuru</translation>
    </message>
    <message>
        <source>Leaves a piece hanging about once a game</source>
        <translation>Zhruba jednou za partii nechá viset figuru</translation>
    </message>
    <message>
        <source>Leaves a piece hanging every few games</source>
        <translation>Jednou za několik partií nechá viset figuru</translation>
    </message>
    <message>
        <source>Rarely leaves a piece hanging</source>
        <translation>Jen zřídka nechá viset figuru</translation>
    </message>
    <message>
        <source>misses a mate in one several times a game</source>
        <translation>několikrát za partii přehlédne mat jedním tahem</translation>
    </message>
    <message>
        <source>misses a mate in one about once a game</source>
        <translation>zhruba jednou za partii přehlédne mat jedním tahem</translation>
    </message>
    <message>
        <source>misses a mate in one now and then</source>
        <translation>tu a tam přehlédne mat jedním tahem</translation>
    </message>
    <message>
        <source>rarely misses a mate in one</source>
        <translation>jen zřídka přehlédne mat jedním tahem</translation>
    </message>
    <message>
        <source>blunders several times a game</source>
        <translation>několikrát za partii udělá hrubou chybu</translation>
    </message>
    <message>
        <source>blunders about once a game</source>
        <translation>zhruba jednou za partii udělá hrubou chybu</translation>
    </message>
    <message>
        <source>blunders every few games</source>
        <translation>jednou za několik partií udělá hrubou chybu</translation>
    </message>
    <message>
        <source>rarely blunders</source>
        <translation>jen zřídka udělá hrubou chybu</translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <extracomment>The three clauses of a level&apos;s mistakes: hanging pieces, missed mates, blunders.</extracomment>
        <translation>%1; %2; %3.</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Mírně pokročilý</translation>
    </message>
    <message>
        <source>Knows the rules and has a few dozen games behind it: usually looks at its move and the captures that follow, but now and then moves at first sight and leaves a piece where it can be taken or overlooks a threat.</source>
        <translation>Zná pravidla a má za sebou pár desítek partií: obvykle se podívá na svůj tah a na braní, která následují, ale tu a tam táhne na první pohled a nechá figuru tam, kde ji lze sebrat, nebo přehlédne hrozbu.</translation>
    </message>
    <message>
        <source>A strong tournament player: thinks longer than level 7 before each move.</source>
        <translation>Silný turnajový hráč: před každým tahem přemýšlí déle než úroveň 7.</translation>
    </message>
</context>
<context>
    <name>MoveExplainer</name>
    <message>
        <source>pawn</source>
        <translation>pěšec</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>jezdec</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>střelec</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>věž</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>kingside</source>
        <translation>malou</translation>
    </message>
    <message>
        <source>queenside</source>
        <translation>velkou</translation>
    </message>
    <message>
        <source>You can no longer castle %1: the king or that rook has moved</source>
        <translation>Už nemůžete provést %1 rošádu: král nebo tato věž již táhli</translation>
    </message>
    <message>
        <source>You cannot castle %1 yet: the squares between king and rook must be empty</source>
        <translation>Zatím nemůžete provést %1 rošádu: pole mezi králem a věží musí být volná</translation>
    </message>
    <message>
        <source>You cannot castle out of check</source>
        <translation>Když jste v šachu, nemůžete provést rošádu</translation>
    </message>
    <message>
        <source>You cannot castle %1: the king would cross the attacked square %2</source>
        <translation>Nemůžete provést %1 rošádu: král by přešel přes napadené pole %2</translation>
    </message>
    <message>
        <source>You cannot castle %1: your king would be in check</source>
        <translation>Nemůžete provést %1 rošádu: váš král by byl v šachu</translation>
    </message>
    <message>
        <source>the way is blocked by %1</source>
        <translation>cestu blokuje %1</translation>
    </message>
    <message>
        <source>a knight cannot move like that (it jumps in an L shape)</source>
        <translation>jezdec takto táhnout nemůže (skáče do tvaru písmene L)</translation>
    </message>
    <message>
        <source>a bishop moves only diagonally</source>
        <translation>střelec táhne jen diagonálně</translation>
    </message>
    <message>
        <source>a rook moves only along ranks and files</source>
        <translation>věž táhne jen po řadách a sloupcích</translation>
    </message>
    <message>
        <source>a queen moves along ranks, files and diagonals</source>
        <translation>dáma táhne po řadách, sloupcích a diagonálách</translation>
    </message>
    <message>
        <source>a king moves one square at a time (to castle, move it two squares or onto its rook)</source>
        <translation>král táhne vždy jen o jedno pole (pro rošádu s ním táhněte o dvě pole nebo na jeho věž)</translation>
    </message>
    <message>
        <source>a pawn moves only forward</source>
        <translation>pěšec táhne jen dopředu</translation>
    </message>
    <message>
        <source>a pawn cannot capture straight ahead</source>
        <translation>pěšec nemůže brát přímo vpřed</translation>
    </message>
    <message>
        <source>a pawn moves two squares only from its starting square</source>
        <translation>pěšec táhne o dvě pole jen ze svého výchozího pole</translation>
    </message>
    <message>
        <source>a pawn moves one square forward (two from its starting square)</source>
        <translation>pěšec táhne o jedno pole vpřed (ze svého výchozího pole o dvě)</translation>
    </message>
    <message>
        <source>a pawn moves diagonally only to capture</source>
        <translation>pěšec táhne šikmo jen při braní</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures diagonally</source>
        <translation>pěšec táhne rovně vpřed a bere šikmo</translation>
    </message>
    <message>
        <source>Castle kingside</source>
        <translation>Malá rošáda</translation>
    </message>
    <message>
        <source>Castle queenside</source>
        <translation>Velká rošáda</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Proměna</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>That square is empty</source>
        <translation>Toto pole je prázdné</translation>
    </message>
    <message>
        <source>Not your piece: it is %1&apos;s turn</source>
        <translation>Není to vaše figura: na tahu je %1</translation>
    </message>
    <message>
        <source>%1 cannot move to %2</source>
        <translation>%1 nemůže táhnout na %2</translation>
    </message>
    <message>
        <source>%1: it is occupied by your own %2</source>
        <translation>%1: stojí tam vaše vlastní figura (%2)</translation>
    </message>
    <message>
        <source>%1: no move can be played now</source>
        <translation>%1: nyní nelze zahrát žádný tah</translation>
    </message>
    <message>
        <source>%1: you must get out of check</source>
        <translation>%1: musíte se dostat ze šachu</translation>
    </message>
    <message>
        <source>%1: your king would be in check there</source>
        <translation>%1: váš král by tam byl v šachu</translation>
    </message>
    <message>
        <source>%1: your king would be in check</source>
        <translation>%1: váš král by byl v šachu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No move can be played now</source>
        <translation>Nyní nelze zahrát žádný tah</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 nemá žádný možný tah</translation>
    </message>
    <message>
        <source>%1 has no legal move: you must get out of check</source>
        <translation>%1 nemá žádný možný tah: musíte se dostat ze šachu</translation>
    </message>
    <message>
        <source>%1 has no legal move: your king would be in check</source>
        <translation>%1 nemá žádný možný tah: váš král by byl v šachu</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pěšec</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Jezdec</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Král</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Geometrická</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>%1 to play: find the winning line</source>
        <translation>%1 na tahu: najděte vítěznou variantu</translation>
    </message>
    <message>
        <source>%1 to play: find the best move</source>
        <translation>%1 na tahu: najděte nejlepší tah</translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and mate in %n</source>
        <translation>
            <numerusform>%1 na tahu dá mat %n tahem</numerusform>
            <numerusform>%1 na tahu dá mat za %n tahy</numerusform>
            <numerusform>%1 na tahu dá mat za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: win at least %2 in %n move(s)</source>
        <translation>
            <numerusform>%1 na tahu: získejte aspoň %2 za %n tah</numerusform>
            <numerusform>%1 na tahu: získejte aspoň %2 za %n tahy</numerusform>
            <numerusform>%1 na tahu: získejte aspoň %2 za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: keep %2 below %3 for %n move(s)</source>
        <translation>
            <numerusform>%1 na tahu: udržte %2 pod %3 po %n tah</numerusform>
            <numerusform>%1 na tahu: udržte %2 pod %3 po %n tahy</numerusform>
            <numerusform>%1 na tahu: udržte %2 pod %3 po %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: hold the draw for %n move(s)</source>
        <translation>
            <numerusform>%1 na tahu: udržte remízu po %n tah</numerusform>
            <numerusform>%1 na tahu: udržte remízu po %n tahy</numerusform>
            <numerusform>%1 na tahu: udržte remízu po %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: equalize in %n move(s)</source>
        <translation>
            <numerusform>%1 na tahu: vyrovnejte za %n tah</numerusform>
            <numerusform>%1 na tahu: vyrovnejte za %n tahy</numerusform>
            <numerusform>%1 na tahu: vyrovnejte za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play: promote a pawn and keep at least %2</source>
        <translation>%1 na tahu: proměňte pěšce a udržte aspoň %2</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 ± %2</source>
        <translation>Váš rating úloh: %1 ± %2</translation>
    </message>
    <message>
        <source>Streak %1 · best %2 · solved %3 of %4</source>
        <translation>Série %1 · nejlepší %2 · vyřešeno %3 z %4</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 z %3</translation>
    </message>
    <message>
        <source>%1 %2 (%3) → %4</source>
        <translation>%1 %2 (%3) → %4</translation>
    </message>
    <message>
        <source>Rated %1 (estimated)</source>
        <translation>Rating %1 (odhad)</translation>
    </message>
    <message>
        <source>Rated %1 (from the file)</source>
        <translation>Rating %1 (ze souboru)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 mates in %2</source>
        <translation>%1: mat za %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Počítač (%1)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nelze otevřít %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a PGN file (%2 MiB).</source>
        <translation>%1 je na soubor PGN příliš velký (%2 MiB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze přečíst %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Řádek %1, sloupec %2: %3</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, tahů: %5</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Externí engine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>kolo %1</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, kolo %2</translation>
    </message>
    <message>
        <source>%1, %2, moves: %3</source>
        <translation>%1, %2, tahů: %3</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>from inaccuracies on</source>
        <translation>od nepřesností</translation>
    </message>
    <message>
        <source>only about blunders</source>
        <translation>jen při hrubých chybách</translation>
    </message>
    <message>
        <source>from mistakes on</source>
        <translation>od chyb</translation>
    </message>
</context>
<context>
    <name>UciStrength</name>
    <message>
        <source>Whether %1 can play weaker is not known yet: Test it under Game ▸ Engines…. Until then it plays at full strength, %2 s per move when there is no clock.</source>
        <translation>Zda %1 umí hrát slaběji, zatím není známo: vyzkoušejte ho v Hra ▸ Enginy…. Do té doby hraje plnou silou, %2 s na tah, když neběží hodiny.</translation>
    </message>
    <message>
        <source>%1 is set to play at about %2 Elo (its UCI_Elo option, %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 je nastaven na sílu asi %2 Elo (jeho volba UCI_Elo, %3–%4) a přemýšlí %5 s na tah, když neběží hodiny.</translation>
    </message>
    <message>
        <source>%1 is set to its Skill Level %2 (of %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 je nastaven na svou úroveň Skill Level %2 (z %3–%4) a přemýšlí %5 s na tah, když neběží hodiny.</translation>
    </message>
    <message>
        <source>%1 offers no way to play weaker: it plays at full strength, and the level only sets its time, %2 s per move when there is no clock.</source>
        <translation>%1 nenabízí žádný způsob, jak hrát slaběji: hraje plnou silou a úroveň určuje jen jeho čas, %2 s na tah, když neběží hodiny.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Hloubka</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Varianta</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianty:</translation>
    </message>
    <message>
        <source>How many of the best lines to show</source>
        <translation>Kolik nejlepších variant zobrazit</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move</source>
        <translation>Dvojklikem na variantu zahrajete její první tah</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines for the position on the board</source>
        <translation>Zobrazit nejlepší varianty enginu pro pozici na šachovnici</translation>
    </message>
    <message>
        <source>Analysis is off</source>
        <translation>Analýza je vypnutá</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Pat</translation>
    </message>
    <message>
        <source>The engine cannot analyse now</source>
        <translation>Engine teď nemůže analyzovat</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyzuji…</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Hloubka %1</translation>
    </message>
    <message>
        <source>A&amp;nalyst:</source>
        <translation>A&amp;nalytik:</translation>
    </message>
    <message>
        <source>Which engine analyses: Rochade&apos;s own or the external engine chosen under Engines</source>
        <translation>Který engine analyzuje: vlastní engine Rochade, nebo externí engine zvolený v nabídce Enginy</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Vestavěný</translation>
    </message>
    <message>
        <source>No analysis</source>
        <translation>Žádná analýza</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>&amp;Analýza</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BackgroundReviewActions</name>
    <message>
        <source>Review my games in the &amp;background</source>
        <translation>Rozebírat mé partie na &amp;pozadí</translation>
    </message>
    <message>
        <source>When you are idle, review your games and add your mistakes to your practice cards</source>
        <translation>Když nic neděláte, rozebrat vaše partie a přidat vaše chyby do cvičných karet</translation>
    </message>
    <message>
        <source>Background review: %1</source>
        <translation>Rozbor na pozadí: %1</translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>To jsou mé partie</translation>
    </message>
    <message numerus="yes">
        <source>Your name is not among the players of %n game(s). Which side did you play?</source>
        <translation>
            <numerusform>Vaše jméno není mezi hráči %n partie. Kterou stranu jste hrál(a)?</numerusform>
            <numerusform>Vaše jméno není mezi hráči %n partií. Kterou stranu jste hrál(a)?</numerusform>
            <numerusform>Vaše jméno není mezi hráči %n partií. Kterou stranu jste hrál(a)?</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>The review of your games stopped; it goes on when Rochade starts again.</source>
        <translation>Rozbor vašich partií se zastavil; bude pokračovat po dalším spuštění Rochade.</translation>
    </message>
    <message>
        <source>Select your games, or enter your name in Preferences.</source>
        <translation>Vyberte své partie, nebo zadejte své jméno v Nastavení.</translation>
    </message>
    <message>
        <source>Reviewing your games: %1 of %2 — &lt;a href=&quot;cancel&quot;&gt;Cancel&lt;/a&gt;</source>
        <translation>Rozbor vašich partií: %1 z %2 — &lt;a href=&quot;cancel&quot;&gt;Zrušit&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your games are reviewed: their mistakes are in your practice cards.</source>
        <translation>Vaše partie jsou rozebrány: jejich chyby jsou ve vašich cvičných kartách.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued before.</source>
        <translation>
            <numerusform>%n partie již byla zařazena.</numerusform>
            <numerusform>%n partie již byly zařazeny.</numerusform>
            <numerusform>%n partií již bylo zařazeno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for review.</source>
        <translation>
            <numerusform>%n partie zařazena k rozboru.</numerusform>
            <numerusform>%n partie zařazeny k rozboru.</numerusform>
            <numerusform>%n partií zařazeno k rozboru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without your name left out.</source>
        <translation>
            <numerusform>%n partie bez vašeho jména vynechána.</numerusform>
            <numerusform>%n partie bez vašeho jména vynechány.</numerusform>
            <numerusform>%n partií bez vašeho jména vynecháno.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::Banner</name>
    <message>
        <source>&amp;Back to game</source>
        <translation>&amp;Zpět k partii</translation>
    </message>
    <message>
        <source>&amp;Claim draw</source>
        <translation>&amp;Požadovat remízu</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>Viewing the start position</source>
        <translation>Zobrazena výchozí pozice</translation>
    </message>
    <message>
        <source>Viewing move %1%2</source>
        <translation>Zobrazen tah %1%2</translation>
    </message>
    <message>
        <source> (Black)</source>
        <translation> (černý)</translation>
    </message>
    <message>
        <source> — the game is not changed</source>
        <translation> — partie se nemění</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Počítač vyhrává</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vyhrává</translation>
    </message>
    <message>
        <source>Viewing a side line at move %1%2</source>
        <translation>Vedlejší varianta u tahu %1%2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardEditorDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Nastavit pozici</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vyprázdnit šachovnici</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Výchozí &amp;pozice</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Zkopírovat FEN do schránky</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>V&amp;ložit</translation>
    </message>
    <message>
        <source>Set up the position of a FEN from the clipboard</source>
        <translation>Nastavit pozici z FEN ve schránce</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Hrát odsud</translation>
    </message>
    <message>
        <source>Two players (hot-seat)</source>
        <translation>Dva hráči u jednoho počítače</translation>
    </message>
    <message>
        <source>White against the computer</source>
        <translation>Bílými proti počítači</translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation>Černými proti počítači</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Hrát</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>The computer plays as in the running game: %1.</source>
        <translation>Počítač hraje jako v probíhající partii: %1.</translation>
    </message>
    <message>
        <source>A side can have at most %1 pieces.</source>
        <translation>Jedna strana může mít nejvýše %1 kamenů.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Neplatný FEN: %1</translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation>Nelze hrát: %1</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: checkmate.</source>
        <translation>Platná pozice, ale partie už skončila: mat.</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: stalemate.</source>
        <translation>Platná pozice, ale partie už skončila: pat.</translation>
    </message>
    <message>
        <source>Ready to play: White to move.</source>
        <translation>Připraveno ke hře: na tahu je bílý.</translation>
    </message>
    <message>
        <source>Ready to play: Black to move.</source>
        <translation>Připraveno ke hře: na tahu je černý.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>Set up this position for two players and show the engine&apos;s best lines for it (View ▸ Analysis)</source>
        <translation>Postavit tuto pozici pro dva hráče a ukázat pro ni nejlepší varianty enginu (Zobrazení ▸ Analýza)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardSelection</name>
    <message>
        <source>Drag the piece to its square to move it</source>
        <translation>Figurku přesuňte tažením na její pole</translation>
    </message>
    <message>
        <source>The board does not accept moves now</source>
        <translation>Šachovnice nyní nepřijímá tahy</translation>
    </message>
    <message>
        <source>That is beside the board</source>
        <translation>To je mimo šachovnici</translation>
    </message>
    <message>
        <source>The piece went back: it was dropped off the board</source>
        <translation>Figura se vrátila zpět: byla puštěna mimo šachovnici</translation>
    </message>
    <message>
        <source>Promotion cancelled: the pawn stays on %1</source>
        <translation>Proměna zrušena: pěšec zůstává na %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Šachovnice</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockActions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>Pau&amp;za</translation>
    </message>
    <message>
        <source>Stop the clocks; press P again to play on</source>
        <translation>Zastavit hodiny; dalším stiskem P hra pokračuje</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;Historie…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockKeeper</name>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Partie skončila: není co pozastavit.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockLabel</name>
    <message>
        <source>used %1</source>
        <translation>spotřebováno %1</translation>
    </message>
    <message>
        <source>Time left: %1, used so far: %2</source>
        <translation>Zbývající čas: %1, dosud spotřebováno: %2</translation>
    </message>
    <message>
        <source>Time used so far: %1</source>
        <translation>Dosud spotřebovaný čas: %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::CommentDialog</name>
    <message>
        <source>A comment cannot hold “}”: in a game file it ends the comment. Remove it, or use another bracket such as “)”.</source>
        <translation>Komentář nemůže obsahovat závorku „}“: v souboru partie ukončuje komentář. Odstraňte ji, nebo použijte jinou závorku, například „)“.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ComputerTurns</name>
    <message>
        <source>The engine %1 %2.</source>
        <translation>Engine %1 %2.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>Počítač právě nepřemýšlí.</translation>
    </message>
    <message>
        <source>Moving now…</source>
        <translation>Táhne ihned…</translation>
    </message>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Počítač nenašel žádný tah.</translation>
    </message>
    <message>
        <source>The computer&apos;s move %1 was refused: %2</source>
        <translation>Tah počítače %1 byl odmítnut: %2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::DocumentActions</name>
    <message>
        <source>Save Game</source>
        <translation>Uložit partii</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 nelze uložit: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Uloženo do %1.</translation>
    </message>
    <message>
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Soubory PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Your last game was resumed where you left it.</source>
        <translation>Vaše poslední partie pokračuje tam, kde jste skončili.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatické uložení selhalo: %1</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>%1[*] — %2 – %3 — Rochade</source>
        <translation>%1[*] — %2 – %3 — Rochade</translation>
    </message>
    <message>
        <source>%1 – %2[*] — Rochade</source>
        <translation>%1 – %2[*] — Rochade</translation>
    </message>
    <message>
        <source>The game has changes that are not saved in %1. Save them?</source>
        <translation>Partie má změny, které nejsou uloženy v %1. Uložit je?</translation>
    </message>
    <message>
        <source>This game is not saved in any file. Save it?</source>
        <translation>Tato partie není uložena v žádném souboru. Uložit ji?</translation>
    </message>
    <message>
        <source>The games in %1 cannot be told apart for sure (the file has errors), so Rochade does not write into it. Save the game under another name?</source>
        <translation>Partie v %1 nelze spolehlivě od sebe oddělit (soubor obsahuje chyby), proto do něj Rochade nezapisuje. Uložit partii pod jiným názvem?</translation>
    </message>
    <message>
        <source>%1 has changed since the game was read: its game %2 is no longer where it was. Save the game under another name?</source>
        <translation>Soubor %1 se od načtení partie změnil: jeho partie %2 už není tam, kde byla. Uložit partii pod jiným názvem?</translation>
    </message>
    <message>
        <source>Not saved to %1.</source>
        <translation>Neuloženo do %1.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::DrawTalk</name>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Nyní nelze požadovat remízu.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EditorActions</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Nast&amp;avit pozici…</translation>
    </message>
    <message>
        <source>Set up a position on a board of its own and play it</source>
        <translation>Nastavit pozici na vlastní šachovnici a hrát ji</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Nastavit pozici</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Play the position set up instead?</source>
        <translation>Probíhající partie bude opuštěna. Hrát místo ní nastavenou pozici?</translation>
    </message>
    <message>
        <source>Playing the position set up.</source>
        <translation>Hraje se nastavená pozice.</translation>
    </message>
    <message>
        <source>The position set up was not played: the game goes on.</source>
        <translation>Nastavená pozice se nehraje: partie pokračuje.</translation>
    </message>
    <message>
        <source>Analysing the position set up.</source>
        <translation>Analyzuje se postavená pozice.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineActions</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Enginy…</translation>
    </message>
    <message>
        <source>Choose an external UCI engine as the computer opponent</source>
        <translation>Vybrat externí engine UCI jako počítačového soupeře</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>Selhání enginu</translation>
    </message>
    <message>
        <source>The engine %1 %2.

Continue with Rochade&apos;s built-in engine?</source>
        <translation>Engine %1 %2.

Pokračovat s vestavěným enginem Rochade?</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>Enginy</translation>
    </message>
    <message>
        <source>The computer opponent can be any chess engine that speaks UCI. Choose its program; New game then offers it next to Rochade&apos;s own engine.</source>
        <translation>Počítačovým soupeřem může být jakýkoli šachový engine, který podporuje UCI. Vyberte jeho program; dialog Nová partie ho pak nabídne vedle vlastního enginu Rochade.</translation>
    </message>
    <message>
        <source>(none found)</source>
        <translation>(nic nenalezeno)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vybrat…</translation>
    </message>
    <message>
        <source>/path/to/engine</source>
        <translation>/cesta/k/enginu</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pro&amp;cházet…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Vyzkoušet</translation>
    </message>
    <message>
        <source>Found on this system:</source>
        <translation>Nalezeno v tomto systému:</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Program:</translation>
    </message>
    <message>
        <source>Enter the engine&apos;s program first.</source>
        <translation>Nejprve zadejte program enginu.</translation>
    </message>
    <message>
        <source>Works: %1</source>
        <translation>Funguje: %1</translation>
    </message>
    <message>
        <source>The engine %1.</source>
        <translation>Engine %1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Zkouším…</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Vyberte engine UCI</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set it to play at about %1, %2 and %3 Elo (UCI_Elo).</source>
        <translation>Lehká, Střední a Těžká ho nastaví na sílu asi %1, %2 a %3 Elo (UCI_Elo).</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set its Skill Level to %1, %2 and %3 (of %4–%5).</source>
        <translation>Lehká, Střední a Těžká nastaví jeho Skill Level na %1, %2 a %3 (z %4–%5).</translation>
    </message>
    <message>
        <source>It offers no way to play weaker: Easy, Medium and Hard only set its time.</source>
        <translation>Nenabízí žádný způsob, jak hrát slaběji: Lehká, Střední a Těžká určují jen jeho čas.</translation>
    </message>
    <message>
        <source>Also &amp;analyse with it in the Analysis panel</source>
        <translation>&amp;Analyzovat s ním také v panelu Analýza</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EvaluationBar</name>
    <message>
        <source>Evaluation bar</source>
        <translation>Ukazatel hodnocení</translation>
    </message>
    <message>
        <source>The engine&apos;s evaluation of the shown position</source>
        <translation>Hodnocení zobrazené pozice enginem</translation>
    </message>
    <message>
        <source>Analysing the position…</source>
        <translation>Analyzuji pozici…</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Bílý dá mat za %n tah</numerusform>
            <numerusform>Bílý dá mat za %n tahy</numerusform>
            <numerusform>Bílý dá mat za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Černý dá mat za %n tah</numerusform>
            <numerusform>Černý dá mat za %n tahy</numerusform>
            <numerusform>Černý dá mat za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: White is better by %2 pawns</source>
        <translation>%1: bílý stojí lépe o %2 pěšce</translation>
    </message>
    <message>
        <source>%1: Black is better by %2 pawns</source>
        <translation>%1: černý stojí lépe o %2 pěšce</translation>
    </message>
    <message>
        <source>%1: the position is balanced</source>
        <translation>%1: pozice je vyrovnaná</translation>
    </message>
    <message>
        <source>(depth %1)</source>
        <translation>(hloubka %1)</translation>
    </message>
    <message>
        <source>The game is over: White won</source>
        <translation>Partie skončila: vyhrál bílý</translation>
    </message>
    <message>
        <source>The game is over: Black won</source>
        <translation>Partie skončila: vyhrál černý</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>Partie skončila: remíza</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExperienceDialog</name>
    <message>
        <source>Your Rating</source>
        <translation>Vaše hodnocení</translation>
    </message>
    <message>
        <source>&lt;b&gt;How much chess have you played?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kolik jste už hráli šachy?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rochade keeps a rating from your games against its levels and suggests the level that suits you. Your answer is where it starts; your games move it from there.</source>
        <translation>Rochade vede hodnocení z vašich partií proti jeho úrovním a navrhuje úroveň, která vám sedí. Vaše odpověď je jeho výchozí bod; vaše partie ho odtud posouvají.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;new to chess</source>
        <translation>Se šachy &amp;začínám</translation>
    </message>
    <message>
        <source>I play &amp;casually</source>
        <translation>Hraji &amp;příležitostně</translation>
    </message>
    <message>
        <source>I play in a c&amp;lub</source>
        <translation>Hraji v &amp;oddílu</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Přeskočit</translation>
    </message>
    <message>
        <source>Start as a casual player</source>
        <translation>Začít jako příležitostný hráč</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExplorerModel</name>
    <message>
        <source>%1% / %2% / %3%</source>
        <translation>%1% / %2% / %3%</translation>
    </message>
    <message>
        <source>White wins %1, draws %2, Black wins %3 (of %4 games)</source>
        <translation>Bílý vyhrál %1, remízy %2, černý vyhrál %3 (z %4 partií)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Naposledy</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExplorerPanel</name>
    <message>
        <source>Opening Explorer</source>
        <translation>Průzkumník zahájení</translation>
    </message>
    <message>
        <source>Opening E&amp;xplorer</source>
        <translation>&amp;Průzkumník zahájení</translation>
    </message>
    <message>
        <source>Click a move to play it on the board.</source>
        <translation>Klepnutím na tah jej zahrajete na šachovnici.</translation>
    </message>
    <message>
        <source>&amp;Find Games</source>
        <translation>&amp;Najít partie</translation>
    </message>
    <message>
        <source>List the games that reach this position</source>
        <translation>Vypsat partie, které dospějí do této pozice</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>kterýkoli hráč</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>obě barvy</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>za bílé</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>za černé</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>Rating ≥</source>
        <translation>Rating ≥</translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation>&amp;Roky:</translation>
    </message>
    <message>
        <source>&amp;My games, as</source>
        <translation>&amp;Moje partie, jako</translation>
    </message>
    <message>
        <source>your name in the games</source>
        <translation>vaše jméno v partiích</translation>
    </message>
    <message>
        <source>No library open.</source>
        <translation>Není otevřena žádná knihovna.</translation>
    </message>
    <message>
        <source>This position is not in the library.</source>
        <translation>Tato pozice v knihovně není.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from here</source>
        <translation>
            <numerusform>%n partie odsud</numerusform>
            <numerusform>%n partie odsud</numerusform>
            <numerusform>%n partií odsud</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExternalAnalysisSource</name>
    <message>
        <source>The engine %1 %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 what went wrong (&quot;crashed&quot;, &quot;could not be started: ...&quot;)</extracomment>
        <translation>Engine %1 %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation>Kopírovat pozici (&amp;FEN)</translation>
    </message>
    <message>
        <source>Paste Position (F&amp;EN)</source>
        <translation>Vložit pozici (F&amp;EN)</translation>
    </message>
    <message>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Kopírovat partii (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Game (PGN)</source>
        <translation>Vložit p&amp;artii (PGN)</translation>
    </message>
    <message>
        <source>Damaged PGN</source>
        <translation>Poškozené PGN</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otevřít partii</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>Vložit partii</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádné)</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>schránka</translation>
    </message>
    <message>
        <source>No game can be read from %1. %2</source>
        <translation>Zdroj %1: nelze přečíst žádnou partii. %2</translation>
    </message>
    <message>
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Zdroj %1 obsahuje chybu.

%2

Načíst platnou část? (Přečtených partií: %3; poslední může být neúplná.)</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Nenačteno: %1</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>Zdroj %1 neobsahuje žádnou partii.</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>Schránka neobsahuje žádnou partii.</translation>
    </message>
    <message>
        <source>Loaded %1 from %2.</source>
        <translation>Načteno: %1 (zdroj: %2).</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Neplatný FEN: %1</translation>
    </message>
    <message>
        <source>Position set up from FEN.</source>
        <translation>Pozice nastavena z FEN.</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Soubory PGN (*.pgn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Position copied as FEN.</source>
        <translation>Pozice zkopírována jako FEN.</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Partie zkopírována jako PGN.</translation>
    </message>
    <message>
        <source>Game %1 of %2 has an error.

%3

Load its valid part?</source>
        <translation>Partie %1 v %2 obsahuje chybu.

%3

Načíst její platnou část?</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the file has changed.</source>
        <translation>Partii %1 v %2 nelze přečíst: soubor se změnil.</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Schránka</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameActions</name>
    <message>
        <source>As&amp;k Before Resigning</source>
        <translation>&amp;Zeptat se před vzdáním</translation>
    </message>
    <message>
        <source>Computer Plays &amp;Opening Book Moves</source>
        <translation>Počítač hraje tahy z &amp;knihovny zahájení</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Vzdát se</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Požadovat remízu</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ukon&amp;čit</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Vrátit tah</translation>
    </message>
    <message>
        <source>Take back a move (against the computer: your last move)</source>
        <translation>Vrátit tah (proti počítači: váš poslední tah)</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>&amp;Vrátit smazání</translation>
    </message>
    <message>
        <source>Bring back the moves deleted last</source>
        <translation>Vrátit naposledy smazané tahy</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Zopakovat tah</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Táhnout ihned</translation>
    </message>
    <message>
        <source>Make the computer play the best move it has found</source>
        <translation>Přimět počítač zahrát nejlepší dosud nalezený tah</translation>
    </message>
    <message>
        <source>&amp;About Rochade</source>
        <translation>&amp;O programu Rochade</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Požadovat remízu</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Vzdát se v této partii?</translation>
    </message>
    <message>
        <source>%1 resigns?</source>
        <translation>%1 se vzdává?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Nabídnout remízu</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 nabízí remízu. %2, přijímáte?</translation>
    </message>
    <message>
        <source>The draw offer was declined.</source>
        <translation>Nabídka remízy byla odmítnuta.</translation>
    </message>
    <message>
        <source>About Rochade</source>
        <translation>O programu Rochade</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;A chess program: play against a friend on this computer or against the built-in engine at three levels.&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;Šachový program: hrajte proti příteli u tohoto počítače nebo proti vestavěnému enginu ve třech úrovních.&lt;/p&gt;&lt;p&gt;Licence: GNU GPL verze 3 nebo pozdější.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A New Move</source>
        <translation>Nový tah</translation>
    </message>
    <message>
        <source>%1 is not the move the record has here.</source>
        <translation>%1 není tah, který tu záznam má.</translation>
    </message>
    <message>
        <source>Start a variation with it, or replace the rest of the game?</source>
        <translation>Začít jím variantu, nebo nahradit zbytek partie?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Nová &amp;varianta</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>&amp;Nahradit zbytek</translation>
    </message>
    <message>
        <source>&amp;Fast Replies</source>
        <translation>&amp;Rychlé odpovědi</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Nabídnout &amp;remízu</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameChooserDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Vyberte partii</translation>
    </message>
    <message>
        <source>Filter: player, event, opening, date, moves…</source>
        <translation>Filtr: hráč, turnaj, zahájení, datum, tahy…</translation>
    </message>
    <message>
        <source>Reading %1… Games so far: %2</source>
        <translation>Čte se %1… Dosud partií: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 – počet partií: %2. Kterou otevřít?</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Zobrazeno: %1.</translation>
    </message>
    <message>
        <source>game %1, %2</source>
        <translation>partie %1, %2</translation>
    </message>
    <message>
        <source>Errors: %1. The first: %2</source>
        <translation>Chyby: %1. První: %2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>Illegal move.</source>
        <translation>Nepřípustný tah.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>Rochade&apos;s built-in engine plays on.</source>
        <translation>Dál hraje vestavěný engine Rochade.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GamePanel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Legal Moves</source>
        <translation>Možné tahy</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Možné tahy (%1)</translation>
    </message>
    <message>
        <source>Legal Moves (none: game over)</source>
        <translation>Možné tahy (žádné: hra skončila)</translation>
    </message>
    <message>
        <source>Type a move: %1, e2e4 …</source>
        <translation>Zadejte tah: %1, e2e4 …</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Komentář</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Komentář po %1:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameReview</name>
    <message>
        <source>A review is already running.</source>
        <translation>Rozbor už probíhá.</translation>
    </message>
    <message>
        <source>There is no move to review.</source>
        <translation>Není žádný tah k rozboru.</translation>
    </message>
    <message>
        <source>Pause the game or finish it before reviewing it.</source>
        <translation>Před rozborem partii pozastav nebo dohraj.</translation>
    </message>
    <message>
        <source>Review cancelled: another game was started.</source>
        <translation>Rozbor zrušen: začala jiná partie.</translation>
    </message>
    <message>
        <source>Inaccuracy. %1 was best.</source>
        <translation>Nepřesnost. Nejlepší bylo %1.</translation>
    </message>
    <message>
        <source>Mistake. %1 was best.</source>
        <translation>Chyba. Nejlepší bylo %1.</translation>
    </message>
    <message>
        <source>Blunder. %1 was best.</source>
        <translation>Hrubá chyba. Nejlepší bylo %1.</translation>
    </message>
    <message>
        <source>Allows mate in %1: %2.</source>
        <translation>Umožní mat %1. tahem: %2.</translation>
    </message>
    <message>
        <source>Misses mate in %1: %2.</source>
        <translation>Přehlédne mat %1. tahem: %2.</translation>
    </message>
    <message>
        <source>Loses the knight on %1 after %2.</source>
        <translation>Ztratí jezdce na %1 po %2.</translation>
    </message>
    <message>
        <source>Loses the bishop on %1 after %2.</source>
        <translation>Ztratí střelce na %1 po %2.</translation>
    </message>
    <message>
        <source>Loses the rook on %1 after %2.</source>
        <translation>Ztratí věž na %1 po %2.</translation>
    </message>
    <message>
        <source>Loses the queen on %1 after %2.</source>
        <translation>Ztratí dámu na %1 po %2.</translation>
    </message>
    <message>
        <source>Leaves the knight on %1 to be taken: %2.</source>
        <translation>Nechá jezdce na %1 napospas: %2.</translation>
    </message>
    <message>
        <source>Leaves the bishop on %1 to be taken: %2.</source>
        <translation>Nechá střelce na %1 napospas: %2.</translation>
    </message>
    <message>
        <source>Leaves the rook on %1 to be taken: %2.</source>
        <translation>Nechá věž na %1 napospas: %2.</translation>
    </message>
    <message>
        <source>Leaves the queen on %1 to be taken: %2.</source>
        <translation>Nechá dámu na %1 napospas: %2.</translation>
    </message>
    <message>
        <source>Loses the exchange after %1.</source>
        <translation>Ztratí kvalitu po %1.</translation>
    </message>
    <message>
        <source>Loses a pawn after %1.</source>
        <translation>Ztratí pěšce po %1.</translation>
    </message>
    <message>
        <source>Loses %1 pawns after %2.</source>
        <translation>Ztratí pěšce (%1) po %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpActions</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Uživatelská příručka</translation>
    </message>
    <message>
        <source>Read how to play with Rochade</source>
        <translation>Přečtěte si, jak hrát s Rochade</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpWindow</name>
    <message>
        <source>Rochade User Guide</source>
        <translation>Uživatelská příručka Rochade</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HistoryModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>draw (75-move rule)</source>
        <translation>remíza (pravidlo 75 tahů)</translation>
    </message>
    <message>
        <source>draw (fivefold repetition)</source>
        <translation>remíza (pětinásobné opakování)</translation>
    </message>
    <message>
        <source>draw (insufficient material)</source>
        <translation>remíza (nedostatečný materiál)</translation>
    </message>
    <message>
        <source>draw claimed (50-move rule)</source>
        <translation>remíza na požádání (pravidlo 50 tahů)</translation>
    </message>
    <message>
        <source>draw claimed (threefold repetition)</source>
        <translation>remíza na požádání (trojí opakování)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>šach</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>King (castles short)</source>
        <translation>Král (malá rošáda)</translation>
    </message>
    <message>
        <source>King (castles long)</source>
        <translation>Král (velká rošáda)</translation>
    </message>
    <message>
        <source>Pawn → %1</source>
        <translation>Pěšec → %1</translation>
    </message>
    <message>
        <source>Pawn (en passant)</source>
        <translation>Pěšec (en passant)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strana</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Odkud</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Kam</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Sebráno</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
</context>
<context>
    <name>rochade::gui::InsightController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>Poradit &amp;tah</translation>
    </message>
    <message>
        <source>Ask the engine for a move (H)</source>
        <translation>Požádat engine o návrh tahu (H)</translation>
    </message>
    <message>
        <source>&amp;Evaluation Bar</source>
        <translation>&amp;Ukazatel hodnocení</translation>
    </message>
    <message>
        <source>Show the engine&apos;s view of the position beside the board</source>
        <translation>Zobrazit vedle šachovnice, jak engine hodnotí pozici</translation>
    </message>
    <message>
        <source>Material and evaluation over the game</source>
        <translation>Materiál a hodnocení v průběhu partie</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Teď nelze poradit: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Hledám dobrý tah…</translation>
    </message>
    <message>
        <source>The engine has no hint for this position.</source>
        <translation>Engine pro tuto pozici nemá žádnou radu.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Doporučený tah: %1</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LearnActions</name>
    <message>
        <source>Learn from This &amp;Game</source>
        <translation>Po&amp;učit se z této partie</translation>
    </message>
    <message>
        <source>Find better moves for your mistakes in this game</source>
        <translation>Najděte lepší tahy místo svých chyb v této partii</translation>
    </message>
    <message>
        <source>Learn from This Game</source>
        <translation>Poučit se z této partie</translation>
    </message>
    <message>
        <source>Which side did you play in this game?</source>
        <translation>Za kterou stranu jste v této partii hráli?</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Bílý</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Černý</translation>
    </message>
    <message>
        <source>Give your name in Preferences to be recognised in opened games.</source>
        <translation>Zadejte své jméno v Předvolbách, aby vás Rochade v otevřených partiích poznal.</translation>
    </message>
    <message>
        <source>White made no mistake to learn from.</source>
        <translation>Bílý neudělal žádnou chybu, ze které by se dalo učit.</translation>
    </message>
    <message>
        <source>Black made no mistake to learn from.</source>
        <translation>Černý neudělal žádnou chybu, ze které by se dalo učit.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>tato partie</translation>
    </message>
    <message>
        <source>That was the last mistake of this game.</source>
        <translation>To byla poslední chyba této partie.</translation>
    </message>
    <message>
        <source>One mistake to learn from.</source>
        <translation>Jedna chyba k procvičení.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes to learn from.</source>
        <translation>
            <numerusform>%n chyba k procvičení.</numerusform>
            <numerusform>%n chyby k procvičení.</numerusform>
            <numerusform>%n chyb k procvičení.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake %1 of %2</source>
        <translation>Chyba %1 z %2</translation>
    </message>
    <message>
        <source>Show &amp;Me</source>
        <translation>&amp;Ukázat</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>Další &amp;chyba</translation>
    </message>
    <message>
        <source>Review the game first: Learn ▸ Review Game.</source>
        <translation>Nejprve partii rozeberte: Učení ▸ Rozbor partie.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LegalMovesModel</name>
    <message>
        <source>1 move</source>
        <translation>1 tah</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>tahů: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zahrát %1</translation>
    </message>
    <message>
        <source>1 legal move</source>
        <translation>1 možný tah</translation>
    </message>
    <message>
        <source>%1 legal moves</source>
        <translation>Možných tahů: %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryActions</name>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Knihovna…</translation>
    </message>
    <message>
        <source>&amp;Find This Position in Library</source>
        <translation>Najít tuto pozici v kn&amp;ihovně</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Přidávat mé dohrané partie do &amp;knihovny</translation>
    </message>
    <message>
        <source>The game was added to the library.</source>
        <translation>Partie byla přidána do knihovny.</translation>
    </message>
    <message>
        <source>Opened %1 from the library.</source>
        <translation>%1 otevřena z knihovny.</translation>
    </message>
    <message>
        <source>The game at byte %1 of %2 cannot be read.</source>
        <translation>Partii na bajtu %1 souboru %2 nelze přečíst.</translation>
    </message>
    <message>
        <source>Opened %1 from %2.</source>
        <translation>Otevřeno %1 ze souboru %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryService</name>
    <message>
        <source>No library is open.</source>
        <translation>Není otevřena žádná knihovna.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryWindow</name>
    <message>
        <source>Edit Tags</source>
        <translation>Upravit značky</translation>
    </message>
    <message>
        <source>One tag a line, as in PGN: [Name &quot;value&quot;]</source>
        <translation>Jedna značka na řádek, jako v PGN: [Name &quot;hodnota&quot;]</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Knihovna</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>From (1990.01.01)</source>
        <translation>Od (1990.01.01)</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jakýkoli výsledek</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>&amp;Import PGN…</source>
        <translation>&amp;Importovat PGN…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Smazat…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Exportovat…</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>Upravit &amp;značky…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing… %n game(s) read</source>
        <translation>
            <numerusform>Importuji… přečtena %n partie</numerusform>
            <numerusform>Importuji… přečteny %n partie</numerusform>
            <numerusform>Importuji… přečteno %n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n partie exportována do %1</numerusform>
            <numerusform>%n partie exportovány do %1</numerusform>
            <numerusform>%n partií exportováno do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import PGN</source>
        <translation>Importovat PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Soubory PGN (*.pgn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Exportovat partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Soubory PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Smazat partie</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Smazat %n partii z knihovny? Nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat %n partie z knihovny? Nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat %n partií z knihovny? Nelze to vrátit zpět.</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importuji…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importuji %1…</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import selhal: %1</translation>
    </message>
    <message>
        <source>Imported %1 game(s); %2 duplicate(s), %3 skipped with errors.%4</source>
        <translation>Importováno partií: %1; duplicit: %2, přeskočeno kvůli chybám: %3.%4</translation>
    </message>
    <message>
        <source> Cancelled: importing the file again resumes.</source>
        <translation> Zrušeno: nový import souboru bude pokračovat.</translation>
    </message>
    <message>
        <source>Tags not changed: %1</source>
        <translation>Značky nezměněny: %1</translation>
    </message>
    <message>
        <source>These Are &amp;My Games</source>
        <translation>To jsou &amp;mé partie</translation>
    </message>
    <message>
        <source>Review the selected games in the background (none selected: every game where your name plays) and practise your mistakes</source>
        <translation>Rozebrat vybrané partie na pozadí (bez výběru: každou partii, kde hraje vaše jméno) a cvičit vaše chyby</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MainWindow</name>
    <message>
        <source>Main Toolbar</source>
        <translation>Hlavní panel nástrojů</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Učení</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Hrát proti &amp;počítači</translation>
    </message>
    <message>
        <source>Two players on this computer (&amp;hot-seat)</source>
        <translation>Dva hráči u tohoto počítače (&amp;jeden počítač)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Proti počítači</translation>
    </message>
    <message>
        <source>White (you move first)</source>
        <translation>Bílý (táhnete první)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Hrajete za:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ú&amp;roveň:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>default name</source>
        <translation>výchozí jméno</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Bílý:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>Č&amp;erný:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Začít partii</translation>
    </message>
    <message>
        <source>Rochade (built-in)</source>
        <translation>Rochade (vestavěný)</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>E&amp;ngine:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Hodiny</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Časová &amp;kontrola:</translation>
    </message>
    <message>
        <source>%1 (external engine)</source>
        <translation>%1 (externí engine)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>Chess&amp;960: the pieces behind the pawns shuffled</source>
        <translation>Šachy &amp;960: figury za pěšci zamíchané</translation>
    </message>
    <message>
        <source>Fischer&apos;s random chess: one of 960 start positions, the same for both sides; the king castles by moving onto its rook.</source>
        <translation>Fischerovy náhodné šachy: jedno z 960 výchozích postavení, stejné pro obě strany; král rošáduje tahem na svou věž.</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Náhodně</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Výchozí &amp;postavení:</translation>
    </message>
    <message>
        <source>drawn when the game starts</source>
        <translation>vylosuje se při začátku partie</translation>
    </message>
    <message>
        <source>&amp;More levels</source>
        <translation>&amp;Další úrovně</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Přizpůsobivá</translation>
    </message>
    <message>
        <source>Each game, the level nearest your rating, so that the games stay even.</source>
        <translation>V každé partii úroveň nejbližší vašemu hodnocení, aby partie zůstaly vyrovnané.</translation>
    </message>
    <message>
        <source>your rating: %1</source>
        <translation>vaše hodnocení: %1</translation>
    </message>
    <message>
        <source>a casual player&apos;s start: %1; your first game asks where you stand</source>
        <translation>začátek příležitostného hráče: %1; první partie se zeptá, kde stojíte</translation>
    </message>
    <message>
        <source>Adaptive: each game, the level nearest your rating, so that the games stay even. This game: %1 (%2).</source>
        <translation>Přizpůsobivá: v každé partii úroveň nejbližší vašemu hodnocení, aby partie zůstaly vyrovnané. Tato partie: %1 (%2).</translation>
    </message>
    <message>
        <source>T&amp;utor: warn me about my mistakes</source>
        <translation>T&amp;utor: upozorni mě na mé chyby</translation>
    </message>
    <message>
        <source>After each of your moves the engine judges it briefly; a move that loses too much is explained beside the board, and you may take it back before the computer replies.</source>
        <translation>Po každém vašem tahu ho engine krátce posoudí; tah, který ztrácí příliš mnoho, je vysvětlen vedle šachovnice a můžete ho vrátit, než počítač odpoví.</translation>
    </message>
    <message>
        <source>Tutor warns from</source>
        <translation>Tutor upozorňuje</translation>
    </message>
    <message>
        <source>Choose from every level: Beginner, Novice, Improver, the nine levels of the ladder and full strength, not only Beginner, Easy, Medium and Hard.</source>
        <translation>Vybrat ze všech úrovní: Začátečník, Nováček, Mírně pokročilý, devět úrovní žebříčku a plná síla, nejen ze Začátečník, Lehká, Střední a Těžká.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NotationActions</name>
    <message>
        <source>&amp;English Letters (%1)</source>
        <translation>&amp;Anglická písmena (%1)</translation>
    </message>
    <message>
        <source>&amp;Figurines (%1)</source>
        <translation>&amp;Figurky (%1)</translation>
    </message>
    <message>
        <source>Letters of the &amp;Language (%1)</source>
        <translation>Písmena &amp;jazyka (%1)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notace</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OpeningLabel</name>
    <message>
        <source>No named opening yet</source>
        <translation>Zahájení zatím neurčeno</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Zahájení</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Šachy960</translation>
    </message>
    <message>
        <source>Chess960, start position %1</source>
        <translation>Šachy960, výchozí postavení %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OwnGamesActions</name>
    <message>
        <source>These &amp;Are My Games…</source>
        <translation>To jsou &amp;mé partie…</translation>
    </message>
    <message>
        <source>Add the games of the open PGN file (or of one you choose) to your library, and review them for your mistakes when you are idle</source>
        <translation>Přidat partie otevřeného souboru PGN (nebo zvoleného) do vaší knihovny a rozebrat je kvůli vašim chybám, když nic neděláte</translation>
    </message>
    <message numerus="yes">
        <source>Adding the games of %1 to your library: %n read…</source>
        <translation>
            <numerusform>Přidávám partie z %1 do vaší knihovny: přečteno %n…</numerusform>
            <numerusform>Přidávám partie z %1 do vaší knihovny: přečteno %n…</numerusform>
            <numerusform>Přidávám partie z %1 do vaší knihovny: přečteno %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>To jsou mé partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Soubory PGN (*.pgn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>No library is open: your games cannot be added.</source>
        <translation>Žádná knihovna není otevřena: vaše partie nelze přidat.</translation>
    </message>
    <message>
        <source>Adding the games of %1 to your library…</source>
        <translation>Přidávám partie z %1 do vaší knihovny…</translation>
    </message>
    <message>
        <source>%1 cannot be opened. Nothing was changed.</source>
        <translation>%1 nelze otevřít. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>%1 cannot be added; nothing was changed. %2</source>
        <translation>%1 nelze přidat; nic nebylo změněno. %2</translation>
    </message>
    <message>
        <source>%1 holds no games. Nothing was changed.</source>
        <translation>%1 neobsahuje žádné partie. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The library could not store the games of %1: %2</source>
        <translation>Knihovna nemohla uložit partie z %1: %2</translation>
    </message>
    <message>
        <source>Adding the games of %1 stopped.</source>
        <translation>Přidávání partií z %1 bylo přerušeno.</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) from %1 added to your library.</source>
        <translation>
            <numerusform>%n nová partie z %1 přidána do vaší knihovny.</numerusform>
            <numerusform>%n nové partie z %1 přidány do vaší knihovny.</numerusform>
            <numerusform>%n nových partií z %1 přidáno do vaší knihovny.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games of %1 were in your library already.</source>
        <translation>Partie z %1 už ve vaší knihovně byly.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Guma</translation>
    </message>
    <message>
        <source>Eraser: a click on the board empties the square</source>
        <translation>Guma: kliknutí na šachovnici vyprázdní pole</translation>
    </message>
    <message>
        <source>%1: click the board to put it, or drag it there</source>
        <translation>%1: klikněte na šachovnici a kámen se tam postaví, nebo ho tam přetáhněte</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSearchDialog</name>
    <message>
        <source>Position Search</source>
        <translation>Hledání pozice</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Materiál:</translation>
    </message>
    <message>
        <source>e.g. KRPKR or KRP vs KR</source>
        <translation>např. KRPKR nebo KRP vs KR</translation>
    </message>
    <message>
        <source>Search &amp;Material</source>
        <translation>Hledat &amp;materiál</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Půltah</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position.</source>
        <translation>Dvojklikem partii otevřete u této pozice.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Hledám…</translation>
    </message>
    <message>
        <source>Not a material pattern: %1</source>
        <translation>Není to vzor materiálu: %1</translation>
    </message>
    <message>
        <source>No game reaches it.</source>
        <translation>Žádná partie do ní nedospěje.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partií</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSettingsPanel</name>
    <message>
        <source>Side to move</source>
        <translation>Na tahu</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Právo rošády</translation>
    </message>
    <message>
        <source>White may still castle kingside (king on e1, rook on h1)</source>
        <translation>Bílý smí ještě provést krátkou rošádu (král na e1, věž na h1)</translation>
    </message>
    <message>
        <source>White may still castle queenside (king on e1, rook on a1)</source>
        <translation>Bílý smí ještě provést dlouhou rošádu (král na e1, věž na a1)</translation>
    </message>
    <message>
        <source>Black may still castle kingside (king on e8, rook on h8)</source>
        <translation>Černý smí ještě provést krátkou rošádu (král na e8, věž na h8)</translation>
    </message>
    <message>
        <source>Black may still castle queenside (king on e8, rook on a8)</source>
        <translation>Černý smí ještě provést dlouhou rošádu (král na e8, věž na a8)</translation>
    </message>
    <message>
        <source>O-O</source>
        <translation>O-O</translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation>O-O-O</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Rošáda podle Šachů960</translation>
    </message>
    <message>
        <source>King anywhere on its back rank, castling with the outermost rook of each wing (Fischer&apos;s random chess)</source>
        <translation>Král kdekoli na základní řadě, rošáda s krajní věží každého křídla (Fischerovy náhodné šachy)</translation>
    </message>
    <message>
        <source>The square a pawn may capture onto en passant: only squares behind a pawn that can just have made a double step</source>
        <translation>Pole, na které smí pěšec brát mimochodem: jen pole za pěšcem, který mohl právě táhnout o dvě pole</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Mimochodem:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Číslo tahu:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PracticeActions</name>
    <message>
        <source>Practise the mistakes of your reviewed games</source>
        <translation>Procvičit chyby z vašich rozebraných partií</translation>
    </message>
    <message>
        <source>Game against the computer</source>
        <translation>Partie proti počítači</translation>
    </message>
    <message>
        <source>Practice cards not added: %1</source>
        <translation>Karty k procvičování nebyly přidány: %1</translation>
    </message>
    <message>
        <source>Practice cards not saved: %1</source>
        <translation>Karty k procvičování nebyly uloženy: %1</translation>
    </message>
    <message>
        <source>No new mistakes for your practice cards.</source>
        <translation>Žádné nové chyby pro vaše karty k procvičování.</translation>
    </message>
    <message>
        <source>One mistake added to your practice cards.</source>
        <translation>Jedna chyba přidána do vašich karet k procvičování.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes added to your practice cards.</source>
        <translation>
            <numerusform>%n chyba přidána do vašich karet k procvičování.</numerusform>
            <numerusform>%n chyby přidány do vašich karet k procvičování.</numerusform>
            <numerusform>%n chyb přidáno do vašich karet k procvičování.</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice cards cannot be read: %1</source>
        <translation>Karty k procvičování nelze přečíst: %1</translation>
    </message>
    <message>
        <source>Find a better move than %1</source>
        <translation>Najděte lepší tah než %1</translation>
    </message>
    <message>
        <source>No practice cards are due today.</source>
        <translation>Dnes nejsou k opakování žádné karty.</translation>
    </message>
    <message>
        <source>your practice cards</source>
        <translation>vašich karet k procvičování</translation>
    </message>
    <message>
        <source>That was the last card due today.</source>
        <translation>To byla poslední karta k opakování na dnešek.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Procvičování</translation>
    </message>
    <message>
        <source>One practice card is due today.</source>
        <translation>Dnes je k opakování jedna karta.</translation>
    </message>
    <message numerus="yes">
        <source>%n practice cards are due today.</source>
        <translation>
            <numerusform>Dnes je k opakování %n karta.</numerusform>
            <numerusform>Dnes jsou k opakování %n karty.</numerusform>
            <numerusform>Dnes je k opakování %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer was not saved: %1</source>
        <translation>Odpověď nebyla uložena: %1</translation>
    </message>
    <message>
        <source>Pra&amp;ctice</source>
        <translation>&amp;Procvičování</translation>
    </message>
    <message>
        <source>Pra&amp;ctice (%1 due)</source>
        <translation>&amp;Procvičování (%1 k opakování)</translation>
    </message>
    <message>
        <source>From %1 – %2, move %3</source>
        <translation>Z partie %1 – %2, tah %3</translation>
    </message>
    <message>
        <source>From %1 – %2, %3, move %4</source>
        <translation>Z partie %1 – %2, %3, tah %4</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesActions</name>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Zobrazit &amp;souřadnice</translation>
    </message>
    <message>
        <source>Mark &amp;Legal Moves</source>
        <translation>Označit &amp;povolené tahy</translation>
    </message>
    <message>
        <source>Highlight the Last &amp;Move</source>
        <translation>Zvýraznit poslední &amp;tah</translation>
    </message>
    <message>
        <source>Click or Drag</source>
        <translation>Kliknutím nebo tažením</translation>
    </message>
    <message>
        <source>Click Only</source>
        <translation>Pouze kliknutím</translation>
    </message>
    <message>
        <source>Drag Only</source>
        <translation>Pouze tažením</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Zobrazit &amp;souřadnice</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves of the selected piece</source>
        <translation>Označit &amp;povolené tahy vybrané figury</translation>
    </message>
    <message>
        <source>Highlight the last &amp;move</source>
        <translation>Zvýraznit poslední &amp;tah</translation>
    </message>
    <message>
        <source>Move a&amp;nimation:</source>
        <translation>&amp;Animace tahů:</translation>
    </message>
    <message>
        <source>&amp;Move pieces by:</source>
        <translation>&amp;Pohyb figur:</translation>
    </message>
    <message>
        <source>Always promote to a &amp;queen</source>
        <translation>Vždy proměnit v &amp;dámu</translation>
    </message>
    <message>
        <source>Ask before &amp;resigning</source>
        <translation>Před vzdáním partie se &amp;ujistit</translation>
    </message>
    <message>
        <source>Computer plays &amp;opening book moves</source>
        <translation>Počítač hraje tahy z &amp;knihovny zahájení</translation>
    </message>
    <message>
        <source>Play s&amp;ounds</source>
        <translation>&amp;Přehrávat zvuky</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>H&amp;lasitost:</translation>
    </message>
    <message>
        <source>&amp;Quiet while the window is minimised</source>
        <translation>&amp;Ticho, když je okno minimalizováno</translation>
    </message>
    <message>
        <source>B&amp;ump on illegal moves</source>
        <translation>Zvuk při &amp;nepovoleném tahu</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>&amp;Motiv šachovnice:</translation>
    </message>
    <message>
        <source>P&amp;iece set:</source>
        <translation>Sada &amp;figur:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Barvy:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notace:</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Přidávat mé dohrané partie do &amp;knihovny</translation>
    </message>
    <message>
        <source>&amp;Fast replies: the computer moves as soon as it has chosen, without a pause</source>
        <translation>&amp;Rychlé odpovědi: počítač táhne hned, jak si tah vybere, bez přestávky</translation>
    </message>
    <message>
        <source>Prefere&amp;nces…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Vaše jméno:</translation>
    </message>
    <message>
        <source>Review my games in the &amp;background and practise their mistakes</source>
        <translation>Rozebírat mé partie na &amp;pozadí a cvičit jejich chyby</translation>
    </message>
    <message>
        <source>&amp;Tutor in games against the computer: warn me about my mistakes</source>
        <translation>&amp;Tutor v partiích proti počítači: upozorni mě na mé chyby</translation>
    </message>
    <message>
        <source>Tutor &amp;warns:</source>
        <translation>Tutor &amp;upozorňuje:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Šachovnice</translation>
    </message>
    <message>
        <source>&amp;Playing</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <source>Loo&amp;ks</source>
        <translation>&amp;Vzhled</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PromotionPopup</name>
    <message>
        <source>Promote to queen</source>
        <translation>Proměnit v dámu</translation>
    </message>
    <message>
        <source>Promote to rook</source>
        <translation>Proměnit ve věž</translation>
    </message>
    <message>
        <source>Promote to bishop</source>
        <translation>Proměnit ve střelce</translation>
    </message>
    <message>
        <source>Promote to knight</source>
        <translation>Proměnit v jezdce</translation>
    </message>
    <message>
        <source>Choose the promotion piece</source>
        <translation>Vyberte figuru pro proměnu</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter or Space promotes; Q, R, B or N promote at once; Esc cancels</source>
        <translation>Šipky nahoru a dolů vybírají, Enter nebo mezerník promění; Q (dáma), R (věž), B (střelec) nebo N (jezdec) promění hned; Esc ruší</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleActions</name>
    <message>
        <source>Open a PGN or EPD file of puzzles and solve them</source>
        <translation>Otevřít soubor úloh PGN nebo EPD a řešit je</translation>
    </message>
    <message>
        <source>Open Puzzles</source>
        <translation>Otevřít úlohy</translation>
    </message>
    <message>
        <source>Puzzle files (*.pgn *.epd);;PGN files (*.pgn);;EPD files (*.epd);;All files (*)</source>
        <translation>Soubory úloh (*.pgn *.epd);;Soubory PGN (*.pgn);;Soubory EPD (*.epd);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Puzzles opened from %1.</source>
        <translation>Úlohy otevřeny ze souboru %1.</translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles…</source>
        <translation>Řešit &amp;úlohy…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleSession</name>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 nelze otevřít.</translation>
    </message>
    <message>
        <source>%1 holds no puzzle Rochade can read.</source>
        <translation>%1 neobsahuje žádnou úlohu, kterou Rochade umí přečíst.</translation>
    </message>
    <message>
        <source>No more puzzles in this file.</source>
        <translation>V tomto souboru už nejsou další úlohy.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Jste na tahu.</translation>
    </message>
    <message>
        <source>%1: not the solution. Try again, show the solution, or go on to the next puzzle.</source>
        <translation>%1: to není řešení. Zkuste to znovu, zobrazte řešení, nebo pokračujte další úlohou.</translation>
    </message>
    <message>
        <source>%1: right.</source>
        <translation>%1: správně.</translation>
    </message>
    <message>
        <source>Also mates: %1</source>
        <translation>Také dá mat: %1</translation>
    </message>
    <message>
        <source>Also wins: %1</source>
        <translation>Také vyhrává: %1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Vyřešeno!</translation>
    </message>
    <message>
        <source>The goal is not reached.</source>
        <translation>Cíle nebylo dosaženo.</translation>
    </message>
    <message>
        <source>The file gives no solution for this puzzle.</source>
        <translation>Soubor pro tuto úlohu neuvádí řešení.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Řešení: %1</translation>
    </message>
    <message>
        <source>Hint: move the piece on %1 (%2).</source>
        <translation>Nápověda: táhněte kamenem na %1 (%2).</translation>
    </message>
    <message>
        <source>Also good: %1</source>
        <translation>Také dobré: %1</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Nápověda: šipka ukazuje tah.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Úlohy</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Znovu</translation>
    </message>
    <message>
        <source>&amp;Show Solution</source>
        <translation>Zobrazit ř&amp;ešení</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Další úloha</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Vaše výsledky</translation>
    </message>
    <message>
        <source>Latest attempts:</source>
        <translation>Poslední pokusy:</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Úloha %1 ze souboru %2</translation>
    </message>
    <message>
        <source>Puzzles – %1</source>
        <translation>Úlohy – %1</translation>
    </message>
    <message>
        <source>This puzzle is over: try it again or go on to the next.</source>
        <translation>Tato úloha skončila: zkuste ji znovu, nebo přejděte na další.</translation>
    </message>
    <message>
        <source>Wait for the reply.</source>
        <translation>Počkejte na odpověď.</translation>
    </message>
    <message>
        <source>Rating this puzzle…</source>
        <translation>Úloha se hodnotí…</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>Motivy: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Neuloženo: %1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Procvičování</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingActions</name>
    <message>
        <source>Your Ra&amp;ting…</source>
        <translation>Vaše &amp;hodnocení…</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels, its history and the level it suggests</source>
        <translation>Vaše hodnocení proti úrovním Rochade, jeho historie a navržená úroveň</translation>
    </message>
    <message>
        <source>Your rating could not be read (%1). The file was left as it is; games are not rated until it is mended or removed.</source>
        <translation>Vaše hodnocení nelze přečíst (%1). Soubor zůstal beze změny; partie se nehodnotí, dokud nebude opraven nebo odstraněn.</translation>
    </message>
    <message>
        <source>The game was too short to be rated (fewer than one move each).</source>
        <translation>Partie byla na hodnocení příliš krátká (méně než jeden tah každé strany).</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <translation>Vaše hodnocení: %1 (%2)</translation>
    </message>
    <message>
        <source>Your rating could not be saved: %1</source>
        <translation>Vaše hodnocení nelze uložit: %1</translation>
    </message>
    <message>
        <source>Your rating could not be deleted: %1</source>
        <translation>Vaše hodnocení nelze smazat: %1</translation>
    </message>
    <message>
        <source>Your rating was deleted. Your next game against the computer starts it again.</source>
        <translation>Vaše hodnocení bylo smazáno. Vaše příští partie proti počítači ho založí znovu.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingChart</name>
    <message>
        <source>Rating history</source>
        <translation>Historie hodnocení</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Zatím žádné hodnocené partie</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n hodnocená partie</numerusform>
            <numerusform>%n hodnocené partie</numerusform>
            <numerusform>%n hodnocených partií</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingDialog</name>
    <message>
        <source>new to chess (%1)</source>
        <translation>začátečník v šachu (%1)</translation>
    </message>
    <message>
        <source>a club player (%1)</source>
        <translation>hráč z oddílu (%1)</translation>
    </message>
    <message>
        <source>a casual player (%1)</source>
        <translation>příležitostný hráč (%1)</translation>
    </message>
    <message>
        <source>Your Rating</source>
        <translation>Vaše hodnocení</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels (Glicko-2) and its deviation: your strength lies within one deviation of the figure about two times in three. The deviation narrows as you play.</source>
        <translation>Vaše hodnocení proti úrovním Rochade (Glicko-2) a jeho odchylka: vaše síla leží zhruba ve dvou případech ze tří do jedné odchylky od čísla. Odchylka se hraním zmenšuje.</translation>
    </message>
    <message>
        <source>Start &amp;Over…</source>
        <translation>Začít &amp;znovu…</translation>
    </message>
    <message>
        <source>Not rated yet</source>
        <translation>Zatím bez hodnocení</translation>
    </message>
    <message>
        <source>Your first game against one of Rochade&apos;s levels asks how much chess you have played, and your rating starts there.</source>
        <translation>Vaše první partie proti některé úrovni Rochade se zeptá, kolik jste už hráli šachy, a odtud vaše hodnocení začne.</translation>
    </message>
    <message>
        <source>Your rating: %1 ± %2</source>
        <translation>Vaše hodnocení: %1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>Started as %1; %n rated game(s) since.</source>
        <translation>
            <numerusform>Začátek: %1; od té doby %n hodnocená partie.</numerusform>
            <numerusform>Začátek: %1; od té doby %n hodnocené partie.</numerusform>
            <numerusform>Začátek: %1; od té doby %n hodnocených partií.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested: %1. %2 Adaptive in New Game plays the level nearest your rating each game.</source>
        <translation>Doporučeno: %1. %2 Volba „Přizpůsobivá“ v nové partii hraje v každé partii úroveň nejbližší vašemu hodnocení.</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Začít znovu</translation>
    </message>
    <message numerus="yes">
        <source>Delete your rating and its %n rated game(s)? Your next game against the computer asks again how much chess you have played.</source>
        <translation>
            <numerusform>Smazat vaše hodnocení a jeho %n hodnocenou partii? Vaše příští partie proti počítači se znovu zeptá, kolik jste už hráli šachy.</numerusform>
            <numerusform>Smazat vaše hodnocení a jeho %n hodnocené partie? Vaše příští partie proti počítači se znovu zeptá, kolik jste už hráli šachy.</numerusform>
            <numerusform>Smazat vaše hodnocení a jeho %n hodnocených partií? Vaše příští partie proti počítači se znovu zeptá, kolik jste už hráli šachy.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordEditor</name>
    <message>
        <source>This line is already the main one.</source>
        <translation>Tato varianta už je hlavní.</translation>
    </message>
    <message>
        <source>Variation promoted.</source>
        <translation>Varianta povýšena.</translation>
    </message>
    <message>
        <source>This move leads to the game&apos;s position: take it back with Undo first.</source>
        <translation>Tento tah vede k pozici partie: nejprve ho vezměte zpět pomocí Zpět.</translation>
    </message>
    <message>
        <source>Moves deleted.</source>
        <translation>Tahy smazány.</translation>
    </message>
    <message>
        <source>Deleted moves restored.</source>
        <translation>Smazané tahy obnoveny.</translation>
    </message>
    <message>
        <source>The game changed during the review: nothing was written.</source>
        <translation>Partie se během rozboru změnila: nic nebylo zapsáno.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordView</name>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Povýšit variantu</translation>
    </message>
    <message>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Smazat odsud</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Komentář…</translation>
    </message>
    <message>
        <source>&amp;Symbol</source>
        <translation>&amp;Symbol</translation>
    </message>
    <message>
        <source>! Good move</source>
        <translation>! Dobrý tah</translation>
    </message>
    <message>
        <source>? Mistake</source>
        <translation>? Chyba</translation>
    </message>
    <message>
        <source>!! Brilliant move</source>
        <translation>!! Skvělý tah</translation>
    </message>
    <message>
        <source>?? Blunder</source>
        <translation>?? Hrubá chyba</translation>
    </message>
    <message>
        <source>!? Interesting move</source>
        <translation>!? Zajímavý tah</translation>
    </message>
    <message>
        <source>?! Dubious move</source>
        <translation>?! Pochybný tah</translation>
    </message>
    <message>
        <source>No symbol</source>
        <translation>Bez symbolu</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultBar</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Hide this bar: the final position and the moves stay to look at.</source>
        <translation>Skrýt tento pruh: závěrečná pozice a tahy zůstanou k prohlédnutí.</translation>
    </message>
    <message>
        <source>&amp;Take back my last move</source>
        <translation>&amp;Vzít zpět můj poslední tah</translation>
    </message>
    <message>
        <source>Takes back your last move, and the computer&apos;s reply if it made one.</source>
        <translation>Vezme zpět váš poslední tah a odpověď počítače, pokud nějakou zahrál.</translation>
    </message>
    <message>
        <source>&amp;Take back the last move</source>
        <translation>&amp;Vzít zpět poslední tah</translation>
    </message>
    <message>
        <source>Takes back the move that ended the game.</source>
        <translation>Vezme zpět tah, kterým partie skončila.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ReviewActions</name>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Nechat program ohodnotit každý tah partie</translation>
    </message>
    <message>
        <source>Cancel Review</source>
        <translation>Zrušit rozbor</translation>
    </message>
    <message>
        <source>Next &amp;Mistake</source>
        <translation>Další &amp;chyba</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Rozbor %v/%m</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Accuracy: White %1 · Black %2</source>
        <translation>Přesnost: bílý %1 · černý %2</translation>
    </message>
    <message>
        <source>No further mistake.</source>
        <translation>Žádná další chyba.</translation>
    </message>
    <message>
        <source>No earlier mistake.</source>
        <translation>Žádná dřívější chyba.</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Probíhá rozbor partie…</translation>
    </message>
    <message>
        <source>Review done. %1</source>
        <translation>Rozbor hotov. %1</translation>
    </message>
    <message>
        <source>Review cancelled: nothing was written.</source>
        <translation>Rozbor zrušen: nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Rozbor partie</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Př&amp;edchozí chyba</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Šachovnice pro nastavení pozice</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SoundActions</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuky</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Ztlumit</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Hlasitost</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Quiet While Minimised</source>
        <translation>&amp;Potichu, když je okno minimalizované</translation>
    </message>
    <message>
        <source>&amp;Bump on Illegal Moves</source>
        <translation>Zvuk při &amp;nepovoleném tahu</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatisticsDialog</name>
    <message>
        <source>Game Statistics</source>
        <translation>Statistika partie</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Materiál</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Half-moves played</source>
        <translation>Odehrané půltahy</translation>
    </message>
    <message>
        <source>Material (pawns)</source>
        <translation>Materiál (v pěšcích)</translation>
    </message>
    <message>
        <source>Engine evaluation (White&apos;s view)</source>
        <translation>Hodnocení enginu (z pohledu bílého)</translation>
    </message>
    <message>
        <source>Evaluation (pawns)</source>
        <translation>Hodnocení (v pěšcích)</translation>
    </message>
    <message>
        <source>Count &amp;pieces instead of material</source>
        <translation>Počítat &amp;figury místo materiálu</translation>
    </message>
    <message>
        <source>Pieces on the board</source>
        <translation>Figury na šachovnici</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figury</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Engine evaluation: none yet (turn on the evaluation bar)</source>
        <translation>Hodnocení enginu: zatím žádné (zapněte ukazatel hodnocení)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatusLine</name>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Přemýšlí… hloubka %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TimeControlChooser</name>
    <message>
        <source>No clock</source>
        <translation>Bez hodin</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minut na hráče</translation>
    </message>
    <message>
        <source>Seconds added per move</source>
        <translation>Sekund přidaných za tah</translation>
    </message>
</context>
<context>
    <name>rochade::gui::Tutor</name>
    <message>
        <source>Move taken back: play again.</source>
        <translation>Tah vrácen: hrajte znovu.</translation>
    </message>
    <message>
        <source>Evaluation for you: %1 after your move, %2 before it.</source>
        <translation>Hodnocení pro vás: %1 po vašem tahu, %2 před ním.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TutorActions</name>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>T&amp;utor: Warn About My Mistakes</source>
        <translation>&amp;Tutor: upozorňovat na mé chyby</translation>
    </message>
    <message>
        <source>Before the computer replies, warn me when my move was a mistake, and let me take it back</source>
        <translation>Než počítač odpoví, upozornit mě, když byl můj tah chybou, a nechat mě ho vrátit</translation>
    </message>
    <message>
        <source>Moves taken back after the tutor&apos;s warning in this game (the record&apos;s %1 tag)</source>
        <translation>Tahy vrácené v této partii po upozornění tutora (značka %1 v záznamu)</translation>
    </message>
    <message>
        <source>The tutor is off.</source>
        <translation>Tutor je vypnutý.</translation>
    </message>
    <message>
        <source>The tutor is on: your next moves are judged before the computer replies.</source>
        <translation>Tutor je zapnutý: vaše další tahy se posoudí dřív, než počítač odpoví.</translation>
    </message>
    <message>
        <source>The tutor is on for games against the computer.</source>
        <translation>Tutor je zapnutý pro partie proti počítači.</translation>
    </message>
    <message>
        <source>Tutor take-backs: %1</source>
        <translation>Vrácení s tutorem: %1</translation>
    </message>
    <message>
        <source>The tutor holds the clocks: take your move back, or play on.</source>
        <translation>Tutor zastavil hodiny: vraťte svůj tah, nebo hrajte dál.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TutorNote</name>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Vrátit tah</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <source>The tutor: think again</source>
        <translation>Tutor: zamyslete se znovu</translation>
    </message>
    <message>
        <source>Undo your move and play another one</source>
        <translation>Vrátit váš tah a zahrát jiný</translation>
    </message>
    <message>
        <source>Keep your move; the computer replies</source>
        <translation>Ponechat váš tah; počítač odpoví</translation>
    </message>
</context>
<context>
    <name>rochade::gui::UciEngineProcess</name>
    <message>
        <source>could not be started: no program was given</source>
        <translation>se nepodařilo spustit: nebyl zadán žádný program</translation>
    </message>
    <message>
        <source>is not running</source>
        <translation>neběží</translation>
    </message>
    <message>
        <source>sent a line too long to be UCI</source>
        <translation>poslal řádek příliš dlouhý pro UCI</translation>
    </message>
    <message>
        <source>keeps sending text that is not UCI</source>
        <translation>stále posílá text, který není UCI</translation>
    </message>
    <message>
        <source>sent “bestmove” without a move</source>
        <translation>poslal „bestmove“ bez tahu</translation>
    </message>
    <message>
        <source>gave up (“bestmove %1”) although there are legal moves</source>
        <translation>se vzdal („bestmove %1“), přestože existují možné tahy</translation>
    </message>
    <message>
        <source>played an illegal move: %1</source>
        <translation>zahrál nepřípustný tah: %1</translation>
    </message>
    <message>
        <source>answered with something that is not a move: “%1”</source>
        <translation>odpověděl něčím, co není tah: „%1“</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>se nepodařilo spustit: %1</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>spadl</translation>
    </message>
    <message>
        <source>quit unexpectedly (exit code %1)</source>
        <translation>neočekávaně skončil (návratový kód %1)</translation>
    </message>
    <message>
        <source>did not complete the UCI handshake (no “uciok” within %1 s)</source>
        <translation>nedokončil úvodní komunikaci UCI (žádné „uciok“ do %1 s)</translation>
    </message>
    <message>
        <source>did not report ready (no “readyok” within %1 s)</source>
        <translation>nehlásil připravenost (žádné „readyok“ do %1 s)</translation>
    </message>
    <message>
        <source>did not answer with a move in time</source>
        <translation>neodpověděl včas tahem</translation>
    </message>
    <message>
        <source>does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>nehraje Chess960 (nemá volbu UCI_Chess960)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ViewActions</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Otočit šachovnici</translation>
    </message>
    <message>
        <source>Turn the Board for Each &amp;Player (hot-seat)</source>
        <translation>Otáčet šachovnici pro každého &amp;hráče (u jednoho počítače)</translation>
    </message>
    <message>
        <source>Always Promote to &amp;Queen</source>
        <translation>Vždy proměnit v &amp;dámu</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Motiv šachovnice</translation>
    </message>
    <message>
        <source>P&amp;iece Set</source>
        <translation>Sada &amp;figur</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Barvy</translation>
    </message>
    <message>
        <source>&amp;System Colours</source>
        <translation>&amp;Systémové barvy</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>S&amp;větlé</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tmavé</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Jazyk systému</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Rochade.</source>
        <translation>Nový jazyk se použije při příštím spuštění Rochade.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Vypnuto</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rychle</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normálně</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Pomalu</translation>
    </message>
    <message>
        <source>Move &amp;Animation</source>
        <translation>Anima&amp;ce tahů</translation>
    </message>
</context>
</TS>
