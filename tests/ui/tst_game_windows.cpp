// Every game reads right in the window, at laptop size and full size, in every language: each game
// of the registry is chosen in the Library, played a few rounds with its default bots, and every
// tab of Compose, Arena, Results and Tournament is read as a person would (tests/ui/layout_audit.h):
// no text cut by its widget, no null/inf/nan or brace, no legend that drops a series, no string
// left untranslated in de or zh_CN, and nothing forces the window wider than it was made.
// Every screenshot is saved (NASHLAB_SCREENSHOT_DIR, else screenshots/ beside the test) with a
// contact sheet per size and language (contact_<size>_<lang>.png), the one in docs/screenshots.
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QRegularExpression>
#include <QSpinBox>
#include <QtTest>
#include <map>
#include <memory>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "tests/ui/layout_audit.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/main/main_window.h"
#include "ui/results/results_view.h"
#include "ui/tournament/tournament_view.h"

using namespace nashlab;

namespace {

QString screenshotDir() {
    QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) dir = QDir::current().absoluteFilePath(QStringLiteral("screenshots"));
    QDir().mkpath(dir);
    return dir;
}

// Opens each visible tab of `tabs` in turn and audits the window with it shown.
// `stem` names its screenshots (<stem>_<tab>.png).
void auditEveryTab(ui::MainWindow& window, ui::ChartsPanel* tabs, const QString& where, const QString& stem,
                   QStringList& problems) {
    for (int i = 0; i < tabs->count(); ++i) {
        if (!tabs->isTabVisible(i)) continue;
        tabs->setCurrentIndex(i);
        tabs->refreshNow();
        QCoreApplication::processEvents();
        problems << test::layoutProblems(&window, where + QLatin1Char('/') + tabs->tabText(i));
        QVERIFY(window.grab().save(QStringLiteral("%1_%2.png").arg(stem).arg(i)));
    }
}

}  // namespace

class TestGameWindows : public QObject {
    Q_OBJECT

    // size/lang -> (game, screenshot of the Arena, of the Results) for the contact sheets.
    std::map<QString, std::vector<std::pair<QString, QStringList>>> m_shots;

private slots:
    void everyGameReadsRight_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const auto* game : engine::GameRegistry::builtin().games())
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                for (const char* lang : {"en", "de", "zh_CN"})
                    QTest::newRow(qPrintable(QStringLiteral("%1/%2x%3/%4")
                                                 .arg(QString::fromStdString(game->id()))
                                                 .arg(size.width())
                                                 .arg(size.height())
                                                 .arg(QLatin1String(lang))))
                        << QString::fromStdString(game->id()) << size << QString::fromLatin1(lang);
    }

    void everyGameReadsRight() {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        QFETCH(QString, language);
        test::RecordingTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.loadLanguage(language));
            QCoreApplication::installTranslator(&translator);
        }
        const auto untranslate = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* list = window.findChild<QListWidget*>(QStringLiteral("gameList"));
        QVERIFY(list);
        QListWidgetItem* item = nullptr;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == game) item = list->item(i);
        QVERIFY(item);
        emit list->itemClicked(item);
        QCoreApplication::processEvents();
        const QString where =
            QStringLiteral("%1 %2x%3 %4").arg(game).arg(size.width()).arg(size.height()).arg(language);
        QStringList problems = test::layoutProblems(&window, where + QStringLiteral(" Compose"));
        const QString dir = screenshotDir();
        const QString stem =
            QStringLiteral("%1/%2_%3x%4_%5").arg(dir, game).arg(size.width()).arg(size.height()).arg(language);
        QVERIFY(window.grab().save(stem + QStringLiteral("_compose.png")));

        auto* rounds = window.findChild<QSpinBox*>(QStringLiteral("roundsSpin"));
        QVERIFY(rounds);
        rounds->setValue(std::min(rounds->value(), 6));
        window.arena()->setPacing(0);
        QVERIFY(window.runComposed());
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 60000);
        // Throttled redraws now, then the seats' share of the height (set from the event loop once
        // their panels exist) and the layouts it posts.
        window.arena()->findChild<ui::SeatBoard*>()->refreshNow();
        window.arena()->charts()->refreshNow();
        for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
        QCOMPARE(window.size(), size);  // nothing in the window asks for more

        const auto* header = window.findChild<QLabel*>(QStringLiteral("roundOutcome"));
        QVERIFY(header);
        QVERIFY2(!header->text().isEmpty(), qPrintable(game));
        int panels = 0, whole = 0;
        for (auto* panel : window.arena()->findChildren<QWidget*>(QRegularExpression(QStringLiteral("^seatPanel_")))) {
            if (!panel->isVisible()) continue;
            ++panels;
            const QWidget* viewport = panel->parentWidget()->parentWidget();  // the board's scroll viewport
            const QRect inViewport(panel->mapTo(viewport, QPoint(0, 0)), panel->size());
            whole += viewport->rect().contains(inViewport) ? 1 : 0;
        }
        QVERIFY(panels >= 2);

        problems << test::layoutProblems(&window, where + QStringLiteral(" Arena"));
        // A board game shows its board in the charts' place, big enough to play on.
        if (const auto* board = window.arena()->findChild<QWidget*>(QStringLiteral("arenaBoard"));
            board && board->isVisible() && board->height() < 200)
            problems << QStringLiteral("%1 Arena: the board is %2 px tall").arg(where).arg(board->height());
        if (game == QLatin1String("tictactoe") || game == QLatin1String("connect_four"))
            if (const auto* board = window.arena()->findChild<QWidget*>(QStringLiteral("arenaBoard"));
                !board || !board->isVisible())
                problems << QStringLiteral("%1 Arena: no board shown").arg(where);
        // At full size every seat of a default session (up to ten) is seen whole, without scrolling.
        if (size.height() >= 1000 && panels <= 10 && whole < panels)
            problems << QStringLiteral("%1 Arena: %2 of %3 seats seen whole").arg(where).arg(whole).arg(panels);
        QVERIFY(window.grab().save(stem + QStringLiteral("_arena.png")));
        auditEveryTab(window, window.arena()->charts(), where + QStringLiteral(" Arena"),
                      stem + QStringLiteral("_arena"), problems);

        QVERIFY(window.results()->openRun(window.controller()->runDir()));
        window.tabs()->setCurrentWidget(window.results());
        window.results()->refreshNow();
        QCoreApplication::processEvents();
        problems << test::layoutProblems(&window, where + QStringLiteral(" Results"));
        QVERIFY(window.grab().save(stem + QStringLiteral("_results.png")));
        auditEveryTab(window, window.results()->charts(), where + QStringLiteral(" Results"),
                      stem + QStringLiteral("_results"), problems);

        window.tabs()->setCurrentWidget(window.tournament());
        QCoreApplication::processEvents();
        problems << test::layoutProblems(&window, where + QStringLiteral(" Tournament"));
        QCOMPARE(window.size(), size);

        problems.removeDuplicates();
        if (language != QLatin1String("en"))
            for (const QString& miss : translator.missing())
                problems << QStringLiteral("%1: untranslated: %2").arg(where, miss);
        m_shots[QStringLiteral("%1x%2_%3").arg(size.width()).arg(size.height()).arg(language)].push_back(
            {game, {stem + QStringLiteral("_arena.png"), stem + QStringLiteral("_results.png")}});
        QVERIFY2(problems.isEmpty(), qPrintable(QLatin1Char('\n') + problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // One sheet per size and language: a row per game, its Arena and its Results side by side.
    void cleanupTestCase() {
        const int thumbW = 480;
        for (const auto& [key, rows] : m_shots) {
            if (rows.empty()) continue;
            const QImage first(rows.front().second.front());
            if (first.isNull()) continue;
            const int thumbH = thumbW * first.height() / first.width();
            const int label = 22;
            QImage sheet(2 * thumbW + 12, static_cast<int>(rows.size()) * (thumbH + label + 6), QImage::Format_RGB32);
            sheet.fill(Qt::white);
            QPainter p(&sheet);
            int y = 0;
            for (const auto& [game, files] : rows) {
                p.setPen(Qt::black);
                p.drawText(QRect(4, y, sheet.width(), label), Qt::AlignVCenter, game + QStringLiteral(" — ") + key);
                for (int i = 0; i < files.size(); ++i)
                    p.drawImage(QRect(4 + i * (thumbW + 4), y + label, thumbW, thumbH), QImage(files[i]));
                y += thumbH + label + 6;
            }
            p.end();
            sheet.save(screenshotDir() + QStringLiteral("/contact_%1.png").arg(key));
        }
    }
};

QTEST_MAIN(TestGameWindows)
#include "tst_game_windows.moc"
