#pragma once
// TemplateStore: a game's prompt templates. The project's own wording is embedded at build time
// from engine/games/<id>/prompts/*.mustache; a user folder with the same layout overrides any file
// (e.g. to load a paper's exact wording).
#include <map>
#include <optional>
#include <string>

#include "engine/core/result.h"

namespace nashlab::engine {

/// Every embedded file, keyed "<game_id>/prompts/<name>.mustache" (generated at build time).
const std::map<std::string, std::string>& embeddedGameFiles();

class TemplateStore {
public:
    /// `overrideDir` may be empty; otherwise <overrideDir>/<game_id>/<name>.mustache wins.
    explicit TemplateStore(std::string overrideDir = {});

    /// The template text; the error names the game and the template.
    Result<std::string> get(const std::string& gameId, const std::string& name) const;
    bool has(const std::string& gameId, const std::string& name) const;

private:
    std::string m_overrideDir;
};

}  // namespace nashlab::engine
