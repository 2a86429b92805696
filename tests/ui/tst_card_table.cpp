// Card games in the window, offscreen. Hold'em: a person plays a whole hand against the calling station by
// clicking the human form's buttons (never typing JSON); the form names the chips of each action;
// the card table shows the person's own cards face up and the bot's face down until the showdown
// turns both over; the instructor's switch shows every card to the audience; the record holds the
// hand the clicks played. Hanabi: a person plays a whole game by clicking the form's buttons.
// Screenshots go to $NASHLAB_SCREENSHOT_DIR at 1024×700.
#include <QCheckBox>
#include <QDir>
#include <QPushButton>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/gui_shots.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/arena/seat_board.h"
#include "ui/boards/arena_board.h"
#include "ui/boards/board_view.h"
#include "ui/boards/card_table_view.h"
#include "ui/boards/hanabi_table_view.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::buttonTexts;
using test::screenshot;

}  // namespace

class TestCardTable : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    // Aces against kings: the person raises the pot, the station calls, then the person checks the
    // hand down and wins the 4 chips the station put in.
    void aPersonPlaysAHandByClicks() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        auto spec = engine::parseExperimentSpec(
            {{"game", "holdem_nl"},
             {"seed", 5},
             {"params", {{"small_blind_seat", "first"}, {"deal", "As Kd Ah Kc 2c 7d 9h Js 3s"}}},
             {"seats", Json::array({{{"type", "human"}, {"name", "You"}},
                                    {{"type", "bot"}, {"name", "Station"}, {"strategy", "calling_station"}}})}},
            engine::GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR")).ok());
        auto* board = m_window->arena()->gameBoard();
        auto* table = board->cardTable();
        auto* human = m_window->arena()->humanInput();
        QTRY_VERIFY(table->isVisible());
        QVERIFY(!board->view()->isVisible());  // no tictactoe grid for a card game
        int clicks = 0;
        while (m_window->controller()->active()) {
            QTRY_VERIFY_WITH_TIMEOUT((human->isVisible() && human->seat() == 0) || !m_window->controller()->active(),
                                     10000);
            if (!m_window->controller()->active()) break;
            const QString situation = human->situationText();
            QVERIFY2(situation.contains(QStringLiteral("A♠ A♥")), qPrintable(situation));
            QVERIFY2(!situation.contains(QLatin1Char('{')) && !situation.contains(QStringLiteral("check_call")),
                     qPrintable(situation));
            // The bot's cards are never in the person's text, and face down on the table.
            QVERIFY(!situation.contains(QStringLiteral("K♦")) && !situation.contains(QStringLiteral("K♣")));
            QVERIFY(!table->faceUp(1));
            QTRY_VERIFY(!buttonTexts(human).isEmpty());  // the form's row is shown on the next turn of the loop
            const QStringList buttons = buttonTexts(human);
            QString pick;
            if (clicks == 0) {
                QCOMPARE(buttons, (QStringList{"Fold", "Call 1", "Raise the pot (+3)", "All in (+99)"}));
                pick = QStringLiteral("choice_raise_pot");
            } else {
                QVERIFY2(buttons.contains(QStringLiteral("Check")), qPrintable(buttons.join(QLatin1Char('|'))));
                pick = QStringLiteral("choice_check_call");
            }
            if (clicks == 1) {
                QVERIFY(table->faceUp(0));  // the person's own cards, once the record holds them
                QCOMPARE(table->table()->board.size(), 3);
                QCOMPARE(table->table()->stage, QStringLiteral("flop"));
                QTRY_VERIFY(m_window->arena()->board()->headerText().contains(QStringLiteral("round 2")));
                screenshot(m_window.get(), QStringLiteral("table_holdem_nl"));
            }
            auto* button = human->findChild<QPushButton*>(pick);
            QVERIFY2(button, qPrintable(pick));
            QTest::mouseClick(button, Qt::LeftButton);
            ++clicks;
        }
        QCOMPARE(clicks, 4);  // the raise, then a check on the flop, turn and river
        QTRY_VERIFY(!m_window->controller()->active());
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        const Json& last = session->rounds.back().publicReport;
        QCOMPARE(last.at("end"), Json("showdown"));
        QCOMPARE(last.at("winner"), Json(0));
        QCOMPARE(session->rounds.back().cumulative, (std::vector<double>{4, -4}));
        // The showdown turns both hands over; the table names the winner.
        QTRY_VERIFY(table->table() && table->table()->over);
        QVERIFY(table->faceUp(1));
        QCOMPARE(table->table()->hole[1], (QStringList{"Kd", "Kc"}));
        QCOMPARE(table->table()->chipsIn[0], 4);
        QCOMPARE(table->table()->pot, 8);
        QTRY_VERIFY(m_window->arena()->board()->headerText().contains(QStringLiteral("round 8")));
        screenshot(m_window.get(), QStringLiteral("game_holdem_nl"));
    }

    // Bots only: the audience sees the backs of the cards until the instructor turns them up.
    void theInstructorRevealsTheCards() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        auto spec =
            engine::parseExperimentSpec({{"game", "holdem_nl"},
                                         {"seed", 2},
                                         {"params", {{"small_blind_seat", "first"}}},
                                         {"seats", Json::array({{{"type", "bot"}, {"strategy", "calling_station"}},
                                                                {{"type", "bot"}, {"strategy", "calling_station"}}})}},
                                        engine::GameRegistry::builtin(), 0);
        QVERIFY(spec.ok());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR")).ok());
        QTRY_VERIFY(!m_window->controller()->active());
        auto* table = m_window->arena()->gameBoard()->cardTable();
        QTRY_VERIFY(table->table() && table->table()->showdown);  // two stations check it down
        QVERIFY(table->faceUp(1));
        m_window->arena()->gameBoard()->showAfter(2);  // back to the flop (the timeline)
        QTRY_VERIFY(table->table().has_value());
        QCOMPARE(table->table()->board.size(), 3);
        QCOMPARE(table->table()->stage, QStringLiteral("flop"));
        QVERIFY(!table->faceUp(0) && !table->faceUp(1));
        auto* reveal = m_window->arena()->gameBoard()->findChild<QCheckBox*>(QStringLiteral("revealCards"));
        QVERIFY(reveal && reveal->isVisible());
        reveal->setChecked(true);
        QVERIFY(table->faceUp(0) && table->faceUp(1));
        QCOMPARE(table->table()->hole[0].size(), 2);
    }

    // Hanabi by clicks: the person picks "Play a card" and "Card 1" and sends, every turn, against the
    // rule-based partner; the form is buttons, the text never shows the person's own cards' values
    // beyond what hints told, and the record holds exactly the moves the clicks made.
    void aPersonPlaysHanabiByClicks() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        auto spec = engine::parseExperimentSpec(
            {{"game", "hanabi_small"},
             {"seed", 4},
             {"seats", Json::array({{{"type", "human"}, {"name", "You"}},
                                    {{"type", "bot"}, {"name", "Partner"}, {"strategy", "rule_based"}}})}},
            engine::GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR")).ok());
        auto* human = m_window->arena()->humanInput();
        QList<Json> sent;
        connect(human, &ui::HumanInput::answered, this, [&](int seat, const Json& a) {
            QCOMPARE(seat, 0);
            sent << a;
        });
        while (m_window->controller()->active()) {
            QTRY_VERIFY_WITH_TIMEOUT((human->isVisible() && human->seat() == 0) || !m_window->controller()->active(),
                                     10000);
            if (!m_window->controller()->active()) break;
            const QString situation = human->situationText();
            QVERIFY2(!situation.contains(QLatin1Char('{')) && !situation.contains(QStringLiteral("hint_")),
                     qPrintable(situation));
            QTRY_VERIFY(!buttonTexts(human).isEmpty());
            const QStringList buttons = buttonTexts(human);
            QVERIFY2(buttons.contains(QStringLiteral("Play a card")) && buttons.contains(QStringLiteral("Card 1")),
                     qPrintable(buttons.join(QLatin1Char('|'))));
            // The drawn table: the partner's cards face up, the person's own face down.
            auto* table = m_window->arena()->gameBoard()->hanabiTable();
            QVERIFY(table->isVisible());
            QVERIFY(!table->faceUp(0) && table->faceUp(1));
            QVERIFY(table->table().has_value());
            if (sent.isEmpty()) screenshot(m_window.get(), QStringLiteral("arena_hanabi_human"));
            for (auto* b : human->findChildren<QPushButton*>())
                if (b->text() == QStringLiteral("Play a card") || b->text() == QStringLiteral("Card 1"))
                    QTest::mouseClick(b, Qt::LeftButton);
            const int before = static_cast<int>(sent.size());
            QTest::mouseClick(human->findChild<QPushButton*>(QStringLiteral("humanSend")), Qt::LeftButton);
            QCOMPARE(static_cast<int>(sent.size()), before + 1);
            QCOMPARE(sent.last().value("action", Json()), Json("play"));
            QCOMPARE(sent.last().value("position", Json()), Json(1));
        }
        QTRY_VERIFY(!m_window->controller()->active());
        QVERIFY(!sent.isEmpty());
        QTRY_VERIFY(m_window->arena()->gameBoard()->hanabiTable()->table()->lastSeat >= 0);
        // The seats' pane is short above the table at 1024 × 700: it scrolls, and the seats are
        // never squeezed below the height of their lines (they were drawn over each other before).
        QCoreApplication::processEvents();
        const auto boards = m_window->findChildren<QWidget*>(QStringLiteral("seatBoard"));
        QVERIFY(!boards.isEmpty());
        for (const QWidget* seats : boards)
            QVERIFY2(
                seats->height() >= seats->minimumSizeHint().height(),
                qPrintable(QStringLiteral("%1 px of %2").arg(seats->height()).arg(seats->minimumSizeHint().height())));
        screenshot(m_window.get(), QStringLiteral("arena_hanabi_over"));
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        int played = 0;  // the person's recorded moves are the ones the clicks sent
        for (const auto& r : session->rounds)
            if (r.actions.is_array() && r.actions[0].is_object()) {
                QCOMPARE(r.actions[0].value("action", Json()), Json("play"));
                ++played;
            }
        QCOMPARE(played, static_cast<int>(sent.size()));
    }

private:
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestCardTable)
#include "tst_card_table.moc"
