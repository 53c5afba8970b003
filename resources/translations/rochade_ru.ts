<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>QObject</name>
    <message>
        <source>%1 mates in %2</source>
        <translation>%1: мат в %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a PGN file (%2 MiB).</source>
        <translation>%1 слишком велик для файла PGN (%2 МиБ).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>Выберите партию</translation>
    </message>
    <message>
        <source>This file holds %1 games. Which one?</source>
        <translation>Партий в этом файле: %1. Какую открыть?</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, ходов: %5</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Вы просматриваете ход %1: вернитесь к партии, чтобы играть.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Партия окончена: %1 Начните новую партию или отмените ход.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Сейчас не ваш ход: компьютер думает.</translation>
    </message>
    <message>
        <source>Illegal move.</source>
        <translation>Недопустимый ход.</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>После %1 вы можете потребовать ничью. Сыграть %1 и потребовать ничью?</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game.</source>
        <translation>Нечего отменять: это начало партии.</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer&apos;s first move opened the game.</source>
        <translation>Нечего отменять: партию открыл первый ход компьютера.</translation>
    </message>
    <message>
        <source>Took back the computer&apos;s reply and your move.</source>
        <translation>Отменены ответ компьютера и ваш ход.</translation>
    </message>
    <message>
        <source>Took back one move.</source>
        <translation>Отменён один ход.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>Replayed.</source>
        <translation>Повторено.</translation>
    </message>
    <message>
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Просмотр хода %1 — партия продолжается после него.</translation>
    </message>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Сейчас нельзя потребовать ничью.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Игра продолжается.</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>Компьютер отклоняет предложение ничьей.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>Компьютер сейчас не думает.</translation>
    </message>
    <message>
        <source>Moving now…</source>
        <translation>Ход сейчас…</translation>
    </message>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Компьютер не нашёл хода.</translation>
    </message>
    <message>
        <source>The computer&apos;s move %1 was refused: %2</source>
        <translation>Ход компьютера %1 отклонён: %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Очередь хода: %1.</translation>
    </message>
    <message>
        <source>Check! </source>
        <translation>Шах! </translation>
    </message>
    <message>
        <source>The position has occurred three times: you may claim a draw.</source>
        <translation>Позиция повторилась трижды: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move: you may claim a draw.</source>
        <translation>Пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LegalMovesModel</name>
    <message>
        <source>1 move</source>
        <translation>1 ход</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>ходов: %1</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сыграть %1</translation>
    </message>
    <message>
        <source>1 legal move</source>
        <translation>1 допустимый ход</translation>
    </message>
    <message>
        <source>%1 legal moves</source>
        <translation>Допустимых ходов: %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MainWindow</name>
    <message>
        <source>&amp;Back to game</source>
        <translation>&amp;Вернуться к партии</translation>
    </message>
    <message>
        <source>&amp;Claim draw</source>
        <translation>&amp;Потребовать ничью</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Type a move: Nf3, e2e4 …</source>
        <translation>Введите ход: Nf3, e2e4 …</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Legal Moves</source>
        <translation>Допустимые ходы</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <source>%1 – %2 — Rochade</source>
        <translation>%1 – %2 — Rochade</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Допустимые ходы (%1)</translation>
    </message>
    <message>
        <source>Viewing the start position</source>
        <translation>Просмотр начальной позиции</translation>
    </message>
    <message>
        <source>Viewing move %1%2</source>
        <translation>Просмотр хода %1%2</translation>
    </message>
    <message>
        <source> (Black)</source>
        <translation> (чёрные)</translation>
    </message>
    <message>
        <source> — the game is not changed</source>
        <translation> — партия не изменяется</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Компьютер победил</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Думает… глубина %1, %2: %3</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Сдаться</translation>
    </message>
    <message>
        <source>&amp;Offer Draw</source>
        <translation>Пр&amp;едложить ничью</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Потребовать ничью</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>Take back a move (against the computer: your last move)</source>
        <translation>Вернуть ход (против компьютера: ваш последний ход)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Ходить сейчас</translation>
    </message>
    <message>
        <source>Make the computer play the best move it has found</source>
        <translation>Заставить компьютер сыграть лучший найденный ход</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>Turn the Board for Each &amp;Player (hot-seat)</source>
        <translation>Поворачивать доску к каждому &amp;игроку (за одним компьютером)</translation>
    </message>
    <message>
        <source>Always Promote to &amp;Queen</source>
        <translation>Всегда превращать в &amp;ферзя</translation>
    </message>
    <message>
        <source>&amp;About Rochade</source>
        <translation>&amp;О программе Rochade</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Основная панель инструментов</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Start a new game?</source>
        <translation>Текущая партия будет прервана. Начать новую партию?</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Сдаться в этой партии?</translation>
    </message>
    <message>
        <source>%1 resigns?</source>
        <translation>%1: сдаться?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1: предложение ничьей. %2, вы согласны?</translation>
    </message>
    <message>
        <source>The draw offer was declined.</source>
        <translation>Предложение ничьей отклонено.</translation>
    </message>
    <message>
        <source>About Rochade</source>
        <translation>О программе Rochade</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;A chess program: play against a friend on this computer or against the built-in engine at three levels.&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rochade %1&lt;/h3&gt;&lt;p&gt;Шахматная программа: играйте с другом за этим компьютером или со встроенным движком на трёх уровнях сложности.&lt;/p&gt;&lt;p&gt;Лицензия: GNU GPL версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation>Копировать позицию (&amp;FEN)</translation>
    </message>
    <message>
        <source>Paste Position (F&amp;EN)</source>
        <translation>Вставить позицию (F&amp;EN)</translation>
    </message>
    <message>
        <source>&amp;Copy Game (PGN)</source>
        <translation>Копировать &amp;партию (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Game (PGN)</source>
        <translation>Вставить п&amp;артию (PGN)</translation>
    </message>
    <message>
        <source>Damaged PGN</source>
        <translation>Повреждённый PGN</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>буфер обмена</translation>
    </message>
    <message>
        <source>No game can be read from %1. %2</source>
        <translation>Источник «%1»: не удалось прочитать ни одной партии. %2</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Не загружено: %1</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>Источник «%1» не содержит партий.</translation>
    </message>
    <message>
        <source>The game in progress will be replaced. Open the game from %1?</source>
        <translation>Текущая партия будет заменена. Открыть партию (источник: %1)?</translation>
    </message>
    <message>
        <source>Loaded %1 from %2.</source>
        <translation>Загружено: %1 (источник: %2).</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Некорректный FEN: %1</translation>
    </message>
    <message>
        <source>Position set up from FEN.</source>
        <translation>Позиция установлена из FEN.</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied as FEN.</source>
        <translation>Позиция скопирована в формате FEN.</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Партия скопирована в формате PGN.</translation>
    </message>
    <message>
        <source>Your last game was resumed where you left it.</source>
        <translation>Ваша последняя партия продолжена с того места, где вы остановились.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Источник «%1» содержит ошибку.

%2

Загрузить правильную часть? (Прочитано партий: %3; последняя может быть неполной.)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MoveListModel</name>
    <message>
        <source>Show the position after %1</source>
        <translation>Показать позицию после %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Играть с &amp;компьютером</translation>
    </message>
    <message>
        <source>Two players on this computer (&amp;hot-seat)</source>
        <translation>Два игрока за этим компьютером (&amp;по очереди)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <source>White (you move first)</source>
        <translation>Белые (вы ходите первым)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>default name</source>
        <translation>имя по умолчанию</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Начать партию</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source> — thinking…</source>
        <translation> — думает…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>&amp;Отменить последний ход</translation>
    </message>
</context>
</TS>
