// tictactoe: every line ends the game for the right seat, a full board without a line is a draw,
// the solver's value of the empty board is a draw, the minimax bot never does worse than the
// game's value from any reachable position against any sequence of replies (checked against a
// brute-force solver written here), the greedy bot wins or blocks, unusual answers are read or
// refused with a reason, the position hint shows or hides the empty cells, and the scores.
#include <QtTest>
#include <map>
#include <set>

#include "engine/games/tictactoe/tictactoe_solver.h"
#include "engine/games/tictactoe/tictactoe_state.h"
#include "engine/prompt/answer_parser.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;
using namespace nashlab::engine::games::ttt;
using nashlab::test::applyMove;
using nashlab::test::botMove;
using nashlab::test::newBoardState;

namespace {

Json cell(int row, int col) { return {{"row", row}, {"col", col}}; }
Json cellAt(int index) { return cell(rowOf(index), colOf(index)); }
const TictactoeState& tttOf(const std::unique_ptr<State>& s) { return static_cast<const TictactoeState&>(*s); }

// Game value for `mover` by plain negamax (memo only to keep it quick): independent of the solver.
int bruteValue(Board& b, Mark mover, std::map<std::pair<Board, Mark>, int>& memo) {
    const auto key = std::make_pair(b, mover);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    int value = 0;
    bool won = false;
    for (const auto& l : kLines)
        if (b[l[0]] != kEmpty && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) {
            value = b[l[0]] == mover ? 1 : -1;
            won = true;
        }
    if (!won) {
        bool any = false;
        int best = -2;
        for (auto& c : b) {
            if (c != kEmpty) continue;
            any = true;
            c = mover;
            best = std::max(best, -bruteValue(b, opponentOf(mover), memo));
            c = kEmpty;
        }
        value = any ? best : 0;
    }
    memo[key] = value;
    return value;
}

// The worst result for `bot` when it plays any of the solver's best moves and the other side
// plays anything: +1 win, 0 draw, −1 loss.
int worstForBot(Board& b, Mark toMove, Mark bot, std::map<std::pair<Board, Mark>, int>& memo) {
    const auto key = std::make_pair(b, toMove);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    int result = 0;
    const Mark owner = lineOwner(b);
    if (owner != kEmpty) {
        result = owner == bot ? 1 : -1;
    } else if (emptyCount(b) > 0) {
        result = 2;
        const auto moves = toMove == bot ? bestMoves(b, bot) : emptyCells(b);
        for (int c : moves) {
            b[static_cast<std::size_t>(c)] = toMove;
            result = std::min(result, worstForBot(b, opponentOf(toMove), bot, memo));
            b[static_cast<std::size_t>(c)] = kEmpty;
        }
    }
    memo[key] = result;
    return result;
}

// Every position reachable from the empty board by alternate play (X first), with the side to move.
void reachable(Board& b, Mark toMove, std::set<std::pair<Board, Mark>>& out) {
    if (!out.insert({b, toMove}).second) return;
    if (lineOwner(b) != kEmpty) return;
    for (auto& c : b) {
        if (c != kEmpty) continue;
        c = toMove;
        reachable(b, opponentOf(toMove), out);
        c = kEmpty;
    }
}

}  // namespace

class TestTictactoe : public QObject {
    Q_OBJECT

private slots:
    // Every one of the eight lines, made by X (moving first) and by O.
    void everyLineEndsTheGame_data() {
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("winner");
        for (int l = 0; l < 8; ++l)
            for (int w = 0; w < 2; ++w)
                QTest::newRow((std::string(w ? "O" : "X") + " line " + std::to_string(l)).c_str()) << l << w;
    }
    void everyLineEndsTheGame() {
        QFETCH(int, line);
        QFETCH(int, winner);
        const auto& l = kLines[static_cast<std::size_t>(line)];
        // The loser's marks: cells off the line that make no line of their own.
        std::vector<int> other;
        for (int c = 0; c < 9 && static_cast<int>(other.size()) < 2 + (winner == 1 ? 1 : 0); ++c) {
            if (std::find(l.begin(), l.end(), c) != l.end()) continue;
            Board trial{};
            for (int o : other) trial[static_cast<std::size_t>(o)] = kO;
            trial[static_cast<std::size_t>(c)] = kO;
            if (lineOwner(trial) == kEmpty) other.push_back(c);
        }
        auto state = newBoardState("tictactoe");
        std::vector<int> order;  // alternate: X first
        for (std::size_t k = 0; k < 3; ++k) {
            if (winner == 0) {
                order.push_back(l[k]);
                if (k < 2) order.push_back(other[k]);
            } else {
                order.push_back(other[k]);
                order.push_back(l[k]);
            }
        }
        for (std::size_t k = 0; k < order.size(); ++k) {
            QVERIFY(!state->finished());
            QVERIFY(applyMove(*state, cellAt(order[k])));
        }
        QVERIFY(state->finished());
        QVERIFY(tttOf(state).end() == TictactoeState::End::Line);
        QCOMPARE(tttOf(state).winner(), winner);
        QCOMPARE(tttOf(state).line(), line);
        QCOMPARE(state->cumulativePayoffs()[static_cast<std::size_t>(winner)], 1.0);
        QCOMPARE(state->cumulativePayoffs()[static_cast<std::size_t>(1 - winner)], -1.0);
        const Json pub = state->roundAt(order.size() - 1).publicReport;
        QCOMPARE(pub["end"], Json("line"));
        QCOMPARE(pub["line"].size(), std::size_t(3));
        QCOMPARE(pub["line"][0], Json::array({rowOf(l[0]), colOf(l[0])}));
    }

    void fullBoardWithoutALineIsADraw() {
        // X O X / X O O / O X X: no line anywhere.
        auto state = newBoardState("tictactoe");
        for (const auto& [r, c] :
             std::vector<std::pair<int, int>>{{1, 1}, {1, 2}, {1, 3}, {2, 2}, {2, 1}, {2, 3}, {3, 2}, {3, 1}, {3, 3}})
            QVERIFY(applyMove(*state, cell(r, c)));
        QVERIFY(state->finished());
        QVERIFY(tttOf(state).end() == TictactoeState::End::FullBoard);
        QCOMPARE(tttOf(state).winner(), -1);
        QCOMPARE(state->cumulativePayoffs(), (std::vector<double>{0.0, 0.0}));
        QCOMPARE(state->roundAt(8).publicReport["board"], Json::array({"XOX", "XOO", "OXX"}));
    }

    void solverValues() {
        const Board empty{};
        QCOMPARE(solvedValue(empty, kX), 0);                    // perfect play draws
        QCOMPARE(bestMoves(empty, kX).size(), std::size_t(9));  // and every opening keeps the draw
        Board b{};
        b[4] = kX;  // X in the centre, O on an edge: X to move wins
        b[1] = kO;
        QCOMPARE(solvedValue(b, kX), 1);
        Board c{};
        c[4] = kX;  // X in the centre, O in a corner: a draw
        c[0] = kO;
        QCOMPARE(solvedValue(c, kX), 0);
        Board d{};  // X: (1,1), (1,2); O: (2,1), (2,2); X to move completes row 1 at once
        d[0] = kX;
        d[1] = kX;
        d[3] = kO;
        d[4] = kO;
        QCOMPARE(bestMoves(d, kX), std::vector<int>{2});
    }

    // From every reachable position, for either side as the bot: whatever the opponent plays, and
    // whichever of its best moves the bot draws, the bot ends with at least the position's value
    // (from the empty board: never a loss, as X or as O).
    void minimaxNeverDoesWorseThanTheValue() {
        std::set<std::pair<Board, Mark>> positions;
        Board empty{};
        reachable(empty, kX, positions);
        QCOMPARE(positions.size(), std::size_t(5478));
        std::map<std::pair<Board, Mark>, int> values;
        std::map<std::pair<Board, Mark>, int> worstX, worstO;
        int checked = 0;
        for (auto [board, toMove] : positions) {
            if (lineOwner(board) != kEmpty || emptyCount(board) == 0) continue;
            for (Mark bot : {kX, kO}) {
                auto& memo = bot == kX ? worstX : worstO;
                const int worst = worstForBot(board, toMove, bot, memo);
                // The value for the bot: as the mover, or the negation of the mover's.
                const int moverValue = bruteValue(board, toMove, values);
                const int value = toMove == bot ? moverValue : -moverValue;
                QVERIFY2(worst >= value,
                         ("bot " + std::string(1, markChar(bot)) + " does worse than the value on " + boardText(board))
                             .c_str());
                ++checked;
            }
        }
        QCOMPARE(checked, 2 * 4520);  // 5478 positions less 958 finished ones
        QCOMPARE(worstForBot(empty, kX, kX, worstX), 0);
        QCOMPARE(worstForBot(empty, kX, kO, worstO), 0);
    }

    void minimaxBotPlaysABestMove() {
        auto state = newBoardState("tictactoe");
        QVERIFY(applyMove(*state, cell(2, 2)));
        QVERIFY(applyMove(*state, cell(1, 2)));  // O's losing edge reply
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            const Json move = botMove("tictactoe", "minimax", *state, seed);
            const int c = cellOf(move["row"].get<int>(), move["col"].get<int>());
            const auto best = bestMoves(tttOf(state).board(), kX);
            QVERIFY(std::find(best.begin(), best.end(), c) != best.end());
            Board after = tttOf(state).board();
            after[static_cast<std::size_t>(c)] = kX;
            QCOMPARE(solvedValue(after, kO), -1);  // X keeps its win
        }
    }

    void greedyWinsThenBlocks() {
        auto win = newBoardState("tictactoe");  // X: (1,1), (1,2); O: (2,1), (2,2)
        for (auto m : {cell(1, 1), cell(2, 1), cell(1, 2), cell(2, 2)}) QVERIFY(applyMove(*win, m));
        for (std::uint64_t seed = 0; seed < 10; ++seed)
            QCOMPARE(botMove("tictactoe", "greedy", *win, seed), cell(1, 3));
        auto block = newBoardState("tictactoe");  // X: (1,1), (3,2); O: (2,1), (2,2): O threatens (2,3)
        for (auto m : {cell(1, 1), cell(2, 1), cell(3, 2), cell(2, 2)}) QVERIFY(applyMove(*block, m));
        for (std::uint64_t seed = 0; seed < 10; ++seed)
            QCOMPARE(botMove("tictactoe", "greedy", *block, seed), cell(2, 3));
    }

    void unusualAnswers_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("wantAction");  // JSON, or empty when refused
        QTest::addColumn<QString>("reason");
        QTest::newRow("extra text") << "I will take the corner. {\"row\": 3, \"col\": 1} Your move!"
                                    << R"({"col":1,"row":3})"
                                    << "";
        QTest::newRow("fenced, with numbers as text")
            << "```json\n{\"row\": \"1\", \"col\": \"3\", \"explanation\": \"blocks\"}\n```"
            << R"({"col":3,"row":1})"
            << "";
        QTest::newRow("0-based") << R"({"row": 0, "col": 2})"
                                 << ""
                                 << "below the minimum 1";
        QTest::newRow("out of range") << R"({"row": 4, "col": 1})"
                                      << ""
                                      << "above the maximum 3";
        QTest::newRow("occupied cell") << R"({"row": 2, "col": 2})"
                                       << ""
                                       << "(2, 2) already holds X";
        QTest::newRow("paper's text form") << "X: (1, 3)"
                                           << ""
                                           << "holds no JSON object";
        QTest::newRow("one coordinate") << R"({"row": 1})"
                                        << ""
                                        << "no field 'col'";
    }
    void unusualAnswers() {
        QFETCH(QString, reply);
        QFETCH(QString, wantAction);
        QFETCH(QString, reason);
        auto state = newBoardState("tictactoe");
        QVERIFY(applyMove(*state, cell(2, 2)));  // O to answer
        auto parsed = parseAnswer(reply.toStdString(), state->actionSpec(1));
        Status legal = parsed ? state->validate(1, parsed->action) : Status(parsed.error());
        if (!wantAction.isEmpty()) {
            QVERIFY2(legal.ok(), legal.ok() ? "" : legal.error().message.c_str());
            QCOMPARE(parsed->action, Json::parse(wantAction.toStdString()));
            return;
        }
        QVERIFY(!legal.ok());
        QVERIFY2(QString::fromStdString(legal.error().message).contains(reason), legal.error().message.c_str());
    }

    void positionHintListsTheEmptyCells() {
        const PromptBuilder prompts;
        for (bool hint : {true, false}) {
            auto state = newBoardState("tictactoe", {{"position_hint", hint}});
            QVERIFY(applyMove(*state, cell(1, 1)));
            QVERIFY(applyMove(*state, cell(2, 2)));
            const auto messages =
                prompts.build("tictactoe", state->observation(0, 0), state->actionSpec(0), PromptOptions{}).value();
            const std::string user = messages.back().content;
            QVERIFY2(user.find("| X | _ | _ |\n| _ | O | _ |\n| _ | _ | _ |") != std::string::npos, user.c_str());
            QVERIFY(user.find("Your opponent has just put O on (2, 2).") != std::string::npos);
            const std::string list = "(1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)";
            QCOMPARE(user.find(list) != std::string::npos, hint);
            QVERIFY(messages.front().content.find("mark X") != std::string::npos);
            // A retry's reason names the empty cells only with the hint on.
            const std::string reason = state->validate(0, cell(2, 2)).error().message;
            QCOMPARE(reason.find("empty cells") != std::string::npos, hint);
        }
    }

    void scoresCountResultsAndIllegalMoves() {
        auto state = newBoardState("tictactoe");
        QVERIFY(applyMove(*state, cell(2, 2)));
        QVERIFY(applyMove(*state, Json()));  // O passes (a forfeit)
        QVERIFY(applyMove(*state, cell(1, 1)));
        QVERIFY(applyMove(*state, state->concession(1)));  // O loses by the lose_game fallback
        QVERIFY(state->finished());
        QCOMPARE(state->cumulativePayoffs(), (std::vector<double>{1.0, -1.0}));
        const PlayedSession played(state->setup().params, 2, state->history(), {0, 4}, {2, 6});
        const Json s = boardGame("tictactoe").score(played);
        QCOMPARE(s["metrics"]["moves"], Json(4));
        QCOMPARE(s["metrics"]["end"], Json("conceded"));
        QCOMPARE(s["metrics"]["ended_by_illegal_move"], Json(1));
        QCOMPARE(s["metrics"]["illegal_move_rate"].get<double>(), 0.5);  // 4 of 8 answers
        QCOMPARE(s["per_seat"][0]["win"], Json(1));
        QCOMPARE(s["per_seat"][0]["marks_placed"], Json(2));
        QCOMPARE(s["per_seat"][1]["loss"], Json(1));
        QCOMPARE(s["per_seat"][1]["passes"], Json(1));
        QCOMPARE(s["per_seat"][1]["lost_by_illegal_move"], Json(1));
        QCOMPARE(s["per_seat"][1]["illegal_move_rate"].get<double>(), 4.0 / 6.0);
        // The concession replays on resume.
        auto restored = boardGame("tictactoe").restoreState(state->toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->toJson(), state->toJson());
        QVERIFY(restored.value()->finished());
    }

    void roundCapCutsTheGameWithoutAWinner() {
        auto state = newBoardState("tictactoe", Json::object(), 3);
        for (auto m : {cell(1, 1), cell(2, 2), cell(3, 3)}) QVERIFY(applyMove(*state, m));
        QVERIFY(state->finished());
        QVERIFY(tttOf(state).end() == TictactoeState::End::Cap);
        QCOMPARE(state->cumulativePayoffs(), (std::vector<double>{0.0, 0.0}));
    }

private:
    static const Game& boardGame(const std::string& id) { return nashlab::test::boardGame(id); }
};

QTEST_APPLESS_MAIN(TestTictactoe)
#include "tst_tictactoe.moc"
