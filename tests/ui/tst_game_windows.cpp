// Every game reads as itself in the window, at laptop size, in every language: each game of the
// registry is chosen in the Library, played a few rounds with its default bots, and its Arena is
// read as a person would — the round header and every seat's action hold no JSON, no `null`, no
// `inf`, and the window is 1024 × 700 (nothing forces it wider). With NASHLAB_SCREENSHOT_DIR set,
// one screenshot per game and language (game_<id>[_<lang>].png) is written for docs/screenshots.
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTranslator>
#include <QtTest>
#include <memory>

#include "engine/game/game_registry.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/seat_board.h"
#include "ui/main/main_window.h"

using namespace nashlab;

namespace {

// What a person must never read in the window.
QString rawData(const QString& text) {
    for (const char* bad : {"null", "{", "}", "\"", "inf", "nan", "[", "]"})
        if (text.contains(QLatin1String(bad))) return QLatin1String(bad);
    return {};
}

}  // namespace

class TestGameWindows : public QObject {
    Q_OBJECT

private slots:
    void everyGameReadsAsItself_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const auto* game : engine::GameRegistry::builtin().games())
            for (const char* lang : {"en", "de", "zh_CN"})
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QString::fromStdString(game->id()), lang)))
                    << QString::fromStdString(game->id()) << QString::fromLatin1(lang);
    }

    void everyGameReadsAsItself() {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/nashlab_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const auto untranslate = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        ui::MainWindow window(engine::GameRegistry::builtin());
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.width(), 1024);  // nothing in the window asks for more
        auto* list = window.findChild<QListWidget*>(QStringLiteral("gameList"));
        QVERIFY(list);
        QListWidgetItem* item = nullptr;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == game) item = list->item(i);
        QVERIFY(item);
        emit list->itemClicked(item);
        auto* rounds = window.findChild<QSpinBox*>(QStringLiteral("roundsSpin"));
        QVERIFY(rounds);
        rounds->setValue(std::min(rounds->value(), 6));
        window.arena()->setPacing(0);
        QVERIFY(window.runComposed());
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 60000);
        QTest::qWait(100);  // throttled redraws
        window.arena()->findChild<ui::SeatBoard*>()->refreshNow();

        const auto* header = window.findChild<QLabel*>(QStringLiteral("roundOutcome"));
        QVERIFY(header);
        const QString headerText = header->text();
        QVERIFY2(!headerText.isEmpty(), qPrintable(game));
        QVERIFY2(rawData(headerText).isEmpty(), qPrintable(game + QStringLiteral(": ") + headerText));
        int panels = 0;
        for (auto* panel : window.arena()->findChildren<QWidget*>(QRegularExpression(QStringLiteral("^seatPanel_")))) {
            if (!panel->isVisible()) continue;  // a scrolled-away panel is not read
            ++panels;
            for (const char* name : {"actionLabel", "actionLongLabel", "detailLabel"}) {
                auto* action = panel->findChild<QLabel*>(QLatin1String(name));
                QVERIFY(action);
                QVERIFY2(rawData(action->text()).isEmpty(), qPrintable(game + QStringLiteral(": ") + action->text()));
                // An action is never wider than its panel (a proposal used to run past it).
                if (action->isVisible() && !action->text().isEmpty())
                    QVERIFY2(action->geometry().right() <= panel->width(),
                             qPrintable(QStringLiteral("%1: '%2' %3 > %4")
                                            .arg(game, action->text())
                                            .arg(action->geometry().right())
                                            .arg(panel->width())));
            }
        }
        QVERIFY(panels >= 2);
        const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            const QString suffix = language == QLatin1String("en") ? QString() : QLatin1Char('_') + language;
            QVERIFY(window.grab().save(QStringLiteral("%1/game_%2%3.png").arg(dir, game, suffix)));
        }
    }
};

QTEST_MAIN(TestGameWindows)
#include "tst_game_windows.moc"
