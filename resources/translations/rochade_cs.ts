<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
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
        <source>Choose a Game</source>
        <translation>Vyberte partii</translation>
    </message>
    <message>
        <source>This file holds %1 games. Which one?</source>
        <translation>Počet partií v souboru: %1. Kterou otevřít?</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, tahů: %5</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Prohlížíte si tah %1: pro další hru se vraťte k partii.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Partie skončila: %1 Začněte novou partii nebo vraťte tah.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Nejste na tahu: počítač přemýšlí.</translation>
    </message>
    <message>
        <source>Illegal move.</source>
        <translation>Nepřípustný tah.</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>Po %1 můžete požadovat remízu. Zahrát %1 a požadovat remízu?</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
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
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Zobrazen tah %1 — partie po něm pokračuje.</translation>
    </message>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Nyní nelze požadovat remízu.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>Počítač odmítá nabídku remízy.</translation>
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
        <source>King</source>
        <translation>Král</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Jezdec</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pěšec</translation>
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
    <name>rochade::gui::MainWindow</name>
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
        <source>Type a move: Nf3, e2e4 …</source>
        <translation>Zadejte tah: Nf3, e2e4 …</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Legal Moves</source>
        <translation>Možné tahy</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Požadovat remízu</translation>
    </message>
    <message>
        <source>%1 – %2 — Rochade</source>
        <translation>%1 – %2 — Rochade</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Možné tahy (%1)</translation>
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
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Přemýšlí… hloubka %1, %2: %3</translation>
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
        <source>&amp;Offer Draw</source>
        <translation>Nabídnout &amp;remízu</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Požadovat remízu</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
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
        <source>&amp;About Rochade</source>
        <translation>&amp;O programu Rochade</translation>
    </message>
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
        <source>New Game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Start a new game?</source>
        <translation>Rozehraná partie bude opuštěna. Začít novou partii?</translation>
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
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít &amp;nedávné</translation>
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
        <translation>&amp;Vložit partii (PGN)</translation>
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
        <source>(none)</source>
        <translation>(žádné)</translation>
    </message>
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
        <source>the clipboard</source>
        <translation>schránka</translation>
    </message>
    <message>
        <source>No game can be read from %1. %2</source>
        <translation>Zdroj %1: nelze přečíst žádnou partii. %2</translation>
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
        <source>The game in progress will be replaced. Open the game from %1?</source>
        <translation>Rozehraná partie bude nahrazena. Otevřít partii (zdroj: %1)?</translation>
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
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Soubory PGN (*.pgn)</translation>
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
        <source>Your last game was resumed where you left it.</source>
        <translation>Vaše poslední partie pokračuje tam, kde jste skončili.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatické uložení selhalo: %1</translation>
    </message>
    <message>
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Zdroj %1 obsahuje chybu.

%2

Načíst platnou část? (Přečtených partií: %3; poslední může být neúplná.)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MoveListModel</name>
    <message>
        <source>Show the position after %1</source>
        <translation>Zobrazit pozici po %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
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
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source> — thinking…</source>
        <translation> — přemýšlí…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Konec partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>&amp;Vrátit poslední tah</translation>
    </message>
</context>
</TS>
