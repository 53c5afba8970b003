<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
        <source>Choose a Game</source>
        <translation>Partie auswählen</translation>
    </message>
    <message>
        <source>This file holds %1 games. Which one?</source>
        <translation>Diese Datei enthält %1 Partien. Welche davon?</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, Züge: %5</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Sie sehen sich Zug %1 an: kehren Sie zur Partie zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Die Partie ist beendet: %1 Beginnen Sie eine neue Partie oder nehmen Sie einen Zug zurück.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Sie sind nicht am Zug: der Computer denkt nach.</translation>
    </message>
    <message>
        <source>Illegal move.</source>
        <translation>Regelwidriger Zug.</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>Nach %1 können Sie Remis beanspruchen. %1 spielen und Remis beanspruchen?</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
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
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Ansicht von Zug %1 — die Partie geht danach weiter.</translation>
    </message>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Jetzt kann kein Remis beansprucht werden.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>Der Computer lehnt das Remisangebot ab.</translation>
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
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
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
    <name>rochade::gui::MainWindow</name>
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
        <source>Type a move: Nf3, e2e4 …</source>
        <translation>Zug eingeben: Nf3, e2e4 …</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Legal Moves</source>
        <translation>Erlaubte Züge</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Remis beanspruchen</translation>
    </message>
    <message>
        <source>%1 – %2 — Rochade</source>
        <translation>%1 – %2 — Rochade</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Erlaubte Züge (%1)</translation>
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
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Denkt nach… Tiefe %1, %2: %3</translation>
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
        <source>&amp;Offer Draw</source>
        <translation>Remis an&amp;bieten</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Remis be&amp;anspruchen</translation>
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
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the Board for Each &amp;Player (hot-seat)</source>
        <translation>Brett für jeden &amp;Spieler drehen (an einem Gerät)</translation>
    </message>
    <message>
        <source>Always Promote to &amp;Queen</source>
        <translation>Immer in eine &amp;Dame umwandeln</translation>
    </message>
    <message>
        <source>&amp;About Rochade</source>
        <translation>Über &amp;Rochade</translation>
    </message>
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
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Start a new game?</source>
        <translation>Die laufende Partie wird abgebrochen. Eine neue Partie beginnen?</translation>
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
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation>Stellung kopieren (&amp;FEN)</translation>
    </message>
    <message>
        <source>Paste Position (F&amp;EN)</source>
        <translation>Stellung einfügen (F&amp;EN)</translation>
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
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
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
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>No game can be read from %1. %2</source>
        <translation>Aus %1 kann keine Partie gelesen werden. %2</translation>
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
        <source>The game in progress will be replaced. Open the game from %1?</source>
        <translation>Die laufende Partie wird ersetzt. Die Partie aus %1 öffnen?</translation>
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
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
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
        <source>Your last game was resumed where you left it.</source>
        <translation>Ihre letzte Partie wird dort fortgesetzt, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Fehler in %1.

%2

Den gültigen Teil laden? (Gelesene Partien: %3; die letzte ist vielleicht unvollständig.)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MoveListModel</name>
    <message>
        <source>Show the position after %1</source>
        <translation>Die Stellung nach %1 zeigen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
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
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source> — thinking…</source>
        <translation> — denkt nach…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>Letzten Zug &amp;zurücknehmen</translation>
    </message>
</context>
</TS>
