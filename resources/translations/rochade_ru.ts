<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>BoardSquareNames</name>
    <message>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A square for screen readers: &quot;e4, white pawn&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <extracomment>An empty square for screen readers: &quot;e5, empty&quot;</extracomment>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбрано</translation>
    </message>
    <message>
        <source>legal target</source>
        <translation>допустимое поле для хода</translation>
    </message>
    <message>
        <source>; selected: %1</source>
        <translation>; выбрано: %1</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, выбрано</translation>
    </message>
    <message>
        <source>. Arrow keys move, Space or Enter selects and moves, Esc cancels.</source>
        <translation>. Стрелки перемещают, пробел или Enter выбирает и делает ход, Esc отменяет.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Море</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Луг</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Rochade, a chess application.</source>
        <translation>Rochade — шахматная программа.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Файл PGN для открытия.</translation>
    </message>
</context>
<context>
    <name>DrawNegotiation</name>
    <message>
        <source>The computer has not answered your draw offer yet.</source>
        <translation>Компьютер ещё не ответил на ваше предложение ничьей.</translation>
    </message>
    <message>
        <source>You offer a draw: the computer answers with its move.</source>
        <translation>Вы предлагаете ничью: компьютер ответит своим ходом.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer…</source>
        <translation>Компьютер обдумывает ваше предложение ничьей…</translation>
    </message>
    <message>
        <source>After %1 you may claim a draw. Play %1 and claim the draw?</source>
        <translation>После %1 вы можете потребовать ничью. Сыграть %1 и потребовать ничью?</translation>
    </message>
</context>
<context>
    <name>GameBrowser</name>
    <message>
        <source>Viewing move %1 — the game goes on after it.</source>
        <translation>Просмотр хода %1 — партия продолжается после него.</translation>
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
        <source>Viewing a side line at move %1 — the game goes on elsewhere.</source>
        <translation>Показан побочный вариант на ходу %1 — партия продолжается в другом месте.</translation>
    </message>
</context>
<context>
    <name>GameStatusText</name>
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
    <message>
        <source>White wins by checkmate.</source>
        <translation>Белые побеждают: мат.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Чёрные побеждают: мат.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Ничья: пат.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Ничья по правилу 75 ходов.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Ничья: пятикратное повторение позиции.</translation>
    </message>
    <message>
        <source>Draw: neither side has enough material to mate.</source>
        <translation>Ничья: ни у одной из сторон недостаточно материала для мата.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule (claimed).</source>
        <translation>Ничья по правилу 50 ходов (по требованию).</translation>
    </message>
    <message>
        <source>Draw by threefold repetition (claimed).</source>
        <translation>Ничья: троекратное повторение позиции (по требованию).</translation>
    </message>
    <message>
        <source>Black resigns: White wins.</source>
        <translation>Чёрные сдались: победа белых.</translation>
    </message>
    <message>
        <source>White resigns: Black wins.</source>
        <translation>Белые сдались: победа чёрных.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out: White wins on time.</source>
        <translation>У чёрных истекло время: белые побеждают по времени.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out: Black wins on time.</source>
        <translation>У белых истекло время: чёрные побеждают по времени.</translation>
    </message>
    <message>
        <source>A flag has fallen, but the other side cannot mate: a draw.</source>
        <translation>Флажок упал, но у соперника недостаточно материала для мата: ничья.</translation>
    </message>
    <message>
        <source>A draw, as the record says.</source>
        <translation>Ничья, как указано в записи партии.</translation>
    </message>
    <message>
        <source>White wins, as the record says.</source>
        <translation>Победа белых, как указано в записи партии.</translation>
    </message>
    <message>
        <source>Black wins, as the record says.</source>
        <translation>Победа чёрных, как указано в записи партии.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by the fifty-move rule may be claimed.</source>
        <translation>Партия продолжается; можно потребовать ничью по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>The game goes on; a draw by threefold repetition may be claimed.</source>
        <translation>Партия продолжается; можно потребовать ничью из-за троекратного повторения позиции.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Партия продолжается.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00), but Black cannot mate: a draw.</source>
        <translation>У белых истекло время (0:00), но чёрные не могут поставить мат: ничья.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00), but White cannot mate: a draw.</source>
        <translation>У чёрных истекло время (0:00), но белые не могут поставить мат: ничья.</translation>
    </message>
    <message>
        <source>White&apos;s time has run out (0:00): Black wins on time.</source>
        <translation>У белых истекло время (0:00): чёрные побеждают по времени.</translation>
    </message>
    <message>
        <source>Black&apos;s time has run out (0:00): White wins on time.</source>
        <translation>У чёрных истекло время (0:00): белые побеждают по времени.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: neither side can force mate.</source>
        <translation>Компьютер принимает ваше предложение ничьей: ни одна сторона не может поставить мат.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: it thinks it is clearly worse.</source>
        <translation>Компьютер принимает ваше предложение ничьей: он считает свою позицию явно хуже.</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer: a level ending without pawns is a draw.</source>
        <translation>Компьютер принимает ваше предложение ничьей: равный эндшпиль без пешек — ничья.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it is still the opening.</source>
        <translation>Компьютер отклоняет ваше предложение ничьей: ещё идёт дебют.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks it is better.</source>
        <translation>Компьютер отклоняет ваше предложение ничьей: он считает свою позицию лучше.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks the position is level enough to play on.</source>
        <translation>Компьютер отклоняет ваше предложение ничьей: по его мнению, позиция достаточно равная, чтобы играть дальше.</translation>
    </message>
    <message>
        <source>You are looking at move %1: go back to the game to play.</source>
        <translation>Вы просматриваете ход %1: вернитесь к партии, чтобы играть.</translation>
    </message>
    <message>
        <source>The game is over: %1 Start a new game or undo.</source>
        <translation>Партия окончена: %1 Начните новую партию или отмените ход.</translation>
    </message>
    <message>
        <source>The computer is considering your draw offer.</source>
        <translation>Компьютер обдумывает ваше предложение ничьей.</translation>
    </message>
    <message>
        <source>Not your turn: the computer is thinking.</source>
        <translation>Сейчас не ваш ход: компьютер думает.</translation>
    </message>
    <message>
        <source>The game is paused: press P to resume.</source>
        <translation>Партия приостановлена: нажмите P, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
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
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>First moves</source>
        <translation>Первые ходы</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Полная сила</translation>
    </message>
    <message>
        <source>Full strength: no caps, uses whatever time the clock or the caller allows.</source>
        <translation>Полная сила: без ограничений, использует столько времени, сколько позволяют часы или вызывающая программа.</translation>
    </message>
    <message>
        <source>Takes the time its clock allows, or thinks until told to move.</source>
        <translation>Тратит столько времени, сколько позволяют часы, или думает, пока его не попросят сходить.</translation>
    </message>
    <message>
        <source>A newcomer with a few games behind it: sees little beyond its next move and the captures that follow, and often picks a weaker move.</source>
        <translation>Только что научившийся играть: видит лишь свой следующий ход и взятия после него и часто выбирает более слабый ход.</translation>
    </message>
    <message>
        <source>A learner: looks only a move or two ahead and picks freely among reasonable moves, with no plan; it guards its pieces against simple captures and always takes a mate in one.</source>
        <translation>Начинающий: смотрит лишь на ход-два вперёд и свободно выбирает среди разумных ходов, без плана; защищает свои фигуры от простых взятий и всегда ставит мат в один ход.</translation>
    </message>
    <message>
        <source>A casual player: sees simple threats and sometimes settles for a slightly weaker move.</source>
        <translation>Любитель: видит простые угрозы и иногда довольствуется чуть более слабым ходом.</translation>
    </message>
    <message>
        <source>A club player on a quick day: looks a few moves ahead and varies only between moves of nearly equal value.</source>
        <translation>Клубный игрок, играющий быстро: смотрит на несколько ходов вперёд и выбирает лишь между почти равноценными ходами.</translation>
    </message>
    <message>
        <source>A solid club player: looks further ahead and rarely strays from its best move.</source>
        <translation>Крепкий клубный игрок: смотрит дальше вперёд и редко отступает от своего лучшего хода.</translation>
    </message>
    <message>
        <source>A strong club player: always plays the best move it finds in a short think.</source>
        <translation>Сильный клубный игрок: всегда делает лучший ход, который находит после недолгого раздумья.</translation>
    </message>
    <message>
        <source>A tournament player: thinks longer than Hard before each move.</source>
        <translation>Турнирный игрок: перед каждым ходом думает дольше, чем уровень «Сложный».</translation>
    </message>
    <message>
        <source>A seasoned tournament player: thinks longer still before each move.</source>
        <translation>Опытный турнирный игрок: перед каждым ходом думает ещё дольше.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Уровень %1: %2</translation>
    </message>
    <message>
        <source>Plays at about %1 Elo.</source>
        <translation>Играет примерно на %1 Эло.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: looks at its own move and what can be taken back at once, often leaves a piece where it can be taken, overlooks threats and now and then a mate in one, and likes to bring its pieces out.</source>
        <translation>Соперник для первой партии: смотрит только на свой ход и на то, что можно сразу взять в ответ, часто оставляет фигуру под боем, не замечает угроз, а иногда и мата в один ход, и охотно выводит фигуры.</translation>
    </message>
    <message>
        <source>Replies within %1 seconds, sooner when the move is forced.</source>
        <translation>Отвечает не более чем за %1 секунды, быстрее, если ход вынужденный.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Начинающий</translation>
    </message>
    <message>
        <source>Has just learned the rules and played a few games: looks at its own move and what can be taken back at once, now and then leaves a piece where it can be taken or overlooks a threat, and brings its pieces out.</source>
        <translation>Только что выучил правила и сыграл несколько партий: смотрит на свой ход и на то, что можно сразу взять в ответ, время от времени оставляет фигуру под боем или не замечает угрозы и выводит фигуры.</translation>
    </message>
    <message>
        <source>Leaves a piece hanging several times a game</source>
        <translation>Несколько раз за партию оставляет фигуру под боем</translation>
    </message>
    <message>
        <source>Leaves a piece hanging about once a game</source>
        <translation>Примерно раз за партию оставляет фигуру под боем</translation>
    </message>
    <message>
        <source>Leaves a piece hanging every few games</source>
        <translation>Раз в несколько партий оставляет фигуру под боем</translation>
    </message>
    <message>
        <source>Rarely leaves a piece hanging</source>
        <translation>Редко оставляет фигуру под боем</translation>
    </message>
    <message>
        <source>misses a mate in one several times a game</source>
        <translation>несколько раз за партию пропускает мат в один ход</translation>
    </message>
    <message>
        <source>misses a mate in one about once a game</source>
        <translation>примерно раз за партию пропускает мат в один ход</translation>
    </message>
    <message>
        <source>misses a mate in one now and then</source>
        <translation>иногда пропускает мат в один ход</translation>
    </message>
    <message>
        <source>rarely misses a mate in one</source>
        <translation>редко пропускает мат в один ход</translation>
    </message>
    <message>
        <source>blunders several times a game</source>
        <translation>несколько раз за партию делает грубую ошибку</translation>
    </message>
    <message>
        <source>blunders about once a game</source>
        <translation>примерно раз за партию делает грубую ошибку</translation>
    </message>
    <message>
        <source>blunders every few games</source>
        <translation>раз в несколько партий делает грубую ошибку</translation>
    </message>
    <message>
        <source>rarely blunders</source>
        <translation>редко делает грубую ошибку</translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <extracomment>The three clauses of a level&apos;s mistakes: hanging pieces, missed mates, blunders.</extracomment>
        <translation>%1; %2; %3.</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Продолжающий</translation>
    </message>
    <message>
        <source>Knows the rules and has a few dozen games behind it: usually looks at its move and the captures that follow, but now and then moves at first sight and leaves a piece where it can be taken or overlooks a threat.</source>
        <translation>Знает правила и сыграл несколько десятков партий: обычно смотрит на свой ход и следующие за ним взятия, но время от времени ходит с первого взгляда и оставляет фигуру под боем или не замечает угрозу.</translation>
    </message>
    <message>
        <source>A strong tournament player: thinks longer than level 7 before each move.</source>
        <translation>Сильный турнирный игрок: перед каждым ходом думает дольше, чем уровень 7.</translation>
    </message>
</context>
<context>
    <name>MoveExplainer</name>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>kingside</source>
        <translation>короткую</translation>
    </message>
    <message>
        <source>queenside</source>
        <translation>длинную</translation>
    </message>
    <message>
        <source>You can no longer castle %1: the king or that rook has moved</source>
        <translation>Вы больше не можете сделать %1 рокировку: король или эта ладья уже ходили</translation>
    </message>
    <message>
        <source>You cannot castle %1 yet: the squares between king and rook must be empty</source>
        <translation>Вы пока не можете сделать %1 рокировку: поля между королём и ладьёй должны быть свободны</translation>
    </message>
    <message>
        <source>You cannot castle out of check</source>
        <translation>Нельзя рокироваться, находясь под шахом</translation>
    </message>
    <message>
        <source>You cannot castle %1: the king would cross the attacked square %2</source>
        <translation>Вы не можете сделать %1 рокировку: король прошёл бы через атакованное поле %2</translation>
    </message>
    <message>
        <source>You cannot castle %1: your king would be in check</source>
        <translation>Вы не можете сделать %1 рокировку: ваш король оказался бы под шахом</translation>
    </message>
    <message>
        <source>the way is blocked by %1</source>
        <translation>путь преграждает %1</translation>
    </message>
    <message>
        <source>a knight cannot move like that (it jumps in an L shape)</source>
        <translation>конь так не ходит (он ходит буквой «Г»)</translation>
    </message>
    <message>
        <source>a bishop moves only diagonally</source>
        <translation>слон ходит только по диагонали</translation>
    </message>
    <message>
        <source>a rook moves only along ranks and files</source>
        <translation>ладья ходит только по горизонталям и вертикалям</translation>
    </message>
    <message>
        <source>a queen moves along ranks, files and diagonals</source>
        <translation>ферзь ходит по горизонталям, вертикалям и диагоналям</translation>
    </message>
    <message>
        <source>a king moves one square at a time (to castle, move it two squares or onto its rook)</source>
        <translation>король ходит только на одно поле (для рокировки передвиньте его на два поля или на свою ладью)</translation>
    </message>
    <message>
        <source>a pawn moves only forward</source>
        <translation>пешка ходит только вперёд</translation>
    </message>
    <message>
        <source>a pawn cannot capture straight ahead</source>
        <translation>пешка не бьёт прямо вперёд</translation>
    </message>
    <message>
        <source>a pawn moves two squares only from its starting square</source>
        <translation>пешка ходит на два поля только со своего исходного поля</translation>
    </message>
    <message>
        <source>a pawn moves one square forward (two from its starting square)</source>
        <translation>пешка ходит на одно поле вперёд (с исходного поля — на два)</translation>
    </message>
    <message>
        <source>a pawn moves diagonally only to capture</source>
        <translation>пешка ходит по диагонали только при взятии</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures diagonally</source>
        <translation>пешка ходит прямо вперёд, а бьёт по диагонали</translation>
    </message>
    <message>
        <source>Castle kingside</source>
        <translation>Короткая рокировка</translation>
    </message>
    <message>
        <source>Castle queenside</source>
        <translation>Длинная рокировка</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>Взятие на проходе</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 на %2</translation>
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
        <source>That square is empty</source>
        <translation>Это поле пустое</translation>
    </message>
    <message>
        <source>Not your piece: it is %1&apos;s turn</source>
        <translation>Это не ваша фигура: очередь хода — %1</translation>
    </message>
    <message>
        <source>%1 cannot move to %2</source>
        <translation>%1 не может пойти на %2</translation>
    </message>
    <message>
        <source>%1: it is occupied by your own %2</source>
        <translation>%1: там уже стоит ваша фигура (%2)</translation>
    </message>
    <message>
        <source>%1: no move can be played now</source>
        <translation>%1: сейчас нельзя сделать ни одного хода</translation>
    </message>
    <message>
        <source>%1: you must get out of check</source>
        <translation>%1: вы должны защититься от шаха</translation>
    </message>
    <message>
        <source>%1: your king would be in check there</source>
        <translation>%1: там ваш король оказался бы под шахом</translation>
    </message>
    <message>
        <source>%1: your king would be in check</source>
        <translation>%1: ваш король оказался бы под шахом</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No move can be played now</source>
        <translation>Сейчас нельзя сделать ни одного хода</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1: нет допустимых ходов</translation>
    </message>
    <message>
        <source>%1 has no legal move: you must get out of check</source>
        <translation>%1: нет допустимых ходов — вы должны защититься от шаха</translation>
    </message>
    <message>
        <source>%1 has no legal move: your king would be in check</source>
        <translation>%1: нет допустимых ходов — ваш король оказался бы под шахом</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>Classic</source>
        <translation>Классический</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Геометрический</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 to play: find the winning line</source>
        <translation>%1 начинают: найдите выигрывающий вариант</translation>
    </message>
    <message>
        <source>%1 to play: find the best move</source>
        <translation>%1 начинают: найдите лучший ход</translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and mate in %n</source>
        <translation>
            <numerusform>%1 начинают и ставят мат в %n ход</numerusform>
            <numerusform>%1 начинают и ставят мат в %n хода</numerusform>
            <numerusform>%1 начинают и ставят мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: win at least %2 in %n move(s)</source>
        <translation>
            <numerusform>%1 начинают: выиграйте не меньше %2 за %n ход</numerusform>
            <numerusform>%1 начинают: выиграйте не меньше %2 за %n хода</numerusform>
            <numerusform>%1 начинают: выиграйте не меньше %2 за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: keep %2 below %3 for %n move(s)</source>
        <translation>
            <numerusform>%1 начинают: держите %2 ниже %3 в течение %n хода</numerusform>
            <numerusform>%1 начинают: держите %2 ниже %3 в течение %n ходов</numerusform>
            <numerusform>%1 начинают: держите %2 ниже %3 в течение %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: hold the draw for %n move(s)</source>
        <translation>
            <numerusform>%1 начинают: удержите ничью в течение %n хода</numerusform>
            <numerusform>%1 начинают: удержите ничью в течение %n ходов</numerusform>
            <numerusform>%1 начинают: удержите ничью в течение %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play: equalize in %n move(s)</source>
        <translation>
            <numerusform>%1 начинают: уравняйте за %n ход</numerusform>
            <numerusform>%1 начинают: уравняйте за %n хода</numerusform>
            <numerusform>%1 начинают: уравняйте за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play: promote a pawn and keep at least %2</source>
        <translation>%1 начинают: проведите пешку в ферзи и сохраните не меньше %2</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 ± %2</source>
        <translation>Ваш рейтинг в задачах: %1 ± %2</translation>
    </message>
    <message>
        <source>Streak %1 · best %2 · solved %3 of %4</source>
        <translation>Серия %1 · лучшая %2 · решено %3 из %4</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 из %3</translation>
    </message>
    <message>
        <source>%1 %2 (%3) → %4</source>
        <translation>%1 %2 (%3) → %4</translation>
    </message>
    <message>
        <source>Rated %1 (estimated)</source>
        <translation>Рейтинг %1 (оценка)</translation>
    </message>
    <message>
        <source>Rated %1 (from the file)</source>
        <translation>Рейтинг %1 (из файла)</translation>
    </message>
</context>
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
        <source>%1 – %2, %3, %4, moves: %5</source>
        <translation>%1 – %2, %3, %4, ходов: %5</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>Внешний движок</translation>
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
        <translation>все</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, тур %2</translation>
    </message>
    <message>
        <source>%1, %2, moves: %3</source>
        <translation>%1, %2, ходов: %3</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>from inaccuracies on</source>
        <translation>начиная с неточностей</translation>
    </message>
    <message>
        <source>only about blunders</source>
        <translation>только о зевках</translation>
    </message>
    <message>
        <source>from mistakes on</source>
        <translation>начиная с ошибок</translation>
    </message>
</context>
<context>
    <name>UciStrength</name>
    <message>
        <source>Whether %1 can play weaker is not known yet: Test it under Game ▸ Engines…. Until then it plays at full strength, %2 s per move when there is no clock.</source>
        <translation>Может ли %1 играть слабее, пока неизвестно: проверьте его в меню Игра ▸ Движки…. До тех пор он играет в полную силу, %2 с на ход, когда нет часов.</translation>
    </message>
    <message>
        <source>%1 is set to play at about %2 Elo (its UCI_Elo option, %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 настроен играть примерно на %2 Эло (его параметр UCI_Elo, %3–%4) и думает %5 с на ход, когда нет часов.</translation>
    </message>
    <message>
        <source>%1 is set to its Skill Level %2 (of %3–%4) and thinks %5 s per move when there is no clock.</source>
        <translation>%1 настроен на уровень Skill Level %2 (из %3–%4) и думает %5 с на ход, когда нет часов.</translation>
    </message>
    <message>
        <source>%1 offers no way to play weaker: it plays at full strength, and the level only sets its time, %2 s per move when there is no clock.</source>
        <translation>%1 не умеет играть слабее: он играет в полную силу, а уровень задаёт только его время, %2 с на ход, когда нет часов.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Вариант</translation>
    </message>
</context>
<context>
    <name>rochade::gui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Варианты:</translation>
    </message>
    <message>
        <source>How many of the best lines to show</source>
        <translation>Сколько лучших вариантов показывать</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move</source>
        <translation>Двойной щелчок по варианту делает его первый ход</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines for the position on the board</source>
        <translation>Показать лучшие варианты движка для позиции на доске</translation>
    </message>
    <message>
        <source>Analysis is off</source>
        <translation>Анализ выключен</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Мат</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Пат</translation>
    </message>
    <message>
        <source>The engine cannot analyse now</source>
        <translation>Движок сейчас не может анализировать</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Глубина %1</translation>
    </message>
    <message>
        <source>A&amp;nalyst:</source>
        <translation>А&amp;налитик:</translation>
    </message>
    <message>
        <source>Which engine analyses: Rochade&apos;s own or the external engine chosen under Engines</source>
        <translation>Какой движок анализирует: собственный движок Rochade или внешний, выбранный в разделе «Движки»</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Встроенный</translation>
    </message>
    <message>
        <source>No analysis</source>
        <translation>Нет анализа</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>&amp;Анализ</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BackgroundReviewActions</name>
    <message>
        <source>Review my games in the &amp;background</source>
        <translation>Разбирать мои партии в &amp;фоне</translation>
    </message>
    <message>
        <source>When you are idle, review your games and add your mistakes to your practice cards</source>
        <translation>Пока вы бездействуете, разбирать ваши партии и добавлять ваши ошибки в карточки для тренировки</translation>
    </message>
    <message>
        <source>Background review: %1</source>
        <translation>Фоновый разбор: %1</translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>Это мои партии</translation>
    </message>
    <message numerus="yes">
        <source>Your name is not among the players of %n game(s). Which side did you play?</source>
        <translation>
            <numerusform>Вашего имени нет среди игроков %n партии. За какую сторону вы играли?</numerusform>
            <numerusform>Вашего имени нет среди игроков %n партий. За какую сторону вы играли?</numerusform>
            <numerusform>Вашего имени нет среди игроков %n партий. За какую сторону вы играли?</numerusform>
        </translation>
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
        <source>The review of your games stopped; it goes on when Rochade starts again.</source>
        <translation>Разбор ваших партий остановлен; он продолжится при следующем запуске Rochade.</translation>
    </message>
    <message>
        <source>Select your games, or enter your name in Preferences.</source>
        <translation>Выберите свои партии или укажите своё имя в настройках.</translation>
    </message>
    <message>
        <source>Reviewing your games: %1 of %2 — &lt;a href=&quot;cancel&quot;&gt;Cancel&lt;/a&gt;</source>
        <translation>Разбор ваших партий: %1 из %2 — &lt;a href=&quot;cancel&quot;&gt;Отмена&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your games are reviewed: their mistakes are in your practice cards.</source>
        <translation>Ваши партии разобраны: их ошибки — в ваших карточках для тренировки.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued before.</source>
        <translation>
            <numerusform>%n партия уже была в очереди.</numerusform>
            <numerusform>%n партии уже были в очереди.</numerusform>
            <numerusform>%n партий уже было в очереди.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for review.</source>
        <translation>
            <numerusform>%n партия поставлена в очередь на разбор.</numerusform>
            <numerusform>%n партии поставлены в очередь на разбор.</numerusform>
            <numerusform>%n партий поставлено в очередь на разбор.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without your name left out.</source>
        <translation>
            <numerusform>%n партия без вашего имени пропущена.</numerusform>
            <numerusform>%n партии без вашего имени пропущены.</numerusform>
            <numerusform>%n партий без вашего имени пропущено.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::Banner</name>
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
        <source>Viewing a side line at move %1%2</source>
        <translation>Побочный вариант на ходу %1%2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardEditorDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Скопировать FEN в буфер обмена</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Set up the position of a FEN from the clipboard</source>
        <translation>Расставить позицию по FEN из буфера обмена</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть с этой позиции</translation>
    </message>
    <message>
        <source>Two players (hot-seat)</source>
        <translation>Два игрока по очереди</translation>
    </message>
    <message>
        <source>White against the computer</source>
        <translation>Белыми против компьютера</translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation>Чёрными против компьютера</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The computer plays as in the running game: %1.</source>
        <translation>Компьютер играет как в текущей партии: %1.</translation>
    </message>
    <message>
        <source>A side can have at most %1 pieces.</source>
        <translation>У одной стороны может быть не более %1 фигур.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Некорректный FEN: %1</translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation>Играть нельзя: %1</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: checkmate.</source>
        <translation>Позиция допустима, но партия уже окончена: мат.</translation>
    </message>
    <message>
        <source>A legal position, but the game is over: stalemate.</source>
        <translation>Позиция допустима, но партия уже окончена: пат.</translation>
    </message>
    <message>
        <source>Ready to play: White to move.</source>
        <translation>Можно играть: ход белых.</translation>
    </message>
    <message>
        <source>Ready to play: Black to move.</source>
        <translation>Можно играть: ход чёрных.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>Set up this position for two players and show the engine&apos;s best lines for it (View ▸ Analysis)</source>
        <translation>Поставить эту позицию для двух игроков и показать лучшие варианты движка (Вид ▸ Анализ)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardSelection</name>
    <message>
        <source>Drag the piece to its square to move it</source>
        <translation>Чтобы сделать ход, перетащите фигуру на её поле</translation>
    </message>
    <message>
        <source>The board does not accept moves now</source>
        <translation>Доска сейчас не принимает ходы</translation>
    </message>
    <message>
        <source>That is beside the board</source>
        <translation>Это за пределами доски</translation>
    </message>
    <message>
        <source>The piece went back: it was dropped off the board</source>
        <translation>Фигура вернулась на место: её отпустили за пределами доски</translation>
    </message>
    <message>
        <source>Promotion cancelled: the pawn stays on %1</source>
        <translation>Превращение отменено: пешка остаётся на %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockActions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <source>Stop the clocks; press P again to play on</source>
        <translation>Остановить часы; нажмите P ещё раз, чтобы продолжить</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;История…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockKeeper</name>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Партия окончена: приостанавливать нечего.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ClockLabel</name>
    <message>
        <source>used %1</source>
        <translation>израсходовано %1</translation>
    </message>
    <message>
        <source>Time left: %1, used so far: %2</source>
        <translation>Осталось времени: %1, израсходовано: %2</translation>
    </message>
    <message>
        <source>Time used so far: %1</source>
        <translation>Израсходовано времени: %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::CommentDialog</name>
    <message>
        <source>A comment cannot hold “}”: in a game file it ends the comment. Remove it, or use another bracket such as “)”.</source>
        <translation>Комментарий не может содержать скобку «}»: в файле партии она завершает комментарий. Удалите её или используйте другую скобку, например «)».</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ComputerTurns</name>
    <message>
        <source>The engine %1 %2.</source>
        <translation>Движок %1 %2.</translation>
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
</context>
<context>
    <name>rochade::gui::DocumentActions</name>
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
        <source>%1 - %2 %3.pgn</source>
        <translation>%1 - %2 %3.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
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
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партия %2</translation>
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
        <translation>В партии есть изменения, не сохранённые в %1. Сохранить их?</translation>
    </message>
    <message>
        <source>This game is not saved in any file. Save it?</source>
        <translation>Эта партия не сохранена ни в одном файле. Сохранить её?</translation>
    </message>
    <message>
        <source>The games in %1 cannot be told apart for sure (the file has errors), so Rochade does not write into it. Save the game under another name?</source>
        <translation>Партии в %1 нельзя надёжно отделить друг от друга (в файле есть ошибки), поэтому Rochade не пишет в него. Сохранить партию под другим именем?</translation>
    </message>
    <message>
        <source>%1 has changed since the game was read: its game %2 is no longer where it was. Save the game under another name?</source>
        <translation>Файл %1 изменился с тех пор, как партия была прочитана: его партия %2 больше не на своём месте. Сохранить партию под другим именем?</translation>
    </message>
    <message>
        <source>Not saved to %1.</source>
        <translation>Не сохранено в %1.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::DrawTalk</name>
    <message>
        <source>No draw can be claimed now.</source>
        <translation>Сейчас нельзя потребовать ничью.</translation>
    </message>
    <message>
        <source>Play goes on.</source>
        <translation>Игра продолжается.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EditorActions</name>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расстановка позиции…</translation>
    </message>
    <message>
        <source>Set up a position on a board of its own and play it</source>
        <translation>Расставить позицию на отдельной доске и сыграть её</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned. Play the position set up instead?</source>
        <translation>Текущая партия будет прервана. Играть вместо неё расставленную позицию?</translation>
    </message>
    <message>
        <source>Playing the position set up.</source>
        <translation>Играется расставленная позиция.</translation>
    </message>
    <message>
        <source>The position set up was not played: the game goes on.</source>
        <translation>Расставленная позиция не играется: партия продолжается.</translation>
    </message>
    <message>
        <source>Analysing the position set up.</source>
        <translation>Анализ поставленной позиции.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineActions</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>Choose an external UCI engine as the computer opponent</source>
        <translation>Выбрать внешний движок UCI в качестве соперника-компьютера</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>Сбой движка</translation>
    </message>
    <message>
        <source>The engine %1 %2.

Continue with Rochade&apos;s built-in engine?</source>
        <translation>Движок %1 %2.

Продолжить со встроенным движком Rochade?</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>The computer opponent can be any chess engine that speaks UCI. Choose its program; New game then offers it next to Rochade&apos;s own engine.</source>
        <translation>Соперником-компьютером может быть любой шахматный движок, поддерживающий UCI. Выберите его программу — тогда окно «Новая партия» предложит его наряду со встроенным движком Rochade.</translation>
    </message>
    <message>
        <source>(none found)</source>
        <translation>(ничего не найдено)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>/path/to/engine</source>
        <translation>/путь/к/движку</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>Found on this system:</source>
        <translation>Найдено в системе:</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>Про&amp;грамма:</translation>
    </message>
    <message>
        <source>Enter the engine&apos;s program first.</source>
        <translation>Сначала укажите программу движка.</translation>
    </message>
    <message>
        <source>Works: %1</source>
        <translation>Работает: %1</translation>
    </message>
    <message>
        <source>The engine %1.</source>
        <translation>Движок %1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Выберите движок UCI</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set it to play at about %1, %2 and %3 Elo (UCI_Elo).</source>
        <translation>Лёгкий, Средний и Сложный настраивают его примерно на %1, %2 и %3 Эло (UCI_Elo).</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard set its Skill Level to %1, %2 and %3 (of %4–%5).</source>
        <translation>Лёгкий, Средний и Сложный ставят его Skill Level на %1, %2 и %3 (из %4–%5).</translation>
    </message>
    <message>
        <source>It offers no way to play weaker: Easy, Medium and Hard only set its time.</source>
        <translation>Он не умеет играть слабее: Лёгкий, Средний и Сложный задают только его время.</translation>
    </message>
    <message>
        <source>Also &amp;analyse with it in the Analysis panel</source>
        <translation>Также &amp;анализировать им на панели «Анализ»</translation>
    </message>
</context>
<context>
    <name>rochade::gui::EvaluationBar</name>
    <message>
        <source>Evaluation bar</source>
        <translation>Шкала оценки</translation>
    </message>
    <message>
        <source>The engine&apos;s evaluation of the shown position</source>
        <translation>Оценка показанной позиции движком</translation>
    </message>
    <message>
        <source>Analysing the position…</source>
        <translation>Анализ позиции…</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Белые ставят мат в %n ход</numerusform>
            <numerusform>Белые ставят мат в %n хода</numerusform>
            <numerusform>Белые ставят мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Чёрные ставят мат в %n ход</numerusform>
            <numerusform>Чёрные ставят мат в %n хода</numerusform>
            <numerusform>Чёрные ставят мат в %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: White is better by %2 pawns</source>
        <translation>%1: у белых перевес в %2 пешки</translation>
    </message>
    <message>
        <source>%1: Black is better by %2 pawns</source>
        <translation>%1: у чёрных перевес в %2 пешки</translation>
    </message>
    <message>
        <source>%1: the position is balanced</source>
        <translation>%1: позиция равная</translation>
    </message>
    <message>
        <source>(depth %1)</source>
        <translation>(глубина %1)</translation>
    </message>
    <message>
        <source>The game is over: White won</source>
        <translation>Партия окончена: победили белые</translation>
    </message>
    <message>
        <source>The game is over: Black won</source>
        <translation>Партия окончена: победили чёрные</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>Партия окончена: ничья</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExperienceDialog</name>
    <message>
        <source>Your Rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <source>&lt;b&gt;How much chess have you played?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Сколько вы уже играли в шахматы?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rochade keeps a rating from your games against its levels and suggests the level that suits you. Your answer is where it starts; your games move it from there.</source>
        <translation>Rochade ведёт рейтинг по вашим партиям против его уровней и предлагает подходящий вам уровень. Ваш ответ — точка отсчёта; дальше рейтинг меняют ваши партии.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;new to chess</source>
        <translation>Я &amp;новичок в шахматах</translation>
    </message>
    <message>
        <source>I play &amp;casually</source>
        <translation>Я играю &amp;иногда</translation>
    </message>
    <message>
        <source>I play in a c&amp;lub</source>
        <translation>Я играю в &amp;клубе</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Пропустить</translation>
    </message>
    <message>
        <source>Start as a casual player</source>
        <translation>Начать как любитель</translation>
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
        <translation>Белые выиграли %1, ничьих %2, чёрные выиграли %3 (из %4 партий)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Последний</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExplorerPanel</name>
    <message>
        <source>Opening Explorer</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>Opening E&amp;xplorer</source>
        <translation>Дерево &amp;дебютов</translation>
    </message>
    <message>
        <source>Click a move to play it on the board.</source>
        <translation>Щёлкните по ходу, чтобы сыграть его на доске.</translation>
    </message>
    <message>
        <source>&amp;Find Games</source>
        <translation>&amp;Найти партии</translation>
    </message>
    <message>
        <source>List the games that reach this position</source>
        <translation>Показать партии, в которых возникла эта позиция</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>любой игрок</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>любой цвет</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>белыми</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>чёрными</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>все</translation>
    </message>
    <message>
        <source>Rating ≥</source>
        <translation>Рейтинг ≥</translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation>&amp;Годы:</translation>
    </message>
    <message>
        <source>&amp;My games, as</source>
        <translation>&amp;Мои партии, как</translation>
    </message>
    <message>
        <source>your name in the games</source>
        <translation>ваше имя в партиях</translation>
    </message>
    <message>
        <source>No library open.</source>
        <translation>Библиотека не открыта.</translation>
    </message>
    <message>
        <source>This position is not in the library.</source>
        <translation>Этой позиции нет в библиотеке.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from here</source>
        <translation>
            <numerusform>%n партия отсюда</numerusform>
            <numerusform>%n партии отсюда</numerusform>
            <numerusform>%n партий отсюда</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::ExternalAnalysisSource</name>
    <message>
        <source>The engine %1 %2.</source>
        <extracomment>%1 is the engine&apos;s name, %2 what went wrong (&quot;crashed&quot;, &quot;could not be started: ...&quot;)</extracomment>
        <translation>Движок %1 %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
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
        <translation>Копировать па&amp;ртию (PGN)</translation>
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
        <source>Paste Game</source>
        <translation>Вставить партию</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
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
        <source>%1 has an error.

%2

Load the valid part? (Games read: %3; the last one may be incomplete.)</source>
        <translation>Источник «%1» содержит ошибку.

%2

Загрузить правильную часть? (Прочитано партий: %3; последняя может быть неполной.)</translation>
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
        <source>The clipboard holds no game.</source>
        <translation>В буфере обмена нет партии.</translation>
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
        <source>Position copied as FEN.</source>
        <translation>Позиция скопирована в формате FEN.</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Партия скопирована в формате PGN.</translation>
    </message>
    <message>
        <source>Game %1 of %2 has an error.

%3

Load its valid part?</source>
        <translation>В партии %1 из %2 есть ошибка.

%3

Загрузить её правильную часть?</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the file has changed.</source>
        <translation>Партию %1 из %2 нельзя прочитать: файл изменился.</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Буфер обмена</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameActions</name>
    <message>
        <source>As&amp;k Before Resigning</source>
        <translation>&amp;Спрашивать перед сдачей</translation>
    </message>
    <message>
        <source>Computer Plays &amp;Opening Book Moves</source>
        <translation>Компьютер играет ходы из дебютной &amp;книги</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Сд&amp;аться</translation>
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
        <source>&amp;Undo Delete</source>
        <translation>&amp;Отменить удаление</translation>
    </message>
    <message>
        <source>Bring back the moves deleted last</source>
        <translation>Вернуть последние удалённые ходы</translation>
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
        <source>&amp;About Rochade</source>
        <translation>&amp;О программе Rochade</translation>
    </message>
    <message>
        <source>Claim a Draw</source>
        <translation>Потребовать ничью</translation>
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
        <source>A New Move</source>
        <translation>Новый ход</translation>
    </message>
    <message>
        <source>%1 is not the move the record has here.</source>
        <translation>%1 — не тот ход, что записан здесь.</translation>
    </message>
    <message>
        <source>Start a variation with it, or replace the rest of the game?</source>
        <translation>Начать им вариант или заменить остаток партии?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Новый &amp;вариант</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>&amp;Заменить остаток</translation>
    </message>
    <message>
        <source>&amp;Fast Replies</source>
        <translation>Быстрые &amp;ответы</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Пр&amp;едложить ничью</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameChooserDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Выберите партию</translation>
    </message>
    <message>
        <source>Filter: player, event, opening, date, moves…</source>
        <translation>Фильтр: игрок, турнир, дебют, дата, ходы…</translation>
    </message>
    <message>
        <source>Reading %1… Games so far: %2</source>
        <translation>Чтение %1… Партий пока: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 — партий: %2. Какую открыть?</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Показано: %1.</translation>
    </message>
    <message>
        <source>game %1, %2</source>
        <translation>партия %1, %2</translation>
    </message>
    <message>
        <source>Errors: %1. The first: %2</source>
        <translation>Ошибок: %1. Первая: %2</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameController</name>
    <message>
        <source>Illegal move.</source>
        <translation>Недопустимый ход.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>Rochade&apos;s built-in engine plays on.</source>
        <translation>Игру продолжает встроенный движок Rochade.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GamePanel</name>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Legal Moves</source>
        <translation>Допустимые ходы</translation>
    </message>
    <message>
        <source>Legal Moves (%1)</source>
        <translation>Допустимые ходы (%1)</translation>
    </message>
    <message>
        <source>Legal Moves (none: game over)</source>
        <translation>Допустимые ходы (нет: партия окончена)</translation>
    </message>
    <message>
        <source>Type a move: %1, e2e4 …</source>
        <translation>Введите ход: %1, e2e4 …</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Комментарий после %1:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::GameReview</name>
    <message>
        <source>A review is already running.</source>
        <translation>Разбор уже идёт.</translation>
    </message>
    <message>
        <source>There is no move to review.</source>
        <translation>Нет ходов для разбора.</translation>
    </message>
    <message>
        <source>Pause the game or finish it before reviewing it.</source>
        <translation>Перед разбором приостановите или завершите партию.</translation>
    </message>
    <message>
        <source>Review cancelled: another game was started.</source>
        <translation>Разбор отменён: начата другая партия.</translation>
    </message>
    <message>
        <source>Inaccuracy. %1 was best.</source>
        <translation>Неточность. Лучше было %1.</translation>
    </message>
    <message>
        <source>Mistake. %1 was best.</source>
        <translation>Ошибка. Лучше было %1.</translation>
    </message>
    <message>
        <source>Blunder. %1 was best.</source>
        <translation>Зевок. Лучше было %1.</translation>
    </message>
    <message>
        <source>Allows mate in %1: %2.</source>
        <translation>Допускает мат (ходов: %1): %2.</translation>
    </message>
    <message>
        <source>Misses mate in %1: %2.</source>
        <translation>Упускает мат (ходов: %1): %2.</translation>
    </message>
    <message>
        <source>Loses the knight on %1 after %2.</source>
        <translation>Теряет коня на %1 после %2.</translation>
    </message>
    <message>
        <source>Loses the bishop on %1 after %2.</source>
        <translation>Теряет слона на %1 после %2.</translation>
    </message>
    <message>
        <source>Loses the rook on %1 after %2.</source>
        <translation>Теряет ладью на %1 после %2.</translation>
    </message>
    <message>
        <source>Loses the queen on %1 after %2.</source>
        <translation>Теряет ферзя на %1 после %2.</translation>
    </message>
    <message>
        <source>Leaves the knight on %1 to be taken: %2.</source>
        <translation>Оставляет коня на %1 под боем: %2.</translation>
    </message>
    <message>
        <source>Leaves the bishop on %1 to be taken: %2.</source>
        <translation>Оставляет слона на %1 под боем: %2.</translation>
    </message>
    <message>
        <source>Leaves the rook on %1 to be taken: %2.</source>
        <translation>Оставляет ладью на %1 под боем: %2.</translation>
    </message>
    <message>
        <source>Leaves the queen on %1 to be taken: %2.</source>
        <translation>Оставляет ферзя на %1 под боем: %2.</translation>
    </message>
    <message>
        <source>Loses the exchange after %1.</source>
        <translation>Теряет качество после %1.</translation>
    </message>
    <message>
        <source>Loses a pawn after %1.</source>
        <translation>Теряет пешку после %1.</translation>
    </message>
    <message>
        <source>Loses %1 pawns after %2.</source>
        <translation>Теряет пешки (%1) после %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpActions</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>Read how to play with Rochade</source>
        <translation>Узнать, как играть в Rochade</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавиатурные сокращения</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HelpWindow</name>
    <message>
        <source>Rochade User Guide</source>
        <translation>Руководство пользователя Rochade</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
</context>
<context>
    <name>rochade::gui::HistoryModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>draw (75-move rule)</source>
        <translation>ничья (правило 75 ходов)</translation>
    </message>
    <message>
        <source>draw (fivefold repetition)</source>
        <translation>ничья (пятикратное повторение)</translation>
    </message>
    <message>
        <source>draw (insufficient material)</source>
        <translation>ничья (недостаточно материала)</translation>
    </message>
    <message>
        <source>draw claimed (50-move rule)</source>
        <translation>ничья по требованию (правило 50 ходов)</translation>
    </message>
    <message>
        <source>draw claimed (threefold repetition)</source>
        <translation>ничья по требованию (троекратное повторение)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>шах</translation>
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
        <source>King (castles short)</source>
        <translation>Король (короткая рокировка)</translation>
    </message>
    <message>
        <source>King (castles long)</source>
        <translation>Король (длинная рокировка)</translation>
    </message>
    <message>
        <source>Pawn → %1</source>
        <translation>Пешка → %1</translation>
    </message>
    <message>
        <source>Pawn (en passant)</source>
        <translation>Пешка (на проходе)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Взято</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>rochade::gui::InsightController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>Подска&amp;зка</translation>
    </message>
    <message>
        <source>Ask the engine for a move (H)</source>
        <translation>Попросить движок подсказать ход (H)</translation>
    </message>
    <message>
        <source>&amp;Evaluation Bar</source>
        <translation>&amp;Шкала оценки</translation>
    </message>
    <message>
        <source>Show the engine&apos;s view of the position beside the board</source>
        <translation>Показывать рядом с доской оценку позиции движком</translation>
    </message>
    <message>
        <source>Material and evaluation over the game</source>
        <translation>Материал и оценка по ходу партии</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Подсказка сейчас недоступна: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Поиск хорошего хода…</translation>
    </message>
    <message>
        <source>The engine has no hint for this position.</source>
        <translation>У движка нет подсказки для этой позиции.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LearnActions</name>
    <message>
        <source>Learn from This &amp;Game</source>
        <translation>&amp;Учиться на этой партии</translation>
    </message>
    <message>
        <source>Find better moves for your mistakes in this game</source>
        <translation>Найдите лучшие ходы вместо своих ошибок в этой партии</translation>
    </message>
    <message>
        <source>Learn from This Game</source>
        <translation>Учиться на этой партии</translation>
    </message>
    <message>
        <source>Which side did you play in this game?</source>
        <translation>За какую сторону вы играли в этой партии?</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>Give your name in Preferences to be recognised in opened games.</source>
        <translation>Укажите своё имя в настройках, чтобы вас узнавали в открытых партиях.</translation>
    </message>
    <message>
        <source>White made no mistake to learn from.</source>
        <translation>У белых нет ошибок, на которых можно учиться.</translation>
    </message>
    <message>
        <source>Black made no mistake to learn from.</source>
        <translation>У чёрных нет ошибок, на которых можно учиться.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>эта партия</translation>
    </message>
    <message>
        <source>That was the last mistake of this game.</source>
        <translation>Это была последняя ошибка этой партии.</translation>
    </message>
    <message>
        <source>One mistake to learn from.</source>
        <translation>Одна ошибка для разбора.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes to learn from.</source>
        <translation>
            <numerusform>%n ошибка для разбора.</numerusform>
            <numerusform>%n ошибки для разбора.</numerusform>
            <numerusform>%n ошибок для разбора.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake %1 of %2</source>
        <translation>Ошибка %1 из %2</translation>
    </message>
    <message>
        <source>Show &amp;Me</source>
        <translation>&amp;Показать</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>Следующая &amp;ошибка</translation>
    </message>
    <message>
        <source>Review the game first: Learn ▸ Review Game.</source>
        <translation>Сначала разберите партию: Обучение ▸ Разбор партии.</translation>
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
    <name>rochade::gui::LibraryActions</name>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Библиотека…</translation>
    </message>
    <message>
        <source>&amp;Find This Position in Library</source>
        <translation>На&amp;йти эту позицию в библиотеке</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Добавлять мои законченные партии в &amp;библиотеку</translation>
    </message>
    <message>
        <source>The game was added to the library.</source>
        <translation>Партия добавлена в библиотеку.</translation>
    </message>
    <message>
        <source>Opened %1 from the library.</source>
        <translation>%1 открыта из библиотеки.</translation>
    </message>
    <message>
        <source>The game at byte %1 of %2 cannot be read.</source>
        <translation>Партию с байта %1 файла %2 прочитать нельзя.</translation>
    </message>
    <message>
        <source>Opened %1 from %2.</source>
        <translation>Открыта %1 из %2.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryService</name>
    <message>
        <source>No library is open.</source>
        <translation>Библиотека не открыта.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::LibraryWindow</name>
    <message>
        <source>Edit Tags</source>
        <translation>Изменить теги</translation>
    </message>
    <message>
        <source>One tag a line, as in PGN: [Name &quot;value&quot;]</source>
        <translation>Один тег на строку, как в PGN: [Name &quot;значение&quot;]</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>From (1990.01.01)</source>
        <translation>С (1990.01.01)</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>&amp;Import PGN…</source>
        <translation>&amp;Импорт PGN…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>Изменить &amp;теги…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing… %n game(s) read</source>
        <translation>
            <numerusform>Импорт… прочитана %n партия</numerusform>
            <numerusform>Импорт… прочитаны %n партии</numerusform>
            <numerusform>Импорт… прочитано %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n партия экспортирована в %1</numerusform>
            <numerusform>%n партии экспортированы в %1</numerusform>
            <numerusform>%n партий экспортировано в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import PGN</source>
        <translation>Импорт PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Экспорт партий</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Удалить партии</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n партию из библиотеки? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n партии из библиотеки? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n партий из библиотеки? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Импорт не удался: %1</translation>
    </message>
    <message>
        <source>Imported %1 game(s); %2 duplicate(s), %3 skipped with errors.%4</source>
        <translation>Импортировано партий: %1; дубликатов: %2, пропущено из-за ошибок: %3.%4</translation>
    </message>
    <message>
        <source> Cancelled: importing the file again resumes.</source>
        <translation> Отменено: повторный импорт файла продолжит с места остановки.</translation>
    </message>
    <message>
        <source>Tags not changed: %1</source>
        <translation>Теги не изменены: %1</translation>
    </message>
    <message>
        <source>These Are &amp;My Games</source>
        <translation>Это &amp;мои партии</translation>
    </message>
    <message>
        <source>Review the selected games in the background (none selected: every game where your name plays) and practise your mistakes</source>
        <translation>Разобрать выбранные партии в фоне (если ничего не выбрано — все партии, где играет ваше имя) и тренировать ваши ошибки</translation>
    </message>
</context>
<context>
    <name>rochade::gui::MainWindow</name>
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
        <source>&amp;Learn</source>
        <translation>&amp;Обучение</translation>
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
    <message>
        <source>Rochade (built-in)</source>
        <translation>Rochade (встроенный)</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Контроль &amp;времени:</translation>
    </message>
    <message>
        <source>%1 (external engine)</source>
        <translation>%1 (внешний движок)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Chess&amp;960: the pieces behind the pawns shuffled</source>
        <translation>Шахматы &amp;960: фигуры за пешками перемешаны</translation>
    </message>
    <message>
        <source>Fischer&apos;s random chess: one of 960 start positions, the same for both sides; the king castles by moving onto its rook.</source>
        <translation>Шахматы Фишера: одна из 960 начальных позиций, одинаковая для обеих сторон; король рокирует, вставая на свою ладью.</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Случайная</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Начальная &amp;позиция:</translation>
    </message>
    <message>
        <source>drawn when the game starts</source>
        <translation>выбирается при начале партии</translation>
    </message>
    <message>
        <source>&amp;More levels</source>
        <translation>&amp;Больше уровней</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Адаптивный</translation>
    </message>
    <message>
        <source>Each game, the level nearest your rating, so that the games stay even.</source>
        <translation>В каждой партии — уровень, ближайший к вашему рейтингу, чтобы партии оставались равными.</translation>
    </message>
    <message>
        <source>your rating: %1</source>
        <translation>ваш рейтинг: %1</translation>
    </message>
    <message>
        <source>a casual player&apos;s start: %1; your first game asks where you stand</source>
        <translation>начало любителя: %1; первая партия спросит, каков ваш уровень</translation>
    </message>
    <message>
        <source>Adaptive: each game, the level nearest your rating, so that the games stay even. This game: %1 (%2).</source>
        <translation>Адаптивный: в каждой партии — уровень, ближайший к вашему рейтингу, чтобы партии оставались равными. Эта партия: %1 (%2).</translation>
    </message>
    <message>
        <source>T&amp;utor: warn me about my mistakes</source>
        <translation>На&amp;ставник: предупреждать о моих ошибках</translation>
    </message>
    <message>
        <source>After each of your moves the engine judges it briefly; a move that loses too much is explained beside the board, and you may take it back before the computer replies.</source>
        <translation>После каждого вашего хода движок коротко оценивает его; ход, который теряет слишком много, объясняется рядом с доской, и вы можете вернуть его, прежде чем компьютер ответит.</translation>
    </message>
    <message>
        <source>Tutor warns from</source>
        <translation>Наставник предупреждает</translation>
    </message>
    <message>
        <source>Choose from every level: Beginner, Novice, Improver, the nine levels of the ladder and full strength, not only Beginner, Easy, Medium and Hard.</source>
        <translation>Выбрать из всех уровней: «Новичок», «Начинающий», «Продолжающий», девять уровней лестницы и полная сила, а не только «Новичок», «Лёгкий», «Средний» и «Сложный».</translation>
    </message>
</context>
<context>
    <name>rochade::gui::NotationActions</name>
    <message>
        <source>&amp;English Letters (%1)</source>
        <translation>&amp;Английские буквы (%1)</translation>
    </message>
    <message>
        <source>&amp;Figurines (%1)</source>
        <translation>&amp;Значки фигур (%1)</translation>
    </message>
    <message>
        <source>Letters of the &amp;Language (%1)</source>
        <translation>Буквы &amp;языка (%1)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Нотация</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OpeningLabel</name>
    <message>
        <source>No named opening yet</source>
        <translation>Дебют пока не определён</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы960</translation>
    </message>
    <message>
        <source>Chess960, start position %1</source>
        <translation>Шахматы960, начальная позиция %1</translation>
    </message>
</context>
<context>
    <name>rochade::gui::OwnGamesActions</name>
    <message>
        <source>These &amp;Are My Games…</source>
        <translation>Это &amp;мои партии…</translation>
    </message>
    <message>
        <source>Add the games of the open PGN file (or of one you choose) to your library, and review them for your mistakes when you are idle</source>
        <translation>Добавить партии открытого файла PGN (или выбранного) в вашу библиотеку и разобрать их на ваши ошибки, пока вы не заняты</translation>
    </message>
    <message numerus="yes">
        <source>Adding the games of %1 to your library: %n read…</source>
        <translation>
            <numerusform>Партии из %1 добавляются в вашу библиотеку: прочитано %n…</numerusform>
            <numerusform>Партии из %1 добавляются в вашу библиотеку: прочитано %n…</numerusform>
            <numerusform>Партии из %1 добавляются в вашу библиотеку: прочитано %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>These Are My Games</source>
        <translation>Это мои партии</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>No library is open: your games cannot be added.</source>
        <translation>Библиотека не открыта: ваши партии нельзя добавить.</translation>
    </message>
    <message>
        <source>Adding the games of %1 to your library…</source>
        <translation>Партии из %1 добавляются в вашу библиотеку…</translation>
    </message>
    <message>
        <source>%1 cannot be opened. Nothing was changed.</source>
        <translation>Не удаётся открыть %1. Ничего не изменено.</translation>
    </message>
    <message>
        <source>%1 cannot be added; nothing was changed. %2</source>
        <translation>Не удаётся добавить %1; ничего не изменено. %2</translation>
    </message>
    <message>
        <source>%1 holds no games. Nothing was changed.</source>
        <translation>В %1 нет партий. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The library could not store the games of %1: %2</source>
        <translation>Библиотеке не удалось сохранить партии из %1: %2</translation>
    </message>
    <message>
        <source>Adding the games of %1 stopped.</source>
        <translation>Добавление партий из %1 прервано.</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) from %1 added to your library.</source>
        <translation>
            <numerusform>%n новая партия из %1 добавлена в вашу библиотеку.</numerusform>
            <numerusform>%n новые партии из %1 добавлены в вашу библиотеку.</numerusform>
            <numerusform>%n новых партий из %1 добавлено в вашу библиотеку.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games of %1 were in your library already.</source>
        <translation>Партии из %1 уже были в вашей библиотеке.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>Eraser: a click on the board empties the square</source>
        <translation>Ластик: щелчок по доске очищает поле</translation>
    </message>
    <message>
        <source>%1: click the board to put it, or drag it there</source>
        <translation>%1: щёлкните по доске, чтобы поставить, или перетащите туда</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PlayerPanel</name>
    <message>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSearchDialog</name>
    <message>
        <source>Position Search</source>
        <translation>Поиск позиции</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Материал:</translation>
    </message>
    <message>
        <source>e.g. KRPKR or KRP vs KR</source>
        <translation>например KRPKR или KRP vs KR</translation>
    </message>
    <message>
        <source>Search &amp;Material</source>
        <translation>Искать &amp;материал</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Полуход</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position.</source>
        <translation>Дважды щёлкните по партии, чтобы открыть её на этой позиции.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Not a material pattern: %1</source>
        <translation>Не образец материала: %1</translation>
    </message>
    <message>
        <source>No game reaches it.</source>
        <translation>Ни одна партия её не достигает.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::PositionSettingsPanel</name>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
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
        <source>Castling rights</source>
        <translation>Право рокировки</translation>
    </message>
    <message>
        <source>White may still castle kingside (king on e1, rook on h1)</source>
        <translation>Белые ещё могут сделать короткую рокировку (король на e1, ладья на h1)</translation>
    </message>
    <message>
        <source>White may still castle queenside (king on e1, rook on a1)</source>
        <translation>Белые ещё могут сделать длинную рокировку (король на e1, ладья на a1)</translation>
    </message>
    <message>
        <source>Black may still castle kingside (king on e8, rook on h8)</source>
        <translation>Чёрные ещё могут сделать короткую рокировку (король на e8, ладья на h8)</translation>
    </message>
    <message>
        <source>Black may still castle queenside (king on e8, rook on a8)</source>
        <translation>Чёрные ещё могут сделать длинную рокировку (король на e8, ладья на a8)</translation>
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
        <translation>Рокировка по Шахматам960</translation>
    </message>
    <message>
        <source>King anywhere on its back rank, castling with the outermost rook of each wing (Fischer&apos;s random chess)</source>
        <translation>Король в любом месте своей первой горизонтали, рокировка с крайней ладьёй каждого фланга (шахматы Фишера)</translation>
    </message>
    <message>
        <source>The square a pawn may capture onto en passant: only squares behind a pawn that can just have made a double step</source>
        <translation>Поле, на которое пешка может бить на проходе: только поля за пешкой, которая могла только что пойти на два поля</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>На проходе:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Номер хода:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PracticeActions</name>
    <message>
        <source>Practise the mistakes of your reviewed games</source>
        <translation>Тренировать ошибки из ваших разобранных партий</translation>
    </message>
    <message>
        <source>Game against the computer</source>
        <translation>Партия против компьютера</translation>
    </message>
    <message>
        <source>Practice cards not added: %1</source>
        <translation>Карточки не добавлены: %1</translation>
    </message>
    <message>
        <source>Practice cards not saved: %1</source>
        <translation>Карточки не сохранены: %1</translation>
    </message>
    <message>
        <source>No new mistakes for your practice cards.</source>
        <translation>Новых ошибок для ваших карточек нет.</translation>
    </message>
    <message>
        <source>One mistake added to your practice cards.</source>
        <translation>Одна ошибка добавлена в ваши карточки.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes added to your practice cards.</source>
        <translation>
            <numerusform>%n ошибка добавлена в ваши карточки.</numerusform>
            <numerusform>%n ошибки добавлены в ваши карточки.</numerusform>
            <numerusform>%n ошибок добавлено в ваши карточки.</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice cards cannot be read: %1</source>
        <translation>Не удаётся прочитать карточки: %1</translation>
    </message>
    <message>
        <source>Find a better move than %1</source>
        <translation>Найдите ход лучше, чем %1</translation>
    </message>
    <message>
        <source>No practice cards are due today.</source>
        <translation>Сегодня нет карточек к повторению.</translation>
    </message>
    <message>
        <source>your practice cards</source>
        <translation>ваших карточек</translation>
    </message>
    <message>
        <source>That was the last card due today.</source>
        <translation>Это была последняя карточка на сегодня.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>One practice card is due today.</source>
        <translation>Сегодня к повторению одна карточка.</translation>
    </message>
    <message numerus="yes">
        <source>%n practice cards are due today.</source>
        <translation>
            <numerusform>Сегодня к повторению %n карточка.</numerusform>
            <numerusform>Сегодня к повторению %n карточки.</numerusform>
            <numerusform>Сегодня к повторению %n карточек.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer was not saved: %1</source>
        <translation>Ответ не сохранён: %1</translation>
    </message>
    <message>
        <source>Pra&amp;ctice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <source>Pra&amp;ctice (%1 due)</source>
        <translation>&amp;Тренировка (к повторению: %1)</translation>
    </message>
    <message>
        <source>From %1 – %2, move %3</source>
        <translation>Из партии %1 – %2, ход %3</translation>
    </message>
    <message>
        <source>From %1 – %2, %3, move %4</source>
        <translation>Из партии %1 – %2, %3, ход %4</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesActions</name>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <source>Mark &amp;Legal Moves</source>
        <translation>Отмечать &amp;возможные ходы</translation>
    </message>
    <message>
        <source>Highlight the Last &amp;Move</source>
        <translation>Выделять последний &amp;ход</translation>
    </message>
    <message>
        <source>Click or Drag</source>
        <translation>Щелчком или перетаскиванием</translation>
    </message>
    <message>
        <source>Click Only</source>
        <translation>Только щелчком</translation>
    </message>
    <message>
        <source>Drag Only</source>
        <translation>Только перетаскиванием</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <source>Mark the &amp;legal moves of the selected piece</source>
        <translation>&amp;Отмечать возможные ходы выбранной фигуры</translation>
    </message>
    <message>
        <source>Highlight the last &amp;move</source>
        <translation>Выделять последний &amp;ход</translation>
    </message>
    <message>
        <source>Move a&amp;nimation:</source>
        <translation>&amp;Анимация ходов:</translation>
    </message>
    <message>
        <source>&amp;Move pieces by:</source>
        <translation>&amp;Перемещение фигур:</translation>
    </message>
    <message>
        <source>Always promote to a &amp;queen</source>
        <translation>Всегда превращать в &amp;ферзя</translation>
    </message>
    <message>
        <source>Ask before &amp;resigning</source>
        <translation>&amp;Спрашивать перед сдачей</translation>
    </message>
    <message>
        <source>Computer plays &amp;opening book moves</source>
        <translation>&amp;Компьютер играет ходы из дебютной книги</translation>
    </message>
    <message>
        <source>Play s&amp;ounds</source>
        <translation>&amp;Проигрывать звуки</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>&amp;Quiet while the window is minimised</source>
        <translation>&amp;Тишина, пока окно свёрнуто</translation>
    </message>
    <message>
        <source>B&amp;ump on illegal moves</source>
        <translation>Сигнал при &amp;недопустимых ходах</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>&amp;Тема доски:</translation>
    </message>
    <message>
        <source>P&amp;iece set:</source>
        <translation>&amp;Набор фигур:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Запись ходов:</translation>
    </message>
    <message>
        <source>Add my finished games to the &amp;library</source>
        <translation>Добавлять мои законченные партии в &amp;библиотеку</translation>
    </message>
    <message>
        <source>&amp;Fast replies: the computer moves as soon as it has chosen, without a pause</source>
        <translation>Быстрые &amp;ответы: компьютер ходит сразу, как только выбрал ход, без паузы</translation>
    </message>
    <message>
        <source>Prefere&amp;nces…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>Review my games in the &amp;background and practise their mistakes</source>
        <translation>Разбирать мои партии в &amp;фоне и тренировать их ошибки</translation>
    </message>
    <message>
        <source>&amp;Tutor in games against the computer: warn me about my mistakes</source>
        <translation>&amp;Наставник в партиях против компьютера: предупреждать о моих ошибках</translation>
    </message>
    <message>
        <source>Tutor &amp;warns:</source>
        <translation>Наставник &amp;предупреждает:</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Доска</translation>
    </message>
    <message>
        <source>&amp;Playing</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Loo&amp;ks</source>
        <translation>&amp;Вид</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PromotionPopup</name>
    <message>
        <source>Promote to queen</source>
        <translation>Превратить в ферзя</translation>
    </message>
    <message>
        <source>Promote to rook</source>
        <translation>Превратить в ладью</translation>
    </message>
    <message>
        <source>Promote to bishop</source>
        <translation>Превратить в слона</translation>
    </message>
    <message>
        <source>Promote to knight</source>
        <translation>Превратить в коня</translation>
    </message>
    <message>
        <source>Choose the promotion piece</source>
        <translation>Выберите фигуру для превращения</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter or Space promotes; Q, R, B or N promote at once; Esc cancels</source>
        <translation>Стрелки вверх и вниз выбирают, Enter или пробел — превратить; Q (ферзь), R (ладья), B (слон) или N (конь) — превратить сразу; Esc — отмена</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleActions</name>
    <message>
        <source>Open a PGN or EPD file of puzzles and solve them</source>
        <translation>Открыть файл задач PGN или EPD и решать их</translation>
    </message>
    <message>
        <source>Open Puzzles</source>
        <translation>Открыть задачи</translation>
    </message>
    <message>
        <source>Puzzle files (*.pgn *.epd);;PGN files (*.pgn);;EPD files (*.epd);;All files (*)</source>
        <translation>Файлы задач (*.pgn *.epd);;Файлы PGN (*.pgn);;Файлы EPD (*.epd);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Puzzles opened from %1.</source>
        <translation>Задачи открыты из %1.</translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles…</source>
        <translation>Решать &amp;задачи…</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleSession</name>
    <message>
        <source>Cannot open %1.</source>
        <translation>Не удаётся открыть %1.</translation>
    </message>
    <message>
        <source>%1 holds no puzzle Rochade can read.</source>
        <translation>В %1 нет задач, которые Rochade может прочитать.</translation>
    </message>
    <message>
        <source>No more puzzles in this file.</source>
        <translation>В этом файле больше нет задач.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>%1: not the solution. Try again, show the solution, or go on to the next puzzle.</source>
        <translation>%1: это не решение. Попробуйте ещё раз, посмотрите решение или перейдите к следующей задаче.</translation>
    </message>
    <message>
        <source>%1: right.</source>
        <translation>%1: верно.</translation>
    </message>
    <message>
        <source>Also mates: %1</source>
        <translation>Тоже ставит мат: %1</translation>
    </message>
    <message>
        <source>Also wins: %1</source>
        <translation>Тоже выигрывает: %1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <source>The goal is not reached.</source>
        <translation>Цель не достигнута.</translation>
    </message>
    <message>
        <source>The file gives no solution for this puzzle.</source>
        <translation>В файле нет решения этой задачи.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <source>Hint: move the piece on %1 (%2).</source>
        <translation>Подсказка: ходите фигурой на %1 (%2).</translation>
    </message>
    <message>
        <source>Also good: %1</source>
        <translation>Тоже хорошо: %1</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Подсказка: стрелка показывает ход.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>&amp;Show Solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Ваши результаты</translation>
    </message>
    <message>
        <source>Latest attempts:</source>
        <translation>Последние попытки:</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Задача %1 из %2</translation>
    </message>
    <message>
        <source>Puzzles – %1</source>
        <translation>Задачи – %1</translation>
    </message>
    <message>
        <source>This puzzle is over: try it again or go on to the next.</source>
        <translation>Эта задача завершена: попробуйте ещё раз или перейдите к следующей.</translation>
    </message>
    <message>
        <source>Wait for the reply.</source>
        <translation>Дождитесь ответа.</translation>
    </message>
    <message>
        <source>Rating this puzzle…</source>
        <translation>Оценка задачи…</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>Темы: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingActions</name>
    <message>
        <source>Your Ra&amp;ting…</source>
        <translation>&amp;Ваш рейтинг…</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels, its history and the level it suggests</source>
        <translation>Ваш рейтинг против уровней Rochade, его история и предлагаемый уровень</translation>
    </message>
    <message>
        <source>Your rating could not be read (%1). The file was left as it is; games are not rated until it is mended or removed.</source>
        <translation>Не удалось прочитать ваш рейтинг (%1). Файл оставлен как есть; партии не учитываются, пока его не исправят или не удалят.</translation>
    </message>
    <message>
        <source>The game was too short to be rated (fewer than one move each).</source>
        <translation>Партия слишком коротка для рейтинга (меньше одного хода каждой стороны).</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <translation>Ваш рейтинг: %1 (%2)</translation>
    </message>
    <message>
        <source>Your rating could not be saved: %1</source>
        <translation>Не удалось сохранить ваш рейтинг: %1</translation>
    </message>
    <message>
        <source>Your rating could not be deleted: %1</source>
        <translation>Не удалось удалить ваш рейтинг: %1</translation>
    </message>
    <message>
        <source>Your rating was deleted. Your next game against the computer starts it again.</source>
        <translation>Ваш рейтинг удалён. Следующая партия с компьютером начнёт его заново.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingChart</name>
    <message>
        <source>Rating history</source>
        <translation>История рейтинга</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Пока нет учтённых партий</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n учтённая партия</numerusform>
            <numerusform>%n учтённые партии</numerusform>
            <numerusform>%n учтённых партий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RatingDialog</name>
    <message>
        <source>new to chess (%1)</source>
        <translation>новичок в шахматах (%1)</translation>
    </message>
    <message>
        <source>a club player (%1)</source>
        <translation>клубный игрок (%1)</translation>
    </message>
    <message>
        <source>a casual player (%1)</source>
        <translation>любитель (%1)</translation>
    </message>
    <message>
        <source>Your Rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <source>Your rating against Rochade&apos;s levels (Glicko-2) and its deviation: your strength lies within one deviation of the figure about two times in three. The deviation narrows as you play.</source>
        <translation>Ваш рейтинг против уровней Rochade (Glicko-2) и его отклонение: ваша сила примерно в двух случаях из трёх лежит в пределах одного отклонения от числа. Отклонение уменьшается по мере игры.</translation>
    </message>
    <message>
        <source>Start &amp;Over…</source>
        <translation>Начать &amp;заново…</translation>
    </message>
    <message>
        <source>Not rated yet</source>
        <translation>Рейтинга пока нет</translation>
    </message>
    <message>
        <source>Your first game against one of Rochade&apos;s levels asks how much chess you have played, and your rating starts there.</source>
        <translation>Первая партия против одного из уровней Rochade спросит, сколько вы уже играли в шахматы, и с этого начнётся ваш рейтинг.</translation>
    </message>
    <message>
        <source>Your rating: %1 ± %2</source>
        <translation>Ваш рейтинг: %1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>Started as %1; %n rated game(s) since.</source>
        <translation>
            <numerusform>Начало: %1; с тех пор %n учтённая партия.</numerusform>
            <numerusform>Начало: %1; с тех пор %n учтённые партии.</numerusform>
            <numerusform>Начало: %1; с тех пор %n учтённых партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested: %1. %2 Adaptive in New Game plays the level nearest your rating each game.</source>
        <translation>Рекомендуется: %1. %2 «Адаптивный» в новой партии играет в каждой партии на уровне, ближайшем к вашему рейтингу.</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Начать заново</translation>
    </message>
    <message numerus="yes">
        <source>Delete your rating and its %n rated game(s)? Your next game against the computer asks again how much chess you have played.</source>
        <translation>
            <numerusform>Удалить ваш рейтинг и его %n учтённую партию? Следующая партия с компьютером снова спросит, сколько вы уже играли в шахматы.</numerusform>
            <numerusform>Удалить ваш рейтинг и его %n учтённые партии? Следующая партия с компьютером снова спросит, сколько вы уже играли в шахматы.</numerusform>
            <numerusform>Удалить ваш рейтинг и его %n учтённых партий? Следующая партия с компьютером снова спросит, сколько вы уже играли в шахматы.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordEditor</name>
    <message>
        <source>This line is already the main one.</source>
        <translation>Этот вариант уже главный.</translation>
    </message>
    <message>
        <source>Variation promoted.</source>
        <translation>Вариант поднят.</translation>
    </message>
    <message>
        <source>This move leads to the game&apos;s position: take it back with Undo first.</source>
        <translation>Этот ход ведёт к позиции партии: сначала возьмите его назад (Отменить).</translation>
    </message>
    <message>
        <source>Moves deleted.</source>
        <translation>Ходы удалены.</translation>
    </message>
    <message>
        <source>Deleted moves restored.</source>
        <translation>Удалённые ходы восстановлены.</translation>
    </message>
    <message>
        <source>The game changed during the review: nothing was written.</source>
        <translation>Партия изменилась во время разбора: ничего не записано.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::RecordView</name>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Поднять вариант</translation>
    </message>
    <message>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Удалить отсюда</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Комментарий…</translation>
    </message>
    <message>
        <source>&amp;Symbol</source>
        <translation>&amp;Знак</translation>
    </message>
    <message>
        <source>! Good move</source>
        <translation>! Хороший ход</translation>
    </message>
    <message>
        <source>? Mistake</source>
        <translation>? Ошибка</translation>
    </message>
    <message>
        <source>!! Brilliant move</source>
        <translation>!! Блестящий ход</translation>
    </message>
    <message>
        <source>?? Blunder</source>
        <translation>?? Грубая ошибка</translation>
    </message>
    <message>
        <source>!? Interesting move</source>
        <translation>!? Интересный ход</translation>
    </message>
    <message>
        <source>?! Dubious move</source>
        <translation>?! Сомнительный ход</translation>
    </message>
    <message>
        <source>No symbol</source>
        <translation>Без знака</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ResultBar</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Hide this bar: the final position and the moves stay to look at.</source>
        <translation>Скрыть эту панель: заключительная позиция и ходы останутся для просмотра.</translation>
    </message>
    <message>
        <source>&amp;Take back my last move</source>
        <translation>&amp;Вернуть мой последний ход</translation>
    </message>
    <message>
        <source>Takes back your last move, and the computer&apos;s reply if it made one.</source>
        <translation>Возвращает ваш последний ход и ответ компьютера, если он его сделал.</translation>
    </message>
    <message>
        <source>&amp;Take back the last move</source>
        <translation>&amp;Вернуть последний ход</translation>
    </message>
    <message>
        <source>Takes back the move that ended the game.</source>
        <translation>Возвращает ход, которым закончилась партия.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ReviewActions</name>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Пусть движок оценит каждый ход партии</translation>
    </message>
    <message>
        <source>Cancel Review</source>
        <translation>Отменить разбор</translation>
    </message>
    <message>
        <source>Next &amp;Mistake</source>
        <translation>Следующая &amp;ошибка</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Разбор %v/%m</translation>
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
        <translation>Точность: белые %1 · чёрные %2</translation>
    </message>
    <message>
        <source>No further mistake.</source>
        <translation>Больше ошибок нет.</translation>
    </message>
    <message>
        <source>No earlier mistake.</source>
        <translation>Раньше ошибок нет.</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Идёт разбор партии…</translation>
    </message>
    <message>
        <source>Review done. %1</source>
        <translation>Разбор готов. %1</translation>
    </message>
    <message>
        <source>Review cancelled: nothing was written.</source>
        <translation>Разбор отменён: ничего не записано.</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Разбор партии</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>&amp;Предыдущая ошибка</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Доска для расстановки</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>rochade::gui::SoundActions</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Без звука</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Громкость</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Quiet While Minimised</source>
        <translation>&amp;Тихо, пока окно свёрнуто</translation>
    </message>
    <message>
        <source>&amp;Bump on Illegal Moves</source>
        <translation>&amp;Стук при недопустимом ходе</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatisticsDialog</name>
    <message>
        <source>Game Statistics</source>
        <translation>Статистика партии</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Материал</translation>
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
        <source>Half-moves played</source>
        <translation>Сыграно полуходов</translation>
    </message>
    <message>
        <source>Material (pawns)</source>
        <translation>Материал (в пешках)</translation>
    </message>
    <message>
        <source>Engine evaluation (White&apos;s view)</source>
        <translation>Оценка движка (с точки зрения белых)</translation>
    </message>
    <message>
        <source>Evaluation (pawns)</source>
        <translation>Оценка (в пешках)</translation>
    </message>
    <message>
        <source>Count &amp;pieces instead of material</source>
        <translation>Считать &amp;фигуры вместо материала</translation>
    </message>
    <message>
        <source>Pieces on the board</source>
        <translation>Фигуры на доске</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Engine evaluation: none yet (turn on the evaluation bar)</source>
        <translation>Оценка движка: пока нет (включите шкалу оценки)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::StatusLine</name>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Thinking… depth %1, %2: %3</source>
        <translation>Думает… глубина %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TimeControlChooser</name>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 мин + %2 с</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свой вариант</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Минут на игрока</translation>
    </message>
    <message>
        <source>Seconds added per move</source>
        <translation>Добавка в секундах за ход</translation>
    </message>
</context>
<context>
    <name>rochade::gui::Tutor</name>
    <message>
        <source>Move taken back: play again.</source>
        <translation>Ход возвращён: ходите снова.</translation>
    </message>
    <message>
        <source>Evaluation for you: %1 after your move, %2 before it.</source>
        <translation>Оценка для вас: %1 после вашего хода, %2 до него.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TutorActions</name>
    <message>
        <source>Tutor</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>T&amp;utor: Warn About My Mistakes</source>
        <translation>На&amp;ставник: предупреждать о моих ошибках</translation>
    </message>
    <message>
        <source>Before the computer replies, warn me when my move was a mistake, and let me take it back</source>
        <translation>Прежде чем компьютер ответит, предупредить, если мой ход был ошибкой, и дать его вернуть</translation>
    </message>
    <message>
        <source>Moves taken back after the tutor&apos;s warning in this game (the record&apos;s %1 tag)</source>
        <translation>Ходы, возвращённые в этой партии после предупреждения наставника (тег %1 записи)</translation>
    </message>
    <message>
        <source>The tutor is off.</source>
        <translation>Наставник выключен.</translation>
    </message>
    <message>
        <source>The tutor is on: your next moves are judged before the computer replies.</source>
        <translation>Наставник включён: ваши следующие ходы оцениваются до ответа компьютера.</translation>
    </message>
    <message>
        <source>The tutor is on for games against the computer.</source>
        <translation>Наставник включён для партий против компьютера.</translation>
    </message>
    <message>
        <source>Tutor take-backs: %1</source>
        <translation>Возвраты с наставником: %1</translation>
    </message>
    <message>
        <source>The tutor holds the clocks: take your move back, or play on.</source>
        <translation>Наставник остановил часы: верните ход или играйте дальше.</translation>
    </message>
</context>
<context>
    <name>rochade::gui::TutorNote</name>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Играть дальше</translation>
    </message>
    <message>
        <source>The tutor: think again</source>
        <translation>Наставник: подумайте ещё раз</translation>
    </message>
    <message>
        <source>Undo your move and play another one</source>
        <translation>Вернуть ваш ход и сыграть другой</translation>
    </message>
    <message>
        <source>Keep your move; the computer replies</source>
        <translation>Оставить ваш ход; компьютер отвечает</translation>
    </message>
</context>
<context>
    <name>rochade::gui::UciEngineProcess</name>
    <message>
        <source>could not be started: no program was given</source>
        <translation>не удалось запустить: не указана программа</translation>
    </message>
    <message>
        <source>is not running</source>
        <translation>не запущен</translation>
    </message>
    <message>
        <source>sent a line too long to be UCI</source>
        <translation>прислал слишком длинную для UCI строку</translation>
    </message>
    <message>
        <source>keeps sending text that is not UCI</source>
        <translation>постоянно присылает текст не в формате UCI</translation>
    </message>
    <message>
        <source>sent “bestmove” without a move</source>
        <translation>прислал «bestmove» без хода</translation>
    </message>
    <message>
        <source>gave up (“bestmove %1”) although there are legal moves</source>
        <translation>сдался («bestmove %1»), хотя есть допустимые ходы</translation>
    </message>
    <message>
        <source>played an illegal move: %1</source>
        <translation>сыграл недопустимый ход: %1</translation>
    </message>
    <message>
        <source>answered with something that is not a move: “%1”</source>
        <translation>ответил чем-то, что не является ходом: «%1»</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>не удалось запустить: %1</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>аварийно завершился</translation>
    </message>
    <message>
        <source>quit unexpectedly (exit code %1)</source>
        <translation>неожиданно завершился (код выхода %1)</translation>
    </message>
    <message>
        <source>did not complete the UCI handshake (no “uciok” within %1 s)</source>
        <translation>не завершил установление связи по UCI (нет «uciok» в течение %1 с)</translation>
    </message>
    <message>
        <source>did not report ready (no “readyok” within %1 s)</source>
        <translation>не сообщил о готовности (нет «readyok» в течение %1 с)</translation>
    </message>
    <message>
        <source>did not answer with a move in time</source>
        <translation>не ответил ходом вовремя</translation>
    </message>
    <message>
        <source>does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>не играет в Chess960 (у него нет параметра UCI_Chess960)</translation>
    </message>
</context>
<context>
    <name>rochade::gui::ViewActions</name>
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
        <source>Board &amp;Theme</source>
        <translation>&amp;Тема доски</translation>
    </message>
    <message>
        <source>P&amp;iece Set</source>
        <translation>На&amp;бор фигур</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Цвета</translation>
    </message>
    <message>
        <source>&amp;System Colours</source>
        <translation>&amp;Системные цвета</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>Св&amp;етлые</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмные</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Системный язык</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Rochade.</source>
        <translation>Новый язык будет использован при следующем запуске Rochade.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Выкл.</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>Move &amp;Animation</source>
        <translation>Ани&amp;мация ходов</translation>
    </message>
</context>
</TS>
