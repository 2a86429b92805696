#include "ui/tournament/tournament_files.h"

#include <QDir>
#include <QFile>

#include "engine/game/game_registry.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::ui {

engine::Result<engine::Json> readTournamentFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return engine::Error::make("io",
                                   QStringLiteral("cannot read %1: %2").arg(path, file.errorString()).toStdString());
    auto json = engine::parseJson(file.readAll().toStdString(), QDir::toNativeSeparators(path).toStdString());
    if (!json) return json.error();
    if (!engine::isTournamentSpec(json.value()))
        return engine::Error::make("invalid_spec",
                                   "this is not a tournament file (it has no \"kind\": \"tournament\")");
    // The same checks as nashlab-cli's: a file that would not run is not offered.
    if (auto spec = engine::parseTournamentSpec(json.value(), engine::GameRegistry::builtin(), 1); !spec)
        return spec.error();
    return json;
}

std::vector<std::pair<QString, engine::Json>> bundledTournaments() {
    std::vector<std::pair<QString, engine::Json>> out;
    const QDir dir(QStringLiteral(":/tournaments"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        if (auto json = readTournamentFile(path)) out.emplace_back(path, std::move(json.value()));
    }
    return out;
}

}  // namespace nashlab::ui
