// errorText: how the window shows an engine error. In English the engine's own message, as
// written; in German and Chinese a translated sentence for the error's code first, with the
// English message as the detail; an error whose code has no sentence shows its message alone.
// The errors come from the engine itself (a spec naming a game that does not exist, a file that
// cannot be read), not hand-made, so a renamed code fails here.
#include <QtTest>

#include "engine/core/json.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "ui/common/error_text.h"
#include "ui/settings/language.h"

using namespace nashlab;
using engine::Json;

namespace {

engine::Error unknownGame() {
    const Json spec = {{"game", "rock_paper_lizard"}, {"rounds", 3}, {"seats", Json::array()}};
    auto parsed = engine::parseExperimentSpec(spec, engine::GameRegistry::builtin(), 0);
    if (parsed) qFatal("a spec for an unknown game was accepted");
    return parsed.error();
}

engine::Error unreadableFile() {
    auto read = engine::readJsonFile("/nonexistent/nashlab/spec.json");
    if (read) qFatal("a missing file was read");
    return read.error();
}

}  // namespace

class TestErrorText : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { ui::installLanguage(QStringLiteral("en")); }

    void englishShowsTheEnginesMessage() {
        ui::installLanguage(QStringLiteral("en"));
        const engine::Error error = unknownGame();
        QCOMPARE(error.code, std::string("unknown_game"));
        QCOMPARE(ui::errorText(error), QString::fromStdString(error.message));
        QVERIFY(ui::errorText(error).contains(QStringLiteral("rock_paper_lizard")));
    }

    void germanLeadsWithATranslatedSentence() {
        QVERIFY(ui::installLanguage(QStringLiteral("de")));
        const engine::Error game = unknownGame();
        QCOMPARE(ui::errorText(game),
                 QStringLiteral("Dieses Spiel gibt es nicht (%1)").arg(QString::fromStdString(game.message)));
        const engine::Error file = unreadableFile();
        QCOMPARE(file.code, std::string("io"));
        QCOMPARE(ui::errorText(file), QStringLiteral("Eine Datei konnte nicht gelesen oder geschrieben werden (%1)")
                                          .arg(QString::fromStdString(file.message)));
    }

    void chineseUsesItsOwnParentheses() {
        QVERIFY(ui::installLanguage(QStringLiteral("zh_CN")));
        const engine::Error game = unknownGame();
        QCOMPARE(ui::errorText(game), QStringLiteral("没有这个游戏（%1）").arg(QString::fromStdString(game.message)));
    }

    void aCodeWithoutASentenceShowsItsMessage() {
        QVERIFY(ui::installLanguage(QStringLiteral("de")));
        const auto error = engine::Error::make("not_your_turn", "It is seat 2's turn");
        QCOMPARE(ui::errorText(error), QStringLiteral("It is seat 2's turn"));
        // A known code with no message: the sentence alone.
        QCOMPARE(ui::errorText(engine::Error::make("parse", "")), QStringLiteral("Der Text ist kein gültiges JSON"));
    }
};

QTEST_MAIN(TestErrorText)
#include "tst_error_text.moc"
