// No game is named in ui/ or classroom/: each game says how it is shown (engine::Presentation in
// its HumanView) and the window and rooms map the kinds, so adding a game touches neither. Every
// registered game's id in double quotes is a finding, unless the line says the word is "not the
// game's id" (a role or report field that happens to share it).
#include <QDirIterator>
#include <QFile>
#include <QtTest>

#include "engine/game/game_registry.h"

namespace {

// Lines of `text` (from `file`) that quote one of `ids`.
QStringList findings(const QString& file, const QString& text, const QStringList& ids) {
    QStringList out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].contains(QStringLiteral("not the game's id"))) continue;
        for (const QString& id : ids)
            if (lines[i].contains(QLatin1Char('"') + id + QLatin1Char('"')))
                out << QStringLiteral("%1:%2 names %3").arg(file).arg(i + 1).arg(id);
    }
    return out;
}

QStringList gameIds() {
    QStringList ids;
    for (const auto* game : nashlab::engine::GameRegistry::builtin().games()) ids << QString::fromStdString(game->id());
    return ids;
}

}  // namespace

class TstNoGameIds : public QObject {
    Q_OBJECT
private slots:
    void theScannerFindsAQuotedId() {
        const QStringList ids = gameIds();
        QVERIFY(ids.contains(QStringLiteral("tictactoe")));
        QCOMPARE(findings(QStringLiteral("x.cpp"), QStringLiteral("a\nif (g == QLatin1String(\"tictactoe\"))\n"), ids),
                 QStringList{QStringLiteral("x.cpp:2 names tictactoe")});
        QVERIFY(findings(QStringLiteral("x.cpp"), QStringLiteral("a tictactoe board, \"tictactoes\""), ids).isEmpty());
        QVERIFY(findings(QStringLiteral("x.cpp"), QStringLiteral("k = \"tictactoe\";  // not the game's id"), ids)
                    .isEmpty());
    }

    void uiAndClassroomNameNoGame() {
        const QString root = QFileInfo(QStringLiteral(QT_TESTCASE_SOURCEDIR)).absolutePath();
        const QStringList ids = gameIds();
        QStringList all;
        int files = 0;
        for (const char* folder : {"ui", "classroom"}) {
            QDirIterator it(root + QLatin1Char('/') + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                all << findings(path.mid(root.size() + 1), QString::fromUtf8(f.readAll()), ids);
                ++files;
            }
        }
        QVERIFY2(files > 50, qPrintable(QString::number(files)));  // the folders were found
        QVERIFY2(all.isEmpty(), qPrintable(all.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstNoGameIds)
#include "tst_no_game_ids.moc"
