#pragma once
// Helpers for the game tests: a fresh state of a registered board game, moves applied one by one
// (each must be accepted), a built-in bot asked for one move, and the prompt a seat would read.
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/session/bot_seat.h"

namespace nashlab::test {

inline const engine::Game& boardGame(const std::string& id) { return *engine::GameRegistry::builtin().find(id); }

inline std::unique_ptr<engine::State> newBoardState(const std::string& id, engine::Json params = engine::Json::object(),
                                                    int rounds = 0, std::uint64_t seed = 1) {
    const engine::Game& game = boardGame(id);
    engine::GameSetup setup(engine::resolveParams(game.params(), params).value(), 2,
                            rounds > 0 ? rounds : game.defaultRounds(engine::Json::object()), seed);
    return std::move(game.newState(setup).value());
}

/// Applies `action` for the seat to move; false (with a QtTest message) when it is refused.
inline bool applyMove(engine::State& state, const engine::Json& action) {
    const auto acting = state.actingSeats();
    if (acting.size() != 1) {
        qWarning("no single seat to move");
        return false;
    }
    const auto applied = state.apply({{acting.front(), action}});
    if (applied.refused()) qWarning("%s refused: %s", action.dump().c_str(), applied.error()->message.c_str());
    return !applied.refused();
}

/// What `bot` answers for `seat` in `state`, with the decision's seed `seed`.
inline engine::Json askBot(engine::Seat& bot, const engine::State& state, int seat, std::uint64_t seed) {
    engine::DecisionRequest request;
    request.seat = seat;
    request.round = state.round();
    request.state = &state;
    request.actionSpec = state.actionSpec(seat);
    request.seed = seed;
    engine::Json answer;
    bot.decide(request, [&](engine::DecisionReply r) { answer = r.action.value_or(engine::Json()); });
    return answer;
}

/// Every message of the prompt `seat` reads now (whole history, no persona), joined by newlines.
inline QString promptText(const std::string& gameId, const engine::State& state, int seat) {
    static const engine::PromptBuilder builder;
    auto messages = builder.build(gameId, state.observation(seat, -1), state.actionSpec(seat),
                                  engine::PromptOptions{"", -1, false, "", -1});
    if (!messages.ok()) qFatal("prompt of %s: %s", gameId.c_str(), messages.error().message.c_str());
    QString text;
    for (const auto& m : messages.value()) text += QString::fromStdString(m.content) + QLatin1Char('\n');
    return text;
}

/// The answer of built-in bot `strategy` for the seat to move.
inline engine::Json botMove(const std::string& id, const std::string& strategy, const engine::State& state,
                            std::uint64_t seed, engine::Json options = engine::Json::object()) {
    const engine::Game& game = boardGame(id);
    const int seat = state.actingSeats().front();
    auto bot = game.makeBotChecked(strategy, options, engine::BotContext{seat, 2, state.setup().params}).value();
    return askBot(*bot, state, seat, seed);
}

}  // namespace nashlab::test
