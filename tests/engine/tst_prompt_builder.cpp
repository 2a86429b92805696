// PromptBuilder: persona first, rules, history window (0 / k / all), answer format, chain of
// thought, feedback, and a user folder overriding a template.
#include <QtTest>
#include <filesystem>

#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;

namespace {

// A guess_average state after `rounds` rounds in which seat 0 chose 10, 20, 30, ...
std::unique_ptr<State> playedState(int rounds) {
    const Game& g = *GameRegistry::builtin().find("guess_average");
    GameSetup setup{resolveParams(g.params(), Json::object()).value(), 3, 10, 1};
    auto state = g.newState(setup).value();
    for (int r = 1; r <= rounds; ++r)
        (void)state->apply(
            {{0, Json{{"chosen_number", 10 * r}}}, {1, Json{{"chosen_number", 50}}}, {2, Json{{"chosen_number", 90}}}});
    return state;
}

std::string userText(const std::unique_ptr<State>& state, PromptOptions options,
                     const PromptBuilder& b = PromptBuilder()) {
    auto m = b.build("guess_average", state->observation(0), state->actionSpec(0), options);
    if (!m) qFatal("%s", m.error().message.c_str());
    return m.value()[1].content;
}

}  // namespace

class TestPromptBuilder : public QObject {
    Q_OBJECT

private slots:
    void systemMessageHasPersonaThenRules() {
        auto state = playedState(0);
        auto m = PromptBuilder().build("guess_average", state->observation(0), state->actionSpec(0),
                                       PromptOptions{"You are a mathematician.", -1, false, "", -1});
        QVERIFY(m.ok());
        QCOMPARE(m->size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(m->at(0).role), QStringLiteral("system"));
        const QString system = QString::fromStdString(m->at(0).content);
        QVERIFY(system.startsWith(QStringLiteral("You are a mathematician.\n\n")));
        QVERIFY(system.contains(QStringLiteral("3 players")));
        QVERIFY(system.contains(QStringLiteral("2/3 of that average")));
        QVERIFY(system.contains(QStringLiteral("from 0 to 100")));
        const QString user = QString::fromStdString(m->at(1).content);
        QVERIFY(user.contains(QStringLiteral("round 1 of 10")));
        QVERIFY(user.endsWith(QStringLiteral(R"({"chosen_number": <integer from 0 to 100>})")));
        QVERIFY(!user.contains(QStringLiteral("What happened")));
    }

    void historyDepthWindows() {
        auto state = playedState(4);
        const QString all = QString::fromStdString(userText(state, {"", -1, false, ""}));
        for (int r = 1; r <= 4; ++r)
            QVERIFY(all.contains(QStringLiteral("Round %1: you chose %2.").arg(r).arg(10 * r)));
        const QString last2 = QString::fromStdString(userText(state, {"", 2, false, ""}));
        QVERIFY(last2.contains(QStringLiteral("The last 2 rounds")));
        QVERIFY(!last2.contains(QStringLiteral("Round 2: you chose")));
        QVERIFY(last2.contains(QStringLiteral("Round 3: you chose 30.")));
        QVERIFY(last2.contains(QStringLiteral("Round 4: you chose 40.")));
        const QString none = QString::fromStdString(userText(state, {"", 0, false, ""}));
        QVERIFY(!none.contains(QStringLiteral("Round 4: you chose")));
        // Round 4: choices 40, 50, 90 -> average 60, target 40: seat 0 won.
        QVERIFY(
            all.contains(QStringLiteral("Round 4: you chose 40. The average was 60 and the target 40; the winning "
                                        "number was 40 — you won this round (payoff 1)")));
    }

    void chainOfThoughtAndFeedback() {
        auto state = playedState(1);
        const QString cot =
            QString::fromStdString(userText(state, {"", -1, true, "'chosen_number' is 150, above the maximum 100"}));
        QVERIFY(cot.contains(QStringLiteral(
            R"({"explanation": "<your reasoning, step by step>", "chosen_number": <integer from 0 to 100>})")));
        QVERIFY(cot.endsWith(QStringLiteral(
            "Your previous answer was rejected: 'chosen_number' is 150, above the maximum 100 Please answer again.")));
    }

    void userFolderOverridesATemplate() {
        nashlab::test::TempDir tmp;
        std::filesystem::create_directories(tmp.path() + "/guess_average");
        nashlab::test::writeFile(tmp.path() + "/guess_average/request.mustache", "Custom request for round {{round}}.");
        auto state = playedState(2);
        const QString user =
            QString::fromStdString(userText(state, {"", -1, false, ""}, PromptBuilder(TemplateStore(tmp.path()))));
        QVERIFY(user.contains(QStringLiteral("Custom request for round 3.")));
        QVERIFY(user.contains(QStringLiteral("Round 2: you chose 20.")));  // other templates stay embedded
    }

    void missingTemplateIsANamedError() {
        auto state = playedState(0);
        auto m = PromptBuilder().build("no_such_game", state->observation(0), state->actionSpec(0), {});
        QVERIFY(!m.ok());
        QVERIFY(QString::fromStdString(m.error().message)
                    .contains(QStringLiteral("game 'no_such_game' has no prompt template 'system'")));
    }
};

QTEST_APPLESS_MAIN(TestPromptBuilder)
#include "tst_prompt_builder.moc"
