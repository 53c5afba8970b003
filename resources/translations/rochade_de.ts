<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardSquareNames</name>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A square for screen readers: &quot;e4, white pawn&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>An empty square for screen readers: &quot;e5, empty&quot;</extracomment>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>legal target</source>
        <translation>erlaubtes Zielfeld</translation>
    </message>
    <message>
        <source>; selected: %1</source>
        <translation>; ausgewählt: %1</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, ausgewählt</translation>
    </message>
    <message>
        <source>. Arrow keys move, Space or Enter selects and moves, Esc cancels.</source>
        <translation>. Pfeiltasten bewegen, Leertaste oder Eingabetaste wählt aus und zieht, Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Walnut</source>
        <translation>Nussbaum</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Rochade, a chess application.</source>
        <translation>Rochade, ein Schachprogramm.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Eine PGN-Datei zum Öffnen.</translation>
    </message>
</context>
<context>
    <name>DrawNegotiation</name>
    <message>
        <source>The computer has not answered your draw offer yet.</source>
        <translation>Der Computer hat auf Ihr Remisangebot noch nicht geantwortet.</translation>
    </message>
    <message>
        <source>You offer a draw: the computer answers with its move.</source>
        <translation>Sie bieten Remis an: Der Computer antwortet mit seinem Zug.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer…</source>
        <translation>Der Computer denkt über Ihr Remisangebot nach…</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>Nach %1 können Sie Remis beanspruchen. %1 spielen und Remis beanspruchen?</translation>
    </message>
</context>
<context>
    <name>GameBrowser</name>
    <message>
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Ansicht von Zug %1 — die Partie geht danach weiter.</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game.</source>
        <translation>Nichts zurückzunehmen: dies ist der Beginn der Partie.</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer&apos;s first move opened the game.</source>
        <translation>Nichts zurückzunehmen: der erste Zug des Computers hat die Partie eröffnet.</translation>
    </message>
    <message>
        <source>Took back the computer&apos;s reply and your move.</source>
        <translation>Die Antwort des Computers und Ihr Zug wurden zurückgenommen.</translation>
    </message>
    <message>
        <source>Took back one move.</source>
        <translation>Ein Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Replayed.</source>
        <translation>Wiederholt.</translation>
    </message>
    <message>
        <source>Viewing a side line at move %1 — the game goes on elsewhere.</source>
        <translation>Eine Nebenvariante bei Zug %1 wird gezeigt — die Partie geht anderswo weiter.</translation>
    </message>
</context>
<context>
    <name>GameStatusText</name>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source>Check! </source>
        <translation>Schach! </translation>
    </message>
    <message>
        <source>The position has occurred three times: you may claim a draw.</source>
        <translation>Die Stellung ist dreimal aufgetreten: Sie können Remis beanspruchen.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move: you may claim a draw.</source>
        <translation>Fünfzig Züge ohne Schlagen oder Bauernzug: Sie können Remis beanspruchen.</translation>
    </message>
    <message>
        <source>White wins by checkmate.</source>
        <translation>Weiß gewinnt durch Schachmatt.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Schwarz gewinnt durch Schachmatt.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Remis durch Patt.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Remis nach der 75-Züge-Regel.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Remis durch fünffache Stellungswiederholung.</translation>
    </message>
    <message>
        <source>Draw: neither side has enough material to mate.</source>
        <translation>Remis: keine Seite hat genug Material zum Mattsetzen.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule (claimed).</source>
        <translation>Remis nach der 50-Züge-Regel (beansprucht).</translation>
    </message>
    <message>
        <source>Draw by threefold repetition (claimed).</source>
        <translation>Remis durch dreifache Stellungswiederholung (beansprucht).</translation>
    </message>
    <message>
        <source>Black resigns: White wins.</source>
        <translation>Schwarz gibt auf: Weiß gewinnt.</translation>
    </message>
    <message>
        <source>White resigns: Black wins.</source>
        <translation>Weiß gibt auf: Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remis durch Vereinbarung.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out: White wins on time.</source>
        <translation>Die Zeit von Schwarz ist abgelaufen: Weiß gewinnt durch Zeitüberschreitung.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out: Black wins on time.</source>
        <translation>Die Zeit von Weiß ist abgelaufen: Schwarz gewinnt durch Zeitüberschreitung.</translation>
    </message>
    <message>
        <source>A flag has fallen, but the other side cannot mate: a draw.</source>
        <translation>Die Zeit ist abgelaufen, aber die Gegenseite kann nicht mehr mattsetzen: Remis.</translation>
    </message>
    <message>
        <source>A draw, as the record says.</source>
        <translation>Remis, wie die Partienotation angibt.</translation>
    </message>
    <message>
        <source>White wins, as the record says.</source>
        <translation>Weiß gewinnt, wie die Partienotation angibt.</translation>
    </message>
    <message>
        <source>Black wins, as the record says.</source>
        <translation>Schwarz gewinnt, wie die Partienotation angibt.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by the fifty-move rule may be claimed.</source>
        <translation>Die Partie geht weiter; Remis nach der 50-Züge-Regel kann beansprucht werden.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by threefold repetition may be claimed.</source>
        <translation>Die Partie geht weiter; Remis durch dreifache Stellungswiederholung kann beansprucht werden.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00), but Black cannot mate: a draw.</source>
        <translation>Die Zeit von Weiß ist abgelaufen (0:00), aber Schwarz kann nicht mattsetzen: Remis.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00), but White cannot mate: a draw.</source>
        <translation>Die Zeit von Schwarz ist abgelaufen (0:00), aber Weiß kann nicht mattsetzen: Remis.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00): Black wins on time.</source>
        <translation>Die Zeit von Weiß ist abgelaufen (0:00): Schwarz gewinnt durch Zeitüberschreitung.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00): White wins on time.</source>
        <translation>Die Zeit von Schwarz ist abgelaufen (0:00): Weiß gewinnt durch Zeitüberschreitung.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: neither side can force mate.</source>
        <translation>Der Computer nimmt Ihr Remisangebot an: Keine Seite kann ein Matt erzwingen.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: it thinks it is clearly worse.</source>
        <translation>Der Computer nimmt Ihr Remisangebot an: Er hält seine Stellung für klar schlechter.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: a level ending without pawns is a draw.</source>
        <translation>Der Computer nimmt Ihr Remisangebot an: Ein ausgeglichenes Endspiel ohne Bauern ist remis.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it is still the opening.</source>
        <translation>Der Computer lehnt Ihr Remisangebot ab: Die Partie ist noch in der Eröffnung.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks it is better.</source>
        <translation>Der Computer lehnt Ihr Remisangebot ab: Er hält seine Stellung für besser.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks the position is level enough to play on.</source>
        <translation>Der Computer lehnt Ihr Remisangebot ab: Die Stellung ist ihm ausgeglichen genug, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Sie sehen sich Zug %1 an: kehren Sie zur Partie zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Die Partie ist beendet: %1 Beginnen Sie eine neue Partie oder nehmen Sie einen Zug zurück.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer.</source>
        <translation>Der Computer denkt über Ihr Remisangebot nach.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Sie sind nicht am Zug: der Computer denkt nach.</translation>
    </message>
    <message>
        <source>The game is paused: press P to resume.</source>
        <translation>Die Partie ist angehalten: drücken Sie P, um fortzufahren.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>First moves</source>
        <translation>Erste Züge</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>Full strength: no caps, uses whatever time the clock or the caller allows.</source>
        <translation>Volle Stärke: keine Grenzen, nutzt so viel Zeit, wie die Uhr oder der Aufrufer erlaubt.</translation>
    </message>
    <message>
        <source>Takes the time its clock allows, or thinks until told to move.</source>
        <translation>Nimmt sich die Zeit, die seine Uhr erlaubt, oder denkt, bis er ziehen soll.</translation>
    </message>
    <message>
        <source>A newcomer with a few games behind it: sees little beyond its next move and the captures that follow, and often picks a weaker move.</source>
        <translation>Ein Neuling mit ein paar Partien: sieht kaum mehr als seinen nächsten Zug und das Schlagen, das darauf folgt, und wählt oft einen schwächeren Zug.</translation>
    </message>
    <message>
        <source>A learner: looks only a move or two ahead and picks freely among reasonable moves, with no plan; it guards its pieces against simple captures and always takes a mate in one.</source>
        <translation>Ein Lernender: schaut nur einen oder zwei Züge voraus und wählt frei unter vernünftigen Zügen, ohne Plan; er schützt seine Figuren vor einfachem Schlagen und setzt immer matt, wenn es in einem Zug geht.</translation>
    </message>
    <message>
        <source>A casual player: sees simple threats and sometimes settles for a slightly weaker move.</source>
        <translation>Ein Gelegenheitsspieler: sieht einfache Drohungen und begnügt sich manchmal mit einem etwas schwächeren Zug.</translation>
    </message>
    <message>
        <source>A club player on a quick day: looks a few moves ahead and varies only between moves of nearly equal value.</source>
        <translation>Ein Vereinsspieler, der schnell spielt: schaut einige Züge voraus und wechselt nur zwischen fast gleichwertigen Zügen.</translation>
    </message>
    <message>
        <source>A solid club player: looks further ahead and rarely strays from its best move.</source>
        <translation>Ein solider Vereinsspieler: schaut weiter voraus und weicht selten von seinem besten Zug ab.</translation>
    </message>
    <message>
        <source>A strong club player: always plays the best move it finds in a short think.</source>
        <translation>Ein starker Vereinsspieler: spielt immer den besten Zug, den er nach kurzem Nachdenken findet.</translation>
    </message>
    <message>
        <source>A tournament player: thinks longer than Hard before each move.</source>
        <translation>Ein Turnierspieler: denkt vor jedem Zug länger als „Schwer“.</translation>
    </message>
    <message>
        <source>A seasoned tournament player: thinks longer still before each move.</source>
        <translation>Ein erfahrener Turnierspieler: denkt vor jedem Zug noch länger.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <source>Plays at about %1 Elo.</source>
        <translation>Spielstärke etwa %1 Elo.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: looks at its own move and what can be taken back at once, often leaves a piece where it can be taken, overlooks threats and now and then a mate in one, and likes to bring its pieces out.</source>
        <translation>Ein Gegner für die erste Partie: schaut nur auf den eigenen Zug und darauf, was sofort zurückgeschlagen werden kann, lässt oft eine Figur stehen, wo sie geschlagen werden kann, übersieht Drohungen und hin und wieder ein Matt in einem Zug und bringt gern seine Figuren heraus.</translation>
    </message>
    <message>
        <source>Replies within %1 seconds, sooner when the move is forced.</source>
        <translation>Antwortet innerhalb von %1 Sekunden, schneller bei einem erzwungenen Zug.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <source>Has just learned the rules and played a few games: looks at its own move and what can be taken back at once, now and then leaves a piece where it can be taken or overlooks a threat, and brings its pieces out.</source>
        <translation>Hat gerade die Regeln gelernt und ein paar Partien gespielt: schaut auf den eigenen Zug und darauf, was sofort zurückgeschlagen werden kann, lässt hin und wieder eine Figur stehen, wo sie geschlagen werden kann, oder übersieht eine Drohung und bringt seine Figuren heraus.</translation>
    </message>
    <message>
        <source>Leaves a piece hanging several times a game</source>
        <translation>Lässt mehrmals pro Partie eine Figur hängen</translation>
    </message>
    <message>
        <source>Leaves a piece hanging about once a game</source>
        <translation>Lässt etwa einmal pro Partie eine Figur hängen</translation>
    </message>
    <message>
        <source>Leaves a piece hanging every few games</source>
        <translation>Lässt alle paar Partien eine Figur hängen</translation>
    </message>
    <message>
        <source>Rarely leaves a piece hanging</source>
        <translation>Lässt selten eine Figur hängen</translation>
    </message>
    <message>
        <source>misses a mate in one several times a game</source>
        <translation>übersieht mehrmals pro Partie ein Matt in einem Zug</translation>
    </message>
    <message>
        <source>misses a mate in one about once a game</source>
        <translation>übersieht etwa einmal pro Partie ein Matt in einem Zug</translation>
    </message>
    <message>
        <source>misses a mate in one now and then</source>
        <translation>übersieht hin und wieder ein Matt in einem Zug</translation>
    </message>
    <message>
        <source>rarely misses a mate in one</source>
        <translation>übersieht selten ein Matt in einem Zug</translation>
    </message>
    <message>
        <source>blunders several times a game</source>
        <translation>macht mehrmals pro Partie einen groben Fehler</translation>
    </message>
    <message>
        <source>blunders about once a game</source>
        <translation>macht etwa einmal pro Partie einen groben Fehler</translation>
    </message>
    <message>
        <source>blunders every few games</source>
        <translation>macht alle paar Partien einen groben Fehler</translation>
    </message>
    <message>
        <source>rarely blunders</source>
        <translation>macht selten einen groben Fehler</translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <extracomment>The three clauses of a level&apos;s mistakes: hanging pieces, missed mates, blunders.</extracomment>
        <translation>%1; %2; %3.</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Aufsteiger</translation>
    </message>
    <message>
        <source>Knows the rules and has a few dozen games behind it: usually looks at its move and the captures that follow, but now and then moves at first sight and leaves a piece where it can be taken or overlooks a threat.</source>
        <translation>Kennt die Regeln und hat ein paar Dutzend Partien hinter sich: schaut meist auf seinen Zug und die Schlagfolgen danach, zieht aber ab und zu auf den ersten Blick und lässt eine Figur stehen, wo sie geschlagen werden kann, oder übersieht eine Drohung.</translation>
    </message>
    <message>
        <source>A strong tournament player: thinks longer than level 7 before each move.</source>
        <translation>Ein starker Turnierspieler: denkt vor jedem Zug länger als Stufe 7.</translation>
    </message>
</context>
<context>
    <name>MoveExplainer</name>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>kingside</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>queenside</source>
        <translation>lang</translation>
    </message>
    <message>
        <source>You can no longer castle %1: the king or that rook has moved</source>
        <translation>Sie können nicht mehr %1 rochieren: der König oder dieser Turm hat bereits gezogen</translation>
    </message>
    <message>
        <source>You cannot castle %1 yet: the squares between king and rook must be empty</source>
        <translation>Sie können noch nicht %1 rochieren: die Felder zwischen König und Turm müssen frei sein</translation>
    </message>
    <message>
        <source>You cannot castle out of check</source>
        <translation>Sie können nicht aus dem Schach heraus rochieren</translation>
    </message>
    <message>
        <source>You cannot castle %1: the king would cross the attacked square %2</source>
        <translation>Sie können nicht %1 rochieren: der König würde das angegriffene Feld %2 überqueren</translation>
    </message>
    <message>
        <source>You cannot castle %1: your king would be in check</source>
        <translation>Sie können nicht %1 rochieren: Ihr König stünde im Schach</translation>
    </message>
    <message>
        <source>the way is blocked by %1</source>
        <translation>der Weg ist versperrt (%1)</translation>
    </message>
    <message>
        <source>a knight cannot move like that (it jumps in an L shape)</source>
        <translation>ein Springer kann so nicht ziehen (er springt in L-Form)</translation>
    </message>
    <message>
        <source>a bishop moves only diagonally</source>
        <translation>ein Läufer zieht nur diagonal</translation>
    </message>
    <message>
        <source>a rook moves only along ranks and files</source>
        <translation>ein Turm zieht nur entlang von Reihen und Linien</translation>
    </message>
    <message>
        <source>a queen moves along ranks, files and diagonals</source>
        <translation>eine Dame zieht entlang von Reihen, Linien und Diagonalen</translation>
    </message>
    <message>
        <source>a king moves one square at a time (to castle, move it two squares or onto its rook)</source>
        <translation>ein König zieht jeweils nur ein Feld weit (zum Rochieren ziehen Sie ihn zwei Felder weit oder auf seinen Turm)</translation>
    </message>
    <message>
        <source>a pawn moves only forward</source>
        <translation>ein Bauer zieht nur vorwärts</translation>
    </message>
    <message>
        <source>a pawn cannot capture straight ahead</source>
        <translation>ein Bauer kann nicht geradeaus schlagen</translation>
    </message>
    <message>
        <source>a pawn moves two squares only from its starting square</source>
        <translation>ein Bauer zieht nur von seinem Ausgangsfeld aus zwei Felder weit</translation>
    </message>
    <message>
        <source>a pawn moves one square forward (two from its starting square)</source>
        <translation>ein Bauer zieht ein Feld vorwärts (von seinem Ausgangsfeld aus zwei)</translation>
    </message>
    <message>
        <source>a pawn moves diagonally only to capture</source>
        <translation>ein Bauer zieht nur beim Schlagen diagonal</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures diagonally</source>
        <translation>ein Bauer zieht geradeaus und schlägt diagonal</translation>
    </message>
    <message>
        <source>Castle kingside</source>
        <translation>Kurze Rochade</translation>
    </message>
    <message>
        <source>Castle queenside</source>
        <translation>Lange Rochade</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>That square is empty</source>
        <translation>Dieses Feld ist leer</translation>
    </message>
    <message>
        <source>Not your piece: it is %1&apos;s turn</source>
        <translation>Nicht Ihre Figur: %1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 cannot move to %2</source>
        <translation>%1 kann nicht nach %2 ziehen</translation>
    </message>
    <message>
        <source>%1: it is occupied by your own %2</source>
        <translation>%1: dort steht bereits eine eigene Figur (%2)</translation>
    </message>
    <message>
        <source>%1: no move can be played now</source>
        <translation>%1: jetzt kann kein Zug gespielt werden</translation>
    </message>
    <message>
        <source>%1: you must get out of check</source>
        <translation>%1: Sie müssen das Schach abwehren</translation>
    </message>
    <message>
        <source>%1: your king would be in check there</source>
        <translation>%1: Ihr König stünde dort im Schach</translation>
    </message>
    <message>
        <source>%1: your king would be in check</source>
        <translation>%1: Ihr König stünde im Schach</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No move can be played now</source>
        <translation>Jetzt kann kein Zug gespielt werden</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen erlaubten Zug</translation>
    </message>
    <message>
        <source>%1 has no legal move: you must get out of check</source>
        <translation>%1 hat keinen erlaubten Zug: Sie müssen das Schach abwehren</translation>
    </message>
    <message>
        <source>%1 has no legal move: your king would be in check</source>
        <translation>%1 hat keinen erlaubten Zug: Ihr König stünde im Schach</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Geometrisch</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 to play: find the winning line</source>
        <translation>%1 am Zug: Finden Sie die gewinnende Zugfolge</translation>
    </message>
    <message>
        <source>%1 to play: find the best move</source>
        <translation>%1 am Zug: Finden Sie den besten Zug</translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and mate in %n</source>
        <translation>
            <numerusform>%1 am Zug setzt matt in %n Zug</numerusform>
            <numerusform>%1 am Zug setzt matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: win at least %2 in %n move(s)</source>
        <translation>
            <numerusform>%1 am Zug: Gewinnen Sie mindestens %2 in %n Zug</numerusform>
            <numerusform>%1 am Zug: Gewinnen Sie mindestens %2 in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: keep %2 below %3 for %n move(s)</source>
        <translation>
            <numerusform>%1 am Zug: Halten Sie %2 %n Zug lang unter %3</numerusform>
            <numerusform>%1 am Zug: Halten Sie %2 %n Züge lang unter %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: hold the draw for %n move(s)</source>
        <translation>
            <numerusform>%1 am Zug: Halten Sie das Remis %n Zug lang</numerusform>
            <numerusform>%1 am Zug: Halten Sie das Remis %n Züge lang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: equalize in %n move(s)</source>
        <translation>
            <numerusform>%1 am Zug: Gleichen Sie in %n Zug aus</numerusform>
            <numerusform>%1 am Zug: Gleichen Sie in %n Zügen aus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play: promote a pawn and keep at least %2</source>
        <translation>%1 am Zug: Verwandeln Sie einen Bauern und behalten Sie mindestens %2</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 ± %2</source>
        <translation>Ihre Aufgabenwertung: %1 ± %2</translation>
    </message>
    <message>
        <source>Streak %1 · best %2 · solved %3 of %4</source>
        <translation>Serie %1 · beste %2 · %3 von %4 gelöst</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1 %2 (%3) → %4</source>
        <translation>%1 %2 (%3) → %4</translation>
    </message>
    <message>
        <source>Rated %1 (estimated)</source>
        <translation>Wertung %1 (geschätzt)</translation>
    </message>
    <message>
        <source>Rated %1 (from the file)</source>
        <translation>Wertung %1 (aus der Datei)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 mates in %2</source>
        <translation>%1 setzt matt in %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a PGN file (%2 MiB).</source>
        <translation>%1 ist zu groß für eine PGN-Datei (%2 MiB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, Züge: %5</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Externe Engine</translation>
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
        <translation>alle</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>%1, %2, moves: %3</source>
        <translation>%1, %2, Züge: %3</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>from inaccuracies on</source>
        <translation>ab Ungenauigkeiten</translation>
    </message>
    <message>
        <source>only about blunders</source>
        <translation>nur bei groben Fehlern</translation>
    </message>
    <message>
        <source>from mistakes on</source>
        <translation>ab Fehlern</translation>
    </message>
</context>
<context>
    <name>UciStrength</name>
    <message>
        <source>Whether %1 can play weaker is not known yet: Test it under Game ▸ Engines…. Until then it plays at full strength, %2 s per move when there is no clock.</source>
        <translation>Ob %1 schwächer spielen kann, ist noch nicht bekannt: Testen Sie es unter Partie ▸ Engines…. Bis dahin spielt es mit voller Stärke, %2 s pro Zug, wenn keine Uhr läuft.</translation>
    </message>
    <message>
        <source>%1 is set to play at about %2 Elo (its UCI_Elo option, %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 wird auf eine Spielstärke von etwa %2 Elo eingestellt (seine Option UCI_Elo, %3–%4) und denkt %5 s pro Zug, wenn keine Uhr läuft.</translation>
    </message>
    <message>
        <source>%1 is set to its Skill Level %2 (of %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 wird auf seinen Skill Level %2 (von %3–%4) eingestellt und denkt %5 s pro Zug, wenn keine Uhr läuft.</translation>
    </message>
    <message>
        <source>%1 offers no way to play weaker: it plays at full strength, and the level only sets its time, %2 s per move when there is no clock.</source>
        <translation>%1 bietet keine Möglichkeit, schwächer zu spielen: Es spielt mit voller Stärke, und die Stufe bestimmt nur seine Zeit, %2 s pro Zug, wenn keine Uhr läuft.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <source>How many of the best lines to show</source>
        <translation>Wie viele der besten Varianten gezeigt werden</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move</source>
        <translation>Doppelklick auf eine Variante spielt ihren ersten Zug</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines for the position on the board</source>
        <translation>Die besten Varianten der Engine für die Stellung auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Analysis is off</source>
        <translation>Analyse ist aus</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>The engine cannot analyse now</source>
        <translation>Die Engine kann jetzt nicht analysieren</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>A&amp;nalyst:</source>
        <translation>A&amp;nalytiker:</translation>
    </message>
    <message>
        <source>Which engine analyses: Rochade&apos;s own or the external engine chosen under Engines</source>
        <translation>Welche Engine analysiert: die von Rochade oder die unter Engines gewählte externe Engine</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>No analysis</source>
        <translation>Keine Analyse</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>&amp;Analyse</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BackgroundReviewActions</name>
    <message>
        <source>Review my games in the &amp;background</source>
        <translation>Meine Partien im &amp;Hintergrund analysieren</translation>
    </message>
    <message>
        <source>When you are idle, review your games and add your mistakes to your practice cards</source>
        <translation>Wenn Sie nichts tun, Ihre Partien analysieren und Ihre Fehler Ihren Übungskarten hinzufügen</translation>
    </message>
    <message>
        <source>Background review: %1</source>
        <translation>Analyse im Hintergrund: %1</translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>Das sind meine Partien</translation>
    </message>
    <message numerus="yes">
        <source>Your name is not among the players of %n game(s). Which side did you play?</source>
        <translation>
            <numerusform>Ihr Name steht nicht unter den Spielern von %n Partie. Welche Seite haben Sie gespielt?</numerusform>
            <numerusform>Ihr Name steht nicht unter den Spielern von %n Partien. Welche Seite haben Sie gespielt?</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The review of your games stopped; it goes on when Rochade starts again.</source>
        <translation>Die Analyse Ihrer Partien wurde angehalten; sie geht weiter, wenn Rochade wieder startet.</translation>
    </message>
    <message>
        <source>Select your games, or enter your name in Preferences.</source>
        <translation>Wählen Sie Ihre Partien aus oder geben Sie Ihren Namen in den Einstellungen ein.</translation>
    </message>
    <message>
        <source>Reviewing your games: %1 of %2 — &lt;a href=&quot;cancel&quot;&gt;Cancel&lt;/a&gt;</source>
        <translation>Analyse Ihrer Partien: %1 von %2 — &lt;a href=&quot;cancel&quot;&gt;Abbrechen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your games are reviewed: their mistakes are in your practice cards.</source>
        <translation>Ihre Partien sind analysiert: ihre Fehler sind in Ihren Übungskarten.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued before.</source>
        <translation>
            <numerusform>%n Partie war schon vorgemerkt.</numerusform>
            <numerusform>%n Partien waren schon vorgemerkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for review.</source>
        <translation>
            <numerusform>%n Partie zur Analyse vorgemerkt.</numerusform>
            <numerusform>%n Partien zur Analyse vorgemerkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without your name left out.</source>
        <translation>
            <numerusform>%n Partie ohne Ihren Namen ausgelassen.</numerusform>
            <numerusform>%n Partien ohne Ihren Namen ausgelassen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::Banner</name>
    <message>
        <source>&amp;Back to game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>&amp;Claim draw</source>
        <translation>Remis &amp;beanspruchen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Viewing the start position</source>
        <translation>Ansicht der Ausgangsstellung</translation>
    </message>
    <message>
        <source>Viewing move %1%2</source>
        <translation>Ansicht von Zug %1%2</translation>
    </message>
    <message>
        <source> (Black)</source>
        <translation> (Schwarz)</translation>
    </message>
    <message>
        <source> — the game is not changed</source>
        <translation> — die Partie bleibt unverändert</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Der Computer gewinnt</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Viewing a side line at move %1%2</source>
        <translation>Nebenvariante bei Zug %1%2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardEditorDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Kop&amp;ieren</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Das FEN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Set up the position of a FEN from the clipboard</source>
        <translation>Die Stellung eines FEN aus der Zwischenablage aufbauen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier aus spielen</translation>
    </message>
    <message>
        <source>Two players (hot-seat)</source>
        <translation>Zwei Spieler an einem Gerät</translation>
    </message>
    <message>
        <source>White against the computer</source>
        <translation>Weiß gegen den Computer</translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation>Schwarz gegen den Computer</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The computer plays as in the running game: %1.</source>
        <translation>Der Computer spielt wie in der laufenden Partie: %1.</translation>
    </message>
    <message>
        <source>A side can have at most %1 pieces.</source>
        <translation>Eine Seite kann höchstens %1 Figuren haben.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Kein gültiges FEN: %1</translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation>Nicht spielbar: %1</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: checkmate.</source>
        <translation>Eine erlaubte Stellung, aber die Partie ist schon zu Ende: Matt.</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: stalemate.</source>
        <translation>Eine erlaubte Stellung, aber die Partie ist schon zu Ende: Patt.</translation>
    </message>
    <message>
        <source>Ready to play: White to move.</source>
        <translation>Bereit zum Spielen: Weiß am Zug.</translation>
    </message>
    <message>
        <source>Ready to play: Black to move.</source>
        <translation>Bereit zum Spielen: Schwarz am Zug.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Set up this position for two players and show the engine&apos;s best lines for it (View ▸ Analysis)</source>
        <translation>Diese Stellung für zwei Spieler aufbauen und die besten Varianten der Engine dazu zeigen (Ansicht ▸ Analyse)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardSelection</name>
    <message>
        <source>Drag the piece to its square to move it</source>
        <translation>Ziehen Sie die Figur auf ihr Feld, um sie zu bewegen</translation>
    </message>
    <message>
        <source>The board does not accept moves now</source>
        <translation>Das Brett nimmt gerade keine Züge an</translation>
    </message>
    <message>
        <source>That is beside the board</source>
        <translation>Das ist neben dem Brett</translation>
    </message>
    <message>
        <source>The piece went back: it was dropped off the board</source>
        <translation>Die Figur wurde zurückgestellt: sie wurde neben dem Brett abgelegt</translation>
    </message>
    <message>
        <source>Promotion cancelled: the pawn stays on %1</source>
        <translation>Umwandlung abgebrochen: der Bauer bleibt auf %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockActions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Stop the clocks; press P again to play on</source>
        <translation>Die Uhren anhalten; zum Weiterspielen erneut P drücken</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockKeeper</name>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Die Partie ist beendet: es gibt nichts anzuhalten.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockLabel</name>
    <message>
        <source>used %1</source>
        <translation>verbraucht %1</translation>
    </message>
    <message>
        <source>Time left: %1, used so far: %2</source>
        <translation>Restzeit: %1, bisher verbraucht: %2</translation>
    </message>
    <message>
        <source>Time used so far: %1</source>
        <translation>Bisher verbrauchte Zeit: %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::CommentDialog</name>
    <message>
        <source>A comment cannot hold “}”: in a game file it ends the comment. Remove it, or use another bracket such as “)”.</source>
        <translation>Ein Kommentar kann kein „}“ enthalten: In einer Partiedatei beendet es den Kommentar. Entfernen Sie es oder nehmen Sie eine andere Klammer wie „)“.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ComputerTurns</name>
    <message>
        <source>The engine %1 %2.</source>
        <translation>Die Engine %1 %2.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>Der Computer denkt gerade nicht nach.</translation>
    </message>
    <message>
        <source>Moving now…</source>
        <translation>Zieht jetzt…</translation>
    </message>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Der Computer hat keinen spielbaren Zug gefunden.</translation>
    </message>
    <message>
        <source>The computer&apos;s move %1 was refused: %2</source>
        <translation>Der Zug %1 des Computers wurde abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::DocumentActions</name>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Your last game was resumed where you left it.</source>
        <translation>Ihre letzte Partie wird dort fortgesetzt, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
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
        <translation>Die Partie hat Änderungen, die nicht in %1 gespeichert sind. Jetzt speichern?</translation>
    </message>
    <message>
        <source>This game is not saved in any file. Save it?</source>
        <translation>Diese Partie ist in keiner Datei gespeichert. Jetzt speichern?</translation>
    </message>
    <message>
        <source>The games in %1 cannot be told apart for sure (the file has errors), so Rochade does not write into it. Save the game under another name?</source>
        <translation>Die Partien in %1 lassen sich nicht sicher voneinander trennen (die Datei enthält Fehler), deshalb schreibt Rochade nicht hinein. Die Partie unter einem anderen Namen speichern?</translation>
    </message>
    <message>
        <source>%1 has changed since the game was read: its game %2 is no longer where it was. Save the game under another name?</source>
        <translation>%1 wurde geändert, seit die Partie gelesen wurde: Partie %2 steht nicht mehr an ihrer Stelle. Die Partie unter einem anderen Namen speichern?</translation>
    </message>
    <message>
        <source>Not saved to %1.</source>
        <translation>Nicht in %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::DrawTalk</name>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Jetzt kann kein Remis beansprucht werden.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EditorActions</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Stellun&amp;g aufbauen…</translation>
    </message>
    <message>
        <source>Set up a position on a board of its own and play it</source>
        <translation>Eine Stellung auf einem eigenen Brett aufbauen und spielen</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Play the position set up instead?</source>
        <translation>Die laufende Partie wird abgebrochen. Stattdessen die aufgebaute Stellung spielen?</translation>
    </message>
    <message>
        <source>Playing the position set up.</source>
        <translation>Die aufgebaute Stellung wird gespielt.</translation>
    </message>
    <message>
        <source>The position set up was not played: the game goes on.</source>
        <translation>Die aufgebaute Stellung wurde nicht gespielt: die Partie geht weiter.</translation>
    </message>
    <message>
        <source>Analysing the position set up.</source>
        <translation>Die aufgebaute Stellung wird analysiert.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineActions</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>Choose an external UCI engine as the computer opponent</source>
        <translation>Eine externe UCI-Engine als Computergegner wählen</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>Engine-Fehler</translation>
    </message>
    <message>
        <source>The engine %1 %2.

Continue with Rochade&apos;s built-in engine?</source>
        <translation>Die Engine %1 %2.

Mit Rochades eingebauter Engine weiterspielen?</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>The computer opponent can be any chess engine that speaks UCI. Choose its program; New game then offers it next to Rochade&apos;s own engine.</source>
        <translation>Der Computergegner kann jede Schach-Engine sein, die UCI beherrscht. Wählen Sie ihr Programm; „Neue Partie“ bietet sie dann neben Rochades eigener Engine an.</translation>
    </message>
    <message>
        <source>(none found)</source>
        <translation>(keine gefunden)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>/path/to/engine</source>
        <translation>/pfad/zur/engine</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Found on this system:</source>
        <translation>Auf diesem System gefunden:</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <source>Enter the engine&apos;s program first.</source>
        <translation>Geben Sie zuerst das Programm der Engine an.</translation>
    </message>
    <message>
        <source>Works: %1</source>
        <translation>Funktioniert: %1</translation>
    </message>
    <message>
        <source>The engine %1.</source>
        <translation>Die Engine %1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>UCI-Engine auswählen</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set it to play at about %1, %2 and %3 Elo (UCI_Elo).</source>
        <translation>Leicht, Mittel und Schwer stellen es auf etwa %1, %2 und %3 Elo ein (UCI_Elo).</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set its Skill Level to %1, %2 and %3 (of %4–%5).</source>
        <translation>Leicht, Mittel und Schwer stellen seinen Skill Level auf %1, %2 und %3 (von %4–%5).</translation>
    </message>
    <message>
        <source>It offers no way to play weaker: Easy, Medium and Hard only set its time.</source>
        <translation>Es bietet keine Möglichkeit, schwächer zu spielen: Leicht, Mittel und Schwer bestimmen nur seine Zeit.</translation>
    </message>
    <message>
        <source>Also &amp;analyse with it in the Analysis panel</source>
        <translation>Auch im Analyse-Fenster mit ihr &amp;analysieren</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EvaluationBar</name>
    <message>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <source>The engine&apos;s evaluation of the shown position</source>
        <translation>Die Bewertung der gezeigten Stellung durch die Engine</translation>
    </message>
    <message>
        <source>Analysing the position…</source>
        <translation>Stellung wird analysiert…</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Weiß setzt in %n Zug matt</numerusform>
            <numerusform>Weiß setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Schwarz setzt in %n Zug matt</numerusform>
            <numerusform>Schwarz setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: White is better by %2 pawns</source>
        <translation>%1: Weiß steht um %2 Bauern besser</translation>
    </message>
    <message>
        <source>%1: Black is better by %2 pawns</source>
        <translation>%1: Schwarz steht um %2 Bauern besser</translation>
    </message>
    <message>
        <source>%1: the position is balanced</source>
        <translation>%1: die Stellung ist ausgeglichen</translation>
    </message>
    <message>
        <source>(depth %1)</source>
        <translation>(Tiefe %1)</translation>
    </message>
    <message>
        <source>The game is over: White won</source>
        <translation>Die Partie ist beendet: Weiß hat gewonnen</translation>
    </message>
    <message>
        <source>The game is over: Black won</source>
        <translation>Die Partie ist beendet: Schwarz hat gewonnen</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>Die Partie ist beendet: Remis</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExperienceDialog</name>
    <message>
        <source>Your Rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <source>&lt;b&gt;How much chess have you played?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie viel Schach haben Sie schon gespielt?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rochade keeps a rating from your games against its levels and suggests the level that suits you. Your answer is where it starts; your games move it from there.</source>
        <translation>Rochade führt eine Wertung aus Ihren Partien gegen seine Stufen und schlägt die Stufe vor, die zu Ihnen passt. Ihre Antwort ist der Ausgangspunkt; Ihre Partien bewegen sie von dort aus.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;new to chess</source>
        <translation>Ich bin &amp;neu im Schach</translation>
    </message>
    <message>
        <source>I play &amp;casually</source>
        <translation>Ich spiele &amp;gelegentlich</translation>
    </message>
    <message>
        <source>I play in a c&amp;lub</source>
        <translation>Ich spiele im &amp;Verein</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Start as a casual player</source>
        <translation>Als Gelegenheitsspieler beginnen</translation>
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
        <translation>Weiß gewinnt %1, Remis %2, Schwarz gewinnt %3 (von %4 Partien)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bilanz</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Zuletzt</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExplorerPanel</name>
    <message>
        <source>Opening Explorer</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source>Opening E&amp;xplorer</source>
        <translation>&amp;Eröffnungsbaum</translation>
    </message>
    <message>
        <source>Click a move to play it on the board.</source>
        <translation>Einen Zug anklicken, um ihn auf dem Brett zu spielen.</translation>
    </message>
    <message>
        <source>&amp;Find Games</source>
        <translation>Partien &amp;finden</translation>
    </message>
    <message>
        <source>List the games that reach this position</source>
        <translation>Die Partien auflisten, die diese Stellung erreichen</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>alle Spieler</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>beide Farben</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>als Weiß</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>als Schwarz</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Rating ≥</source>
        <translation>Wertung ≥</translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation>&amp;Jahre:</translation>
    </message>
    <message>
        <source>&amp;My games, as</source>
        <translation>&amp;Meine Partien, als</translation>
    </message>
    <message>
        <source>your name in the games</source>
        <translation>Ihr Name in den Partien</translation>
    </message>
    <message>
        <source>No library open.</source>
        <translation>Keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>This position is not in the library.</source>
        <translation>Diese Stellung ist nicht in der Bibliothek.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from here</source>
        <translation>
            <numerusform>%n Partie von hier</numerusform>
            <numerusform>%n Partien von hier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExternalAnalysisSource</name>
    <message>
        <source>The engine %1 %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 what went wrong (&quot;crashed&quot;, &quot;could not be started: ...&quot;)</extracomment>
        <translation>Die Engine %1 %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation>Stellung kopieren (&amp;FEN)</translation>
    </message>
    <message>
        <source>Paste Position (F&amp;EN)</source>
        <translation>Stellung einfügen (FE&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Copy Game (PGN)</source>
        <translation>Partie &amp;kopieren (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Game (PGN)</source>
        <translation>Partie &amp;einfügen (PGN)</translation>
    </message>
    <message>
        <source>Damaged PGN</source>
        <translation>Beschädigtes PGN</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>Partie einfügen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>No game can be read from %1. %2</source>
        <translation>Aus %1 kann keine Partie gelesen werden. %2</translation>
    </message>
    <message>
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Fehler in %1.

%2

Den gültigen Teil laden? (Gelesene Partien: %3; die letzte ist vielleicht unvollständig.)</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Nicht geladen: %1</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>In %1 ist keine Partie.</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>In der Zwischenablage ist keine Partie.</translation>
    </message>
    <message>
        <source>Loaded %1 from %2.</source>
        <translation>%1 aus %2 geladen.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Kein gültiges FEN: %1</translation>
    </message>
    <message>
        <source>Position set up from FEN.</source>
        <translation>Stellung aus FEN aufgebaut.</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Position copied as FEN.</source>
        <translation>Stellung als FEN kopiert.</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Partie als PGN kopiert.</translation>
    </message>
    <message>
        <source>Game %1 of %2 has an error.

%3

Load its valid part?</source>
        <translation>Partie %1 von %2 hat einen Fehler.

%3

Den gültigen Teil laden?</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the file has changed.</source>
        <translation>Partie %1 von %2 kann nicht gelesen werden: Die Datei wurde geändert.</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Die Zwischenablage</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameActions</name>
    <message>
        <source>As&amp;k Before Resigning</source>
        <translation>Vor der Aufgabe &amp;nachfragen</translation>
    </message>
    <message>
        <source>Computer Plays &amp;Opening Book Moves</source>
        <translation>Computer spielt Züge aus dem &amp;Eröffnungsbuch</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Remis beanspru&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back a move (against the computer: your last move)</source>
        <translation>Einen Zug zurücknehmen (gegen den Computer: Ihren letzten Zug)</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>&amp;Löschen rückgängig</translation>
    </message>
    <message>
        <source>Bring back the moves deleted last</source>
        <translation>Die zuletzt gelöschten Züge zurückholen</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Sofort ziehen</translation>
    </message>
    <message>
        <source>Make the computer play the best move it has found</source>
        <translation>Den Computer den besten bisher gefundenen Zug spielen lassen</translation>
    </message>
    <message>
        <source>&amp;About Rochade</source>
        <translation>Über &amp;Rochade</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Remis beanspruchen</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>%1 resigns?</source>
        <translation>%1 gibt auf?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 bietet Remis an. %2, nehmen Sie an?</translation>
    </message>
    <message>
        <source>The draw offer was declined.</source>
        <translation>Das Remisangebot wurde abgelehnt.</translation>
    </message>
    <message>
        <source>About Rochade</source>
        <translation>Über Rochade</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;A chess program: play against a friend on this computer or against the built-in engine at three levels.&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;Ein Schachprogramm: spielen Sie an diesem Computer gegen einen Freund oder gegen die eingebaute Engine in drei Spielstärken.&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A New Move</source>
        <translation>Ein neuer Zug</translation>
    </message>
    <message>
        <source>%1 is not the move the record has here.</source>
        <translation>%1 ist nicht der Zug, den die Partie hier hat.</translation>
    </message>
    <message>
        <source>Start a variation with it, or replace the rest of the game?</source>
        <translation>Damit eine Variante beginnen oder den Rest der Partie ersetzen?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Neue &amp;Variante</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>Den &amp;Rest ersetzen</translation>
    </message>
    <message>
        <source>&amp;Fast Replies</source>
        <translation>&amp;Schnelle Antworten</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameChooserDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Partie auswählen</translation>
    </message>
    <message>
        <source>Filter: player, event, opening, date, moves…</source>
        <translation>Filter: Spieler, Turnier, Eröffnung, Datum, Züge…</translation>
    </message>
    <message>
        <source>Reading %1… Games so far: %2</source>
        <translation>%1 wird gelesen… Partien bisher: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 enthält %2 Partien. Welche davon?</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Angezeigt: %1.</translation>
    </message>
    <message>
        <source>game %1, %2</source>
        <translation>Partie %1, %2</translation>
    </message>
    <message>
        <source>Errors: %1. The first: %2</source>
        <translation>Fehler: %1. Der erste: %2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>Illegal move.</source>
        <translation>Regelwidriger Zug.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>Rochade&apos;s built-in engine plays on.</source>
        <translation>Rochades eingebaute Engine spielt weiter.</translation>
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
        <translation>Erlaubte Züge</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Erlaubte Züge (%1)</translation>
    </message>
    <message>
        <source>Legal Moves (none: game over)</source>
        <translation>Erlaubte Züge (keine: Partie zu Ende)</translation>
    </message>
    <message>
        <source>Type a move: %1, e2e4 …</source>
        <translation>Zug eingeben: %1, e2e4 …</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameReview</name>
    <message>
        <source>A review is already running.</source>
        <translation>Eine Analyse läuft bereits.</translation>
    </message>
    <message>
        <source>There is no move to review.</source>
        <translation>Es gibt keinen Zug zu analysieren.</translation>
    </message>
    <message>
        <source>Pause the game or finish it before reviewing it.</source>
        <translation>Halte die Partie an oder beende sie, bevor du sie analysierst.</translation>
    </message>
    <message>
        <source>Review cancelled: another game was started.</source>
        <translation>Analyse abgebrochen: eine andere Partie wurde begonnen.</translation>
    </message>
    <message>
        <source>Inaccuracy. %1 was best.</source>
        <translation>Ungenauigkeit. %1 war am besten.</translation>
    </message>
    <message>
        <source>Mistake. %1 was best.</source>
        <translation>Fehler. %1 war am besten.</translation>
    </message>
    <message>
        <source>Blunder. %1 was best.</source>
        <translation>Grober Fehler. %1 war am besten.</translation>
    </message>
    <message>
        <source>Allows mate in %1: %2.</source>
        <translation>Lässt Matt in %1 zu: %2.</translation>
    </message>
    <message>
        <source>Misses mate in %1: %2.</source>
        <translation>Verpasst Matt in %1: %2.</translation>
    </message>
    <message>
        <source>Loses the knight on %1 after %2.</source>
        <translation>Verliert den Springer auf %1 nach %2.</translation>
    </message>
    <message>
        <source>Loses the bishop on %1 after %2.</source>
        <translation>Verliert den Läufer auf %1 nach %2.</translation>
    </message>
    <message>
        <source>Loses the rook on %1 after %2.</source>
        <translation>Verliert den Turm auf %1 nach %2.</translation>
    </message>
    <message>
        <source>Loses the queen on %1 after %2.</source>
        <translation>Verliert die Dame auf %1 nach %2.</translation>
    </message>
    <message>
        <source>Leaves the knight on %1 to be taken: %2.</source>
        <translation>Lässt den Springer auf %1 stehen: %2.</translation>
    </message>
    <message>
        <source>Leaves the bishop on %1 to be taken: %2.</source>
        <translation>Lässt den Läufer auf %1 stehen: %2.</translation>
    </message>
    <message>
        <source>Leaves the rook on %1 to be taken: %2.</source>
        <translation>Lässt den Turm auf %1 stehen: %2.</translation>
    </message>
    <message>
        <source>Leaves the queen on %1 to be taken: %2.</source>
        <translation>Lässt die Dame auf %1 stehen: %2.</translation>
    </message>
    <message>
        <source>Loses the exchange after %1.</source>
        <translation>Verliert die Qualität nach %1.</translation>
    </message>
    <message>
        <source>Loses a pawn after %1.</source>
        <translation>Verliert einen Bauern nach %1.</translation>
    </message>
    <message>
        <source>Loses %1 pawns after %2.</source>
        <translation>Verliert %1 Bauern nach %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpActions</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Read how to play with Rochade</source>
        <translation>Lesen, wie man mit Rochade spielt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpWindow</name>
    <message>
        <source>Rochade User Guide</source>
        <translation>Rochade-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
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
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>draw (75-move rule)</source>
        <translation>Remis (75-Züge-Regel)</translation>
    </message>
    <message>
        <source>draw (fivefold repetition)</source>
        <translation>Remis (fünffache Wiederholung)</translation>
    </message>
    <message>
        <source>draw (insufficient material)</source>
        <translation>Remis (ungenügendes Material)</translation>
    </message>
    <message>
        <source>draw claimed (50-move rule)</source>
        <translation>Remis beansprucht (50-Züge-Regel)</translation>
    </message>
    <message>
        <source>draw claimed (threefold repetition)</source>
        <translation>Remis beansprucht (dreifache Wiederholung)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>King (castles short)</source>
        <translation>König (kurze Rochade)</translation>
    </message>
    <message>
        <source>King (castles long)</source>
        <translation>König (lange Rochade)</translation>
    </message>
    <message>
        <source>Pawn → %1</source>
        <translation>Bauer → %1</translation>
    </message>
    <message>
        <source>Pawn (en passant)</source>
        <translation>Bauer (en passant)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Geschlagen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>rochade::gui::InsightController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>Ask the engine for a move (H)</source>
        <translation>Die Engine um einen Zugvorschlag bitten (H)</translation>
    </message>
    <message>
        <source>&amp;Evaluation Bar</source>
        <translation>&amp;Bewertungsbalken</translation>
    </message>
    <message>
        <source>Show the engine&apos;s view of the position beside the board</source>
        <translation>Die Einschätzung der Stellung durch die Engine neben dem Brett zeigen</translation>
    </message>
    <message>
        <source>Material and evaluation over the game</source>
        <translation>Material und Bewertung im Verlauf der Partie</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Jetzt kein Hinweis möglich: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche nach einem guten Zug…</translation>
    </message>
    <message>
        <source>The engine has no hint for this position.</source>
        <translation>Die Engine hat für diese Stellung keinen Hinweis.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Statis&amp;tik…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LearnActions</name>
    <message>
        <source>Learn from This &amp;Game</source>
        <translation>Aus dieser &amp;Partie lernen</translation>
    </message>
    <message>
        <source>Find better moves for your mistakes in this game</source>
        <translation>Finden Sie bessere Züge für Ihre Fehler in dieser Partie</translation>
    </message>
    <message>
        <source>Learn from This Game</source>
        <translation>Aus dieser Partie lernen</translation>
    </message>
    <message>
        <source>Which side did you play in this game?</source>
        <translation>Welche Seite haben Sie in dieser Partie gespielt?</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Give your name in Preferences to be recognised in opened games.</source>
        <translation>Geben Sie Ihren Namen in den Einstellungen an, damit Sie in geöffneten Partien erkannt werden.</translation>
    </message>
    <message>
        <source>White made no mistake to learn from.</source>
        <translation>Weiß hat keinen Fehler gemacht, aus dem sich lernen ließe.</translation>
    </message>
    <message>
        <source>Black made no mistake to learn from.</source>
        <translation>Schwarz hat keinen Fehler gemacht, aus dem sich lernen ließe.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>diese Partie</translation>
    </message>
    <message>
        <source>That was the last mistake of this game.</source>
        <translation>Das war der letzte Fehler dieser Partie.</translation>
    </message>
    <message>
        <source>One mistake to learn from.</source>
        <translation>Ein Fehler zum Lernen.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes to learn from.</source>
        <translation>
            <numerusform>%n Fehler zum Lernen.</numerusform>
            <numerusform>%n Fehler zum Lernen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake %1 of %2</source>
        <translation>Fehler %1 von %2</translation>
    </message>
    <message>
        <source>Show &amp;Me</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>Nächster &amp;Fehler</translation>
    </message>
    <message>
        <source>Review the game first: Learn ▸ Review Game.</source>
        <translation>Analysieren Sie die Partie zuerst: Lernen ▸ Partie analysieren.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LegalMovesModel</name>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>1 legal move</source>
        <translation>1 erlaubter Zug</translation>
    </message>
    <message>
        <source>%1 legal moves</source>
        <translation>%1 erlaubte Züge</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryActions</name>
    <message>
        <source>&amp;Library…</source>
        <translation>Bibl&amp;iothek…</translation>
    </message>
    <message>
        <source>&amp;Find This Position in Library</source>
        <translation>Diese Stellung in der Bibliothek fin&amp;den</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Meine beendeten Partien in die &amp;Bibliothek aufnehmen</translation>
    </message>
    <message>
        <source>The game was added to the library.</source>
        <translation>Die Partie wurde in die Bibliothek aufgenommen.</translation>
    </message>
    <message>
        <source>Opened %1 from the library.</source>
        <translation>%1 aus der Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>The game at byte %1 of %2 cannot be read.</source>
        <translation>Die Partie bei Byte %1 von %2 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Opened %1 from %2.</source>
        <translation>%1 aus %2 geöffnet.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryService</name>
    <message>
        <source>No library is open.</source>
        <translation>Keine Bibliothek ist geöffnet.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryWindow</name>
    <message>
        <source>Edit Tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <source>One tag a line, as in PGN: [Name &quot;value&quot;]</source>
        <translation>Ein Tag pro Zeile, wie in PGN: [Name &quot;Wert&quot;]</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>From (1990.01.01)</source>
        <translation>Von (1990.01.01)</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>&amp;Import PGN…</source>
        <translation>PGN &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>&amp;Tags bearbeiten…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing… %n game(s) read</source>
        <translation>
            <numerusform>Importiere… %n Partie gelesen</numerusform>
            <numerusform>Importiere… %n Partien gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n Partie nach %1 exportiert</numerusform>
            <numerusform>%n Partien nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Import PGN</source>
        <translation>PGN importieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Partien löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>%n Partie aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n Partien aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importiere…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importiere %1…</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Imported %1 game(s); %2 duplicate(s), %3 skipped with errors.%4</source>
        <translation>%1 Partie(n) importiert; %2 doppelt, %3 wegen Fehlern übersprungen.%4</translation>
    </message>
    <message>
        <source> Cancelled: importing the file again resumes.</source>
        <translation> Abgebrochen: ein erneuter Import der Datei setzt fort.</translation>
    </message>
    <message>
        <source>Tags not changed: %1</source>
        <translation>Tags nicht geändert: %1</translation>
    </message>
    <message>
        <source>These Are &amp;My Games</source>
        <translation>Das sind &amp;meine Partien</translation>
    </message>
    <message>
        <source>Review the selected games in the background (none selected: every game where your name plays) and practise your mistakes</source>
        <translation>Die ausgewählten Partien im Hintergrund analysieren (keine ausgewählt: jede Partie, in der Ihr Name spielt) und Ihre Fehler üben</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MainWindow</name>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Gegen den &amp;Computer spielen</translation>
    </message>
    <message>
        <source>Two players on this computer (&amp;hot-seat)</source>
        <translation>Zwei Spieler an diesem Computer (an &amp;einem Gerät)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>White (you move first)</source>
        <translation>Weiß (Sie ziehen zuerst)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Spielstärke:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>default name</source>
        <translation>Standardname</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Partie &amp;beginnen</translation>
    </message>
    <message>
        <source>Rochade (built-in)</source>
        <translation>Rochade (eingebaut)</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>E&amp;ngine:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Zeitkontrolle:</translation>
    </message>
    <message>
        <source>%1 (external engine)</source>
        <translation>%1 (externe Engine)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess&amp;960: the pieces behind the pawns shuffled</source>
        <translation>Schach&amp;960: die Figuren hinter den Bauern gemischt</translation>
    </message>
    <message>
        <source>Fischer&apos;s random chess: one of 960 start positions, the same for both sides; the king castles by moving onto its rook.</source>
        <translation>Fischers Zufallsschach: eine von 960 Anfangsstellungen, für beide Seiten gleich; der König rochiert, indem er auf seinen Turm zieht.</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Anfangs&amp;stellung:</translation>
    </message>
    <message>
        <source>drawn when the game starts</source>
        <translation>wird zu Beginn der Partie ausgelost</translation>
    </message>
    <message>
        <source>&amp;More levels</source>
        <translation>&amp;Weitere Stufen</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Anpassend</translation>
    </message>
    <message>
        <source>Each game, the level nearest your rating, so that the games stay even.</source>
        <translation>In jeder Partie die Stufe, die Ihrer Wertung am nächsten liegt, damit die Partien ausgeglichen bleiben.</translation>
    </message>
    <message>
        <source>your rating: %1</source>
        <translation>Ihre Wertung: %1</translation>
    </message>
    <message>
        <source>a casual player&apos;s start: %1; your first game asks where you stand</source>
        <translation>Start eines Gelegenheitsspielers: %1; Ihre erste Partie fragt, wo Sie stehen</translation>
    </message>
    <message>
        <source>Adaptive: each game, the level nearest your rating, so that the games stay even. This game: %1 (%2).</source>
        <translation>Anpassend: in jeder Partie die Stufe, die Ihrer Wertung am nächsten liegt, damit die Partien ausgeglichen bleiben. Diese Partie: %1 (%2).</translation>
    </message>
    <message>
        <source>T&amp;utor: warn me about my mistakes</source>
        <translation>T&amp;utor: mich vor meinen Fehlern warnen</translation>
    </message>
    <message>
        <source>After each of your moves the engine judges it briefly; a move that loses too much is explained beside the board, and you may take it back before the computer replies.</source>
        <translation>Nach jedem Ihrer Züge bewertet die Engine ihn kurz; ein Zug, der zu viel verliert, wird neben dem Brett erklärt, und Sie können ihn zurücknehmen, bevor der Computer antwortet.</translation>
    </message>
    <message>
        <source>Tutor warns from</source>
        <translation>Tutor warnt</translation>
    </message>
    <message>
        <source>Choose from every level: Beginner, Novice, Improver, the nine levels of the ladder and full strength, not only Beginner, Easy, Medium and Hard.</source>
        <translation>Aus allen Stufen wählen: Anfänger, Einsteiger, Aufsteiger, die neun Stufen der Leiter und volle Stärke, nicht nur aus Anfänger, Leicht, Mittel und Schwer.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NotationActions</name>
    <message>
        <source>&amp;English Letters (%1)</source>
        <translation>&amp;Englische Buchstaben (%1)</translation>
    </message>
    <message>
        <source>&amp;Figurines (%1)</source>
        <translation>&amp;Figurinen (%1)</translation>
    </message>
    <message>
        <source>Letters of the &amp;Language (%1)</source>
        <translation>Buchstaben der &amp;Sprache (%1)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>N&amp;otation</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OpeningLabel</name>
    <message>
        <source>No named opening yet</source>
        <translation>Noch keine benannte Eröffnung</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Schach960</translation>
    </message>
    <message>
        <source>Chess960, start position %1</source>
        <translation>Schach960, Anfangsstellung %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OwnGamesActions</name>
    <message>
        <source>These &amp;Are My Games…</source>
        <translation>Das sind &amp;meine Partien…</translation>
    </message>
    <message>
        <source>Add the games of the open PGN file (or of one you choose) to your library, and review them for your mistakes when you are idle</source>
        <translation>Die Partien der geöffneten PGN-Datei (oder einer gewählten) in Ihre Bibliothek aufnehmen und sie auf Ihre Fehler analysieren, wenn Sie gerade nichts tun</translation>
    </message>
    <message numerus="yes">
        <source>Adding the games of %1 to your library: %n read…</source>
        <translation>
            <numerusform>Partien aus %1 werden in Ihre Bibliothek aufgenommen: %n gelesen…</numerusform>
            <numerusform>Partien aus %1 werden in Ihre Bibliothek aufgenommen: %n gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>Das sind meine Partien</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No library is open: your games cannot be added.</source>
        <translation>Keine Bibliothek geöffnet: Ihre Partien können nicht aufgenommen werden.</translation>
    </message>
    <message>
        <source>Adding the games of %1 to your library…</source>
        <translation>Partien aus %1 werden in Ihre Bibliothek aufgenommen…</translation>
    </message>
    <message>
        <source>%1 cannot be opened. Nothing was changed.</source>
        <translation>%1 kann nicht geöffnet werden. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>%1 cannot be added; nothing was changed. %2</source>
        <translation>%1 kann nicht aufgenommen werden; nichts wurde geändert. %2</translation>
    </message>
    <message>
        <source>%1 holds no games. Nothing was changed.</source>
        <translation>%1 enthält keine Partien. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The library could not store the games of %1: %2</source>
        <translation>Die Bibliothek konnte die Partien aus %1 nicht speichern: %2</translation>
    </message>
    <message>
        <source>Adding the games of %1 stopped.</source>
        <translation>Die Aufnahme der Partien aus %1 wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) from %1 added to your library.</source>
        <translation>
            <numerusform>%n neue Partie aus %1 in Ihre Bibliothek aufgenommen.</numerusform>
            <numerusform>%n neue Partien aus %1 in Ihre Bibliothek aufgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games of %1 were in your library already.</source>
        <translation>Die Partien aus %1 waren schon in Ihrer Bibliothek.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Eraser: a click on the board empties the square</source>
        <translation>Radierer: ein Klick aufs Brett leert das Feld</translation>
    </message>
    <message>
        <source>%1: click the board to put it, or drag it there</source>
        <translation>%1: aufs Brett klicken, um die Figur hinzustellen, oder sie dorthin ziehen</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSearchDialog</name>
    <message>
        <source>Position Search</source>
        <translation>Stellungssuche</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Material:</translation>
    </message>
    <message>
        <source>e.g. KRPKR or KRP vs KR</source>
        <translation>z. B. KRPKR oder KRP vs KR</translation>
    </message>
    <message>
        <source>Search &amp;Material</source>
        <translation>&amp;Material suchen</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Halbzug</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position.</source>
        <translation>Eine Partie doppelklicken, um sie bei dieser Stellung zu öffnen.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>Not a material pattern: %1</source>
        <translation>Kein Materialmuster: %1</translation>
    </message>
    <message>
        <source>No game reaches it.</source>
        <translation>Keine Partie erreicht sie.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSettingsPanel</name>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>White may still castle kingside (king on e1, rook on h1)</source>
        <translation>Weiß darf noch kurz rochieren (König auf e1, Turm auf h1)</translation>
    </message>
    <message>
        <source>White may still castle queenside (king on e1, rook on a1)</source>
        <translation>Weiß darf noch lang rochieren (König auf e1, Turm auf a1)</translation>
    </message>
    <message>
        <source>Black may still castle kingside (king on e8, rook on h8)</source>
        <translation>Schwarz darf noch kurz rochieren (König auf e8, Turm auf h8)</translation>
    </message>
    <message>
        <source>Black may still castle queenside (king on e8, rook on a8)</source>
        <translation>Schwarz darf noch lang rochieren (König auf e8, Turm auf a8)</translation>
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
        <translation>Rochade nach Schach960</translation>
    </message>
    <message>
        <source>King anywhere on its back rank, castling with the outermost rook of each wing (Fischer&apos;s random chess)</source>
        <translation>König irgendwo auf seiner Grundreihe, Rochade mit dem äußersten Turm jedes Flügels (Fischers Zufallsschach)</translation>
    </message>
    <message>
        <source>The square a pawn may capture onto en passant: only squares behind a pawn that can just have made a double step</source>
        <translation>Das Feld, auf das ein Bauer en passant schlagen darf: nur Felder hinter einem Bauern, der gerade einen Doppelschritt gemacht haben kann</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keins</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PracticeActions</name>
    <message>
        <source>Practise the mistakes of your reviewed games</source>
        <translation>Die Fehler Ihrer analysierten Partien üben</translation>
    </message>
    <message>
        <source>Game against the computer</source>
        <translation>Partie gegen den Computer</translation>
    </message>
    <message>
        <source>Practice cards not added: %1</source>
        <translation>Übungskarten nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Practice cards not saved: %1</source>
        <translation>Übungskarten nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>No new mistakes for your practice cards.</source>
        <translation>Keine neuen Fehler für Ihre Übungskarten.</translation>
    </message>
    <message>
        <source>One mistake added to your practice cards.</source>
        <translation>Ein Fehler wurde Ihren Übungskarten hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes added to your practice cards.</source>
        <translation>
            <numerusform>%n Fehler wurde Ihren Übungskarten hinzugefügt.</numerusform>
            <numerusform>%n Fehler wurden Ihren Übungskarten hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice cards cannot be read: %1</source>
        <translation>Die Übungskarten können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Find a better move than %1</source>
        <translation>Finden Sie einen besseren Zug als %1</translation>
    </message>
    <message>
        <source>No practice cards are due today.</source>
        <translation>Heute sind keine Übungskarten fällig.</translation>
    </message>
    <message>
        <source>your practice cards</source>
        <translation>Ihren Übungskarten</translation>
    </message>
    <message>
        <source>That was the last card due today.</source>
        <translation>Das war die letzte heute fällige Karte.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>One practice card is due today.</source>
        <translation>Heute ist eine Übungskarte fällig.</translation>
    </message>
    <message numerus="yes">
        <source>%n practice cards are due today.</source>
        <translation>
            <numerusform>Heute ist %n Übungskarte fällig.</numerusform>
            <numerusform>Heute sind %n Übungskarten fällig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer was not saved: %1</source>
        <translation>Die Antwort wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Pra&amp;ctice</source>
        <translation>&amp;Üben</translation>
    </message>
    <message>
        <source>Pra&amp;ctice (%1 due)</source>
        <translation>&amp;Üben (%1 fällig)</translation>
    </message>
    <message>
        <source>From %1 – %2, move %3</source>
        <translation>Aus %1 – %2, Zug %3</translation>
    </message>
    <message>
        <source>From %1 – %2, %3, move %4</source>
        <translation>Aus %1 – %2, %3, Zug %4</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesActions</name>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Mark &amp;Legal Moves</source>
        <translation>&amp;Legale Züge markieren</translation>
    </message>
    <message>
        <source>Highlight the Last &amp;Move</source>
        <translation>Letzten &amp;Zug hervorheben</translation>
    </message>
    <message>
        <source>Click or Drag</source>
        <translation>Klicken oder Ziehen</translation>
    </message>
    <message>
        <source>Click Only</source>
        <translation>Nur Klicken</translation>
    </message>
    <message>
        <source>Drag Only</source>
        <translation>Nur Ziehen</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves of the selected piece</source>
        <translation>&amp;Legale Züge der gewählten Figur markieren</translation>
    </message>
    <message>
        <source>Highlight the last &amp;move</source>
        <translation>Letzten &amp;Zug hervorheben</translation>
    </message>
    <message>
        <source>Move a&amp;nimation:</source>
        <translation>Zuga&amp;nimation:</translation>
    </message>
    <message>
        <source>&amp;Move pieces by:</source>
        <translation>&amp;Figuren bewegen durch:</translation>
    </message>
    <message>
        <source>Always promote to a &amp;queen</source>
        <translation>Immer in eine &amp;Dame umwandeln</translation>
    </message>
    <message>
        <source>Ask before &amp;resigning</source>
        <translation>Vor der Aufgabe &amp;nachfragen</translation>
    </message>
    <message>
        <source>Computer plays &amp;opening book moves</source>
        <translation>Computer spielt Züge aus dem &amp;Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Play s&amp;ounds</source>
        <translation>&amp;Klänge abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>&amp;Quiet while the window is minimised</source>
        <translation>Still, solange das Fenster &amp;minimiert ist</translation>
    </message>
    <message>
        <source>B&amp;ump on illegal moves</source>
        <translation>&amp;Warnton bei unzulässigen Zügen</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>Brettst&amp;il:</translation>
    </message>
    <message>
        <source>P&amp;iece set:</source>
        <translation>&amp;Figurensatz:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>Fa&amp;rben:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notation:</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Meine beendeten Partien in die &amp;Bibliothek aufnehmen</translation>
    </message>
    <message>
        <source>&amp;Fast replies: the computer moves as soon as it has chosen, without a pause</source>
        <translation>&amp;Schnelle Antworten: Der Computer zieht, sobald er seinen Zug gewählt hat, ohne Pause</translation>
    </message>
    <message>
        <source>Prefere&amp;nces…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <source>Review my games in the &amp;background and practise their mistakes</source>
        <translation>Meine Partien im &amp;Hintergrund analysieren und ihre Fehler üben</translation>
    </message>
    <message>
        <source>&amp;Tutor in games against the computer: warn me about my mistakes</source>
        <translation>&amp;Tutor in Partien gegen den Computer: mich vor meinen Fehlern warnen</translation>
    </message>
    <message>
        <source>Tutor &amp;warns:</source>
        <translation>Tutor &amp;warnt:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <source>&amp;Playing</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Loo&amp;ks</source>
        <translation>A&amp;ussehen</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PromotionPopup</name>
    <message>
        <source>Promote to queen</source>
        <translation>In eine Dame umwandeln</translation>
    </message>
    <message>
        <source>Promote to rook</source>
        <translation>In einen Turm umwandeln</translation>
    </message>
    <message>
        <source>Promote to bishop</source>
        <translation>In einen Läufer umwandeln</translation>
    </message>
    <message>
        <source>Promote to knight</source>
        <translation>In einen Springer umwandeln</translation>
    </message>
    <message>
        <source>Choose the promotion piece</source>
        <translation>Umwandlungsfigur wählen</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter or Space promotes; Q, R, B or N promote at once; Esc cancels</source>
        <translation>Pfeil hoch/runter wählt, Eingabe- oder Leertaste wandelt um; Q (Dame), R (Turm), B (Läufer) oder N (Springer) wandeln sofort um; Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleActions</name>
    <message>
        <source>Open a PGN or EPD file of puzzles and solve them</source>
        <translation>Eine PGN- oder EPD-Datei mit Aufgaben öffnen und lösen</translation>
    </message>
    <message>
        <source>Open Puzzles</source>
        <translation>Aufgaben öffnen</translation>
    </message>
    <message>
        <source>Puzzle files (*.pgn *.epd);;PGN files (*.pgn);;EPD files (*.epd);;All files (*)</source>
        <translation>Aufgabendateien (*.pgn *.epd);;PGN-Dateien (*.pgn);;EPD-Dateien (*.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Puzzles opened from %1.</source>
        <translation>Aufgaben aus %1 geöffnet.</translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles…</source>
        <translation>Aufgaben &amp;lösen…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleSession</name>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 holds no puzzle Rochade can read.</source>
        <translation>%1 enthält keine Aufgabe, die Rochade lesen kann.</translation>
    </message>
    <message>
        <source>No more puzzles in this file.</source>
        <translation>Keine weiteren Aufgaben in dieser Datei.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <source>%1: not the solution. Try again, show the solution, or go on to the next puzzle.</source>
        <translation>%1: nicht die Lösung. Versuchen Sie es noch einmal, lassen Sie sich die Lösung zeigen oder gehen Sie zur nächsten Aufgabe.</translation>
    </message>
    <message>
        <source>%1: right.</source>
        <translation>%1: richtig.</translation>
    </message>
    <message>
        <source>Also mates: %1</source>
        <translation>Setzt auch matt: %1</translation>
    </message>
    <message>
        <source>Also wins: %1</source>
        <translation>Gewinnt auch: %1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>The goal is not reached.</source>
        <translation>Das Ziel ist nicht erreicht.</translation>
    </message>
    <message>
        <source>The file gives no solution for this puzzle.</source>
        <translation>Die Datei enthält keine Lösung für diese Aufgabe.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Hint: move the piece on %1 (%2).</source>
        <translation>Hinweis: Ziehen Sie die Figur auf %1 (%2).</translation>
    </message>
    <message>
        <source>Also good: %1</source>
        <translation>Auch gut: %1</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Hinweis: Der Pfeil zeigt den Zug.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>&amp;Show Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Nä&amp;chste Aufgabe</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Ihre Ergebnisse</translation>
    </message>
    <message>
        <source>Latest attempts:</source>
        <translation>Letzte Versuche:</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Aufgabe %1 aus %2</translation>
    </message>
    <message>
        <source>Puzzles – %1</source>
        <translation>Aufgaben – %1</translation>
    </message>
    <message>
        <source>This puzzle is over: try it again or go on to the next.</source>
        <translation>Diese Aufgabe ist beendet: Versuchen Sie sie noch einmal oder gehen Sie zur nächsten.</translation>
    </message>
    <message>
        <source>Wait for the reply.</source>
        <translation>Warten Sie auf die Antwort.</translation>
    </message>
    <message>
        <source>Rating this puzzle…</source>
        <translation>Die Aufgabe wird bewertet…</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>Themen: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingActions</name>
    <message>
        <source>Your Ra&amp;ting…</source>
        <translation>Ihre &amp;Wertung…</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels, its history and the level it suggests</source>
        <translation>Ihre Wertung gegen die Stufen von Rochade, ihr Verlauf und die vorgeschlagene Stufe</translation>
    </message>
    <message>
        <source>Your rating could not be read (%1). The file was left as it is; games are not rated until it is mended or removed.</source>
        <translation>Ihre Wertung konnte nicht gelesen werden (%1). Die Datei bleibt, wie sie ist; Partien werden nicht gewertet, bis sie repariert oder entfernt ist.</translation>
    </message>
    <message>
        <source>The game was too short to be rated (fewer than one move each).</source>
        <translation>Die Partie war zu kurz für eine Wertung (weniger als ein Zug je Seite).</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <translation>Ihre Wertung: %1 (%2)</translation>
    </message>
    <message>
        <source>Your rating could not be saved: %1</source>
        <translation>Ihre Wertung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Your rating could not be deleted: %1</source>
        <translation>Ihre Wertung konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Your rating was deleted. Your next game against the computer starts it again.</source>
        <translation>Ihre Wertung wurde gelöscht. Ihre nächste Partie gegen den Computer beginnt sie neu.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingChart</name>
    <message>
        <source>Rating history</source>
        <translation>Verlauf der Wertung</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Noch keine gewerteten Partien</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n gewertete Partie</numerusform>
            <numerusform>%n gewertete Partien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingDialog</name>
    <message>
        <source>new to chess (%1)</source>
        <translation>neu im Schach (%1)</translation>
    </message>
    <message>
        <source>a club player (%1)</source>
        <translation>Vereinsspieler (%1)</translation>
    </message>
    <message>
        <source>a casual player (%1)</source>
        <translation>Gelegenheitsspieler (%1)</translation>
    </message>
    <message>
        <source>Your Rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels (Glicko-2) and its deviation: your strength lies within one deviation of the figure about two times in three. The deviation narrows as you play.</source>
        <translation>Ihre Wertung gegen die Stufen von Rochade (Glicko-2) und ihre Abweichung: Ihre Spielstärke liegt etwa zwei von drei Malen innerhalb einer Abweichung um die Zahl. Die Abweichung wird kleiner, je mehr Sie spielen.</translation>
    </message>
    <message>
        <source>Start &amp;Over…</source>
        <translation>&amp;Neu beginnen…</translation>
    </message>
    <message>
        <source>Not rated yet</source>
        <translation>Noch keine Wertung</translation>
    </message>
    <message>
        <source>Your first game against one of Rochade&apos;s levels asks how much chess you have played, and your rating starts there.</source>
        <translation>Ihre erste Partie gegen eine Stufe von Rochade fragt, wie viel Schach Sie schon gespielt haben, und dort beginnt Ihre Wertung.</translation>
    </message>
    <message>
        <source>Your rating: %1 ± %2</source>
        <translation>Ihre Wertung: %1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>Started as %1; %n rated game(s) since.</source>
        <translation>
            <numerusform>Begonnen als %1; seitdem %n gewertete Partie.</numerusform>
            <numerusform>Begonnen als %1; seitdem %n gewertete Partien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested: %1. %2 Adaptive in New Game plays the level nearest your rating each game.</source>
        <translation>Vorschlag: %1. %2 „Anpassend“ im Dialog „Neue Partie“ spielt in jeder Partie die Stufe, die Ihrer Wertung am nächsten liegt.</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message numerus="yes">
        <source>Delete your rating and its %n rated game(s)? Your next game against the computer asks again how much chess you have played.</source>
        <translation>
            <numerusform>Ihre Wertung und ihre %n gewertete Partie löschen? Ihre nächste Partie gegen den Computer fragt erneut, wie viel Schach Sie schon gespielt haben.</numerusform>
            <numerusform>Ihre Wertung und ihre %n gewerteten Partien löschen? Ihre nächste Partie gegen den Computer fragt erneut, wie viel Schach Sie schon gespielt haben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordEditor</name>
    <message>
        <source>This line is already the main one.</source>
        <translation>Diese Zugfolge ist schon die Hauptvariante.</translation>
    </message>
    <message>
        <source>Variation promoted.</source>
        <translation>Variante nach oben verschoben.</translation>
    </message>
    <message>
        <source>This move leads to the game&apos;s position: take it back with Undo first.</source>
        <translation>Dieser Zug führt zur Stellung der Partie: Nimm ihn zuerst mit Rückgängig zurück.</translation>
    </message>
    <message>
        <source>Moves deleted.</source>
        <translation>Züge gelöscht.</translation>
    </message>
    <message>
        <source>Deleted moves restored.</source>
        <translation>Gelöschte Züge wiederhergestellt.</translation>
    </message>
    <message>
        <source>The game changed during the review: nothing was written.</source>
        <translation>Die Partie hat sich während der Analyse geändert: nichts wurde eingetragen.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordView</name>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>&amp;Delete from Here</source>
        <translation>Ab hier &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Kommentar…</translation>
    </message>
    <message>
        <source>&amp;Symbol</source>
        <translation>&amp;Symbol</translation>
    </message>
    <message>
        <source>! Good move</source>
        <translation>! Guter Zug</translation>
    </message>
    <message>
        <source>? Mistake</source>
        <translation>? Fehler</translation>
    </message>
    <message>
        <source>!! Brilliant move</source>
        <translation>!! Glänzender Zug</translation>
    </message>
    <message>
        <source>?? Blunder</source>
        <translation>?? Grober Fehler</translation>
    </message>
    <message>
        <source>!? Interesting move</source>
        <translation>!? Interessanter Zug</translation>
    </message>
    <message>
        <source>?! Dubious move</source>
        <translation>?! Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>No symbol</source>
        <translation>Kein Symbol</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultBar</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hide this bar: the final position and the moves stay to look at.</source>
        <translation>Diese Leiste ausblenden: Die Schlussstellung und die Züge bleiben zum Nachsehen.</translation>
    </message>
    <message>
        <source>&amp;Take back my last move</source>
        <translation>Meinen letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Takes back your last move, and the computer&apos;s reply if it made one.</source>
        <translation>Nimmt Ihren letzten Zug zurück, und die Antwort des Computers, falls er eine gab.</translation>
    </message>
    <message>
        <source>&amp;Take back the last move</source>
        <translation>Den letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Takes back the move that ended the game.</source>
        <translation>Nimmt den Zug zurück, der die Partie beendet hat.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ReviewActions</name>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Die Engine jeden Zug der Partie bewerten lassen</translation>
    </message>
    <message>
        <source>Cancel Review</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <source>Next &amp;Mistake</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Analyse %v/%m</translation>
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
        <translation>Genauigkeit: Weiß %1 · Schwarz %2</translation>
    </message>
    <message>
        <source>No further mistake.</source>
        <translation>Kein weiterer Fehler.</translation>
    </message>
    <message>
        <source>No earlier mistake.</source>
        <translation>Kein früherer Fehler.</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Die Partie wird analysiert…</translation>
    </message>
    <message>
        <source>Review done. %1</source>
        <translation>Analyse fertig. %1</translation>
    </message>
    <message>
        <source>Review cancelled: nothing was written.</source>
        <translation>Analyse abgebrochen: nichts wurde eingetragen.</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>&amp;Vorheriger Fehler</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Brett zum Aufbauen</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SoundActions</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Klänge</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Stumm</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Lautstärke</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Quiet While Minimised</source>
        <translation>Still, solange das Fenster &amp;minimiert ist</translation>
    </message>
    <message>
        <source>&amp;Bump on Illegal Moves</source>
        <translation>&amp;Warnton bei unzulässigen Zügen</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatisticsDialog</name>
    <message>
        <source>Game Statistics</source>
        <translation>Partiestatistik</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Half-moves played</source>
        <translation>Gespielte Halbzüge</translation>
    </message>
    <message>
        <source>Material (pawns)</source>
        <translation>Material (in Bauerneinheiten)</translation>
    </message>
    <message>
        <source>Engine evaluation (White&apos;s view)</source>
        <translation>Engine-Bewertung (aus Sicht von Weiß)</translation>
    </message>
    <message>
        <source>Evaluation (pawns)</source>
        <translation>Bewertung (in Bauerneinheiten)</translation>
    </message>
    <message>
        <source>Count &amp;pieces instead of material</source>
        <translation>&amp;Figuren statt Material zählen</translation>
    </message>
    <message>
        <source>Pieces on the board</source>
        <translation>Figuren auf dem Brett</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Engine evaluation: none yet (turn on the evaluation bar)</source>
        <translation>Engine-Bewertung: noch keine (Bewertungsbalken einschalten)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatusLine</name>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Denkt nach… Tiefe %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TimeControlChooser</name>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
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
        <translation>Minuten pro Spieler</translation>
    </message>
    <message>
        <source>Seconds added per move</source>
        <translation>Zusätzliche Sekunden pro Zug</translation>
    </message>
</context>
<context>
    <name>rochade::gui::Tutor</name>
    <message>
        <source>Move taken back: play again.</source>
        <translation>Zug zurückgenommen: Sie sind wieder am Zug.</translation>
    </message>
    <message>
        <source>Evaluation for you: %1 after your move, %2 before it.</source>
        <translation>Bewertung für Sie: %1 nach Ihrem Zug, %2 davor.</translation>
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
        <translation>T&amp;utor: vor meinen Fehlern warnen</translation>
    </message>
    <message>
        <source>Before the computer replies, warn me when my move was a mistake, and let me take it back</source>
        <translation>Bevor der Computer antwortet: warnen, wenn mein Zug ein Fehler war, und ihn mich zurücknehmen lassen</translation>
    </message>
    <message>
        <source>Moves taken back after the tutor&apos;s warning in this game (the record&apos;s %1 tag)</source>
        <translation>In dieser Partie nach der Warnung des Tutors zurückgenommene Züge (das Tag %1 der Partienotation)</translation>
    </message>
    <message>
        <source>The tutor is off.</source>
        <translation>Der Tutor ist aus.</translation>
    </message>
    <message>
        <source>The tutor is on: your next moves are judged before the computer replies.</source>
        <translation>Der Tutor ist an: Ihre nächsten Züge werden bewertet, bevor der Computer antwortet.</translation>
    </message>
    <message>
        <source>The tutor is on for games against the computer.</source>
        <translation>Der Tutor ist für Partien gegen den Computer an.</translation>
    </message>
    <message>
        <source>Tutor take-backs: %1</source>
        <translation>Tutor-Rücknahmen: %1</translation>
    </message>
    <message>
        <source>The tutor holds the clocks: take your move back, or play on.</source>
        <translation>Der Tutor hält die Uhren an: nehmen Sie Ihren Zug zurück, oder spielen Sie weiter.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TutorNote</name>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>The tutor: think again</source>
        <translation>Der Tutor: denken Sie noch einmal nach</translation>
    </message>
    <message>
        <source>Undo your move and play another one</source>
        <translation>Ihren Zug zurücknehmen und einen anderen spielen</translation>
    </message>
    <message>
        <source>Keep your move; the computer replies</source>
        <translation>Ihren Zug behalten; der Computer antwortet</translation>
    </message>
</context>
<context>
    <name>rochade::gui::UciEngineProcess</name>
    <message>
        <source>could not be started: no program was given</source>
        <translation>konnte nicht gestartet werden: kein Programm angegeben</translation>
    </message>
    <message>
        <source>is not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>sent a line too long to be UCI</source>
        <translation>hat eine für UCI zu lange Zeile gesendet</translation>
    </message>
    <message>
        <source>keeps sending text that is not UCI</source>
        <translation>sendet fortwährend Text, der kein UCI ist</translation>
    </message>
    <message>
        <source>sent “bestmove” without a move</source>
        <translation>hat „bestmove“ ohne Zug gesendet</translation>
    </message>
    <message>
        <source>gave up (“bestmove %1”) although there are legal moves</source>
        <translation>hat aufgegeben („bestmove %1“), obwohl es erlaubte Züge gibt</translation>
    </message>
    <message>
        <source>played an illegal move: %1</source>
        <translation>hat einen regelwidrigen Zug gespielt: %1</translation>
    </message>
    <message>
        <source>answered with something that is not a move: “%1”</source>
        <translation>hat mit etwas geantwortet, das kein Zug ist: „%1“</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>ist abgestürzt</translation>
    </message>
    <message>
        <source>quit unexpectedly (exit code %1)</source>
        <translation>wurde unerwartet beendet (Exit-Code %1)</translation>
    </message>
    <message>
        <source>did not complete the UCI handshake (no “uciok” within %1 s)</source>
        <translation>hat die UCI-Initialisierung nicht abgeschlossen (kein „uciok“ innerhalb von %1 s)</translation>
    </message>
    <message>
        <source>did not report ready (no “readyok” within %1 s)</source>
        <translation>hat keine Bereitschaft gemeldet (kein „readyok“ innerhalb von %1 s)</translation>
    </message>
    <message>
        <source>did not answer with a move in time</source>
        <translation>hat nicht rechtzeitig mit einem Zug geantwortet</translation>
    </message>
    <message>
        <source>does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>spielt kein Chess960 (es hat keine Option UCI_Chess960)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ViewActions</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the Board for Each &amp;Player (hot-seat)</source>
        <translation>Brett für jeden S&amp;pieler drehen (an einem Gerät)</translation>
    </message>
    <message>
        <source>Always Promote to &amp;Queen</source>
        <translation>Immer in eine Da&amp;me umwandeln</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>Bretts&amp;til</translation>
    </message>
    <message>
        <source>P&amp;iece Set</source>
        <translation>&amp;Figurensatz</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>Fa&amp;rben</translation>
    </message>
    <message>
        <source>&amp;System Colours</source>
        <translation>&amp;Systemfarben</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Rochade.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Rochade.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>Move &amp;Animation</source>
        <translation>Zuga&amp;nimation</translation>
    </message>
</context>
</TS>
