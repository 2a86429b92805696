// A classroom room played end to end from real browsers: three headless Chromium students (a
// 360-px phone and two 1280-px laptops) join a guess-the-average room with the join URL, answer
// three rounds by typing and clicking, one of them closes its tab in round 2 (the room's bot plays
// the seat after the grace period) and comes back in round 3 on the token its browser kept. The
// record must hold exactly what each browser typed, the pages must have shown the record's
// results, and no page may log a console error or a CSP violation. A projector and an instructor
// page are opened too. Screenshots go to $NASHLAB_SCREENSHOT_DIR when it is set. Skipped only
// where chromium or chromedriver is not installed.
//
// The room lives in this thread: every WebDriver call waits in a nested QEventLoop and the other
// waits use QTRY_* (QTest::qWait), so the room's sockets are served throughout.
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>
#include <array>
#include <memory>

#include "classroom/room_run.h"
#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/temp_dir.h"
#include "tests/support/webdriver.h"

using namespace nashlab;
using engine::Json;
using test::Browser;
using test::BrowserOptions;
using test::WebDriver;

namespace {

constexpr int kHumans = 3;
constexpr int kBots = 7;
constexpr int kRounds = 3;
constexpr int kWaitMs = 10000;

// Guess 2/3 of the average: three students and seven random bots, a fixed seed.
engine::ExperimentSpec guessSpec() {
    Json seats = Json::array();
    for (int i = 0; i < kHumans; ++i)
        seats.push_back({{"type", "human"}, {"name", "Student " + std::to_string(i + 1)}});
    seats.push_back({{"type", "bot"}, {"strategy", "random"}, {"count", kBots}});
    Json j = {{"name", "browser_room"}, {"game", "guess_average"}, {"rounds", kRounds}, {"seed", 7}, {"seats", seats}};
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
    if (!spec) qFatal("spec: %s", spec.error().message.c_str());
    return spec.value();
}

// A number as the pages write it (common.js fmtNumber): at most two decimals, no trailing zeros.
QString pageNumber(double value) {
    QString s = QString::number(value, 'f', 2);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0'))) s.chop(1);
        if (s.endsWith(QLatin1Char('.'))) s.chop(1);
    }
    if (s == QLatin1String("-0")) s = QStringLiteral("0");
    if (s.startsWith(QLatin1Char('-'))) s = QChar(0x2212) + s.mid(1);
    return s;
}

// Installed in a student page: records every data-phase the body takes (the result of rounds 1
// and 2 shows only until the next question comes), and what the result card said each time the
// page went to "result", by round.
const QString kRecorder = QStringLiteral(R"JS(
if (!window.__t) {
  window.__t = {phases: [document.body.getAttribute('data-phase')], results: {}};
  var grab = function () {
    var rows = {};
    document.querySelectorAll('#result-header tr').forEach(function (tr) {
      rows[tr.querySelector('th').textContent] = tr.querySelector('td').textContent;
    });
    return {
      title: document.getElementById('result-title').textContent,
      visible: !document.getElementById('result').hidden,
      rows: rows,
      action: document.getElementById('result-action').textContent,
      payoff: document.getElementById('result-payoff').textContent,
      total: document.getElementById('result-total').textContent,
      round: document.getElementById('round').textContent
    };
  };
  new MutationObserver(function (records) {
    records.forEach(function (r, i) {
      var now = i + 1 < records.length ? records[i + 1].oldValue : document.body.getAttribute('data-phase');
      window.__t.phases.push(now);
    });
    if (document.body.getAttribute('data-phase') === 'result') {
      var g = grab();
      window.__t.results[g.title] = g;
    }
  }).observe(document.body, {attributes: true, attributeFilter: ['data-phase'], attributeOldValue: true});
}
return true;
)JS");

QString phaseIs(const QString& phase) {
    return QStringLiteral("document.body.getAttribute('data-phase') === '%1'").arg(phase);
}

}  // namespace

class TstClassroomBrowser : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QString why;
        if (!WebDriver::available(&why)) QSKIP(qPrintable(why));
    }

    void threeBrowsersPlayARoomWithADropout();

private:
    void shot(Browser& browser, const QString& name) {
        const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
        if (dir.isEmpty()) return;
        QDir().mkpath(dir);
        QVERIFY2(browser.screenshot(dir + QLatin1Char('/') + name + QStringLiteral(".png")),
                 qPrintable(browser.lastError()));
    }
};

void TstClassroomBrowser::threeBrowsersPlayARoomWithADropout() {
    QElapsedTimer clock;
    clock.start();
    test::TempDir runs;
    classroom::RoomOptions options;
    options.graceS = 1.0;  // dropout policy: Bot (the default)
    QVERIFY(options.dropout == classroom::Dropout::Bot);
    auto created = classroom::RoomRun::create(guessSpec(), QString::fromStdString(runs.path()), options, {});
    QVERIFY2(created, created ? "" : created.error().message.c_str());
    auto run = std::move(created.value());
    const auto listening = run->listen(QStringLiteral("127.0.0.1"), 0);
    QVERIFY2(listening, listening ? "" : listening.error().message.c_str());
    auto& room = run->room();
    const QString joinUrl = run->joinUrl().toString();
    QVERIFY2(joinUrl.endsWith(QStringLiteral("/?code=") + QString::fromStdString(room.code())), qPrintable(joinUrl));

    WebDriver driver;
    QVERIFY2(driver.ready(), qPrintable(driver.lastError()));
    BrowserOptions phone;
    phone.width = 360;
    phone.height = 740;
    phone.mobile = true;
    BrowserOptions laptop;
    laptop.width = 1280;
    laptop.height = 800;
    std::array<std::unique_ptr<Browser>, kHumans> students{std::make_unique<Browser>(driver, phone),
                                                           std::make_unique<Browser>(driver, laptop),
                                                           std::make_unique<Browser>(driver, laptop)};
    for (auto& b : students) QVERIFY2(b->ok(), qPrintable(b->lastError()));
    Browser& ada = *students[0];
    Browser& zoe = *students[1];
    Browser& cleo = *students[2];
    const std::array<QString, kHumans> names{QStringLiteral("Ada"), QStringLiteral("<b>Zoë</b>"),
                                             QStringLiteral("Cleo")};
    // Cleo plays in a second tab, so that closing it leaves her browser (and its profile) open.
    const QString cleoFirstTab = cleo.currentWindow();
    QVERIFY2(!cleo.newWindow().isEmpty(), qPrintable(cleo.lastError()));

    // --- joining: one at a time, so that seats go 1, 2, 3 ------------------------------------
    for (int i = 0; i < kHumans; ++i) {
        Browser& b = *students[static_cast<std::size_t>(i)];
        QVERIFY2(b.navigate(joinUrl), qPrintable(b.lastError()));
        QVERIFY2(b.waitForScript(phaseIs(QStringLiteral("join")), kWaitMs), qPrintable(b.lastError()));
        QCOMPARE(b.executeScript(QStringLiteral("return window.innerWidth;")).toInt(), i == 0 ? 360 : 1280);
        QCOMPARE(b.executeScript(QStringLiteral("return document.documentElement.scrollWidth;")).toInt(),
                 i == 0 ? 360 : 1280);  // nothing sticks out sideways
        const QString code = b.findElement(QStringLiteral("#code"));
        QCOMPARE(b.property(code, QStringLiteral("value")).toString(), QString::fromStdString(room.code()));
        const QString name = b.findElement(QStringLiteral("#name"));
        QVERIFY2(!name.isEmpty(), qPrintable(b.lastError()));
        QVERIFY2(b.sendKeys(name, names[static_cast<std::size_t>(i)]), qPrintable(b.lastError()));
        QVERIFY2(b.click(b.findElement(QStringLiteral("#join"))), qPrintable(b.lastError()));
        QVERIFY2(b.waitForScript(phaseIs(QStringLiteral("waiting")), kWaitMs), qPrintable(b.lastError()));
        QCOMPARE(b.text(b.findElement(QStringLiteral("#seat-name"))), QStringLiteral("Player %1").arg(i + 1));
        QCOMPARE(b.text(b.findElement(QStringLiteral("#you-name"))), names[static_cast<std::size_t>(i)]);
        QCOMPARE(b.text(b.findElement(QStringLiteral("#status"))),
                 QStringLiteral("Waiting for the instructor to start"));
        QVERIFY(b.executeScript(kRecorder).toBool());
    }
    // The name is text: no <b> element was made of it.
    QCOMPARE(zoe.executeScript(QStringLiteral("return document.querySelectorAll('#you-name *, b').length;")).toInt(),
             0);
    const QString cleoToken =
        cleo.executeScript(QStringLiteral("return JSON.parse(localStorage.getItem('nashlab.room.token')).token;"))
            .toString();
    QCOMPARE(cleoToken.size(), 22);
    {
        const Json seats = room.snapshot()["seats"];
        for (int i = 0; i < kHumans; ++i) {
            QCOMPARE(QString::fromStdString(seats[static_cast<std::size_t>(i)]["student"].get<std::string>()),
                     names[static_cast<std::size_t>(i)]);
            QVERIFY(seats[static_cast<std::size_t>(i)]["connected"].get<bool>());
        }
    }

    // The projector, at the front of the room.
    BrowserOptions beamer;
    beamer.width = 1280;
    beamer.height = 720;
    Browser projector(driver, beamer);
    QVERIFY2(projector.ok(), qPrintable(projector.lastError()));
    QVERIFY2(projector.navigate(run->projectorUrl().toString()), qPrintable(projector.lastError()));
    QVERIFY2(projector.waitForScript(phaseIs(QStringLiteral("lobby")), kWaitMs), qPrintable(projector.lastError()));
    QCOMPARE(projector.text(projector.findElement(QStringLiteral("#join-code"))), QString::fromStdString(room.code()));
    QCOMPARE(projector.text(projector.findElement(QStringLiteral("#join-count"))),
             QStringLiteral("3 of 3 seats taken"));

    QVERIFY(room.control({{"command", "start"}}));

    // typed[round][student]; Cleo's round-2 answer is never typed (-1): the bot gives it.
    const int typed[kRounds][kHumans] = {{10, 33, 50}, {20, 40, -1}, {5, 66, 90}};
    const auto waitAsked = [&](Browser& b, int round) {
        return b.waitForScript(phaseIs(QStringLiteral("asked")) +
                                   QStringLiteral(" && document.getElementById('round').textContent === 'Round %1 of 3'"
                                                  " && !!document.querySelector('input[name=chosen_number]')")
                                       .arg(round),
                               kWaitMs);
    };
    const auto answer = [&](Browser& b, int value) {
        const QString input = b.findElement(QStringLiteral("input[name=chosen_number]"));
        if (input.isEmpty()) return false;
        if (!b.clear(input) || !b.sendKeys(input, QString::number(value))) return false;
        if (b.property(input, QStringLiteral("value")).toString() != QString::number(value)) return false;
        const int before = b.executeScript(QStringLiteral("return window.__t.phases.length;")).toInt();
        if (!b.click(b.findElement(QStringLiteral("#send")))) return false;
        // "answered" (it may have gone on to the result already when this was the round's last answer).
        return b.waitForScript(QStringLiteral("window.__t.phases.slice(%1).indexOf('answered') >= 0").arg(before),
                               kWaitMs);
    };
    // The page went to "result" for `round` (its card captured then).
    const auto sawResult = [&](Browser& b, int round) {
        return b.waitForScript(QStringLiteral("!!window.__t.results['Round %1 result']").arg(round), kWaitMs);
    };

    // --- round 1: everyone answers ----------------------------------------------------------
    for (auto& b : students) QVERIFY2(waitAsked(*b, 1), qPrintable(b->lastError()));
    QVERIFY(!ada.text(ada.findElement(QStringLiteral("#situation"))).isEmpty());
    {
        // The phone types first; its question is what the phone screenshot shows.
        const QString input = ada.findElement(QStringLiteral("input[name=chosen_number]"));
        QVERIFY(ada.clear(input) && ada.sendKeys(input, QString::number(typed[0][0])));
        shot(ada, QStringLiteral("classroom_student_phone"));
        QVERIFY2(ada.click(ada.findElement(QStringLiteral("#send"))), qPrintable(ada.lastError()));
        QVERIFY2(ada.waitForScript(phaseIs(QStringLiteral("answered")), kWaitMs), qPrintable(ada.lastError()));
    }
    QVERIFY2(answer(zoe, typed[0][1]), qPrintable(zoe.lastError()));
    QVERIFY2(answer(cleo, typed[0][2]), qPrintable(cleo.lastError()));
    for (auto& b : students) QVERIFY2(sawResult(*b, 1), qPrintable(b->lastError()));

    // --- round 2: Ada answers, Cleo's tab closes, the bot plays her seat ----------------------
    // Zoë answers only after Cleo is back: the room asks round 3 the moment round 2 completes,
    // and a seat whose student has been gone longer than the grace period is answered by the
    // bot at the room's next tick (250 ms), so Cleo must be back before round 3 is asked.
    for (auto& b : students) QVERIFY2(waitAsked(*b, 2), qPrintable(b->lastError()));
    // Round 1's result stays under round 2's question, and nothing is wider than the phone.
    for (auto& b : students)
        QVERIFY2(
            b->executeScript(
                 QStringLiteral("var ask = document.getElementById('ask'), result = document.getElementById('result');"
                                "return !ask.hidden && !result.hidden"
                                " && document.getElementById('result-title').textContent === 'Round 1 result'"
                                " && ask.getBoundingClientRect().bottom <= result.getBoundingClientRect().top"
                                " && document.documentElement.scrollWidth <= window.innerWidth;"))
                .toBool(),
            qPrintable(b->lastError()));
    QVERIFY2(answer(ada, typed[1][0]), qPrintable(ada.lastError()));
    // What Cleo's first tab showed of round 1 goes with the tab: kept here.
    const QJsonObject cleoRound1 =
        cleo.executeScript(QStringLiteral("return window.__t.results['Round 1 result'];")).toObject();
    QElapsedTimer gone;
    gone.start();
    QVERIFY2(cleo.closeWindow(), qPrintable(cleo.lastError()));
    QVERIFY(cleo.ok());
    QCOMPARE(cleo.currentWindow(), cleoFirstTab);
    QTRY_VERIFY_WITH_TIMEOUT(!room.snapshot()["seats"][2]["connected"].get<bool>(), 5000);
    QVERIFY(!room.snapshot()["seats"][2]["answered"].get<bool>());
    QTRY_VERIFY_WITH_TIMEOUT(room.snapshot()["seats"][2]["answered"].get<bool>(), 5000);
    QVERIFY2(gone.elapsed() >= 1000, qPrintable(QString::number(gone.elapsed())));  // not before the grace period
    QCOMPARE(room.snapshot()["round"].get<int>(), 2);

    // The projector: round 1's result, the payoff paths, and round 2's answers so far.
    QVERIFY2(
        projector.waitForScript(QStringLiteral("document.getElementById('answered').textContent === "
                                               "'answered 2 of 3' && !document.getElementById('result-panel').hidden"
                                               " && !document.getElementById('paths-panel').hidden"
                                               " && document.querySelectorAll('#hist .hist-bar').length === 10"),
                                kWaitMs),
        qPrintable(projector.lastError()));
    QCOMPARE(projector.text(projector.findElement(QStringLiteral("#round"))), QStringLiteral("Round 2 of 3"));
    QCOMPARE(projector.executeScript(QStringLiteral("return document.getElementById('result-title').textContent;"))
                 .toString(),
             QStringLiteral("Round 1 result"));  // shown upper-case
    // Two answers so far this round, Ada's and the one the bot gave for Cleo: the bars add up to 2.
    QVERIFY2(
        projector.waitForScript(QStringLiteral("Array.prototype.reduce.call(document.querySelectorAll('#hist "
                                               ".hist-count'), function (n, t) { return n + (Number(t.textContent) "
                                               "|| 0); }, 0) === 2"),
                                kWaitMs),
        qPrintable(projector.lastError()));
    QTest::qWait(600);  // the bars' growth animation (450 ms)
    shot(projector, QStringLiteral("classroom_projector_browser"));

    // Cleo comes back: a new tab in the same browser, the join URL again. Her token is in
    // localStorage, so the page takes her seat back without the join form.
    QVERIFY2(!cleo.newWindow().isEmpty(), qPrintable(cleo.lastError()));
    QVERIFY2(cleo.navigate(joinUrl), qPrintable(cleo.lastError()));
    QVERIFY2(
        cleo.waitForScript(phaseIs(QStringLiteral("waiting")) +
                               QStringLiteral(" && document.getElementById('join-screen').hidden"
                                              " && document.getElementById('seat-name').textContent === 'Player 3'"),
                           kWaitMs),
        qPrintable(cleo.lastError()));
    QVERIFY(cleo.executeScript(kRecorder).toBool());
    QCOMPARE(cleo.executeScript(QStringLiteral("return window.__t.phases[0];")).toString(), QStringLiteral("waiting"));
    QCOMPARE(cleo.executeScript(QStringLiteral("return JSON.parse(localStorage.getItem('nashlab.room.token')).token;"))
                 .toString(),
             cleoToken);
    QTRY_VERIFY_WITH_TIMEOUT(room.snapshot()["seats"][2]["connected"].get<bool>(), 5000);
    QCOMPARE(QString::fromStdString(room.snapshot()["seats"][2]["student"].get<std::string>()), names[2]);

    // The instructor's page, in a second tab of the projector's browser.
    QVERIFY2(!projector.newWindow().isEmpty(), qPrintable(projector.lastError()));
    QVERIFY2(projector.navigate(run->instructorUrl().toString()), qPrintable(projector.lastError()));
    QVERIFY2(
        projector.waitForScript(phaseIs(QStringLiteral("playing")) +
                                    QStringLiteral(" && document.querySelectorAll('#seats-body tr').length === 10"),
                                kWaitMs),
        qPrintable(projector.lastError()));
    const QString seatsText = projector.text(projector.findElement(QStringLiteral("#seats-body")));
    for (const QString& n : names) QVERIFY2(seatsText.contains(n), qPrintable(seatsText));
    QVERIFY2(projector.text(projector.findElement(QStringLiteral("#log"))).contains(QStringLiteral("the bot answered")),
             qPrintable(projector.text(projector.findElement(QStringLiteral("#log")))));
    shot(projector, QStringLiteral("classroom_instructor_browser"));

    // Zoë answers last: round 2 is complete.
    QVERIFY2(answer(zoe, typed[1][1]), qPrintable(zoe.lastError()));
    for (auto& b : students) QVERIFY2(sawResult(*b, 2), qPrintable(b->lastError()));

    // --- round 3: Cleo, back, gets the question and everyone answers --------------------------
    for (auto& b : students) QVERIFY2(waitAsked(*b, 3), qPrintable(b->lastError()));
    for (int i = 0; i < kHumans; ++i)
        QVERIFY2(answer(*students[static_cast<std::size_t>(i)], typed[2][i]),
                 qPrintable(students[static_cast<std::size_t>(i)]->lastError()));
    QTRY_VERIFY_WITH_TIMEOUT(run->done(), kWaitMs);
    for (auto& b : students) {
        QVERIFY2(sawResult(*b, 3), qPrintable(b->lastError()));
        QVERIFY2(b->waitForScript(phaseIs(QStringLiteral("finished")), kWaitMs), qPrintable(b->lastError()));
        QVERIFY(!b->findElement(QStringLiteral("#result:not([hidden])")).isEmpty());  // the last result stays
        QCOMPARE(b->executeScript(QStringLiteral("return document.documentElement.scrollWidth;")).toInt(),
                 b->options().width);
    }
    shot(zoe, QStringLiteral("classroom_student_laptop"));

    // --- the record holds exactly what the browsers typed -----------------------------------
    auto record = engine::readRun(run->runDir().toStdString());
    QVERIFY2(record, record ? "" : record.error().message.c_str());
    std::vector<Json> decisions, completed;
    for (const auto& e : record->events) {
        if (e.value("type", "") == "decision") decisions.push_back(e);
        if (e.value("type", "") == "round_completed") completed.push_back(e);
    }
    QCOMPARE(completed.size(), std::size_t{kRounds});
    QCOMPARE(decisions.size(), std::size_t{kRounds * (kHumans + kBots)});  // one per seat and round
    const auto decisionOf = [&](int round, int seat) -> const Json* {
        for (const auto& d : decisions)
            if (d.value("round", 0) == round && d.value("seat", -1) == seat) return &d;
        return nullptr;
    };
    for (int r = 1; r <= kRounds; ++r) {
        const Json& done = completed[static_cast<std::size_t>(r - 1)];
        QCOMPARE(done["round"].get<int>(), r);
        for (int seat = 0; seat < kHumans; ++seat) {
            const Json* d = decisionOf(r, seat);
            QVERIFY2(d, qPrintable(QStringLiteral("no decision of seat %1 in round %2").arg(seat).arg(r)));
            const int sent = typed[r - 1][seat];
            const Json& action = (*d)["action"];
            QVERIFY(done["actions"][static_cast<std::size_t>(seat)] == action["chosen_number"]);
            if (r == 2 && seat == 2) {
                QCOMPARE((*d)["extra"]["input"].get<std::string>(), std::string("dropout"));
                QCOMPARE((*d)["extra"]["policy"].get<std::string>(), std::string("bot"));
                QVERIFY((*d)["valid"].get<bool>());
            } else {
                QCOMPARE(action["chosen_number"].get<double>(), static_cast<double>(sent));
                QCOMPARE((*d)["extra"]["input"].get<std::string>(), std::string("classroom"));
                QCOMPARE(QString::fromStdString((*d)["extra"]["student"].get<std::string>()),
                         names[static_cast<std::size_t>(seat)]);
            }
            // What the page showed for the round is the record's.
            Browser& b = *students[static_cast<std::size_t>(seat)];
            const QJsonObject shown =
                r == 1 && seat == 2
                    ? cleoRound1
                    : b.executeScript(QStringLiteral("return window.__t.results['Round %1 result'];").arg(r))
                          .toObject();
            const QString who = QStringLiteral("round %1, seat %2: ").arg(r).arg(seat + 1);
            QVERIFY2(shown.value(QStringLiteral("visible")).toBool(), qPrintable(who + b.lastError()));
            QCOMPARE(shown.value(QStringLiteral("round")).toString(), QStringLiteral("Round %1 of 3").arg(r));
            const QJsonObject rows = shown.value(QStringLiteral("rows")).toObject();
            QCOMPARE(rows.value(QStringLiteral("Average")).toString(),
                     pageNumber(done["public"]["average"].get<double>()));
            QCOMPARE(rows.value(QStringLiteral("Target")).toString(),
                     pageNumber(done["public"]["target"].get<double>()));
            QCOMPARE(shown.value(QStringLiteral("action")).toString(),
                     QStringLiteral("You played ") + pageNumber(action["chosen_number"].get<double>()));
            QCOMPARE(shown.value(QStringLiteral("rows")).toObject().size(),
                     4);  // average, target, winning numbers, winners
            QCOMPARE(shown.value(QStringLiteral("payoff")).toString(),
                     pageNumber(done["payoffs"][static_cast<std::size_t>(seat)].get<double>()));
            QCOMPARE(shown.value(QStringLiteral("total")).toString(),
                     pageNumber(done["cumulative"][static_cast<std::size_t>(seat)].get<double>()));
        }
    }
    // The page's path through the game: answered before each result, finished at the end.
    for (int i = 0; i < 2; ++i) {
        const QStringList phases = students[static_cast<std::size_t>(i)]
                                       ->executeScript(QStringLiteral("return window.__t.phases;"))
                                       .toVariant()
                                       .toStringList();
        QStringList expected{QStringLiteral("waiting")};
        for (int r = 0; r < kRounds; ++r)
            expected << QStringLiteral("asked") << QStringLiteral("answered") << QStringLiteral("result");
        expected << QStringLiteral("finished");
        QCOMPARE(phases, expected);
    }

    // --- no console errors, no CSP violations anywhere ---------------------------------------
    for (int i = 0; i < kHumans; ++i) QCOMPARE(students[static_cast<std::size_t>(i)]->consoleErrors(), QStringList());
    QCOMPARE(projector.consoleErrors(), QStringList());
    QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
}

QTEST_GUILESS_MAIN(TstClassroomBrowser)
#include "tst_classroom_browser.moc"
