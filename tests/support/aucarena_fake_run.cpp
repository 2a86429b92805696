#include "tests/support/aucarena_fake_run.h"

#include <QEventLoop>
#include <QTimer>
#include <regex>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_writer.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::test {
namespace {

using engine::Json;

std::string textOf(const ReceivedRequest& r, const std::string& role) {
    std::string out;
    for (const auto& m : r.json.value("messages", Json::array()))
        if (m.value("role", "") == role) out = m.value("content", "");
    return out;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string said(const Json& answer) { return "Let me think about it. My answer:\n" + answer.dump(); }

Json belief(int budget, int p1, int p2, Json bids1, Json bids2) {
    return {{"remaining_budget", budget},
            {"total_profits", {{"Bidder 1", p1}, {"Bidder 2", p2}}},
            {"winning_bids", {{"Bidder 1", std::move(bids1)}, {"Bidder 2", std::move(bids2)}}}};
}

}  // namespace

std::string aucarenaFakeAnswer(const ReceivedRequest& request) {
    const std::string system = textOf(request, "system");
    const std::string user = textOf(request, "user");
    const bool first = has(system, "You are Bidder 1,");
    if (has(user, "make your plan"))
        return said({{"priorities", first ? Json{{"Item 1", 3}, {"Item 2", 1}} : Json{{"Item 1", 1}, {"Item 2", 3}}}});
    if (has(user, "Revise your plan")) return said({{"priorities", {{"Item 2", first ? 2 : 3}}}});
    if (has(user, "Bring your notes up to date")) {
        const bool afterItem2 = has(user, "The bidding on Item 2 is over");
        if (!afterItem2 && first && !has(user, "Your previous answer was rejected"))
            return said(belief(20000, 1000, 0, {{"Item 1", 1000}}, Json::object()));  // forgot the price paid
        if (!afterItem2) return said(belief(first ? 19000 : 20000, 1000, 0, {{"Item 1", 1000}}, Json::object()));
        return said(belief(first ? 19000 : 15000, 1000, 5000, {{"Item 1", 1000}}, {{"Item 2", 5000}}));
    }
    // A bid: each bidder opens at the minimum on the item it rated 3, and stays out of the other.
    std::smatch m;
    const bool item1 = has(user, "Now on the block: item 1 of 2");
    if (std::regex_search(user, m, std::regex(R"(The smallest bid accepted now is \$(\d+))")) && item1 == first)
        return said({{"bid", std::stoi(m[1].str())}});
    return said({{"bid", 0}});
}

engine::Result<std::string> playAucarenaWithFakeLlm(FakeLlmServer& server, const std::string& runsDir) {
    server.setResponder(aucarenaFakeAnswer);
    Json seats = Json::array();
    for (const char* name : {"Model A", "Model B"})
        seats.push_back({{"type", "llm"},
                         {"name", name},
                         {"provider", "openai"},
                         {"base_url", server.baseUrl("openai")},
                         {"model", "fake-small"}});
    const Json specJson = {{"name", "aucarena-fake-llm"},
                           {"game", "english_auction"},
                           {"seed", 5},
                           {"params",
                            {{"item_set", "custom"},
                             {"custom_start_prices", {1000, 5000}},
                             {"custom_true_values", {2000, 10000}},
                             {"shuffle", false},
                             {"planning", "adaptive"}}},
                           {"invalid_answers", {{"max_attempts", 5}, {"feedback", true}, {"fallback", "abort"}}},
                           {"seats", seats}};
    auto spec = engine::parseExperimentSpec(specJson, engine::GameRegistry::builtin(), 1);
    if (!spec) return spec.error();
    auto writer = engine::RunWriter::create(runsDir, spec->name, spec->toJson());
    if (!writer) return writer.error();
    providers::ProviderOptions options;
    options.cache = providers::CacheMode::Off;
    options.retry.baseDelayMs = 20;
    options.retry.maxRetries = 2;
    const engine::PromptBuilder prompts;
    const engine::Game* game = engine::GameRegistry::builtin().find("english_auction");
    engine::ExperimentRunner runner(*game, spec.value(), providers::applicationSeatFactory(options), *writer.value(),
                                    prompts);
    QEventLoop loop;
    runner.setOnDone([&loop](const engine::ExperimentOutcome&) { loop.quit(); });
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    runner.start();
    if (!runner.done()) loop.exec();
    if (!runner.done()) {
        runner.stop();
        return engine::Error::make("timeout", "the fake auction did not finish in 60 s");
    }
    if (runner.outcome().finished != 1)
        return engine::Error::make("aborted", runner.outcome().errors.empty() ? std::string("the session aborted")
                                                                              : runner.outcome().errors.front());
    return writer.value()->dir();
}

}  // namespace nashlab::test
