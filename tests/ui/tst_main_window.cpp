// The main window lists every game of the registry and shows the chosen one's details.
#include <QListWidget>
#include <QTextBrowser>
#include <QtTest>

#include "engine/game/game_registry.h"
#include "ui/main/main_window.h"

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void listsGamesAndShowsDetails() {
        const auto& registry = nashlab::engine::GameRegistry::builtin();
        nashlab::ui::MainWindow window(registry);
        window.show();
        auto* list = window.findChild<QListWidget*>(QStringLiteral("gameList"));
        QVERIFY(list);
        QCOMPARE(list->count(), static_cast<int>(registry.games().size()));
        QStringList ids;
        for (int i = 0; i < list->count(); ++i) ids << list->item(i)->data(Qt::UserRole).toString();
        QVERIFY(ids.contains(QStringLiteral("guess_average")));
        list->setCurrentRow(static_cast<int>(ids.indexOf(QStringLiteral("guess_average"))));
        auto* details = window.findChild<QTextBrowser*>(QStringLiteral("gameDetails"));
        QVERIFY(details->toPlainText().contains(QStringLiteral("level_k")));
        QVERIFY(details->toPlainText().contains(QStringLiteral("tie_rule")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
