// nashlab-cli games [--json]: the catalogue of games with their parameters and bots.
#include <cstdio>
#include <vector>

#include "app/cli/cli.h"
#include "engine/game/game_registry.h"

namespace nashlab::cli {

int gamesCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--json")}, &unknown))
        return fail(kUsage, QStringLiteral("games: unknown option '%1'").arg(unknown));
    const auto& registry = engine::GameRegistry::builtin();
    // `games tictactoe holdem_nl`: those games only, in the order asked; an unknown id is refused.
    std::vector<const engine::Game*> games;
    for (const QString& arg : args) {
        if (arg.startsWith(QLatin1Char('-'))) continue;
        const engine::Game* game = registry.find(arg.toStdString());
        if (!game) {
            QStringList ids;
            for (const auto* g : registry.games()) ids << QString::fromStdString(g->id());
            return fail(kUsage,
                        QStringLiteral("games: no game '%1' (games: %2)").arg(arg, ids.join(QStringLiteral(", "))));
        }
        games.push_back(game);
    }
    if (games.empty()) games = registry.games();
    if (args.contains(QStringLiteral("--json"))) {
        engine::Json list = engine::Json::array();
        for (const auto* game : games) list.push_back(game->describe());
        std::printf("%s\n", list.dump(2).c_str());
        return kOk;
    }
    for (const auto* game : games) {
        const engine::Json d = game->describe();
        std::printf("%s — %s\n", game->id().c_str(), game->title().c_str());
        std::printf("  source:  %s\n", game->source().c_str());
        std::printf("  seats:   %d–%d (default %d), %s, %d rounds by default\n", game->seats().min, game->seats().max,
                    game->seats().defaultCount, game->simultaneous() ? "simultaneous" : "sequential",
                    d["default_rounds"].get<int>());
        std::printf("  params:\n");
        for (const auto& p : game->params())
            std::printf("    %-14s %-7s default %-10s %s\n", p.key.c_str(), engine::toString(p.kind).c_str(),
                        p.defaultValue.dump().c_str(), p.help.c_str());
        std::printf("  bots:\n");
        for (const auto& s : game->strategies()) std::printf("    %-10s %s\n", s.id.c_str(), s.description.c_str());
        std::printf("\n");
    }
    return kOk;
}

}  // namespace nashlab::cli
