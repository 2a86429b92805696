#include "engine/prompt/template_store.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace nashlab::engine {

TemplateStore::TemplateStore(std::string overrideDir) : m_overrideDir(std::move(overrideDir)) {}

Result<std::string> TemplateStore::get(const std::string& gameId, const std::string& name) const {
    if (!m_overrideDir.empty()) {
        const auto path = std::filesystem::path(m_overrideDir) / gameId / (name + ".mustache");
        if (std::filesystem::exists(path)) {
            std::ifstream in(path, std::ios::binary);
            if (!in) return Error::make("io", "cannot read prompt template '" + path.string() + "'");
            std::stringstream buffer;
            buffer << in.rdbuf();
            return buffer.str();
        }
    }
    const auto& files = embeddedGameFiles();
    const auto it = files.find(gameId + "/prompts/" + name + ".mustache");
    if (it == files.end())
        return Error::make("missing_template", "game '" + gameId + "' has no prompt template '" + name + "'");
    return it->second;
}

bool TemplateStore::has(const std::string& gameId, const std::string& name) const { return get(gameId, name).ok(); }

}  // namespace nashlab::engine
