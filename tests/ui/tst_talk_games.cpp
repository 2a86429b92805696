// Talk games in the window, offscreen. Undercover: a person gives a clue by typing it and votes by
// clicking a player's button, among four association bots; the form never shows JSON, the person
// reads only their own word, the other seats' clues appear in the person's situation before the
// vote, and the record holds what was typed and clicked. Bargain: a person proposes a split with a
// message through spin boxes, a button and a text box; the fair-split bot accepts; the record
// holds the message and the hand-computed rewards. Screenshots go to $NASHLAB_SCREENSHOT_DIR.
#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/gui_shots.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/boards/arena_board.h"
#include "ui/boards/talk_feed.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::buttonTexts;
using test::screenshot;

}  // namespace

class TestTalkGames : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    // The person (seat 1, a civilian with "Moon") speaks first, types "night", then votes out seat 5,
    // the undercover, as do the four bots (their clues are Moon's associations, the undercover's
    // are not): the civilians win in round one.
    void aPersonGivesAClueAndAVote() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        Json seats = Json::array({{{"type", "human"}, {"name", "You"}}});
        for (int i = 2; i <= 5; ++i)
            seats.push_back({{"type", "bot"}, {"name", "Bot " + std::to_string(i)}, {"strategy", "associations"}});
        auto spec = engine::parseExperimentSpec({{"game", "undercover"},
                                                 {"seed", 3},
                                                 {"params", {{"pair", "Sun - Moon"}, {"undercover_seat", 5}}},
                                                 {"seats", seats}},
                                                engine::GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR")).ok());
        auto* human = m_window->arena()->humanInput();
        QList<Json> sent;
        connect(human, &ui::HumanInput::answered, this, [&](int, const Json& a) { sent << a; });

        // The clue: a text box bounded by the clue length, answered by typing and Enter.
        QTRY_VERIFY_WITH_TIMEOUT(human->isVisible() && human->findChild<QLineEdit*>(QStringLiteral("field_clue")),
                                 10000);
        const QString before = human->situationText();
        QVERIFY2(before.contains(QStringLiteral("Your secret word: Moon")), qPrintable(before));
        QVERIFY(!before.contains(QStringLiteral("Sun")) && !before.contains(QLatin1Char('{')));
        auto* clue = human->findChild<QLineEdit*>(QStringLiteral("field_clue"));
        QCOMPARE(clue->maxLength(), 120);
        screenshot(m_window.get(), QStringLiteral("arena_undercover_clue"));
        QTest::keyClicks(clue, QStringLiteral("night"));
        QTest::keyClick(clue, Qt::Key_Return);
        QTRY_COMPARE(sent.size(), 1);
        QCOMPARE(sent[0], (Json{{"clue", "night"}}));

        // The vote: one button per other player still in; the clues of the round are in the text.
        QTRY_VERIFY_WITH_TIMEOUT(human->isVisible() && !buttonTexts(human).isEmpty(), 10000);
        const QString voting = human->situationText();
        QVERIFY2(voting.contains(QStringLiteral("Clues this round:")) && voting.contains(QStringLiteral("“night”")),
                 qPrintable(voting));
        QCOMPARE(buttonTexts(human).size(), 4);
        // The audience's clue feed: every clue so far, the words hidden until the instructor shows them.
        auto* feed = m_window->arena()->gameBoard()->talkFeed();
        QVERIFY(feed->isVisible());
        QVERIFY2(feed->toPlainText().contains(QStringLiteral("“night”")), qPrintable(feed->toPlainText()));
        QVERIFY(!feed->toPlainText().contains(QStringLiteral("Sun")));
        auto* reveal = m_window->arena()->gameBoard()->findChild<QCheckBox*>(QStringLiteral("revealCards"));
        QVERIFY(reveal && reveal->isVisible());
        QCOMPARE(reveal->text(), QStringLiteral("Show every player's word to the audience"));
        reveal->setChecked(true);
        QVERIFY(feed->toPlainText().contains(QStringLiteral("“Sun”")));
        screenshot(m_window.get(), QStringLiteral("arena_undercover_vote"));
        reveal->setChecked(false);
        QVERIFY(!feed->toPlainText().contains(QStringLiteral("Sun")));
        auto* undercover = human->findChild<QPushButton*>(QStringLiteral("choice_5"));
        QVERIFY(undercover && undercover->isVisible());
        QTest::mouseClick(undercover, Qt::LeftButton);
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent[1], (Json{{"vote", 5}}));

        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        QCOMPARE(session->rounds.size(), std::size_t{6});
        QCOMPARE(session->rounds[0].actions[0], (Json{{"clue", "night"}}));
        QCOMPARE(session->rounds[5].actions[0], (Json{{"vote", 5}}));
        QCOMPARE(session->rounds[5].publicReport["end"], Json("civilians"));
        QCOMPARE(session->rounds[5].payoffs, (std::vector<double>{1, 1, 1, 1, -1}));
        const QString over = m_window->arena()->gameBoard()->talkFeed()->toPlainText();
        QVERIFY2(over.contains(QStringLiteral("The undercover was found.")) && over.contains(QStringLiteral("“Sun”")),
                 qPrintable(over));
        screenshot(m_window.get(), QStringLiteral("arena_undercover_done"));
    }

    // Counts 1 hat, 2 balls, 3 apples; the person values them 8, 1, 0, the bot 4, 0, 2. The person
    // keeps the hat and the balls (10 to them) and leaves the apples (6 to the bot, at least the
    // fair split's 5): the bot accepts, and the person gets 10 − 6 = 4, the bot −4.
    void aPersonBargainsWithAMessage() {
        m_window->tabs()->setCurrentWidget(m_window->arena());
        auto spec = engine::parseExperimentSpec(
            {{"game", "bargain"},
             {"seed", 2},
             {"params", {{"instance", "1,2,3 8,1,0 4,0,2"}}},
             {"seats", Json::array({{{"type", "human"}, {"name", "You"}},
                                    {{"type", "bot"}, {"name", "Fair"}, {"strategy", "fair_split"}}})}},
            engine::GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR")).ok());
        auto* human = m_window->arena()->humanInput();
        QList<Json> sent;
        connect(human, &ui::HumanInput::answered, this, [&](int, const Json& a) { sent << a; });
        QTRY_VERIFY_WITH_TIMEOUT(human->isVisible() && human->findChild<QSpinBox*>(QStringLiteral("field_hats")),
                                 10000);
        QTRY_VERIFY(!buttonTexts(human).isEmpty());
        // No offer stands yet: proposing is the only move offered.
        QCOMPARE(buttonTexts(human), QStringList{QStringLiteral("Propose")});
        const QString situation = human->situationText();
        QVERIFY2(situation.contains(QStringLiteral("a hat is worth 8")), qPrintable(situation));
        QVERIFY(!situation.contains(QLatin1Char('{')));
        human->findChild<QSpinBox*>(QStringLiteral("field_hats"))->setValue(1);
        human->findChild<QSpinBox*>(QStringLiteral("field_balls"))->setValue(2);
        human->findChild<QSpinBox*>(QStringLiteral("field_apples"))->setValue(0);
        QTest::keyClicks(human->findChild<QLineEdit*>(QStringLiteral("field_message")),
                         QStringLiteral("All the apples are yours"));
        screenshot(m_window.get(), QStringLiteral("arena_bargain_human"));
        QTest::mouseClick(human->findChild<QPushButton*>(QStringLiteral("humanSend")), Qt::LeftButton);
        QCOMPARE(sent.size(), 1);
        QCOMPARE(sent[0].value("move", Json()), Json("propose"));
        QCOMPARE(sent[0].value("message", Json()), Json("All the apples are yours"));

        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        QCOMPARE(session->rounds.size(), std::size_t{2});
        QCOMPARE(session->rounds[0].actions[0].value("message", Json()), Json("All the apples are yours"));
        QCOMPARE(session->rounds[1].actions[1].value("move", Json()), Json("deal"));
        QCOMPARE(session->rounds.back().cumulative, (std::vector<double>{4, -4}));
        // The offer table: the message, each side's value of the proposal, the deal.
        const QString table = m_window->arena()->gameBoard()->talkFeed()->toPlainText();
        QVERIFY2(table.contains(QStringLiteral("All the apples are yours")) &&
                     table.contains(QStringLiteral("Deal — You: 10, Fair: 6")) &&
                     table.contains(QStringLiteral("values a hat at 8")),
                 qPrintable(table));
        screenshot(m_window.get(), QStringLiteral("arena_bargain_done"));
    }

private:
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestTalkGames)
#include "tst_talk_games.moc"
