// Small manners of the window a person relies on: a wheel passing over an unfocused field scrolls
// the form instead of changing the value (it once turned Rounds from 20 to 6), and Enter in the
// human seat's form sends the answer.
#include <QtTest/qtestspontaneevent.h>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"
#include "ui/settings/app_settings.h"

using namespace nashlab;

namespace {

void wheel(QWidget* w, int notches) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    // As from the mouse: only a spontaneous wheel event is handed on to the parents.
    // (sendEvent would clear the mark, so the event goes to notify() as QTest's own input does.)
    QSpontaneKeyEvent::setSpontaneous(&e);
    qApp->notify(w, &e);
}

}  // namespace

class TestWindowManners : public QObject {
    Q_OBJECT

private slots:
    void wheelScrollsTheFormNotTheField() {
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* rounds = window.findChild<QSpinBox*>(QStringLiteral("roundsSpin"));
        QVERIFY(rounds);
        rounds->setValue(20);
        auto* scroll = window.compose()->findChild<QScrollArea*>();
        QVERIFY(scroll && scroll->verticalScrollBar()->maximum() > 0);  // at 1024 x 700 the form scrolls
        scroll->ensureWidgetVisible(rounds);
        const int before = scroll->verticalScrollBar()->value();
        window.setFocus();
        QVERIFY(!rounds->hasFocus());
        // Towards the end of the form that has room (the field may sit at its bottom).
        wheel(rounds, before == scroll->verticalScrollBar()->maximum() ? 3 : -3);
        QCOMPARE(rounds->value(), 20);
        QVERIFY2(scroll->verticalScrollBar()->value() != before, "the form did not scroll");
        // Once the person clicks into the field, the wheel is theirs.
        rounds->setFocus();
        QVERIFY(rounds->hasFocus());
        wheel(rounds, 1);
        QCOMPARE(rounds->value(), 21);
    }

    void seatNamesFollowTheSeatUnlessTyped() {
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        window.loadDemo();
        ui::SeatTable* seats = window.compose()->seatTable();
        QTableView* t = seats->table();
        auto name = [&](int row) { return seats->model()->index(row, ui::SeatTable::ColName).data().toString(); };
        auto strategy = [&](int row) { return seats->comboAt(row, ui::SeatTable::ColStrategy); };
        QCOMPARE(name(0), QStringLiteral("random 1"));
        strategy(0)->setCurrentText(QStringLiteral("ne"));
        QCOMPARE(name(0), QStringLiteral("ne 1"));  // was "random 1" playing ne
        // Typed into the name cell's editor, as a person does.
        t->setCurrentIndex(seats->model()->index(1, ui::SeatTable::ColName));
        t->edit(t->currentIndex());
        auto* editor = t->viewport()->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(editor);
        editor->setText(QStringLiteral("Alice"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(name(1), QStringLiteral("Alice"));  // the delegate commits from the event loop
        strategy(1)->setCurrentText(QStringLiteral("ne"));
        QCOMPARE(name(1), QStringLiteral("Alice"));  // typed by hand: kept
        // Add seat copies the current seat's settings, never its name.
        const int before = seats->count();
        t->setCurrentIndex(seats->model()->index(1, ui::SeatTable::ColName));
        QTest::mouseClick(seats->findChild<QPushButton*>(QStringLiteral("addSeat")), Qt::LeftButton);
        QCOMPARE(seats->count(), before + 1);
        QCOMPARE(name(before), QStringLiteral("ne %1").arg(before + 1));
        QSet<QString> names;
        for (int r = 0; r < seats->count(); ++r) names.insert(name(r));
        QCOMPARE(static_cast<int>(names.size()), seats->count());
        // Removing a seat renumbers the automatic names; the typed one stays.
        t->setCurrentIndex(seats->model()->index(0, ui::SeatTable::ColName));
        QTest::mouseClick(seats->findChild<QPushButton*>(QStringLiteral("removeSeat")), Qt::LeftButton);
        QCOMPARE(name(0), QStringLiteral("Alice"));
        QCOMPARE(name(1), QStringLiteral("random 2"));
        // The spec carries the names shown.
        const auto spec = window.compose()->spec();
        QVERIFY(spec.ok());
        QCOMPARE(QString::fromStdString(spec.value().seats[0].name), QStringLiteral("Alice"));
        QCOMPARE(QString::fromStdString(spec.value().seats[1].name), QStringLiteral("random 2"));
    }

    void welcomeBannerSaysWhatChangedAndGoesOnceUsed() {
        ui::AppSettings settings = ui::AppSettings::load();
        settings.welcomed = false;  // a first start
        settings.save();
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* banner = window.findChild<QWidget*>(QStringLiteral("welcomeBanner"));
        QVERIFY(banner && banner->isVisible());
        auto* take = window.findChild<QPushButton*>(QStringLiteral("takeSeatButton"));
        QTest::mouseClick(take, Qt::LeftButton);
        QVERIFY(!take->isVisible());
        const QString said = window.findChild<QLabel*>(QStringLiteral("welcomeText"))->text();
        QVERIFY2(said.contains(QStringLiteral("Seat 1 is now you")) && said.contains(QStringLiteral("Run")),
                 qPrintable(said));
        QCOMPARE(QString::fromStdString(window.compose()->seatTable()->seatsJson()[0].value("type", "")),
                 QStringLiteral("human"));
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("runDemoButton")), Qt::LeftButton);
        QTRY_VERIFY(!banner->isVisible());  // the demo ran: nothing left to offer
        window.controller()->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 10000);
        QVERIFY(ui::AppSettings::load().welcomed);  // and a second start has no banner
        ui::MainWindow again(engine::GameRegistry::builtin());
        again.show();
        QVERIFY(!again.findChild<QWidget*>(QStringLiteral("welcomeBanner"))->isVisible());
    }

    void composeSaysWhetherTheRunCanStart() {
        // The check Run makes, shown in Compose: a model seat without a key is "cannot run yet",
        // naming the seat and where the key goes; a local server needs none and is ready.
        qunsetenv("NASHLAB_TEST_ABSENT_KEY");
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        const engine::Json llm = {{"type", "llm"},
                                  {"provider", "openai"},
                                  {"model", "gpt-4o-mini"},
                                  {"api_key_env", "NASHLAB_TEST_ABSENT_KEY"}};
        QVERIFY(window.compose()
                    ->loadSpec({{"game", "guess_average"},
                                {"seats", engine::Json::array({llm, {{"type", "bot"}, {"strategy", "random"}}})}})
                    .ok());
        window.compose()->refreshPreviewNow();
        QVERIFY2(!window.compose()->statusText().startsWith(QStringLiteral("✓")),
                 qPrintable(window.compose()->statusText()));
        QTRY_VERIFY_WITH_TIMEOUT(window.compose()->statusText().startsWith(QStringLiteral("⚠ Cannot run yet")), 15000);
        QVERIFY2(window.compose()->statusText().contains(QStringLiteral("NASHLAB_TEST_ABSENT_KEY")),
                 qPrintable(window.compose()->statusText()));
        // With the key in the environment the same seat is ready.
        qputenv("NASHLAB_TEST_ABSENT_KEY", "sk-test");
        window.compose()->refreshPreviewNow();
        QTRY_VERIFY_WITH_TIMEOUT(window.compose()->statusText().startsWith(QStringLiteral("✓ Ready")), 15000);
        qunsetenv("NASHLAB_TEST_ABSENT_KEY");
    }

    void enterSendsTheAnswer() {
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.loadDemo();
        window.compose()->seatTable()->setRow(0, engine::Json{{"type", "human"}, {"name", "You"}});
        window.findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(1);
        window.arena()->setPacing(0);
        QVERIFY(window.runComposed());
        auto* input = window.arena()->humanInput();
        QTRY_COMPARE_WITH_TIMEOUT(input->seat(), 0, 5000);
        auto* box = input->findChild<QSpinBox*>(QStringLiteral("field_chosen_number"));
        QVERIFY(box);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("33"));
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 5000);
        auto run = engine::readRun(window.controller()->runDir().toStdString());
        QVERIFY(run);
        QCOMPARE(run->session("rep1")->rounds.front().actions[0].get<int>(), 33);
    }
};

QTEST_MAIN(TestWindowManners)
#include "tst_window_manners.moc"
