// The information-leak test: for every game of the catalogue, over seeded games played with random
// legal moves, at every decision no seat's observation (whole history) holds a private fact of
// another seat (State::privateFacts: hole cards, a Hanabi hand, a secret word, a bargainer's values,
// a bidder's value), and no acting seat's prompt names another's secret word. Games with hidden
// information must declare it, so that a game forgetting to do so fails here rather than passing.
#include <QtTest>

#include <set>

#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"

using namespace nashlab::engine;

namespace {

// Whether `value` occurs in `j`: as an equal value anywhere, or (with `key`) as a member `key`.
bool holds(const Json& j, const Json& value, const std::string& key) {
    if (key.empty() && j == value) return true;
    if (j.is_object()) {
        for (const auto& [name, member] : j.items()) {
            if (!key.empty() && name == key && member == value) return true;
            if (holds(member, value, key)) return true;
        }
    } else if (j.is_array()) {
        for (const auto& item : j)
            if (holds(item, value, key)) return true;
    }
    return false;
}

bool isWordByte(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// Whether `text` holds `word` as a whole word (case as written: card codes and short words excluded
// by the caller).
bool namesWord(const std::string& text, const std::string& word) {
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool starts = at == 0 || !isWordByte(text[at - 1]);
        const bool ends = at + word.size() >= text.size() || !isWordByte(text[at + word.size()]);
        if (starts && ends) return true;
    }
    return false;
}

std::string promptOf(const std::string& gameId, const State& s, int seat) {
    static const PromptBuilder builder;
    auto messages =
        builder.build(gameId, s.observation(seat, -1), s.actionSpec(seat), PromptOptions{"", -1, false, "", -1});
    if (!messages.ok()) qFatal("prompt of %s: %s", gameId.c_str(), messages.error().message.c_str());
    std::string text;
    for (const auto& m : messages.value()) text += m.content + "\n";
    return text;
}

}  // namespace

class TestPrivateInfo : public QObject {
    Q_OBJECT

private slots:
    void noSeatEverSeesWhatIsNotForIt() {
        const std::set<std::string> hidden = {"holdem_nl", "hanabi_small", "undercover", "bargain",
                                              "sealed_bid_auction"};
        for (const Game* game : GameRegistry::builtin().games()) {
            const std::string id = game->id();
            const Json params = resolveParams(game->params(), Json::object()).value();
            const int seats = game->seats().defaultCount;
            const int rounds = std::min(game->defaultRounds(params), 40);
            long checked = 0, decisions = 0;
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                auto made = game->newState(GameSetup(params, seats, rounds, seed));
                QVERIFY2(made.ok(), id.c_str());
                State& s = *made.value();
                Rng rng(seed * 7919);
                for (int guard = 0; !s.finished() && guard < 400; ++guard) {
                    const auto facts = s.privateFacts();
                    const auto acting = s.actingSeats();
                    for (int seat = 0; seat < seats; ++seat) {
                        const Json observation = s.observation(seat, -1);
                        const bool acts = std::find(acting.begin(), acting.end(), seat) != acting.end();
                        const std::string prompt = acts ? promptOf(id, s, seat) : std::string();
                        for (const auto& fact : facts) {
                            if (std::find(fact.knownTo.begin(), fact.knownTo.end(), seat) != fact.knownTo.end())
                                continue;
                            ++checked;
                            const std::string where = id + " seed " + std::to_string(seed) + ", seat " +
                                                      std::to_string(seat + 1) + " sees " + fact.what;
                            QVERIFY2(!holds(observation, fact.value, fact.key), where.c_str());
                            if (acts && fact.value.is_string() && fact.value.get<std::string>().size() >= 3)
                                QVERIFY2(!namesWord(prompt, fact.value.get<std::string>()),
                                         (where + " in its prompt").c_str());
                        }
                    }
                    std::map<int, Json> step;
                    for (int seat : acting) step[seat] = s.randomLegalAction(seat, rng);
                    const auto applied = s.apply(step);
                    QVERIFY2(!applied.refused(), (id + ": " + applied.error().value_or(Error{}).message).c_str());
                    ++decisions;
                }
            }
            QVERIFY2(decisions > 0, id.c_str());
            if (hidden.count(id)) QVERIFY2(checked > 0, (id + " declares no private facts").c_str());
            qInfo("%s: %ld checks over %ld steps", id.c_str(), checked, decisions);
        }
    }

    // The check itself must be able to fail: a seat's own word, handed to another, is caught.
    void theCheckCatchesALeak() {
        const Json observation = {{"you", 1}, {"history", Json::array({{{"note", "Moon"}}})}};
        QVERIFY(holds(observation, "Moon", ""));
        QVERIFY(!holds(observation, "Sun", ""));
        QVERIFY(holds(Json{{"value", 4.25}}, 4.25, "value"));
        QVERIFY(!holds(Json{{"bid", 4.25}}, 4.25, "value"));
        QVERIFY(namesWord("your word is \"Moon\".", "Moon"));
        QVERIFY(!namesWord("Moonlight", "Moon"));
    }
};

QTEST_GUILESS_MAIN(TestPrivateInfo)
#include "tst_private_info.moc"
