#include "engine/prompt/prompt_builder.h"

#include <kainjow/mustache.hpp>

namespace nashlab::engine {
namespace {

namespace mu = kainjow::mustache;

// Numbers are shown as people write them (33.33, not 33.333333333333336). `skipKey`: a top-level
// key left out (an observation's history, when no template that gets the whole observation reads it).
mu::data toMustache(const Json& j, std::string_view skipKey = {}) {
    switch (j.type()) {
    case Json::value_t::object: {
        mu::data d{mu::data::type::object};
        for (const auto& [key, value] : j.items())
            if (skipKey.empty() || key != skipKey) d.set(key, toMustache(value));
        return d;
    }
    case Json::value_t::array: {
        mu::data d{mu::data::type::list};
        for (const auto& item : j) d.push_back(toMustache(item));
        return d;
    }
    case Json::value_t::string: return mu::data{j.get<std::string>()};
    case Json::value_t::boolean: return mu::data{j.get<bool>()};
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return mu::data{formatNumber(j.get<double>(), 2)};
    default: return mu::data{false};  // null renders as an empty (false) section
    }
}

std::string trimEnd(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
    return s;
}

}  // namespace

// kainjow's renderer keeps per-render state inside the template object, so one template renders
// under its own lock; parsing happens once per (game, template) for the life of the builder.
class CompiledTemplate {
public:
    explicit CompiledTemplate(std::string text) : source(std::move(text)), tmpl(source) {
        tmpl.set_custom_escape([](const std::string& s) { return s; });  // prompts are plain text, not HTML
    }
    std::string source;  ///< the text it was parsed from: a user's edited override is parsed again
    mu::mustache tmpl;
    std::mutex lock;
};

// Renders a parsed template with data already converted for mustache.
static Result<std::string> renderView(const std::string& gameId, const std::string& name, CompiledTemplate& t,
                                      const mu::data& view) {
    std::lock_guard guard(t.lock);
    auto& tmpl = t.tmpl;
    std::string out = tmpl.render(view);
    if (!tmpl.is_valid())
        return Error::make("template", "prompt template '" + gameId + "/" + name + "' failed: " + tmpl.error_message());
    return trimEnd(out);
}

PromptBuilder::PromptBuilder(TemplateStore store) : m_store(std::move(store)) {}
PromptBuilder::~PromptBuilder() = default;

void PromptBuilder::setTemplateStore(TemplateStore store) {
    std::lock_guard guard(m_mutex);
    m_store = std::move(store);
    m_cache.clear();
}

Result<std::shared_ptr<CompiledTemplate>> PromptBuilder::compiled(const std::string& gameId,
                                                                  const std::string& name) const {
    auto text = m_store.get(gameId, name);
    if (!text) return text.error();
    std::lock_guard guard(m_mutex);
    auto key = std::make_pair(gameId, name);
    if (auto it = m_cache.find(key); it != m_cache.end() && it->second->source == text.value()) return it->second;
    auto parsed = std::make_shared<CompiledTemplate>(std::move(text).value());
    if (!parsed->tmpl.is_valid())
        return Error::make("template",
                           "prompt template '" + gameId + "/" + name + "' is invalid: " + parsed->tmpl.error_message());
    m_cache[std::move(key)] = parsed;
    return parsed;
}

std::string PromptBuilder::answerFormat(const ActionSpec& spec, bool chainOfThought) {
    if (chainOfThought) {
        std::string hint = spec.formatHint();
        hint.insert(1, "\"explanation\": \"<your reasoning, step by step>\", ");
        return "Think it through step by step first. Then answer with a single JSON object in this format, "
               "with your reasoning in \"explanation\":\n" +
               hint;
    }
    return "Answer with a single JSON object in this format and nothing else:\n" + spec.formatHint();
}

Result<std::string> PromptBuilder::render(const std::string& gameId, const std::string& name, const Json& data) const {
    auto found = compiled(gameId, name);
    if (!found) return found.error();
    return renderView(gameId, name, *found.value(), toMustache(data));
}

Result<std::vector<Message>> PromptBuilder::build(const std::string& gameId, const Json& observation,
                                                  const ActionSpec& spec, const PromptOptions& options) const {
    // The observation is converted for the templates once; its history (shown round by round
    // below) only when the system or request template reads it as a whole.
    auto systemTemplate = compiled(gameId, "system");
    if (!systemTemplate) return systemTemplate.error();
    auto requestTemplate = compiled(gameId, "request");
    if (!requestTemplate) return requestTemplate.error();
    const bool wholeHistory = systemTemplate.value()->source.find("history") != std::string::npos ||
                              requestTemplate.value()->source.find("history") != std::string::npos;
    const mu::data view = toMustache(observation, wholeHistory ? "" : "history");
    auto rules = renderView(gameId, "system", *systemTemplate.value(), view);
    if (!rules) return rules.error();
    std::string system = options.persona.empty() ? rules.value() : options.persona + "\n\n" + rules.value();

    std::string user;
    static const Json kNoHistory = Json::array();
    const auto found = observation.find("history");
    const Json& history = found != observation.end() && found->is_array() ? *found : kNoHistory;
    const auto given = static_cast<int>(history.size());
    const int total = options.historyTotal < 0 ? given : std::max(options.historyTotal, given);
    const int shown = options.historyDepth < 0 ? given : std::min(options.historyDepth, given);
    if (shown > 0) {
        user += shown == total ? "What happened so far:\n" : "The last " + std::to_string(shown) + " rounds:\n";
        for (int i = given - shown; i < given; ++i) {
            auto line = render(gameId, "history_round", history.at(static_cast<std::size_t>(i)));
            if (!line) return line.error();
            user += line.value() + "\n";
        }
        user += "\n";
    }
    auto request = renderView(gameId, "request", *requestTemplate.value(), view);
    if (!request) return request.error();
    user += request.value() + "\n\n" + answerFormat(spec, options.chainOfThought);
    if (!options.feedback.empty())
        user += "\n\nYour previous answer was rejected: " + options.feedback + " Please answer again.";
    return std::vector<Message>{{"system", system}, {"user", user}};
}

}  // namespace nashlab::engine
