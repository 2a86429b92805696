// A person plays seat 0 through the real window, offscreen, in one game per kind of human form:
// a number typed into a spin box (guess_average), choice buttons clicked (diners_dilemma), and a
// bid typed — or 0 typed to withdraw — in an English auction. On every question the texts a person
// reads (the human form, and seat 0's panel with the round header beside it) hold nothing written
// for a model: no JSON, no braces, no "Answer with", no raw field name of the request's ActionSpec.
// The record then holds exactly what the person typed or clicked. Seat 0's panel enlarged by a
// click still shows the model's prompt and the JSON answer: an expected failure, until fixed in
// SeatBoard::showDetail. Screenshots go to
// $NASHLAB_SCREENSHOT_DIR (human_form_number.png, human_form_choice.png, human_form_bid.png).
#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTextBrowser>
#include <QtTest>
#include <map>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/gui_shots.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/arena/seat_board.h"
#include "ui/arena/seat_panel.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::buttonTexts;
using test::screenshot;

const Json kHuman = {{"type", "human"}, {"name", "You"}};
// Between where a text is shown (a widget's class and object name, never read by a person) and the text.
const QString kSep = QStringLiteral(" \u2192 ");

/// Every text a person reads inside `root` now: visible labels (and an elided label's whole text),
/// text browsers, buttons and line edits (a spin box's number). Tooltips are not walked.
QStringList visibleTexts(QWidget* root) {
    QStringList texts;
    auto add = [&texts](const QString& where, const QString& text) {
        if (!text.trimmed().isEmpty()) texts << where + kSep + text;
    };
    const auto name = [](QObject* o) {
        return QStringLiteral("%1 '%2'").arg(QLatin1String(o->metaObject()->className()), o->objectName());
    };
    for (auto* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        if (auto* l = qobject_cast<QLabel*>(w)) {
            add(name(l), l->text());
            if (const QVariant full = l->property("fullText"); full.isValid()) add(name(l), full.toString());
        } else if (auto* tb = qobject_cast<QTextBrowser*>(w)) {
            add(name(tb), tb->toPlainText());
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            add(name(b), b->text());
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            add(name(e), e->text());
        }
    }
    return texts;
}

/// What in `texts` was written for a model, one line per finding (empty: nothing). A field name
/// with an underscore ("chosen_number") must not appear at all; a plain word ("bid", "decision")
/// is ordinary English and must only not appear as a key would, quoted or in back-quotes. Nor may
/// any other raw key ("bill_share") — except in a seat's name (a bot is named after its strategy,
/// "level_k 7"): `seatNames` are taken out of the text first.
QStringList modelTexts(const QStringList& texts, const std::vector<std::string>& fieldNames,
                       const QStringList& seatNames) {
    static const QRegularExpression snake(QStringLiteral("\\b[a-z]+_[a-z_]+\\b"));
    QStringList found;
    for (const QString& shown : texts) {
        const QString t = shown.mid(shown.indexOf(kSep) + kSep.size());  // the text, without where it is
        for (const QString& bad :
             {QStringLiteral("JSON"), QStringLiteral("{"), QStringLiteral("}"), QStringLiteral("Answer with")})
            if (t.contains(bad, Qt::CaseInsensitive)) found << QStringLiteral("[%1] in %2").arg(bad, shown);
        for (const auto& field : fieldNames) {
            const QString f = QString::fromStdString(field);
            QStringList forms{QLatin1Char('"') + f + QLatin1Char('"'), QLatin1Char('\'') + f + QLatin1Char('\''),
                              QLatin1Char('`') + f + QLatin1Char('`')};
            if (f.contains(QLatin1Char('_'))) forms << f;
            for (const QString& form : forms)
                if (t.contains(form)) found << QStringLiteral("[field %1] in %2").arg(form, shown);
        }
        QString unnamed = t;
        for (const QString& seat : seatNames) unnamed.replace(seat, QStringLiteral("·"));
        if (const auto m = snake.match(unnamed); m.hasMatch())
            found << QStringLiteral("[raw key %1] in %2").arg(m.captured(0), shown);
    }
    return found;
}

}  // namespace

class TestHumanForms : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    // The keyboard goes to the question: with the Library list focused before, a number typed and
    // Enter answer it (they do not load another game over the composed spec).
    void theQuestionTakesTheKeyboard() {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->loadDemo();
        auto* compose = m_window->compose();
        compose->seatTable()->setRow(0, kHuman);
        compose->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(1);
        const Json composed = compose->specJson();
        m_window->arena()->setPacing(0);
        auto* library = m_window->findChild<QListWidget*>();
        QVERIFY(library);
        library->setFocus();
        QVERIFY(m_window->runComposed());
        QVERIFY(waitForQuestion());
        auto* human = m_window->arena()->humanInput();
        auto* box = human->findChild<QSpinBox*>(QStringLiteral("field_chosen_number"));
        QVERIFY(box);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(box));
        std::vector<Json> answers;
        connect(human, &ui::HumanInput::answered, this, [&answers](int, const Json& a) { answers.push_back(a); });
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("23"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(answers.size(), std::size_t{1});
        QCOMPARE(answers.front(), Json({{"chosen_number", 23}}));
        QCOMPARE(compose->specJson(), composed);
    }

    // Number: the person types three numbers into the spin box of the guessing game.
    void numberTypedInGuessAverage() {
        m_window->loadDemo();
        auto* compose = m_window->compose();
        compose->seatTable()->setRow(0, kHuman);
        compose->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(3);
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        const std::vector<int> typed = {17, 42, 5};
        std::map<int, Json> sent;  // round → what the person sent
        for (std::size_t q = 0; q < typed.size(); ++q) {
            const auto* request = waitForQuestion();
            QVERIFY(request);
            auto* box = m_window->arena()->humanInput()->findChild<QSpinBox*>(QStringLiteral("field_chosen_number"));
            QVERIFY(box);
            QTRY_VERIFY(box->isVisible());
            checkWhatAPersonReads(*request);
            if (QTest::currentTestFailed()) return;
            if (q == 1) {
                screenshot(m_window.get(), QStringLiteral("human_form_number"));
                checkOwnPanelEnlarged(*request);
            }
            box->selectAll();
            QTest::keyClicks(box, QString::number(typed[q]));
            QCOMPARE(box->value(), typed[q]);
            sent[request->round] = typed[q];
            send();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        checkRecord(sent, 3);
    }

    // Choice: one button per dish; in a one-field form the click is the answer.
    void choiceClickedInDinersDilemma() {
        QVERIFY(m_window->compose()
                    ->loadSpec({{"game", "diners_dilemma"},
                                {"name", "human-diners"},
                                {"rounds", 3},
                                {"seed", 11},
                                {"seats", Json::array({{{"type", "bot"}, {"strategy", "ne"}},
                                                       {{"type", "bot"}, {"strategy", "random"}},
                                                       {{"type", "bot"}, {"strategy", "reciprocal"}}})}})
                    .ok());
        m_window->compose()->seatTable()->setRow(0, kHuman);
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        const QStringList clicks = {QStringLiteral("cheap"), QStringLiteral("costly"), QStringLiteral("cheap")};
        std::map<int, Json> sent;
        auto* human = m_window->arena()->humanInput();
        for (int q = 0; q < clicks.size(); ++q) {
            const auto* request = waitForQuestion();
            QVERIFY(request);
            QTRY_COMPARE(buttonTexts(human), (QStringList{"The costly dish", "The cheap dish"}));
            checkWhatAPersonReads(*request);
            if (QTest::currentTestFailed()) return;
            if (q == 1) {
                screenshot(m_window.get(), QStringLiteral("human_form_choice"));
                checkOwnPanelEnlarged(*request);
            }
            auto* button = human->findChild<QPushButton*>(QStringLiteral("choice_") + clicks[q]);
            QVERIFY(button);
            sent[request->round] = clicks[q].toStdString();
            QTest::mouseClick(button, Qt::LeftButton);  // answers at once: no Send needed
            QCOMPARE(human->seat(), -1);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        checkRecord(sent, 3);
    }

    // Bid: two items. On the first the person opens at the minimum bid the auction asks, then types
    // 0 to withdraw when asked again; on the second it withdraws at once. (The form has no withdraw
    // button: its help line says 0 withdraws.)
    void bidTypedInEnglishAuction() {
        QVERIFY(m_window->compose()
                    ->loadSpec({{"game", "english_auction"},
                                {"name", "human-auction"},
                                {"seed", 7},
                                {"params",
                                 {{"item_set", "custom"},
                                  {"custom_start_prices", Json::array({1000, 1000})},
                                  {"custom_true_values", Json::array({2000, 2000})},
                                  {"shuffle", false}}},
                                {"seats", Json::array({{{"type", "bot"}, {"strategy", "rule"}},
                                                       {{"type", "bot"}, {"strategy", "rule"}},
                                                       {{"type", "bot"}, {"strategy", "rule"}}})}})
                    .ok());
        m_window->compose()->seatTable()->setRow(0, kHuman);
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        std::map<int, Json> sent;
        auto* controller = m_window->controller();
        int questions = 0, bids = 0, withdrawals = 0;
        bool shot = false;
        while (controller->active()) {
            QTRY_VERIFY_WITH_TIMEOUT(controller->humanRequest(0) || !controller->active(), 10000);
            if (!controller->active()) break;
            const auto* request = waitForQuestion();
            QVERIFY(request);
            ++questions;
            QVERIFY(request->state);
            const Json obs = request->state->observation(0, 1);
            const Json& current = obs.at("current");
            auto* box = m_window->arena()->humanInput()->findChild<QSpinBox*>(QStringLiteral("field_bid"));
            QVERIFY(box);
            QTRY_VERIFY(box->isVisible());
            checkWhatAPersonReads(*request);
            if (QTest::currentTestFailed()) return;
            if (!shot && current.at("number") == 1 && current.at("your_bids") == 1) {
                shot = true;  // the second question: the person has bid and is outbid
                screenshot(m_window.get(), QStringLiteral("human_form_bid"));
                checkOwnPanelEnlarged(*request);
            }
            const bool open = current.at("number") == 1 && current.at("your_bids") == 0;
            const int bid = open ? current.at("min_bid").get<int>() : 0;
            (open ? bids : withdrawals) += 1;
            box->selectAll();
            QTest::keyClicks(box, QString::number(bid));
            QCOMPARE(box->value(), bid);
            sent[request->round] = bid;
            send();
            QVERIFY(questions < 20);
        }
        QVERIFY2(bids == 1 && withdrawals == 2,
                 qPrintable(QStringLiteral("bids %1, withdrawals %2 (expected 1 and 2)").arg(bids).arg(withdrawals)));
        QVERIFY(shot);
        checkRecord(sent, -1);
    }

private:
    // Waits until seat 0 is asked and its form is up; the request it answers.
    const engine::DecisionRequest* waitForQuestion() {
        auto* human = m_window->arena()->humanInput();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(human->isVisible() && human->seat() == 0, 10000); }();
        if (QTest::currentTestFailed()) return nullptr;
        const auto* request = m_window->controller()->humanRequest(0);
        if (!request) return nullptr;
        // A refused answer would come back as a second attempt: every answer here is valid.
        [&] { QCOMPARE(request->attempt, 1); }();
        return QTest::currentTestFailed() ? nullptr : request;
    }

    // The seats' names as their panels show them.
    QStringList seatNames() const {
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        QStringList names;
        for (auto* panel : m_window->arena()->board()->findChildren<ui::SeatPanel*>())
            if (auto* l = panel->findChild<QLabel*>(QStringLiteral("nameLabel")))
                names << QString(l->text()).remove(tag).trimmed();
        names.removeAll(QString());
        return names;
    }

    // Seat 0's own panel, enlarged by a click (its tooltip offers "prompt, full reply, reasoning"):
    // it shows the prompt written for a model and the answer as JSON. Known, outside the games'
    // HumanViews (ui/arena/seat_board.cpp, SeatBoard::showDetail): marked as an expected failure.
    void checkOwnPanelEnlarged(const engine::DecisionRequest& request) {
        auto* board = m_window->arena()->board();
        auto* panel = board->findChild<ui::SeatPanel*>(QStringLiteral("seatPanel_0"));
        QVERIFY(panel);
        QTest::mouseClick(panel, Qt::LeftButton);
        QTRY_COMPARE(board->enlarged(), 0);
        auto* detail = board->findChild<QTextBrowser*>(QStringLiteral("seatDetail"));
        QTRY_VERIFY(detail && detail->isVisible());
        std::vector<std::string> fields;
        for (const auto& f : request.actionSpec.fields) fields.push_back(f.name);
        const QStringList found =
            modelTexts({QStringLiteral("seatDetail") + kSep + detail->toPlainText()}, fields, seatNames());
        board->setEnlarged(-1);
        QTRY_VERIFY(!detail->isVisible());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void send() {
        auto* send = m_window->arena()->humanInput()->findChild<QPushButton*>(QStringLiteral("humanSend"));
        QVERIFY(send && send->isVisible() && send->isEnabled());
        QTest::mouseClick(send, Qt::LeftButton);
        QCOMPARE(m_window->arena()->humanInput()->seat(), -1);
    }

    // The human form, seat 0's panel and the round header beside it: nothing written for a model.
    void checkWhatAPersonReads(const engine::DecisionRequest& request) {
        QCoreApplication::processEvents();  // the form's rows show on the layout's queued show
        std::vector<std::string> fields;
        for (const auto& f : request.actionSpec.fields) fields.push_back(f.name);
        QVERIFY(!fields.empty());
        auto* human = m_window->arena()->humanInput();
        QStringList texts = visibleTexts(human);
        // The form has a question, a situation and its Send button to read.
        QVERIFY2(texts.size() >= 3, qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY(!human->situationText().trimmed().isEmpty());
        auto* board = m_window->arena()->board();
        // The board beside the form shows the rounds played so far (it follows the run on a timer).
        const QRegularExpression shown(QStringLiteral("round %1( |$)").arg(request.round - 1));
        QTRY_VERIFY2(board->headerText().contains(shown), qPrintable(board->headerText()));
        ui::SeatPanel* panel = nullptr;
        QTRY_VERIFY((panel = board->findChild<ui::SeatPanel*>(QStringLiteral("seatPanel_0"))) && panel->isVisible());
        texts += visibleTexts(panel);
        for (const char* name : {"roundHeader", "roundOutcome"})
            if (auto* l = board->findChild<QLabel*>(QLatin1String(name)); l && l->isVisible())
                texts << QLatin1String(name) + kSep + l->text();
        const QStringList found = modelTexts(texts, fields, seatNames());
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("round %1 shows a person what a model reads:\n%2")
                                                 .arg(request.round)
                                                 .arg(found.join(QLatin1Char('\n')))));
    }

    // The record holds exactly what the person sent, and nothing for seat 0 in rounds it was not
    // asked. `rounds` < 0: as many as the game played.
    void checkRecord(const std::map<int, Json>& sent, int rounds) {
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QVERIFY(run.ok());
        const auto* session = run->session("rep1");
        QVERIFY(session && session->isFinished());
        if (rounds >= 0) QCOMPARE(static_cast<int>(session->rounds.size()), rounds);
        int matched = 0;
        for (const auto& r : session->rounds) {
            const Json& mine = r.actions.at(0);
            const auto it = sent.find(r.round);
            if (it == sent.end()) {
                QVERIFY2(mine.is_null(), qPrintable(QStringLiteral("round %1: seat 0 not asked, recorded %2")
                                                        .arg(r.round)
                                                        .arg(QString::fromStdString(mine.dump()))));
                continue;
            }
            QVERIFY2(mine == it->second, qPrintable(QStringLiteral("round %1: sent %2, recorded %3")
                                                        .arg(r.round)
                                                        .arg(QString::fromStdString(it->second.dump()),
                                                             QString::fromStdString(mine.dump()))));
            ++matched;
        }
        QCOMPARE(matched, static_cast<int>(sent.size()));
    }

    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestHumanForms)
#include "tst_human_forms.moc"
