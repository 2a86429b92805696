#pragma once
// PromptBuilder: renders the messages a seat receives from its game's template set.
//   system: persona + rules (static, first, so providers' prompt caching applies)
//   user:   the last `historyDepth` rounds (0 none, -1 all), the round's request, the answer
//           format (optionally chain of thought), and feedback on a rejected attempt.
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/action_spec.h"
#include "engine/prompt/template_store.h"
#include "engine/session/seat.h"

namespace nashlab::engine {

struct PromptOptions {
    std::string persona;          ///< free text put before the rules; empty for none
    int historyDepth = -1;        ///< past rounds shown: 0 none, -1 all, k the last k
    bool chainOfThought = false;  ///< ask for an "explanation" field before the answer
    std::string feedback;         ///< why the previous attempt was rejected
    /// How many past rounds the whole history holds (State::historyLength); -1: the observation's
    /// "history" is the whole of it. The heading says "so far" only when every round is shown.
    int historyTotal = -1;
};

/// A parsed template, kept for the life of the builder.
class CompiledTemplate;

class PromptBuilder {
public:
    explicit PromptBuilder(TemplateStore store = TemplateStore());
    ~PromptBuilder();
    PromptBuilder(const PromptBuilder&) = delete;
    PromptBuilder& operator=(const PromptBuilder&) = delete;
    /// Reads templates from another store from now on (e.g. a user's template folder).
    void setTemplateStore(TemplateStore store);

    /// Renders the messages for one decision. `observation` is State::observation(seat, depth);
    /// its "history" array holds the past rounds to show, oldest first. Thread-safe.
    Result<std::vector<Message>> build(const std::string& gameId, const Json& observation, const ActionSpec& spec,
                                       const PromptOptions& options) const;

    /// The answer-format instruction appended to every request.
    static std::string answerFormat(const ActionSpec& spec, bool chainOfThought);

private:
    Result<std::string> render(const std::string& gameId, const std::string& name, const Json& data) const;
    /// The parsed template for (game, name), parsed once; the error names a missing or invalid one.
    Result<std::shared_ptr<CompiledTemplate>> compiled(const std::string& gameId, const std::string& name) const;

    TemplateStore m_store;
    mutable std::mutex m_mutex;  ///< guards the cache; a template renders under its own lock
    mutable std::map<std::pair<std::string, std::string>, std::shared_ptr<CompiledTemplate>> m_cache;
};

}  // namespace nashlab::engine
