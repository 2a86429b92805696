// The library lists every game of the registry; choosing one loads its parameter form.
#include <QLabel>
#include <QListWidget>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "ui/main/main_window.h"

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void listsGamesAndLoadsTheChosenOne() {
        const auto& registry = nashlab::engine::GameRegistry::builtin();
        nashlab::ui::MainWindow window(registry, nashlab::app::providerSeatServices());
        window.show();
        auto* list = window.findChild<QListWidget*>(QStringLiteral("gameList"));
        QVERIFY(list);
        QCOMPARE(list->count(), static_cast<int>(registry.games().size()));
        QStringList ids;
        for (int i = 0; i < list->count(); ++i) ids << list->item(i)->data(Qt::UserRole).toString();
        for (const auto* game : registry.games()) QVERIFY(ids.contains(QString::fromStdString(game->id())));
        // Choosing the El Farol bar shows its own parameters (and no longer the guess game's).
        const int row = static_cast<int>(ids.indexOf(QStringLiteral("el_farol")));
        emit list->itemClicked(list->item(row));
        QTRY_VERIFY(window.findChild<QWidget*>(QStringLiteral("param_home")) != nullptr);
        QVERIFY(window.findChild<QWidget*>(QStringLiteral("param_tie_rule")) == nullptr);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
