#include "engine/prompt/prompt_builder.h"

#include <kainjow/mustache.hpp>

namespace nashlab::engine {
namespace {

namespace mu = kainjow::mustache;

// Numbers are shown as people write them (33.33, not 33.333333333333336).
mu::data toMustache(const Json& j) {
    switch (j.type()) {
    case Json::value_t::object: {
        mu::data d{mu::data::type::object};
        for (const auto& [key, value] : j.items()) d.set(key, toMustache(value));
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

PromptBuilder::PromptBuilder(TemplateStore store) : m_store(std::move(store)) {}

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
    auto text = m_store.get(gameId, name);
    if (!text) return text.error();
    mu::mustache tmpl{text.value()};
    if (!tmpl.is_valid())
        return Error::make("template",
                           "prompt template '" + gameId + "/" + name + "' is invalid: " + tmpl.error_message());
    tmpl.set_custom_escape([](const std::string& s) { return s; });  // prompts are plain text, not HTML
    std::string out = tmpl.render(toMustache(data));
    if (!tmpl.is_valid())
        return Error::make("template", "prompt template '" + gameId + "/" + name + "' failed: " + tmpl.error_message());
    return trimEnd(out);
}

Result<std::vector<Message>> PromptBuilder::build(const std::string& gameId, const Json& observation,
                                                  const ActionSpec& spec, const PromptOptions& options) const {
    auto rules = render(gameId, "system", observation);
    if (!rules) return rules.error();
    std::string system = options.persona.empty() ? rules.value() : options.persona + "\n\n" + rules.value();

    std::string user;
    const Json history = observation.value("history", Json::array());
    const auto total = static_cast<int>(history.size());
    const int shown = options.historyDepth < 0 ? total : std::min(options.historyDepth, total);
    if (shown > 0) {
        user += shown == total ? "What happened so far:\n" : "The last " + std::to_string(shown) + " rounds:\n";
        for (int i = total - shown; i < total; ++i) {
            auto line = render(gameId, "history_round", history.at(static_cast<std::size_t>(i)));
            if (!line) return line.error();
            user += line.value() + "\n";
        }
        user += "\n";
    }
    auto request = render(gameId, "request", observation);
    if (!request) return request.error();
    user += request.value() + "\n\n" + answerFormat(spec, options.chainOfThought);
    if (!options.feedback.empty())
        user += "\n\nYour previous answer was rejected: " + options.feedback + " Please answer again.";
    return std::vector<Message>{{"system", system}, {"user", user}};
}

}  // namespace nashlab::engine
