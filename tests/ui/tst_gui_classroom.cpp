// The classroom room in the window, offscreen: the instructor's RoomPanel and the ProjectorWindow
// following a real RoomRun (guess 2/3 of the average: two students, three bots, two rounds) that
// fake clients join and play through Room::connected()/received(); the QR code's shape; and the
// main window's "Open classroom room…" action. Screenshots go to $NASHLAB_SCREENSHOT_DIR.
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>
#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

#include "app/composition/provider_seat_services.h"
#include "classroom/room_run.h"
#include "engine/game/game_registry.h"
#include "tests/support/gui_shots.h"
#include "tests/support/temp_dir.h"
#include "ui/classroom/live_histogram.h"
#include "ui/classroom/paths_plot.h"
#include "ui/classroom/projector_window.h"
#include "ui/classroom/qr_code.h"
#include "ui/classroom/room_dialog.h"
#include "ui/classroom/room_panel.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;
using test::screenshot;

namespace {

/// A page as the room sees it: keeps every message sent to it.
class FakeClient final : public classroom::RoomClient {
public:
    void send(const Json& message) override { messages.push_back(message); }
    void close(const std::string& why) override {
        closed = true;
        closeReason = why;
    }
    std::string peer() const override { return "fake"; }

    /// The first "ask" not answered yet (nor withdrawn).
    std::optional<Json> pendingAsk() const {
        std::set<int> gone;
        for (const Json& m : messages)
            if (m.value("type", "") == "withdrawn" || m.value("type", "") == "accepted") gone.insert(m.value("ask", 0));
        for (const Json& m : messages)
            if (m.value("type", "") == "ask" && !answered.count(m.value("ask", 0)) && !gone.count(m.value("ask", 0)))
                return m;
        return std::nullopt;
    }
    std::optional<Json> last(const std::string& type) const {
        for (auto it = messages.rbegin(); it != messages.rend(); ++it)
            if (it->value("type", "") == type) return *it;
        return std::nullopt;
    }

    std::vector<Json> messages;
    std::set<int> answered;
    bool closed = false;
    std::string closeReason;
};

engine::ExperimentSpec guessSpec() {
    const Json j = {{"game", "guess_average"},
                    {"name", "classroom-test"},
                    {"rounds", 2},
                    {"seed", 11},
                    {"seats", Json::array({{{"type", "human"}, {"name", "Player 1"}},
                                           {{"type", "human"}, {"name", "Player 2"}},
                                           {{"type", "bot"}, {"strategy", "random"}},
                                           {{"type", "bot"}, {"strategy", "level_k"}, {"options", {{"k", 1}}}},
                                           {{"type", "bot"}, {"strategy", "adaptive"}}})}};
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
    if (!spec) qFatal("bad spec: %s", spec.error().message.c_str());
    return spec.value();
}

/// Answers `client`'s open ask with `number` in the ask's own field; false when none is open.
bool answer(classroom::Room& room, FakeClient& client, int number) {
    const auto ask = client.pendingAsk();
    if (!ask) return false;
    const int id = ask->value("ask", 0);
    const std::string field = ask->at("form").at(0).value("name", "");
    client.answered.insert(id);
    room.received(&client, {{"type", "answer"}, {"ask", id}, {"action", {{field, number}}}});
    return true;
}

int dark(const QImage& image, int x, int y) { return qGray(image.pixel(x, y)) < 128 ? 1 : 0; }

QString cell(QTableWidget* table, int row, int column) {
    auto* item = table->item(row, column);
    return item ? item->text() : QString();
}

}  // namespace

class TestGuiClassroom : public QObject {
    Q_OBJECT

private slots:
    void qrCodeHasTheStandardShape() {
        const int ms = 3;
        const QImage image = ui::qrCodeImage(QStringLiteral("http://192.168.1.20:8765/?code=K7QM2P"), ms);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), image.height());
        QCOMPARE(image.width() % ms, 0);
        // The finder pattern's top edge is 7 dark modules wide, after the 4-module quiet zone.
        const int q = ui::kQrQuietZone * ms;
        int run = 0;
        while (q + run < image.width() && dark(image, q + run, q)) ++run;
        QCOMPARE(run, 7 * ms);
        const int modules = image.width() / ms - 2 * ui::kQrQuietZone;
        QCOMPARE(image.width(), (modules + 8) * ms);
        QVERIFY2(modules >= 21 && (modules - 21) % 4 == 0, qPrintable(QString::number(modules)));  // a QR version
        for (int i = 0; i < image.width(); ++i) {  // the quiet zone is white all round
            QCOMPARE(dark(image, i, 0) + dark(image, 0, i) + dark(image, i, image.height() - 1), 0);
            QCOMPARE(dark(image, image.width() - 1, i), 0);
        }
        // The three finder patterns: dark ring, light ring, dark centre.
        for (const auto& [mx, my] : {std::pair{0, 0}, std::pair{modules - 7, 0}, std::pair{0, modules - 7}}) {
            const auto at = [&](int dx, int dy) {
                return dark(image, (ui::kQrQuietZone + mx + dx) * ms + 1, (ui::kQrQuietZone + my + dy) * ms + 1);
            };
            QCOMPARE(at(0, 0) + at(6, 6) + at(3, 3) + at(2, 4), 4);
            QCOMPARE(at(1, 1) + at(5, 5) + at(1, 3), 0);
        }
        QVERIFY(ui::qrCodeImage(QStringLiteral("x"), 0).isNull());
        QVERIFY(ui::qrCodeImage(QString(), 4).isNull());
    }

    void panelAndProjectorFollowARoom() {
        test::TempDir dir;
        FakeClient ada, eve;  // before the room, which may still speak to them as it closes
        auto created =
            classroom::RoomRun::create(guessSpec(), QString::fromStdString(dir.path()), classroom::RoomOptions{}, {});
        QVERIFY2(created, created ? "" : created.error().message.c_str());
        std::unique_ptr<classroom::RoomRun> run = std::move(created.value());
        const auto listening = run->listen(QStringLiteral("127.0.0.1"), 0);
        QVERIFY2(listening, listening ? "" : listening.error().message.c_str());
        classroom::Room& room = run->room();
        const QString code = QString::fromStdString(room.code());

        ui::RoomPanel panel(*run);
        panel.resize(1024, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("roomCode"))->text(), code);
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("roomAddress"))->text(), run->joinUrl().toString());
        // The QR code: (modules + 8) × 4 pixels, the modules those of the join address's code.
        const QPixmap qr = panel.findChild<QLabel*>(QStringLiteral("roomQr"))->pixmap();
        QVERIFY(!qr.isNull());
        const int modules = ui::qrCodeImage(run->joinUrl().toString(), 1).width() - 8;
        QVERIFY(modules >= 21);
        QCOMPARE(qr.width(), (modules + 8) * 4);

        const auto button = [&panel](const char* name) { return panel.findChild<QPushButton*>(QLatin1String(name)); };
        QVERIFY(button("roomStartButton")->isEnabled());
        QVERIFY(!button("roomPauseButton")->isEnabled());
        QVERIFY(!button("roomExtendButton")->isEnabled());
        QVERIFY(!button("roomKickButton")->isEnabled());  // no seat selected
        QVERIFY(!button("roomAssignButton")->isEnabled());
        QVERIFY(!button("roomRevealButton")->isVisibleTo(&panel));  // results are not held
        QVERIFY(!button("roomNextButton")->isVisibleTo(&panel));    // one game

        ui::ProjectorWindow* projector = panel.openProjector();
        projector->resize(1280, 720);
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        QVERIFY(projector->showingLobby());
        QCOMPARE(projector->codeText(), code);

        // Two students join; one calls herself "<b>Eve</b>", which must show as typed.
        room.connected(&ada);
        room.received(&ada, {{"type", "hello"}, {"role", "student"}, {"code", room.code()}, {"name", "Ada"}});
        room.connected(&eve);
        room.received(&eve, {{"type", "hello"}, {"role", "student"}, {"code", room.code()}, {"name", "<b>Eve</b>"}});
        QVERIFY(ada.last("welcome") && eve.last("welcome"));
        const int adaSeat = ada.last("welcome")->value("seat", -1);
        const int eveSeat = eve.last("welcome")->value("seat", -1);
        QVERIFY2(std::set<int>({adaSeat, eveSeat}) == std::set<int>({0, 1}),
                 qPrintable(QStringLiteral("%1 %2").arg(adaSeat).arg(eveSeat)));
        auto* table = panel.findChild<QTableWidget*>(QStringLiteral("roomSeats"));
        QCOMPARE(table->rowCount(), 5);
        QTRY_COMPARE(cell(table, adaSeat, ui::RoomPanel::StudentColumn), QStringLiteral("Ada"));
        QTRY_COMPARE(cell(table, eveSeat, ui::RoomPanel::StudentColumn), QStringLiteral("<b>Eve</b>"));
        QVERIFY(cell(table, eveSeat, ui::RoomPanel::ConnectedColumn).startsWith(QStringLiteral("●")));
        QCOMPARE(cell(table, 2, ui::RoomPanel::KindColumn), QStringLiteral("Bot"));
        // A student's seat selected: Kick and Switch to bot can act; a bot's: they cannot.
        table->selectRow(eveSeat);
        QVERIFY(button("roomKickButton")->isEnabled());
        QVERIFY(button("roomBotButton")->isEnabled());
        table->selectRow(3);
        QVERIFY(!button("roomKickButton")->isEnabled());
        QVERIFY(!button("roomBotButton")->isEnabled());
        // The projector never shows a student's name.
        QTRY_COMPARE(projector->findChild<QLabel*>(QStringLiteral("projectorJoined"))->text(),
                     QStringLiteral("2 of 2 seats taken"));
        screenshot(&panel, QStringLiteral("classroom_panel_lobby"));
        screenshot(projector, QStringLiteral("classroom_projector_lobby"));

        QSignalSpy finished(run.get(), &classroom::RoomRun::finished);
        QTest::mouseClick(button("roomStartButton"), Qt::LeftButton);
        QTRY_VERIFY(room.phase() == classroom::RoomPhase::Playing);
        QVERIFY(!button("roomStartButton")->isEnabled());
        QVERIFY(button("roomPauseButton")->isEnabled());
        QVERIFY(!projector->showingLobby());

        // Round 1: Ada answers, Eve has not yet.
        QTRY_VERIFY_WITH_TIMEOUT(ada.pendingAsk() && eve.pendingAsk(), 10000);
        QCOMPARE(ada.pendingAsk()->at("form").at(0).value("kind", ""), std::string("number"));
        QVERIFY(answer(room, ada, 33));
        QTRY_COMPARE(cell(table, adaSeat, ui::RoomPanel::AnsweredColumn), QStringLiteral("✓ answered"));
        QCOMPARE(cell(table, eveSeat, ui::RoomPanel::AnsweredColumn), QStringLiteral("… asked"));
        QCOMPARE(projector->roundText(), QStringLiteral("Round 1 of 2"));
        // The histogram holds exactly the live message's answers, Ada's 33 in the bin [30, 40).
        auto* histogram = projector->histogram();
        QTRY_VERIFY(room.live().is_object() && room.live().contains("values") &&
                    histogram->total() == static_cast<int>(room.live()["values"].size()));
        const Json live = room.live();
        QVERIFY(histogram->total() >= 1);
        if (live.contains("min")) {  // the range the game gives; else the answers' own
            QCOMPARE(histogram->minimum(), live["min"].get<double>());
            QCOMPARE(histogram->maximum(), live["max"].get<double>());
        }
        const double lo = histogram->minimum(), hi = histogram->maximum();
        QVERIFY(lo <= 33 && 33 <= hi);
        QVector<int> expected(ui::LiveHistogram::kBins, 0);
        for (const Json& v : live["values"])
            ++expected[std::clamp(static_cast<int>((v.get<double>() - lo) / (hi - lo) * 10), 0, 9)];
        QCOMPARE(histogram->counts(), expected);
        QVERIFY(std::find(live["values"].begin(), live["values"].end(), Json(33)) != live["values"].end());
        QCOMPARE(projector->answeredText(),
                 QStringLiteral("answered %1 of %2").arg(live.value("answered", 0)).arg(live.value("of", 0)));
        screenshot(&panel, QStringLiteral("classroom_panel"));
        screenshot(projector, QStringLiteral("classroom_projector"));

        QVERIFY(answer(room, eve, 40));
        // Round 2: Eve's seat goes to the bot, and back; the students answer what they are asked.
        QTRY_VERIFY_WITH_TIMEOUT(room.snapshot().value("round", 0) == 2 || finished.count() > 0, 10000);
        QTRY_VERIFY(!projector->paths()->cumulative().empty());
        QCOMPARE(static_cast<int>(projector->paths()->cumulative().size()), 5);
        QCOMPARE(projector->paths()->names().front(), QStringLiteral("Player 1"));
        table->selectRow(eveSeat);
        QCOMPARE(button("roomBotButton")->text(), QStringLiteral("Switch to bot"));
        QTest::mouseClick(button("roomBotButton"), Qt::LeftButton);
        QTRY_COMPARE(cell(table, eveSeat, ui::RoomPanel::KindColumn), QStringLiteral("Student (bot answers)"));
        QCOMPARE(button("roomBotButton")->text(), QStringLiteral("Back to student"));
        QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("roomError"))->isVisible());
        QTest::mouseClick(button("roomBotButton"), Qt::LeftButton);
        QTRY_COMPARE(cell(table, eveSeat, ui::RoomPanel::KindColumn), QStringLiteral("Student"));

        while (!run->done()) {
            QVERIFY2(QTest::qWaitFor([&] { return run->done() || ada.pendingAsk() || eve.pendingAsk(); }, 10000),
                     "neither an ask nor the end came");
            answer(room, ada, 20);
            answer(room, eve, 25);
        }
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(room.phase() == classroom::RoomPhase::Finished);
        QVERIFY(panel.findChild<QWidget*>(QStringLiteral("roomFinished"))->isVisible());
        for (const char* name : {"roomStartButton", "roomPauseButton", "roomExtendButton", "roomKickButton",
                                 "roomBotButton", "roomAssignButton"})
            QVERIFY2(!button(name)->isEnabled(), name);
        QSignalSpy openResults(&panel, &ui::RoomPanel::openResultsRequested);
        QTest::mouseClick(button("openResultsButton"), Qt::LeftButton);
        QCOMPARE(openResults.count(), 1);
        QCOMPARE(openResults.front().front().toString(), run->runDir());
        QCOMPARE(projector->roundText(), QStringLiteral("Finished"));
        // Every seat's path runs over both rounds.
        for (const auto& path : projector->paths()->cumulative()) QCOMPARE(static_cast<int>(path.size()), 2);
        screenshot(&panel, QStringLiteral("classroom_panel_finished"));
        screenshot(projector, QStringLiteral("classroom_projector_finished"));
    }

    void controlsActOnTheRoom() {
        test::TempDir dir;
        FakeClient ada, bob, cy;
        const Json j = {
            {"game", "guess_average"},
            {"rounds", 1},
            {"seats", Json::array({{{"type", "human"}}, {{"type", "human"}}, {{"type", "bot"}, {"strategy", "ne"}}})}};
        auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
        QVERIFY(spec);
        classroom::RoomOptions options;
        options.timeLimitS = 60;
        auto created = classroom::RoomRun::create(spec.value(), QString::fromStdString(dir.path()), options, {});
        QVERIFY2(created, created ? "" : created.error().message.c_str());
        std::unique_ptr<classroom::RoomRun> run = std::move(created.value());
        QVERIFY(run->listen(QStringLiteral("127.0.0.1"), 0));
        classroom::Room& room = run->room();
        ui::RoomPanel panel(*run);
        panel.resize(1024, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto button = [&panel](const char* name) { return panel.findChild<QPushButton*>(QLatin1String(name)); };
        auto* table = panel.findChild<QTableWidget*>(QStringLiteral("roomSeats"));
        auto* waitingTitle = panel.findChild<QLabel*>(QStringLiteral("roomWaitingTitle"));
        QVERIFY(button("roomExtendButton")->isVisibleTo(&panel));  // decisions have a time limit
        QVERIFY(!table->isColumnHidden(ui::RoomPanel::TimeColumn));
        QCOMPARE(waitingTitle->text(), QStringLiteral("Nobody is waiting for a seat"));
        QVERIFY(!panel.findChild<QListWidget*>(QStringLiteral("roomWaiting"))->isVisibleTo(&panel));

        // Two students take the seats, a third waits.
        for (auto [client, name] : {std::pair{&ada, "Ada"}, std::pair{&bob, "Bob"}, std::pair{&cy, "Cy"}}) {
            room.connected(client);
            room.received(client, {{"type", "hello"}, {"role", "student"}, {"code", room.code()}, {"name", name}});
        }
        QVERIFY(!cy.last("welcome"));
        auto* waiting = panel.findChild<QListWidget*>(QStringLiteral("roomWaiting"));
        QTRY_COMPARE(waiting->count(), 1);
        QVERIFY(waiting->isVisibleTo(&panel));
        QCOMPARE(waiting->item(0)->text(), QStringLiteral("Cy"));
        waiting->setCurrentRow(0);
        QVERIFY(!button("roomAssignButton")->isEnabled());  // no seat is free
        screenshot(&panel, QStringLiteral("classroom_panel_waiting"));

        // Bob's seat taken from him: the student waiting gets it.
        const int bobSeat = bob.last("welcome")->value("seat", -1);
        table->selectRow(bobSeat);
        QVERIFY(button("roomKickButton")->isEnabled());
        QTest::mouseClick(button("roomKickButton"), Qt::LeftButton);
        QVERIFY(bob.closed);
        QTRY_COMPARE(cell(table, bobSeat, ui::RoomPanel::StudentColumn), QStringLiteral("Cy"));
        QCOMPARE(waitingTitle->text(), QStringLiteral("Nobody is waiting for a seat"));
        QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("roomError"))->isVisible());

        // Playing: the countdowns show, Extend adds to them, Pause holds them.
        QTest::mouseClick(button("roomStartButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(ada.pendingAsk() && cy.pendingAsk(), 10000);
        const int adaSeat = ada.last("welcome")->value("seat", -1);
        const auto secondsLeft = [&] {
            return cell(table, adaSeat, ui::RoomPanel::TimeColumn).section(' ', 0, 0).toInt();
        };
        QTRY_VERIFY(secondsLeft() > 50 && secondsLeft() <= 60);
        QTRY_VERIFY(button("roomExtendButton")->isEnabled());
        QTest::mouseClick(button("roomExtendButton"), Qt::LeftButton);
        QVERIFY2(!panel.findChild<QLabel*>(QStringLiteral("roomError"))->isVisible(),
                 qPrintable(panel.findChild<QLabel*>(QStringLiteral("roomError"))->text()));
        QTRY_VERIFY(secondsLeft() > 80);
        QTest::mouseClick(button("roomPauseButton"), Qt::LeftButton);
        QVERIFY(room.phase() == classroom::RoomPhase::Paused);
        QCOMPARE(button("roomPauseButton")->text(), QStringLiteral("Resume"));
        QVERIFY(cell(table, adaSeat, ui::RoomPanel::TimeColumn).contains(QStringLiteral("paused")));
        QTest::mouseClick(button("roomPauseButton"), Qt::LeftButton);
        QVERIFY(room.phase() == classroom::RoomPhase::Playing);
        QCOMPARE(button("roomPauseButton")->text(), QStringLiteral("Pause"));

        QVERIFY(answer(room, ada, 10));
        QVERIFY(answer(room, cy, 12));
        QTRY_VERIFY_WITH_TIMEOUT(run->done(), 10000);
        QTRY_VERIFY(room.phase() == classroom::RoomPhase::Finished);
    }

    void windowOpensARoomForHumanSeats() {
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("openRoomAction"));
        QVERIFY(action);
        QVERIFY(window.compose()
                    ->loadSpec({{"game", "guess_average"},
                                {"rounds", 2},
                                {"seats", Json::array({{{"type", "bot"}, {"strategy", "ne"}},
                                                       {{"type", "bot"}, {"strategy", "ne"}}})}})
                    .ok());
        window.compose()->refreshPreviewNow();
        QTRY_VERIFY(!action->isEnabled());  // no human seat: nothing to open a room for
        // The seat's kind set to Human as a person does it, in the seat table.
        auto* kind = window.compose()->seatTable()->comboAt(0, ui::SeatTable::ColKind);
        QVERIFY(kind);
        kind->setCurrentIndex(kind->findData(QStringLiteral("human")));
        QTRY_VERIFY(action->isEnabled());
        QCOMPARE(window.compose()->spec()->seats[0].type, std::string("human"));

        const auto spec = window.compose()->spec();
        QVERIFY(spec);
        QVERIFY(window.openRoom(spec.value(), QStringLiteral("127.0.0.1"), 0, classroom::RoomOptions{}));
        QVERIFY(window.room());
        QVERIFY(window.roomPanel());
        QCOMPARE(window.tabs()->currentWidget(), window.roomPanel());
        QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("Classroom"));
        QCOMPARE(window.roomPanel()->findChild<QLabel*>(QStringLiteral("roomCode"))->text(),
                 QString::fromStdString(window.room()->room().code()));
        QVERIFY(action->isEnabled());  // it now shows the room
        window.resize(1024, 700);
        screenshot(&window, QStringLiteral("classroom_window"));
        // In the lobby the room closes without a question.
        QVERIFY(window.closeRoom());
        QVERIFY(!window.room());
        QTRY_VERIFY(!window.roomPanel());
        QCOMPARE(window.tabs()->count(), 4);
    }

    // The room's tab in German and Chinese, at 1024 × 700 and at full size: translated, and the
    // seats table and controls fit.
    void theRoomReadsInEachLanguage() {
        for (const auto& [code, tab, start] :
             {std::tuple{QStringLiteral("en"), QStringLiteral("Classroom"), QStringLiteral("Start")},
              std::tuple{QStringLiteral("de"), QStringLiteral("Klassenraum"), QStringLiteral("Starten")},
              std::tuple{QStringLiteral("zh_CN"), QStringLiteral("课堂"), QStringLiteral("开始")}}) {
            ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.setLanguage(code);
            // The projector's marks come from the room in English and read in the window's language.
            QCOMPARE(ui::LiveHistogram::markLabel("Average so far"),
                     code == QLatin1String("de")      ? QStringLiteral("Durchschnitt bisher")
                     : code == QLatin1String("zh_CN") ? QStringLiteral("目前平均值")
                                                      : QStringLiteral("Average so far"));
            QVERIFY(window.compose()
                        ->loadSpec({{"game", "guess_average"},
                                    {"rounds", 3},
                                    {"seats", Json::array({{{"type", "human"}, {"count", 3}},
                                                           {{"type", "bot"}, {"strategy", "random"}, {"count", 4}}})}})
                        .ok());
            const auto spec = window.compose()->spec();
            QVERIFY(spec);
            QVERIFY(window.openRoom(spec.value(), QStringLiteral("127.0.0.1"), 0, classroom::RoomOptions{}));
            QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), tab);
            auto* startButton = window.roomPanel()->findChild<QPushButton*>(QStringLiteral("roomStartButton"));
            QVERIFY(startButton);
            QCOMPARE(startButton->text(), start);
            if (auto* banner = window.findChild<QWidget*>(QStringLiteral("welcomeBanner"))) banner->hide();
            window.resize(1024, 700);
            QCoreApplication::processEvents();
            screenshot(&window, QStringLiteral("classroom_window_") + code);
            window.resize(1600, 1000);
            QCoreApplication::processEvents();
            screenshot(&window, QStringLiteral("classroom_window_full_") + code);
            QVERIFY(window.closeRoom());
            window.setLanguage(QStringLiteral("en"));  // the translator is the application's
        }
    }

    void dialogOffersThisMachinesAddresses() {
        ui::RoomDialog dialog;
        const QStringList addresses = ui::RoomDialog::ipv4Addresses();
        QVERIFY(addresses.contains(QStringLiteral("127.0.0.1")));
        QCOMPARE(addresses.last(), QStringLiteral("127.0.0.1"));  // loopback last: the default reaches others
        QCOMPARE(dialog.host(), addresses.first());
        QCOMPARE(dialog.port(), quint16(8765));
        QCOMPARE(dialog.options().dropout, classroom::Dropout::Bot);
        QCOMPARE(dialog.options().holdResults, false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        screenshot(&dialog, QStringLiteral("classroom_dialog"));
    }
};

QTEST_MAIN(TestGuiClassroom)
#include "tst_gui_classroom.moc"
