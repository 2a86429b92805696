// Boards and tournaments in the window, offscreen: a person beats the `random` bot at TicTacToe
// by clicks alone (taken cells refuse clicks, the prompt is one line, not the model's JSON
// instructions); a ConnectFour game drawn as a board; a bots-only tournament whose leaderboard
// follows every result and ends equal to engine/tournament's report of the same folder; a small
// board opening its game in the Arena. Screenshots go to $NASHLAB_SCREENSHOT_DIR at 1024×700.
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"
#include "engine/tournament/tournament_spec.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/boards/arena_board.h"
#include "ui/boards/board_view.h"
#include "ui/main/main_window.h"
#include "ui/tournament/game_strip.h"
#include "ui/tournament/leaderboard_table.h"
#include "ui/tournament/strength_chart.h"
#include "ui/tournament/tournament_form.h"
#include "ui/tournament/tournament_view.h"

using namespace nashlab;
using engine::Json;

namespace {

void screenshot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();  // pending layouts and repaints first
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

engine::ExperimentSpec parseSpec(const Json& j) {
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
    if (!spec) qFatal("bad spec: %s", spec.error().message.c_str());
    return spec.value();
}

QString runsDir() { return qEnvironmentVariable("NASHLAB_RUNS_DIR"); }

// The person's policy: complete a line of X, else block one of O, else the centre, a corner, any.
QPoint chooseCell(const ui::BoardPosition& pos) {
    static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                    {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    auto mark = [&](int c) { return pos.cells.at(c); };
    for (QChar who : {QLatin1Char('X'), QLatin1Char('O')})
        for (const auto& l : lines) {
            int mine = 0, free = -1;
            for (int c : l) {
                if (mark(c) == who) ++mine;
                if (mark(c) == QLatin1Char('_')) free = c;
            }
            if (mine == 2 && free >= 0) return {free % 3, free / 3};
        }
    for (int c : {4, 0, 2, 6, 8, 1, 3, 5, 7})
        if (mark(c) == QLatin1Char('_')) return {c % 3, c / 3};
    return {-1, -1};
}

}  // namespace

class TestBoardsTournament : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void humanBeatsRandomByClicks() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        const auto spec = parseSpec({{"game", "tictactoe"},
                                     {"seed", 3},
                                     {"seats", Json::array({{{"type", "human"}, {"name", "You"}},
                                                            {{"type", "bot"}, {"strategy", "random"}}})}});
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec, runsDir()).ok());
        auto* board = m_window->arena()->gameBoard();
        auto* view = board->view();
        QTRY_VERIFY(board->isVisible());
        QList<Json> answers;  // what the clicks sent, in order
        connect(board, &ui::ArenaBoard::answered, this, [&](int seat, const Json& a) {
            QCOMPARE(seat, 0);
            answers << a;
        });
        int moves = 0;
        while (m_window->controller()->active()) {
            QTRY_VERIFY_WITH_TIMEOUT(board->humanSeat() == 0 || !m_window->controller()->active(), 10000);
            if (!m_window->controller()->active()) break;
            const QString prompt = board->promptText();
            QVERIFY2(prompt.contains(QStringLiteral("click a free cell")), qPrintable(prompt));
            QVERIFY2(!prompt.contains(QLatin1Char('{')), qPrintable(prompt));  // no JSON instructions
            QVERIFY(!m_window->arena()->humanInput()->isVisible());
            const ui::BoardPosition pos = *view->position();
            // Every taken cell refuses the click: nothing is sent and the question stays.
            for (int c = 0; c < 9; ++c) {
                const bool free = pos.cells.at(c) == QLatin1Char('_');
                QCOMPARE(view->cellEnabled(c / 3, c % 3), free);
                if (!free) QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(c / 3, c % 3).center().toPoint());
            }
            QCOMPARE(static_cast<int>(answers.size()), moves);
            QCOMPARE(board->humanSeat(), 0);
            const QPoint cell = chooseCell(pos);
            QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(cell.y(), cell.x()).center().toPoint());
            ++moves;
            QCOMPARE(static_cast<int>(answers.size()), moves);
            QCOMPARE(answers.last(), Json({{"row", cell.y() + 1}, {"col", cell.x() + 1}}));
        }
        QTRY_VERIFY(!m_window->controller()->active());
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        const Json& last = session->rounds.back().publicReport;
        QCOMPARE(last.at("winner"), Json(0));  // the person (X) made a line
        QCOMPARE(last.at("end"), Json("line"));
        // The board shows the end: the line drawn, nothing clickable.
        QVERIFY(view->position()->over);
        QCOMPARE(static_cast<int>(view->position()->line.size()), 3);
        QVERIFY(!view->cellEnabled(0, 0) && !view->interactive());
        screenshot(m_window.get(), QStringLiteral("board_tictactoe"));
    }

    void connectFourShowsAsABoard() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        const auto spec = parseSpec({{"game", "connect_four"},
                                     {"seed", 5},
                                     {"seats", Json::array({{{"type", "bot"}, {"strategy", "greedy"}},
                                                            {{"type", "bot"}, {"strategy", "random"}}})}});
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec, runsDir()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 20000);
        auto* view = m_window->arena()->gameBoard()->view();
        QVERIFY(m_window->arena()->gameBoard()->isVisible());
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        const Json& last = run->session("rep1")->rounds.back().publicReport;
        QVERIFY(view->position() && view->position()->byColumn());
        // The board drawn is the record's last position, disc for disc.
        QString rows;
        for (const auto& r : last.at("board")) rows += QString::fromStdString(r.get<std::string>());
        QCOMPARE(view->position()->cells, rows);
        QCOMPARE(view->position()->last, QPoint(last.at("column").get<int>() - 1, last.at("row").get<int>() - 1));
        screenshot(m_window.get(), QStringLiteral("board_connect_four"));
        // The timeline takes the board back: after 3 moves it holds exactly 3 discs, the record's.
        auto* timeline = m_window->arena()->findChild<QSlider*>(QStringLiteral("timelineSlider"));
        QVERIFY(timeline);
        timeline->setValue(3);
        QCOMPARE(static_cast<int>(view->position()->cells.count(QLatin1Char('X')) +
                                  view->position()->cells.count(QLatin1Char('O'))),
                 3);
        QString third;
        for (const auto& r : run->session("rep1")->rounds[2].publicReport.at("board"))
            third += QString::fromStdString(r.get<std::string>());
        QCOMPARE(view->position()->cells, third);
        timeline->setValue(timeline->maximum());  // back to live: the last position again
        QCOMPARE(view->position()->cells, rows);
    }

    void leaderboardFollowsEveryResult() {
        auto* t = m_window->tournament();
        m_window->tabs()->setCurrentWidget(t);
        t->form()->setEnvironments({QStringLiteral("tictactoe")});
        t->form()->setEntrants({QStringLiteral("minimax"), QStringLiteral("greedy"), QStringLiteral("random")});
        t->form()->setGamesPerPair(10);
        t->form()->setSeed(7);
        QList<int> gamesShown;  // the leaderboard's total of games after each update
        connect(t, &ui::TournamentView::leaderboardUpdated, this, [&](int) {
            int sum = 0;
            const auto* model = t->leaderboard()->model();
            for (int r = 0; r < model->rowCount(); ++r)
                sum += model->index(r, ui::LeaderboardTable::Games).data().toInt();
            gamesShown << sum;
        });
        QSignalSpy done(t, &ui::TournamentView::tournamentFinished);
        QVERIFY(t->run());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QList<int> expected;
        for (int g = 1; g <= 30; ++g) expected << 2 * g;  // 3 pairs × 10 games, one result at a time
        QCOMPARE(gamesShown, expected);
        // The table equals engine/tournament's report of the folder, ordered by μ − 3σ.
        const QString dir = done.first().first().toString();
        auto record = engine::readTournament(dir.toStdString(), engine::GameRegistry::builtin());
        QVERIFY(record.ok());
        auto report =
            engine::tournamentReport(record->spec, record->standings(), "", engine::plannedGames(record->spec));
        QVERIFY(report.ok());
        std::vector<Json> rows;
        for (const auto& e : report.value()["environments"][0]["entrants"]) rows.push_back(e);
        std::stable_sort(rows.begin(), rows.end(), [](const Json& a, const Json& b) {
            return a["conservative"].get<double>() > b["conservative"].get<double>();
        });
        auto* table = t->leaderboard();
        QCOMPARE(table->model()->rowCount(), 3);
        for (int r = 0; r < 3; ++r) {
            const Json& e = rows[static_cast<std::size_t>(r)];
            auto text = [&](int col) { return table->model()->index(r, col).data().toString(); };
            QCOMPARE(text(ui::LeaderboardTable::Name), QString::fromStdString(e["name"].get<std::string>()));
            QCOMPARE(text(ui::LeaderboardTable::Wins).toInt(), e["wins"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Draws).toInt(), e["draws"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Losses).toInt(), e["losses"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Games).toInt(), e["games"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Mu), QString::number(e["mu"].get<double>(), 'f', 2));
        }
        QCOMPARE(table->names().first(), QStringLiteral("minimax"));  // perfect play never loses
        QCOMPARE(table->names().last(), QStringLiteral("random"));
        // The Bradley–Terry chart holds the report's strengths and intervals.
        QCOMPARE(static_cast<int>(t->strengthChart()->rows().size()), 3);
        for (const auto& row : t->strengthChart()->rows()) {
            const auto e = std::find_if(rows.begin(), rows.end(), [&](const Json& j) {
                return QString::fromStdString(j["name"].get<std::string>()) == row.name;
            });
            QVERIFY(e != rows.end());
            const Json& bt = (*e)["bradley_terry"];
            QCOMPARE(row.strength, bt["strength"].get<double>());
            QCOMPARE(row.low, bt["ci95"][0].get<double>());
            QCOMPARE(row.high, bt["ci95"][1].get<double>());
        }
        // The latest games as small boards, each its game's final position.
        auto* strip = t->games();
        QCOMPARE(strip->shownGames().size(), ui::GameStrip::kShown);
        QCOMPARE(strip->shownGames().first(), 29);
        QTRY_VERIFY(strip->boardOf(29)->position()->cells.count(QLatin1Char('_')) < 9);
        screenshot(m_window.get(), QStringLiteral("tournament_leaderboard"));
        // A click on one opens it in the Arena.
        QTest::mouseClick(strip->boardOf(29), Qt::LeftButton, {}, strip->boardOf(29)->rect().center());
        QCOMPARE(m_window->tabs()->currentWidget(), static_cast<QWidget*>(m_window->arena()));
        QTRY_VERIFY(m_window->arena()->gameBoard()->isVisible());
        QCOMPARE(m_window->arena()->gameBoard()->view()->position()->cells, strip->boardOf(29)->position()->cells);
    }

    void aTournamentFileKeepsItsOwnSettings() {
        // The window plays a file as nashlab-cli does: what the form cannot show (a seed past its
        // spin box, 2,000 games per pair, the feedback rule) stays as the file says unless changed.
        auto* form = m_window->tournament()->form();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.json"));
        Json file = engine::readJsonFile(qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() +
                                         "/resources/tournaments/bots_tictactoe.json")
                        .value();
        file["seed"] = 5000000000LL;
        file["games_per_pair"] = 2000;
        file["stop"] = nullptr;
        file["invalid_answers"] = {{"max_attempts", 20}, {"feedback", false}, {"fallback", "random_legal"}};
        QVERIFY(engine::writeJsonFileAtomic(path.toStdString(), file).ok());
        QVERIFY2(form->chooseTournament(path), qPrintable(form->modelProblem()));
        Json spec = form->spec();
        QCOMPARE(spec["seed"], Json(5000000000LL));
        QCOMPARE(spec["games_per_pair"], Json(2000));
        QCOMPARE(spec["invalid_answers"], file["invalid_answers"]);
        QVERIFY(engine::parseTournamentSpec(spec, engine::GameRegistry::builtin(), 1).ok());
        // What the person changes wins.
        form->setSeed(3);
        form->setGamesPerPair(4);
        spec = form->spec();
        QCOMPARE(spec["seed"], Json(3));
        QCOMPARE(spec["games_per_pair"], Json(4));
        // A file that would not run is refused with the reason, and the form stays as it was.
        file["pairing"] = "swiss";
        QVERIFY(engine::writeJsonFileAtomic(path.toStdString(), file).ok());
        QVERIFY(!form->chooseTournament(path));
        QVERIFY(form->modelProblem().contains(QStringLiteral("round_robin, random or adaptive")));
        QCOMPARE(form->spec()["seed"], Json(3));
    }

    void llmarenaSevenEnvironmentsInTheWindow() {
        // The bundled bots-only LLMArena tournament, chosen in the form and played in the window:
        // each environment's table ranks by its own metric, the last entry is the normalised table,
        // and the games that are not boards show as a picture of their table or their payoffs.
        auto* t = m_window->tournament();
        m_window->tabs()->setCurrentWidget(t);
        QVERIFY(t->form()->chooseTournament(QStringLiteral(":/tournaments/bots_llmarena_seven.json")));
        QCOMPARE(t->form()->entrants()->rowCount(), 3);
        t->form()->setGamesPerPair(2);
        QSignalSpy done(t, &ui::TournamentView::tournamentFinished);
        QVERIFY(t->run());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        const QString dir = done.first().first().toString();
        auto record = engine::readTournament(dir.toStdString(), engine::GameRegistry::builtin());
        QVERIFY(record.ok());
        QCOMPARE(record->results.size(), std::size_t{(5 * 3 + 2 * 3) * 2});
        QCOMPARE(record->spec.reference, std::string("strong"));
        auto report = engine::tournamentReport(record->spec, record->standings(), "", 42);
        QVERIFY(report.ok());
        auto* combo = t->findChild<QComboBox*>(QStringLiteral("leaderboardEnvironment"));
        QCOMPARE(combo->count(), 8);
        // Undercover: the win rate (three digits) is the score; no TrueSkill columns.
        combo->setCurrentIndex(6);
        auto* table = t->leaderboard();
        const auto* model = table->model();
        const auto text = [&](int r, int c) { return model->index(r, c).data().toString(); };
        const auto header = [&](int c) { return model->headerData(c, Qt::Horizontal).toString(); };
        QCOMPARE(header(ui::LeaderboardTable::Conservative), QStringLiteral("Win rate"));
        QVERIFY(table->isColumnHidden(ui::LeaderboardTable::Mu));
        const Json& undercover = report.value()["environments"][6];
        QCOMPARE(undercover["environment"], Json("undercover"));
        for (int r = 0; r < 3; ++r) {
            const Json& e = undercover["entrants"][static_cast<std::size_t>(r)];
            QCOMPARE(text(r, ui::LeaderboardTable::Name), QString::fromStdString(e["name"].get<std::string>()));
            QCOMPARE(text(r, ui::LeaderboardTable::Conservative), QString::number(e["value"].get<double>(), 'f', 3));
            QCOMPARE(text(r, ui::LeaderboardTable::Games), QStringLiteral("2"));
        }
        QCOMPARE(static_cast<int>(t->strengthChart()->rows().size()), 3);
        QCOMPARE(t->strengthChart()->rows().front().strength, undercover["entrants"][0]["value"].get<double>());
        screenshot(m_window.get(), QStringLiteral("tournament_llmarena_undercover"));
        // Hanabi: the team's mean score.
        combo->setCurrentIndex(5);
        QCOMPARE(header(ui::LeaderboardTable::Conservative), QStringLiteral("Mean reward"));
        // The normalised table: "strong" is the reference, 100 wherever it scored.
        combo->setCurrentIndex(7);
        QCOMPARE(model->columnCount(), 2 + 7 + 1);
        const Json& norm = report.value()["normalised"]["entrants"];
        for (int r = 0; r < 3; ++r) {
            const Json& e = norm[static_cast<std::size_t>(r)];
            QCOMPARE(text(r, 1), QString::fromStdString(e["name"].get<std::string>()));
            QCOMPARE(text(r, 9), e["average"].is_number() ? QString::number(e["average"].get<double>(), 'f', 1)
                                                          : QStringLiteral("—"));
        }
        QCOMPARE(text(0, 1), QStringLiteral("strong"));
        screenshot(m_window.get(), QStringLiteral("tournament_llmarena_normalised"));
        // The last games: three Hanabi teams (pictures of their tables), three undercovers (payoffs).
        auto* strip = t->games();
        QCOMPARE(strip->shownGames().first(), 41);
        QVERIFY(!strip->boardOf(41) && strip->cardOf(41));
        QTRY_VERIFY(strip->cardOf(41)->text().contains(QStringLiteral("Civilian 1")));
        QTRY_VERIFY(!strip->cardOf(38)->icon().isNull());
        m_window->resize(1920, 1080);
        screenshot(m_window.get(), QStringLiteral("tournament_llmarena_normalised_full"));
        // A click on the Hanabi game opens it in the Arena.
        strip->cardOf(38)->click();
        QCOMPARE(m_window->tabs()->currentWidget(), static_cast<QWidget*>(m_window->arena()));
    }

private:
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestBoardsTournament)
#include "tst_boards_tournament.moc"
